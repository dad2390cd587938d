import type { TextTag } from '../../contract/tags';
import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isSurname } from './name-evidence';
import { ORG_HEADS } from './org-words';
import { PLACES } from './places';
import { HS, eachMatch, makeSpan } from './text-helpers';

/** Prepositions and verbs after which a proper noun is a place ("grew up in X", "flew to X"). */
const PLACE_CUE = new RegExp(
  `(?<![\\p{L}])(?:in|from|to|near|visit(?:ed|ing)?|across|throughout|outside|inside|arrived${HS}+at|landed${HS}+at|en|à|aus|nach|da|em|para|в|из)${HS}+`,
  'gu',
);
/** Phrases after which a proper noun is an organisation ("works at X", "travaille chez X", "lavora presso X"). */
const ORG_CUE = new RegExp(
  `(?<![\\p{L}]|(?:arrived|landed|stayed|stay|born|died|live|lives|lived)${HS}+)(?:at|for|joined|with|of|became|become|becomes|chez|presso|employed${HS}+by|hired${HS}+by|customer${HS}+of|client${HS}+of)${HS}+`,
  'gu',
);
/** One to three capitalised (or upper-case) words, with short lower-case links inside. */
const PROPER =
  /\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:(?:de|del|la|do|da|di|am|an|upon|on|sur|nad)[ \t]+)?\p{Lu}[\p{L}'’.-]*){0,2}/uy;
/** A capitalised run ending in an organisation head noun ("Rapid Cycle Solutions"). */
const ORG_RUN =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’&.-]*(?:[ \t]+(?:(?:of|and|&|for|de|du|des)[ \t]+)?\p{Lu}[\p{L}'’&.-]*){1,4}/gu;

const LINK_WORDS = /^(?:de|del|la|do|da|di|am|an|upon|on|sur|nad)$/;

/**
 * The proper noun at `at`: cut at a sentence's full stop ("Cyprus. Mr Leiva") and before the
 * first capitalised common word ("Leppen on Tuesday"), so that a cue never swallows what follows.
 */
function proper(text: string, at: number): string | undefined {
  PROPER.lastIndex = at;
  let value = PROPER.exec(text)?.[0];
  if (!value) return undefined;
  const stop = /\p{L}{2,}\.[ \t]/u.exec(value);
  if (stop) value = value.slice(0, stop.index + stop[0].length - 2);
  const words = value.split(/[ \t]+/);
  let keep = words.findIndex((w, i) => i > 0 && isCommonWord(w));
  if (keep < 0) keep = words.length;
  while (keep > 1 && LINK_WORDS.test(words[keep - 1]!)) keep--;
  const kept = words.slice(0, keep);
  const last = kept[kept.length - 1]!;
  const end = value.indexOf(last, kept.slice(0, -1).join(' ').length) + last.length;
  return value.slice(0, end).replace(/['’]s$|\.$/u, '');
}

const HEADING_LINKS =
  /^(?:of|the|and|for|in|on|to|a|an|at|with|de|la|le|les|du|des|der|die|das|und|für|di|del|della|da|do|dos|e|y|et|и|в)$/u;

/** True when `end` ends its line and that line is a heading in Title Case of three words or more. */
function titleCaseLineEndsAt(text: string, end: number): boolean {
  if (!/^[ \t]*(?:\n|$)/.test(text.slice(end, end + 3))) return false;
  const start = text.lastIndexOf('\n', end - 1) + 1;
  const words = text
    .slice(start, end)
    .trim()
    .split(/[ \t]+/);
  return words.length >= 3 && words.every((w) => /^[\p{Lu}\d]/u.test(w) || HEADING_LINKS.test(w));
}

function personLike(words: string[]): boolean {
  return isFirstName(words[0]!) || (words.length > 1 && isSurname(words[words.length - 1]!));
}

function push(spans: Span[], tag: TextTag, start: number, value: string, score: number): void {
  spans.push(makeSpan(tag, start, start + value.length, score, 'context-entity'));
}

/**
 * Places and organisations known only from their context: a proper noun after "in/from/to" is a
 * place, after "at/for/joined" an organisation, and a run ending in "Solutions", "Group" or
 * "Orchestra" an organisation. Listed places and person names are left to their recognizers.
 */
export const contextEntityRecognizer: Recognizer = {
  name: 'context-entity',
  tags: ['LOCATION', 'ORGANIZATION'],
  find({ folded }) {
    const spans: Span[] = [];
    const cue = (pattern: RegExp, tag: TextTag) =>
      eachMatch(pattern, folded, (m) => {
        const at = m.index + m[0].length;
        const value = proper(folded, at);
        if (!value || value.length < 2) return;
        const words = value.split(/[ \t]+/);
        if (words.some((w) => isCommonWord(w)) || personLike(words)) return;
        // An acronym or product word after a cue ("in PDF", "with OCR", "from IP") is not a
        // place or an organisation; listed ones ("USA") are the place recognizer's.
        if (/^\p{Lu}{2,5}s?$/u.test(value) || /[ \t]\p{Lu}{2,5}s$/u.test(value)) return;
        // "…the Future of Privacy Protection:": a heading or a label ends there, not a name.
        if (
          /^[ \t]*[:?][ \t]*(?:\n|$)/.test(folded.slice(at + value.length, at + value.length + 4))
        )
          return;
        // "The Future of Privacy Protection": a Title Case line ending in the value is a heading.
        if (titleCaseLineEndsAt(folded, at + value.length)) return;
        if (tag === 'LOCATION' && words.some((w) => ORG_HEADS.has(w.toLowerCase()))) return;
        if (tag === 'ORGANIZATION' && (PLACES.has(value) || words.some((w) => PLACES.has(w))))
          return;
        push(spans, tag, at, value, 0.5);
      });
    cue(PLACE_CUE, 'LOCATION');
    cue(ORG_CUE, 'ORGANIZATION');
    eachMatch(ORG_RUN, folded, (m) => {
      const words = m[0].split(/[ \t]+/);
      const last = words[words.length - 1]!.replace(/[.,]$/, '');
      if (!ORG_HEADS.has(last.toLowerCase())) return;
      let skip = 0;
      while (skip < words.length - 1 && isCommonWord(words[skip]!)) skip++;
      if (skip >= words.length - 1) return;
      const start = m.index + m[0].indexOf(words[skip]!);
      const end = m.index + m[0].lastIndexOf(last) + last.length;
      spans.push(makeSpan('ORGANIZATION', start, end, 0.75, 'context-entity'));
    });
    return spans;
  },
};
