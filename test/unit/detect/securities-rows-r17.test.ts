/**
 * Listed securities in a brokerage statement (holdings and transaction rows) are public companies
 * and funds, and their ISINs product codes: no client organisation, person, place or ID. The
 * client, adviser, broker and account around them stay; outside a securities statement the same
 * row shapes (a card's "Purchase <shop>") are left to the other readers.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { securityStretches } from '../../../src/core/detect/securities-rows';

/** What the detector, as the pipeline runs it, reports in `text`: "TAG text" entries. */
function found(text: string): string[] {
  return propagateOccurrences(text, findPii(text)).map(
    (s) => `${s.tag} ${text.slice(s.start, s.end)}`,
  );
}

/** The text stretches read as security rows. */
function stretches(text: string): string[] {
  return securityStretches(text).map(([a, b]) => text.slice(a, b));
}

const EN =
  'Quarterly portfolio statement\nMargaret Thistlewood\n14 Orchard Lane\nYork YO1 7HH\n' +
  'Account no. KT-22019384\nHoldings\nSecurity Qty Price Value\nRoche Holding AG\n' +
  'ISIN CH0012032048\n120 £210.10 £25,212.00\nBanco Santander SA\nISIN ES0113900J37\n' +
  '900 £3.80 £3,420.00\nTotal £28,632.00\nTransactions\nDate Description Amount\n' +
  '12/05/2025 Purchase Roche Holding AG -£1,050.50\n03/06/2025 Dividend Banco Santander SA £88.20\n' +
  '14/06/2025 Custody fee Xtrackers MSCI Europe ETF -£12.00\n';

describe('securities statement rows', () => {
  it('reads the name cells above ISINs and the transaction descriptions as security rows', () => {
    const rows = stretches(EN);
    expect(rows).toContain('Roche Holding AG');
    expect(rows).toContain('ISIN CH0012032048');
    expect(rows).toContain('Purchase Roche Holding AG');
    expect(rows).toContain('Custody fee Xtrackers MSCI Europe ETF');
    // The header, the totals, the client and the account are no rows.
    expect(rows.join('\n')).not.toMatch(/Security Qty|Total|Thistlewood|KT-22019384/u);
  });

  it('reports no organisation, name, place or ID inside the rows; the client stays', () => {
    const out = found(EN);
    expect(
      out.filter((f) => /Roche|Santander|Xtrackers|CH0012032048|ES0113900J37/u.test(f)),
    ).toEqual([]);
    expect(out).toContain('PERSON_NAME Margaret Thistlewood');
    expect(out.some((f) => f.includes('KT-22019384'))).toBe(true);
  });

  it('reads German, French, Italian and Russian statements', () => {
    const de =
      'Depotauszug\nWertpapier Stück Kurs Kurswert\nBASF SE\nISIN DE000BASF111\n40 45,10 € 1.804,00 €\n' +
      'Summe 1.804,00 €\n02.05.2025 Verkauf BASF SE 902,00 €\n';
    expect(stretches(de)).toEqual(['BASF SE', 'ISIN DE000BASF111', 'Verkauf BASF SE']);
    const fr =
      'Titre Qté Cours Valeur\nAir Liquide 15 160,00 € 2 400,00 €\nTotal 2 400,00 €\n' +
      '10/04/2025 Droits de garde Air Liquide -4,00 €\n';
    expect(stretches(fr)).toEqual(['Air Liquide', 'Droits de garde Air Liquide']);
    const it_ =
      'Titolo Q.tà Prezzo Controvalore\nStellantis NV\nISIN NL00150001Q9\n' +
      '100 € 14,20 € 1.420,00\n05/05/2025 Cedola Stellantis NV € 31,00\n';
    expect(stretches(it_)).toContain('Cedola Stellantis NV');
    const ru =
      'Бумага Кол-во Цена Стоимость\nСбербанк ПАО\nISIN RU0009029540\n10 300,00 ₽ 3 000,00 ₽\n' +
      '15.05.2025 Покупка Сбербанк ПАО -3 000,00 ₽\n';
    expect(stretches(ru)).toEqual(['Сбербанк ПАО', 'ISIN RU0009029540', 'Покупка Сбербанк ПАО']);
  });

  it('leaves a card statement alone: no ISIN and no holdings header', () => {
    const card =
      'Card statement\nHolder: Margaret Thistlewood\n12/05/2025 Purchase Harrods Ltd £120.00\n' +
      '13/05/2025 Sale Selfridges & Co £80.00\n';
    expect(stretches(card)).toEqual([]);
  });

  it('keeps rows that are no securities transaction in a statement with ISINs', () => {
    const text =
      'Security Qty Price Value\nRoche Holding AG\nISIN CH0012032048\n120 £210.10 £25,212.00\n' +
      '20/05/2025 Transfer to Margaret Thistlewood -£500.00\n';
    expect(stretches(text)).not.toContain('Transfer to Margaret Thistlewood');
    expect(found(text)).toContain('PERSON_NAME Margaret Thistlewood');
  });

  it('reads no holdings table from ordinary headings or a product price list', () => {
    expect(
      stretches('Security\nYour security matters to us.\nPrice list 2025\nWidget A 12 £4.00\n'),
    ).toEqual([]);
    expect(stretches('Page 1/2\nTotal £133,519.81\n2024\n')).toEqual([]);
  });
});
