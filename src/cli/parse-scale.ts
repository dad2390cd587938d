import { availableParallelism } from 'node:os';
import type { ProcessingLimits } from '../core/api/http';
import type { BatchOperation, BatchSpec, WorkerSpec } from '../batch/batch-spec';
import type { ThreadConfig } from '../server/pool/job-protocol';
import type { ServeOptions } from '../server/serve';
import {
  chatEndpointOf,
  documentOptionsOf,
  limitsOf,
  numberOption,
  UsageError,
  type CliValues,
} from './parse-cli';

/** `serve`, `batch` and `worker` parsed. */
export type ScaleCommand =
  | { kind: 'serve'; serve: ServeOptions }
  | { kind: 'batch'; batch: BatchSpec }
  | { kind: 'worker'; worker: WorkerSpec };

/** Options only the scale commands take. */
export const SCALE_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  workers: { type: 'string' },
  'queue-limit': { type: 'string' },
  'max-size': { type: 'string' },
  'request-timeout': { type: 'string' },
  'api-keys-file': { type: 'string' },
  list: { type: 'string', multiple: true },
  operation: { type: 'string' },
  queue: { type: 'string' },
  'queue-name': { type: 'string' },
  concurrency: { type: 'string' },
  attempts: { type: 'string' },
  'lock-seconds': { type: 'string' },
  'stalled-seconds': { type: 'string' },
  plain: { type: 'boolean' },
} as const;

/** Options each scale command accepts (help is handled before). */
const ACCEPTED: Record<ScaleCommand['kind'], readonly string[]> = {
  serve: [
    'port',
    'host',
    'workers',
    'queue-limit',
    'max-size',
    'request-timeout',
    'api-keys-file',
    'model',
    'visual',
    'llm-url',
    'llm-model',
    'llm-timeout',
    'max-pages',
    'page-time-limit',
  ],
  batch: [
    'out',
    'list',
    'operation',
    'prompt',
    'workers',
    'queue',
    'queue-name',
    'attempts',
    'plain',
    'tags',
    'ocr-langs',
    'force-ocr',
    'rotated-text',
    'no-redact-text',
    'image-only',
    'min-chunk-size',
    'custom-tags',
    'dpi',
    'quality',
    'password',
    'model',
    'visual',
    'llm-url',
    'llm-model',
    'llm-timeout',
    'max-pages',
    'max-page-megapixels',
    'page-time-limit',
  ],
  worker: [
    'queue',
    'queue-name',
    'concurrency',
    'lock-seconds',
    'stalled-seconds',
    'model',
    'visual',
    'llm-url',
    'llm-model',
    'llm-timeout',
  ],
};

/** Parses a numeric option within a range (a default when absent). */
function numberOf(
  values: CliValues,
  name: keyof CliValues & string,
  fallback: number,
  min: number,
  max: number,
  whole = true,
): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  let schema = numberOption(name, min, max);
  if (whole) schema = schema.int(`--${name} must be a whole number`);
  const parsed = schema.safeParse(typeof raw === 'string' && raw.trim() === '' ? Number.NaN : raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
  return parsed.data;
}

/** The engines every pool thread loads. */
function threadConfigOf(values: CliValues): ThreadConfig {
  const llm = chatEndpointOf(values['llm-url'], values['llm-model'], values['llm-timeout']);
  return {
    ...(values.model ? { model: values.model } : {}),
    ...(values.visual ? { visual: true } : {}),
    ...(llm ? { llm } : {}),
  };
}

/** A `redis://` or `rediss://` URL, or a usage error. */
function queueUrlOf(value: string | undefined, command: string): string {
  if (!value) throw new UsageError(`'${command}' needs --queue redis://HOST:PORT.`);
  if (!/^rediss?:\/\/[^\s/]+/i.test(value)) {
    throw new UsageError('--queue must be a Redis URL such as redis://127.0.0.1:6379.');
  }
  return value;
}

