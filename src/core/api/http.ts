import type { AnonymizeOptions } from '../contract/options';
import type { DetectedPii, ProcessingTime } from '../contract/types';

/** The five endpoints answered locally. */
export const API_PATHS = {
  anonymizeCustom: '/api/anonymize/custom/pdf',
  anonymizeBase64: '/api/anonymize/pdf',
  anonymizeFile: '/api/anonymize/file/pdf',
  detectBase64: '/api/detect/pii/pdf',
  detectFile: '/api/detect/pii/file/pdf',
} as const;

/** One of the API paths. */
export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** One multipart field: a text value or an uploaded file. */
export type MultipartValue = string | { filename: string; type: string; bytes: Uint8Array };

/** A request as the service worker hands it to the core, already read off the wire. */
export interface ApiHttpRequest {
  method: string;
  /** Path plus query string, e.g. `/api/detect/pii/file/pdf?tags=EMAIL`. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body:
    | { kind: 'json'; text: string }
    | { kind: 'multipart'; fields: { name: string; value: MultipartValue }[] }
    /** A body whose content type is neither JSON nor multipart (or that could not be read). */
    | { kind: 'other'; contentType: string; size: number };
}

/** A response the service worker turns into a `Response`. */
export interface ApiHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** Work the core hands to an engine (a window of the app with a pipeline worker). */
export interface ApiJob {
  /** `custom`: redact what `prompt` asks for (entities tagged CUSTOM). */
  operation: 'detect' | 'anonymize' | 'custom';
  pdf: Uint8Array;
  options: AnonymizeOptions;
  /** The free-text instruction of the custom operation (absent on the others). */
  prompt?: string;
}

/** What the engine returns for a job: the contract's fields and, for anonymize, the PDF. */
export interface ApiJobResult {
  pdf?: Uint8Array;
  detected_pii: DetectedPii;
  processing_time: ProcessingTime;
}

/**
 * Runs a job somewhere that can (the service worker cannot start Web Workers). Rejects with a
 * DocumentError for refused documents, EngineUnavailableError when no engine can be reached, or
 * any other error for internal failures.
 */
export interface ApiJobRunner {
  run(job: ApiJob): Promise<ApiJobResult>;
}

/** Settings the handler needs for each request. */
export interface ApiSettings {
  /** The key requests must carry in `X-API-Key`. */
  apiKey: string;
  /** Largest accepted PDF in bytes (413 above it). */
  maxBytes: number;
  /** Processing limits set in Settings, applied to every job (absent: no limits). */
  limits?: ProcessingLimits;
}

/** The processing limits a user can set in Settings; 0 means no limit. */
export interface ProcessingLimits {
  /** Most pages processed, from the first (decisions.md: none by default). */
  maxPages: number;
  /** Longest one page may take to render, in milliseconds. */
  pageTimeLimitMs: number;
}

/** Raised by a runner when no engine is reachable; answered with 503. */
export class EngineUnavailableError extends Error {
  override readonly name = 'EngineUnavailableError';
}
