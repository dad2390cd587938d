import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { type DetectionThread, startDetectionThread } from './detection-thread';
import type { CliCommand } from './parse-cli';

/** Largest input whose detection runs on a thread: short documents, whose pages are painted ahead. */
const MAX_INPUT_BYTES = 1 << 20;

/**
 * Starts the detection thread at start-up for an `anonymize` of a short document (input up to
 * 1 MB) with the built-in detector only, on a machine with a second core: the thread loads the
 * detector while this thread loads the engines and reads, then detects while this thread paints
 * the pages (main.ts). OBSCURA_DETECT_THREAD=0 turns it off, =1 ignores the size limit.
 */
export function earlyDetection(command: CliCommand | undefined): DetectionThread | undefined {
  const wanted = process.env.OBSCURA_DETECT_THREAD;
  if (wanted === '0' || command?.kind !== 'anonymize' || command.model !== undefined) return;
  if (availableParallelism() < 2 && wanted !== '1') return;
  try {
    if (wanted !== '1' && statSync(command.input).size > MAX_INPUT_BYTES) return;
    return startDetectionThread();
  } catch {
    // An unreadable input is reported by `main`; a thread that cannot start is not needed.
    return undefined;
  }
}
