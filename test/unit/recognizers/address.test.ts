import { describe, expect, it } from 'vitest';
import { addressRecognizer } from '../../../src/core/detect/recognizers/address';
import { found } from './textual-helpers';

function longest(text: string): string | undefined {
  return found(addressRecognizer, text).sort((a, b) => b.length - a.length)[0];
}

describe('addressRecognizer', () => {
  it.each([
    ['Home Address: 1234 Elm St, Springfield, IL 6270', '1234 Elm St, Springfield, IL 6270'],
    ['We live at 1234 Elm St, Springfield, IL 62704 now', '1234 Elm St, Springfield, IL 62704'],
    [
      'Ship to 12 N. Main Street Apt 4B, Boston, MA 02118.',
      '12 N. Main Street Apt 4B, Boston, MA 02118',
    ],
    ['10 Downing Street, London SW1A 2AA', '10 Downing Street, London SW1A 2AA'],
    ['Calle Mayor 5, 28013 Madrid', 'Calle Mayor 5, 28013 Madrid'],
    ['Vivo en 12 rue de la Paix.', '12 rue de la Paix'],
    ['Hauptstraße 5', 'Hauptstraße 5'],
    ['Berliner Straße 12a, 10115 Berlin', 'Berliner Straße 12a, 10115 Berlin'],
    ['Via Roma 10', 'Via Roma 10'],
    ['Rua Augusta 100, 1100-053 Lisboa', 'Rua Augusta 100, 1100-053 Lisboa'],
    ['ул. Ленина, д. 5, кв. 12', 'ул. Ленина, д. 5, кв. 12'],
    ['P.O. Box 1234', 'P.O. Box 1234'],
    ['Postfach 10 20', 'Postfach 10'],
    ['Dirección: Avenida de la Constitución 3', 'Avenida de la Constitución 3'],
    ['Adresse : 5 place Bellecour, Lyon', '5 place Bellecour, Lyon'],
    ['Адрес: г. Москва, ул. Тверская, д. 1', 'г. Москва, ул. Тверская, д. 1'],
  ])('finds the address in %j', (text, expected) => {
    expect(longest(text)).toBe(expected);
  });

  it('continues onto the next line only for a city line', () => {
    const text = '1234 Elm St\nSpringfield, IL 62704\nThanks';
    expect(longest(text)).toBe('1234 Elm St\nSpringfield, IL 62704');
  });

  it('takes the next line when the label stands alone', () => {
    expect(longest('Address:\n221B Baker Street\nLondon NW1 6XE')).toBe(
      '221B Baker Street\nLondon NW1 6XE',
    );
  });

  it.each([
    'Email Address: john.smith@email.com',
    'IP Address: 10.0.0.1',
    'Adresse e-mail : a@b.fr',
    'Im Jahr 2024 war',
    'We shipped 5 Key Features today',
    'Address:',
  ])('ignores %j', (text) => {
    expect(found(addressRecognizer, text)).toEqual([]);
  });
});
