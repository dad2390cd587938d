import { describe, expect, it } from 'vitest';
import { findCoveredGlyphs } from '../../../src/core/document/covered-glyphs';
import type {
  DrawnFill,
  DrawnGlyph,
  DrawnStroke,
  FilledRegion,
} from '../../../src/core/platform/ports';

/** A 10 pt wide glyph of a 12 pt font with its baseline at (100, 200), page y down. */
const glyph = (order: number, color = '#000000', form = 0): DrawnGlyph => ({
  order,
  text: 'A',
  color,
  form,
  origin: { x: 100, y: 200 },
  advance: { x: 10, y: 0 },
  up: { x: 0, y: -12 },
});

const rect = (x0: number, y0: number, x1: number, y1: number): FilledRegion => ({
  subpaths: [
    [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
  ],
  evenOdd: false,
});

const fill = (order: number, region: FilledRegion, extra: Partial<DrawnFill> = {}): DrawnFill => {
  const xs = region.subpaths.flat().map((p) => p.x);
  const ys = region.subpaths.flat().map((p) => p.y);
  return {
    order,
    form: 0,
    region,
    clips: [],
    opaque: true,
    color: '#000000',
    bounds: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
    ...extra,
  };
};

const covered = (glyphs: DrawnGlyph[], fills: DrawnFill[], strokes: DrawnStroke[] = []) =>
  findCoveredGlyphs({ glyphs, fills, strokes }).length;

describe('findCoveredGlyphs', () => {
  const overGlyph = rect(98, 186, 112, 203);

  it('counts a glyph under an opaque box painted after it', () => {
    expect(covered([glyph(1)], [fill(2, overGlyph)])).toBe(1);
  });

  it('ignores a box painted before the glyph in another colour (a background)', () => {
    expect(covered([glyph(2)], [fill(1, overGlyph, { color: '#dddddd' })])).toBe(0);
  });

  it('counts text painted in the colour of the box under it, unless both are one form', () => {
    expect(covered([glyph(2)], [fill(1, overGlyph)])).toBe(1);
    expect(covered([glyph(2, '#000000', 7)], [fill(1, overGlyph, { form: 7 })])).toBe(0);
  });

  it('ignores translucent and pattern fills and boxes that cover a sliver of the glyph', () => {
    expect(covered([glyph(1)], [fill(2, overGlyph, { opaque: false })])).toBe(0);
    expect(covered([glyph(1)], [fill(2, rect(98, 195, 112, 203))])).toBe(0);
  });

  it('respects clipping: a box clipped away from the glyph hides nothing', () => {
    expect(covered([glyph(1)], [fill(2, overGlyph, { clips: [rect(300, 300, 400, 400)] })])).toBe(
      0,
    );
    expect(covered([glyph(1)], [fill(2, overGlyph, { clips: [rect(0, 0, 400, 400)] })])).toBe(1);
  });

  it('lets two boxes side by side share the work', () => {
    expect(
      covered([glyph(1)], [fill(2, rect(98, 186, 105, 203)), fill(3, rect(105, 186, 112, 203))]),
    ).toBe(1);
  });

  it('follows the even-odd rule: a frame with a hole over the glyph hides nothing', () => {
    const frame: FilledRegion = {
      subpaths: [...rect(80, 170, 130, 220).subpaths, ...rect(95, 180, 115, 210).subpaths],
      evenOdd: true,
    };
    expect(covered([glyph(1)], [fill(2, frame)])).toBe(0);
  });

  it('counts an opaque picture painted after the glyph, but not one filling the page', () => {
    const picture = { image: true, color: '' };
    expect(covered([glyph(1)], [fill(2, overGlyph, picture)])).toBe(1);
    expect(covered([glyph(2)], [fill(1, overGlyph, picture)])).toBe(0);
    expect(covered([glyph(1)], [fill(2, overGlyph, { ...picture, opaque: false })])).toBe(0);
    const page = { glyphs: [glyph(1)], strokes: [], size: { width: 400, height: 400 } };
    const scan = fill(2, rect(0, 0, 400, 400), picture);
    expect(findCoveredGlyphs({ ...page, fills: [scan] })).toHaveLength(0);
    expect(findCoveredGlyphs({ ...page, fills: [fill(2, overGlyph, picture)] })).toHaveLength(1);
  });

  it('counts near-white text on the bare page, not faint grey, invisible or on a picture', () => {
    expect(covered([glyph(1, '#ffffff')], [])).toBe(1);
    expect(covered([glyph(1, '#fafafa')], [])).toBe(1);
    expect(covered([glyph(1, '#d9d9d9')], [])).toBe(0);
    expect(covered([glyph(1, '')], [])).toBe(0);
    expect(covered([glyph(2, '#ffffff')], [fill(1, overGlyph, { color: '#000000' })])).toBe(0);
    const picture = { image: true, color: '', opaque: false };
    expect(covered([glyph(2, '#ffffff')], [fill(1, overGlyph, picture)])).toBe(0);
  });

  it('does not count a box with lines in another colour stroked across it (hatching)', () => {
    const hatch: DrawnStroke = {
      order: 3,
      color: '#555555',
      samples: [100, 103, 106, 109].map((x) => ({ x, y: 195 })),
    };
    expect(covered([glyph(1)], [fill(2, overGlyph)], [hatch])).toBe(0);
    // A border on the box's edges is not hatching.
    const border: DrawnStroke = {
      ...hatch,
      samples: [
        { x: 98, y: 190 },
        { x: 112, y: 190 },
      ],
    };
    expect(covered([glyph(1)], [fill(2, overGlyph)], [border])).toBe(1);
  });
});
