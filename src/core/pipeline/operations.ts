import type { AnonymizeOptions, DetectOptions } from '../contract/options';
import { StageTimer } from '../contract/stage-timer';
import type {
  AnonymizeResponse,
  DetectResponse,
  DetectedPii,
  Entity,
  ProcessingTime,
} from '../contract/types';
import { encodeBase64 } from '../contract/base64';
import type { NerEngine } from '../ner/ports';
import type { PdfEngine, PdfSource } from '../platform/ports';
import type { OcrEngine } from '../ocr/ports';
import type { OcrDeps } from './ocr-stage';
import type { VisualDeps } from '../visual/visual-stage';
import type { InstructionModel } from '../custom/ports';
import type { OperationHooks } from './progress';
import type { VerificationReport } from '../redact/verify-output';
import { type RenderOptions, renderRedacted } from './render-redacted';
import { type DetectionRun, runDetection } from './run-detection';

/** Result of an anonymization: the output PDF bytes plus the contract's fields. */
export interface AnonymizeResult {
  pdf: Uint8Array;
  detected_pii: DetectedPii;
  processing_time: ProcessingTime;
  /** The checks the output passed before it was released (a failure throws instead). */
  verification: VerificationReport;
}

/**
 * What an operation may use besides the PDF engine. Without `ocr` (a runtime that has no OCR
 * engine) pages without a usable text layer are reported in `exception` instead of read.
 */
export interface PipelineDeps {
  ocr?: OcrEngine;
  /** Token-classification model merged with the built-in detector (absent: rules only). */
  ner?: NerEngine;
  /** Render resolution for OCR in dots per inch (300 when absent). */
  ocrDpi?: number;
  /** Visual detectors (SIGNATURE, QR_CODE, FACE); absent: visual tags are reported as not searched. */
  visual?: VisualDeps;
  /** Language model chosen for custom instructions; serves `custom_tags` (absent: interpreter). */
  instructionModel?: InstructionModel;
}

/** The OCR part of the dependencies, when there is an engine. */
export function ocrDepsOf(deps: PipelineDeps): OcrDeps | undefined {
  if (!deps.ocr) return undefined;
  return deps.ocrDpi === undefined ? { engine: deps.ocr } : { engine: deps.ocr, dpi: deps.ocrDpi };
}

/**
 * A detection step run on an opened document: the standard detectors (`runDetection`) or the
 * custom instruction's (`findCustom`). The operations below differ only in this step.
 */
export type FindEntities = (
  source: PdfSource,
  timer: StageTimer,
  hooks: OperationHooks,
) => Promise<DetectionRun>;

/** Opens the document, runs `work`, and always releases the engine's resources. */
async function withSource<T>(
  engine: PdfEngine,
  data: Uint8Array,
  password: string | undefined,
  timer: StageTimer,
  work: (source: PdfSource) => Promise<T>,
): Promise<T> {
  const source = await timer.time('PdfDataToDocument', () =>
    engine.open(data, password === undefined ? {} : { password }),
  );
  try {
    return await work(source);
  } finally {
    await source.close();
  }
}

/** Runs a detection step on the PDF and answers with the contract's detection body. */
export async function detectWith(
  engine: PdfEngine,
  data: Uint8Array,
  options: DetectOptions,
  hooks: OperationHooks,
  find: FindEntities,
): Promise<DetectResponse> {
  const timer = new StageTimer(hooks.clock ?? Date.now);
  const run = await withSource(engine, data, options.password, timer, (source) =>
    find(source, timer, hooks),
  );
  return {
    detected_pii: {
      path: options.path,
      entities: run.entities,
      exception: run.notes.join(' '),
      json: '',
    },
    processing_time: timer.result(),
  };
}

/** Runs a detection step on the PDF, then writes and verifies the redacted PDF. */
export async function anonymizeWith(
  engine: PdfEngine,
  data: Uint8Array,
  options: AnonymizeOptions,
  hooks: OperationHooks,
  find: FindEntities,
): Promise<AnonymizeResult> {
  const timer = new StageTimer(hooks.clock ?? Date.now);
  return withSource(engine, data, options.password, timer, async (source) => {
    const run = await find(source, timer, hooks);
    const rendered = await renderRedacted(
      engine,
      source,
      run.entities,
      options,
      timer,
      hooks,
      run.document.pages,
    );
    return {
      pdf: rendered.pdf,
      detected_pii: {
        path: options.path,
        entities: run.entities,
        // Both stages name a page limit that cut the document: say it once.
        exception: [...new Set([...run.notes, ...rendered.notes])].join(' '),
        json: '',
      },
      processing_time: timer.result(),
      verification: rendered.verification,
    };
  });
}

/** The standard detection step (rules, model, OCR, visual detectors, custom tags). */
export function standardDetection(options: DetectOptions, deps: PipelineDeps): FindEntities {
  return (source, timer, hooks) =>
    runDetection(
      source,
      options,
      timer,
      hooks,
      ocrDepsOf(deps),
      deps.ner,
      deps.visual,
      deps.instructionModel,
    );
}

/** Detects PII in a PDF (the detection operations). */
export function detect(
  engine: PdfEngine,
  data: Uint8Array,
  options: DetectOptions,
  hooks: OperationHooks = {},
  deps: PipelineDeps = {},
): Promise<DetectResponse> {
  return detectWith(engine, data, options, hooks, standardDetection(options, deps));
}

/** Detects PII and writes the redacted PDF (the anonymize operations). */
export function anonymize(
  engine: PdfEngine,
  data: Uint8Array,
  options: AnonymizeOptions,
  hooks: OperationHooks = {},
  deps: PipelineDeps = {},
): Promise<AnonymizeResult> {
  return anonymizeWith(engine, data, options, hooks, standardDetection(options, deps));
}

/** Writes the redacted PDF for entities already decided on (the UI's export after review). */
export async function redactEntities(
  engine: PdfEngine,
  data: Uint8Array,
  entities: readonly Entity[],
  options: RenderOptions & { password?: string },
  hooks: OperationHooks = {},
): Promise<{
  pdf: Uint8Array;
  processing_time: ProcessingTime;
  verification: VerificationReport;
  notes: string[];
}> {
  const timer = new StageTimer(hooks.clock ?? Date.now);
  const rendered = await withSource(engine, data, options.password, timer, (source) =>
    renderRedacted(engine, source, entities, options, timer, hooks),
  );
  return { ...rendered, processing_time: timer.result() };
}

/** The `/api/anonymize/pdf` body for a result (the PDF as base64). */
export function toAnonymizeResponse(result: AnonymizeResult): AnonymizeResponse {
  return {
    pdf: encodeBase64(result.pdf),
    detected_pii: result.detected_pii,
    processing_time: result.processing_time,
  };
}
