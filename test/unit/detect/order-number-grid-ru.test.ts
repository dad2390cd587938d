/**
 * A Russian shop invoice's meta grid prints "Заказ № 95217535" under the customer number: the
 * customer's order, read as the French, Spanish and German order labels already are.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The IDs the detector reports in `text`. */
function ids(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'ID')
    .map((s) => text.slice(s.start, s.end));
}

describe('Russian order number in a label grid', () => {
  it('reads the number after "Заказ №"', () => {
    const text =
      'Счёт-фактура\nПокупатель: Ирина Соколова\nНомер клиента C517204\nЗаказ № 60418273\nДата 16.05.2026\n';
    expect(ids(text)).toContain('60418273');
  });

  it('leaves the word without its number sign and a firm order of a date', () => {
    expect(ids('Ваш заказ доставлен вчера, спасибо.')).toEqual([]);
    expect(ids('Заказ 4471220 от 12.03.2024 передан на склад.')).not.toContain('4471220');
  });
});
