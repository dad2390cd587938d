/**
 * Found once, redacted everywhere: a string found as personal data anywhere in a document is
 * marked at every other occurrence, with the same tag. Matching ignores case, treats any run of
 * spaces and line breaks as one space and reads a word hyphenated across a line end as whole;
 * it stops at word boundaries. The review's allow-list is applied later and still wins.
 */
import type { TextTag } from '../contract/tags';
import { withGivenNameEchoes } from './given-name-echoes';
import { withLetterSpacedOccurrences } from './letter-spaced';
import { inflectedNameWords, takesGenitiveS } from './name-inflections';
import {
  isCommonWord,
  isFirstName,
  isOrgOrPlaceWord,
  isSurname,
} from './recognizers/name-evidence';
import { resolveOverlaps } from './resolve-overlaps';
import type { Span } from './span';
import { LETTER_OR_DIGIT, stemSequenceMatches } from './word-occurrences';

/** Recognizer name of a propagated span (provenance `propagated`). */
export const PROPAGATED_RECOGNIZER = 'propagated';

/** Tags whose values mean the same thing wherever the same string appears again. */
const PROPAGATED_TAGS: ReadonlySet<TextTag> = new Set<TextTag>([
  'PERSON_NAME',
  'ORGANIZATION',
  'EMAIL',
  'PHONE',
  'ID',
  'ACCOUNT',
  'ADDRESS',
  'LOCATION',
  'URL',
  'IP',
  'SSN',
  'DRIVER_LICENSE',
  'PASSPORT',
  'PASSWORD',
  'CREDIT_CARD',
  'DATE',
]);

