// Persons and bodies named by official prose (issue 15: names "after honorifics", organisations
// without a legal form): police reports with officers' ranks and badge numbers, witness
// statements, board minutes naming directors and shareholders, recommendation letters, and the
// police units, councils and universities they name, in the seven languages. Names and bodies
// are invented; headings, product names and common nouns stay negative.
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { publicBodyRecognizer } from '../../../src/core/detect/recognizers/public-bodies';
import { rankNameRecognizer } from '../../../src/core/detect/recognizers/rank-names';
import { reportNameRecognizer } from '../../../src/core/detect/recognizers/report-names';
import type { Recognizer } from '../../../src/core/detect/span';
import { spanOver, untouched } from './span-probes';

/** The whole detector reads `value` inside one span of `tag`. */
function expectTag(text: string, value: string, tag: 'PERSON_NAME' | 'ORGANIZATION') {
  expect(spanOver(text, value)?.tag, value).toBe(tag);
}

/** What one reader alone reports. */
const found = (recognizer: Recognizer, text: string) =>
  recognizer.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));

describe('officers named by rank and badge number', () => {
  it('reads British ranks with and without a collar number (eng)', () => {
    const text = `On 14 March 2025 I attended with DC 3318 Bartholomew Quayle and KHK-trained
colleagues. PC 4471 Darnell Okonkwo took the statement; Sgt Imelda Crossthwaite supervised.
Later PC Okonkwo returned to the station.`;
    expectTag(text, 'Bartholomew Quayle', 'PERSON_NAME');
    expectTag(text, 'Darnell Okonkwo', 'PERSON_NAME');
    expectTag(text, 'Imelda Crossthwaite', 'PERSON_NAME');
    // The rank and the badge number stay outside the name's box.
    expect(found(rankNameRecognizer, text)).toContain('Okonkwo');
    expect(found(rankNameRecognizer, text)).not.toContain('DC 3318 Bartholomew Quayle');
  });

  it('reads German, French, Italian, Spanish and Portuguese ranks in prose', () => {
    const text = `KHK Ludger Pfannenstiel wurde verständigt. Avisons le capitaine Isaure Montfaucon
de la Sûreté. Interveniva l'agente scelto Ruggero Scamarcio con il vice ispettore Ortensia
Pellizzari. Acude el subinspector Baltasar Urquijo. Foi informado o subcomissário Lourenço
Bettencourt.`;
    for (const name of [
      'Ludger Pfannenstiel',
      'Isaure Montfaucon',
      'Ruggero Scamarcio',
      'Baltasar Urquijo',
    ])
      expectTag(text, name, 'PERSON_NAME');
    // The name goes on at the next line: the joined-lines reading takes it whole.
    expect(spanOver(text, 'Ortensia\nPellizzari')?.tag).toBe('PERSON_NAME');
    expect(spanOver(text, 'Lourenço\nBettencourt')?.tag).toBe('PERSON_NAME');
  });

  it('reads academic titles and a Russian rank with initials', () => {
    const text = `Praktikum bei Prof. Dr. med. Balduin Rosskopf absolviert. Sous la direction du
professeur Eudes Valadier. Доложено начальнику подполковнику Белозёрову С. В. немедленно.`;
    expectTag(text, 'Balduin Rosskopf', 'PERSON_NAME');
    expectTag(text, 'Eudes Valadier', 'PERSON_NAME');
    expect(found(rankNameRecognizer, text)).toContain('Белозёрову С. В.');
  });

  it('leaves rank words before common nouns and headings alone', () => {
    const text = `Officer Training Programme 2025
Inspector General of Police
The sergeant major inspected the cabo de vela.`;
    expect(found(rankNameRecognizer, text)).toEqual([]);
  });
});

