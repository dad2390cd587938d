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
  // Slice the window first: searching the whole text for a page break would make every call
  // linear in the document length.
  const before = text.slice(Math.max(0, start - window), start);
  return pattern.test(before.slice(before.lastIndexOf('\f') + 1));
}

/** True when `pattern` matches in the `window` characters after `end` (same page). */
export function hasContextAfter(
  text: string,
  end: number,
  pattern: RegExp,
  window = DEFAULT_CONTEXT_WINDOW,
): boolean {
  const after = text.slice(end, Math.min(text.length, end + window));
  const pageBreak = after.indexOf('\f');
  return pattern.test(pageBreak === -1 ? after : after.slice(0, pageBreak));
}

/** True when `pattern` matches near the span on either side. */
export function hasContextAround(
  text: string,
  start: number,
  end: number,
  pattern: RegExp,
  window = DEFAULT_CONTEXT_WINDOW,
): boolean {
  return (
    hasContextBefore(text, start, pattern, window) || hasContextAfter(text, end, pattern, window)
  );
}
