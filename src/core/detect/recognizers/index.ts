import type { Recognizer } from '../span';
import { NUMERIC_RECOGNIZERS } from './numeric';
import { TEXTUAL_RECOGNIZERS } from './textual';

/** Every built-in recognizer, in no particular order (overlaps are resolved afterwards). */
export const BUILT_IN_RECOGNIZERS: readonly Recognizer[] = [
  ...NUMERIC_RECOGNIZERS,
  ...TEXTUAL_RECOGNIZERS,
];