/** Tags of values written as words: one of them alone is chased only with a capital. */
const WORD_TAGS: ReadonlySet<TextTag> = new Set<TextTag>([
  'PERSON_NAME',
  'ORGANIZATION',
  'LOCATION',
]);
/** A key of one word (letters, hyphens, apostrophes). */
const SINGLE_WORD = /^[\p{L}'’-]+$/u;
/** Below this score a one-word value is a guess (a cue word's neighbour) and is not chased. */
const MIN_SINGLE_WORD_SCORE = 0.6;

/** How often (up to `enough`) `word` is written in `text` in lower case as a whole word. */
function lowerCaseUses(text: string, word: string, enough: number): number {
  const lower = word.toLowerCase();
  if (lower === word.toUpperCase()) return 0;
  let uses = 0;
  for (let at = text.indexOf(lower); at !== -1 && uses < enough; at = text.indexOf(lower, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + lower.length] ?? ' ';
    // Inside an e-mail address, a handle or a link ("rosario_fonseca@…", the local part
    // "whitcombe.marisol47@…": a dot followed by more of the token) is no use as a word.
    const dotted = after === '.' && /[\p{L}\p{N}]/u.test(text[at + lower.length + 1] ?? ' ');
    if (!/[\p{L}\p{N}'’_@./-]/u.test(before) && !/[\p{L}\p{N}_@]/u.test(after) && !dotted) uses++;
  }
  return uses;
}

/** A word the document writes in lower case this often is an ordinary word there ("dann"). */
const ORDINARY_USES = 2;

/** The search key of a text: lower case, hyphenation joined, white space collapsed. */
interface Keyed {
  key: string;
  /** Original offset of each key character. */
  toOriginal: Int32Array;
}

/** White space for the key: space, tab, line and page breaks, non-breaking spaces. */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x202f;
}

function keyOf(text: string): Keyed {
  const parts: string[] = [];
  const map = new Int32Array(text.length);
  let n = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    // "Venkata-\nraman": a word broken at a line end reads as one word.
    if (
      code === 45 &&
      text.charCodeAt(i + 1) === 10 &&
      /\p{Ll}/u.test(text[i + 2] ?? '') &&
      /\p{L}/u.test(text[i - 1] ?? '')
    ) {
      i += 2;
      continue;
    }
    if (isSpace(code)) {
      if (n > 0 && parts[n - 1] !== ' ') {
        parts.push(' ');
        map[n++] = i;
      }
      while (i < text.length && isSpace(text.charCodeAt(i))) i++;
      continue;
    }
    // One unit in, one unit out: a lower-case form of another length keeps the original unit.
    const lower = text[i]!.toLowerCase();
    parts.push(lower.length === 1 ? lower : text[i]!);
    map[n++] = i;
    i++;
  }
  return { key: parts.join(''), toOriginal: map.subarray(0, n) };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The value's own key (same folding as the document's), or undefined when too short to trust. */
function valueKey(value: string, tag: TextTag): string | undefined {
  const key = keyOf(value.trim()).key;
  const visible = key.replace(/[^\p{L}\p{N}]/gu, '');
  if (visible.length < 4) return undefined;
  // A date of fewer than six digits ("03/09") is too common a string to chase through a document.
  if (tag === 'DATE' && !/\p{L}{3}/u.test(key) && visible.length < 6) return undefined;
  return key;
}

/** Where `key` occurs in `docKey` as whole words ([start, end) in key offsets). */
function* occurrencesOf(docKey: string, key: string, tag: TextTag): Generator<[number, number]> {
  // A person's name is also written declined ("Журавлёва", "Müllers"); see name-inflections.ts.
  // Matched by literal scans, not a regex per name (word-occurrences.ts says why).
  const inflected = tag === 'PERSON_NAME' ? inflectedNameWords(key) : undefined;
  if (inflected) {
    yield* stemSequenceMatches(docKey, inflected, LETTER_OR_DIGIT);
    return;
  }
  const genitive = tag === 'PERSON_NAME' && takesGenitiveS(key);
  for (let at = docKey.indexOf(key); at !== -1; at = docKey.indexOf(key, at + 1)) {
    const endKey = at + key.length;
    if (WORD_CHAR.test(docKey[at - 1] ?? '') && WORD_CHAR.test(key[0]!)) continue;
    if (WORD_CHAR.test(docKey[endKey] ?? '') && WORD_CHAR.test(key[key.length - 1]!)) {
      if (genitive && docKey[endKey] === 's' && !WORD_CHAR.test(docKey[endKey + 1] ?? ''))
        yield [at, endKey + 1];
      continue;
    }
    yield [at, endKey];
  }
}

/** "MAITE PASTOR-BELTRÁN" -> "Maite Pastor-beltrán": the first letter of each word kept. */
function titleCaseWords(value: string): string {
  return value.replace(/\p{L}+/gu, (w, at: number) =>
    at > 0 && /[\p{L}'’-]/u.test(value[at - 1]!)
      ? w.toLowerCase()
      : w.charAt(0) + w.slice(1).toLowerCase(),
  );
}

/** `covered` marks: a character inside a found name, or inside a finding of another tag. */
const COVERED_NAME = 1;
const COVERED_OTHER = 2;

/** How many words of the found name are read back before its surname at most. */
const MAX_NAME_WORDS_BEFORE = 4;

/**
 * The start of the run of words right before `start` (any spaces or one line break between
 * them) that are words of `name` and not covered already, or `start` when there are none.
 */
function nameWordsBefore(
  text: string,
  start: number,
  name: string,
  covered: Uint8Array,
  nameStarts: ReadonlySet<number>,
): number {
  const words = new Set(name.toLowerCase().split(/[\s,]+/u));
  const initials = new Set([...words].map((w) => w.charAt(0)));
  let from = start;
  for (let n = 0; n < MAX_NAME_WORDS_BEFORE; n++) {
    const window = text.slice(Math.max(0, from - 40), from);
    const match = /([\p{L}'’-]+\.?)[ \t]*\n?[ \t]*$/u.exec(window);
    if (!match) break;
    const word = match[1]!;
    // A word of the name; the initial of one ("M. Pastor Beltrán" for "Maite Pastor Beltrán");
    // or a listed first name written with a capital right before the surname on the same line
    // ("Araceli El Amrani" where "Sra. El Amrani" was found).
    const isInitial = /^\p{Lu}\.$/u.test(word) && initials.has(word.charAt(0).toLowerCase());
    const isGiven = /^\p{Lu}\p{Ll}+$/u.test(word) && !match[0].includes('\n') && isFirstName(word);
    if (!words.has(word.toLowerCase()) && !isInitial && !isGiven) break;
    const wordStart = from - window.length + match.index;
    // A word another tag's finding holds stays with it (the occurrence would lose to it whole);
    // a name read on its own from this word on is taken in ("M." before a found "Pastor
    // Beltrán"), one that began further left is not cut ("Benedetta T. Da" / "Ponte").
    if (covered[wordStart] === COVERED_OTHER) break;
    if (covered[wordStart] === COVERED_NAME && !nameStarts.has(wordStart)) break;
    from = wordStart;
  }
  return from;
}

/**
 * Whether the last word of a found name may be chased alone: a listed surname, or a name whose
 * given name is listed, or a strong finding (a labelled field). "X. Definition" or "C. Diese
 * Isometrie" in a mathematics text (a variable ending one sentence, the next sentence's first
 * words) would otherwise black out "Definition" on every page.
 */
function vouchedSurname(words: readonly string[], last: string, score: number): boolean {
  if (isSurname(last) || score >= STRONG_NAME_SCORE) return true;
  return words.slice(0, -1).some((w) => isFirstName(w.replace(/[.,]$/u, '')));
}

/** A word of a full name as `otherOrders` reads it: capitalised, or an initial. */
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*\.?$/u;

/**
 * The same full name in the other order: "Surname, Given" for "Given Surname" (every split of
 * its two to four words, since a surname may have several: "Van Park, Nguyen"), and "Given
 * Surname" for "Surname, Given". Empty when the value is not shaped like a full name.
 */
function otherOrders(value: string): string[] {
  const comma = /^([^,]+),\s*([^,]+)$/u.exec(value.trim());
  if (comma) {
    const words = `${comma[2]!} ${comma[1]!}`.split(/\s+/u);
    return words.length <= 5 && words.every((w) => NAME_WORD.test(w)) ? [words.join(' ')] : [];
  }
  const words = value.trim().split(/\s+/u);
  if (words.length < 2 || words.length > 4 || !words.every((w) => NAME_WORD.test(w))) return [];
  // The surname part never starts with an initial ("Smith, John A." not "A. Smith, John").
  const orders: string[] = [];
  for (let k = 1; k < words.length; k++) {
    if (words[k]!.endsWith('.')) continue;
    orders.push(`${words.slice(k).join(' ')}, ${words.slice(0, k).join(' ')}`);
  }
  return orders;
}

/**
 * The same full name with its surname first and in capitals, without a comma, as running
 * headers, registers and French or Italian forms print it ("WHITFIELD Declan" for "Declan
 * Whitfield", "DI STEFANO Tommaso", "CHAUDHRY Tobias" for "Tobias G. Chaudhry"): every split of
 * two to four words, middle initials kept or left out. Matched only where the surname part is
 * written in capitals (see `capsSurnameAt`).
 */
function surnameCapsOrders(value: string): Map<string, number> {
  /** Each order and how many words its surname part has. */
  const orders = new Map<string, number>();
  if (value.includes(',')) return orders;
  const words = value.trim().split(/\s+/u);
  if (words.length < 2 || words.length > 4 || !words.every((w) => NAME_WORD.test(w))) return orders;
  for (let k = 1; k < words.length; k++) {
    if (words[k]!.endsWith('.')) continue;
    const surname = words.slice(k).join(' ');
    const given = words.slice(0, k);
    const plain = given.filter((w) => !w.endsWith('.'));
    if (plain.length === 0) continue;
    orders.set(`${surname} ${given.join(' ')}`, words.length - k);
    orders.set(`${surname} ${plain.join(' ')}`, words.length - k);
  }
  return orders;
}

/** True when the `words` first words at `start` are written in capitals ("DI STEFANO"). */
function capsSurnameAt(text: string, start: number, words: number): boolean {
  const run = text
    .slice(start, start + 80)
    .split(/\s+/u)
    .slice(0, words);
  return run.length === words && run.every((w) => /^\p{Lu}[\p{Lu}'’-]+$/u.test(w));
}

/** From this score a found name's surname is chased alone without a listed name vouching. */
const STRONG_NAME_SCORE = 0.85;

/**
 * Adds a span for every further occurrence of each found value (tags in PROPAGATED_TAGS); the
 * new spans carry the tag and score of the value found, recognizer `propagated` and a reason
 * naming where the value came from. Returns all spans, overlaps resolved.
 */
export function propagateOccurrences(text: string, spans: readonly Span[]): Span[] {
  const sources = new Map<string, Span>();
  /** Keys that are a person's surname alone: matched only where written with a capital. */
  const surnames = new Set<string>();
  /** Keys of names written surname first: matched only where that many words are capitals. */
  const capsSurnames = new Map<string, number>();
  /** A single word that the document also writes in lower case is an ordinary word ("dann"). */
  const isOrdinaryHere = (word: string) =>
    lowerCaseUses(text, word, ORDINARY_USES) >= ORDINARY_USES;
  for (const span of spans) {
    if (!PROPAGATED_TAGS.has(span.tag)) continue;
    const key = valueKey(text.slice(span.start, span.end), span.tag);
    if (!key) continue;
    // A name, place or organisation has a capitalised word ("ist p" is none).
    if (WORD_TAGS.has(span.tag) && !/(?:^|[\s'’-])\p{Lu}/u.test(text.slice(span.start, span.end)))
      continue;
    // One capitalised word guessed as a name, place or organisation ("in Abbildung 3", "Topologie
    // T. Dann") is not chased: repeated, a wrong guess would black out a word on every page.
    if (WORD_TAGS.has(span.tag) && SINGLE_WORD.test(key)) {
      const word = text.slice(span.start, span.end).trim();
      if (span.score < MIN_SINGLE_WORD_SCORE || !/^\p{Lu}/u.test(word) || isOrdinaryHere(word))
        continue;
      surnames.add(key);
    }
    // "Megan Okafor" found: "Okafor shall keep the premises" is the same person.
    // A name in capitals ("MAITE PASTOR BELTRÁN") is read in title case: its surname is written
    // "Beltrán" elsewhere, and the key ignores case anyway.
    const shown = text.slice(span.start, span.end).trim();
    const words = (shown === shown.toUpperCase() ? titleCaseWords(shown) : shown).split(/\s+/);
    const last = words[words.length - 1]!.replace(/[.,]$/, '');
    if (
      span.tag === 'PERSON_NAME' &&
      words.length >= 2 &&
      /^\p{Lu}[\p{Ll}'’-]{3,}$/u.test(last) &&
      !isCommonWord(last) &&
      !isOrgOrPlaceWord(last) &&
      !isOrdinaryHere(last) &&
      vouchedSurname(words, last, span.score)
    ) {
      const k = last.toLowerCase();
      if (!sources.has(k)) {
        sources.set(k, span);
        surnames.add(k);
      }
    }
    // "Rosário Fonseca Gonçalves": a listed surname inside a longer name (a first of two
    // surnames) is written alone too ("FONSECA MOREIRA").
    if (span.tag === 'PERSON_NAME' && words.length >= 3) {
      for (const word of words.slice(1, -1)) {
        const k = word.toLowerCase();
        if (!/^\p{Lu}[\p{Ll}'’-]{3,}$/u.test(word) || !isSurname(word) || sources.has(k)) continue;
        if (isCommonWord(word) || isOrgOrPlaceWord(word) || isOrdinaryHere(word)) continue;
        sources.set(k, span);
        surnames.add(k);
      }
    }
    // "Nguyen Van Park" found: a list or a footer writes "PARK, Nguyen Van", and the other way.
    if (span.tag === 'PERSON_NAME') {
      for (const other of otherOrders(text.slice(span.start, span.end))) {
        const k = keyOf(other).key;
        if (!sources.has(k)) sources.set(k, span);
      }
      // "WHITFIELD Declan" in a running header for "Declan Whitfield".
      const shownName = text.slice(span.start, span.end);
      if (shownName !== shownName.toUpperCase())
        for (const [other, surnameWords] of surnameCapsOrders(shownName)) {
          const k = keyOf(other).key;
          if (sources.has(k)) continue;
          sources.set(k, span);
          capsSurnames.set(k, surnameWords);
        }
    }
    // A handle ("@kevin_d") is also written without its '@' ("log in as kevin_d").
    for (const k of key.startsWith('@') && key.length > 4 ? [key, key.slice(1)] : [key]) {
      const known = sources.get(k);
      if (!known || span.score > known.score) sources.set(k, span);
    }
  }
  // A sign-off or greeting names the person found in full by the given name alone.
  if (sources.size === 0)
    return withLetterSpacedOccurrences(text, withGivenNameEchoes(text, spans));
  const doc = keyOf(text);
  const covered = new Uint8Array(text.length);
  const nameStarts = new Set<number>();
  for (const span of spans) {
    if (span.tag === 'PERSON_NAME') nameStarts.add(span.start);
    const mark = span.tag === 'PERSON_NAME' ? COVERED_NAME : COVERED_OTHER;
    for (let i = span.start; i < span.end; i++) covered[i] = Math.max(covered[i]!, mark);
  }
  const added: Span[] = [];
  for (const [key, source] of sources) {
    for (const [at, endKey] of occurrencesOf(doc.key, key, source.tag)) {
      let start = doc.toOriginal[at]!;
      const end = doc.toOriginal[endKey - 1]! + 1;
      if (surnames.has(key) && !/\p{Lu}/u.test(text[start]!)) continue;
      const capsWords = capsSurnames.get(key);
      if (capsWords !== undefined && !capsSurnameAt(text, start, capsWords)) continue;
      // "Laurence de\nLa Rochefoucauld": the words of the found name written right before its
      // surname (a first name, particles) belong to this occurrence too.
      if (surnames.has(key) && source.tag === 'PERSON_NAME')
        start = nameWordsBefore(
          text,
          start,
          text.slice(source.start, source.end),
          covered,
          nameStarts,
        );
      let alreadyCovered = true;
      for (let i = start; i < end && alreadyCovered; i++) {
        if (!covered[i] && !isSpace(text.charCodeAt(i))) alreadyCovered = false;
      }
      if (alreadyCovered) continue;
      // A longer occurrence takes the place of the part of it read on its own ("PARK, Nguyen"
      // inside "PARK, Nguyen Van"): it scores at least as high as what it contains.
      let score = source.score;
      for (const span of spans) {
        if (span.tag === source.tag && span.start >= start && span.end <= end)
          score = Math.max(score, span.score);
      }
      added.push({
        tag: source.tag,
        start,
        end,
        score,
        recognizer: PROPAGATED_RECOGNIZER,
        reason: `same text as the ${source.tag} found by ${source.recognizer} at offset ${source.start}`,
      });
    }
  }
  return withLetterSpacedOccurrences(
    text,
    withGivenNameEchoes(
      text,
      added.length === 0 ? [...spans] : resolveOverlaps([...spans, ...added]),
    ),
  );
}
