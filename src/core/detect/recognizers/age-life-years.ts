/**
 * Ages that pension statements, insurance schedules and court papers write without an age word
 * right before the number: the German year of life ("das 67. Lebensjahr vollenden", "nach
 * Vollendung des 18. Lebensjahres"), the German age with "mit" ("erreichen Sie mit 67 Jahren"),
 * and a person's age stated as what it will be or is ("Your age at the pension date will be 67",
 * "his age on that day was 34"). The general age reader wants "aged", "Age:" or a unit.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** "das 67. Lebensjahr", "des 18. Lebensjahres", "im 45. Lebensjahr". */
const LIFE_YEAR =
  /(?<![\p{L}])(?:das|des|dem|im|vom)[ \t]+(\d{1,3}\.[ \t]*Lebensjahr(?:es|s)?)(?![\p{L}])/giu;

/** "mit 67 Jahren" (never "seit", "vor", "nach": those are durations). */
const WITH_YEARS = /(?<![\p{L}])mit[ \t]+(\d{1,3}[ \t]+Jahren)(?![\p{L}])/gu;

/** "Your age at the pension date will be 67", "her age on admission was 34". */
const AGE_WILL_BE =
  /(?<![\p{L}])(?:your|his|her|their|my)[ \t]+age(?:[ \t]+[\p{L}'’]+){0,6}?[ \t]+(?:will[ \t]+be|would[ \t]+be|is|was)[ \t]+(\d{1,3})(?![\p{N}]|[.,]\d|[ \t]*(?:%|per|percent|years?[ \t]+(?:from|ago)))/giu;

/** True for a number a person's age can be. */
function isAge(digits: string): boolean {
  const n = Number(/^\d+/.exec(digits)![0]);
  return n >= 1 && n <= 120;
}

/** Ages written as a year of life, with "mit ... Jahren", or as what a person's age is or will be. */
export const ageLifeYearRecognizer = safeRecognizer('age-life-year', ['AGE'], ({ folded }) => {
  const spans: Span[] = [];
  const push = (m: RegExpMatchArray, reason: string) => {
    const value = m[1]!;
    if (!isAge(value)) return;
    const end = m.index! + m[0].length;
    const span = makeSpan('AGE', end - value.length, end, 0.85, 'age-life-year');
    span.reason = reason;
    spans.push(span);
  };
  if (folded.includes('Lebensjahr') || folded.includes('lebensjahr'))
    for (const m of matchesOf(LIFE_YEAR, folded)) push(m, 'a German year of life');
  if (folded.includes('Jahren'))
    for (const m of matchesOf(WITH_YEARS, folded)) push(m, 'an age after "mit"');
  if (/age/i.test(folded))
    for (const m of matchesOf(AGE_WILL_BE, folded)) push(m, "what a person's age is or will be");
  return spans;
});
