/**
 * Issue 15: text set with wide letter spacing reaches the text layer as "B U R K H A R D ...",
 * one space per letter gap and no wider gap between words. A name found elsewhere in the
 * document, or a booking code, written that way is still redacted; ordinary spaced-out
 * headings and short letter sequences are left alone.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { LETTER_SPACED_RECOGNIZER } from '../../../src/core/detect/letter-spaced';
import { propagateOccurrences } from '../../../src/core/detect/propagate';

/** Spans the letter-spaced reading added, as `TAG text`, with the pipeline's detector. */
function spaced(text: string): string[] {
  return propagateOccurrences(text, findPii(text))
    .filter((s) => s.recognizer === LETTER_SPACED_RECOGNIZER)
    .map((s) => `${s.tag} ${text.slice(s.start, s.end)}`);
}

/** Every character of `value` in `text` lies under some span of the detector. */
function covered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  const spans = propagateOccurrences(text, findPii(text));
  for (let i = at; i < at + value.length; i++) {
    if (/\s/u.test(text[i]!)) continue;
    if (!spans.some((s) => s.start <= i && i < s.end)) return false;
  }
  return true;
}

describe('letter-spaced text', () => {
  it('redacts a ticket holder written letter-spaced when the body names the same person', () => {
    const heading = 'B U R K H A R D T S C H I R N E R';
    const text =
      `Online-Ticket\nReisende/r\n${heading}\nBuchungscode\n8 W X Q 6 H\n` +
      'Dieses Ticket ist personengebunden und gilt nur für Burkhard Tschirner auf der angegebenen Strecke.\n' +
      'G U T E R E I S E , B U R K H A R D !\n';
    expect(text.includes('Burkhard Tschirner')).toBe(true);
    expect(covered(text, heading)).toBe(true);
    expect(spaced(text)).toContain('ID 8 W X Q 6 H');
    expect(spaced(text)).toContain('PERSON_NAME B U R K H A R D');
    // The greeting's ordinary words stay readable.
    expect(covered(text, 'G U T E R E I S E')).toBe(false);
  });

  it('joins a name whose words landed on lines of their own, middle initial included', () => {
    const text =
      "Passenger\nH A M I S H \nK . \nO ' D R I S C O L L\n" +
      "This ticket is valid only for Hamish K. O'Driscoll on the journey shown.\n";
    expect(covered(text, "H A M I S H \nK . \nO ' D R I S C O L L")).toBe(true);
  });

  it('reads a heading written surname first, in Cyrillic', () => {
    const text =
      'Пассажир\nЗ А В Ь Я Л О В А Е Ф Р О С И Н Ь Я\n' +
      'Билет действителен только для пассажира Ефросинья Завьялова.\n';
    expect(covered(text, 'З А В Ь Я Л О В А Е Ф Р О С И Н Ь Я')).toBe(true);
  });

  it('takes a code of capitals alone only under a code label', () => {
    const labelled = 'Booking reference\nU Z B Z J W\nValid on the date shown.\n';
    expect(spaced(labelled)).toEqual(['ID U Z B Z J W']);
    const heading = 'Your journey\nR E I S E P L A N\nValid on the date shown.\n';
    expect(spaced(heading)).toEqual([]);
  });

  it('leaves spaced-out headings, digit rows and short letter runs alone', () => {
    const text =
      'I N V O I C E\nQty 1 2 3 4 5\nFor a b c and x y z see the appendix.\n' +
      'R E C H N U N G S A D R E S S E\nThe total is due within 30 days.\n';
    expect(spaced(text)).toEqual([]);
  });
});
