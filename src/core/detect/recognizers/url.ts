import { hasContextBefore } from '../context';
import type { Recognizer, Span } from '../span';
import { eachMatch, makeSpan } from './text-helpers';
import { KNOWN_TLDS } from './tlds';

/** Anything up to whitespace or a character that cannot sit unescaped in a URL in prose. */
const URL_BODY = '[^\\s<>"\'`]*';

/** Explicit URLs: a scheme or "www.". */
const EXPLICIT = new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:https?|ftp)://|www\\.)${URL_BODY}`, 'giu');

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** Bare domains ending in a known TLD; an e-mail's domain is excluded by the look-arounds. */
const BARE = new RegExp(
  `(?<![\\p{L}\\p{N}@./:-])(?:${LABEL}\\.)+(?:${KNOWN_TLDS.join('|')})(?![\\p{L}\\p{N}@-])(?:[/:?#]${URL_BODY})?`,
  'giu',
);

/** Words that announce a web address, so a bare "example.com" counts even without a path. */
const WEB_CONTEXT =
  /(?:website|web site|site|visit|url|link|homepage|web|página|sitio|site web|webseite|internetseite|sito|сайт)\W{0,3}(?:\p{L}+\W+){0,2}$/iu;

/** Drops trailing sentence punctuation and a closing bracket that has no opener inside the URL. */
function trimUrl(text: string, start: number, end: number): number {
  let e = end;
  for (;;) {
    const ch = text[e - 1] ?? '';
    if ('.,;:!?\'"'.includes(ch)) {
      e--;
      continue;
    }
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
    const open = pairs[ch];
    if (open !== undefined) {
      const body = text.slice(start, e - 1);
      if (body.split(open).length <= body.split(ch).length) {
        e--;
        continue;
      }
    }
    return e;
  }
}

/** Web addresses: scheme or www URLs, and bare domains with a path or an announcing word. */
export const urlRecognizer: Recognizer = {
  name: 'url',
  tags: ['URL'],
  find({ folded }) {
    const spans: Span[] = [];
    const taken: [number, number][] = [];
    eachMatch(EXPLICIT, folded, (m) => {
      const end = trimUrl(folded, m.index, m.index + m[0].length);
      if (end - m.index <= 8) return; // "http://" or "www." alone
      taken.push([m.index, end]);
      spans.push(makeSpan('URL', m.index, end, 0.95, 'url'));
    });
    eachMatch(BARE, folded, (m) => {
      const start = m.index;
      if (taken.some(([s, e]) => start >= s && start < e)) return;
      const end = trimUrl(folded, start, start + m[0].length);
      const domainOnly = !/[/:?#]/.test(folded.slice(start, end));
      if (domainOnly && !hasContextBefore(folded, start, WEB_CONTEXT, 40)) return;
      spans.push(makeSpan('URL', start, end, domainOnly ? 0.75 : 0.85, 'url'));
    });
    return spans;
  },
};
