/**
 * Drops readings that the document's own usage shows to be its terms, not personal data (see
 * term-evidence.ts): a German noun read as a surname ("Vy Umgebungen", "Halbebenen"), a word the
 * text also writes in lower case read as a one-word organisation ("Terms of Use"), a mathematical
 * group or segment read as a firm ("Gruppe S", "Seiten AB"), a variable ending a sentence read as
 * an initial ("in X. Außerdem"), and a number glued to a word read as an identifier
 * ("2-dimensionaler"). Listed first names and surnames are never dropped by document evidence,
 * and strong findings (a labelled field) are left alone.
 */
import type { TextTag } from '../contract/tags';
import { isFirstName } from './recognizers/name-evidence';
import { ORG_HEADS } from './recognizers/org-words';
import { PLACES } from './recognizers/places';
import { SURNAMES } from './recognizers/surnames';
import type { Span } from './span';
import { termEvidence, type TermEvidence } from './term-evidence';

/** From this score a finding is a labelled field or a legal form: document evidence does not veto. */
const STRONG = 0.85;
/** Below this score a one-word name, organisation or place is a guess from its neighbours. */
const GUESS = 0.65;

/** From this score an organisation found in the text vouches for its first word. */
const ORG_FIRST_WORD_SCORE = 0.7;

/** Tags of values written as words. */
const WORD_TAGS: ReadonlySet<TextTag> = new Set<TextTag>([
  'PERSON_NAME',
  'ORGANIZATION',
  'LOCATION',
]);

/** Tags of number-shaped values (a number glued to a word is none of them). */
const NUMBER_TAGS: ReadonlySet<TextTag> = new Set<TextTag>([
  'ID',
  'ACCOUNT',
  'PHONE',
  'SSN',
  'DRIVER_LICENSE',
  'PASSPORT',
  'ZIP_CODE',
]);

/** "2-dimensionaler", "3-gefärber", "1D-Simplizialkomplex": a count glued to a word. */
const NUMBER_WORD = /^\d{1,3}\p{Lu}?-\p{L}*\p{Ll}{3}\p{L}*$/u;

/** Words that join the parts of a name or an organisation. */
const CONNECTORS = new Set('und and et y e of de der la le du des van von'.split(' '));

/** A mathematical symbol: one or two capitals, maybe with a digit or a lower-case index. */
const SYMBOL = /^\p{Lu}{1,2}(?:\p{N}+|\p{Ll})?$/u;

/** A one-word name guess this long in German text is a compound noun. */
const GERMAN_COMPOUND = 15;

/** "2.2.", "5.4.": a section number, or a day and month without a year. */
const SECTION_NUMBER = /^\d{1,2}\.\d{1,2}\.$/u;

/** True when the rest of the line after `end` is a heading in capitals, with no number. */
function headingFollows(text: string, end: number): boolean {
  const lineEnd = text.indexOf('\n', end);
  const rest = text.slice(end, lineEnd === -1 ? Math.min(text.length, end + 120) : lineEnd);
  return /^[ \t]+\p{Lu}{4,}(?:[ \t]+[\p{Lu}\p{P}]+)*[ \t]*$/u.test(rest);
}

/** A listed first name or surname (the lists, not the surname endings). */
function isListedName(word: string): boolean {
  const title = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return isFirstName(word) || SURNAMES.has(word) || SURNAMES.has(title);
}

