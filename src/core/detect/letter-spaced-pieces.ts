/**
 * Pieces of a letter-spaced run (letter-spaced.ts) that no single word shows: a person's name in
 * a form's "SURNAME, Given" cell set with forced character spacing ("A S H W O R T H , C r i s p i n",
 * "S C I A R R I N O O t t a v i o": the word gap is lost, the case change keeps the border), and
 * the whole of a code whose head is a value found elsewhere (a barcode's human-readable line
 * "X G 9 8 7 5 W C 0 7 6 1" under a booking code "XG9875WC").
 */
import { isFirstName, isSurname } from './recognizers/name-evidence';

/**
 * A surname in capitals (hyphen, apostrophe or a German ß inside: ß has no capital in print), an optional comma, and a given name in
 * title case (a hyphenated double one too), alone between non-letters in the run's characters.
 */
const SURNAME_GIVEN =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{Lu}ß'’-]*\p{Lu})(,?)(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}])/gu;

/** "ASHWORTH" → "Ashworth", "WEIß" → "Weiß" (the lists hold names in title case). */
function titleCase(word: string): string {
  return word[0]! + word.slice(1).toLowerCase();
}

/**
 * Ranges [from, to) of the run's characters that read "SURNAME, Given" or "SURNAME Given".
 * With the comma, one of the two words must be a listed name; without it (the gap lost), the
 * given name must be a listed given name, so that a capitalised heading run into a word
 * ("INVOICEDate") is no name.
 */
export function surnameGivenPieces(chars: string): Array<[number, number]> {
  if (!/\p{Lu}\p{Lu}/u.test(chars) || !/\p{Ll}/u.test(chars)) return [];
  const pieces: Array<[number, number]> = [];
  for (const m of chars.matchAll(SURNAME_GIVEN)) {
    const [, surname, comma, given] = m as unknown as [string, string, string, string];
    if (surname.replace(/['’-]/gu, '').length < 3 || given.length < 3) continue;
    const listed = comma ? isFirstName(given) || isSurname(titleCase(surname)) : isFirstName(given);
    if (listed) pieces.push([m.index, m.index + m[0].length]);
  }
  return pieces;
}

/** A letter or digit of a code (capitals and digits). */
const CODE_CHAR = /[\p{Lu}\d]/u;

/**
 * The code around [from, to) in the run's characters: the stretch of capitals and digits holding
 * it, when it is longer and holds both a capital and a digit ("XG9875WC6080" around "XG9875WC");
 * otherwise undefined.
 */
export function codeAround(chars: string, from: number, to: number): [number, number] | undefined {
  let start = from;
  let end = to;
  while (start > 0 && CODE_CHAR.test(chars[start - 1]!)) start--;
  while (end < chars.length && CODE_CHAR.test(chars[end]!)) end++;
  if (start === from && end === to) return undefined;
  // the code ends where a small letter glues on: that is a word, not a code
  if (/\p{Ll}/u.test(chars[start - 1] ?? '') || /\p{Ll}/u.test(chars[end] ?? '')) return undefined;
  const code = chars.slice(start, end);
  return /\d/u.test(code) && /\p{Lu}/u.test(code) && code.length <= 26 ? [start, end] : undefined;
}
