import { env } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { findModelSpans } from '../../../src/core/ner/find-model-spans';
import { mergeModelSpans } from '../../../src/core/ner/merge';
import { loadNodeNerModel } from '../../../src/engines/transformers/node-ner';
import type { TransformersNer } from '../../../src/engines/transformers/transformers-ner';

const MODEL_DIR = 'test/models/tiny-ner';

/** Every network request anyone tried (global fetch and transformers.js's own fetch). */
const requests: string[] = [];
let model: TransformersNer;

beforeAll(async () => {
  const record = (input: unknown) => {
    requests.push(String(input instanceof Request ? input.url : input));
    return Promise.reject(new Error('network is off in tests'));
  };
  vi.stubGlobal('fetch', vi.fn(record));
  env.fetch = record as typeof env.fetch;
  model = await loadNodeNerModel(MODEL_DIR);
});

afterAll(async () => {
  await model?.dispose();
  vi.unstubAllGlobals();
});

/** [tag, word] of every span. */
const words = (text: string, spans: Array<{ tag: string; start: number; end: number }>) =>
  spans.map((s) => [s.tag, text.slice(s.start, s.end)]);

describe('the tiny token-classification model through transformers.js', () => {
  it('loads from a folder with remote loading off and never touches the network', () => {
    expect(env.allowRemoteModels).toBe(false);
    expect(model.maxTokens).toBe(30);
    expect(model.tokenizer).toMatchObject({ scheme: 'wordpiece', unknownToken: '[UNK]' });
    expect(model.labels).toContain('B-PER');
    expect(requests).toEqual([]);
  });

  it('finds entities with exact offsets, through accents, [UNK] and page breaks', async () => {
    const text =
      'Dear José García,\nACME Corp ☃ in Paris sent 中文 to Bob.\fMaria Müller lives in Berlin.';
    const spans = await findModelSpans(text, model);
    expect(words(text, spans)).toEqual([
      ['PERSON_NAME', 'José García'],
      ['ORGANIZATION', 'ACME Corp'],
      ['LOCATION', 'Paris'],
      ['PERSON_NAME', 'Bob'],
      ['PERSON_NAME', 'Maria Müller'],
      ['LOCATION', 'Berlin'],
    ]);
    for (const s of spans) {
      expect(s.recognizer).toBe('model:tiny-ner');
      expect(s.score).toBeGreaterThan(0.8);
    }
    expect(requests).toEqual([]);
  });

  it('keeps every entity once across many chunk boundaries (max 32 tokens)', async () => {
    const text = Array.from(
      { length: 60 },
      (_, i) => `Item ${i}: Alice Smith met Zoe from Globex Bank in London`,
    ).join(i18nSeparator());
    const spans = await findModelSpans(text, model, { minChunkSize: 0 });
    const found = words(text, spans);
    expect(found.filter(([, w]) => w === 'Alice Smith')).toHaveLength(60);
    expect(found.filter(([, w]) => w === 'Zoe')).toHaveLength(60);
    expect(found.filter(([, w]) => w === 'Globex Bank')).toHaveLength(60);
    expect(found.filter(([, w]) => w === 'London')).toHaveLength(60);
    expect(found).toHaveLength(240);
  });

  it('filters by tag and merges with the rule recognizers', async () => {
    const text = 'Alice Smith works at Acme Corp. Email alice@example.com today.';
    const model_ = await findModelSpans(text, model, { tags: ['PERSON_NAME', 'ORGANIZATION'] });
    expect(model_.every((s) => s.tag !== 'LOCATION')).toBe(true);
    const merged = mergeModelSpans(findPii(text), model_);
    const result = words(text, merged);
    expect(result).toContainEqual(['PERSON_NAME', 'Alice Smith']);
    // Rules and model agree on the organisation: the longer range (the rules' "Corp.") wins.
    expect(result).toContainEqual(['ORGANIZATION', 'Acme Corp.']);
    const org = merged.find((s) => s.tag === 'ORGANIZATION')!;
    expect(org.recognizer).toMatch(/\+model:tiny-ner$/);
    expect(result).toContainEqual(['EMAIL', 'alice@example.com']);
    // `alice` inside the e-mail address is not a name of its own.
    expect(merged.filter((s) => s.start >= text.indexOf('alice@'))).toHaveLength(1);
  });
});

/** Sentences end without a full stop here, so cuts fall on weaker boundaries too. */
function i18nSeparator(): string {
  return ';\n';
}
