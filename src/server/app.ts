import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { answerBeforeBody, bodyTooLargeResponse } from '../core/api/answer-before-body';
import { handleApiRequest } from '../core/api/handle-request';
import { API_PATHS, type ApiHttpResponse, type ProcessingLimits } from '../core/api/http';
import { headerValue } from '../core/api/auth';
import { jsonResponse } from '../core/api/responses';
import { matchingKey, type ApiKeySource } from './api-keys';
import { poolRunner } from './api-runner';
import type { ServerMetrics } from './metrics';
import type { WorkerPool } from './pool/worker-pool';
import { readBoundedBody } from './read-body';
import {
  busyResponse,
  drainingResponse,
  timeoutResponse,
  toFetchResponse,
} from './server-responses';
import { toApiRequest } from './to-api-request';

/** Everything the HTTP layer needs. */
export interface ServerContext {
  keys: ApiKeySource;
  pool: WorkerPool;
  metrics: ServerMetrics;
  /** Largest accepted PDF in bytes (413 above it). */
  maxBytes: number;
  limits?: ProcessingLimits;
  /** Time limit of one API request, body reading included (0: none). */
  requestTimeoutMs: number;
  /** Seconds a busy (503) answer tells the client to wait. */
  retryAfterSeconds: number;
  /** The OpenAPI document's text. */
  openapi: string;
}

/** Requests in progress and whether the server is draining; read by the shutdown. */
export interface ServerState {
  draining: boolean;
  inFlight: number;
}

const KNOWN_PATHS = new Set<string>(Object.values(API_PATHS));

/** Lower-cased request headers as plain strings. */
function headersOf(raw: Request): Record<string, string> {
  const out: Record<string, string> = {};
  raw.headers.forEach((value, name) => (out[name.toLowerCase()] = value));
  return out;
}

/**
 * The HTTP application: the five API endpoints answered by the same handler as the service
 * worker (route, key and length checked before the body; the body read under the limit; then
 * `handleApiRequest` with the worker pool as its runner), plus health, readiness, metrics and
 * the OpenAPI document.
 */
export function createApp(
  ctx: ServerContext,
  state: ServerState,
): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', (c) => {
    const stats = ctx.pool.stats();
    const ready = !state.draining && ctx.pool.hasRoom();
    const reason = state.draining
      ? 'shutting down'
      : stats.readyThreads === 0
        ? 'no worker thread is ready yet'
        : ready
          ? 'ok'
          : 'every worker is busy and the waiting line is full';
    return c.json({ status: ready ? 'ready' : 'not ready', reason, ...stats }, ready ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    const text = await ctx.metrics.registry.metrics();
    return c.body(text, 200, { 'content-type': ctx.metrics.registry.contentType });
  });
  app.get('/api/openapi.json', (c) =>
    c.body(ctx.openapi, 200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }),
  );

  app.all('/api/*', async (c) => {
    const started = performance.now();
    const url = new URL(c.req.url);
    const route = KNOWN_PATHS.has(url.pathname) ? url.pathname : 'other';
    state.inFlight++;
    let answer: ApiHttpResponse | undefined;
    try {
      answer = await answerApi(c.env, c.req.raw, url.pathname + url.search, route);
      return toFetchResponse(answer);
    } finally {
      state.inFlight--;
      const status = String(answer?.status ?? 500);
      ctx.metrics.requests.inc({ route, status });
      ctx.metrics.duration.observe({ route }, (performance.now() - started) / 1000);
    }
  });

  /** One API request, from head checks to the handler's answer; never throws. */
  async function answerApi(
    env: HttpBindings,
    raw: Request,
    url: string,
    route: string,
  ): Promise<ApiHttpResponse> {
    const headers = headersOf(raw);
    const head = { method: raw.method.toUpperCase(), url, headers };
    const apiKey = matchingKey(headerValue(headers, 'x-api-key'), ctx.keys.keys());
    const before = answerBeforeBody(head, apiKey, ctx.maxBytes);
    if (before.kind === 'answer') return before.response;
    if (state.draining) return drainingResponse(ctx.retryAfterSeconds);
    // A slot is taken before the body is read: a full server buffers nothing more.
    const slot = ctx.pool.reserve();
    if (!slot) {
      ctx.metrics.failures.inc({ route, reason: 'busy' });
      return busyResponse(ctx.retryAfterSeconds);
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      const work = (async () => {
        const body = await readBoundedBody(env.incoming, before.maxBodyBytes, controller.signal);
        if (body.kind === 'too-large') {
          return bodyTooLargeResponse(body.bytesRead, before.maxBodyBytes);
        }
        const request = await toApiRequest(head.method, url, headers, body.bytes);
        const settings = {
          apiKey,
          maxBytes: ctx.maxBytes,
          ...(ctx.limits ? { limits: ctx.limits } : {}),
        };
        const runner = poolRunner(ctx.pool, slot, controller.signal, ctx.metrics);
        return handleApiRequest(request, settings, runner);
      })();
      const answer =
        ctx.requestTimeoutMs > 0
          ? await Promise.race([
              work,
              new Promise<ApiHttpResponse>((resolve) => {
                timer = setTimeout(() => {
                  controller.abort(new Error('request time limit'));
                  resolve(timeoutResponse(Number((ctx.requestTimeoutMs / 1000).toFixed(3))));
                }, ctx.requestTimeoutMs);
              }),
            ])
          : await work;
      // The losing side of the race must not surface as an unhandled rejection.
      work.catch(() => undefined);
      if (answer.status >= 400) ctx.metrics.failures.inc({ route, reason: String(answer.status) });
      return answer;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      ctx.metrics.failures.inc({ route, reason: '500' });
      return jsonResponse(500, {
        error_code: 'INTERNAL_ERROR',
        message: `The request could not be handled: ${message}`,
      });
    } finally {
      if (timer) clearTimeout(timer);
      slot.release();
    }
  }

  return app;
}
