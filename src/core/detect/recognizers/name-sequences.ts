import type { Recognizer, Span } from '../span';
import { PLACES } from './places';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { NOT_SURNAME } from './person-name-words';
import { eachMatch, makeSpan } from './text-helpers';

/**
 * A run of capitalised words on one line, with initials ("M.", "S") and lower-case particles
 * ("van", "de") between them. Bounded so that a long Title Case line stays linear.
 */
const RUN =
  /(?<![\p{L}\p{N}@._'’-])\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:\p{Lu}\.?(?=[ \t]+\p{Lu})|(?:van|von|der|den|de|del|della|di|da|do|dos|das|du|ten|ter|bin|ibn)(?:[ \t]+(?:la|las|los|le|der|den))?(?=[ \t]+\p{Lu})|\p{Lu}[\p{L}'’-]*)){0,6}/gu;
const TOKEN = /[^ \t]+/gu;
const POSSESSIVE = /['’]s$/u;

interface Token {
  word: string;
  start: number;
  end: number;
}

function isInitialOrParticle(word: string): boolean {
  return /^\p{Lu}\.?$/u.test(word) || /^\p{Ll}/u.test(word);
}

/** Sentence start: nothing but punctuation, quotes or line starts before `index`. */
function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 4), index);
  return index === 0 || /(?:^|[.!?:\n>"“]\s*)$/u.test(before) || /^\s*$/u.test(before);
}

/**
 * Judges one capitalised run: trims openers and headings words off its edges, then keeps it
 * when a listed first name leads it or a surname ends it (or it is one listed first name).
 */
function judge(text: string, run: Token[], spans: Span[]): void {
  let lo = 0;
  let hi = run.length;
  while (lo < hi && (isCommonWord(run[lo]!.word) || isInitialOrParticle(run[lo]!.word))) lo++;
  while (hi > lo && (isCommonWord(run[hi - 1]!.word) || isInitialOrParticle(run[hi - 1]!.word)))
    hi--;
  const core = run.slice(lo, hi);
  const words = core.filter((t) => !isInitialOrParticle(t.word)).map((t) => t.word);
  if (words.length === 0 || words.length > 4) return;
  // A listed first name vouches for a surname that is also a place ("Sofia Lima").
  const vouched = words.length === 2 && isFirstName(words[0]!) && !isOrgOrPlaceWord(words[0]!);
  const vetoes = (w: string, i: number) =>
    isCommonWord(w) ||
    (isOrgOrPlaceWord(w) && !(vouched && i === 1 && PLACES.has(w))) ||
    NOT_SURNAME.has(w.toLowerCase());
  if (words.some(vetoes)) return;
  if (words.every((w) => !/\p{Ll}/u.test(w))) return; // ALL CAPS: headings and cities, not names
  const joined = text.slice(core[0]!.start, core[core.length - 1]!.end);
  if (PLACES.has(joined)) return;
  const first = words[0]!;
  const last = words[words.length - 1]!;
  let score = 0;
  if (words.length >= 2 && (isFirstName(first) || isSurname(last))) score = 0.7;
  else if (words.length === 1 && isFirstName(first)) score = 0.6;
  else if (words.length === 1 && isSurname(first) && !atSentenceStart(text, core[0]!.start))
    score = 0.55;
  if (score === 0) return;
  const start = core[0]!.start;
  spans.push(makeSpan('PERSON_NAME', start, core[core.length - 1]!.end, score, 'name-sequence'));
}

/** Capitalised word runs that name lists or surname endings vouch for ("Maria Rossi", "Katrine"). */
export const nameSequenceRecognizer: Recognizer = {
  name: 'name-sequence',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(RUN, folded, (m) => {
      const run: Token[] = [];
      for (const t of m[0].matchAll(TOKEN)) {
        const start = m.index + (t.index ?? 0);
        const word = t[0].replace(POSSESSIVE, '');
        run.push({ word, start, end: start + word.length });
        // A possessive ends the name: "Yuri Bulgakov's Cautionary Tales".
        if (word !== t[0]) break;
      }
      judge(folded, run, spans);
    });
    return spans;
  },
};
