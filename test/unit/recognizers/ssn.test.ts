import { describe, expect, it } from 'vitest';
import { ssnRecognizer, validSsnParts } from '../../../src/core/detect/recognizers/ssn';
import { found, run } from './numeric-test-utils';

describe('SSN recognizer', () => {
  it('validates the parts', () => {
    expect(validSsnParts('334', '45', '6789')).toBe(true);
    expect(validSsnParts('000', '45', '6789')).toBe(false);
    expect(validSsnParts('666', '45', '6789')).toBe(false);
    expect(validSsnParts('912', '45', '6789')).toBe(false);
    expect(validSsnParts('334', '00', '6789')).toBe(false);
    expect(validSsnParts('334', '45', '0000')).toBe(false);
  });

  it('finds the seed sample with a high score', () => {
    expect(run(ssnRecognizer, 'Social Security Number (SSN): 334-45-6789')).toEqual([
      ['SSN', '334-45-6789', 0.95],
    ]);
  });

  it('finds the soft-hyphenated Spanish sample', () => {
    const text = 'Número de Seguro Social: 334\u00ad45\u00ad6789';
    expect(run(ssnRecognizer, text)).toEqual([['SSN', '334\u00ad45\u00ad6789', 0.95]]);
  });

  it('scores forms by evidence', () => {
    expect(run(ssnRecognizer, 'value 334-45-6789 here')).toEqual([['SSN', '334-45-6789', 0.6]]);
    expect(run(ssnRecognizer, 'SSN 334 45 6789')).toEqual([['SSN', '334 45 6789', 0.95]]);
    expect(run(ssnRecognizer, 'SSN: 334456789')).toEqual([['SSN', '334456789', 0.85]]);
    expect(run(ssnRecognizer, 'numéro de sécurité sociale 334-45-6789')[0]?.[2]).toBe(0.95);
  });

  it('reports numbers off the SSA plan at a lower score, never hides them (issue 15)', () => {
    expect(found(ssnRecognizer, 'SSN: 666-45-6789')).toEqual(['666-45-6789']);
    expect(found(ssnRecognizer, 'SSN: 934-45-6789')).toEqual(['934-45-6789']);
    expect(found(ssnRecognizer, 'Social Security: 521-00-1234')).toEqual(['521-00-1234']);
    const [valid] = ssnRecognizer.find({ text: 'SSN: 521-40-1234', folded: 'SSN: 521-40-1234' });
    const [typo] = ssnRecognizer.find({ text: 'SSN: 921-40-1234', folded: 'SSN: 921-40-1234' });
    expect(typo!.score).toBeLessThan(valid!.score);
  });

  it('ignores hard negatives', () => {
    expect(found(ssnRecognizer, 'number 334456789')).toEqual([]);
    expect(found(ssnRecognizer, 'Invoice No. 334-45-6789')).toEqual([]);
    expect(found(ssnRecognizer, 'ISBN 978-334-45-6789')).toEqual([]);
    expect(found(ssnRecognizer, 'part 334-45-67890')).toEqual([]);
    expect(found(ssnRecognizer, 'mixed 334-45 6789')).toEqual([]);
  });
});
