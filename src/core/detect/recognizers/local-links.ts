/**
 * Links that point at a person rather than a web page: `file://` URLs, `mailto:` links and paths
 * under a user's home folder (`/home/jdoe/…`, `/Users/jdoe/…`, `C:\Users\jdoe\…`, `~jdoe/…`),
 * whose folder name is often the person's name. Reported as URL, the whole link or path.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\w])file:\/\/[^\s"'<>]{2,300}/giu, 'file:// link'],
  [/(?<![\w])mailto:[^\s"'<>]{3,300}/giu, 'mailto: link'],
  [/(?<![\w/])\/(?:home|Users)\/[\p{L}\p{N}._-]{2,40}(?:\/[^\s"'<>]*)?/gu, 'path in a home folder'],
  [
    // A folder name with spaces ("C:\Users\Ana Gil\…") only when the path goes on after it: the
    // line-joined reading turns a wrapped line end into a space, and the next line's words are no
    // part of a path ending there ("C:\Users\vogelsangi3" / "eingerichtet. Melden …").
    /(?<![\w])[A-Za-z]:\\(?:Users|Documents and Settings)\\(?:[\p{L}\p{N}._-]{1,40}(?:[ ][\p{L}\p{N}._-]+){1,3}(?=\\)|[\p{L}\p{N}._-]{2,40})(?:\\[^\s"'<>]*)?/gu,
    'path in a home folder',
  ],
  [/(?<![\w~])~[a-z][\w.-]{1,30}\/[^\s"'<>]*/gu, 'path in a home folder'],
];

/** Recognises file links, mailto links and home-folder paths. */
export const localLinkRecognizer = safeRecognizer('local-link', ['URL'], ({ folded }) => {
  const spans: Span[] = [];
  for (const [pattern, reason] of PATTERNS) {
    for (const m of matchesOf(pattern, folded)) {
      let end = m.index + m[0].length;
      while (end > m.index && /[.,;:)\]]/.test(folded[end - 1]!)) end--;
      // A mailto: link holds an e-mail address: the whole link outranks the address inside it.
      const score = reason === 'mailto: link' ? 0.98 : 0.85;
      const span = makeSpan('URL', m.index, end, score, 'local-link');
      span.reason = reason;
      spans.push(span);
    }
  }
  return spans;
});
