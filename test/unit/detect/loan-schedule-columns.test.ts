/**
 * A loan's repayment schedule prints the interest of each instalment as a plain number under
 * the column's heading ("Intérêts", "Zinsen", "Interessi", "Juros", "Interest", "Проценты"):
 * the borrower's own amounts, read as money in every language.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The money amounts the detector reports in `text`. */
function money(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'MONEY_AMOUNT')
    .map((s) => text.slice(s.start, s.end));
}

describe('loan schedule columns', () => {
  it('reads the plain interest amounts under the interest column in four languages', () => {
    const rows = (header: string, euro: (v: string) => string) =>
      `${header}\n1 11/12/2026 ${euro('2 031,17')} 118,00 ${euro('21 686,83')}\n` +
      `2 11/01/2027 ${euro('2 031,17')} 108,43 ${euro('19 764,09')}\n`;
    const after = (v: string) => `${v} €`;
    const before = (v: string) => `€ ${v}`;
    for (const [header, sign] of [
      ['N° Échéance Mensualité Intérêts Capital restant dû', after],
      ['Nr. Fällig am Rate Zinsen Restschuld', after],
      ['N. Scadenza Rata Interessi Debito residuo', before],
      ['N.º Vencimento Prestação Juros Capital em dívida', after],
    ] as const) {
      const found = money(rows(header, sign));
      expect(found).toContain('118,00');
      expect(found).toContain('108,43');
    }
  });

  it('leaves numbers under headings that name no money', () => {
    const text = 'Pos. Artikel Menge Gewicht\n1 Schrauben 12 3,50\n2 Muttern 40 1,25\n';
    expect(money(text)).toEqual([]);
    const prose = 'Conflicts of interest\nThe board met 3 times; 2,50 hours on average.\n';
    expect(money(prose)).not.toContain('2,50');
  });
});
