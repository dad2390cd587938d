/**
 * An age's box takes in the unit written right after its number ("58 years", "76 ans",
 * "38 Jahre", "34 años", "90 anni", "74 anos", "32 лет", "42-year-old", "46-jährige", "45enne"),
 * in the seven languages. Authors differ on whether the unit belongs to the age: a box over the
 * number alone leaves "years" readable when the truth is "58 years", while a box over both still
 * hides all of an age marked as the number alone (redaction recall needs every character of the
 * datum under a box; precision has slack). So the wider reading is the default. The age
 * recognizers find the number; this pass, run once on the detector's final spans, widens it.
 */
import type { Span } from '../span';

/**
 * A unit directly after the number: a space, a hyphen or nothing between, or a line end (checked
 * in the code: only before a lower-case unit). Longer forms first, so "years old" and "años de
 * edad" are taken whole.
 */
const UNIT = new RegExp(
  '^(?:[ \\t]*|[ \\t]*\\n[ \\t]*)[-‐–]?[ \\t]*(?:' +
    [
      'years?[ \\t]*[-‐]?[ \\t]*old',
      'years?[ \\t]+of[ \\t]+age',
      'years?',
      'yrs?\\.?(?:[ \\t]*-?[ \\t]*old)?',
      'y\\.[ \\t]?o\\.?',
      'y/o',
      'yo',
      'Jahre[ \\t]+alt',
      'Jahren',
      'Jahre',
      'J\\.',
      'jährige[nrms]?',
      'jährig',
      'ans',
      'an',
      'años[ \\t]+de[ \\t]+edad',
      'años',
      'año',
      'anni[ \\t]+di[ \\t]+età',
      'anni',
      'anno',
      'enne',
      'anos[ \\t]+de[ \\t]+idade',
      'anos',
      'ano',
      'лет[ \\t]+от[ \\t]+роду',
      'лет',
      'года',
      'год',
      // "34 г." in a form; not before a capital ("г. Москва" names a town).
      'г\\.(?![ \\t]*\\p{Lu})',
      'летн(?:ий|яя|его|ей|ему|юю|ие|их|ая)',
    ].join('|') +
    ')(?![\\p{L}\\p{N}])',
  'iu',
);

/**
 * The months after a child's years ("11 years 4 months", "8 ans et 3 mois", "6 Jahre und 2
 * Monate", "7 años y 5 meses", "9 anni e 1 mese", "5 anos e 2 meses", "4 года 3 месяца"): one age.
 */
const MONTHS_AFTER =
  /^,?[ \t]+(?:(?:and|et|und|y|e|и)[ \t]+)?\d{1,2}[ \t]*(?:months?|mths?|mois|Monate?n?|meses|mes|mesi|mese|месяц(?:а|ев)?)(?![\p{L}\p{N}])/iu;

/** A unit that opens a field label ("Years: 3", "Jahre:") is not this age's unit. */
const LABEL_AFTER = /^[ \t]*:/u;

/** Where a unit can start: the cheap check before the pattern runs. */
const UNIT_START = /^[\s\-‐–]*[yjaeлг]/iu;

/**
 * Widens each AGE span over the unit written right after it, unless another span starts inside
 * that unit. `spans` are the detector's final, non-overlapping spans sorted or not; a new array
 * is returned and the input is left as it was.
 */
export function withAgeUnits(text: string, spans: readonly Span[]): Span[] {
  if (!spans.some((s) => s.tag === 'AGE')) return [...spans];
  return spans.map((span) => {
    if (span.tag !== 'AGE') return span;
    const rest = text.slice(span.end, span.end + 32);
    if (!UNIT_START.test(rest)) return span;
    const unit = UNIT.exec(rest);
    if (!unit) return span;
    // Across a line end only a lower-case unit (a wrapped cell); "Years of service" is a label.
    const wrapped = /\n[ \t]*(\S)/u.exec(unit[0]);
    if (wrapped && !/\p{Ll}/u.test(wrapped[1]!)) return span;
    let end = span.end + unit[0].length;
    if (LABEL_AFTER.test(text.slice(end, end + 4))) return span;
    const months = /^(?:years?|yrs?|ans|Jahre|años|anni|anos|лет|года?)$/iu.test(unit[0].trim())
      ? MONTHS_AFTER.exec(text.slice(end, end + 24))
      : null;
    if (months) end += months[0].length;
    if (spans.some((o) => o !== span && o.start < end && o.end > span.end)) return span;
    return {
      ...span,
      end,
      reason: `${span.reason ? span.reason + '; ' : ''}with its unit`,
    };
  });
}
