/**
 * A person found by full name is often named again by the given name alone where the writer
 * addresses or signs: a chat or mail signed "Covadonga" under "Covadonga Olabarrieta Sáez", a
 * reply opened "Hi Marisol,". Propagation chases whole names and surnames only (a given name
 * alone is too common a word to chase everywhere), so this reads the given name of every found
 * full name in exactly those two places: alone on its line (a sign-off), or right after a
 * greeting word at the start of a line.
 */
import { isCommonWord, isFirstName, isOrgOrPlaceWord } from './recognizers/name-evidence';
import { resolveOverlaps } from './resolve-overlaps';
import type { Span } from './span';
import {
  alternativeMatches,
  charClass,
  clearAfter,
  clearBefore,
  LETTER_OR_DIGIT,
  nextLiteral,
} from './word-occurrences';

/** Recognizer name of a given name read this way. */
export const GIVEN_NAME_ECHO_RECOGNIZER = 'given-name-echo';

/** Greetings that open a line before the addressee's given name, in the seven languages. */
const GREETING =
  /^(?:hi|hello|hey|dear|thanks|thank you|hola|estimad[oa]|querid[oa]|gracias|bonjour|salut|cher|chère|merci|hallo|liebe[rs]?|danke|ciao|salve|gentile|car[oa]|grazie|olá|ola|prezad[oa]|obrigad[oa]|здравствуйте|привет|добрый день|уважаем(?:ый|ая)|спасибо)[ \t]*,?[ \t]*$/iu;

/** A given name worth reading alone: capitalised, four letters or more, no ordinary word. */
const GIVEN = /^\p{Lu}\p{Ll}{3,}$/u;

/** Score of a given name read alone: below the full name it echoes, above a bare guess. */
const ECHO_SCORE = 0.7;

/** Lowest score of a full name whose given name is read alone (a weak guess is not chased). */
const MIN_SOURCE_SCORE = 0.7;
/** Below this score the full name vouches for its first word only when that is a listed given name. */
const LISTED_ONLY_BELOW = 0.8;

/** The given names of the full person names found (first word of two or more, not "SURNAME, Given"). */
function givenNamesOf(text: string, spans: readonly Span[]): Map<string, Span> {
  const given = new Map<string, Span>();
  for (const span of spans) {
    if (span.tag !== 'PERSON_NAME' || span.score < MIN_SOURCE_SCORE) continue;
    const shown = text.slice(span.start, span.end);
    if (shown.includes(',')) continue;
    const words = shown.trim().split(/\s+/);
    if (words.length < 2) continue;
    const first = words[0]!;
    if (!GIVEN.test(first) || isCommonWord(first) || isOrgOrPlaceWord(first)) continue;
    // "Reparto Vendite" read as a name at 0.7 must not make "Reparto" a given name.
    if (span.score < LISTED_ONLY_BELOW && !isFirstName(first)) continue;
    if (!given.has(first)) given.set(first, span);
  }
  return given;
}

/**
 * True when the document also writes `word` in lower case as a word of its own (then it is an
 * ordinary word here); inside an e-mail address or a link ("covadonga@cierzo.es") it is not.
 */
function writtenLower(text: string, word: string): boolean {
  const lower = word.toLowerCase();
  // A literal scan with the edges of (?<![\p{L}\p{N}@./_-])word(?![\p{L}\p{N}@_-]|\.[\p{L}\p{N}]),
  // no regex per name (word-occurrences.ts says why; GIVEN names hold letters only).
  const fits = (start: number, end: number) =>
    clearBefore(text, start, NOT_BEFORE_LOWER) &&
    clearAfter(text, end, NOT_AFTER_LOWER) &&
    !(text[end] === '.' && !clearAfter(text, end + 1, LETTER_OR_DIGIT));
  return nextLiteral(text, lower, 0, fits) !== undefined;
}

/** Characters that make a lower-case occurrence part of an address, a handle or a link. */
const NOT_BEFORE_LOWER = charClass(/[\p{L}\p{N}@./_-]/u);
const NOT_AFTER_LOWER = charClass(/[\p{L}\p{N}@_-]/u);

/** Lowest score of a full name whose given name is chased through running prose. */
const PROSE_SOURCE_SCORE = 0.8;
/** Letters a given name needs to be chased through prose (short ones are often words: "Ana", "Eve"). */
const PROSE_MIN_LENGTH = 5;

/**
 * True where a references' or a statement's prose names the person by the given name alone
 * ("Araminta worked closely with...", "I supervised Araminta during..."): the word stands
 * between lower-case words or punctuation, never beside another capitalised word (then it is
 * part of another name or a firm), and the full name was found firmly before it.
 */
function inProse(text: string, start: number, end: number, source: Span): boolean {
  const word = text.slice(start, end);
  if (source.score < PROSE_SOURCE_SCORE || start < source.end) return false;
  if (word.length < PROSE_MIN_LENGTH || word === word.toUpperCase()) return false;
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  // Next: a lower-case word, or punctuation and then a lower-case word or the sentence's end.
  if (
    !/^(?:[ \t]+\p{Ll}|['’]s[ \t]|[,;:][ \t]+\p{Ll}|[.!?](?:[ \t\n]|$)|[ \t]*\n[ \t]*\p{Ll})/u.test(
      after,
    )
  )
    return false;
  // Before: a lower-case word, or a sentence's start after its full stop.
  return /(?:\p{Ll}[ \t]+|\p{Ll}[ \t]*\n[ \t]*|[.!?][ \t]*\n?[ \t]*|\n\n[ \t]*)$/u.test(before);
}

/**
 * Adds a PERSON_NAME span over the given name of a found full name where it stands alone on its
 * line or right after a line-opening greeting; returns all spans, overlaps resolved.
 */
export function withGivenNameEchoes(text: string, spans: readonly Span[]): Span[] {
  const given = givenNamesOf(text, spans);
  if (given.size === 0) return [...spans];
  const added: Span[] = [];
  for (const [name, source] of given) {
    if (writtenLower(text, name)) continue;
    // Written as found or in capitals ("MARISOL" in a form's block-capitals field); found by
    // literal scans as (?<![\p{L}\p{N}])(?:Name|NAME)(?![\p{L}\p{N}]) would find it.
    for (const [start, end] of alternativeMatches(
      text,
      [name, name.toUpperCase()],
      (at) => clearBefore(text, at, LETTER_OR_DIGIT),
      (at) => clearAfter(text, at, LETTER_OR_DIGIT),
    )) {
      if (spans.some((s) => s.start < end && start < s.end)) continue;
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      const lineEnd = text.indexOf('\n', end);
      const before = text.slice(lineStart, start);
      const after = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
      // Alone on its line, a dash or trailing punctuation allowed ("— Marisol", "Marisol.").
      const alone = /^[ \t]*(?:[-–—][ \t]*)?$/u.test(before) && /^[ \t]*[.,!]?[ \t]*$/u.test(after);
      const greeted = GREETING.test(before.trim()) && /^[ \t]*[,!:.]/u.test(after);
      const prose = !alone && !greeted && inProse(text, start, end, source);
      if (!alone && !greeted && !prose) continue;
      added.push({
        tag: 'PERSON_NAME',
        start,
        end,
        score: ECHO_SCORE,
        recognizer: GIVEN_NAME_ECHO_RECOGNIZER,
        reason: `given name of the person found at offset ${source.start}, ${alone ? 'alone on its line' : greeted ? 'after a greeting' : 'in running prose'}`,
      });
    }
  }
  return added.length === 0 ? [...spans] : resolveOverlaps([...spans, ...added]);
}
