import { appShellResponse } from './app-shell';
import { matchPrecache } from './precache';
import { PRECACHE, RUNTIME_CACHE } from './precache-manifest';

/** Paths whose files are kept after their first use (other languages, models, onnxruntime). */
const RUNTIME_PREFIXES = ['/assets/', '/pdfjs/', '/tesseract/', '/models/'];

/** Paths that are the app shell. */
const SHELL_PATHS = new Set(['/', '/index.html']);

/** Answers from the runtime cache, else the network, keeping a good answer for next time. */
async function cacheFirst(request: Request, pathname: string): Promise<Response> {
  const cache = await caches.open(RUNTIME_CACHE);
  const hit = await cache.match(pathname);
  if (hit) return hit;
  const response = await fetch(request);
  // Only whole, successful same-origin answers: never a 206 range or an error page.
  if (response.status === 200 && response.type === 'basic') {
    await cache.put(pathname, response.clone());
  }
  return response;
}

/** Answers a same-origin GET from the caches, or the network when it is not cached. */
async function answerOffline(request: Request, url: URL): Promise<Response> {
  if (request.mode === 'navigate' && SHELL_PATHS.has(url.pathname)) {
    const shell = await appShellResponse();
    if (shell) return shell;
  }
  const precached = await matchPrecache(url.pathname);
  if (precached) return precached;
  if (RUNTIME_PREFIXES.some((p) => url.pathname.startsWith(p))) {
    return cacheFirst(request, url.pathname);
  }
  return fetch(request);
}

/**
 * The response for an app file, or undefined to leave the request to the network (other
 * origins, non-GET, the dev server where nothing is precached, and `/sw.js` itself).
 */
export function offlineResponse(request: Request, origin: string): Promise<Response> | undefined {
  if (PRECACHE.urls.length === 0 || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname === '/sw.js') return undefined;
  return answerOffline(request, url);
}
