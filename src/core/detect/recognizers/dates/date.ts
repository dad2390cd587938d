import { hasContextBefore } from '../../context';
import { de, en, es, fr, it, pt, ru } from 'chrono-node';
import type { ParsedResult } from 'chrono-node';
import type { Recognizer, RecognizerInput, Span } from '../../span';
import { makeSpan } from '../text-helpers';
import { MONTH_STEMS } from './months';

type Parser = { parse(text: string, ref?: Date): ParsedResult[] };

/** English runs on every page: it also reads the numeric forms (ISO, dd/mm/yyyy, mm/dd/yyyy). */
const OTHER_PARSERS: readonly (readonly [RegExp, Parser])[] = [
  [MONTH_STEMS.es, es.casual],
  [MONTH_STEMS.fr, fr.casual],
  [MONTH_STEMS.de, de.casual],
  [MONTH_STEMS.it, it.casual],
  [MONTH_STEMS.pt, pt.casual],
  [MONTH_STEMS.ru, ru.casual],
];

/** A fixed reference keeps results deterministic (only the span matters, never the value). */
const REFERENCE = new Date(2000, 0, 1);

/** Labels that make a date a date of birth, the most sensitive kind. */
const BIRTH_CONTEXT =
  /(?:\bDOB\b|\bD\.O\.B\b|\bborn\b|birth|geburtsdatum|geboren|\bgeb\.|nacimiento|nacid[oa]|naissance|\bné[e]?\b|nascita|nat[oa]\b|nascimento|nascid[oa]|рождения|родил)/iu;

/** Chrono tags of phrases relative to now ("in 3 days", "today"): they identify nobody. */
const RELATIVE_TAG = /relativeDate|casualReference|Casual|TimeUnit|Weekday/;

/** A character that glues the candidate to a longer token (versions, IPs, section numbers). */
const GLUE_BEFORE = /[\p{L}\p{N}._/:-]/u;

/** Written month (any language): the result holds at least one letter besides an ordinal/"de". */
const HAS_MONTH_WORD = /\p{L}{3,}/u;

/** Prepositions and articles the parsers include before a date. */
const LEADING_WORD =
  /^(?:(?:am|an|im|il|lo|le|la|el|en|em|no|na|on|at|in|the|de|du|dal|del|vom|ab|bis|since|from|until|в|во|от|с|по|до)[ \t]+)+/iu;

function accept(result: ParsedResult, index: number, text: string): boolean {
  const t = result.text;
  if (!/\d/.test(t)) return false; // "today", "Monday", "March" alone
  const tags = [...result.tags()].join(' ');
  if (RELATIVE_TAG.test(tags)) return false;
  const start = result.start;
  if (!start.isCertain('month')) return false; // times alone, "in 2024"
  const wordMonth = HAS_MONTH_WORD.test(t.replace(/\b(?:at|on|de|of|the|du|le|г)\b/giu, ''));
  const day = start.isCertain('day');
  const year = start.isCertain('year');
  // Numeric forms need all three parts: "3/4" is a ratio, "12/25" an expiry date.
  if (!wordMonth && !(day && year)) return false;
  if (wordMonth && !day && !year) return false;
  const before = text[index - 1] ?? ' ';
  const after = text.slice(index + t.length, index + t.length + 2);
  if (!wordMonth && (GLUE_BEFORE.test(before) || /^(?:\d|[./:-]\d)/.test(after))) return false;
  if (wordMonth && /\d/.test(before)) return false;
  return true;
}

/** A parser's result and its offset in the whole text. */
interface Found {
  r: ParsedResult;
  index: number;
}

/** The parsers' results on each line holding a digit (no date straddles a line or page break). */
function parseLines(folded: string): Found[] {
  const results: Found[] = [];
  const LINE = /[^\n\f\r]+/g;
  for (const m of folded.matchAll(LINE)) {
    // A date needs a digit; chrono's cost grows with the text, so lines without one are skipped.
    if (!/\d/.test(m[0])) continue;
    for (const r of en.casual.parse(m[0], REFERENCE)) results.push({ r, index: m.index + r.index });
    for (const [stems, parser] of OTHER_PARSERS) {
      if (!stems.test(m[0])) continue;
      for (const r of parser.parse(m[0], REFERENCE)) results.push({ r, index: m.index + r.index });
    }
  }
  return results;
}

function find(input: RecognizerInput): Span[] {
  // Line and page breaks become a non-space so no date can straddle them; length is unchanged.
  const flat = input.folded.replace(/[\n\f\r]/g, '\u0001');
  const spans: Span[] = [];
  const seen = new Set<string>();
  for (const { r, index } of parseLines(input.folded)) {
    if (!accept(r, index, flat)) continue;
    // Parsers keep a leading preposition ("am 15. Januar", "il 15 gennaio"): not part of the date.
    const lead = LEADING_WORD.exec(r.text)?.[0].length ?? 0;
    const start = index + lead;
    let end = index + r.text.length;
    // Russian "2024 г." — chrono stops before the abbreviation's dot.
    if (/[ \t]г$/u.test(r.text) && flat[end] === '.') end++;
    const key = `${start}:${end}`;
    if (seen.has(key)) continue; // numeric dates are read by every parser
    seen.add(key);
    const monthYearOnly = !r.start.isCertain('day');
    let score = monthYearOnly ? 0.7 : 0.85;
    if (hasContextBefore(input.folded, start, BIRTH_CONTEXT, 40)) score = 0.95;
    spans.push(makeSpan('DATE', start, end, score, 'date'));
  }
  return spans;
}

/** Dates in numeric and written forms of the seven OCR languages (via chrono-node), DOB boosted. */
export const dateRecognizer: Recognizer = {
  name: 'date',
  tags: ['DATE'],
  find(input) {
    try {
      return find(input);
    } catch {
      // chrono is third-party code: a parser bug must never break the whole detection pass.
      return [];
    }
  },
};
