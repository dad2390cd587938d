// SIGNATURES ONLY for now; the implementation lands in the next commit.
import type { AnonymizeOptions, DetectOptions } from '../contract/options';
import type { DetectResponse, DetectedPii, Entity, ProcessingTime } from '../contract/types';
import type { PdfEngine } from '../platform/ports';
import type { OperationHooks } from './progress';

/** Result of an anonymization: the output PDF bytes plus the contract's fields. */
export interface AnonymizeResult {
  pdf: Uint8Array;
  detected_pii: DetectedPii;
  processing_time: ProcessingTime;
}

/** Detects PII in a PDF (the detection operations). */
export declare function detect(
  engine: PdfEngine,
  data: Uint8Array,
  options: DetectOptions,
  hooks?: OperationHooks,
): Promise<DetectResponse>;

/** Detects PII and writes the redacted PDF (the anonymize operations). */
export declare function anonymize(
  engine: PdfEngine,
  data: Uint8Array,
  options: AnonymizeOptions,
  hooks?: OperationHooks,
): Promise<AnonymizeResult>;

/** Writes the redacted PDF for entities already decided on (the UI's export after review). */
export declare function redactEntities(
  engine: PdfEngine,
  data: Uint8Array,
  entities: readonly Entity[],
  options: Pick<AnonymizeOptions, 'dpi' | 'imageQuality' | 'redactText'>,
  hooks?: OperationHooks,
): Promise<{ pdf: Uint8Array; processing_time: ProcessingTime }>;
