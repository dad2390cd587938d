import { describe, expect, it } from 'vitest';
import { spanOver, untouched } from './span-probes';

// Issue 15 (R1, session of 24 Nov 15:55): account numbers and dates in the forms other authors
// print them: an IBAN wrapped right after its check digits, a Russian account in its printed
// groups, a Brazilian branch beside its account, a time written after a date with a connector,
// a capitalised month after "de" (no street), with the hard negatives beside them.

describe('accounts', () => {
  it('reads an IBAN wrapped right after its country and check digits', () => {
    const text = 'IBAN DE89\n3704 0044 0532 0130 00\nBIC COBADEFFXXX';
    expect(spanOver(text, 'DE89\n3704 0044 0532 0130 00')?.tag).toBe('ACCOUNT');
  });

  it('does not glue a code ending a line to the digits of the next', () => {
    expect(untouched('Gate DE89\n3704 0044 boarding at 10:40', 'DE89')).toBe(true);
  });

  it('reads a Russian account printed in its 5-3-1-4-7 groups', () => {
    const text = 'Счёт получателя 40817 810 0 9991 0004312';
    expect(spanOver(text, '40817 810 0 9991 0004312')?.tag).toBe('ACCOUNT');
  });

  it('reads a Brazilian branch on the line of its account, and no agency elsewhere', () => {
    const text = 'Banco: 341 Agência: 1234 Conta: 12345-6';
    expect(spanOver(text, '1234')?.tag).toBe('ACCOUNT');
    expect(spanOver(text, '12345-6')?.tag).toBe('ACCOUNT');
    expect(untouched('A agência 1234 fecha às 16h.', '1234')).toBe(true);
  });
});

describe('dates', () => {
  it.each([
    ['Rendez-vous le 14/03/2025 à 10h30 au cabinet.', '14/03/2025 à 10h30'],
    ['Appuntamento il 14/03/2025 alle ore 10:30.', '14/03/2025 alle ore 10:30'],
    ['Termin am 14.03.2025 um 10:30 Uhr.', '14.03.2025 um 10:30 Uhr'],
    ['Cita el 14/03/2025 a las 10:30.', '14/03/2025 a las 10:30'],
    ['Consulta em 14/03/2025 às 10h30.', '14/03/2025 às 10h30'],
  ])('%j: the DATE box is %j', (text, date) => {
    expect(spanOver(text, date)?.tag).toBe('DATE');
  });

  it('reads a capitalised month after "de" as a date, not a street', () => {
    expect(spanOver('Lisboa, em 14 de Março de 2025', '14 de Março de 2025')?.tag).toBe('DATE');
  });

  it('keeps a street named after a date', () => {
    expect(spanOver('Morada: Rua 25 de Abril, 12, Lisboa', 'Rua 25 de Abril, 12')?.tag).toBe(
      'ADDRESS',
    );
  });

  it('leaves a time alone without a date', () => {
    expect(untouched('Opening hours: 10h30 to 18h00', '10h30')).toBe(true);
  });
});
