import { describe, expect, it } from 'vitest';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import type { Span } from '../../../src/core/detect/span';

/** A span over the first occurrence of `value` in `text` (after `from`). */
function at(text: string, value: string, tag: Span['tag'], score: number, from = 0): Span {
  const start = text.indexOf(value, from);
  if (start < 0) throw new Error(`"${value}" is not in the text`);
  return { tag, start, end: start + value.length, score, recognizer: 'test' };
}

/** The texts of the PERSON_NAME spans after propagation. */
function names(text: string, found: Span[]): string[] {
  return propagateOccurrences(text, found)
    .filter((s) => s.tag === 'PERSON_NAME')
    .map((s) => text.slice(s.start, s.end));
}

describe('every occurrence of a name, in the forms documents write it', () => {
  it('finds "Surname, Given" of a found "Given Surname", and the other way round', () => {
    const text =
      'Patient name\nNguyen Van Park\nSigned\nReferred by Dr. Navarro · PARK, Nguyen Van · 25/05/1955';
    expect(names(text, [at(text, 'Nguyen Van Park', 'PERSON_NAME', 0.75)])).toEqual([
      'Nguyen Van Park',
      'PARK, Nguyen Van',
    ]);
    const inverted =
      'Named insured: CASTELLANOS, Desmond\nThe insurer wrote to Desmond Castellanos.';
    expect(names(inverted, [at(inverted, 'CASTELLANOS, Desmond', 'PERSON_NAME', 0.85)])).toEqual([
      'CASTELLANOS, Desmond',
      'Desmond Castellanos',
    ]);
  });

  it('lets the whole inverted name replace the part of it read on its own', () => {
    const text = 'Yara Venkataraman was admitted.\nFooter: Venkataraman, Yara · 06.05.1987';
    const found = [
      at(text, 'Yara Venkataraman', 'PERSON_NAME', 0.7),
      // A stronger reading of the surname alone must not keep the given name readable.
      at(text, 'Venkataraman', 'PERSON_NAME', 0.9, 20),
    ];
    expect(names(text, found)).toEqual(['Yara Venkataraman', 'Venkataraman, Yara']);
  });

  it('takes the initial of the found name and a listed first name before its surname', () => {
    const text =
      'Arrendador: MAITE PASTOR BELTRÁN, mayor de edad.\nContrato · M. Pastor Beltrán · Pág. 1';
    expect(names(text, [at(text, 'MAITE PASTOR BELTRÁN', 'PERSON_NAME', 0.9)])).toEqual([
      'MAITE PASTOR BELTRÁN',
      'M. Pastor Beltrán',
    ]);
    const letter = 'Estimada Sra. El Amrani:\nCertificamos que Araceli El Amrani trabaja aquí.';
    expect(names(letter, [at(letter, 'Sra. El Amrani', 'PERSON_NAME', 0.88)])).toEqual([
      'Sra. El Amrani',
      'Araceli El Amrani',
    ]);
  });

  it('takes no other initial, no word of the line before and cuts no other name', () => {
    const text = 'Tenant: Maite Pastor Beltrán.\nWitness T. Beltrán signed.';
    expect(names(text, [at(text, 'Maite Pastor Beltrán', 'PERSON_NAME', 0.9)])).toEqual([
      'Maite Pastor Beltrán',
      'Beltrán',
    ]);
    const lines = 'Signed by Megan Okafor.\nAraceli\nOkafor left.';
    expect(names(lines, [at(lines, 'Megan Okafor', 'PERSON_NAME', 0.9)])).toEqual([
      'Megan Okafor',
      'Okafor',
    ]);
    // "Benedetta T. Da" read on its own keeps its start; the chased "Ponte" does not cut it.
    const staff = 'Rossella Da Ponte\nBenedetta T. Da Ponte\n+39 345 364 3008';
    const found = [
      at(staff, 'Rossella Da Ponte', 'PERSON_NAME', 0.8),
      at(staff, 'Benedetta T. Da', 'PERSON_NAME', 0.85),
    ];
    const spans = propagateOccurrences(staff, found);
    const covered = (value: string) => {
      const start = staff.indexOf(value);
      for (let i = start; i < start + value.length; i++)
        if (staff[i] !== ' ' && !spans.some((s) => s.start <= i && i < s.end)) return false;
      return true;
    };
    expect(covered('Benedetta T. Da Ponte')).toBe(true);
  });

  it('does not turn a place or a one-word value into a name order', () => {
    const text = 'Paris, France is far from France Paris.';
    expect(names(text, [at(text, 'Paris, France', 'LOCATION', 0.9)])).toEqual([]);
  });
});
