import { describe, expect, it } from 'vitest';
import { isVisualTag, visualTagsToSearch } from '../../../src/core/visual/visual-tags';

describe('which visual tags a request searches', () => {
  it('searches named visual tags whatever the setting', () => {
    expect(visualTagsToSearch(['QR_CODE', 'EMAIL'], false)).toEqual(['QR_CODE']);
    expect(visualTagsToSearch(['FACE', 'SIGNATURE'], true)).toEqual(['SIGNATURE', 'FACE']);
  });

  it('searches them for "all tags" only when the user turned it on', () => {
    expect(visualTagsToSearch([], false)).toEqual([]);
    expect(visualTagsToSearch([], true)).toEqual(['SIGNATURE', 'QR_CODE', 'FACE']);
  });

  it('searches none when only text tags are named', () => {
    expect(visualTagsToSearch(['EMAIL', 'PHONE'], true)).toEqual([]);
  });

  it('tells visual tags from text tags', () => {
    expect(isVisualTag('QR_CODE')).toBe(true);
    expect(isVisualTag('EMAIL')).toBe(false);
  });
});
