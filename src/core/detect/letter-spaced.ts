/**
 * Letter-spaced text: a heading or code set with wide letter spacing (CSS `letter-spacing`,
 * tracked capitals) reaches the text layer as "B U R K H A R D T S C H I R N E R": the PDF
 * reader's gap rule turns every letter gap into a space, and the real word gap into one more of
 * the same. No reader that works on words sees the name or code in it. Two readings recover it:
 * a value found elsewhere in the document is matched against the run with its spaces taken out
 * (found once, redacted everywhere), and a run that is a code of capitals and digits
 * ("8 W X Q 6 H" under "Booking code") is an ID on its own.
 */
import type { TextTag } from '../contract/tags';
import { codeAround, surnameGivenPieces } from './letter-spaced-pieces';
import { isFirstName, isSurname } from './recognizers/name-evidence';
import { resolveOverlaps } from './resolve-overlaps';
import type { Span } from './span';

/** Recognizer name of a span read in letter-spaced text. */
export const LETTER_SPACED_RECOGNIZER = 'letter-spaced';

/**
 * Single characters separated by single spaces, alone between spaces. Two are enough (a middle
 * initial "K ." on a line of its own); a run counts only with four letters or digits in all.
 * A kerned pair of capitals (AV, TA, YA, LT, TO...: pairs a font's kerning table pulls together)
 * may come out joined inside a tracked name ("YA R D L E Y C A L L U M"): one token of the run.
 */
const SPACED_RUN =
  /(?<!\S)(?:\S|A[TVWY]|[FPTVWY]A|L[TVWY]|T[OÖ])(?: (?:\S|A[TVWY]|[FPTVWY]A|L[TVWY]|T[OÖ]))+(?!\S)/gu;
/** A cheap test that the text holds such a run at all ("x y z w v"). */
const HAS_SPACED = /\S \S \S \S \S/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Tags whose values are matched inside letter-spaced runs when found elsewhere. */
const MATCHED_TAGS: ReadonlySet<TextTag> = new Set<TextTag>([
  'PERSON_NAME',
  'ORGANIZATION',
  'EMAIL',
  'PHONE',
  'ID',
  'ACCOUNT',
  'ADDRESS',
  'LOCATION',
  'PASSPORT',
  'DRIVER_LICENSE',
  'CREDIT_CARD',
  'SSN',
]);

/** Keys shorter than this match only between non-letters: word gaps are lost in the run. */
const FREE_KEY_LENGTH = 6;

/** One letter-spaced run: its characters without the spaces, and where each one stands. */
interface SpacedRun {
  chars: string;
  at: number[];
  letters: number;
}

/** The letter-spaced runs of `text` that hold at least four letters or digits. */
function spacedRuns(text: string): SpacedRun[] {
  const runs: SpacedRun[] = [];
  for (const match of text.matchAll(SPACED_RUN)) {
    const chars: string[] = [];
    const at: number[] = [];
    let letters = 0;
    for (let i = 0; i < match[0].length; i++) {
      const ch = match[0][i]!;
      if (ch === ' ') continue;
      chars.push(ch);
      at.push(match.index + i);
      if (LETTER_OR_DIGIT.test(ch)) letters++;
    }
    const last = runs[runs.length - 1];
    // Spaced wider still, each word of a heading lands on a line of its own ("H A M I S H" /
    // "O ' D R I S C O L L"): runs with nothing but white space between them are one run.
    if (last && /^\s*$/u.test(text.slice(last.at[last.at.length - 1]! + 1, match.index))) {
      last.chars += chars.join('');
      last.at.push(...at);
      last.letters += letters;
    } else runs.push({ chars: chars.join(''), at, letters });
  }
  return runs.filter((run) => run.letters >= 4);
}

/** A value's key: the value without its white space, lower case (letter gaps are lost in a run). */
function keyOf(value: string): string {
  return value.replace(/\s+/gu, '').toLowerCase();
}

function isBoundary(chars: string, index: number): boolean {
  const ch = chars[index];
  return ch === undefined || !LETTER_OR_DIGIT.test(ch);
}

/** A code of capitals and digits with both in it ("8WXQ6H", "TK-4471-B"): a booking or ticket code. */
function isCode(chars: string): boolean {
  return (
    /^[\p{Lu}\d][\p{Lu}\d/-]{3,24}[\p{Lu}\d]$/u.test(chars) &&
    /\d/u.test(chars) &&
    /\p{Lu}/u.test(chars)
  );
}

/** Labels of booking and ticket codes, on the line above a letter-spaced code. */
const CODE_LABEL =
  /(?:code|c[oó]digo|codice|код|nummer|number|n[uú]mero|num[ée]ro|referen[cz]|r[ée]f[ée]rence|locator|pnr|buchung|booking|r[ée]servation|reserva|prenotazione|бронир)\S*\s*:?\s*$/iu;

/** True when the line above offset `at` ends in a code's label ("Booking code", "Buchungscode"). */
function codeLabelBefore(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1);
  if (lineStart < 0) return false;
  const before = text.slice(Math.max(0, text.lastIndexOf('\n', lineStart - 1) + 1), lineStart);
  return CODE_LABEL.test(before);
}

/**
 * A run that is a given name and a surname from the lists run together ("BURKHARDTSCHIRNER"
 * read as "Burkhard" + "Tschirner"): the end of the given name found by trying each split.
 */
