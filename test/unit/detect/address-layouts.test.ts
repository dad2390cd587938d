/**
 * Issue 15, postal addresses of the seven countries in the layouts the street readers cut short:
 * a unit or building before the numbered street ("Bâtiment C, 132 bis impasse…", "Résidence Les
 * Pins, Appt 12, …", "3rd Floor, 10 Queen Street"), Italian particles and "n." ("Piazza delle
 * Erbe 106", "Via Roma n. 15"), a door's abbreviation before the postcode ("6.º dcha., 28007
 * Madrid"), a town of several words ("15704 Santiago de Compostela"), floors and Italian units
 * ("2º andar", "scala A, int. 5", "8 int. 3 - 16124 Genova GE"), Russian region and town before
 * the street ("Московская обл., г. Химки, ул. …"). Every visible character must be under a box.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { allCovered } from './span-probes';

describe('addresses whose every character is covered', () => {
  it.each([
    'Calle del Doctor Esquerdo 150, 6.º dcha., 28007 Madrid',
    'Carrer de Balmes 216, 4.º dcha., 15704 Santiago de Compostela',
    'Bâtiment C, 132 bis impasse des Glycines, 31000 Toulouse',
    'Résidence Les Pins, Appt 12, 5 allée des Chênes, 33000 Bordeaux',
    'Piazza delle Erbe 106, 35122 Padova',
    'Via Roma n. 15, 20121 Milano (MI)',
    'Viale della Repubblica 22/B, scala A, int. 5, 00185 Roma',
    'Via Garibaldi, 8 int. 3 - 16124 Genova GE',
    'Rua de Santa Catarina, 312, 2º andar, 4000-442 Porto',
    'Plaza de España 3, Portal 2, Escalera B, 4º A, 50001 Zaragoza',
    '3rd Floor, 10 Queen Street, Edinburgh EH2 1JQ',
    'г. Санкт-Петербург, Невский пр., д. 28, кв. 7',
    'Московская обл., г. Химки, ул. Победы, д. 3, стр. 1, офис 12',
  ])('%s', (address) => {
    const text = `Adresse / Address: ${address}\nTel. 555 0100`;
    expect(allCovered(text, findPii(text), address)).toBe(true);
  });

  it('reads a supplier row: street, postcode and town between a category and a phone', () => {
    for (const [text, address] of [
      [
        'Frachtkontor Bremen Transport Lindenallee 60b, 55116 Mainz 040 794-1852 DE955153274',
        'Lindenallee 60b, 55116 Mainz',
      ],
      [
        'Textiles du Nord SA Emballage 147 boulevard Voltaire, 69003 Lyon 02 04 10 54 33',
        '147 boulevard Voltaire, 69003 Lyon',
      ],
      [
        'Bluehorizon Trips\n40 Kingsway, Leeds LS6 2QT\n0161 899 0828',
        '40 Kingsway, Leeds LS6 2QT',
      ],
    ] as const) {
      const spans = findPii(text);
      expect(allCovered(text, spans, address)).toBe(true);
      // The phone after the town is no part of the address.
      const phone = spans.find(
        (s) =>
          s.tag === 'ADDRESS' && /\d{3} \d{3}|\d{2} \d{2} \d{2}/.test(text.slice(s.start, s.end)),
      );
      expect(phone).toBeUndefined();
    }
  });

  it('reads no street in a page counter or a timetable row', () => {
    const footer =
      'Hospital del Bidasoa · Calle de Toledo, 98, 18009 Granada · +34 953 493 575 Página 1 de 1';
    expect(
      findPii(footer).some(
        (s) => s.tag === 'ADDRESS' && footer.slice(s.start, s.end).includes('Página'),
      ),
    ).toBe(false);
    const row =
      'Date Airline Flight From To Dep. Arr.\n26 Jun Aer Lingus MN 3630 Manchester Leeds 16:05 22:35';
    expect(findPii(row).some((s) => s.tag === 'ADDRESS')).toBe(false);
  });

  it('takes a unit with its number before the street after any words on the line', () => {
    const text =
      'Immobilière du Rhône SARL, dont le siège est situé Bâtiment B, 114 bis rue Paradis, 75011 Paris, représentée par M. Morel';
    const address = 'Bâtiment B, 114 bis rue Paradis, 75011 Paris';
    expect(allCovered(text, findPii(text), address)).toBe(true);
  });

  it('leaves a sentence before a building name alone', () => {
    const text = 'We met the team near Harbour House, 12 Quay Street, Leeds LS1 4AP.';
    const spans = findPii(text);
    const at = text.indexOf('We met');
    expect(spans.some((s) => s.start <= at && at < s.end)).toBe(false);
  });
});
