import type { Recognizer } from '../span';
import { dayMonthRecognizer } from './dates/day-month';
import { NUMERIC_RECOGNIZERS } from './numeric';
import { TEXTUAL_RECOGNIZERS } from './textual';

/** Every built-in recognizer, in no particular order (overlaps are resolved afterwards). */
export const BUILT_IN_RECOGNIZERS: readonly Recognizer[] = [
  ...NUMERIC_RECOGNIZERS,
  ...TEXTUAL_RECOGNIZERS,
  // Date forms the general date parser leaves out ("on 05/28", "14.03.", "8-dic-2025").
  dayMonthRecognizer,
];
