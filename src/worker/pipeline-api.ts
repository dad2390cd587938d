import { transfer } from 'comlink';
import { DEFAULT_ANONYMIZE_OPTIONS, DEFAULT_DETECT_OPTIONS } from '../core/contract/options';
import { findModelSpans } from '../core/ner/find-model-spans';
import { anonymize, detect, type PipelineDeps, redactEntities } from '../core/pipeline/operations';
import { anonymizeCustom, detectCustom } from '../core/pipeline/anonymize-custom';
import type { FetchRelay } from '../engines/llm/fetch-relay';
import type { OperationHooks } from '../core/pipeline/progress';
import type { PdfEngine } from '../core/platform/ports';
import type { DocumentModel } from '../core/document/model';
import { JobRegistry } from './job-registry';
import { detectForReview, searchDocument } from './review-document';
import { nerEngineFor } from './ner-service';
import { createEngineSetup } from './engine-setup';
import type {
  AnonymizeRequest,
  AnonymizeResult,
  CustomRequest,
  DetectRequest,
  DetectResult,
  FindEntitiesRequest,
  ModelInfo,
  Outcome,
  ProgressListener,
  RedactRequest,
  RedactResult,
  ReviewDetectResult,
  SearchMatches,
  SearchRequest,
  TextEntity,
} from './protocol';
import { toFailure } from './to-failure';

/** Bumped whenever a method or message shape changes incompatibly. */
export const PROTOCOL_VERSION = 1;

/**
 * Builds the object the worker exposes: thin wrappers that parse, call core, answer. `deps`
 * (the OCR engine) goes to detect and anonymize, with the model chosen in Settings (read
 * fresh per job) as `ner`; redaction never reads text.
 */
