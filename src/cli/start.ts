import type { CliIo } from './main';
import { parseCli, UsageError } from './parse-cli';
import { USAGE } from './usage';

/**
 * Entry of the compiled CLI (bin/obscura.mjs): answers `--help` before loading the engines
 * (pdf.js, canvas, tesseract, transformers take about a second to import), then hands every
 * other command line to `main`, loaded on demand.
 */
export async function start(argv: string[], io?: CliIo): Promise<number> {
  try {
    if (parseCli(argv).kind === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
  } catch (error) {
    // Bad usage: `main` prints the message with the help text.
    if (!(error instanceof UsageError)) throw error;
  }
  const { main } = await import('./main');
  return io ? main(argv, io) : main(argv);
}
