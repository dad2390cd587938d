import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve as serveNode } from '@hono/node-server';
import { ROOT } from '../../bin/build-state.mjs';
import type { ProcessingLimits } from '../core/api/http';
import { createApiKeySource } from './api-keys';
import { createApp, type ServerState } from './app';
import { createServerMetrics } from './metrics';
import type { ThreadConfig } from './pool/job-protocol';
import { WorkerPool } from './pool/worker-pool';

/** Options of `obscura serve`. */
export interface ServeOptions {
  port: number;
  host: string;
  workers: number;
  /** Requests allowed to wait for a worker beyond the running ones. */
  queueLimit: number;
  maxBytes: number;
  limits?: ProcessingLimits;
  requestTimeoutMs: number;
  retryAfterSeconds: number;
  /** Keys file re-read on change; joined with `OBSCURA_API_KEYS`. */
  apiKeysFile?: string;
  thread: ThreadConfig;
}

/** A started server. */
export interface RunningServer {
  port: number;
  /** Stops accepting, lets admitted requests finish, stops the workers. */
  shutdown(): Promise<void>;
}

/**
 * Reads the OpenAPI document the app also serves (public/api/openapi.json), from the project
 * root so the compiled CLI (dist-node/) finds it too.
 */
function loadOpenApi(): string {
  return readFileSync(join(ROOT, 'public', 'api', 'openapi.json'), 'utf8');
}

/** Starts `obscura serve`; rejects with a sentence when it cannot (no keys, port taken). */
export async function startServer(
  options: ServeOptions,
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = () => undefined,
): Promise<RunningServer> {
  const keys = createApiKeySource(env.OBSCURA_API_KEYS, options.apiKeysFile);
  if (keys.keys().length === 0) {
    throw new Error(
      'No API key is configured: set OBSCURA_API_KEYS (comma-separated) or give --api-keys-file FILE.',
    );
  }
  const pool = new WorkerPool({
    size: options.workers,
    queueLimit: options.queueLimit,
    thread: options.thread,
  });
  const metrics = createServerMetrics(() => pool.stats());
  const state: ServerState = { draining: false, inFlight: 0 };
  const app = createApp(
    {
      keys,
      pool,
      metrics,
      maxBytes: options.maxBytes,
      ...(options.limits ? { limits: options.limits } : {}),
      requestTimeoutMs: options.requestTimeoutMs,
      retryAfterSeconds: options.retryAfterSeconds,
      openapi: loadOpenApi(),
    },
    state,
  );
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serveNode({ fetch: app.fetch, port: options.port, hostname: options.host }, () =>
      resolve(s as Server),
    ) as Server;
    s.once('error', (error: NodeJS.ErrnoException) => {
      void pool.destroy();
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${options.port} on ${options.host} is already in use.`
            : `Cannot listen on ${options.host}:${options.port}: ${error.message}`,
        ),
      );
    });
  });
  const port = (server.address() as AddressInfo).port;
  log(
    `obscura serve: listening on http://${options.host}:${port} with ${options.workers} worker(s)`,
  );
  let stopping: Promise<void> | undefined;
  return {
    port,
    shutdown() {
      stopping ??= (async () => {
        state.draining = true;
        log('obscura serve: shutting down, finishing the requests in progress');
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Idle keep-alive connections would hold close() open; busy ones finish their answer.
        server.closeIdleConnections();
        await pool.close();
        while (state.inFlight > 0) await new Promise((r) => setTimeout(r, 20));
        server.closeIdleConnections();
        await closed;
        log('obscura serve: stopped');
      })();
      return stopping;
    },
  };
}
