import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { inflectedNamePattern } from '../../../src/core/detect/name-inflections';
import { PROPAGATED_RECOGNIZER, propagateOccurrences } from '../../../src/core/detect/propagate';
import type { Span } from '../../../src/core/detect/span';

const words = (text: string, spans: readonly Span[]) =>
  spans.map((s) => text.slice(s.start, s.end));

describe('a name found once is redacted in every form it is written in', () => {
  it('declined Russian names and surnames', () => {
    const text =
      'Абонент: Светлана Петровна Тихонова\n' +
      'Уведомление направлено Светлане Петровне Тихоновой; копия — Тихоновой и Тихонову.';
    const found: Span[] = [
      { tag: 'PERSON_NAME', start: 9, end: 35, score: 0.9, recognizer: 'name-form' },
    ];
    const spans = propagateOccurrences(text, found);
    expect(words(text, spans)).toEqual([
      'Светлана Петровна Тихонова',
      'Светлане Петровне Тихоновой',
      'Тихоновой',
      'Тихонову',
    ]);
    expect(spans.slice(1).every((s) => s.recognizer === PROPAGATED_RECOGNIZER)).toBe(true);
  });

  it('a masculine surname in the instrumental and a soft first name', () => {
    const text = 'Подпись: Тимофей Журавлёв.\nДоговор заключён с Тимофеем Журавлёвым в Москве.';
    const found: Span[] = [
      { tag: 'PERSON_NAME', start: 9, end: 25, score: 0.9, recognizer: 'name-form' },
    ];
    expect(words(text, propagateOccurrences(text, found))).toContain('Тимофеем Журавлёвым');
  });

  it('German genitive, English possessive and an elided French article', () => {
    const text =
      'Antragstellerin: Anna Müller. Müllers Antrag wurde geprüft, die Müllerstraße nicht. ' +
      "Signed by Megan Okafor. Okafor's lease and the dossier d'Okafor.";
    const spans = propagateOccurrences(text, findPii(text));
    const found = words(text, spans);
    expect(found).toContain('Müllers');
    expect(found.filter((w) => w === 'Okafor')).toHaveLength(2);
    expect(found.some((w) => w.startsWith('Müllerstr'))).toBe(false);
  });

  it('undeclinable words have no pattern; a declined form must end the word', () => {
    expect(inflectedNamePattern('шевченко')).toBeUndefined();
    expect(inflectedNamePattern('jones')).toBeUndefined();
    expect(inflectedNamePattern('журавлёв')?.test('журавлёвым')).toBe(true);
    expect(inflectedNamePattern('журавлёв')?.test('журавлёвка')).toBe(false);
  });
});
