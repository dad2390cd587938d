/**
 * The order in which findPii runs its recognizers. V8 compiles a regex when it first runs, and
 * once an isolate holds more than 16 MB of executable code (and has generated over 1 MB of
 * regex code, which the detector always has: its ~1,000 Unicode patterns generate tens of MB)
 * it compiles every further regex unoptimised and "slow-safe" (V8's TooMuchRegExpCode): such a
 * scan costs several times an optimised one, for as long as the process lives. The detector's
 * own patterns fill about 16 MB on a fresh isolate (the CLI's detection thread, a browser
 * worker), so the recognizers that run last on the first call pay for the rest of the process.
 * The general date parser (chrono: hundreds of large case-insensitive patterns in several
 * languages, ~2 MB of code, gated to blocks with a date shape) runs last, so the scanning
 * patterns of the others are compiled while there is room. Only the order of running changes:
 * findPii keeps the spans in the list's order, so its output is the same.
 */
import type { Recognizer } from './span';

/** Recognizers run after all others (see above), by name. */
const RUN_LAST: ReadonlySet<string> = new Set(['date']);

/** Indexes of `recognizers` in the order to run them: the list's order, RUN_LAST at the end. */
export function runOrder(recognizers: readonly Recognizer[]): number[] {
  const first: number[] = [];
  const last: number[] = [];
  recognizers.forEach((r, i) => (RUN_LAST.has(r.name) ? last : first).push(i));
  return [...first, ...last];
}
