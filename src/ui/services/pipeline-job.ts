import type { Remote } from 'comlink';
import type { SearchQuery } from '../../core/review/search';
import type { PipelineApi } from '../../worker/pipeline-api';
import type { PipelineError } from './pipeline-error';
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
 * What the review workspace needs from the pipeline (`PipelineClient` in the app, whose methods
 * build jobs in the worker's document session). Kept apart from the client so that the store,
 * and its tests in Node, never import the worker's code.
 */
export interface ReviewPipeline {
  /** A detect job; the worker keeps the document read under `documentKey` for search and export. */
  detectForReview(
    pdf: Uint8Array,
    documentKey: string,
    options: Partial<DetectOptions>,
    onProgress: OnProgress,
  ): PipelineJob<ReviewDetectResult>;
  /** A redact-reviewed job: the PDF with `entities` blacked out, from the review's reading. */
  redact(
    pdf: Uint8Array,
    entities: Entity[],
    options: Partial<RedactOptions>,
    onProgress: OnProgress,
  ): PipelineJob<RedactResult>;
  /** Searches the document the worker kept. */
  search(documentKey: string, query: SearchQuery): Promise<SearchMatches>;
}

/** One live pipeline worker, and a promise that rejects when it dies. */
export interface PipelineConnection {
  remote: Remote<PipelineApi>;
  /** Rejects (never resolves) once the worker crashed or was stopped. */
  lost: Promise<never>;
  /** Terminates the worker; pending calls reject with `reason`. */
  stop(reason: PipelineError): void;
}
