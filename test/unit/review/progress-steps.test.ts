import { describe, expect, it } from 'vitest';
import { overallShare, stepsOf } from '../../../src/ui/features/progress/progress-steps';

describe('the progress steps', () => {
  it('lists the expected steps as waiting before the first event', () => {
    const steps = stepsOf('detecting', []);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['PdfDataToDocument', 'waiting'],
      ['Ner', 'waiting'],
    ]);
    expect(overallShare(steps)).toBe(0);
  });

  it('shows OCR while it runs, in pipeline order, the reading before it done', () => {
    const steps = stepsOf('detecting', [
      { stage: 'PdfDataToDocument', done: 3, total: 3 },
      { stage: 'Ocr', done: 1, total: 3 },
    ]);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['PdfDataToDocument', 'done'],
      ['Ocr', 'running'],
      ['Ner', 'waiting'],
    ]);
    expect(overallShare(steps)).toBeCloseTo(1 + 1 / 3);
  });

  it('shows writing, then verifying, during an export', () => {
    const writing = stepsOf('redacting', [
      { stage: 'PdfDataToSingleImage', done: 2, total: 2 },
      { stage: 'ImageDrawBoxes', done: 2, total: 2 },
      { stage: 'SingleImageToPdf', done: 1, total: 2 },
    ]);
    expect(writing.map((s) => [s.key, s.state]).slice(-2)).toEqual([
      ['SingleImageToPdf', 'running'],
      ['verify', 'waiting'],
    ]);
    const verifying = stepsOf('redacting', [
      { stage: 'PdfDataToSingleImage', done: 2, total: 2 },
      { stage: 'ImageDrawBoxes', done: 2, total: 2 },
      { stage: 'SingleImageToPdf', done: 2, total: 2 },
    ]);
    expect(verifying.at(-1)).toMatchObject({ label: 'Verifying the output', state: 'running' });
  });
});
