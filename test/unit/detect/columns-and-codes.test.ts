import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The [tag, text] pairs findPii reports for `text`. */
const found = (text: string) => findPii(text).map((s) => [s.tag, text.slice(s.start, s.end)]);
/** True when some span covers every character of `value` (first occurrence). */
const covered = (text: string, value: string) => {
  const at = text.indexOf(value);
  return findPii(text).some((s) => s.start <= at && s.end >= at + value.length);
};

describe('identifier columns in seven languages', () => {
  it('reads identifiers under a policy, claim, plate or account column header', () => {
    expect(found('Fecha Póliza Importe\n12/03 POL-5176894 123,45')).toContainEqual([
      'ID',
      'POL-5176894',
    ]);
    expect(covered('Datum Schadennummer Betrag\n14.03. 88123001 1.234,56', '88123001')).toBe(true);
    expect(covered('Data Conta Montante\n15/10 40512345678 99,10', '40512345678')).toBe(true);
    expect(covered('Дата Номер полиса Сумма\n03.09 77123456 500,00', '77123456')).toBe(true);
    expect(found('Fecha NIF Importe\n07/02 788/098/72756 3.649,36')).toContainEqual([
      'ID',
      '788/098/72756',
    ]);
    expect(covered('Date Code banque Montant\n15/09 185899271 2.327,50', '185899271')).toBe(true);
  });

  it('leaves amounts and years in an ordinary statement table alone (hard negative)', () => {
    const text =
      'Date Description Amount Balance\n03/09 Card payment 257.68 1,966.13\n2024 fee 1.00 1.00';
    expect(found(text).filter(([tag]) => tag === 'ID')).toEqual([]);
    // Nor a short date or an expiry under an identifier column.
    const ids = found('Date NIF Amount\n07/02 12/2027 45.00').filter(([tag]) => tag === 'ID');
    expect(ids).toEqual([]);
  });
});

describe('codes beside labels and dates in rows', () => {
  it('reads a Portuguese request label and a reference code after a colon label', () => {
    expect(found('Pedido TCK-405767')).toEqual([['ID', 'TCK-405767']]);
    expect(found('N.º de empleado: EMP-6492574')).toEqual([['ID', 'EMP-6492574']]);
    // Hard negative: a real name after a label stays a name.
    expect(found('Nome: Mariana Oliveira')).toEqual([['PERSON_NAME', 'Mariana Oliveira']]);
  });

  it('keeps a plate and the next field apart from street addresses', () => {
    expect(found('Kennzeichen M-DM 7432 USt-IdNr. 46 909 593 900')).toEqual([
      ['ID', 'M-DM 7432'],
      ['ID', '46 909 593 900'],
    ]);
    // Hard negative: a real number-first street is still an address.
    expect(found('1200 Main Street')).toEqual([['ADDRESS', '1200 Main Street']]);
  });

  it('keeps an IBAN with a letter group whole instead of reading its tail as a card', () => {
    expect(found('IBAN IT60 X054 4691 3665 1840 8131 620')).toEqual([
      ['ACCOUNT', 'IT60 X054 4691 3665 1840 8131 620'],
    ]);
    // Hard negative side: a card after its label is still a card.
    expect(found('Card 4111 1111 1111 1111')).toEqual([['CREDIT_CARD', '4111 1111 1111 1111']]);
  });

  it('does not read the next cell of a row as the year of a written date', () => {
    expect(found('Feb 9 46041899 571.66').filter(([tag]) => tag === 'DATE')).toEqual([]);
    expect(found('born March 3, 1987')).toEqual([['DATE', 'March 3, 1987']]);
  });
});

describe('partly masked cards, licence and customer labels', () => {
  it('covers a card whose middle digits are masked', () => {
    expect(found('Card 4111 11XX XXXX 1111')).toEqual([['CREDIT_CARD', '4111 11XX XXXX 1111']]);
    expect(covered('Tarjeta: 5555-55**-****-4444', '5555-55**-****-4444')).toBe(true);
    // Hard negative: a short masked run is no card number.
    expect(found('Invoice 1234 Xx 5678')).toEqual([]);
  });

  it("reads driver's licence numbers after their label in several languages", () => {
    expect(found('Carta de condução n.º A1234567')).toEqual([['DRIVER_LICENSE', 'A1234567']]);
    expect(found('Permis de conduire: 12AB34567')).toEqual([['DRIVER_LICENSE', '12AB34567']]);
    // Hard negative: the French word "permis" in a sentence is no label.
    expect(found('il est permis de fumer')).toEqual([]);
  });

  it('reads customer and case numbers after their label', () => {
    expect(found('Kunden-Nr. 00123456789')).toEqual([['ID', '00123456789']]);
    expect(found('Número de caso AB-123-456')).toEqual([['ID', 'AB-123-456']]);
  });
});
