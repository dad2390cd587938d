import { transfer } from 'comlink';
import { DEFAULT_ANONYMIZE_OPTIONS, DEFAULT_DETECT_OPTIONS } from '../core/contract/options';
import { anonymize, detect, redactEntities } from '../core/pipeline/operations';
import type { OperationHooks } from '../core/pipeline/progress';
import type { PdfEngine } from '../core/platform/ports';
import { JobRegistry } from './job-registry';
import type {
  AnonymizeRequest,
  AnonymizeResult,
  DetectRequest,
  DetectResult,
  Outcome,
  ProgressListener,
  RedactRequest,
  RedactResult,
} from './protocol';
import { toFailure } from './to-failure';

/** Bumped whenever a method or message shape changes incompatibly. */
export const PROTOCOL_VERSION = 1;

/** Builds the object the worker exposes: thin wrappers that parse, call core, answer. */
export function createPipelineApi(engine: PdfEngine) {
  const jobs = new JobRegistry();

  /** Runs one job with its own AbortSignal, turning every failure into data. */
  async function run<T>(
    jobId: string,
    onProgress: ProgressListener | undefined,
    work: (hooks: OperationHooks) => Promise<T>,
  ): Promise<Outcome<T>> {
    const signal = jobs.start(jobId);
    try {
      const value = await work({
        signal,
        // Comlink makes this call async; progress is fire-and-forget, never awaited.
        onProgress: onProgress ? (event) => void onProgress(event) : undefined,
      });
      if (signal.aborted) return { ok: false, error: toFailure(undefined, true) };
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error: toFailure(error, signal.aborted) };
    } finally {
      jobs.finish(jobId, signal);
    }
  }

  return {
    /** The message-shape version this worker speaks. */
    protocolVersion(): number {
      return PROTOCOL_VERSION;
    },

    /** Finds PII in the PDF. */
    detect(request: DetectRequest, onProgress?: ProgressListener): Promise<Outcome<DetectResult>> {
      const options = { ...DEFAULT_DETECT_OPTIONS, ...request.options };
      return run(request.jobId, onProgress, (hooks) => detect(engine, request.pdf, options, hooks));
    },

    /** Writes the redacted PDF; its bytes are transferred back, not copied. */
    async redact(
      request: RedactRequest,
      onProgress?: ProgressListener,
    ): Promise<Outcome<RedactResult>> {
      const { dpi, imageQuality, redactText } = {
        ...DEFAULT_ANONYMIZE_OPTIONS,
        ...request.options,
      };
      const outcome = await run(request.jobId, onProgress, (hooks) =>
        redactEntities(
          engine,
          request.pdf,
          request.entities,
          { dpi, imageQuality, redactText },
          hooks,
        ),
      );
      return outcome.ok ? transfer(outcome, [outcome.value.pdf.buffer]) : outcome;
    },

    /** Detects and redacts in one pass (one open of the PDF); the output bytes are transferred. */
    async anonymize(
      request: AnonymizeRequest,
      onProgress?: ProgressListener,
    ): Promise<Outcome<AnonymizeResult>> {
      const options = { ...DEFAULT_ANONYMIZE_OPTIONS, ...request.options };
      const outcome = await run(request.jobId, onProgress, (hooks) =>
        anonymize(engine, request.pdf, options, hooks),
      );
      return outcome.ok ? transfer(outcome, [outcome.value.pdf.buffer]) : outcome;
    },

    /** Cancels a running job; returns false when it had already finished. */
    cancel(jobId: string): boolean {
      return jobs.cancel(jobId);
    },
  };
}

/** The worker's API; the UI derives its remote type from this. */
export type PipelineApi = ReturnType<typeof createPipelineApi>;
