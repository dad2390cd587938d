/**
 * People in the sender and recipient fields of a mail header, as mail programs print them in a
 * forwarded thread or a support ticket: "From: Golding, Michael@CDCR", "To: Smith, John; Doe,
 * Jane", "Von: Krüger, Anna", "De : Dupont, Claire", "Кому: Иванов, Пётр". A name written surname
 * first has no other reading that finds it (the comma form needs the line to start with it).
 */
import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { eachMatch, makeSpan } from './text-helpers';

/** A header field of the seven languages' mail programs, at the start of a line, and its value. */
const HEADER =
  /(?<=^|\n)[ \t]*(?:From|To|Cc|CC|Bcc|BCC|Reply-To|Sent by|De|Para|À|A|Von|An|Kopie|Da|Per|От|Кому|Копия)[ \t]*:[ \t]*([^\n]+)/gu;

/** One name word: capitalised, maybe hyphenated or with an apostrophe ("O'Neil", "Müller-Lüd"). */
const WORD = "\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}[\\p{Ll}'’]+)?";

/** "Golding, Michael", "Van Dyke, Anna M." (then an '@' tag, an address or nothing). */
const SURNAME_FIRST = new RegExp(
  `^(${WORD}(?:[ \\t]+${WORD})?),[ \\t]*(${WORD}(?:[ \\t]+(?:\\p{Lu}\\.|${WORD}))?)(?=$|[ \\t]*[@<(\\[])`,
  'u',
);

/** "Michael Golding", "Anna M. Krüger" (then an address, an '@' tag or nothing). */
const GIVEN_FIRST = new RegExp(
  `^(${WORD})((?:[ \\t]+(?:\\p{Lu}\\.|${WORD})){1,3})(?=$|[ \\t]*[@<(\\[])`,
  'u',
);

/** True when no word is a heading word, a month, an organisation's or a place's word. */
function plainNameWords(words: readonly string[]): boolean {
  return words.every((w) => /^\p{Lu}\.$/u.test(w) || (!isCommonWord(w) && !isOrgOrPlaceWord(w)));
}

/** Reads one recipient ("Golding, Michael@CDCR") starting at `start`; pushes its name. */
function readRecipient(part: string, start: number, spans: Span[]): void {
  let at = start + part.length - part.trimStart().length;
  let value = part.trim();
  // A display name in quotes ("\"Golding, Michael\" <m.golding@…>").
  if (/^["'“]/u.test(value)) {
    value = value.slice(1).replace(/["'”](?=[ \t]*<|$)/u, '');
    at++;
  }
  const comma = SURNAME_FIRST.exec(value);
  if (comma) {
    const surname = comma[1]!.split(/[ \t]+/u);
    const given = comma[2]!.split(/[ \t]+/u);
    if (!plainNameWords([...surname, ...given])) return;
    if (!isFirstName(given[0]!) && !surname.some(isSurname)) return;
    const span = makeSpan('PERSON_NAME', at, at + comma[0].length, 0.85, 'header-name');
    span.reason = 'name in a mail header field, surname first';
    spans.push(span);
    return;
  }
  const plain = GIVEN_FIRST.exec(value);
  if (!plain) return;
  const words = plain[0].split(/[ \t]+/u);
  const last = words[words.length - 1]!;
  if (!plainNameWords(words) || last.endsWith('.')) return;
  if (!isFirstName(words[0]!) && !isSurname(last)) return;
  const span = makeSpan('PERSON_NAME', at, at + plain[0].length, 0.8, 'header-name');
  span.reason = 'name in a mail header field';
  spans.push(span);
}

/** Names of senders and recipients in a mail header's From/To/Cc fields (seven languages). */
export const headerNameRecognizer: Recognizer = {
  name: 'header-name',
  tags: ['PERSON_NAME'],
  find({ text }) {
    const spans: Span[] = [];
    eachMatch(HEADER, text, (m) => {
      const value = m[1]!;
      let from = m.index + m[0].length - value.length;
      // Several recipients are separated by semicolons.
      for (const part of value.split(';')) {
        readRecipient(part, from, spans);
        from += part.length + 1;
      }
    });
    return spans;
  },
};
