import { handleApiRequest } from '../core/api/handle-request';
import { EngineRegistry } from './engine-registry';
import { isEngineReady } from './engine-protocol';
import { createEngineRunner } from './engine-runner';
import { readApiRequest } from './read-request';
import { loadApiSettings } from './settings-store';
import { internalErrorResponse, toResponse } from './to-response';

declare const self: ServiceWorkerGlobalScope;

// The service worker answers the local API: parse, call the core, answer. The work itself runs
// in an app window (a service worker cannot start the pipeline's Web Worker).
const engines = new EngineRegistry();
const runner = createEngineRunner(engines);

/** Static file served as is, although it lives under /api/. */
const OPENAPI_PATH = '/api/openapi.json';

/** True for requests to this origin's `/api/` paths, except reading the OpenAPI document. */
function isApiRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return false;
  const read = request.method === 'GET' || request.method === 'HEAD';
  return !(read && url.pathname === OPENAPI_PATH);
}

/** Answers one API request; never throws (a failure here is a 500 body, not a network error). */
async function answer(request: Request): Promise<Response> {
  try {
    const [apiRequest, settings] = await Promise.all([readApiRequest(request), loadApiSettings()]);
    return toResponse(await handleApiRequest(apiRequest, settings, runner));
  } catch (error) {
    return internalErrorResponse(error);
  }
}

// The first page load is controlled at once: no waiting for a second visit or for old tabs.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (isEngineReady(event.data) && event.source instanceof Client)
    engines.announce(event.source.id);
});

self.addEventListener('fetch', (event) => {
  if (isApiRequest(event.request)) event.respondWith(answer(event.request));
});
