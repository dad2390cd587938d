import type { CustomSpec, DetectSpec, Job, JobSpec, RedactReviewedSpec } from '../contract/job';
import { DEFAULT_DETECT_OPTIONS } from '../contract/options';
import { type DetectedEntity, publicEntity, withProvenance } from '../contract/provenance';
import { StageTimer } from '../contract/stage-timer';
import type { DetectResponse, DetectedPii, ProcessingTime } from '../contract/types';
import type { PdfEngine, PdfSource } from '../platform/ports';
import type { VerificationReport } from '../redact/verify-output';
import type { JobDeps } from './deps';
import { findCustom } from './find-custom';
import type { OperationHooks } from './progress';
import { type DocumentReading, readDocument, readOptionsOf, sameReading } from './read-document';
import { renderAheadPlan, renderRedacted } from './render-redacted';
import { type DetectionRequest, type DetectionRun, runDetection } from './run-detection';

/** Result of a job that writes a PDF: the output bytes plus the contract's fields. */
export interface AnonymizeResult {
  pdf: Uint8Array;
  detected_pii: DetectedPii;
  processing_time: ProcessingTime;
  /** The checks the output passed before it was released (a failure throws instead). */
  verification: VerificationReport;
}

/** Result of the review's export: as anonymize, with the notes apart (`exception` joins them). */
export interface RedactReviewedResult extends AnonymizeResult {
  notes: string[];
}

/** What a job answers, by its kind (a custom job asking only for entities answers like detect). */
export type JobResult<S extends JobSpec = JobSpec> = S extends DetectSpec
  ? DetectResponse
  : S extends RedactReviewedSpec
    ? RedactReviewedResult
    : S extends CustomSpec
      ? S['options'] extends { output: 'entities' }
        ? DetectResponse
        : S['options'] extends { output: 'pdf' }
          ? AnonymizeResult
          : DetectResponse | AnonymizeResult
      : AnonymizeResult;

/**
 * A document opened for jobs: the engine's source and, once a job read it, its reading (text,
 * OCR words, hidden text), which later jobs with the same reading options reuse.
 */
export interface OpenedDocument {
  source: PdfSource;
  reading?: DocumentReading;
}

/** A job's result, plus its entities with their provenance (internal, never in a response). */
export interface JobRun<S extends JobSpec = JobSpec> {
  result: JobResult<S>;
  found: readonly DetectedEntity[];
}

/** Opens a PDF (stage PdfDataToDocument); the caller closes the source. */
export function openDocument(
  engine: PdfEngine,
  pdf: Uint8Array,
  password: string | undefined,
  timer: StageTimer,
): Promise<PdfSource> {
  return timer.time('PdfDataToDocument', () =>
    engine.open(pdf, password === undefined ? {} : { password }),
  );
}

/** Runs the job's detection step (standard or custom) on the opened document. */
async function findEntities(
  document: OpenedDocument,
  spec: Exclude<JobSpec, RedactReviewedSpec>,
  deps: JobDeps,
  hooks: OperationHooks,
  timer: StageTimer,
): Promise<DetectionRun> {
  // A session's reading is reused when it was made with this job's reading options.
  const reusable =
    document.reading &&
    document.reading.ocrRan === (deps.ocr !== undefined) &&
    sameReading(document.reading.readWith, readOptionsOf(spec.options))
      ? document.reading
      : undefined;
  const request: DetectionRequest = {
    source: document.source,
    options: spec.options,
    timer,
    hooks,
    deps,
    ...(reusable ? { reading: reusable } : {}),
  };
  const run =
    spec.kind === 'custom'
      ? await findCustom({ ...request, prompt: spec.options.prompt })
      : await runDetection(request);
  document.reading = run.reading;
  return run;
}

/** The pages a redact-reviewed job writes its searchable layer from: the kept reading's, or read now. */
async function pagesFor(
  document: OpenedDocument,
  spec: RedactReviewedSpec,
  hooks: OperationHooks,
  timer: StageTimer,
): Promise<DocumentReading['document']['pages']> {
  if (spec.options.searchable === false) return [];
  // The review's reading holds what the reviewer saw (OCR words included): never read twice.
  if (document.reading) return document.reading.document.pages;
  const reading = await readDocument({
    source: document.source,
    options: { ...DEFAULT_DETECT_OPTIONS, ...pick(spec.options) },
    timer,
    hooks,
  });
  return reading.document.pages;
}

