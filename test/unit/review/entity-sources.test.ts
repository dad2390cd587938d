import { describe, expect, it } from 'vitest';
import type { DetectedEntity, Provenance } from '../../../src/core/contract/provenance';
import { entitySourceKey } from '../../../src/worker/protocol';
import { entitySourceOf, sourcesOf } from '../../../src/worker/review-document';

/** An entity at [start, end) with the given provenance. */
function found(tag: string, start: number, provenance: Provenance[]): DetectedEntity {
  return { entity_group: tag, score: 0.9, word: 'x', start, end: start + 1, boxes: [], provenance };
}

describe('which detector found an entity, as the review says it', () => {
  it('reads the words from each entity provenance (never from running the rules again)', () => {
    expect(entitySourceOf(['rule'])).toBe('rule');
    expect(entitySourceOf(['model', 'ocr'])).toBe('model');
    expect(entitySourceOf(['rule', 'model'])).toBe('rule and model');
    expect(entitySourceOf(['image'])).toBe('image');
    expect(entitySourceOf(['custom', 'ocr'])).toBe('custom');
    // Hidden text is found by the pipeline's own check, as rules are.
    expect(entitySourceOf(['hidden'])).toBe('rule');
  });

  it('keys every entity like the review items', () => {
    const entities = [
      found('EMAIL', 0, ['rule']),
      found('PERSON_NAME', 5, ['model']),
      found('PERSON_NAME', 9, ['rule', 'model']),
      found('SIGNATURE', 20, ['image']),
      found('PROJECT', 30, ['custom']),
    ];
    const sources = sourcesOf(entities);
    expect(entities.map((e) => sources[entitySourceKey(e)])).toEqual([
      'rule',
      'model',
      'rule and model',
      'image',
      'custom',
    ]);
  });
});
