/**
 * Issue 15 (R2): merchants of card statements printed one cell per line, as a browser prints a
 * table (date, maybe a time, posting date, descriptor, then a town, category or reference column
 * before the amount, which may carry a currency code), through the whole detector. The merchant
 * is the name with its store number, never the posting prefix, the category or a settlement row.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** True when every character of `value` (its first occurrence in `text`) lies under a finding. */
function covered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  const spans = findPii(text);
  for (let i = at; i < at + value.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    if (!spans.some((s) => s.start <= i && s.end > i)) return false;
  }
  return true;
}

/** The organisations the detector reports in `text`. */
function orgs(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'ORGANIZATION')
    .map((s) => text.slice(s.start, s.end));
}

describe('card statement merchants, one cell per line', () => {
  it('reads the merchant when a reference column comes before the amount', () => {
    const text = [
      'Trans. date',
      'Post date',
      'Description',
      'Reference',
      'Amount',
      'Jan 08',
      'Jan 10',
      'PURCHASE WHOLEFDS MKT 10234 AUSTIN TX',
      '626146395',
      '204.52',
      'Jan 09',
      'Jan 09',
      'Pizzeria Napoli BOSTON MA',
      '056895098',
      '69.91',
    ].join('\n');
    expect(covered(text, 'WHOLEFDS MKT 10234')).toBe(true);
    expect(covered(text, 'Pizzeria Napoli')).toBe(true);
    expect(orgs(text).some((o) => o.includes('PURCHASE'))).toBe(false);
  });

  it('reads rows whose date and time share a line and whose amount has a currency code', () => {
    const text = [
      'F. operación Hora F. valor Comercio',
      'Localidad',
      'Importe',
      '19/05',
      '20:13 21/05',
      'Pago en MERCADONA 2231',
      'VALENCIA ES',
      '43,19',
      '20/05',
      '9:50 22/05',
      'TPV CARREFOUR EXPRESS 0719',
      'MALAGA ESP',
      'EUR 21,14',
    ].join('\n');
    expect(covered(text, 'MERCADONA 2231')).toBe(true);
    expect(covered(text, 'CARREFOUR EXPRESS 0719')).toBe(true);
    expect(orgs(text).some((o) => /Pago|TPV/.test(o))).toBe(false);
  });

  it('keeps a category column and a settlement row out, and a version number in the name', () => {
    const text = [
      'Data operazione',
      'Data registrazione',
      'Descrizione operazione',
      'Categoria',
      'Importo',
      '12/08',
      '12/08',
      'POS COOP ALLEANZA 3.0 MODENA IT',
      'Alimentari',
      '105,86 EUR',
      '14/08',
      '15/08',
      'Bar Restaurante Galicia BILBAO ES',
      'Ristoranti',
      '46,25 EUR',
      '15/08',
      '17/08',
      'ABONO LIQUIDACIÓN TARJETA',
      '-876,88 EUR',
    ].join('\n');
    expect(covered(text, 'COOP ALLEANZA 3.0')).toBe(true);
    expect(covered(text, 'Bar Restaurante Galicia')).toBe(true);
    const found = orgs(text);
    expect(found).not.toContain('Alimentari');
    expect(found).not.toContain('Ristoranti');
    expect(found.some((o) => o.includes('LIQUIDACIÓN'))).toBe(false);
  });

  it('keeps a town written in Title Case inside the merchant’s name', () => {
    const text = ['Date Description Amount', '03/11', 'Trattoria Firenze', '42,10'].join('\n');
    expect(covered(text, 'Trattoria Firenze')).toBe(true);
  });

  it('reads whole rows under a header printed one cell per line', () => {
    const text = [
      'Trans Date',
      'Post Date',
      'Description',
      'Amount',
      'Nov 10 Nov 11 SHELL 57442 HOUSTON TX 61.00',
      'Nov 11 Nov 12 AMAZON MKTPLACE AMZN.COM/BILL WA 12.99',
      'Nov 12 Nov 13 Trattoria Roma NEW YORK NY 38.50',
    ].join('\n');
    for (const merchant of ['SHELL 57442', 'AMAZON MKTPLACE', 'Trattoria Roma'])
      expect(covered(text, merchant), merchant).toBe(true);
  });
});
