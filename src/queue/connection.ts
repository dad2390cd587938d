import type { ConnectionOptions } from 'bullmq';

/**
 * ioredis options for a `redis://` / `rediss://` URL (user, password, database number, TLS).
 * `maxRetriesPerRequest: null` is what BullMQ workers need: they block on Redis and must never
 * give up a command because of a reconnect.
 */
export function redisConnection(url: string): ConnectionOptions {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace(/^\//, '') || 0);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(Number.isInteger(db) && db > 0 ? { db } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/** The dead-letter queue of a queue: files that failed every try, with their last error. */
export function deadLetterName(queue: string): string {
  return `${queue}-dead`;
}

/** Waits for Redis, or rejects with a sentence naming the URL. */
export async function whenReachable(
  ready: Promise<unknown>,
  url: string,
  timeoutMs = 10_000,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `Cannot reach Redis at ${redactUrl(url)} (no answer in ${timeoutMs / 1000} s).`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the Redis URL given';
  }
}
