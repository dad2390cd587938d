/**
 * held8's kinds (never tuned on; only doc8's author reads this file): police incident report,
 * board resolution, witness statement, academic recommendation letter with transcript.
 */
import type { Template8 } from './generate';

/** held8's kinds (none shared with dev8). */
export const HELD8_KINDS: Record<string, Template8> = {};
