import { availableParallelism } from 'node:os';
import { deferSystemFonts } from '../engines/node/deferred-system-fonts';
import { deferFetchDuringPdfjsImport } from '../engines/node/pdfjs-node-module';
import type { CliIo } from './main';
import { earlyDetection } from './early-detection';
import { type CliCommand, parseCli, UsageError } from './parse-cli';
import { USAGE } from './usage';

/**
 * Entry of the compiled CLI (bin/obscura.mjs): answers `--help` before loading the engines
 * (pdf.js, canvas, tesseract, transformers take about a second to import), then hands every
 * other command line to `main`, loaded on demand.
 */
export async function start(argv: string[], io?: CliIo): Promise<number> {
  let command: CliCommand | undefined;
  try {
    command = parseCli(argv);
    if (command.kind === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
  } catch (error) {
    // Bad usage: `main` prints the message with the help text.
    if (!(error instanceof UsageError)) throw error;
  }
  // Started before the engines load, so the thread's own start-up runs on the other core.
  const detection = earlyDetection(command);
  // Pages are read and rendered ahead on worker threads (node-pdf-engine.ts): one per core
  // beside this one, at most four, from four cores up; OBSCURA_PAGE_THREADS=N sets it. On two
  // cores a thread measured slower (17.2 s -> 23.3 s, +160 MB on the 12-page lease, busy
  // machine): this thread and the encoder's already fill them.
  const cores = availableParallelism();
  process.env.OBSCURA_PAGE_THREADS ??= String(cores >= 4 ? Math.min(4, cores - 1) : 0);
  // Scanned pages are read by the system's tesseract when installed (OBSCURA_NATIVE_OCR=0:
  // tesseract.js always), and stderr says which engine read them.
  process.env.OBSCURA_NATIVE_OCR ??= '1';
  process.env.OBSCURA_OCR_NOTE ??= '1';
  // Canvas's system-font scan waits for the first text drawn with a system font (rare).
  const canvasLoaded = deferSystemFonts();
  // pdf.js's import would load Node's fetch (undici) only to check a polyfill. Document commands
  // only: the server (`serve`) answers requests with Response objects while pdf.js loads.
  if (command?.kind === 'anonymize' || command?.kind === 'detect' || command?.kind === 'custom') {
    deferFetchDuringPdfjsImport();
  }
  const { main } = await import('./main');
  canvasLoaded();
  return main(argv, io, detection);
}