export function createPipelineApi(engine: PdfEngine, deps: PipelineDeps = {}) {
  const jobs = new JobRegistry();
  /** The last analysed document, kept for the review's search (one at a time). */
  let kept: { key: string; document: DocumentModel } | undefined;

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

  /** Runs a job whose result carries an output PDF, and transfers its bytes instead of copying. */
  async function runTransferringPdf<T extends { pdf: Uint8Array }>(
    jobId: string,
    onProgress: ProgressListener | undefined,
    work: (hooks: OperationHooks) => Promise<T>,
  ): Promise<Outcome<T>> {
    const outcome = await run(jobId, onProgress, work);
    return outcome.ok ? transfer(outcome, [outcome.value.pdf.buffer]) : outcome;
  }

  /**
   * What the standard detection uses in this worker: the active NER model, the visual detectors,
   * and the instruction model when custom tags ask for one (one place, so detect, review and
   * anonymize never drift apart).
   */
  const setup = createEngineSetup(deps);
  const standardDeps = (customTags: readonly string[], relay?: FetchRelay) =>
    setup.standard(customTags, relay);

  return {
    /** The message-shape version this worker speaks. */
    protocolVersion(): number {
      return PROTOCOL_VERSION;
    },

    /** Finds PII in the PDF. */
    detect(
      request: DetectRequest,
      onProgress?: ProgressListener,
      relay?: FetchRelay,
    ): Promise<Outcome<DetectResult>> {
      const options = { ...DEFAULT_DETECT_OPTIONS, ...request.options };
      return run(request.jobId, onProgress, async (hooks) =>
        detect(engine, request.pdf, options, hooks, await standardDeps(options.customTags, relay)),
      );
    },

    /**
     * Finds PII like `detect`, and keeps the analysed document under `documentKey` so that
     * `search` can map text ranges to boxes during the review.
     */
    detectForReview(
      request: DetectRequest & { documentKey: string },
      onProgress?: ProgressListener,
    ): Promise<Outcome<ReviewDetectResult>> {
      const options = { ...DEFAULT_DETECT_OPTIONS, ...request.options };
      kept = undefined;
      return run(request.jobId, onProgress, async (hooks) => {
        const { response, document } = await detectForReview(
          engine,
          request.pdf,
          options,
          hooks,
          await standardDeps(options.customTags),
        );
        kept = { key: request.documentKey, document };
        return response;
      });
    },

    /** Searches the kept document for text or a regular expression. */
    search(request: SearchRequest): SearchMatches {
      if (kept?.key !== request.documentKey) {
        return { ok: false, missing: true, message: 'The document is not loaded for search.' };
      }
      return searchDocument(kept.document, request.query);
    },

    /** Writes the redacted PDF; its bytes are transferred back, not copied. */
    async redact(
      request: RedactRequest,
      onProgress?: ProgressListener,
    ): Promise<Outcome<RedactResult>> {
      const { dpi, imageQuality, redactText, password } = {
        ...DEFAULT_ANONYMIZE_OPTIONS,
        ...request.options,
      };
      return runTransferringPdf(request.jobId, onProgress, (hooks) =>
        redactEntities(
          engine,
          request.pdf,
          request.entities,
          { dpi, imageQuality, redactText, ...(password === undefined ? {} : { password }) },
          hooks,
        ),
      );
    },

    /** Detects and redacts in one pass (one open of the PDF); the output bytes are transferred. */
    async anonymize(
      request: AnonymizeRequest,
      onProgress?: ProgressListener,
      relay?: FetchRelay,
    ): Promise<Outcome<AnonymizeResult>> {
      const options = { ...DEFAULT_ANONYMIZE_OPTIONS, ...request.options };
      return runTransferringPdf(request.jobId, onProgress, async (hooks) =>
        anonymize(
          engine,
          request.pdf,
          options,
          hooks,
          await standardDeps(options.customTags, relay),
        ),
      );
    },

    /** Redacts what a free-text instruction asks for (the local API's custom prompt). */
    async anonymizeCustom(
      request: CustomRequest,
      onProgress?: ProgressListener,
      relay?: FetchRelay,
    ): Promise<Outcome<AnonymizeResult>> {
      const options = { ...DEFAULT_ANONYMIZE_OPTIONS, ...request.options };
      return runTransferringPdf(request.jobId, onProgress, async (hooks) =>
        anonymizeCustom(
          engine,
          request.pdf,
          request.prompt,
          options,
          hooks,
          await setup.instruction(relay),
        ),
      );
    },

    /** Finds what a free-text instruction asks for, without redacting (the UI's box). */
    detectCustom(
      request: DetectRequest & { prompt: string },
      onProgress?: ProgressListener,
      relay?: FetchRelay,
    ): Promise<Outcome<DetectResult>> {
      const options = { ...DEFAULT_DETECT_OPTIONS, ...request.options };
      return run(request.jobId, onProgress, async (hooks) =>
        detectCustom(
          engine,
          request.pdf,
          request.prompt,
          options,
          hooks,
          await setup.instruction(relay),
        ),
      );
    },

    /** Loads a model (bundled, downloaded or picked) and says what it runs on. */
    loadModel(modelId: string): Promise<Outcome<ModelInfo>> {
      return run(`model:${modelId}`, undefined, async () => {
        const ner = await nerEngineFor(modelId);
        const { device, dtype, maxTokens, labels } = ner;
        return { modelId, device, dtype, maxTokens, labels: [...labels] };
      });
    },

    /** Runs a model on plain text: entities with offsets aligned to that text. */
    findEntities(request: FindEntitiesRequest): Promise<Outcome<TextEntity[]>> {
      return run(`text:${request.modelId}`, undefined, async (hooks) => {
        const ner = await nerEngineFor(request.modelId);
        const spans = await findModelSpans(request.text, ner, {
          minChunkSize: request.minChunkSize ?? 0,
          ...(hooks.signal ? { signal: hooks.signal } : {}),
        });
        return spans.map((s) => ({
          entity_group: s.tag,
          score: Math.round(s.score * 10000) / 10000,
          word: request.text.slice(s.start, s.end),
          start: s.start,
          end: s.end,
        }));
      });
    },

    /** Cancels a running job; returns false when it had already finished. */
    cancel(jobId: string): boolean {
      return jobs.cancel(jobId);
    },
  };
}

/** The worker's API; the UI derives its remote type from this. */
export type PipelineApi = ReturnType<typeof createPipelineApi>;
