import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isSurname } from './name-evidence';
import { PLACES } from './places';
import { US_STATE_CODES } from './us-states';
import { eachMatch, makeSpan } from './text-helpers';
import { COUNTRY_NAMES } from './world-places';

/** Up to four capitalised words; the longest listed place starting at the first one is taken. */
const RUN =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}.'-]*(?:[ ](?:de|di|of|da|na|am|del)?[ ]?\p{Lu}[\p{L}.'-]*){0,5}/gu;

/** "NEW YORK" → "New York": upper-case lines (addresses, headings) name places too. */
function titleCaseWords(name: string): string {
  return name
    .replace(/\p{L}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase())
    .replace(/(?<= )(?:De|Del|Da|Do|Dos|Das|Di|Du|La|Le|Im|Am|Sur|Upon|On|Na)(?= )/gu, (w) =>
      w.toLowerCase(),
    );
}

/** True for a listed place as written, or written in capitals ("OULU", "UNITED KINGDOM"). */
export function isListedPlace(name: string): boolean {
  if (PLACES.has(name)) return true;
  // Three letters in capitals are an acronym in Latin script ("CAB"), a town in Cyrillic ("УФА").
  const min = /^[\p{Script=Cyrillic} -]+$/u.test(name) ? 2 : 3;
  return name.length > min && !/\p{Ll}/u.test(name) && PLACES.has(titleCaseWords(name));
}

