import { describe, expect, it } from 'vitest';
import {
  codiceFiscaleValid,
  cpfValid,
  dniLetterValid,
  structuredIdRecognizer,
} from '../../../src/core/detect/recognizers/structured-ids';
import { found, run } from './numeric-test-utils';

describe('structured ID recognizer', () => {
  it('checks the checksums', () => {
    expect(dniLetterValid('12345678', 'Z')).toBe(true);
    expect(dniLetterValid('12345678', 'A')).toBe(false);
    expect(codiceFiscaleValid('RSSMRA85T10A562S')).toBe(true);
    expect(codiceFiscaleValid('RSSMRA85T10A562T')).toBe(false);
    expect(cpfValid('12345678909')).toBe(true);
    expect(cpfValid('12345678900')).toBe(false);
    expect(cpfValid('11111111111')).toBe(false);
  });

  it('finds checksummed IDs without a label', () => {
    expect(run(structuredIdRecognizer, 'holder 12345678Z, Madrid')).toEqual([
      ['ID', '12345678Z', 0.85],
    ]);
    expect(found(structuredIdRecognizer, 'NIE X1234567L')).toEqual(['X1234567L']);
    expect(found(structuredIdRecognizer, 'DNI 12.345.678-Z')).toEqual(['12.345.678-Z']);
    expect(found(structuredIdRecognizer, 'CF RSSMRA85T10A562S.')).toEqual(['RSSMRA85T10A562S']);
    expect(found(structuredIdRecognizer, 'CPF 123.456.789-09')).toEqual(['123.456.789-09']);
  });

  it('reports printed shapes whose checksum fails at a lower score, never hides them (issue 15)', () => {
    expect(run(structuredIdRecognizer, 'RSSMRA85T10A562T')).toEqual([
      ['ID', 'RSSMRA85T10A562T', 0.6],
    ]);
    expect(run(structuredIdRecognizer, 'CPF 123.456.789-00')).toEqual([
      ['ID', '123.456.789-00', 0.55],
    ]);
    expect(run(structuredIdRecognizer, 'DNI 12345678-A.')).toEqual([['ID', '12345678-A', 0.55]]);
    // A bare digit run with a letter is too common to report unchecked ("20240115A", a code).
    expect(found(structuredIdRecognizer, 'code 12345678A')).toEqual([]);
    expect(found(structuredIdRecognizer, 'SKU-12345678Z')).toEqual([]);
  });

  it('reads the printed СНИЛС and NIR shapes without a label, but not bare digit runs', () => {
    expect(found(structuredIdRecognizer, 'застрахован 112-233-445 95, с 2019')).toEqual([
      '112-233-445 95',
    ]);
    expect(found(structuredIdRecognizer, 'assurée 2 84 05 75 123 456 78.')).toEqual([
      '2 84 05 75 123 456 78',
    ]);
    expect(found(structuredIdRecognizer, 'Order 1234567890123, ref 284057512345678')).toEqual([]);
  });
});
