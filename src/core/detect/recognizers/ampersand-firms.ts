/**
 * Firms named by two surnames joined with an ampersand, the shape of law and accounting firms,
 * agencies and shops in every language: "Okafor & Lindqvist", "OKAFOR & LINDQVIST" (a letterhead
 * in capitals), "Brandt & Kessler", "Ferreira & Filhos"; and, on a line of its own in capitals,
 * joined by a word ("BRANDT UND KESSLER"). One side must be a surname (listed or shaped like
 * one); common words ("Terms & Conditions", "Health & Safety"), given names ("Tom & Jerry") and
 * places ("Trinidad & Tobago") on either side are no firm.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName, isSurname } from './name-evidence';
import { PLACES } from './places';

/** Two capitalised words (three letters or more) joined by '&'. */
const AMPERSAND =
  /(?<![\p{L}\p{N}&'’.-])(\p{Lu}[\p{L}'’-]{2,})[ \t]*&[ \t]*(\p{Lu}[\p{L}'’-]{2,})(?![\p{L}\p{N}&'’-])/gu;
/** A whole line in capitals: two surnames joined by a link word. */
const CAPS_LINE =
  /^[ \t]*(\p{Lu}{3,}(?:-\p{Lu}{3,})?)[ \t]+(?:AND|UND|ET|Y|E)[ \t]+(\p{Lu}{3,}(?:-\p{Lu}{3,})?)[ \t]*$/gmu;

/** True when a side of the name is a plain word, a given name or a place. */
function plain(word: string): boolean {
  const title = word.charAt(0) + word.slice(1).toLowerCase();
  return isCommonWord(title) || isFirstName(title) || PLACES.has(title) || PLACES.has(word);
}

function push(
  spans: Span[],
  m: RegExpMatchArray,
  start: number,
  end: number,
  reason: string,
): void {
  if (plain(m[1]!) || plain(m[2]!)) return;
  // "Profit & Loss", "Bed & Breakfast": without a list of nouns, a surname (listed or shaped
  // like one) on one side is what tells a firm of partners from a pair of terms.
  if (!isSurname(m[1]!) && !isSurname(m[2]!)) return;
  const span = makeSpan('ORGANIZATION', start, end, 0.8, 'ampersand-firm');
  span.reason = reason;
  spans.push(span);
}

/** Two surnames joined by '&' (or by a link word on a line in capitals): a firm's name. */
export const ampersandFirmRecognizer = safeRecognizer(
  'ampersand-firm',
  ['ORGANIZATION'],
  ({ folded }) => {
    const spans: Span[] = [];
    if (folded.includes('&'))
      for (const m of folded.matchAll(AMPERSAND))
        push(spans, m, m.index, m.index + m[0].length, 'two names joined by "&"');
    if (/\p{Lu}{3,}[ \t]+(?:AND|UND|ET|Y|E)[ \t]+\p{Lu}{3}/u.test(folded))
      for (const m of folded.matchAll(CAPS_LINE)) {
        const start = m.index + m[0].indexOf(m[1]!);
        const end = m.index + m[0].lastIndexOf(m[2]!) + m[2]!.length;
        push(spans, m, start, end, 'a line in capitals: two names joined by a link word');
      }
    return spans;
  },
);