/** The reading options a redact-reviewed job carries. */
function pick(options: RedactReviewedSpec['options']) {
  const { maxPages, maxPagePixels } = options;
  return {
    ...(maxPages === undefined ? {} : { maxPages }),
    ...(maxPagePixels === undefined ? {} : { maxPagePixels }),
  };
}

/**
 * Runs a job on a document already opened (a worker's document session, or `runJob`'s own
 * open): the detection step, then for jobs that write a PDF the redaction and its verification.
 */
export async function runJobOn<S extends JobSpec>(
  document: OpenedDocument,
  spec: S,
  deps: JobDeps,
  hooks: OperationHooks,
  timer: StageTimer = new StageTimer(hooks.clock ?? Date.now),
): Promise<JobRun<S>> {
  const { engine } = deps;
  const job: JobSpec = spec;
  if (job.kind === 'redact-reviewed') {
    const pages = await pagesFor(document, job, hooks, timer);
    const rendered = await renderRedacted({
      engine,
      source: document.source,
      entities: job.options.entities,
      options: job.options,
      timer,
      hooks,
      pages,
      ...(deps.createWriter ? { createWriter: deps.createWriter } : {}),
    });
    const result: RedactReviewedResult = {
      pdf: rendered.pdf,
      detected_pii: {
        path: job.options.path ?? 'memory',
        entities: job.options.entities.map(publicEntity),
        exception: rendered.notes.join(' '),
        json: '',
      },
      processing_time: timer.result(),
      verification: rendered.verification,
      notes: rendered.notes,
    };
    // The reviewer decided every one of them, whoever found it first.
    const found = job.options.entities.map((e) => withProvenance(e, ['manual']));
    return { result: result as JobResult<S>, found };
  }
  if (job.kind !== 'detect' && !(job.kind === 'custom' && job.options.output === 'entities')) {
    // The output's pages without boxes do not depend on detection: the engine may render them
    // on another core while the document is read and searched (the writer takes them later).
    document.source.renderAhead?.(renderAheadPlan(document.source.pageCount, job.options));
  }
  const run = await findEntities(document, job, deps, hooks, timer);
  const entities = run.entities.map(publicEntity);
  if (job.kind === 'detect' || (job.kind === 'custom' && job.options.output === 'entities')) {
    const result: DetectResponse = {
      detected_pii: {
        path: job.options.path,
        entities,
        exception: run.notes.join(' '),
        json: '',
      },
      processing_time: timer.result(),
    };
    return { result: result as JobResult<S>, found: run.entities };
  }
  const rendered = await renderRedacted({
    engine,
    source: document.source,
    entities: run.entities,
    options: job.options,
    timer,
    hooks,
    pages: run.document.pages,
    ...(deps.createWriter ? { createWriter: deps.createWriter } : {}),
  });
  const result: AnonymizeResult = {
    pdf: rendered.pdf,
    detected_pii: {
      path: job.options.path,
      entities,
      // Both stages name a page limit that cut the document: say it once.
      exception: [...new Set([...run.notes, ...rendered.notes])].join(' '),
      json: '',
    },
    processing_time: timer.result(),
    verification: rendered.verification,
  };
  return { result: result as JobResult<S>, found: run.entities };
}

/**
 * The one way any operation runs, in every runtime (CLI, worker, API, server): opens the job's
 * PDF, runs the job on it (`runJobOn`) and always releases the engine's resources.
 */
export async function runJob<J extends Job>(
  job: J,
  deps: JobDeps,
  hooks: OperationHooks = {},
): Promise<JobResult<J>> {
  const timer = new StageTimer(hooks.clock ?? Date.now);
  const source = await openDocument(deps.engine, job.pdf, job.options.password, timer);
  try {
    return (await runJobOn({ source }, job, deps, hooks, timer)).result;
  } finally {
    await source.close();
  }
}
