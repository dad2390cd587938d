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
import type { OperationHooks } from './progress';
import type { VerificationReport } from '../redact/verify-output';
import { type RenderOptions, renderRedacted } from './render-redacted';
import { runDetection } from './run-detection';

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
}

/** The OCR part of the dependencies, when there is an engine. */
function ocrDepsOf(deps: PipelineDeps): OcrDeps | undefined {
  if (!deps.ocr) return undefined;
  return deps.ocrDpi === undefined ? { engine: deps.ocr } : { engine: deps.ocr, dpi: deps.ocrDpi };
}

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

/** Detects PII in a PDF (the detection operations). */
export async function detect(
  engine: PdfEngine,
  data: Uint8Array,
  options: DetectOptions,
  hooks: OperationHooks = {},
  deps: PipelineDeps = {},
): Promise<DetectResponse> {
  const timer = new StageTimer(hooks.clock ?? Date.now);
  const run = await withSource(engine, data, options.password, timer, (source) =>
    runDetection(source, options, timer, hooks, ocrDepsOf(deps), deps.ner),
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

/** Detects PII and writes the redacted PDF (the anonymize operations). */
export async function anonymize(
  engine: PdfEngine,
  data: Uint8Array,
  options: AnonymizeOptions,
  hooks: OperationHooks = {},
  deps: PipelineDeps = {},
): Promise<AnonymizeResult> {
  const timer = new StageTimer(hooks.clock ?? Date.now);
  return withSource(engine, data, options.password, timer, async (source) => {
    const run = await runDetection(source, options, timer, hooks, ocrDepsOf(deps), deps.ner);
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
        exception: [...run.notes, ...rendered.notes].join(' '),
        json: '',
      },
      processing_time: timer.result(),
      verification: rendered.verification,
    };
  });
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
