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
