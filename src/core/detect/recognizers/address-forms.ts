/**
 * Whole street addresses in the forms of southern and eastern Europe that the general street
 * readers cut short: a Spanish floor and door ("Calle de Alcalá, 50, 4º izda."), a Portuguese
 * door number and floor ("Avenida da Liberdade, n.º 29, 1.º Esq."), an Italian street with a
 * particle ("Via San Francesco d’Assisi, 129"), a German street named after a town
 * ("Rosenheimer Straße 14") and a Russian street whose kind follows its name ("Ленинский
 * проспект, д. 74, кв. 196"). The street word opens the match and the house number closes it,
 * so the span is the whole address or nothing.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** A name word: capitalised ("Dom João IV"), or a particle ("Alfonso X el Sabio", "Ramón y Cajal"); a number is the house number. */
const WORD = `(?:[\\p{Lu}][\\p{L}\\d’'.-]*|de|del|la|las|los|el|y|e|i|al|da|das|do|dos|di|della|delle|dei|degli|du|des|d[’'][\\p{Lu}][\\p{L}-]*)`;
/** A street's name: one to seven words on one line. */
const NAME = `${WORD}(?:[ \\t]+${WORD}){0,6}`;

const FORMS: ReadonlyArray<[rule: string, pattern: string]> = [
  [
    'Spanish street with floor and door',
    `(?:Calle|C/|Avenida|Avda\\.|Paseo|Plaza|Pza\\.|Ronda|Camino|Carretera|Travesía|Glorieta|Callejón|Rambla|Carrer|Avinguda|Passeig|Plaça|Rúa|Praza|Avenida)[ \\t]+${NAME},[ \\t]*\\d{1,4}` +
      `(?:,[ \\t]*(?:\\d{1,2}\\.?[º°ª](?:[ \\t]*(?:[A-H](?![\\p{L}])|izda\\.?|dcha\\.?|izq\\.?|dcha|izquierda|derecha|centro|planta|piso))?|bajo|ático|[A-H](?![\\p{L}])))+`,
  ],
  [
    'Portuguese street with door number and floor',
    `(?:Rua|Avenida|Av\\.|Travessa|Largo|Praça|Estrada|Alameda|Calçada|Beco|Rotunda|Praceta)[ \\t]+${NAME},[ \\t]*(?:n\\.?[º°][ \\t]*)?\\d{1,4}` +
      `(?:,[ \\t]*(?:\\d{1,2}\\.?[º°](?:[ \\t]*(?:Esq\\.?|Dto\\.?|Dt\\.?|Dir\\.?|Frente|Trás|Direito|Esquerdo|[A-H](?![\\p{L}])))?(?:[ \\t]+andar)?|(?:r/c|R/C)(?:[ \\t]+(?:Frente|Trás|Esq\\.?|Dto\\.?))?))?`,
  ],
  [
    'Italian street with a particle',
    `(?:Via|Viale|Corso|Piazza|Piazzale|Largo|Vicolo|Strada|Lungomare|Borgo)[ \\t]+${NAME},[ \\t]*\\d{1,4}(?:/?[A-Za-z](?![\\p{L}]))?(?:,?[ \\t]*(?:int\\.?|interno|scala|sc\\.)[ \\t]*[\\p{L}\\p{N}]{1,3}(?![\\p{L}\\p{N}]))*`,
  ],
  [
    'German street named after a town',
    `\\p{Lu}\\p{Ll}+er[ \\t]+(?:Straße|Strasse|Str\\.|Weg|Allee|Platz|Ring|Damm|Gasse|Chaussee|Landstraße)[ \\t]+\\d{1,4}[a-z]?`,
  ],
  [
    'Russian street with house and flat',
    `(?:\\p{Lu}\\p{Ll}+(?:ий|ый|ой|ая|ое)[ \\t]+(?:проспект|бульвар|переулок|проезд|шоссе|тупик|пер\\.|пр\\.|пр-т|просп\\.|б-р|наб\\.|ш\\.|пл\\.|ул\\.)|(?:ул\\.|улица|пр-т|просп\\.|проспект|пер\\.|переулок|бульвар|б-р|наб\\.|набережная|шоссе|пл\\.|площадь)[ \\t]+(?:(?:реки|канала|острова|имени|им\\.)[ \\t]+)?${NAME})` +
      `,[ \\t]*(?:д\\.|дом)[ \\t]*\\d{1,4}[а-я]?(?:,[ \\t]*(?:корп\\.|к\\.|стр\\.|строение)[ \\t]*\\d{1,3})?(?:,[ \\t]*(?:кв\\.|оф\\.|офис|пом\\.)[ \\t]*\\d{1,4})?`,
  ],
];

const PATTERNS = FORMS.map(
  ([rule, body]) =>
    [rule, new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}]|[-/]\\d)`, 'gu')] as const,
);

/** Above the general street readers' scores, so the whole address wins over a part of it. */
const SCORE = 0.96;

/** Recognises whole street addresses in the forms of `FORMS`. */
export const addressFormRecognizer = safeRecognizer('address-form', ['ADDRESS'], ({ folded }) => {
  const spans: Span[] = [];
  for (const [rule, pattern] of PATTERNS) {
    for (const m of matchesOf(pattern, folded)) {
      let end = m.index + m[0].length;
      // "Via Roma, 2024" is a place and a year, not a house number.
      if (/,[ \t]*(?:19|20)\d\d$/.test(m[0])) continue;
      // A sentence's full stop after a floor letter is not part of the address.
      if (folded[end - 1] === '.' && !/(?:izda|dcha|izq|Esq|Dto|Dt|Avda|Pza)\.$/.test(m[0])) end--;
      const span = makeSpan('ADDRESS', m.index, end, SCORE, 'address-form');
      span.reason = rule;
      spans.push(span);
    }
  }
  return spans;
});
