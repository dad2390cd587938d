/** Longest wait honoured from a `Retry-After` header, so a request never hangs for minutes. */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * How long to wait before retry number `attempt + 1`: the server's `Retry-After` (seconds or an
 * HTTP date) when it gives one, capped at 30 s; otherwise `base * 2^attempt`.
 */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  retryAfter: string | null,
  now: number = Date.now(),
): number {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(ms)) return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
  }
  return baseMs * 2 ** attempt;
}
