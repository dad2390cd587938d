import type { PixelBounds } from '../pixel-geometry';
import type { InkMask } from './ink-mask';

/** One 8-connected shape of ink, with the measures the signature test needs. */
export interface InkComponent {
  bounds: PixelBounds;
  /** Ink pixels. */
  area: number;
  /** Ink pixels with a paper pixel among their four neighbours. */
  boundary: number;
  /** Indices (y * width + x) of the component's pixels. */
  pixels: Int32Array;
}

/** Shapes smaller than this many pixels are specks (scanner noise, dots of i) and left out. */
const MIN_AREA = 4;

/** The 8-connected components of the mask's ink (flood fill with an explicit stack). */
export function inkComponents(mask: InkMask): InkComponent[] {
  const { width, height, ink } = mask;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const components: InkComponent[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let top = 0;
    let count = 0;
    stack[top++] = start;
    seen[start] = 1;
    const bounds = { x0: width, y0: height, x1: 0, y1: 0 };
    let boundary = 0;
    const pixels: number[] = [];
    while (top > 0) {
      const i = stack[--top]!;
      pixels.push(i);
      count++;
      const x = i % width;
      const y = (i - x) / width;
      if (x < bounds.x0) bounds.x0 = x;
      if (x + 1 > bounds.x1) bounds.x1 = x + 1;
      if (y < bounds.y0) bounds.y0 = y;
      if (y + 1 > bounds.y1) bounds.y1 = y + 1;
      const isEdge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        !ink[i - 1] ||
        !ink[i + 1] ||
        !ink[i - width] ||
        !ink[i + width];
      if (isEdge) boundary++;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const n = ny * width + nx;
          if (ink[n] && !seen[n]) {
            seen[n] = 1;
            stack[top++] = n;
          }
        }
      }
    }
    if (count >= MIN_AREA) {
      components.push({ bounds, area: count, boundary, pixels: Int32Array.from(pixels) });
    }
  }
  return components;
}
