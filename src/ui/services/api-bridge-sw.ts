/** Whether this page's requests to /api/ reach the local service worker. */
export type ApiStatus = 'starting' | 'ready' | 'unsupported' | 'failed';

/** Where the service worker is served (the build's stable name; the dev server maps it too). */
const SW_URL = '/sw.js';

let status: ApiStatus = 'starting';
const listeners = new Set<() => void>();

/** Sets the status and tells the subscribers. */
function setStatus(next: ApiStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** The current status (for `useSyncExternalStore`). */
export function getApiStatus(): ApiStatus {
  return status;
}

/** Calls `listener` on every status change; returns the unsubscribe function. */
export function subscribeApiStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers the API's service worker at the root scope. The page is 'ready' once it is
 * controlled: only then do its own fetches to /api/ reach the service worker.
 */
export function registerApiServiceWorker(): void {
  if (!('serviceWorker' in navigator)) {
    setStatus('unsupported');
    return;
  }
  const container = navigator.serviceWorker;
  const update = () => {
    if (container.controller) setStatus('ready');
  };
  container.addEventListener('controllerchange', update);
  update();
  container.register(SW_URL, { type: 'module', scope: '/' }).catch((error: unknown) => {
    console.error('The local API could not start:', error);
    setStatus('failed');
  });
}
