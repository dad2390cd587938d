/**
 * Issue 15: values broken mid-token inside a narrow table cell (CSS `word-wrap: break-word` in
 * portal exports, printed one cell per line with no hyphen at the break) are read whole, so no
 * piece of an IBAN, IP address, URL or e-mail address stays readable; a column of separate,
 * complete values is never glued.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { foldForMatching } from '../../../src/core/detect/normalize';
import { cellWrappedValueRecognizer } from '../../../src/core/detect/recognizers/cell-wrapped-values';

/** The cell-wrap reader's own spans, as text. */
function ownSpans(text: string): string[] {
  return cellWrappedValueRecognizer
    .find({ text, folded: foldForMatching(text) })
    .map((s) => text.slice(s.start, s.end));
}

/** The tag of the one detector span that covers all of `value` (pieces and line ends), if any. */
function wholeTag(text: string, value: string): string | undefined {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  const span = findPii(text).find((s) => s.start <= at && at + value.length <= s.end);
  return span?.tag;
}

/** True when some detector span runs over both `a` and `b` (two values glued into one). */
function glued(text: string, a: string, b: string): boolean {
  const at = text.indexOf(a);
  const bt = text.indexOf(b, at + a.length);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(bt).toBeGreaterThan(at);
  return findPii(text).some((s) => s.start < at + a.length && bt < s.end);
}

/** A customer export row printed by wkhtmltopdf: one cell per line, wrapped cells cut mid-token. */
const ROW =
  'Nr. \nName \nE-Mail \nIBAN \nIP\nProfil\n' +
  '276608 \nTESSIER,\nPhilomène\nkunibert.ostermannkru\ng@web.de\n' +
  'FR76300060000112\n34567890189\n2025-12-01 \n172.226.159.1\n94\n' +
  'https://admin.kuchenst\nudio.de/customers/8563\n47\n' +
  '045363 \nFulbert Quintard \n';

describe('values broken inside a narrow cell', () => {
  it('reads an IBAN over two lines whole (valid mod-97, country length)', () => {
    expect(wholeTag(ROW, 'FR76300060000112\n34567890189')).toBe('ACCOUNT');
  });

  it('reads an IBAN over three lines whole', () => {
    const text = 'IBAN\nDE8937040044\n05320130\n00\nBIC COBADEFFXXX \n';
    expect(wholeTag(text, 'DE8937040044\n05320130\n00')).toBe('ACCOUNT');
  });

  it('reads an IP address whose last octet was cut', () => {
    expect(wholeTag(ROW, '172.226.159.1\n94')).toBe('IP');
  });

  it('reads a URL cut in its host and again in its path, over three lines', () => {
    expect(wholeTag(ROW, 'https://admin.kuchenst\nudio.de/customers/8563\n47')).toBe('URL');
    const ru = '552110 \nhttps://admin.internet\nmagazin.ru/customer\ns/224800\n601018 \n';
    expect(wholeTag(ru, 'https://admin.internet\nmagazin.ru/customer\ns/224800')).toBe('URL');
  });

  it('reads e-mail addresses cut in the local part, after the @ and in the domain', () => {
    expect(wholeTag(ROW, 'kunibert.ostermannkru\ng@web.de')).toBe('EMAIL');
    expect(
      wholeTag('E-Mail \nbrunhilde.bredow@\nicloud.com\n', 'brunhilde.bredow@\nicloud.com'),
    ).toBe('EMAIL');
    expect(
      wholeTag(
        'E-Mail \nadelheid_kranewitter@t\nelefonica.net\n',
        'adelheid_kranewitter@t\nelefonica.net',
      ),
    ).toBe('EMAIL');
  });

  it('reads a Russian personal account (20 digits) cut in its cell, not a card in its first 16', () => {
    const text = 'Счёт \n+7 (679) 259-\n05-42\n4081781086779799\n9229\n19.04.2023 \n';
    expect(wholeTag(text, '4081781086779799\n9229')).toBe('ACCOUNT');
  });

  it('stops a URL before the number cell of the next row (a cell of its own ends in a space)', () => {
    const text = 'https://admin.ferrament\na.it/customers/340483\n859372 \nMafalda\n';
    expect(ownSpans(text)).toEqual(['https://admin.ferrament\na.it/customers/340483']);
  });

  it('never glues two complete IBANs in consecutive rows', () => {
    const text =
      'IBAN\nDE89370400440532013000\nFR7630006000011234567890189\nGB29NWBK60161331926819\n';
    expect(glued(text, 'DE89370400440532013000', 'FR7630006000011234567890189')).toBe(false);
    expect(glued(text, 'FR7630006000011234567890189', 'GB29NWBK60161331926819')).toBe(false);
  });

  it('never glues an IP address to a number column or a line starting with a number', () => {
    const column = 'IP \nPort \n10.0.0.1\n42\n192.168.100.12\n8080\n';
    expect(glued(column, '10.0.0.1', '42')).toBe(false);
    expect(glued(column, '192.168.100.12', '8080')).toBe(false);
    const prose = 'Requests came from 192.168.100.1\n25 of them were blocked.\n';
    expect(glued(prose, '192.168.100.1', '25')).toBe(false);
  });

  it('never glues a sentence ending in a number to a line starting with digits', () => {
    // (Other readers' digit-run joins are theirs; this reader adds no glue of its own.)
    const text =
      'We counted visitors until 40817810099910004\n312 people had signed the petition.\n';
    expect(ownSpans(text)).toEqual([]);
    const done = 'Konto 40817810099910004312\n2345\n';
    expect(ownSpans(done)).toEqual([]);
    const url = 'See https://example.com/help\n2024 \nhttps://www.example.org\nexample.net/x\n';
    expect(ownSpans(url)).toEqual([]);
    expect(glued(url, 'https://www.example.org', 'example.net/x')).toBe(false);
  });
});
