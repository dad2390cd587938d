// Probes of what the whole detector reports over one value of a text, shared by the detector's
// recall tests. Each checks first that the value is in the input, so a typo in a test cannot pass.
import { expect } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import type { Span } from '../../../src/core/detect/span';

/** The span findPii reports over every character of `value` (first occurrence), if any. */
export const spanOver = (text: string, value: string) => {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return findPii(text).find((s) => s.start <= at && s.end >= at + value.length);
};

/** True when some span covers every character of `value`. */
export const covered = (text: string, value: string) => spanOver(text, value) !== undefined;

/** True when no span touches any character of `value`. */
export const untouched = (text: string, value: string) => {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return !findPii(text).some((s) => s.start < at + value.length && at < s.end);
};

/** True when every visible character of `value` lies under one of `spans`, boxes of any tag. */
export function allCovered(text: string, spans: readonly Span[], value: string): boolean {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  for (let i = at; i < at + value.length; i++)
    if (!/\s/.test(text[i]!) && !spans.some((s) => s.start <= i && i < s.end)) return false;
  return true;
}
