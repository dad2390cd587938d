/**
 * A loan schedule's column headings ("N.º Vencimento Prestação Juros Capital em dívida") are no
 * organisation, while the lender named in the letter above stays one.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { withoutScheduleHeaderOrgs } from '../../../src/core/detect/schedule-header-orgs';
import type { Span } from '../../../src/core/detect/span';

/** An ORGANIZATION span over `value` in `text`. */
function org(text: string, value: string): Span {
  const start = text.indexOf(value);
  return { tag: 'ORGANIZATION', start, end: start + value.length, score: 0.5, recognizer: 'test' };
}

describe('schedule header organisations', () => {
  const headers = [
    'N.º Vencimento Prestação Juros Capital em dívida',
    'N° Échéance Mensualité Intérêts Capital restant dû',
    'N.º Vencimiento Cuota Intereses Capital pendiente',
  ];

  it('drops an organisation read on a loan schedule header in three languages', () => {
    for (const header of headers) {
      const text = `Plano de pagamentos\n${header}\n1 20/11/2026 593,74 € 77,94 19 384,20 €\n`;
      const span = org(text, header.split(' ').slice(0, 5).join(' '));
      expect(withoutScheduleHeaderOrgs(text, [span])).toEqual([]);
      const found = findPii(text).filter((s) => s.tag === 'ORGANIZATION');
      expect(found.map((s) => text.slice(s.start, s.end))).toEqual([]);
    }
  });

  it('keeps organisations on other lines and headers that are no schedule', () => {
    const text =
      'Banco Atlântico Capital S.A.\nN.º Vencimento Prestação Juros Capital em dívida\n' +
      'Nome Empresa Morada\nAtlântico Capital Morada Lisboa\n';
    const lender = org(text, 'Banco Atlântico Capital S.A.');
    const other = org(text, 'Atlântico Capital');
    expect(withoutScheduleHeaderOrgs(text, [lender, other])).toEqual([lender, other]);
  });
});
