import { transfer } from 'comlink';
import { toFailure } from '../core/contract/failure';
import { completeJob, type JobSpec } from '../core/contract/job';
import { findModelSpans } from '../core/ner/find-model-spans';
import type { NerEngine } from '../core/ner/ports';
import type { PipelineDeps } from '../core/pipeline/deps';
import type { OperationHooks } from '../core/pipeline/progress';
import { type JobRun, runJob, runJobOn } from '../core/pipeline/run-job';
import type { PdfEngine } from '../core/platform/ports';
import { createRedactionWriter } from '../core/redact/redaction-writer';
import type { FetchRelay } from '../engines/llm/fetch-relay';
import { DocumentSessions } from './document-session';
import { JobRegistry } from './job-registry';
import { startJobSpans } from '../engines/browser/spans';
import { setJobPhase, SpanStageTimer } from './job-spans';
import { timedEngine, timedWriter } from './timed-engine';
import { documentKey } from '../shared/protocols/document-key';
import type {
  FindEntitiesRequest,
  ModelInfo,
  Outcome,
  ProgressListener,
  RunRequest,
  RunResult,
  SearchMatches,
  SearchRequest,
  TextEntity,
} from './protocol';
import { searchDocument, sourcesOf } from './review-document';

/** Bumped whenever a method or message shape changes incompatibly. */
export const PROTOCOL_VERSION = 2;

/**
 * What jobs use besides the PDF engine, built per job from the person's settings (the real one:
 * `createEngineSetup` in engine-setup.ts; tests pass fakes): `standard` for detect and anonymize
 * (model, visual detectors, the instruction model when custom tags ask for one), `instruction`
 * for custom instructions, `base` (the OCR engine) for the review's export.
 */
export interface WorkerDeps {
  base: PipelineDeps;
  standard(customTags: readonly string[], relay?: FetchRelay): Promise<PipelineDeps>;
  instruction(relay?: FetchRelay): Promise<PipelineDeps>;
  /** Loads a named-entity model by id (Settings' model list). */
  model(modelId: string): Promise<NerEngine & ModelFacts>;
}

/** What Settings shows of a loaded model besides its labels. */
export interface ModelFacts {
  device: string;
  dtype: string;
  labels: readonly string[];
}

/** The dependencies a job of this kind uses (one place, so no operation drifts from another). */
function depsFor(spec: JobSpec, deps: WorkerDeps, relay?: FetchRelay): Promise<PipelineDeps> {
  switch (spec.kind) {
    case 'detect':
    case 'anonymize':
      return deps.standard(spec.options.customTags, relay);
    case 'custom':
      return deps.instruction(relay);
    case 'redact-reviewed':
      return Promise.resolve(deps.base);
  }
}

/** The worker's answer for a finished job; detection in a session says who found each entity. */
function toRunResult(run: JobRun, inSession: boolean): RunResult {
  const result: RunResult = run.result;
  if (!inSession || 'pdf' in result) return result;
  return { ...result, entitySources: sourcesOf(run.found) };
}

/**
 * Builds the object the worker exposes: `run(job)` for every operation, over a document session
 * that opens and reads a PDF once; search over that session's reading; models; cancellation.
 */
export function createPipelineApi(
  pdfEngine: PdfEngine,
  deps: WorkerDeps,
  /** Starts what the first job would start (pdf.js's parser thread), ahead of it. */
  warmEngine: () => void = () => undefined,
) {
  const jobs = new JobRegistry();
  // Every read, render, encode and decode is recorded for the benchmark (job-spans.ts).
  const engine = timedEngine(pdfEngine);
  const sessions = new DocumentSessions(engine);

  /** Runs one call with its own AbortSignal, turning every failure into data. */
  async function guarded<T>(
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

  /** Runs a job in the session for its key (when the key is the PDF's), or on its own. */
  async function runOne(
    request: RunRequest,
    spec: JobSpec,
    hooks: OperationHooks,
    relay: FetchRelay | undefined,
  ): Promise<RunResult> {
    const base = await depsFor(spec, deps, relay);
    const createWriter = timedWriter(base.createWriter ?? createRedactionWriter);
    const jobDeps = { ...base, engine, createWriter };
    startJobSpans();
    setJobPhase('read');
    // The key must be this PDF's: a stale key never runs a job on another document.
    const key =
      request.sessionKey !== undefined && (await documentKey(request.pdf)) === request.sessionKey
        ? request.sessionKey
        : undefined;
    if (key === undefined) {
      const result: RunResult = await runJob({ ...spec, pdf: request.pdf }, jobDeps, hooks);
      return result;
    }
    const timer = new SpanStageTimer(hooks.clock ?? Date.now);
    const run = await sessions.use(key, request.pdf, spec.options.password, timer, (document) =>
      runJobOn(document, spec, jobDeps, hooks, timer),
    );
    return toRunResult(run, true);
  }

  return {
    /** The message-shape version this worker speaks. */
    protocolVersion(): number {
      return PROTOCOL_VERSION;
    },

    /**
     * Runs any job: detect, anonymize, custom or redact-reviewed. An output PDF is transferred
     * back, not copied. With `sessionKey`, the job runs in the document session (see RunRequest).
     */
    async run(
      request: RunRequest,
      onProgress?: ProgressListener,
      relay?: FetchRelay,
    ): Promise<Outcome<RunResult>> {
      const outcome = await guarded(request.jobId, onProgress, (hooks) =>
        runOne(request, completeJob(request.job), hooks, relay),
      );
      const pdf = outcome.ok ? outcome.value.pdf : undefined;
      return pdf ? transfer(outcome, [pdf.buffer]) : outcome;
    },

    /** Starts the engine's threads before the first job (the app calls it once it is idle). */
    warmUp(): void {
      warmEngine();
    },

    /** Searches the session's document for text or a regular expression. */
    async search(request: SearchRequest): Promise<SearchMatches> {
      const document = await sessions.document(request.documentKey);
      if (!document) {
        return { ok: false, missing: true, message: 'The document is not loaded for search.' };
      }
      return searchDocument(document, request.query);
    },

    /** Closes the document session (the review's document was closed or replaced). */
    closeDocument(): void {
      sessions.close();
    },

    /** Loads a model (bundled, downloaded or picked) and says what it runs on. */
    loadModel(modelId: string): Promise<Outcome<ModelInfo>> {
      return guarded(`model:${modelId}`, undefined, async () => {
        const ner = await deps.model(modelId);
        const { device, dtype, maxTokens, labels } = ner;
        return { modelId, device, dtype, maxTokens, labels: [...labels] };
      });
    },

    /** Runs a model on plain text: entities with offsets aligned to that text. */
    findEntities(request: FindEntitiesRequest): Promise<Outcome<TextEntity[]>> {
      return guarded(`text:${request.modelId}`, undefined, async (hooks) => {
        const ner = await deps.model(request.modelId);
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
