/**
 * Context-word look-ups: many tags (SSN, passport, account numbers) are only trustworthy when a
 * label such as "SSN:" or "Passport No." stands near the candidate.
 */

/** Default number of characters before a candidate searched for context words. */
export const DEFAULT_CONTEXT_WINDOW = 48;

/**
 * True when `pattern` matches in the `window` characters before `start` (same page: the search
 * stops at a form feed). Patterns should be case-insensitive and Unicode-aware (`iu`).
 */
export function hasContextBefore(
  text: string,
  start: number,
  pattern: RegExp,
  window = DEFAULT_CONTEXT_WINDOW,
): boolean {
  let from = Math.max(0, start - window);
  const pageBreak = text.lastIndexOf('\f', start - 1);
  if (pageBreak >= from) from = pageBreak + 1;
  return pattern.test(text.slice(from, start));
}

/** True when `pattern` matches in the `window` characters after `end` (same page). */
export function hasContextAfter(
  text: string,
  end: number,
  pattern: RegExp,
  window = DEFAULT_CONTEXT_WINDOW,
): boolean {
  let to = Math.min(text.length, end + window);
  const pageBreak = text.indexOf('\f', end);
  if (pageBreak !== -1 && pageBreak < to) to = pageBreak;
  return pattern.test(text.slice(end, to));
}

/** True when `pattern` matches near the span on either side. */
export function hasContextAround(
  text: string,
  start: number,
  end: number,
  pattern: RegExp,
  window = DEFAULT_CONTEXT_WINDOW,
): boolean {
  return hasContextBefore(text, start, pattern, window) || hasContextAfter(text, end, pattern, window);
}
