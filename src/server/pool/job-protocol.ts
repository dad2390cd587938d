import type { ApiJob, ApiJobResult } from '../../core/api/http';
import { CancelledError, DocumentError, type DocumentErrorKind } from '../../core/contract/errors';
import { LlmCallError } from '../../core/custom/ports';
import { OcrLanguageError } from '../../core/ocr/ports';
import type { ChatEndpointConfig } from '../../engines/llm/chat-endpoint';

/** What every thread of a pool loads once at start (the CLI's engine options). */
export interface ThreadConfig {
  /** Folder of a token-classification model (transformers.js layout); absent: rules only. */
  model?: string;
  /** Search signatures, faces and codes also when no tags are named. */
  visual?: boolean;
  /** OpenAI-compatible chat endpoint that reads custom prompts and custom tags. */
  llm?: ChatEndpointConfig;
}

/** A job posted to a thread. */
export interface ThreadRequest {
  id: number;
  job: ApiJob;
}

/** An error as it crosses the thread boundary: classes are lost, names and kinds are kept. */
export interface SerializedError {
  name: string;
  message: string;
  /** DocumentError's kind (not-pdf, unreadable, ...), which sets the HTTP status. */
  kind?: string;
  /** OcrLanguageError's language. */
  language?: string;
}

/** A thread's answer to one job. */
export type ThreadReply =
  | { id: number; ok: true; result: ApiJobResult; pages: number; seconds: number }
  | { id: number; ok: false; error: SerializedError };

/** Sent once by a thread when its engines are loaded and it takes jobs. */
export interface ThreadReady {
  ready: true;
}

/** What a pool job gives back: the API result plus the page count (for metrics and batch). */
export interface PoolOutcome {
  result: ApiJobResult;
  pages: number;
  /** Time the job ran on its thread (waiting for a thread not included), seconds. */
  seconds: number;
}

/** Turns anything thrown into the serialisable form. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    const { kind, language } = error as { kind?: unknown; language?: unknown };
    return {
      name: error.name,
      message: error.message || error.name,
      ...(typeof kind === 'string' ? { kind } : {}),
      ...(typeof language === 'string' ? { language } : {}),
    };
  }
  return { name: 'Error', message: String(error) };
}

/**
 * Rebuilds an error from its serialised form as an instance of the core's own class where the
 * API maps that class to a status (refused document, missing OCR language, failed language
 * model, cancellation), so the answer is the one the same error gives in the service worker.
 */
export function deserializeError(error: SerializedError): Error {
  switch (error.name) {
    case 'DocumentError':
      if (error.kind) return new DocumentError(error.kind as DocumentErrorKind, error.message);
      break;
    case 'OcrLanguageError':
      return new OcrLanguageError(error.language ?? '', error.message);
    case 'LlmCallError':
      return new LlmCallError(error.message);
    case 'CancelledError':
      return new CancelledError(error.message);
  }
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}
