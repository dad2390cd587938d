import type { ApiJob, ApiJobResult } from '../../core/api/http';
import type { Failure } from '../../core/contract/failure';
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

/** A thread's answer to one job. */
export type ThreadReply =
  | { id: number; ok: true; result: ApiJobResult; pages: number; seconds: number }
  /** A failure as data (the core's Failure), rebuilt with `fromFailure` on the other side. */
  | { id: number; ok: false; failure: Failure };

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
