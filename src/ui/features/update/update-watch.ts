import { useSyncExternalStore } from 'react';
import type {
  SkipWaitingMessage,
  VersionAnswer,
  VersionQuery,
} from '../../../shared/protocols/update-protocol';

/** How often an open tab asks the server whether a new version was published. */
const CHECK_INTERVAL_MS = 30 * 60 * 1000;

let waiting: ServiceWorker | undefined;
let accepted = false;
const listeners = new Set<() => void>();

/** Records the installed-but-waiting worker and tells the subscribers. */
function setWaiting(worker: ServiceWorker | undefined): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Watches one registration for a new version that finished installing. */
function track(registration: ServiceWorkerRegistration): void {
  // An update waits only when this page already has a controller (a first install never waits).
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        setWaiting(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Offers a new version when one is installed. The new service worker activates only when the
 * user accepts; then the page reloads once the new worker controls it. Nothing is cleared on the
 * way: IndexedDB (settings, saved reviews) and the model caches survive the reload.
 */
export function watchForUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
  });
  void navigator.serviceWorker.ready.then(track);
}

/** The user accepted: the waiting worker takes over, and `controllerchange` reloads the page. */
export function acceptUpdate(): void {
  if (!waiting) return;
  accepted = true;
  const message: SkipWaitingMessage = { type: 'obscura-skip-waiting' };
  waiting.postMessage(message);
}

/** Subscribes to the availability of an update (for `useSyncExternalStore`). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new version is installed and waiting for the user. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribe, () => waiting !== undefined);
}

/** The version of the service worker controlling this page (undefined when none does). */
export function controllingVersion(): Promise<VersionAnswer | undefined> {
  const controller = navigator.serviceWorker?.controller;
  if (!controller) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<VersionAnswer>) => resolve(event.data);
    const query: VersionQuery = { type: 'obscura-version' };
    controller.postMessage(query, [channel.port2]);
    setTimeout(() => resolve(undefined), 2000);
  });
}
