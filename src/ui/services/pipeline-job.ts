import type { SearchQuery } from '../../core/review/search';
import type {
  RedactOptions,
  RedactResult,
  ReviewDetectResult,
  SearchMatches,
} from '../../worker/protocol';
import type { DetectOptions, Entity, ProgressEvent } from '../types';

/** A running job: its result, and a way to stop it. */
export interface PipelineJob<T> {
  readonly result: Promise<T>;
  cancel(): void;
}

/** Progress callback of a job. */
export type OnProgress = (event: ProgressEvent) => void;

/**
 * What the review workspace needs from the pipeline (`PipelineClient` in the app). Kept apart
 * from the client so that the store, and its tests in Node, never import the worker's code.
 */
export interface ReviewPipeline {
  /** Detects PII and has the worker keep the document under `documentKey` for `search`. */
  detectForReview(
    pdf: Uint8Array,
    documentKey: string,
    options: Partial<DetectOptions>,
    onProgress: OnProgress,
  ): PipelineJob<ReviewDetectResult>;
  /** Writes a PDF with `entities` blacked out. */
  redact(
    pdf: Uint8Array,
    entities: Entity[],
    options: Partial<RedactOptions>,
    onProgress: OnProgress,
  ): PipelineJob<RedactResult>;
  /** Searches the document the worker kept. */
  search(documentKey: string, query: SearchQuery): Promise<SearchMatches>;
}
