import { resolveOverlaps } from '../detect/resolve-overlaps';
import type { Span } from '../detect/span';

/** Tags a model may find inside a longer rule span without displacing it. */
const EXTENT_TRUSTED_TAGS: ReadonlySet<string> = new Set([
  'EMAIL',
  'URL',
  'ADDRESS',
  'PHONE',
  'ACCOUNT',
  'CREDIT_CARD',
  'IP',
  'SSN',
  'ID',
  'DRIVER_LICENSE',
  'PASSPORT',
  'DATE',
  'MONEY_AMOUNT',
  'ZIP_CODE',
  'PASSWORD',
]);

/**
 * Tags whose rule spans are names that contain other names: a person or place inside an
 * organisation's name ("Smith" in "Jones, Smith and Davis", "America" in "Bank of America")
 * is part of it, so a model's shorter span of another tag inside one does not split it.
 */
const CONTAINER_TAGS: ReadonlySet<string> = new Set(['ORGANIZATION']);

/** Two independent detectors agreeing: the chance both are wrong is the product of misses. */
function agreedScore(a: number, b: number): number {
  return 1 - (1 - a) * (1 - b);
}

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Merges the model's spans into the rule recognizers' spans:
 * - same tag and overlapping: one span, the longer of the two ranges (the model often stops a
 *   name early, the rules an organisation), score raised by agreement (1 - (1-a)(1-b));
 * - a model span inside a rule span of a structured tag (EMAIL, ADDRESS, IBAN...) is dropped:
 *   `alice` in `alice@acme.com` or `London` in a street address is not a separate entity; so is
 *   a span of another tag inside a rule's organisation name (`Smith` in `Jones, Smith and Davis`);
 * - otherwise overlaps are resolved as always (higher score, then longer span).
 * Returns spans sorted by start with no overlaps.
 */
export function mergeModelSpans(rules: readonly Span[], model: readonly Span[]): Span[] {
  const merged = rules.map((span) => ({ ...span }));
  const extra: Span[] = [];
  for (const span of model) {
    const inside = rules.some(
      (r) =>
        (EXTENT_TRUSTED_TAGS.has(r.tag) || (CONTAINER_TAGS.has(r.tag) && r.tag !== span.tag)) &&
        r.start <= span.start &&
        span.end <= r.end,
    );
    if (inside) continue;
    const agreeing = merged.filter((r) => r.tag === span.tag && overlaps(r, span));
    if (agreeing.length === 0) {
      extra.push(span);
      continue;
    }
    for (const rule of agreeing) {
      const modelLonger = span.end - span.start > rule.end - rule.start;
      rule.score = agreedScore(rule.score, span.score);
      if (modelLonger) {
        rule.start = span.start;
        rule.end = span.end;
      }
      if (!rule.recognizer.includes(span.recognizer)) {
        rule.recognizer = `${rule.recognizer}+${span.recognizer}`;
      }
    }
  }
  return resolveOverlaps([...merged, ...extra]);
}
