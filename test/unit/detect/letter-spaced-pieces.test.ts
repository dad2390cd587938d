/**
 * TCPDF's `Cell` stretch mode 4 (forced character spacing) prints a form's "SURNAME, Given"
 * cell as "H A R G R E A V E S , T o b i a s", and a barcode's human-readable line as the booking
 * code and more digits, one character per position: both are read whole.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { codeAround, surnameGivenPieces } from '../../../src/core/detect/letter-spaced-pieces';
import { propagateOccurrences } from '../../../src/core/detect/propagate';

/** The pieces of a run's characters read as "SURNAME, Given". */
function names(chars: string): string[] {
  return surnameGivenPieces(chars).map(([from, to]) => chars.slice(from, to));
}

/** Every character of `value` in `text` lies under one span of the detector. */
function oneBox(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  return propagateOccurrences(text, findPii(text)).some(
    (s) => s.start <= at && at + value.length <= s.end,
  );
}

describe('letter-spaced surname and given name', () => {
  it('reads SURNAME, Given and SURNAME Given in several languages', () => {
    expect(names('HARGREAVES,Tobias')).toEqual(['HARGREAVES,Tobias']);
    expect(names('ECHEVARRÍA,Inmaculada')).toEqual(['ECHEVARRÍA,Inmaculada']);
    expect(names('GROßMANN,Dieter')).toEqual(['GROßMANN,Dieter']);
    expect(names('LOURENÇO,Simão')).toEqual(['LOURENÇO,Simão']);
    expect(names('BELLINIMarco')).toEqual(['BELLINIMarco']);
    expect(names('LEFEBVREClaire')).toEqual(['LEFEBVREClaire']);
  });

  it('leaves headings, codes and words run together', () => {
    expect(names('INVOICEDate')).toEqual([]);
    expect(names('TOTAL,Amount')).toEqual([]);
    expect(names('BOARDINGPASS')).toEqual([]);
    expect(names('QK4821TR')).toEqual([]);
    expect(names('Seite1von2')).toEqual([]);
  });

  it('boxes the whole letter-spaced cell in a payslip grid', () => {
    const cell = 'H A R G R E A V E S , T o b i a s';
    const text =
      'Private and confidential: Tobias Hargreaves\nPayslip September 2026\n' +
      `Employee ${cell} Employee no. P40418\n`;
    expect(oneBox(text, cell)).toBe(true);
    const alone = 'Darlehensnehmer B R E I T E N B A C H , H e l g a Laufzeit 24 Monate\n';
    expect(oneBox(alone, 'B R E I T E N B A C H , H e l g a')).toBe(true);
  });
});

describe('a found code at the head of a longer letter-spaced code', () => {
  it('extends to the capitals and digits around it', () => {
    expect(codeAround('QK4821TR3317', 0, 8)).toEqual([0, 12]);
    expect(codeAround('QK4821TR', 0, 8)).toBeUndefined();
    expect(codeAround('QK4821TRabc', 0, 8)).toBeUndefined();
  });

  it('boxes a barcode line that starts with the booking code', () => {
    const line = 'Q K 4 8 2 1 T R 3 3 1 7';
    const text =
      'TER Alsace Référence dossier QK4821TR\nBillet de train\nRÉFÉRENCE DOSSIER\nQ K 4 8 2 1 T R\n' +
      `Envoyé à amelie.lefebvre@example.fr\n${line}\nDossier QK4821TR, émis le 03/02/2025.\n`;
    expect(oneBox(text, line)).toBe(true);
  });
});
