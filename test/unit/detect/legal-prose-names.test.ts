// Names after the lower-case titles and role nouns of legal and clinical prose (issue 15: names
// "after honorifics" in letters, judgments and contracts of seven languages): the title or role
// says a person follows even when no list knows the given name or the surname. Role words, firms
// represented by someone and streets named after a titled person stay negative.
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { courtNameRecognizer } from '../../../src/core/detect/recognizers/court-names';
import { proseTitleRecognizer } from '../../../src/core/detect/recognizers/prose-titles';
import { spanOver, untouched } from './span-probes';

/** The whole detector reads `value` as one PERSON_NAME box. */
function expectName(text: string, value: string) {
  const span = spanOver(text, value);
  expect(span?.tag, value).toBe('PERSON_NAME');
}

/** What the prose-title reader alone reports. */
const proseNames = (text: string) =>
  proseTitleRecognizer.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));

describe('names after lower-case titles in legal prose', () => {
  it('reads "don"/"doña" and "la doctora" in Spanish judgments and letters (spa)', () => {
    const text = `PRIMERO. Por la representación procesal de don Eustaquio Villarrubia, asistido
por el letrado don Nicanor Belmonte, se presentó demanda contra doña Visitación Arrieta.
Se remite a su médico de atención primaria, la doctora
Azucena Peñalver, del centro de salud.`;
    expectName(text, 'Eustaquio Villarrubia');
    expectName(text, 'Nicanor Belmonte');
    expectName(text, 'Visitación Arrieta');
    expectName(text, 'Azucena Peñalver');
    // Hyphenated at the line end by the typesetter: the joined reading takes the whole name.
    const judged = `Que estimando la demanda interpuesta por don Eusta-
quio Villarrubia, debo condenar y condeno a la demandada.`;
    expect(
      findPii(judged).some((s) => judged.slice(s.start, s.end) === 'Eusta-\nquio Villarrubia'),
    ).toBe(true);
  });

  it("reads l'avvocato and the legal representative across a line end (ita)", () => {
    const text = `La ricorrente, assistita dall’avvocato Gianmarco Ferrazzano del foro di Torino,
ha convenuto in giudizio la società, in persona del legale rappresentante
Ottorino Sbarbaro, chiedendo la condanna al pagamento.`;
    expectName(text, 'Gianmarco Ferrazzano');
    expectName(text, 'Ottorino Sbarbaro');
  });

  it('reads the advogado and who represents a party (por)', () => {
    const text = `O autor, representado pelo advogado Deolindo Quaresma Rebelo, intentou a ação.
Entre a sociedade, representada por Aurélio Cachapuz, como primeira outorgante, e a segunda.`;
    expectName(text, 'Deolindo Quaresma Rebelo');
    expectName(text, 'Aurélio Cachapuz');
  });

  it('reads a lawyer and a represented party in German and French', () => {
    const text = `Die Klägerin, vertreten durch Rechtsanwältin Wiltrud Sauerbrey, beantragt Zahlung.
La société, représentée par Gaspard Lemercier, gérant, demeurant à Lyon.`;
    expectName(text, 'Wiltrud Sauerbrey');
    expectName(text, 'Gaspard Lemercier');
  });

  it("reads the judge's signature line of a judgment (spa, ita, deu, por)", () => {
    const text = `Contra esta sentencia cabe recurso de suplicación.
                              En Oviedo, a 3 de marzo de 2025.
                              El Magistrado-Juez: Inmaculada Echevarrieta
Il Giudice: Ottorino Sbarbaro
Der Vorsitzende Richter: Wendelin Graupner
O Juiz de Direito: Deolindo Quaresma
`;
    expectName(text, 'Inmaculada Echevarrieta');
    expectName(text, 'Ottorino Sbarbaro');
    expectName(text, 'Wendelin Graupner');
    expectName(text, 'Deolindo Quaresma');
    // A chamber or a court after the label is no name; nor a label inside running prose.
    expect(proseNames('La Jueza: Sala Primera\nPresidente: Consejo General\n')).toEqual([]);
    expect(proseNames('como dijo el juez: Nadie Puede Saberlo, y siguió.\n')).toEqual([]);
  });

  it('keeps roles, firms and headings after a title negative', () => {
    const roles = `El señor Presidente del Tribunal y la doctora de guardia firmaron.
Il giudice Unico del Tribunale ha deciso; la dottoressa Responsabile del reparto.`;
    expect(proseNames(roles)).toEqual([]);
    const firms = `La demandada, representada por Metalúrgica Ribatejo, y la actora, representada por
Studio Legale Associato, y otra representada por Banco Atlántico; represented by Smith & Partners LLP.`;
    expect(proseNames(firms)).toEqual([]);
    expect(
      untouched(firms, 'Studio Legale Associato') ||
        !findPii(firms).some((s) => s.tag === 'PERSON_NAME'),
    ).toBe(true);
    // A street or school named after a titled person is no person of the document.
    expect(proseNames('Domicilio en la calle don Ramón de la Cruz, 14, Madrid.')).toEqual([]);
    // English "don" is a verb; a heading in capitals is no name.
    expect(proseNames('Staff must don Protective Equipment. LA DOCTORA GARCÍA')).toEqual([]);
  });
});

/** What the court reader alone reports. */
const courts = (text: string) =>
  courtNameRecognizer.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));

describe('courts named with their town', () => {
  it('reads courts in running text and letterhead capitals (spa, fra, ita, por, deu, rus)', () => {
    const text = `JUZGADO DE LO SOCIAL NÚMERO 2 DE CÓRDOBA
El Juzgado de Primera Instancia número 4 de Valladolid ha dictado sentencia.
Le Conseil de prud'hommes de Besançon, section commerce, a rendu le jugement.
TRIBUNALE DI PADOVA, SEZIONE LAVORO
Il ricorrente ha adito la Corte d'Appello di Bari nei termini.
O Juízo Local Cível de Braga julgou a ação procedente.
Das Arbeitsgericht Mannheim hat entschieden.
Ленинский районный суд рассмотрел дело.`;
    for (const court of [
      'JUZGADO DE LO SOCIAL NÚMERO 2 DE CÓRDOBA',
      'Juzgado de Primera Instancia número 4 de Valladolid',
      "Conseil de prud'hommes de Besançon",
      'TRIBUNALE DI PADOVA, SEZIONE LAVORO',
      "Corte d'Appello di Bari",
      'Juízo Local Cível de Braga',
      'Arbeitsgericht Mannheim',
      'Ленинский районный суд',
    ])
      expect(spanOver(text, court)?.tag, court).toBe('ORGANIZATION');
  });

  it('keeps a court without its town, or with a common word after it, negative', () => {
    expect(
      courts(`Il Tribunale di riferimento è quello del luogo di residenza.
La cour d'appel compétente statuera. Ante el juzgado de guardia. Das Amtsgericht entscheidet.
El Tribunal Supremo ha resuelto. районный суд рассмотрел
Sitz der Gesellschaft: Essen, Amtsgericht Essen HRB 20441, Registergericht: Amtsgericht Kiel`),
    ).toEqual([]);
  });
});
