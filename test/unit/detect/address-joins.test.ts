/**
 * Issue 15 (R2): nothing of a postal address left readable between its pieces. The street line,
 * postcode and town read apart are bridged (commas, "г.", a province in brackets under a box) in
 * the seven countries' shapes; pieces without a numbered street line, and pieces of different
 * lines with the same tag, stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { joinAddressParts } from '../../../src/core/detect/address-joins';
import type { Span } from '../../../src/core/detect/span';
import { allCovered } from './span-probes';
import type { TextTag } from '../../../src/core/contract/tags';

/** Spans over the given pieces of `text` (first occurrence of each, in order). */
function pieces(text: string, parts: Array<[TextTag, string]>): Span[] {
  let from = 0;
  return parts.map(([tag, value]) => {
    const start = text.indexOf(value, from);
    expect(start, value).toBeGreaterThanOrEqual(0);
    from = start + value.length;
    return { tag, start, end: start + value.length, score: 0.8, recognizer: 'test' };
  });
}

describe('address pieces bridged', () => {
  it('covers the punctuation between street, postcode and town', () => {
    const cases: Array<[string, Array<[TextTag, string]>]> = [
      [
        'Domicilio: Carrer de Balmes 216, 4.º dcha., 15704 Santiago de Compostela',
        [
          ['ADDRESS', 'Carrer de Balmes 216, 4.º dcha.'],
          ['ZIP_CODE', '15704'],
          ['LOCATION', 'Santiago de Compostela'],
        ],
      ],
      [
        'Sede: Via Garibaldi 85, 16123 Genova (GE)',
        [
          ['ADDRESS', 'Via Garibaldi 85'],
          ['ZIP_CODE', '16123'],
          ['LOCATION', 'Genova'],
        ],
      ],
      [
        'Morada: Rua Augusta, 16, 3810-193 Aveiro',
        [
          ['ADDRESS', 'Rua Augusta, 16'],
          ['ZIP_CODE', '3810-193'],
          ['LOCATION', 'Aveiro'],
        ],
      ],
      [
        'Адрес: 344002, г. Ростов-на-Дону, ул. Малая Бронная, д. 237, кв. 89',
        [
          ['ZIP_CODE', '344002'],
          ['LOCATION', 'Ростов-на-Дону'],
          ['ADDRESS', 'ул. Малая Бронная, д. 237, кв. 89'],
        ],
      ],
      [
        'Anschrift\nKarl-Marx-Allee 127a,\n90402 Nürnberg',
        [
          ['ADDRESS', 'Karl-Marx-Allee 127a'],
          ['ZIP_CODE', '90402'],
          ['LOCATION', 'Nürnberg'],
        ],
      ],
      [
        'Bâtiment C, 132 bis impasse des Glycines, 31000 Toulouse',
        [
          ['ADDRESS', 'Bâtiment C, 132 bis impasse des Glycines'],
          ['ZIP_CODE', '31000'],
          ['LOCATION', 'Toulouse'],
        ],
      ],
      [
        'Sede: Avenida de Andalucía 108, 3.º izda., 41004 Sevilla · Inscrita',
        [
          ['ADDRESS', 'Avenida de Andalucía 108, 3.º'],
          ['ZIP_CODE', '41004'],
          ['LOCATION', 'Sevilla'],
        ],
      ],
      [
        'residente in Via Garibaldi 110/ A, 90133 Palermo (PA)',
        [
          ['ADDRESS', 'Via Garibaldi 110'],
          ['ZIP_CODE', '90133'],
          ['LOCATION', 'Palermo'],
        ],
      ],
      [
        'ООО «Здоровье» · 350000, г. Краснодар, ул. Большая Покровская, д. 234',
        [
          ['LOCATION', 'Краснодар'],
          ['ADDRESS', 'ул. Большая Покровская, д. 234'],
        ],
      ],
      [
        '45 Oak Street, Springfield, IL 62701',
        [
          ['ADDRESS', '45 Oak Street'],
          ['LOCATION', 'Springfield'],
          ['ZIP_CODE', 'IL 62701'],
        ],
      ],
    ];
    for (const [text, parts] of cases) {
      const spans = pieces(text, parts);
      const out = joinAddressParts(text, spans);
      // The address runs from its first piece (or the Russian index before it) to the end.
      const from = text.search(/\d{6}, г\./u) >= 0 ? text.search(/\d{6}/u) : spans[0]!.start;
      const whole = text.slice(from).replace(/ · Inscrita$/u, '');
      expect(allCovered(text, out, whole), whole).toBe(true);
      // Each piece keeps its tag: a set marking them apart still finds them.
      expect(out.map((s) => s.tag)).toEqual(spans.map((s) => s.tag));
    }
  });

  it('leaves places without a numbered street, and unrelated lines, alone', () => {
    const places = 'We have offices in Madrid, Spain and Lisbon.';
    const spans = pieces(places, [
      ['LOCATION', 'Madrid'],
      ['LOCATION', 'Spain'],
    ]);
    expect(joinAddressParts(places, spans)).toEqual(spans);
    const rows = 'Lieferadresse: Hauptstraße 5\nRechnungsadresse: Bahnhofstraße 9';
    const two = pieces(rows, [
      ['ADDRESS', 'Hauptstraße 5'],
      ['ADDRESS', 'Bahnhofstraße 9'],
    ]);
    expect(joinAddressParts(rows, two)).toEqual(two);
    const text = 'Via Garibaldi 85 — pagina 2 di 3';
    const one = pieces(text, [['ADDRESS', 'Via Garibaldi 85']]);
    expect(joinAddressParts(text, one)).toEqual(one);
  });
});
