import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { type DetectionThread, startDetectionThread } from './detection-thread';
import type { CliCommand } from './parse-cli';
import { detectOnce } from './detect-once';

/**
 * Largest input of a short document: above it a document is long, and its thread detects once
 * then ends (detect-once.ts).
 */
const MAX_INPUT_BYTES = 1 << 20;

/**
 * Starts the detection thread at start-up for an `anonymize` with the built-in detector only,
 * on a machine with a second core: the thread loads the detector while this thread loads the
 * engines and reads, and detects while this thread paints the pages (main.ts). Long documents
 * (input over 1 MB) get it by default: on the 117-page thesis (detection ~2 s) it took
 * 2.3 s of CPU off this thread (9.0-9.6 -> 7.1-7.4 s) at the same process CPU and peak, once
 * ended after detecting. Short ones only when asked for (OBSCURA_DETECT_THREAD=1; then it also
 * reads the output's text for verification): on the 2-core machine it takes 0.2-0.35 s of CPU
 * off this thread but adds 0.5-0.7 s of CPU and 60-100 MB, and the 12-page lease's wall time did
 * not improve (docs/ARCHITECTURE.md, Known limits). OBSCURA_DETECT_THREAD=0: never.
 */
export function earlyDetection(command: CliCommand | undefined): DetectionThread | undefined {
  const asked = process.env.OBSCURA_DETECT_THREAD;
  if (asked === '0') return undefined;
  if (command?.kind !== 'anonymize' || command.model !== undefined) return undefined;
  if (availableParallelism() < 2) return undefined;
  try {
    if (statSync(command.input).size > MAX_INPUT_BYTES) return detectOnce(startDetectionThread());
    if (asked !== '1') return undefined;
    return startDetectionThread();
  } catch {
    // An unreadable input is reported by `main`; a thread that cannot start is not needed.
    return undefined;
  }
}