describe('persons named by witness statements, minutes and references', () => {
  it('reads witness labels, "knew as" and the attendance list of minutes (eng)', () => {
    const text = `WITNESS STATEMENT
Statement of: Cordelia Ravenscroft
He said he had seen a man he knew as Lennox Abernathy leaving the premises.

MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF HALBERD MARITIME LIMITED
Present: Augustin Fairweather (Chair), Philomena Drax, Casimir Oyelaran
Apologies: None`;
    for (const name of [
      'Cordelia Ravenscroft',
      'Lennox Abernathy',
      'Augustin Fairweather',
      'Philomena Drax',
      'Casimir Oyelaran',
    ])
      expectTag(text, name, 'PERSON_NAME');
    expectTag(text, 'HALBERD MARITIME LIMITED', 'ORGANIZATION');
    // The heading's words before the firm stay outside its box.
    expect(untouched(text, 'BOARD OF DIRECTORS')).toBe(true);
    expect(untouched(text, 'None')).toBe(true);
  });

  it('reads the same classes in Spanish, French, German, Italian and Portuguese', () => {
    const text = `Nombre del testigo: Filomena Echeverría Baños
Se acuerda aprobar la transmisión a favor de Nicomedes Sarasola.
Por la presente recomiendo a Rosaura Quintanilla para el puesto.
Le témoin déclare avoir vu un homme qu'il connaît sous le nom de Firmin Castagnède.
Étaient présents : Lucien Fabrègue (président), Ombeline Tastavin, Corentin Le Goff.
Einen Mann, den sie als Kuno Ebersberger kennt.
Name des Zeugen: Gundula Oberhauser
Persona informata sui fatti: Gelsomina Rottigni
Declarou ter visto um homem que conhece como Anacleto Pimenta.`;
    for (const name of [
      'Filomena Echeverría Baños',
      'Nicomedes Sarasola',
      'Rosaura Quintanilla',
      'Firmin Castagnède',
      'Lucien Fabrègue',
      'Ombeline Tastavin',
      'Corentin Le Goff',
      'Kuno Ebersberger',
      'Gundula Oberhauser',
      'Gelsomina Rottigni',
      'Anacleto Pimenta',
    ])
      expect(found(reportNameRecognizer, text), name).toContain(name);
  });

  it('reads Russian names in the object cases of references and transfers (rus)', () => {
    const text = `Настоящим рекомендую Лисицыну Ульяну Марковну на должность лаборанта.
Одобрить передачу 600 акций Сидоренко Агафье Петровне.
Прибыли по вызову гражданки Ферапонтовой Ларисы Игоревны.`;
    expectTag(text, 'Лисицыну Ульяну Марковну', 'PERSON_NAME');
    expectTag(text, 'Сидоренко Агафье Петровне', 'PERSON_NAME');
    expectTag(text, 'Ферапонтовой Ларисы Игоревны', 'PERSON_NAME');
  });

  it('reads the recommended person by the given name alone further on (eng, spa)', () => {
    const text = `It is my pleasure to recommend Ms Araminta Wolstenholme for the position.
I supervised Araminta during her placement. Araminta worked closely with the team.
Recomiendo a Rosaura Quintanilla sin reservas. Rosaura es trabajadora y rigurosa.`;
    const spans = propagateOccurrences(text, findPii(text));
    const shown = spans.map((s) => text.slice(s.start, s.end));
    expect(shown.filter((s) => s === 'Araminta')).toHaveLength(2);
    expect(shown).toContain('Rosaura');
  });

  it('keeps products, processes and options negative after weak cues', () => {
    const text = `We recommend Adobe Acrobat Reader Pro Edition Deluxe Version for this task.
A method known as Gradient Descent was used. The board voted in favour of Option Two Alpha
Beta now. Witness: Signature illegible
Present: Board Members`;
    expect(found(reportNameRecognizer, text)).toEqual([]);
  });
});

describe('police units, councils and universities without a legal form', () => {
  it('reads forces, stations and councils named with their area (eng)', () => {
    const text = `WEST MERCIA POLICE
Reporting officer based at Hereford Police Station. Inspector Marchbanks of Worcester CID was
informed, as was Herefordshire Council.`;
    for (const body of [
      'WEST MERCIA POLICE',
      'Hereford Police Station',
      'Worcester CID',
      'Herefordshire Council',
    ])
      expectTag(text, body, 'ORGANIZATION');
  });

  it('reads police units and universities with their town (spa, fra, deu, ita, por, rus)', () => {
    const text = `Se da cuenta a la Policía Municipal de Valladolid.
Commissariat de police de Villeurbanne, avec la police municipale de Bron.
KHK Pfannenstiel von der Kriminalpolizei Erlangen und das Ordnungsamt der Stadt Fürth.
Commissariato di Pubblica Sicurezza di Treviglio; laureata all'Università degli Studi di Padova.
Comando Distrital de Braga e Polícia Municipal de Guimarães.
ОТДЕЛ МВД РОССИИ ПО РАЙОНУ ХАМОВНИКИ Г. МОСКВЫ
Студентка Казанского федерального университета.`;
    const bodies = found(publicBodyRecognizer, text);
    for (const body of [
      'Policía Municipal de Valladolid',
      'Commissariat de police de Villeurbanne',
      'police municipale de Bron',
      'Kriminalpolizei Erlangen',
      'Ordnungsamt der Stadt Fürth',
      'Commissariato di Pubblica Sicurezza di Treviglio',
      'Università degli Studi di Padova',
      'Comando Distrital de Braga',
      'Polícia Municipal de Guimarães',
      'ОТДЕЛ МВД РОССИИ ПО РАЙОНУ ХАМОВНИКИ Г. МОСКВЫ',
      'Казанского федерального университета',
    ])
      expect(bodies, body).toContain(body);
  });

  it('keeps headings and bodies without an area negative', () => {
    const text = `POLICE INCIDENT REPORT
The Council will decide. Contact your local police station or the Parish Council.
Police Scotland guidance: call the police.`;
    expect(found(publicBodyRecognizer, text)).toEqual([]);
  });
});

