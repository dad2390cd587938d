import type { FetchLike } from './chat-endpoint';

/** A response as it crosses from the page to the pipeline worker (plain data). */
export interface RelayedResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

/** The part of a request the chat adapter sends. */
export interface RelayedRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request from the page on the worker's behalf. The page's security policy is rebuilt by
 * the service worker to allow the chosen chat endpoint; a worker keeps the policy its script was
 * served with (`connect-src 'self'`), so the chat endpoint is reached through the page.
 */
export type FetchRelay = (url: string, init: RelayedRequest) => Promise<RelayedResponse>;

/** The relay the page hands to the pipeline worker (wrapped in `Comlink.proxy`). */
export const pageFetchRelay: FetchRelay = async (url, init) => {
  const response = await fetch(url, init);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return { status: response.status, headers, body: await response.text() };
};

/** Statuses whose responses may not carry a body. */
const NULL_BODY = new Set([204, 205, 304]);

/** A fetch for the chat adapter that goes through `relay`; aborting rejects at once. */
export function fetchThroughRelay(relay: FetchRelay): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      const onAbort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      relay(url, {
        method: init.method ?? 'POST',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? init.body : '',
      }).then(
        (answer) => {
          signal?.removeEventListener('abort', onAbort);
          const body = NULL_BODY.has(answer.status) ? null : answer.body;
          resolve(new Response(body, { status: answer.status, headers: answer.headers }));
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
