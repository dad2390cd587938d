import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS } from '../../../src/core/contract/options';
import type { Entity } from '../../../src/core/contract/types';
import { findPii } from '../../../src/core/detect/find-pii';
import { entitySourceKey } from '../../../src/worker/protocol';
import { sourcesOf } from '../../../src/worker/review-document';

const TEXT =
  'Write to jane.doe@example.com or call Jane Doe at Acme Holdings in Berlin. Ask Quillon about it.';

/** An entity over `word`'s first occurrence in TEXT. */
function entity(tag: string, word: string, end?: number): Entity {
  const start = TEXT.indexOf(word);
  return { entity_group: tag, score: 0.9, word, start, end: end ?? start + word.length, boxes: [] };
}

describe('which detector found an entity', () => {
  const ruleEmail = findPii(TEXT).find((s) => s.tag === 'EMAIL')!;
  const email = entity('EMAIL', TEXT.slice(ruleEmail.start, ruleEmail.end));

  it('says rule for everything when no model ran', () => {
    const sources = sourcesOf(
      [email, entity('PERSON_NAME', 'Jane Doe')],
      TEXT,
      DEFAULT_DETECT_OPTIONS,
      false,
    );
    expect(Object.values(sources)).toEqual(['rule', 'rule']);
  });

  it('tells rule, model, merged, image and custom entities apart when a model ran', () => {
    // The rules know no person called Quillon: only a model reports it.
    const model = entity('PERSON_NAME', 'Quillon');
    const widened = {
      ...email,
      start: email.start - 9,
      word: TEXT.slice(email.start - 9, email.end),
    };
    const signature = { ...entity('SIGNATURE', 'Berlin'), word: '' };
    const custom = entity('PROJECT', 'Berlin');
    const sources = sourcesOf(
      [email, model, widened, signature, custom],
      TEXT,
      { ...DEFAULT_DETECT_OPTIONS, customTags: ['PROJECT'] },
      true,
    );
    expect(sources[entitySourceKey(email)]).toBe('rule');
    expect(sources[entitySourceKey(model)]).toBe('model');
    expect(sources[entitySourceKey(widened)]).toBe('rule and model');
    expect(sources[entitySourceKey(signature)]).toBe('image');
    expect(sources[entitySourceKey(custom)]).toBe('custom');
  });
});
