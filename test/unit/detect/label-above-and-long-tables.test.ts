import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** True when some span covers every character of `value` (first occurrence). */
const covered = (text: string, value: string) => {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return findPii(text).some((s) => s.start <= at && s.end >= at + value.length);
};
/** True when no span touches any character of `value`. */
const untouched = (text: string, value: string) => {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return !findPii(text).some((s) => s.start < at + value.length && at < s.end);
};

describe('form fields with the label above the value', () => {
  it('reads an age under its label in several languages', () => {
    expect(covered('DATE OF BIRTH\nFebruary 18, 1990\nAGE\n35 years\nADDRESS\n', '35')).toBe(true);
    expect(covered('GEBURTSDATUM\n06.05.1987\nALTER\n37 Jahre\nANSCHRIFT\n', '37')).toBe(true);
    expect(covered('FECHA DE NACIMIENTO\n24/06/1981\nEDAD\n43\nDOMICILIO\n', '43')).toBe(true);
    expect(covered('Дата рождения\n01.02.1980\nВозраст\n44\nАдрес\n', '44')).toBe(true);
  });

  it('leaves an "Alter Kontostand" balance and a bare heading alone', () => {
    expect(untouched('Alter\nKontostand 4.735,51 €', 'Kontostand')).toBe(true);
    expect(untouched('AGE\nGROUPS\n', 'GROUPS')).toBe(true);
  });

  it('reads a login under its label, not a form word', () => {
    expect(covered('IT-Zugang\nBenutzername\nffeze\nInitialpasswort\n', 'ffeze')).toBe(true);
    expect(covered('Compte informatique\nIdentifiant\nklemaire\nMot de passe\n', 'klemaire')).toBe(
      true,
    );
    expect(covered('Учётная запись\nЛогин\ndzaitsev\nВременный пароль\n', 'dzaitsev')).toBe(true);
    expect(untouched('Login\nrequired\n', 'required')).toBe(true);
  });
});

describe('statements printed one cell per line', () => {
  it('keeps the money table open for as long as rows bring amounts', () => {
    let text = 'Fecha\nConcepto\nCargos\nAbonos\nSaldo\n';
    for (let day = 1; day <= 28; day++)
      text += `${String(day).padStart(2, '0')}/02/2024\nCOMPRA TARJ. LIDL\n1${day},07\n4.0${day},90\n`;
    text +=
      'Le rogamos que compruebe este extracto. Si no recibimos ninguna objeción en el plazo de un mes, los consideraremos conformes.\n99,99\n';
    expect(covered(text, '128,07')).toBe(true);
    expect(covered(text, '4.028,90')).toBe(true);
    expect(covered(text, '28/02/2024')).toBe(true);
    // A long sentence after the rows ends the table.
    expect(untouched(text, '99,99')).toBe(true);
  });

  it('reads a reference cell alone on its line above the amount cell', () => {
    const text =
      'Data\nEsercente\nCod.\nautorizzazione\nImporto\n07/03\nOttica Bellini BERGAMO\n781256\n228,31\n' +
      '08/03\nIP STATION 2231 CAGLIARI\nW58704\n88,24\n';
    expect(covered(text, '781256')).toBe(true);
    expect(covered(text, 'W58704')).toBe(true);
    // A number inside the merchant's name is no reference cell.
    const at = text.indexOf('2231');
    expect(findPii(text).some((s) => s.tag === 'ID' && s.start <= at && at < s.end)).toBe(false);
  });

  it('does not read "Page 1/1" under a table as a date', () => {
    const text = 'Date Description Amount\n03/09 COFFEE 3.50\nPage 1/1\n';
    expect(untouched(text, '1/1')).toBe(true);
  });
});