/** Queue names become Redis key prefixes: keep them plain. */
function queueNameOf(values: CliValues): string {
  const name = values['queue-name'] ?? 'obscura';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) {
    throw new UsageError('--queue-name may use letters, digits, - and _ (at most 64).');
  }
  return name;
}

/** Parses `serve`, `batch` or `worker` after the command word. */
export function parseScaleCommand(
  command: ScaleCommand['kind'],
  positionals: string[],
  values: CliValues,
): ScaleCommand {
  const given = Object.keys(values).filter(
    (name) => (values as Record<string, unknown>)[name] !== undefined,
  );
  const stray = given.find((name) => !ACCEPTED[command].includes(name));
  if (stray) throw new UsageError(`--${stray} does not apply to '${command}'.`);
  const cores = availableParallelism();
  if (command === 'serve') {
    if (positionals.length > 0) {
      throw new UsageError(`Unexpected arguments: ${positionals.join(' ')}`);
    }
    const workers = numberOf(values, 'workers', cores, 1, 256);
    const limits = limitsOf(values);
    const processing: ProcessingLimits = {
      maxPages: limits.maxPages ?? 0,
      pageTimeLimitMs: limits.pageTimeLimitMs ?? 0,
    };
    return {
      kind: 'serve',
      serve: {
        port: numberOf(values, 'port', 8080, 0, 65535),
        host: values.host ?? '127.0.0.1',
        workers,
        queueLimit: numberOf(values, 'queue-limit', workers * 2, 0, 10_000),
        maxBytes: Math.round(numberOf(values, 'max-size', 200, 0.001, 10_000, false) * 1024 * 1024),
        limits: processing,
        requestTimeoutMs: numberOf(values, 'request-timeout', 300, 0, 86_400, false) * 1000,
        retryAfterSeconds: 5,
        ...(values['api-keys-file'] ? { apiKeysFile: values['api-keys-file'] } : {}),
        thread: threadConfigOf(values),
      },
    };
  }
  if (command === 'worker') {
    if (positionals.length > 0) {
      throw new UsageError(`Unexpected arguments: ${positionals.join(' ')}`);
    }
    return {
      kind: 'worker',
      worker: {
        queue: { url: queueUrlOf(values.queue, 'worker'), name: queueNameOf(values) },
        concurrency: numberOf(values, 'concurrency', cores, 1, 256),
        thread: threadConfigOf(values),
        lockSeconds: numberOf(values, 'lock-seconds', 30, 1, 3600, false),
        stalledSeconds: numberOf(values, 'stalled-seconds', 30, 1, 3600, false),
      },
    };
  }
  const lists = values.list ?? [];
  if (positionals.length === 0 && lists.length === 0) {
    throw new UsageError("'batch' needs input files, folders or --list FILE.");
  }
  if (!values.out) throw new UsageError("'batch' needs --out DIR.");
  const operation = (values.operation ?? 'anonymize') as BatchOperation;
  if (!['anonymize', 'detect', 'custom'].includes(operation)) {
    throw new UsageError('--operation must be anonymize, detect or custom.');
  }
  if (operation === 'custom' && !values.prompt?.trim()) {
    throw new UsageError('--operation custom needs --prompt "what to redact".');
  }
  if (operation !== 'custom' && values.prompt) {
    throw new UsageError('--prompt belongs to --operation custom.');
  }
  if (!values.queue && (values['queue-name'] || values.attempts)) {
    throw new UsageError('--queue-name and --attempts need --queue.');
  }
  return {
    kind: 'batch',
    batch: {
      inputs: positionals,
      lists,
      outDir: values.out,
      operation,
      ...(operation === 'custom' ? { prompt: values.prompt } : {}),
      options: documentOptionsOf(values, 'memory'),
      workers: numberOf(values, 'workers', cores, 1, 256),
      thread: threadConfigOf(values),
      progress: values.plain ? 'plain' : 'auto',
      ...(values.queue
        ? {
            queue: {
              url: queueUrlOf(values.queue, 'batch --queue'),
              name: queueNameOf(values),
              attempts: numberOf(values, 'attempts', 3, 1, 100),
            },
          }
        : {}),
    },
  };
}
