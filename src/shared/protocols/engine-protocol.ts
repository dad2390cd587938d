import type { ApiJob, ApiJobResult } from '../../core/api/http';
import type { Failure } from '../../core/contract/failure';

/**
 * Messages between the service worker and the app windows that run jobs ("engines"), used by
 * both sides (src/sw and src/ui/services). Bumped whenever a message shape changes
 * incompatibly; both sides ignore other versions, so an old tab never misreads a new service
 * worker (or the reverse) during an update.
 * Version 2: jobs may be `custom` and carry a `prompt`.
 * Version 3: failures are the core's `Failure` (structured fields: language, pages, limit...).
 */
export const ENGINE_PROTOCOL_VERSION = 3;

/** Window to service worker: "this window can run jobs". Sent on start and on every hello. */
export interface EngineReadyMessage {
  type: 'obscura-engine-ready';
  version: typeof ENGINE_PROTOCOL_VERSION;
}

/** Service worker to windows: "which of you can run jobs?" (after the SW restarted). */
export interface EngineHelloMessage {
  type: 'obscura-engine-hello';
  version: typeof ENGINE_PROTOCOL_VERSION;
}

/** Service worker to one engine: a job; `ports[0]` of the message carries the replies. */
export interface EngineJobMessage {
  type: 'obscura-engine-job';
  version: typeof ENGINE_PROTOCOL_VERSION;
  jobId: string;
  job: ApiJob;
}

/** What the service worker posts to windows. */
export type ServiceWorkerToEngine = EngineHelloMessage | EngineJobMessage;

/** Engine to service worker, on the job's port: the job is queued (the engine is alive). */
export interface JobAcceptedReply {
  type: 'accepted';
  version: typeof ENGINE_PROTOCOL_VERSION;
}

/** Engine to service worker, on the job's port: the result (the PDF bytes are transferred). */
export interface JobDoneReply {
  type: 'done';
  version: typeof ENGINE_PROTOCOL_VERSION;
  result: ApiJobResult;
}

/** Engine to service worker, on the job's port: why the job failed, as data. */
export interface JobFailedReply {
  type: 'failed';
  version: typeof ENGINE_PROTOCOL_VERSION;
  error: Failure;
}

/** Everything an engine answers on a job's port. */
export type EngineReply = JobAcceptedReply | JobDoneReply | JobFailedReply;

/** True for an object whose `version` is ours and whose `type` is one of `types`. */
function hasType<T extends { type: string }>(
  data: unknown,
  types: readonly T['type'][],
): data is T {
  if (typeof data !== 'object' || data === null) return false;
  const { type, version } = data as { type?: unknown; version?: unknown };
  return version === ENGINE_PROTOCOL_VERSION && types.includes(type as T['type']);
}

/** Narrows a message received by the service worker from a window. */
export function isEngineReady(data: unknown): data is EngineReadyMessage {
  return hasType<EngineReadyMessage>(data, ['obscura-engine-ready']);
}

/** Narrows a message received by a window from the service worker. */
export function isServiceWorkerToEngine(data: unknown): data is ServiceWorkerToEngine {
  return hasType<ServiceWorkerToEngine>(data, ['obscura-engine-hello', 'obscura-engine-job']);
}

/** Narrows a reply received by the service worker on a job's port. */
export function isEngineReply(data: unknown): data is EngineReply {
  return hasType<EngineReply>(data, ['accepted', 'done', 'failed']);
}
