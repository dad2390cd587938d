import { DEFAULT_ANONYMIZE_OPTIONS, type AnonymizeOptions } from '../contract/options';
import type { ProcessingLimits } from './http';
import type { ValidatedRequest } from './request-schemas';

/** The options' limit fields for the limits saved in Settings (a 0 or absent limit: none). */
export function limitJobOptions(
  limits: ProcessingLimits | undefined,
): Pick<AnonymizeOptions, 'maxPages' | 'pageTimeLimitMs'> {
  const positive = (n: number | undefined) =>
    typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : undefined;
  const maxPages = positive(limits?.maxPages);
  const pageTimeLimitMs = positive(limits?.pageTimeLimitMs);
  return {
    ...(maxPages === undefined ? {} : { maxPages }),
    ...(pageTimeLimitMs === undefined ? {} : { pageTimeLimitMs }),
  };
}

/**
 * Maps validated contract fields to the pipeline's options (rendering settings keep defaults),
 * with the processing limits saved in Settings.
 */
export function toJobOptions(
  request: ValidatedRequest,
  limits?: ProcessingLimits,
): AnonymizeOptions {
  return {
    ...DEFAULT_ANONYMIZE_OPTIONS,
    tags: request.tags,
    customTags: request.custom_tags,
    forceOcr: request.force_ocr,
    ocrLangs: request.ocr_langs,
    rotatedText: request.rotated_text,
    minChunkSize: request.min_chunk_size,
    redactText: request.redact_text,
    searchable: request.searchable ?? true,
    path: request.pdf.name,
    ...limitJobOptions(limits),
  };
}
