import type { Recognizer, Span } from '../span';
import { STREET_SUFFIX, STREET_WORDS, TAIL_AT, UNITS_AT, continuationKind } from './address-parts';
import { CALENDAR_WORDS } from './dates/months';
import { isBusinessReference } from './helpers';
import { PLACES } from './places';
import { HS, eachMatch, lineEnd, makeSpan } from './text-helpers';

/** Where a street may start: a house number (one or two groups) or a street word / compound. */
const START = new RegExp(
  `(?<![\\p{L}\\p{N}.,$€£/:#'-])(?:\\d{1,6}[A-Za-z]?(?:${HS}+\\d{1,5}[A-Za-z]?)?(?=${HS}+\\S)|(?:Rue|Avenue|Avenida|Avda\\.|Av\\.|Calle|C/|Via|Viale|Corso|Piazza|Rua|Travessa|Praça|ul\\.|Ul\\.|Ulica|ulica|Boulevard|Bd|Paseo|Plaza|Strada)(?=${HS}+\\p{Lu})|\\p{Lu}[\\p{L}'-]{2,}(?=${HS}+\\d{1,5}[A-Za-z]?\\b))`,
  'gu',
);
/** Connectors inside street names ("rue de la Paix", "Gerrit Achterberghove"). */
const CONNECTORS = new Set(
  'de del della dei di da do dos das du des la le les las los van der den ten ter von of the al el y i e d l'.split(
    ' ',
  ),
);
/** Unit words that end the street name and start the units. */
const UNIT_WORD = /^(?:apt|apartment|suite|ste|unit|fl|floor|room|rm|bldg|box|flat|piso)\.?$/i;
/** Capitalised words that follow numbers in non-address phrases ("Chapter 3 Section 4"). */
const NOT_STREET = new Set(
  'section chapter page table figure part step item article level grade version room year years day days week weeks month months hour hours minute minutes million billion thousand hundred percent per vol no nr number'.split(
    ' ',
  ),
);
/** Capitalised function words: a number before "Of The" starts a Title Case heading, not a street. */
const HEADING_WORDS = new Set('of the and for to in on at with you your are is our my'.split(' '));
const TOKEN = /[^\s,;:()"“”!?]+/uy;
const NUMBER = /^\d{1,5}[A-Za-z]?\.?$/u;

function isStreetWord(word: string): boolean {
  const bare = word.replace(/\.$/, '').toLowerCase();
  return STREET_WORDS.has(bare) || (bare.length > 4 && STREET_SUFFIX.test(bare));
}

/** Walks the words after a street start; returns where the street ends, or undefined. */
function streetEnd(text: string, start: number, numberFirst: boolean): number | undefined {
  let i = start;
  let end: number | undefined;
  let names = 0;
  let capitals = 0;
  let street = false;
  let houseNumberLast = false;
  for (let n = 0; n < 8; n++) {
    const gap = /[ \t]*/y;
    gap.lastIndex = i;
    gap.exec(text);
    if (n > 0 && gap.lastIndex === i) break;
    TOKEN.lastIndex = gap.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) break;
    const word = m[0];
    const wordEnd = TOKEN.lastIndex;
    if (n === 0 && !numberFirst) {
      // The start word itself: a street word or a compound such as "Kiannonkatu".
      street = isStreetWord(word);
      names = 1;
      capitals = /^\p{Lu}/u.test(word) ? 1 : 0;
      end = wordEnd;
      i = wordEnd;
      continue;
    }
    if (UNIT_WORD.test(word)) break;
    if (NUMBER.test(word) && names > 0) {
      end = /\.$/.test(word) ? wordEnd - 1 : wordEnd;
      houseNumberLast = true;
      break;
    }
    const lower = word.toLowerCase();
    if (/^\p{Lu}/u.test(word) && !/\d/.test(word)) {
      if (names === 0 && (CALENDAR_WORDS.has(lower) || NOT_STREET.has(lower))) return undefined;
      if (HEADING_WORDS.has(lower)) return undefined;
      capitals++;
    } else if (!isStreetWord(word) && !CONNECTORS.has(lower.replace(/'.*$/, ''))) {
      break;
    }
    names++;
    if (isStreetWord(word)) street = true;
    if (!CONNECTORS.has(lower)) end = wordEnd;
    i = wordEnd;
    if (text[i] === ',') break;
  }
  if (end === undefined || capitals === 0) return undefined;
  // Name-first streets need both a street word and the house number ("Rua Igreja 25");
  // number-first ones need either ("12 Elm Street", "5049 Harjukuja 54").
  if (numberFirst ? !street && !houseNumberLast : !street || !houseNumberLast) return undefined;
  // A sentence's full stop is not part of the street; an abbreviation's dot ("St.") is.
  if (text[end - 1] === '.' && !/(?:^|[ \t])\p{L}{1,4}\.$/u.test(text.slice(end - 6, end))) end--;
  return end;
}

/** Extends a street over units, a same-line city/postcode tail and continuation lines. */
export function extendAddress(text: string, end: number): number {
  UNITS_AT.lastIndex = end;
  if (UNITS_AT.exec(text)) end = UNITS_AT.lastIndex;
  TAIL_AT.lastIndex = end;
  if (TAIL_AT.exec(text)) end = TAIL_AT.lastIndex;
  let e = end;
  let lineAt = end;
  for (let n = 0; n < 5; n++) {
    const next = /^[.,]?[ \t]*\n/.exec(text.slice(lineAt, lineAt + 3));
    if (!next) break;
    const from = lineAt + next[0].length;
    const to = lineEnd(text, from);
    const kind = continuationKind(text.slice(from, to), (name) => PLACES.has(name));
    if (kind === 'none') break;
    lineAt = to;
    if (kind === 'strong') e = to;
  }
  while (e > end && /[ \t.]/.test(text[e - 1] ?? '')) e--;
  return e;
}

/**
 * Street addresses in the number-first (US/UK, "5049 Harjukuja 54") and name-first ("Rua Igreja
 * 25", "Kiannonkatu 98") orders of many countries, with units, city and postcode lines.
 */
export const streetAddressRecognizer: Recognizer = {
  name: 'street-address',
  tags: ['ADDRESS'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(START, folded, (m) => {
      const numberFirst = /^\d/.test(m[0]);
      if (numberFirst && isBusinessReference(folded, m.index)) return;
      const end = streetEnd(folded, numberFirst ? m.index + m[0].length : m.index, numberFirst);
      if (end === undefined) return;
      spans.push(makeSpan('ADDRESS', m.index, extendAddress(folded, end), 0.93, 'street-address'));
    });
    return spans;
  },
};