function isSpacedName(chars: string): boolean {
  if (!/^\p{Lu}{7,40}$/u.test(chars)) return false;
  const title = (word: string) => word[0]! + word.slice(1).toLowerCase();
  for (let split = 4; split <= chars.length - 4; split++) {
    if (isFirstName(title(chars.slice(0, split))) && isSurname(title(chars.slice(split))))
      return true;
  }
  return false;
}

function spanOver(
  run: SpacedRun,
  from: number,
  to: number,
  tag: TextTag,
  score: number,
  reason: string,
): Span {
  return {
    tag,
    start: run.at[from]!,
    end: run.at[to - 1]! + 1,
    score,
    recognizer: LETTER_SPACED_RECOGNIZER,
    reason,
  };
}

/** `spans` plus what the document's letter-spaced runs hold (see the module comment). */
export function withLetterSpacedOccurrences(text: string, spans: readonly Span[]): Span[] {
  if (!HAS_SPACED.test(text)) return [...spans];
  const runs = spacedRuns(text);
  if (runs.length === 0) return [...spans];
  const sources = new Map<string, Span>();
  /** Keys that are one word of a longer name: matched only between non-letters. */
  const wordKeys = new Set<string>();
  for (const span of spans) {
    if (!MATCHED_TAGS.has(span.tag)) continue;
    const key = keyOf(text.slice(span.start, span.end));
    if (key.length < 4 || !LETTER_OR_DIGIT.test(key)) continue;
    const known = sources.get(key);
    if (!known || span.score > known.score) sources.set(key, span);
    if (span.tag !== 'PERSON_NAME') continue;
    // A heading writes the name surname first ("ZAVYALOVA EFROSINYA") or greets by one of its
    // words ("GOOD JOURNEY, HAMISH!"): those are keys too, a single word only between non-letters.
    const words = text.slice(span.start, span.end).trim().split(/\s+/u);
    if (words.length >= 2 && words.length <= 4) {
      const reversed = keyOf([...words.slice(1), words[0]!].join(''));
      if (!sources.has(reversed)) sources.set(reversed, span);
      const surnameFirst = keyOf([words[words.length - 1]!, ...words.slice(0, -1)].join(''));
      if (!sources.has(surnameFirst)) sources.set(surnameFirst, span);
      // A label read into the name ("Passeggero Ornella Bonfanti"): its two-word parts are keys.
      for (let w = 0; words.length > 2 && w + 1 < words.length; w++) {
        for (const pair of [words[w]! + words[w + 1]!, words[w + 1]! + words[w]!]) {
          const k = keyOf(pair);
          if (!sources.has(k)) sources.set(k, span);
        }
      }
      for (const word of words) {
        const k = keyOf(word);
        if (k.length >= 4 && /^\p{L}[\p{L}'’-]+$/u.test(k) && !sources.has(k)) {
          sources.set(k, span);
          wordKeys.add(k);
        }
      }
    }
  }
  const added: Span[] = [];
  for (const run of runs) {
    const lower = run.chars.toLowerCase();
    for (const [key, source] of sources) {
      for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + 1)) {
        const end = at + key.length;
        const free = key.length >= FREE_KEY_LENGTH && !wordKeys.has(key);
        if (!free && !(isBoundary(lower, at - 1) && isBoundary(lower, end))) continue;
        // A found code at the head of a longer one (a barcode's line) boxes the whole code.
        const [from, to] = (source.tag === 'ID' && codeAround(run.chars, at, end)) || [at, end];
        added.push(
          spanOver(
            run,
            from,
            to,
            source.tag,
            source.score,
            `letter-spaced, same text as the ${source.tag} found by ${source.recognizer} at offset ${source.start}`,
          ),
        );
      }
    }
    // A form's "SURNAME, Given" cell set spaced (letter-spaced-pieces.ts).
    // It outranks the words of it matched above ("A S H W O R T H" and "C r i s p i n" apart).
    for (const [from, to] of surnameGivenPieces(run.chars)) {
      const [start, end] = [run.at[from]!, run.at[to - 1]! + 1];
      const score = added
        .filter((s) => s.tag === 'PERSON_NAME' && start <= s.start && s.end <= end)
        .reduce((best, s) => Math.max(best, s.score), 0.6);
      added.push(
        spanOver(run, from, to, 'PERSON_NAME', score, 'letter-spaced surname and given name'),
      );
    }
    // Codes and names standing alone in the run, with no other occurrence to go by.
    for (const piece of run.chars.matchAll(/[\p{L}\p{N}/-]+/gu)) {
      const from = piece.index;
      const to = from + piece[0].length;
      if (
        isCode(piece[0]) ||
        (codeLabelBefore(text, run.at[from]!) && /^[\p{Lu}\d]{5,12}$/u.test(piece[0]))
      )
        added.push(spanOver(run, from, to, 'ID', 0.6, 'letter-spaced code of capitals and digits'));
      else if (isSpacedName(piece[0]))
        added.push(
          spanOver(run, from, to, 'PERSON_NAME', 0.6, 'letter-spaced given name and surname'),
        );
    }
  }
  return added.length === 0 ? [...spans] : resolveOverlaps([...spans, ...added]);
}
