/**
 * A parts table's first column holds catalogue numbers (no personal IDs), and an invoice's number
 * printed on the title line is the customer's invoice (an ID where the invoice names a person).
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { partNumberCells } from '../../../src/core/detect/part-number-rows';
import { invoiceTitleNumberRecognizer } from '../../../src/core/detect/recognizers/invoice-title-numbers';
import { foldForMatching } from '../../../src/core/detect/normalize';

/** The IDs the detector reports in `text`. */
function ids(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'ID')
    .map((s) => text.slice(s.start, s.end));
}

/** The title-line invoice numbers read in `text`. */
function titleNumbers(text: string): string[] {
  return invoiceTitleNumberRecognizer
    .find({ text, folded: foldForMatching(text) })
    .map((s) => text.slice(s.start, s.end));
}

const CUSTOMER = 'Harriet Pennington\n17 Mill Lane\nLeeds LS6 2AB\n';

describe('parts tables', () => {
  it('reads the row heads under a part-number header in several languages', () => {
    const en =
      'Part no. Description Amount\nQX55120 Brake discs £90.00\nLM20031 Labour (1.5 h) £75.00\nTotal £165.00\nRef 771203 later\n';
    expect(partNumberCells(en).map(([a, b]) => en.slice(a, b))).toEqual(['QX55120', 'LM20031']);
    const de = 'Teile-Nr. Bezeichnung Betrag\nZK-4410 Zündkerzen 40,00 €\nGesamt 40,00 €\n';
    expect(partNumberCells(de).map(([a, b]) => de.slice(a, b))).toEqual(['ZK-4410']);
    const ru = 'Артикул Наименование Сумма\nAB12345 Фильтр 900,00 ₽\nИтого 900,00 ₽\n';
    expect(partNumberCells(ru).map(([a, b]) => ru.slice(a, b))).toEqual(['AB12345']);
  });

  it('drops no ID outside the table, and reads no table without a description column', () => {
    const text =
      'Workshop invoice\n' +
      CUSTOMER +
      'VIN WF0AXXGCDA1234567\nPart no. Description Amount\n' +
      'QX55120 Brake discs £90.00\nTotal £90.00\n';
    const found = ids(text);
    expect(found).not.toContain('QX55120');
    expect(found).toContain('WF0AXXGCDA1234567');
    expect(partNumberCells('Reference Amount\nKD-5588399 £12.00\n')).toEqual([]);
    expect(partNumberCells('Code of conduct\nAB12345 is the form\n')).toEqual([]);
  });
});

describe('invoice number on the title line', () => {
  it('reads it in English, French, German, Italian, Portuguese and Russian titles', () => {
    expect(titleNumbers('Workshop invoice Invoice 448120\n23/08/2025\n')).toEqual(['448120']);
    expect(titleNumbers('Facture atelier Facture FA-2025-0192\n')).toEqual(['FA-2025-0192']);
    expect(titleNumbers('Werkstattrechnung Rechnung Nr. 2025-77812\n')).toEqual(['2025-77812']);
    expect(titleNumbers('Fattura officina Fattura 310992\n')).toEqual(['310992']);
    expect(titleNumbers('Fatura de oficina Fatura 662301\n')).toEqual(['662301']);
    expect(titleNumbers('Заказ-наряд Счёт 554120\n')).toEqual(['554120']);
  });

  it('reads no period, year, page or sentence, and nothing below the title lines', () => {
    expect(titleNumbers('Monatsabrechnung Rechnung 12/2024\n')).toEqual([]);
    // A bare heading is no field: "Invoice INV-2024-00123" alone stays a heading.
    expect(titleNumbers('Invoice INV-2024-00123\nIssued to Ms Sarah Mitchell\n')).toEqual([]);
    expect(titleNumbers('Fattura 310992\n')).toEqual([]);
    expect(titleNumbers('Invoice 2024\n')).toEqual([]);
    expect(titleNumbers('Please pay the invoice within 30 days of receipt 123456\n')).toEqual([]);
    expect(titleNumbers('Invoice\nPage 1\nTotal\nInvoice 448120\n')).toEqual([]);
  });

  it('keeps it on an invoice to a person, drops it on a paper that names nobody', () => {
    expect(ids('Workshop invoice Invoice 448120\n' + CUSTOMER)).toContain('448120');
    expect(ids('Workshop invoice Invoice 448120\nWarehouse summary\nPage 1 of 2\n')).not.toContain(
      '448120',
    );
  });
});
