import type { Box } from '../contract/types';
import { wordsOutsideRedactions } from './text-layer';

/** A redacted entity as verification needs it: its text, document offsets and input boxes. */
export interface RedactedEntity {
  word: string;
  /** UTF-16 offsets into the document text (end <= start: an entity with no text, e.g. a drawn box). */
  start: number;
  end: number;
  boxes: readonly Box[];
}

/** A word of the input as read (text layer or OCR), with its offsets and box. */
export interface InputWord {
  text: string;
  start: number;
  end: number;
  box: Box;
}

/** A page of the input as read: its 1-based number and words. */
export interface InputPage {
  page: number;
  words: readonly InputWord[];
}

/** What the text check found on one output page. */
export interface PageTextFinding {
  page: number;
  /** Redacted strings found more often than the input visibly keeps them. */
  leakedStrings: number;
  /** Letters and digits of the output's text that no kept word of the input accounts for. */
  strayCharacters: number;
}

/**
 * The form both sides are compared in: Unicode NFKC (ligatures, full-width and compatibility
 * forms become plain letters), lower case, and no whitespace, control or format characters, so
 * an extractor that splits, joins or re-spaces words cannot hide a string.
 */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{Cc}\p{Cf}]+/gu, '');
}

/** How often `needle` occurs in `haystack`, overlaps counted ("aa" twice in "aaa"). */
function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + 1)) count++;
  return count;
}

/**
 * True when the word is (part of) the redacted entity itself: their document ranges overlap on
 * the same characters. Such a word is not "kept elsewhere" even when no box touches it (a box
 * drawn in the wrong place must not make the entity's own text acceptable).
 */
function isPartOf(word: InputWord, entity: RedactedEntity): boolean {
  const from = Math.max(word.start, entity.start);
  const to = Math.min(word.end, entity.end);
  if (entity.end <= entity.start || to <= from) return false;
  const inWord = word.text.slice(from - word.start, to - word.start);
  const inEntity = entity.word.slice(from - entity.start, to - entity.start);
  return inWord === inEntity;
}

/**
 * `(word) => redacted.some((e) => isPartOf(word, e))` without trying every entity for every
 * word (quadratic on a long document): the entities with text, sorted by start, are searched
 * for the few whose range can overlap the word's.
 */
function entityRanges(redacted: readonly RedactedEntity[]): (word: InputWord) => boolean {
  const sorted = redacted.filter((e) => e.end > e.start).sort((a, b) => a.start - b.start);
  // The furthest end among the first i + 1 entities: the backwards scan stops below a word.
  const reach: number[] = [];
  for (const [i, e] of sorted.entries()) reach.push(Math.max(e.end, i > 0 ? reach[i - 1]! : 0));
  return (word) => {
    // First entity starting at or after the word's end: none from there on can overlap it.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]!.start < word.end) low = mid + 1;
      else high = mid;
    }
    for (let i = low - 1; i >= 0 && reach[i]! > word.start; i--) {
      if (isPartOf(word, sorted[i]!)) return true;
    }
    return false;
  };
}

/**
 * The text the output may carry on each page, worked out from the input alone, never from what
 * the writer says it wrote: the page's words that no redaction box touches and that are not
 * part of a redacted entity, in reading order, in comparable form.
 */
export function allowedText(
  pages: readonly InputPage[],
  redacted: readonly RedactedEntity[],
): Map<number, string> {
  const boxes = new Map<number, Box[]>();
  for (const entity of redacted) {
    for (const box of entity.boxes) {
      const list = boxes.get(box.page) ?? [];
      list.push(box);
      boxes.set(box.page, list);
    }
  }
  const allowed = new Map<number, string>();
  const partOfAny = entityRanges(redacted);
  for (const page of pages) {
    const pageBoxes = boxes.get(page.page) ?? [];
    const outside = new Set(wordsOutsideRedactions(page.words, pageBoxes).map((w) => w.box));
    const kept = page.words.filter((w) => outside.has(w.box) && !partOfAny(w));
    allowed.set(page.page, comparable(kept.map((w) => w.text).join('')));
  }
  return allowed;
}

/**
 * A letter or a digit of the Basic Multilingual Plane (every script's letters). Characters past
 * it (emoji, private-use glyph codes) are not read back as written: pdf.js turned U+F03D9 of a
 * Google Docs icon font into U+25C00, a CJK letter.
 */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const BMP_END = 0xffff;

/** How many of each character `text` holds. */
function characterCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return counts;
}

/**
 * Judges one output page's text against what the input allows there. A redacted string may
 * appear only as often as the input shows it in kept words of that page (a name the reviewer
 * kept in one place and redacted in another); and every character of the output's text must be
 * accounted for by a kept word, so a fragment of a redacted string slipped in under another
 * word's entry (an SSN's last digits) is caught too (letters and digits: the stuff of personal
 * data; symbols and emoji are not always read back as written).
 */
export function judgePageText(
  page: number,
  outputText: string,
  allowed: string,
  redactedStrings: readonly string[],
): PageTextFinding {
  const found = comparable(outputText);
  let leakedStrings = 0;
  for (const s of redactedStrings) {
    if (s === '') continue;
    // Most strings are not on the page at all: the kept text is searched only when they are.
    const inOutput = occurrences(found, s);
    if (inOutput > 0 && inOutput > occurrences(allowed, s)) leakedStrings++;
  }
  const budget = characterCounts(allowed);
  let strayCharacters = 0;
  for (const ch of found) {
    // Letters and digits only: personal data is made of them, while symbols, emoji and
    // private-use glyphs are not always read back as written (extractors map them freely).
    if (ch.codePointAt(0)! > BMP_END || !LETTER_OR_DIGIT.test(ch)) continue;
    const left = budget.get(ch) ?? 0;
    if (left > 0) budget.set(ch, left - 1);
    else strayCharacters++;
  }
  return { page, leakedStrings, strayCharacters };
}
