/**
 * Airports before their IATA code in a flight itinerary are places a person travels between:
 * read in a flight row (flight number before them), on a "From → To" line, or named with an
 * airport word; never in a text about no flight, never for currency codes or acronyms.
 */
import { describe, expect, it } from 'vitest';
import { airportCodeRecognizer } from '../../../src/core/detect/recognizers/airport-codes';
import { foldForMatching } from '../../../src/core/detect/normalize';

/** The airports the recognizer reads in `text`. */
function airports(text: string): string[] {
  return airportCodeRecognizer
    .find({ text, folded: foldForMatching(text) })
    .map((s) => text.slice(s.start, s.end));
}

describe('airports with their IATA code', () => {
  it('reads both airports of a flight row (English, German)', () => {
    expect(
      airports(
        'Date Flight From To Dep.\n02 Mar 2026 BA 914 Manchester (MAN) Rome Fiumicino (FCO) 09:10\n',
      ),
    ).toEqual(['Manchester (MAN)', 'Rome Fiumicino (FCO)']);
    expect(airports('Flug LH1234 München (MUC) Wien-Schwechat (VIE) 12:45\n')).toEqual([
      'München (MUC)',
      'Wien-Schwechat (VIE)',
    ]);
  });

  it('reads a "From → To" line in Cyrillic and Latin scripts, a code wrapped to the next line', () => {
    expect(airports('Посадочный талон\nСочи (AER) → Санкт-Петербург Пулково (LED)\n')).toEqual([
      'Сочи (AER)',
      'Санкт-Петербург Пулково (LED)',
    ]);
    expect(airports('Cartão de embarque\nPorto (OPO) → Nice Côte d’Azur\n(NCE)\n')).toEqual([
      'Porto (OPO)',
      'Nice Côte d’Azur\n(NCE)',
    ]);
  });

  it('stops at a line mark of a joined view (a firm on the line before)', () => {
    expect(airports('Boarding pass\nAlbion Air\fLeeds (LBA) → Faro (FAO)\n')).toEqual([
      'Leeds (LBA)',
      'Faro (FAO)',
    ]);
  });

  it('reads a name with an airport word (Spanish, Italian, French)', () => {
    expect(airports('Su vuelo sale del Aeropuerto de Bilbao (BIO) a las 7:00.\n')).toEqual([
      'Aeropuerto de Bilbao (BIO)',
    ]);
    expect(airports('Volo in partenza da Aeroporto di Bologna (BLQ)\n')).toEqual([
      'Aeroporto di Bologna (BLQ)',
    ]);
    expect(airports('Votre vol : Aéroport de Lyon-Saint Exupéry (LYS)\n')).toEqual([
      'Aéroport de Lyon-Saint Exupéry (LYS)',
    ]);
  });

  it('reads no currency, tax or acronym, nor names without a flight row', () => {
    expect(airports('Flight booking\nTotal amount (EUR) 412.00\nVAT (IVA) included\n')).toEqual([]);
    expect(
      airports('Flight safety notes\nThe World Health Organization (WHO) publishes guidance.\n'),
    ).toEqual([]);
    // No flight word anywhere: a firm's acronym after its name is no airport.
    expect(airports('Invoice\nWN 299 Northwind Traders (NWT) 4 units\n')).toEqual([]);
  });

  it('does not swallow the letter-spaced capitals of a boarding pass above the airport', () => {
    expect(
      airports(
        'BOARDING PASS\nNAME\nH O L L O WAY J A N E\nBOOKING\nK 2 M 9 Q X\nBristol (BRS) → Faro (FAO)\n',
      ),
    ).toEqual(['Bristol (BRS)', 'Faro (FAO)']);
  });
});
