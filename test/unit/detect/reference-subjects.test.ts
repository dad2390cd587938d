/**
 * Issue 15 hard negatives: an invoice number is a business reference; it is personal data only
 * in a document about a person (an invoice to a customer), never on a company's own paper that
 * names nobody.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';

/** The IDs the detector, as the pipeline runs it, reports in `text`. */
function ids(text: string): string[] {
  return propagateOccurrences(text, findPii(text))
    .filter((s) => s.tag === 'ID')
    .map((s) => text.slice(s.start, s.end));
}

describe('invoice numbers', () => {
  it('leaves them alone on a company paper that names no person', () => {
    const text =
      'Warehouse dispatch summary\nInvoice No. INV-2023-44871\nOrder number: 5567-2231-09\n' +
      'SKU: TX-4410-22 (pack of 12)\nPage 7 of 12\n';
    expect(ids(text)).toEqual([]);
  });

  it('marks them in a confirmation sent to a customer', () => {
    const text =
      'Order confirmation\nCustomer: Jane Whitfield\nE-mail: jane.whitfield@example.org\n' +
      'Invoice No.: INV-2023-44871\nN° de commande: KD-5588399\nThank you for your order.\n';
    const found = ids(text);
    expect(found).toContain('INV-2023-44871');
    expect(found).toContain('KD-5588399');
  });
});
