import { describe, expect, it } from 'vitest';
import { buildSpanMessages, parseSpanAnswer } from '../../../src/core/custom/llm-prompt';
import { LlmCallError } from '../../../src/core/custom/ports';
import { retryDelayMs } from '../../../src/engines/llm/retry-delay';

describe('buildSpanMessages', () => {
  it('asks for verbatim JSON spans and carries the instruction and the text', () => {
    const [system, user] = buildSpanMessages('Dear Ann,\ncall me.', '  remove names ');
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('{"spans": [{"text": "...", "label": "..."}]}');
    expect(system!.content).toContain('copied exactly');
    expect(user).toEqual({
      role: 'user',
      content: 'Instruction: remove names\n\nDocument:\n<<<\nDear Ann,\ncall me.\n>>>',
    });
  });
});

describe('parseSpanAnswer', () => {
  it('reads the spans object, a bare array, strings, and fenced answers', () => {
    expect(parseSpanAnswer('{"spans":[{"text":"Ann","label":"name"}]}', 'm')).toEqual([
      { text: 'Ann', label: 'name' },
    ]);
    expect(parseSpanAnswer('Sure!\n```json\n["Ann", {"text": "Bob"}]\n```', 'm')).toEqual([
      { text: 'Ann', label: 'custom' },
      { text: 'Bob', label: 'custom' },
    ]);
    expect(parseSpanAnswer('{"spans": []}', 'm')).toEqual([]);
  });

  it('keeps brackets inside strings and drops items without text', () => {
    expect(
      parseSpanAnswer('{"spans":[{"text":"a ] b {c}"},{"label":"x"},{"text":"  "},42]}', 'm'),
    ).toEqual([{ text: 'a ] b {c}', label: 'custom' }]);
  });

  it('refuses prose, broken JSON and other shapes with a sentence naming the source', () => {
    for (const answer of ['I cannot do that.', '{"spans": [', '{"items": []}', '']) {
      expect(() => parseSpanAnswer(answer, 'The model X')).toThrow(LlmCallError);
      expect(() => parseSpanAnswer(answer, 'The model X')).toThrow(
        /^The model X did not answer with the requested JSON list of spans/,
      );
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles the base delay without Retry-After', () => {
    expect([0, 1, 2, 3].map((n) => retryDelayMs(n, 500, null))).toEqual([500, 1000, 2000, 4000]);
  });

  it('honours Retry-After in seconds or as a date, capped at 30 s', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs(0, 500, '2', now)).toBe(2000);
    expect(retryDelayMs(0, 500, 'Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryDelayMs(0, 500, '3600', now)).toBe(30_000);
    expect(retryDelayMs(1, 500, 'soon', now)).toBe(1000);
  });
});
