import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { type DetectionThread, startDetectionThread } from './detection-thread';
import type { CliCommand } from './parse-cli';

/** Largest input whose detection runs on a thread: short documents, whose pages are painted ahead. */
const MAX_INPUT_BYTES = 1 << 20;

/**
 * Starts the detection thread at start-up when asked for (OBSCURA_DETECT_THREAD=1), for an
 * `anonymize` of a short document (input up to 1 MB) with the built-in detector only, on a
 * machine with a second core: the thread loads the detector while this thread loads the engines
 * and reads, detects while this thread paints the pages, then reads the output's text for
 * verification (main.ts). Off by default: on the 2-core machine it takes 0.2-0.35 s of CPU off
 * this thread but adds 0.5-0.7 s of CPU and 60-100 MB, and the 12-page lease's wall time did
 * not improve (docs/ARCHITECTURE.md, Known limits); it is for machines whose other cores idle.
 */
export function earlyDetection(command: CliCommand | undefined): DetectionThread | undefined {
  if (process.env.OBSCURA_DETECT_THREAD !== '1') return undefined;
  if (command?.kind !== 'anonymize' || command.model !== undefined) return undefined;
  if (availableParallelism() < 2) return undefined;
  try {
    if (statSync(command.input).size > MAX_INPUT_BYTES) return undefined;
    return startDetectionThread();
  } catch {
    // An unreadable input is reported by `main`; a thread that cannot start is not needed.
    return undefined;
  }
}