describe("parties of a police report's form and of legal prose", () => {
  it('reads the party labels of police reports in the seven languages', () => {
    const text = `Victim: Rosamund Etheridge
Suspect: Lucan Pettigrew
Interviewing officer: DS Crispin Haverstock
Denunciante: Fulgencio Arriola Zubizarreta
Mis en cause : Gontran Delaunoy
Beschuldigter: Wolfhard Bleichröder
Persona offesa: Annunziata Scarpellini
Arguido: Deolindo Quaresma
Shareholder: Perpetua Holloway`;
    const names = found(reportNameRecognizer, text);
    for (const name of [
      'Rosamund Etheridge',
      'Lucan Pettigrew',
      'Crispin Haverstock',
      'Fulgencio Arriola Zubizarreta',
      'Gontran Delaunoy',
      'Wolfhard Bleichröder',
      'Annunziata Scarpellini',
      'Deolindo Quaresma',
      'Perpetua Holloway',
    ])
      expect(names, name).toContain(name);
  });

  it('keeps descriptions, vacancies and public bodies after a party label negative', () => {
    const text = `Victim: Unknown
Suspect: Male White European, approx. 30 years
Director: Finance and Operations
Chair: Vacant Position
Denunciante: Ministerio Fiscal`;
    expect(found(reportNameRecognizer, text)).toEqual([]);
  });

  it('reads a party before where they live or when they were born (por, eng, deu)', () => {
    const text = `Relatório
Florêncio Mascarenhas, residente na Travessa do Carvalhal, 102, intentou a presente ação.
This agreement is made between the Employer and Philippa Throckmorton, born 28 November 1963.
Zwischen der Firma und Frau Irmgard Wolkenhauer, geboren am 6. Juli 1984, wird vereinbart.`;
    const names = found(reportNameRecognizer, text);
    expect(names).toContain('Florêncio Mascarenhas');
    expect(names).toContain('Philippa Throckmorton');
    expect(names).toContain('Irmgard Wolkenhauer');
  });

  it('keeps a second surname and leaves German nouns after an article alone', () => {
    const text = `Condanna la convenuta al pagamento in favore di Pierluigi Santangelo Bevilacqua della somma.
Die Beklagte wird verurteilt, an den Kläger 11.790,00 € nebst Zinsen in Höhe von fünf Prozentpunkten zu zahlen.`;
    expectTag(text, 'Pierluigi Santangelo Bevilacqua', 'PERSON_NAME');
    expect(untouched(text, 'Zinsen')).toBe(true);
  });
});

describe('firms named by their industry or their role in minutes', () => {
  it('reads manufacturers named by their industry and the auditors of minutes', () => {
    const text = `Die Maschinenbau Hinterkirchner kündigte das Arbeitsverhältnis.
A Metalúrgica Alvorada nunca pagou as horas extraordinárias.
The Company's auditors, Thornbury Gale, were reappointed.`;
    expectTag(text, 'Maschinenbau Hinterkirchner', 'ORGANIZATION');
    expectTag(text, 'Metalúrgica Alvorada', 'ORGANIZATION');
    expectTag(text, 'Thornbury Gale', 'ORGANIZATION');
  });

  it('leaves subjects and course names negative', () => {
    const text = `Transcript: Mécanique Quantique 16/20, Ingeniería Mecánica Industrial, Maschinenbau an der Hochschule.`;
    expect(untouched(text, 'Mécanique Quantique')).toBe(true);
    expect(untouched(text, 'Mecánica Industrial')).toBe(true);
  });
});

describe('names and firms of statements, schedules and bills', () => {
  it("reads a statement row's person with initials and a Russian surname with initials", () => {
    const text = `06 Nov TRANSFER FROM YASMIN M. HARGREAVES 737.39 2,305.38
03/05 VIREMENT À E. PEYREFITTE loyer 450,00 1 733,33
День 2  Экскурсия по заводу  Длугач З. И.
Приложение А. Б. к договору.`;
    expect(spanOver(text, 'YASMIN M. HARGREAVES')).toBeDefined();
    expect(spanOver(text, 'E. PEYREFITTE')).toBeDefined();
    expectTag(text, 'Длугач З. И.', 'PERSON_NAME');
    expect(untouched(text, 'Приложение')).toBe(true);
  });

  it('reads Russian firms with an adjective before their kind and utilities by what they supply', () => {
    const text = `Исполнитель: Медицинская лаборатория «Гемотест-Волга», г. Тверь.
Туристическое агентство «Сфера» подтверждает бронь.
Fournisseur : Gaz et Électricité de Provence
Comercializador: Gás Natural do Tejo
Curso: Energía Solar Fotovoltaica`;
    expectTag(text, 'Медицинская лаборатория «Гемотест-Волга»', 'ORGANIZATION');
    expectTag(text, 'Туристическое агентство «Сфера»', 'ORGANIZATION');
    expectTag(text, 'Gaz et Électricité de Provence', 'ORGANIZATION');
    expectTag(text, 'Gás Natural do Tejo', 'ORGANIZATION');
    expect(untouched(text, 'Energía Solar Fotovoltaica')).toBe(true);
  });

  it('leaves degrees written as initials alone', () => {
    const text = `Studiengang: Chemie (B.Sc.)
Degree: M.Sc. in Chemistry, B.A. Hons`;
    expect(untouched(text, 'B.Sc')).toBe(true);
    expect(untouched(text, 'M.Sc')).toBe(true);
    expect(untouched(text, 'B.A. Hons')).toBe(true);
  });
});
