import { answerApiRequest } from './answer-api-request';
import { EngineRegistry } from './engine-registry';
import { isEngineReady } from '../shared/protocols/engine-protocol';
import { createEngineRunner } from './engine-runner';
import { sendJob } from './send-job';
import { loadApiSettings } from '../shared/storage/api-settings';
import { offlineResponse } from './offline-fetch';
import { deleteOldPrecaches, installPrecache } from './precache';
import { PRECACHE } from './precache-manifest';
import {
  isSkipWaiting,
  isVersionQuery,
  type VersionAnswer,
} from '../shared/protocols/update-protocol';

declare const self: ServiceWorkerGlobalScope;

// The service worker answers the local API: parse, call the core, answer. The work itself runs
// in an app window (a service worker cannot start the pipeline's Web Worker).
const engines = new EngineRegistry();
const runner = createEngineRunner(engines, sendJob);

/** Static file served as is, although it lives under /api/. */
const OPENAPI_PATH = '/api/openapi.json';

/** True for requests to this origin's `/api/` paths, except reading the OpenAPI document. */
function isApiRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return false;
  const read = request.method === 'GET' || request.method === 'HEAD';
  return !(read && url.pathname === OPENAPI_PATH);
}

// Install precaches this version's files. A first install activates at once; an update waits
// until the user accepts it in a page (`obscura-skip-waiting`), so an open review is never
// swapped under the user's feet.
self.addEventListener('install', (event) => event.waitUntil(installPrecache()));
// The first page load is controlled at once: no waiting for a second visit. Old precaches go;
// IndexedDB (settings, reviews, language data) and the model and runtime caches stay.
self.addEventListener('activate', (event) =>
  event.waitUntil(deleteOldPrecaches().then(() => self.clients.claim())),
);

self.addEventListener('message', (event) => {
  if (isEngineReady(event.data) && event.source instanceof Client)
    engines.announce(event.source.id);
  else if (isSkipWaiting(event.data)) void self.skipWaiting();
  else if (isVersionQuery(event.data)) {
    const answer: VersionAnswer = {
      appVersion: PRECACHE.appVersion,
      cacheVersion: PRECACHE.version,
    };
    event.ports[0]?.postMessage(answer);
  }
});

self.addEventListener('fetch', (event) => {
  if (isApiRequest(event.request)) {
    event.respondWith(answerApiRequest(event.request, loadApiSettings, runner));
    return;
  }
  const offline = offlineResponse(event.request, self.location.origin);
  if (offline) event.respondWith(offline);
});
