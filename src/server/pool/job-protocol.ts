import type { ApiJob, ApiJobResult } from '../../core/api/http';
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
}

/** A thread's answer to one job. */
export type ThreadReply =
  | { id: number; ok: true; result: ApiJobResult; pages: number }
  | { id: number; ok: false; error: SerializedError };

/** Sent once by a thread when its engines are loaded and it takes jobs. */
export interface ThreadReady {
  ready: true;
}

/** What a pool job gives back: the API result plus the page count (for metrics and batch). */
export interface PoolOutcome {
  result: ApiJobResult;
  pages: number;
}

/** Turns anything thrown into the serialisable form. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    const kind = (error as { kind?: unknown }).kind;
    return {
      name: error.name,
      message: error.message || error.name,
      ...(typeof kind === 'string' ? { kind } : {}),
    };
  }
  return { name: 'Error', message: String(error) };
}

/**
 * Rebuilds an error from its serialised form. The API's error mapping recognises errors by name
 * (DocumentError with its kind, OcrLanguageError, LlmCallError), so the status codes survive.
 */
export function deserializeError(error: SerializedError): Error {
  const rebuilt = new Error(error.message) as Error & { kind?: string };
  rebuilt.name = error.name;
  if (error.kind !== undefined) rebuilt.kind = error.kind;
  return rebuilt;
}
