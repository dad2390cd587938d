import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from './pool/worker-pool';

/** The server's Prometheus metrics, on a registry of its own (no global state between servers). */
export interface ServerMetrics {
  registry: Registry;
  requests: Counter<'route' | 'status'>;
  duration: Histogram<'route'>;
  pages: Counter<'operation'>;
  failures: Counter<'route' | 'reason'>;
}

/** Creates the metrics; the pool gauges are read from `stats` at scrape time. */
export function createServerMetrics(stats: () => PoolStats): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'obscura_' });
  const requests = new Counter({
    name: 'obscura_http_requests_total',
    help: 'HTTP requests answered, by route and status code.',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'obscura_http_request_duration_seconds',
    help: 'Time from the request to its answer, in seconds.',
    labelNames: ['route'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  const pages = new Counter({
    name: 'obscura_pages_processed_total',
    help: 'PDF pages processed by successful jobs.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'obscura_request_failures_total',
    help: 'API requests that failed: refused documents, internal errors, time-outs, busy answers.',
    labelNames: ['route', 'reason'] as const,
    registers: [registry],
  });
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  gauge('obscura_pool_threads', 'Worker threads ready to take jobs.', (s) => s.readyThreads);
  gauge('obscura_pool_busy_threads', 'Worker threads running a job.', (s) => s.busy);
  gauge('obscura_pool_queue_depth', 'Jobs waiting for a worker thread.', (s) => s.queued);
  gauge(
    'obscura_pool_slots_in_use',
    'Admitted requests (reading, waiting or running).',
    (s) => s.reserved,
  );
  gauge(
    'obscura_pool_capacity',
    'Requests admitted at most (threads plus queue).',
    (s) => s.capacity,
  );
  return { registry, requests, duration, pages, failures };
}
