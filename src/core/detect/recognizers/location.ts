import type { Recognizer, Span } from '../span';
import { PLACES } from './places';
import { eachMatch, makeSpan } from './text-helpers';

/** Up to four capitalised words; the longest listed place starting at the first one is taken. */
const RUN =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}.'-]*(?:[ ](?:de|di|of|da|na|am|del)?[ ]?\p{Lu}[\p{L}.'-]*){0,3}/gu;

/** "NEW YORK" → "New York": upper-case lines (addresses, headings) name places too. */
function titleCaseWords(name: string): string {
  return name.replace(/\p{L}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
}

/** True for a listed place as written, or written in capitals ("OULU", "UNITED KINGDOM"). */
function isListedPlace(name: string): boolean {
  if (PLACES.has(name)) return true;
  return name.length > 3 && !/\p{Ll}/u.test(name) && PLACES.has(titleCaseWords(name));
}

/** Countries and major cities from a compact multilingual list, matched only when capitalised. */
export const locationRecognizer: Recognizer = {
  name: 'location',
  tags: ['LOCATION'],
  find({ folded }) {
    const spans: Span[] = [];
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
