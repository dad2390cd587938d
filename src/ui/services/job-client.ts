import { proxy, transfer } from 'comlink';
import type { JobRequest } from '../../core/contract/job';
import type { DetectOptions } from '../../core/contract/options';
import type { Entity } from '../../core/contract/types';
import type { SearchQuery } from '../../core/review/search';
import { pageFetchRelay } from '../../engines/llm/fetch-relay';
import { documentKey } from '../../shared/protocols/document-key';
import type {
  DetectResult,
  Outcome,
  RedactOptions,
  RedactResult,
  ReviewDetectResult,
  RunResult,
  SearchMatches,
} from '../../worker/protocol';
import type { PipelineConnection } from './pipeline-job';
import { PipelineError } from './pipeline-error';
import type { OnProgress, PipelineJob, ReviewPipeline } from './pipeline-job';

/** How long a cancelled job may take to stop before its worker is terminated. */
const CANCEL_GRACE_MS = 3000;

export type { OnProgress, PipelineJob } from './pipeline-job';

/** Where a job runs: in the worker's document session for the PDF, or on its own. */
export interface RunPlace {
  /** Run in the session for this key (the PDF's SHA-256, see shared/protocols/document-key). */
  sessionKey?: string;
}

/** The result of a job that wrote a PDF (the worker always sends one for such jobs). */
function written(result: RunResult): RedactResult & RunResult {
  const { pdf, verification } = result;
  if (!pdf || !verification) {
    throw new PipelineError('internal', 'The pipeline answered a redaction without its PDF.');
  }
  return { ...result, pdf, verification };
}

/**
 * The UI's door to the pipeline: every operation is a job (`run`); connects lazily (`connect`
 * starts the worker: `PipelineClient` in the app, the pipeline API in-process in tests),
 * transfers buffers, turns failures into PipelineErrors, and replaces a worker that crashed or
 * ignored a cancel. The review's methods are jobs in the worker's document session.
 */
export class JobClient implements ReviewPipeline {
  private connection: PipelineConnection | undefined;
  private nextJob = 1;

  constructor(private readonly connect: () => PipelineConnection) {}

  /**
   * Runs a job on `pdf`; the bytes are transferred, so pass a copy you can spare. The chat
   * endpoint of a custom instruction is reached through this page (the worker's CSP allows
   * only 'self').
   */
  run(
    job: JobRequest,
    pdf: Uint8Array,
    onProgress: OnProgress,
    place: RunPlace = {},
  ): PipelineJob<RunResult> {
    return this.start((jobId, c) =>
      c.remote.run(
        transfer({ jobId, job, pdf, ...place }, [pdf.buffer]),
        proxy(onProgress),
        proxy(pageFetchRelay),
      ),
    );
  }

  /** A detect job in the session for `documentKey`, kept for search and the export. */
  detectForReview(
    pdf: Uint8Array,
    documentKey: string,
    options: Partial<DetectOptions>,
    onProgress: OnProgress,
  ): PipelineJob<ReviewDetectResult> {
    return this.run({ kind: 'detect', options }, pdf, onProgress, { sessionKey: documentKey });
  }

  /** A redact-reviewed job; in the review's session when `pdf` is the document it read. */
  redact(
    pdf: Uint8Array,
    entities: Entity[],
    options: Partial<RedactOptions>,
    onProgress: OnProgress,
  ): PipelineJob<RedactResult> {
    const job: JobRequest = { kind: 'redact-reviewed', options: { ...options, entities } };
    return this.start(async (jobId, c) => {
      // Hashed before the bytes are transferred away.
      const sessionKey = await documentKey(pdf);
      const outcome = await c.remote.run(
        transfer({ jobId, job, pdf, sessionKey }, [pdf.buffer]),
        proxy(onProgress),
      );
      return outcome.ok ? { ok: true, value: written(outcome.value) } : outcome;
    });
  }

  /** A custom job asking only for entities (the custom instruction box). */
  detectCustom(
    pdf: Uint8Array,
    prompt: string,
    options: Partial<DetectOptions>,
    onProgress: OnProgress,
  ): PipelineJob<DetectResult> {
    return this.run(
      { kind: 'custom', options: { ...options, prompt, output: 'entities' } },
      pdf,
      onProgress,
    );
  }

  /** Searches the document of the worker's session (see `detectForReview`). */
  async search(documentKey: string, query: SearchQuery): Promise<SearchMatches> {
    const connection = this.connection;
    if (!connection) {
      return { ok: false, missing: true, message: 'The document is not loaded for search.' };
    }
    return connection.remote.search({ documentKey, query });
  }

  /**
   * Starts the worker ahead of the first job, so its code is loaded and compiled while the person
   * picks a file rather than after the drop (open-to-review); a no-op when it is running.
   */
  warmUp(): void {
    if (this.connection) return;
    void Promise.resolve(this.connected().remote.warmUp()).catch(() => undefined);
  }

  /** Stops the worker (e.g. when the page goes away). */
  dispose(): void {
    this.connection?.stop(new PipelineError('cancelled', 'The pipeline was shut down.'));
    this.connection = undefined;
  }

  private connected(): PipelineConnection {
    if (!this.connection) {
      const connection = this.connect();
      this.connection = connection;
      // Forget a dead worker so that the next job starts a fresh one.
      connection.lost.catch(() => {
        if (this.connection === connection) this.connection = undefined;
      });
    }
    return this.connection;
  }

  private start<T>(
    call: (jobId: string, connection: PipelineConnection) => Promise<Outcome<T>>,
  ): PipelineJob<T> {
    const jobId = `job-${this.nextJob++}`;
    const connection = this.connected();
    let settled = false;
    const result = Promise.race([call(jobId, connection), connection.lost])
      .then((outcome) => {
        if (!outcome.ok) throw PipelineError.from(outcome.error);
        return outcome.value;
      })
      .finally(() => (settled = true));
    const cancel = () => {
      if (settled) return;
      void Promise.resolve(connection.remote.cancel(jobId)).catch(() => undefined);
      // A page stuck inside a decoder never reaches a cancellation check: stop the worker.
      setTimeout(() => {
        if (!settled)
          connection.stop(new PipelineError('cancelled', 'The operation was cancelled.'));
      }, CANCEL_GRACE_MS);
    };
    return { result, cancel };
  }
}