/** "Bakersfield, CA", "Boise, ID 83702": a city and a US state code (any city, listed or not). */
const CITY_STATE = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\p{Lu}\\p{Ll}+(?:[ ]\\p{Lu}\\p{Ll}+){0,2}),[ ](${US_STATE_CODES.join('|')})(?![\\p{L}\\p{N}])([ ]\\d{5}(?:-\\d{4})?)?`,
  'gu',
);
/** State codes that are also words or labels ("ID", "IN", "OR", "ME"): they need a ZIP or a listed city. */
const AMBIGUOUS_STATES = new Set([
  'ID',
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'OH',
  'AL',
  'LA',
  'PA',
  'MA',
  'DE',
  'CO',
  'MO',
  'MD',
]);
/** "Freiburg im Breisgau", "Frankfurt am Main", "Rothenburg ob der Tauber": a German town's tail. */
const TOWN_TAIL =
  /^[ ](?:im|am|an[ ]der|ob[ ]der|in[ ]der|IM|AM|AN[ ]DER|OB[ ]DER|IN[ ]DER)[ ]\p{Lu}[\p{L}-]+/u;

function cityStates(text: string, spans: Span[]): void {
  eachMatch(CITY_STATE, text, (m) => {
    const all = m[1]!.split(' ');
    // "Bridget Knoxville, TN" in a table row: the city is the longest tail of plain words.
    // A listed town among the words is the city ("…van der Merwe Burlington, VT").
    const listed = all.findIndex((_, i) => isListedPlace(all.slice(i).join(' ')));
    const k =
      listed >= 0
        ? listed
        : all.findIndex((_, i) =>
            all
              .slice(i)
              .every(
                (w, j) =>
                  !isCommonWord(w) &&
                  !isFirstName(w) &&
                  (j > 0 || !isSurname(w) || i === all.length - 1),
              ),
          );
    if (k < 0) return;
    const city = all.slice(k).join(' ');
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 3);
    const closes = /^(?:[ \t]*(?:$|\n|[.;)])|[ \t]\p{Lu}\p{Ll})/u.test(after);
    if (AMBIGUOUS_STATES.has(m[2]!) && !m[3] && !closes && !isListedPlace(city)) return;
    const start = m.index + m[1]!.length - city.length;
    const end = m.index + m[1]!.length + 2 + m[2]!.length;
    const span = makeSpan('LOCATION', start, end, 0.75, 'location');
    span.reason = 'city and US state code';
    spans.push(span);
  });
}

/** A cue right before a country that makes it the goods' origin ("Made in Portugal", "Origin: Spain"). */
// A customs declaration's dispatch or export country and an insurance policy's territorial limits
// name where goods come from or cover applies, not where a person is (a destination may be where a
// person goes: it stays a place).
const ORIGIN_CUE =
  /(?:made in|country of origin|origin|hergestellt in|ursprungsland|herkunftsland|ursprung|herkunft|fabriqué en|pays d'origine|pays d’origine|origine|fabricado en|país de origen|origen|prodotto in|paese di origine|fabricado em|país de origem|origem|страна происхождения|сделано в|произведено в|country of (?:dispatch|export|consignment|manufacture)|versendungsland|ausfuhrland|pays de (?:provenance|d'expédition|expédition)|país de (?:procedencia|expedición|expedição)|paese di (?:provenienza|spedizione)|страна (?:отправления|вывоза)|territorial (?:limits|scope)|geographical (?:limits|scope)|geltungsbereich|ámbito territorial|validité territoriale|ambito territoriale|âmbito territorial|территория (?:страхования|действия))[ \t]*:?[ \t]*$/iu;
/** A table header naming an origin column: the countries in its rows classify goods. */
const ORIGIN_COLUMN =
  /country of origin|(?<![\p{L}])origin(?![\p{L}])|ursprungsland|herkunftsland|(?<![\p{L}])ursprung(?![\p{L}])|pays d['’]origine|país de origen|paese di origine|país de origem|страна происхождения/giu;

/** Starts of the tables whose header names an origin column, with where each ends (a blank line). */
function originTables(text: string): Array<[number, number]> {
  const tables: Array<[number, number]> = [];
  ORIGIN_COLUMN.lastIndex = 0;
  for (let m = ORIGIN_COLUMN.exec(text); m; m = ORIGIN_COLUMN.exec(text)) {
    const lineEnd = text.indexOf('\n', m.index);
    if (lineEnd < 0) break;
    const blank = /\n[ \t]*(?:\n|\f)|\f/g;
    blank.lastIndex = lineEnd;
    const end = blank.exec(text)?.index ?? text.length;
    tables.push([lineEnd, end]);
    ORIGIN_COLUMN.lastIndex = end;
  }
  return tables;
}

/** True when the words right before `start` on its line make a country the goods' origin ("Made in "). */
export function afterOriginCue(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return ORIGIN_CUE.test(text.slice(Math.max(lineStart, start - 40), start));
}

/** True when the country at `start` names where goods come from, not where a person is. */
function goodsOrigin(
  text: string,
  start: number,
  name: string,
  tables: Array<[number, number]>,
): boolean {
  if (!COUNTRY_NAMES.has(name)) return false;
  if (afterOriginCue(text, start)) return true;
  return tables.some(([from, to]) => start > from && start < to);
}

/** Countries and major cities from a compact multilingual list, matched only when capitalised. */
export const locationRecognizer: Recognizer = {
  name: 'location',
  tags: ['LOCATION'],
  find({ folded }) {
    const spans: Span[] = [];
    cityStates(folded, spans);
    // Only documents that print an origin (goods, customs) pay for the table scan.
    const tables = /origin|ursprung|herkunft|origen|origem|происхождения/iu.test(folded)
      ? originTables(folded)
      : [];
    eachMatch(RUN, folded, (m) => {
      // Try every word start inside the run, longest candidate first, so "in New York City" and
      // "Visit Paris" both work.
      const run = m[0];
      let i = 0;
      while (i < run.length) {
        let matched = 0;
        const ends = [...run.slice(i).matchAll(/[^\p{L}.'-]|$/gu)].map((e) => e.index ?? 0);
        for (let k = ends.length - 1; k >= 0; k--) {
          const candidate = run.slice(i, i + (ends[k] ?? 0)).replace(/\.$/, '');
          if (candidate.length > 1 && isListedPlace(candidate)) {
            matched = candidate.length;
            break;
          }
        }
        if (matched > 0) {
          const tail = TOWN_TAIL.exec(
            folded.slice(m.index + i + matched, m.index + i + matched + 40),
          );
          if (tail) matched += tail[0].length;
          const name = run.slice(i, i + matched);
          if (!goodsOrigin(folded, m.index + i, name, tables))
            spans.push(makeSpan('LOCATION', m.index + i, m.index + i + matched, 0.6, 'location'));
          i += matched;
        }
        const nextSpace = run.indexOf(' ', i + (matched > 0 ? 0 : 1));
        if (nextSpace < 0) break;
        i = nextSpace + 1;
      }
    });
    return spans;
  },
};
