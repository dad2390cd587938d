import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { idDocumentRecognizer } from '../../../src/core/detect/recognizers/id-documents';
import { run } from './numeric-test-utils';

describe('ID document recognizer', () => {
  it('finds the seed samples', () => {
    expect(run(idDocumentRecognizer, 'Driver\u2019s License Number: D1234567')).toEqual([
      ['DRIVER_LICENSE', 'D1234567', 0.9],
    ]);
    expect(run(idDocumentRecognizer, 'Taxpayer Identification Number (TIN): 98-765432')).toEqual([
      ['ID', '98-765432', 0.85],
    ]);
  });

  it('reads passport labels in the seven languages', () => {
    const cases: Array<[string, string]> = [
      ['Passport No. X12345678', 'X12345678'],
      ['Passport Number: 123456789', '123456789'],
      ['Pasaporte: AB1234567', 'AB1234567'],
      ['N° de passeport : 12AB34567', '12AB34567'],
      ['Reisepass-Nr. C01X00T47', 'C01X00T47'],
      ['Passaporto n. YA1234567', 'YA1234567'],
      ['Passaporte nº CA123456', 'CA123456'],
      ['Паспорт серия 45 08 123456', '45 08 123456'],
    ];
    for (const [text, value] of cases) {
      expect(run(idDocumentRecognizer, text), text).toEqual([['PASSPORT', value, 0.9]]);
    }
  });

  it('reads driving licence labels', () => {
    const cases: Array<[string, string]> = [
      ["Driver's License: S530-4127-8392", 'S530-4127-8392'],
      ['DL# 12345678', '12345678'],
      ['Licencia de conducir: 12345678', '12345678'],
      ['Permis de conduire n° 123456789012', '123456789012'],
      ['Führerscheinnummer B072RRE2I55', 'B072RRE2I55'],
      ['Patente di guida: U1A2B3C4D5', 'U1A2B3C4D5'],
      ['Carta de condução: L-123456', 'L-123456'],
      ['Водительское удостоверение 77 12 345678', '77 12 345678'],
    ];
    for (const [text, value] of cases) {
      expect(run(idDocumentRecognizer, text)[0]?.slice(0, 2), text).toEqual([
        'DRIVER_LICENSE',
        value,
      ]);
    }
  });

  it('reads national and tax ID labels', () => {
    const cases: Array<[string, string]> = [
      ['National ID: 123-4567-890', '123-4567-890'],
      ['DNI 12345678Z', '12345678Z'],
      ['NIE: X1234567L', 'X1234567L'],
      ['Steuer-ID: 12 345 678 901', '12 345 678 901'],
      ['Personalausweis T22000129', 'T22000129'],
      ['Codice fiscale: RSSMRA85T10A562S', 'RSSMRA85T10A562S'],
      ['CPF: 123.456.789-09', '123.456.789-09'],
      ['NSS 12 34 56 78901', '12 34 56 78901'],
      ['ИНН 7707083893', '7707083893'],
      ['СНИЛС: 112-233-445 95', '112-233-445 95'],
      ['Employee ID 4829173', '4829173'],
    ];
    for (const [text, value] of cases) {
      expect(run(idDocumentRecognizer, text)[0]?.slice(0, 2), text).toEqual(['ID', value]);
    }
  });

  it('lets the specific document win over a trailing ID word', () => {
    const spans = run(idDocumentRecognizer, 'Driver License ID: D1234567');
    expect(spans[0]).toEqual(['DRIVER_LICENSE', 'D1234567', 0.9]);
  });

  it('ignores hard negatives', () => {
    const negatives = [
      'Invoice No. 12345',
      'Order ID: 123456',
      'Transaction ID 99887766',
      'Page 3 of 10',
      'Section 4.2.1',
      'Passport expires 2024-01-15',
      'Passport issued in 2019',
      'Passport: see attached',
      'id 12345678',
      'the ID card was lost',
      'DL 123',
      'Passport: 11111111',
    ];
    for (const text of negatives) expect(run(idDocumentRecognizer, text), text).toEqual([]);
  });
});

describe('acronym labels in brackets', () => {
  it('reads the value after "(TIN):" in the Spanish sample line', () => {
    const text = '• Número de Identificación del Contribuyente (TIN): 98765432\n';
    const ids = findPii(text, ['ID']).map((s) => text.slice(s.start, s.end));
    expect(ids).toEqual(['98765432']);
  });
});
