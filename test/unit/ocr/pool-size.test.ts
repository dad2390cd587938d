import { describe, expect, it } from 'vitest';
import { ocrPoolSize } from '../../../src/engines/tesseract/pool-size';

describe('OCR worker pool size', () => {
  it('is one worker per core, at least one, at most four', () => {
    expect(ocrPoolSize(1)).toBe(1);
    expect(ocrPoolSize(2)).toBe(2);
    expect(ocrPoolSize(16)).toBe(4);
    expect(ocrPoolSize(0)).toBe(1);
    expect(ocrPoolSize(Number.NaN)).toBe(1);
  });

  it('is at most one worker per GiB of device memory when the memory is known', () => {
    expect(ocrPoolSize(8, undefined, 8)).toBe(4);
    expect(ocrPoolSize(8, undefined, 2)).toBe(2);
    expect(ocrPoolSize(8, undefined, 0.5)).toBe(1);
    expect(ocrPoolSize(2, undefined, 8)).toBe(2);
    // An unknown or nonsensical figure leaves the core count in charge.
    expect(ocrPoolSize(8, undefined, undefined)).toBe(4);
    expect(ocrPoolSize(8, undefined, 0)).toBe(4);
  });
});
