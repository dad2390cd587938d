import { describe, expect, it } from 'vitest';
import type { TextTag } from '../../../src/core/contract/tags';
import { findPii } from '../../../src/core/detect/find-pii';
import { interpretInstruction } from '../../../src/core/custom/interpret-instruction';
import { findPatternRanges, findTermRanges } from '../../../src/core/custom/locate-terms';
import { runPlan } from '../../../src/core/custom/run-plan';
import { foldText } from '../../../src/core/ner/fold';
import { CUSTOM_PAGES } from './custom-kit';

const TEXT = CUSTOM_PAGES.map((lines) => lines.join('\n')).join('\f');
const words = (ranges: { start: number; end: number }[]) =>
  ranges.map((r) => TEXT.slice(r.start, r.end));
const rules = (tags: readonly TextTag[]) => findPii(TEXT, tags);

describe('findTermRanges', () => {
  it('finds every whole-word occurrence, ignoring case, accents and spacing, on every page', () => {
    const found = words(findTermRanges(TEXT, foldText(TEXT), 'Project Falcon'));
    expect(found).toEqual(['Project Falcon', 'PROJECT   FALCON', 'Projéct Falcon']);
  });

  it('never matches inside a longer word', () => {
    expect(words(findTermRanges(TEXT, foldText(TEXT), 'Al'))).toEqual(['Al']);
    expect(words(findTermRanges(TEXT, foldText(TEXT), 'falcon'))).toEqual([
      'Falcon',
      'FALCON',
      'Falcon',
    ]);
  });

  it('never joins words across a page break', () => {
    const text = 'end of Project\fFalcon starts';
    expect(findTermRanges(text, foldText(text), 'Project Falcon')).toEqual([]);
  });
});

describe('findPatternRanges', () => {
  it('uses the flags written and reports each non-empty match', () => {
    const pattern = { source: '\\bab-\\d{4}\\b', flags: 'i', written: '/\\bab-\\d{4}\\b/i' };
    expect(words(findPatternRanges(TEXT, pattern))).toEqual(['AB-1234']);
  });
});

describe('runPlan', () => {
  it('keeps only dates next to a birth cue for "date of birth"', async () => {
    const plan = interpretInstruction("remove the patient's date of birth");
    const spans = await runPlan(TEXT, plan, rules);
    expect(words(spans)).toEqual(['12/03/1980']);
    expect(spans[0]!.score).toBeGreaterThan(0);
    expect(spans[0]!.score).toBeLessThan(1);
  });

  it('scores literal terms 1 and merges overlapping requests into one span', async () => {
    const plan = interpretInstruction('redact "Project Falcon" and the terms Falcon, Beta');
    const spans = await runPlan(TEXT, plan, rules);
    expect(words(spans)).toEqual(['Project Falcon', 'PROJECT   FALCON', 'Beta', 'Projéct Falcon']);
    expect(spans.every((s) => s.score === 1)).toBe(true);
  });

  it('runs kinds through the detectors with their own scores', async () => {
    const spans = await runPlan(TEXT, interpretInstruction('Удалите номера телефонов'), rules);
    expect(words(spans)).toEqual(['+1 415 555 0132']);
    expect(spans[0]!.reason).toBe('PHONE');
  });
});
