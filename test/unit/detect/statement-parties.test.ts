import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { statementPartyRecognizer } from '../../../src/core/detect/recognizers/statement-parties';

/** The [tag, text] pairs the statement-party recognizer alone reports for `text`. */
const own = (text: string) =>
  statementPartyRecognizer
    .find({ text, folded: text })
    .map((s) => [s.tag, text.slice(s.start, s.end)]);

/** True when the whole detector's spans cover every visible character of `value` (as redaction does). */
const covered = (text: string, value: string) => {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  const spans = findPii(text);
  for (let i = at; i < at + value.length; i++) {
    if (text[i] !== ' ' && !spans.some((s) => s.start <= i && s.end > i)) return false;
  }
  return true;
};

/** True when the whole detector flags any character of `value`. */
const touched = (text: string, value: string) => {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  return findPii(text).some((s) => s.start < at + value.length && s.end > at);
};

describe('statement rows: counterparties and references in seven languages', () => {
  it('reads an English card statement', () => {
    const text =
      'Date Description Reference Amount Balance\n' +
      '03/09 CARD PAYMENT TESCO STORES 3297 REF 884120394 -25.40 1,966.13\n' +
      '05/09 FASTER PAYMENT FROM J SMITH FP7731029384 250.00 2,154.13';
    const found = own(text);
    expect(found).toContainEqual(['ORGANIZATION', 'TESCO STORES']);
    expect(found).toContainEqual(['ID', '884120394']);
    expect(found).toContainEqual(['PERSON_NAME', 'J SMITH']);
    expect(found).toContainEqual(['ID', 'FP7731029384']);
    for (const [, value] of found) expect(value).not.toMatch(/CARD PAYMENT|FASTER|REF|\d\.\d\d/);
    for (const v of ['TESCO STORES 3297', '884120394', 'J SMITH', 'FP7731029384'])
      expect(covered(text, v)).toBe(true);
  });

  it('reads German, French and Italian rows with mandate and end-to-end references', () => {
    const de = own(
      'Datum Buchungstext Referenz Betrag Saldo\n' +
        '14.03. Lastschrift Stadtwerke Bochum GmbH Mandatsref. MR-2231984 -84,20 1.234,56\n' +
        '15.03. Gutschrift von Tobias Kranz E2E-REF 20240315-998812 500,00 1.734,56',
    );
    expect(de).toContainEqual(['ORGANIZATION', 'Stadtwerke Bochum GmbH']);
    expect(de).toContainEqual(['ID', 'MR-2231984']);
    expect(de).toContainEqual(['PERSON_NAME', 'Tobias Kranz']);
    expect(de).toContainEqual(['ID', '20240315-998812']);
    const fr = own(
      'Date Libellé Référence Montant Solde\n' +
        '03/09 Virement de M. Dupont VIR20240903-5512 1 200,00 3 450,12\n' +
        '05/09 Paiement CB CARREFOUR MARKET 12345678 -45,67 3 314,55',
    );
    expect(fr).toContainEqual(['PERSON_NAME', 'M. Dupont']);
    expect(fr).toContainEqual(['ID', 'VIR20240903-5512']);
    expect(fr).toContainEqual(['ORGANIZATION', 'CARREFOUR MARKET']);
    const it_ = own(
      'Data Descrizione Riferimento Importo Saldo\n' +
        '03/09 Bonifico a favore di Rossi Mario CRO 0123456789012 -300,00 1.200,00\n' +
        '05/09 Pagamento POS ESSELUNGA SPA AUT 552210 -32,15 1.092,55',
    );
    expect(it_).toContainEqual(['PERSON_NAME', 'Rossi Mario']);
    expect(it_).toContainEqual(['ID', '0123456789012']);
    expect(it_).toContainEqual(['ORGANIZATION', 'ESSELUNGA SPA']);
    expect(it_).toContainEqual(['ID', '552210']);
  });

  it('reads Spanish, Portuguese and Russian rows', () => {
    const es = own(
      'Fecha Concepto Referencia Importe Saldo\n' +
        '03/09 Compra en MERCADONA ref 99812734 -45,20 1.230,00\n' +
        '04/09 Transferencia de García López Juan TR-88213401 800,00 2.030,00',
    );
    expect(es).toContainEqual(['ORGANIZATION', 'MERCADONA']);
    expect(es).toContainEqual(['ID', '99812734']);
    expect(es).toContainEqual(['PERSON_NAME', 'García López Juan']);
    const pt = own(
      'Data Descrição Referência Montante Saldo\n' +
        '03/09 Pagamento a Continente 123456789 -45,20 1.230,00\n' +
        '05/09 Compra MB WAY Pingo Doce 887766 -12,40 1.517,60',
    );
    expect(pt).toContainEqual(['ORGANIZATION', 'Continente']);
    expect(pt).toContainEqual(['ORGANIZATION', 'Pingo Doce']);
    expect(pt).toContainEqual(['ID', '887766']);
    const ru = own(
      'Дата Описание Номер операции Сумма Остаток\n' +
        '03.09 Перевод Иванову И.И. 123456789 -5 000,00 12 450,00\n' +
        '04.09 Оплата ООО Ромашка 987654321 -1 200,00 11 250,00',
    );
    expect(ru).toContainEqual(['PERSON_NAME', 'Иванову И.И.']);
    expect(ru).toContainEqual(['ORGANIZATION', 'ООО Ромашка']);
    expect(ru).toContainEqual(['ID', '987654321']);
  });

  it('reads a description wrapped onto the next line', () => {
    const found = own(
      'Date Description Amount Balance\n' +
        '03/09/2024 DIRECT DEBIT THAMES WATER -42.10 1,200.00\n' +
        'DDR 55012399 UTILITIES\n' +
        '04/09/2024 CARD PAYMENT PRET A MANGER -6.20 1,193.80',
    );
    expect(found).toContainEqual(['ORGANIZATION', 'THAMES WATER']);
    expect(found).toContainEqual(['ID', '55012399']);
  });

  it('flags no posting words, fee or balance lines, amounts, dates or headers (hard negatives)', () => {
    const text =
      'Datum Buchungstext Betrag Saldo\n' +
      '01.03. Alter Saldo 1.000,00\n' +
      '14.03. Kontoführungsgebühr -4,90 995,10\n' +
      '31.03. Abschluss Zinsen 0,12 995,22\n' +
      '\n' +
      'Date Description Amount Balance\n' +
      '03/09 Balance brought forward 1,000.00\n' +
      '04/09 Interest charged -1.23 998.77\n' +
      '05/09 CARD PAYMENT -25.40 973.37\n' +
      '06/09 Monthly account fee -5.00 968.37';
    expect(own(text)).toEqual([]);
    for (const word of ['Alter Saldo', 'Kontoführungsgebühr', 'Interest charged', 'CARD PAYMENT'])
      expect(touched(text, word)).toBe(false);
    // Invoice, claim and expense lines are no statement rows: no party, no short code.
    expect(
      own(
        'Date Item Description Code Amount\n03/09/2024 Office supplies ABC-1234 45.00\n' +
          '04/09/2024 Printer toner TN-2420 89.90',
      ),
    ).toEqual([]);
    expect(
      own(
        'Datum Leistung GOÄ-Ziffer Betrag\n14.03.2024 Blutbild 3550 25,00\n15.03.2024 Beratung 1 10,72',
      ),
    ).toEqual([]);
    expect(
      own(
        'Date Period Description Hours Rate Amount\n03/09 Week 36 Development work 40.00 85.00 3,400.00',
      ),
    ).toEqual([]);
    // Prose with a date and an amount is no row; nor is a lone row without a posting word.
    expect(own('On 03/09 the Bank of Somewhere charged 12.00')).toEqual([]);
    expect(own('Lastschrift und Gutschrift werden am Monatsende verbucht.')).toEqual([]);
    expect(
      own(
        'Fecha Concepto Importe Saldo\n03/09 Intereses 1,20 100,00\n04/09 Comisión mantenimiento -3,00 97,00',
      ),
    ).toEqual([]);
  });
});
