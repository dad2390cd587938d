/**
 * A surname in capitals after initials, as court captions, signature blocks and letterheads print
 * a person ("W.J. SULLIVAN, Warden", "J. A. KRONSTADT"): the initials and a surname that a list or
 * a surname ending knows. A given name in capitals has its own rule (name-forms.ts).
 */
import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { eachMatch, makeSpan } from './text-helpers';

/** One to three initials ("W.J.", "J. A."), then one or two surname words in capitals. */
const INITIALS_CAPITALS =
  /(?<![\p{L}\p{N}.'’-])((?:\p{Lu}\.[ \t]?){1,3})[ \t]*(\p{Lu}{2,}(?:['’-]\p{Lu}{2,})?(?:[ \t]+\p{Lu}{2,})?)(?![\p{L}\p{N}.'’-])/gu;

/** Initials and a surname in capitals ("W.J. SULLIVAN"). */
export const captionNameRecognizer: Recognizer = {
  name: 'caption-name',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(INITIALS_CAPITALS, folded, (m) => {
      let words = m[2]!.split(/[ \t]+/u);
      // "J. SMITH DISTRICT JUDGE": a second word that is no surname is the next field.
      if (words.length === 2 && !isSurname(words[1]!)) words = words.slice(0, 1);
      const title = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();
      if (!words.every((w) => isSurname(w) && !isCommonWord(w) && !isOrgOrPlaceWord(title(w))))
        return;
      const surnameStart = m.index + m[0].length - m[2]!.length;
      const end = words.length === 2 ? m.index + m[0].length : surnameStart + words[0]!.length;
      // "TRANSFER FROM YASMIN M. HARGREAVES": a listed given name in capitals before a middle
      // initial opens the name.
      const given = /(?<![\p{L}\p{N}])(\p{Lu}{2,})[ \t]+$/u.exec(
        folded.slice(Math.max(0, m.index - 30), m.index),
      );
      const start =
        given && isFirstName(given[1]!) && !isCommonWord(given[1]!)
          ? m.index - given[0].length
          : m.index;
      const span = makeSpan('PERSON_NAME', start, end, 0.8, 'caption-name');
      span.reason = 'initials and a surname in capitals';
      spans.push(span);
    });
    return spans;
  },
};
