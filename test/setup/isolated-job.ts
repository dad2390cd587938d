/**
 * Child-process side of `IsolatedRunner`: runs one anonymization per message through the core
 * (Node engine) and answers with what happened. Started with `--import tsx` by the runner, so a
 * document that hangs or exhausts memory costs a killed child, never the test process.
 */
import { PDFDocument } from 'pdf-lib';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { errorAnswerFor } from '../../src/core/contract/error-body';
import { anonymize } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import type { IsolatedJob, IsolatedResult } from './isolated-runner';
import { bytesHold, readWithPdfJs, readWithQpdfQdf } from './output-inspection';

const engine = createNodePdfEngine();

/** Total of the "Page N: K characters were hidden" notes. */
function hiddenCharactersIn(exception: string): number {
  let total = 0;
  for (const m of exception.matchAll(/Page \d+: (\d+) characters? (?:were|was) hidden/g)) {
    total += Number(m[1]);
  }
  return total;
}

/** Text and decompressed bytes of a PDF, to search for strings (qpdf --qdf: streams inflated). */
async function searchable(pdf: Uint8Array): Promise<{ text: string; bytes: string }> {
  const squash = (s: string) => s.replace(/\s+/g, '');
  const text = squash((await readWithPdfJs(engine, pdf)).text);
  return { text, bytes: readWithQpdfQdf(pdf) };
}

/** The strings a PDF holds in its text (pdf.js) or its decompressed bytes. */
function heldBy(found: { text: string; bytes: string }, strings: readonly string[]): string[] {
  return strings.filter(
    (s) => found.text.includes(s.replace(/\s+/g, '')) || bytesHold(found.bytes, s),
  );
}

/** The forbidden strings the input shows (so the search can find them at all), or none when it cannot be read. */
async function shownByInput(pdf: Uint8Array, strings: readonly string[]): Promise<number> {
  if (strings.length === 0) return 0;
  try {
    return heldBy(await searchable(pdf), strings).length;
  } catch {
    // A mutated input that neither pdf.js nor qpdf can read shows nothing.
    return 0;
  }
}

async function runJob(job: IsolatedJob): Promise<IsolatedResult> {
  const started = performance.now();
  try {
    const result = await anonymize(engine, job.pdf, {
      ...DEFAULT_ANONYMIZE_OPTIONS,
      dpi: job.dpi,
      searchable: job.searchable,
      pageTimeLimitMs: job.pageTimeLimitMs,
    });
    const out = await PDFDocument.load(result.pdf, { updateMetadata: false });
    return {
      id: job.id,
      outcome: 'processed',
      status: 200,
      pages: out.getPageCount(),
      entities: result.detected_pii.entities.length,
      hiddenCharacters: hiddenCharactersIn(result.detected_pii.exception),
      exception: result.detected_pii.exception,
      verified: result.verification.passed,
      leaks: job.forbidden.length === 0 ? [] : heldBy(await searchable(result.pdf), job.forbidden),
      shown: await shownByInput(job.pdf, job.forbidden),
      ms: performance.now() - started,
    };
  } catch (error) {
    const answer = errorAnswerFor(error);
    return {
      id: job.id,
      outcome: 'refused',
      status: answer.status,
      body: answer.body,
      ms: performance.now() - started,
    };
  }
}

process.on('message', (job: IsolatedJob) => {
  void runJob(job).then((result) => process.send?.(result));
});
process.send?.({ ready: true });
