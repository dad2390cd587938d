import { proxy, transfer } from 'comlink';
import type { DetectOptions, Entity } from '../types';
import type { AnonymizeOptions } from '../../core/contract/options';
import type {
  AnonymizeResult,
  DetectResult,
  Outcome,
  RedactOptions,
  RedactResult,
  ReviewDetectResult,
  SearchMatches,
} from '../../worker/protocol';
import type { SearchQuery } from '../../core/review/search';
import { type PipelineConnection, connectPipeline } from './pipeline-connection';
import { PipelineError } from './pipeline-error';
import { pageFetchRelay } from '../../engines/llm/fetch-relay';
import type { OnProgress, PipelineJob } from './pipeline-job';

/** How long a cancelled job may take to stop before its worker is terminated. */
const CANCEL_GRACE_MS = 3000;

export type { OnProgress, PipelineJob } from './pipeline-job';

/**
 * The UI's door to the pipeline worker: starts it lazily, transfers buffers, turns failures
 * into PipelineErrors, and replaces a worker that crashed or ignored a cancel.
 */
export class PipelineClient {
  private connection: PipelineConnection | undefined;
  private nextJob = 1;

  /** Detects PII in `pdf`; the bytes are transferred, so pass a copy you can spare. */
  detect(
    pdf: Uint8Array,
    options: Partial<DetectOptions>,
    onProgress: OnProgress,
  ): PipelineJob<DetectResult> {
    return this.start((jobId, c) =>
      c.remote.detect(
        transfer({ jobId, pdf, options }, [pdf.buffer]),
        proxy(onProgress),
        proxy(pageFetchRelay),
      ),
    );
  }

  /**
   * Detects PII like `detect`, and has the worker keep the analysed document under
   * `documentKey` for `search` (the review workspace).
   */
  detectForReview(
    pdf: Uint8Array,
    documentKey: string,
    options: Partial<DetectOptions>,
    onProgress: OnProgress,
  ): PipelineJob<ReviewDetectResult> {
    return this.start((jobId, c) =>
      c.remote.detectForReview(
        transfer({ jobId, pdf, options, documentKey }, [pdf.buffer]),
        proxy(onProgress),
      ),
    );
  }

  /** Searches the document the worker kept (see `detectForReview`). */
  async search(documentKey: string, query: SearchQuery): Promise<SearchMatches> {
    const connection = this.connection;
    if (!connection) {
      return { ok: false, missing: true, message: 'The document is not loaded for search.' };
    }
    return connection.remote.search({ documentKey, query });
  }

  /** Writes a PDF with `entities` blacked out; the bytes are transferred. */
  redact(
    pdf: Uint8Array,
    entities: Entity[],
    options: Partial<RedactOptions>,
    onProgress: OnProgress,
  ): PipelineJob<RedactResult> {
    return this.start((jobId, c) =>
      c.remote.redact(transfer({ jobId, pdf, entities, options }, [pdf.buffer]), proxy(onProgress)),
    );
  }

  /** Detects and redacts everything found (the local API's anonymize); the bytes are transferred. */
  anonymize(
    pdf: Uint8Array,
    options: Partial<AnonymizeOptions>,
    onProgress: OnProgress,
  ): PipelineJob<AnonymizeResult> {
    return this.start((jobId, c) =>
      c.remote.anonymize(
        transfer({ jobId, pdf, options }, [pdf.buffer]),
        proxy(onProgress),
        proxy(pageFetchRelay),
      ),
    );
  }

  /** Redacts what `prompt` asks for (the local API's custom prompt); the bytes are transferred. */
  anonymizeCustom(
    pdf: Uint8Array,
    prompt: string,
    options: Partial<AnonymizeOptions>,
    onProgress: OnProgress,
  ): PipelineJob<AnonymizeResult> {
    return this.start((jobId, c) =>
      c.remote.anonymizeCustom(
        transfer({ jobId, pdf, prompt, options }, [pdf.buffer]),
        proxy(onProgress),
        // The chat endpoint is reached through the page (the worker's CSP allows only 'self').
        proxy(pageFetchRelay),
      ),
    );
  }

  /** Finds what `prompt` asks for without redacting (the custom instruction box). */
  detectCustom(
    pdf: Uint8Array,
    prompt: string,
    options: Partial<DetectOptions>,
    onProgress: OnProgress,
  ): PipelineJob<DetectResult> {
    return this.start((jobId, c) =>
      c.remote.detectCustom(
        transfer({ jobId, pdf, prompt, options }, [pdf.buffer]),
        proxy(onProgress),
        // The chat endpoint is reached through the page (the worker's CSP allows only 'self').
        proxy(pageFetchRelay),
      ),
    );
  }

  /** Stops the worker (e.g. when the page goes away). */
  dispose(): void {
    this.connection?.stop(new PipelineError('cancelled', 'The pipeline was shut down.'));
    this.connection = undefined;
  }

  private connect(): PipelineConnection {
    if (!this.connection) {
      const connection = connectPipeline();
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
    const connection = this.connect();
    let settled = false;
    const result = Promise.race([call(jobId, connection), connection.lost])
      .then((outcome) => {
        if (!outcome.ok) throw PipelineError.from(outcome.error);
        return outcome.value;
      })
      .finally(() => (settled = true));
    const cancel = () => {
      if (settled) return;
      void connection.remote.cancel(jobId).catch(() => undefined);
      // A page stuck inside a decoder never reaches a cancellation check: stop the worker.
      setTimeout(() => {
        if (!settled)
          connection.stop(new PipelineError('cancelled', 'The operation was cancelled.'));
      }, CANCEL_GRACE_MS);
    };
    return { result, cancel };
  }
}
