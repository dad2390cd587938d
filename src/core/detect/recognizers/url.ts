import { hasContextBefore } from '../context';
import type { Recognizer, Span } from '../span';
import { eachMatch, makeSpan } from './text-helpers';
import { KNOWN_TLDS } from './tlds';

/** Anything up to whitespace or a character that cannot sit unescaped in a URL in prose. */
const URL_BODY = '[^\\s<>"\'`]*';

/** Explicit URLs: a scheme or "www.". */
// A space a text layer put after the scheme ("https:// www.example.com") stays inside.
const EXPLICIT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:https?|ftp)://(?:[ \\t](?=www\\.))?|www\\.)${URL_BODY}`,
  'giu',
);

/**
 * The next line's first token after a link that ends its line where a link cannot end
 * ("…/p?id=" / "8812") or at a path's slash before a path-like token ("…/in/" / "Maria-Lopez",
 * "…/Patients/" / "Records/8812"): a narrow cell or column wrapped it.
 */
const CONTINUATION = /^[ \t]*\n[ \t]*([^\s<>"'`]+)/u;
const OPEN_END = /[?=&#%_-]$/u;
const PATH_LIKE = /[/?=&#_-]|^(?=[^.]*\d)[\p{L}\d]{3,}$/u;

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** Bare domains ending in a known TLD; an e-mail's domain is excluded by the look-arounds. */
const BARE = new RegExp(
  `(?<![\\p{L}\\p{N}@./:-])(?:${LABEL}\\.)+(?:${KNOWN_TLDS.join('|')})(?![\\p{L}\\p{N}@-])(?:[/:?#]${URL_BODY})?`,
  'giu',
);

/** Words that announce a web address, so a bare "example.com" counts even without a path. */
const WEB_CONTEXT =
  /(?:website|web site|site|visit|url|link|homepage|web|página|sitio|site web|webseite|internetseite|sito|сайт)\W{0,3}(?:\p{L}+\W+){0,2}$/iu;

/**
 * A bare domain that reads as one even without a path or a web word: written all in lower case
 * or all in capitals ("vendemar.es", "VENDEMAR.ES" on a statement line) with a first label of at
 * least three characters holding a letter. Mixed case ("end.In", a sentence joined to the next
 * by a lost space) and short first labels ("No.de", "Fig.at") still need the announcing word.
 */
function looksLikeDomain(domain: string): boolean {
  const first = domain.slice(0, domain.indexOf('.'));
  if (first.length < 3 || !/\p{L}/u.test(first)) return false;
  return domain === domain.toLowerCase() || domain === domain.toUpperCase();
}

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

/** The end of a link at `end`, taking in the next line's token when the link was wrapped. */
function continued(folded: string, start: number, end: number): number {
  if (end !== start && folded[end] !== '\n' && !/^[ \t]+\n/u.test(folded.slice(end, end + 4)))
    return end;
  const last = folded[end - 1] ?? '';
  const next = CONTINUATION.exec(folded.slice(end, end + 200));
  if (!next) return end;
  const token = next[1]!;
  if (!OPEN_END.test(last) && !(last === '/' && PATH_LIKE.test(token))) return end;
  return trimUrl(folded, start, end + next[0].length);
}

/** Web addresses: scheme or www URLs, and bare domains with a path or an announcing word. */
export const urlRecognizer: Recognizer = {
  name: 'url',
  tags: ['URL'],
  find({ text, folded }) {
    const spans: Span[] = [];
    const taken: [number, number][] = [];
    eachMatch(EXPLICIT, folded, (m) => {
      const end = trimUrl(folded, m.index, m.index + m[0].length);
      if (end - m.index <= 8) return; // "http://" or "www." alone
      const wrapped = continued(folded, m.index, end);
      taken.push([m.index, wrapped]);
      spans.push(makeSpan('URL', m.index, wrapped, 0.95, 'url'));
    });
    eachMatch(BARE, folded, (m) => {
      const start = m.index;
      if (taken.some(([s, e]) => start >= s && start < e)) return;
      const end = trimUrl(folded, start, start + m[0].length);
      const domainOnly = !/[/:?#]/.test(folded.slice(start, end));
      if (domainOnly && !hasContextBefore(folded, start, WEB_CONTEXT, 40)) {
        if (!looksLikeDomain(text.slice(start, end))) return;
        spans.push(makeSpan('URL', start, end, 0.6, 'url'));
        return;
      }
      spans.push(makeSpan('URL', start, end, domainOnly ? 0.75 : 0.85, 'url'));
    });
    return spans;
  },
};
