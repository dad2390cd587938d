import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { ageFormRecognizer } from '../../../src/core/detect/recognizers/age-forms';
import { found } from './textual-helpers';

/** The ADDRESS, ZIP_CODE and LOCATION texts findPii reports, in order. */
function addressPieces(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'ADDRESS' || s.tag === 'ZIP_CODE' || s.tag === 'LOCATION')
    .map((s) => text.slice(s.start, s.end));
}

/** True when every non-space character of `value` in `text` lies under some reported span. */
function covered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  const spans = findPii(text);
  for (let i = at; i < at + value.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    if (!spans.some((s) => s.start <= i && i < s.end)) return false;
  }
  return true;
}

describe('addresses written in prose and wrapped', () => {
  it.each([
    [
      "Buongiorno, il router dell'ordine è arrivato danneggiato. Vi prego di spedire la sostituzione a Largo\nAugusto, 26, 28100 Novara (PC) e non al vecchio appartamento. Sono raggiungibile dopo le 17. La mia\nvicina può ritirare il pacco.",
      'Largo\nAugusto, 26, 28100 Novara (PC)',
    ],
    [
      'Il lavoratore, residente in Lungarno Corsini, 139, 20121 Milano (il «Lavoratore»), si conviene.',
      'Lungarno Corsini, 139, 20121 Milano',
    ],
    ['Residenza Lungarno Corsini, 139\n20121 Milano', 'Lungarno Corsini, 139\n20121 Milano'],
    [
      'residente in Lungotevere dei Mellini 24, 00193 Roma',
      'Lungotevere dei Mellini 24, 00193 Roma',
    ],
    [
      'Convive con la moglie, reperibile al +39 337 480 2339, in Via del Corso 177, 50122\nFirenze. La terapia alla dimissione è la seguente, come concordato con il medico curante.',
      'Via del Corso 177, 50122\nFirenze',
    ],
    [
      'Die Patientin ist erreichbar unter der Nummer +49 (0)341 363613 und wohnhaft in Offenbacher\nStraße 53a, 79098 Freiburg im Breisgau. Die Medikation bei Entlassung ist im Anhang beschrieben.',
      'Offenbacher\nStraße 53a, 79098 Freiburg im Breisgau',
    ],
    [
      'O arrendatário, residente na Rua Almirante Cândido dos Reis, 108, 2.º Dto., 4900-347 Viana do\nCastelo, declara aceitar as condições do contrato de arrendamento aqui descritas e assinadas.',
      'Rua Almirante Cândido dos Reis, 108, 2.º Dto., 4900-347 Viana do\nCastelo',
    ],
  ])('covers the whole address in %j', (text, address) => {
    expect(covered(text, address)).toBe(true);
  });

  it('an address ends at the sentence after its town', () => {
    const text =
      'Die Patientin ist erreichbar unter der Nummer +49 (0)341 363613 und wohnhaft in Offenbacher\nStraße 53a, 79098 Freiburg im Breisgau. Die Medikation bei Entlassung ist im Anhang beschrieben.';
    expect(addressPieces(text).join(' | ')).not.toMatch(/Medikation|Die/);
    const it2 =
      'in Via del Corso 177, 50122\nFirenze. La terapia alla dimissione è la seguente, come concordato con il medico curante.';
    expect(addressPieces(it2).join(' | ')).not.toMatch(/La|terapia/);
  });
});

describe('a number between commas after a street is its house number, no age', () => {
  it.each([
    'spedire a Largo Augusto, 26, 28100 Novara',
    'con domicilio en Calle de los Reyes Católicos, 24, 6º A, 50004 Zaragoza',
    'Wohnt bei Frau Anna, 12, 10115 Berlin',
  ])('no age in %j', (text) => {
    expect(found(ageFormRecognizer, text)).toEqual([]);
  });

  it.each([
    ['Maria, 34, from Madrid, was admitted.', '34'],
    ['John Smith, 45, of Leeds was fined.', '45'],
  ])('still reads the age in %j', (text, age) => {
    expect(found(ageFormRecognizer, text)).toEqual([age]);
  });
});
