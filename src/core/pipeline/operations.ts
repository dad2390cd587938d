import type { AnonymizeOptions, DetectOptions } from '../contract/options';
import type { AnonymizeResponse, DetectResponse, Entity } from '../contract/types';
import { encodeBase64 } from '../contract/base64';
import type { PdfEngine } from '../platform/ports';
import type { PipelineDeps } from './deps';
import type { OperationHooks } from './progress';
import type { RenderOptions } from './render-redacted';
import { type AnonymizeResult, type RedactReviewedResult, runJob } from './run-job';

export type { PipelineDeps } from './deps';
export { ocrDepsOf } from './deps';
export type { AnonymizeResult } from './run-job';

/** Detects PII in a PDF: a `detect` job (`runJob`). */
export function detect(
  engine: PdfEngine,
  data: Uint8Array,
  options: DetectOptions,
  hooks: OperationHooks = {},
  deps: PipelineDeps = {},
): Promise<DetectResponse> {
  return runJob({ kind: 'detect', pdf: data, options }, { ...deps, engine }, hooks);
}

/** Detects PII and writes the redacted PDF: an `anonymize` job (`runJob`). */
export function anonymize(
  engine: PdfEngine,
  data: Uint8Array,
  options: AnonymizeOptions,
  hooks: OperationHooks = {},
  deps: PipelineDeps = {},
): Promise<AnonymizeResult> {
  return runJob({ kind: 'anonymize', pdf: data, options }, { ...deps, engine }, hooks);
}

/** Writes the redacted PDF for entities already decided on: a `redact-reviewed` job. */
export async function redactEntities(
  engine: PdfEngine,
  data: Uint8Array,
  entities: readonly Entity[],
  options: RenderOptions & { password?: string },
  hooks: OperationHooks = {},
): Promise<Pick<RedactReviewedResult, 'pdf' | 'processing_time' | 'verification' | 'notes'>> {
  const { pdf, processing_time, verification, notes } = await runJob(
    { kind: 'redact-reviewed', pdf: data, options: { ...options, entities: [...entities] } },
    { engine },
    hooks,
  );
  return { pdf, processing_time, verification, notes };
}

/** The `/api/anonymize/pdf` body for a result (the PDF as base64). */
export function toAnonymizeResponse(result: AnonymizeResult): AnonymizeResponse {
  return {
    pdf: encodeBase64(result.pdf),
    detected_pii: result.detected_pii,
    processing_time: result.processing_time,
  };
}