/** The words of a span's text, trailing punctuation removed. */
function wordsOf(value: string): string[] {
  return value
    .split(/\s+/u)
    .map((w) => w.replace(/^[("'“„]+|[)"'”“,;:]+$/gu, ''))
    .filter((w) => w.length > 0);
}

/** True when `word` is the plural ("-en", "-n") of a capitalised word the text writes too. */
function pluralOfWord(word: string, evidence: TermEvidence): boolean {
  if (!evidence.german || !/\p{Ll}en$/u.test(word)) return false;
  for (const stem of [word.slice(0, -2), word.slice(0, -1)])
    if (stem.length >= 5 && evidence.capitalisedUses(stem, 1) >= 1) return true;
  return false;
}

/** Why a span is no personal data by the document's evidence, or undefined when it may be. */
function termReason(
  text: string,
  span: Span,
  evidence: TermEvidence,
  orgWords: ReadonlySet<string>,
): string | undefined {
  // A word hyphenated at a line end reads whole ("Wider-" / "spruchsbeweisen").
  const value = text.slice(span.start, span.end).replace(/-\n(?=\p{Ll})/gu, '');
  if (NUMBER_TAGS.has(span.tag) && NUMBER_WORD.test(value.trim()))
    return 'a number glued to a word';
  // "30 2.2. DIFFERENZIERBARE MANNIGFALTIGKEITEN": a section number before a heading in
  // capitals (a running header), not a day and month; a statement row ends with its amount.
  if (span.tag === 'DATE' && SECTION_NUMBER.test(value) && headingFollows(text, span.end))
    return 'a section number before a heading';
  if (!WORD_TAGS.has(span.tag) || span.score >= STRONG) return undefined;
  const words = wordsOf(value);
  if (words.length === 0) return undefined;
  const nameWords = words.filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && !w.endsWith('.'));
  // A one-word guess the text also writes in lower case ("Terms of Use" / "the use of"), names
  // as a defined term ("the Debtor filed", "member of the Debtor") or as the first word of an
  // organisation it found ("Instagram" beside "Instagram Help Center").
  if (words.length === 1 && span.score < GUESS) {
    const word = words[0]!;
    if (!isListedName(word) && !PLACES.has(word)) {
      if (evidence.lowerCaseUses(word, 2) >= 2) return 'a word the document writes in lower case';
      if (evidence.definedTermUses(word) >= 2) return 'a defined term of the document';
      if (span.tag === 'PERSON_NAME' && orgWords.has(word))
        return 'the first word of an organisation found in the document';
      // "Mengenschreibweisen": German glues nouns into words longer than surnames run.
      if (evidence.german && [...word].length >= GERMAN_COMPOUND) return 'a German compound noun';
    }
  }
  if (span.tag === 'PERSON_NAME') {
    // The surname place holds a German noun of the text ("Vy Umgebungen", "Halbebenen").
    const last = nameWords[nameWords.length - 1];
    if (last && !isListedName(last) && evidence.isNoun(last))
      return 'a noun of the document (after an article or adjective)';
    // "Beweisen" where the text writes "Beweis", "Decktransformationen" beside
    // "Decktransformation": a German plural ending on a noun of the text.
    if (last && !isListedName(last) && pluralOfWord(last, evidence))
      return 'the plural of a word of the document';
    // "in X. Außerdem": a variable ends the sentence, the next one opens with a word the text
    // uses elsewhere too; an initial before a surname used once stays ("R. Stöcker").
    const initial = /^(\p{Lu})\.$/u.exec(words[0]!);
    if (initial && words.length === 2 && evidence.isVariable(initial[1]!)) {
      const word = words[1]!;
      if (!isListedName(word) && evidence.capitalisedUses(word, 2) >= 2)
        return 'a variable ending a sentence, not an initial';
    }
  }
  if (span.tag === 'ORGANIZATION' && evidence.technical) {
    // "Gruppe S", "Gruppe und X", "M AB", "Ω3": besides its head words only symbols.
    const rest = words.filter(
      (w) => !ORG_HEADS.has(w.toLowerCase().replace(/\.$/u, '')) && !CONNECTORS.has(w),
    );
    if (rest.length > 0 && rest.every((w) => SYMBOL.test(w)))
      return 'a mathematical symbol, not a name';
    // "Seiten AB", "Teilraumtopologie TV": a short legal form the text writes alone as a symbol.
    const tail = words[words.length - 1]!;
    if (/^\p{Lu}{2}$/u.test(tail) && evidence.capitalisedUses(tail, 5) >= 5)
      return 'a mathematical symbol, not a legal form';
    // "die Gruppe", "eine Gruppe" all over a technical text: its head noun is the term.
    const head = words.find((w) => ORG_HEADS.has(w.toLowerCase()) || /-\p{Lu}/u.test(w));
    const headNoun = head?.split('-').pop();
    if (headNoun && evidence.isNoun(headNoun)) return 'a term of the document, not an organisation';
  }
  return undefined;
}

/**
 * Returns the spans without those that the text's own usage shows to be its terms; the
 * evidence is read from `text` (offsets of the spans refer to it).
 */
export function dropTermReadings(
  text: string,
  spans: readonly Span[],
  evidence: TermEvidence = termEvidence(text),
): Span[] {
  // The first words of the organisations found with some confidence ("Instagram Help Center").
  const orgWords = new Set<string>();
  for (const span of spans) {
    if (span.tag !== 'ORGANIZATION' || span.score < ORG_FIRST_WORD_SCORE) continue;
    const first = /^\p{Lu}[\p{L}'’-]*(?=[ \t])/u.exec(text.slice(span.start, span.end));
    if (first) orgWords.add(first[0]);
  }
  return spans.filter((span) => termReason(text, span, evidence, orgWords) === undefined);
}

export { termEvidence };
