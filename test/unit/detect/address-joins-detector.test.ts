/**
 * Issue 15 (R2): the whole detector (findPii bridges address pieces, address-joins.ts) leaves no
 * comma of a postal address readable, in the shapes of four countries.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { allCovered } from './span-probes';

describe('the detector covers whole addresses', () => {
  it('leaves no comma of an address readable', () => {
    for (const value of [
      'Carrer de Balmes 216, 4.º dcha., 15704 Santiago de Compostela',
      'Via Garibaldi 85, 16123 Genova (GE)',
      'Rua Augusta, 16, 3810-193 Aveiro',
      '344002, г. Ростов-на-Дону, ул. Малая Бронная, д. 237, кв. 89',
    ]) {
      const text = `Mittente: Jennifer Okonkwo\n${value}\nTel. 010 123456`;
      expect(allCovered(text, findPii(text), value), value).toBe(true);
    }
  });
});
