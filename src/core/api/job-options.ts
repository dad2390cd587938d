import { DEFAULT_ANONYMIZE_OPTIONS, type AnonymizeOptions } from '../contract/options';
import type { ValidatedRequest } from './request-schemas';

/** Maps validated contract fields to the pipeline's options (rendering settings keep defaults). */
export function toJobOptions(request: ValidatedRequest): AnonymizeOptions {
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
  };
}
