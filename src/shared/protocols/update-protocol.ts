/** A page asks the waiting service worker to take over (the user accepted the update). */
export interface SkipWaitingMessage {
  type: 'obscura-skip-waiting';
}

/** A page asks which version a service worker carries; the answer goes to the message's port. */
export interface VersionQuery {
  type: 'obscura-version';
}

/** The answer to a `VersionQuery`. */
export interface VersionAnswer {
  appVersion: string;
  cacheVersion: string;
}

/** True for a `SkipWaitingMessage`. */
export function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return (data as SkipWaitingMessage | null)?.type === 'obscura-skip-waiting';
}

/** True for a `VersionQuery`. */
export function isVersionQuery(data: unknown): data is VersionQuery {
  return (data as VersionQuery | null)?.type === 'obscura-version';
}
