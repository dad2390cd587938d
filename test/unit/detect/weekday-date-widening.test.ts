import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';

/** True when every non-space character of `value` in `text` lies under a DATE span. */
function dateCovers(text: string, value: string): boolean {
  const spans = propagateOccurrences(text, findPii(text)).filter((s) => s.tag === 'DATE');
  const at = text.indexOf(value);
  for (let i = at; i < at + value.length; i++)
    if (!/\s/.test(text[i]!) && !spans.some((s) => s.start <= i && s.end > i)) return false;
  return true;
}

describe('a weekday-led date keeps the extent of the broader date reading', () => {
  it('covers the time, the time range and the range a weekday date is part of', () => {
    for (const value of [
      'Monday, 3 March 2026 at 10am',
      'Mon 3 Mar 2026, 10:30–11:30',
      'Monday, 3 March 2026 from 10:00 to 12:00',
      'Monday, 3 March 2026 – Friday, 6 March 2026',
    ])
      expect(dateCovers(`Appointment: ${value}\n`, value), value).toBe(true);
  });

  it('still boxes the weekday itself, and no neighbouring word', () => {
    const text = 'Booked for Mo., 3. März 2026 um 10:30 Uhr by reception.\n';
    expect(dateCovers(text, 'Mo., 3. März 2026')).toBe(true);
    const spans = propagateOccurrences(text, findPii(text));
    expect(spans.some((s) => text.slice(s.start, s.end).includes('reception'))).toBe(false);
  });
});
