import { describe, expect, it } from 'vitest';
import type { Span } from '../../../src/core/detect/span';
import { mergeModelSpans } from '../../../src/core/ner/merge';

const span = (tag: Span['tag'], start: number, end: number, score: number, recognizer: string) =>
  ({ tag, start, end, score, recognizer }) satisfies Span;

describe('mergeModelSpans', () => {
  it('raises the score when rules and model agree, keeping the longer range', () => {
    const rules = [span('PERSON_NAME', 0, 5, 0.6, 'person-name')];
    const model = [span('PERSON_NAME', 0, 11, 0.8, 'model:x')];
    const [merged] = mergeModelSpans(rules, model);
    expect(merged).toMatchObject({ tag: 'PERSON_NAME', start: 0, end: 11 });
    expect(merged!.score).toBeCloseTo(1 - 0.4 * 0.2);
    expect(merged!.recognizer).toBe('person-name+model:x');
  });

  it('keeps the rule range when it is the longer one', () => {
    const rules = [span('ORGANIZATION', 10, 25, 0.7, 'organization')];
    const model = [span('ORGANIZATION', 10, 14, 0.9, 'model:x')];
    expect(mergeModelSpans(rules, model)[0]).toMatchObject({ start: 10, end: 25 });
  });

  it('drops a model span inside a structured rule span (email, address)', () => {
    const rules = [span('EMAIL', 0, 14, 0.95, 'email')];
    const model = [span('PERSON_NAME', 0, 5, 0.99, 'model:x')];
    expect(mergeModelSpans(rules, model)).toEqual(rules);
  });

  it("keeps a rule's organisation whole when the model finds a person inside it", () => {
    const rules = [span('ORGANIZATION', 0, 22, 0.78, 'org-pattern')];
    const model = [span('PERSON_NAME', 7, 12, 0.95, 'model:x')];
    expect(mergeModelSpans(rules, model)).toEqual(rules);
  });

  it("still lets a model's organisation around a rule's person name win on score", () => {
    const rules = [span('PERSON_NAME', 0, 7, 0.6, 'name-sequence')];
    const model = [span('ORGANIZATION', 0, 17, 0.9, 'model:x')];
    expect(mergeModelSpans(rules, model).map((s) => [s.tag, s.start, s.end])).toEqual([
      ['ORGANIZATION', 0, 17],
    ]);
  });

  it('adds new model spans and resolves conflicts by score then length', () => {
    const rules = [span('LOCATION', 20, 26, 0.5, 'location')];
    const model = [
      span('PERSON_NAME', 0, 9, 0.9, 'model:x'),
      span('ORGANIZATION', 18, 30, 0.8, 'model:x'),
    ];
    expect(mergeModelSpans(rules, model).map((s) => [s.tag, s.start])).toEqual([
      ['PERSON_NAME', 0],
      ['ORGANIZATION', 18],
    ]);
  });
});
