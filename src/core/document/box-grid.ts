/** Axis-aligned bounds on the page. */
export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Cells per side of the grid. */
const CELLS = 32;

/**
 * A uniform grid over items with bounds, so "which items lie near this box" costs the items of
 * a few cells rather than all of them: a hostile page with 100,000 tiny fills must not make
 * hidden-text detection quadratic. Items larger than a quarter of the grid are kept aside and
 * always returned. Queries return items in their original order (painting order).
 */
export class BoxGrid<T extends { bounds: Bounds }> {
  private readonly cells: number[][] = Array.from({ length: CELLS * CELLS }, () => []);
  private readonly large: number[] = [];
  private readonly stamp: Uint32Array;
  private query = 0;
  private readonly x0: number;
  private readonly y0: number;
  private readonly cellW: number;
  private readonly cellH: number;

  constructor(private readonly items: readonly T[]) {
    // Loops, not Math.min(...spread): a page may have more items than a call has arguments.
    let [x0, y0, x1, y1] = [0, 0, 1, 1];
    const finite = items.map(({ bounds: b }) => [b.x0, b.y0, b.x1, b.y1].every(Number.isFinite));
    items.forEach(({ bounds: b }, index) => {
      if (!finite[index]) return;
      x0 = Math.min(x0, b.x0);
      y0 = Math.min(y0, b.y0);
      x1 = Math.max(x1, b.x1);
      y1 = Math.max(y1, b.y1);
    });
    this.x0 = x0;
    this.y0 = y0;
    this.cellW = (x1 - x0) / CELLS || 1;
    this.cellH = (y1 - y0) / CELLS || 1;
    this.stamp = new Uint32Array(items.length);
    items.forEach((item, index) => {
      const [cx0, cy0, cx1, cy1] = this.cellRange(item.bounds);
      if (!finite[index] || cx1 - cx0 >= CELLS / 4 || cy1 - cy0 >= CELLS / 4) {
        this.large.push(index);
        return;
      }
      for (let cy = cy0; cy <= cy1; cy++) {
        for (let cx = cx0; cx <= cx1; cx++) this.cells[cy * CELLS + cx]!.push(index);
      }
    });
  }

  /** The cells [cx0, cy0, cx1, cy1] (inclusive) that bounds `b` touch, clamped to the grid. */
  private cellRange(b: Bounds): [number, number, number, number] {
    const cx = (x: number) =>
      Math.min(CELLS - 1, Math.max(0, Math.floor((x - this.x0) / this.cellW)));
    const cy = (y: number) =>
      Math.min(CELLS - 1, Math.max(0, Math.floor((y - this.y0) / this.cellH)));
    return [cx(b.x0), cy(b.y0), cx(b.x1), cy(b.y1)];
  }

  /** Items whose bounds overlap `b`, in their original order. */
  near(b: Bounds): T[] {
    this.query = (this.query + 1) >>> 0 || 1;
    const found: number[] = [];
    const [cx0, cy0, cx1, cy1] = this.cellRange(b);
    for (let cy = cy0; cy <= cy1; cy++) {
      for (let cx = cx0; cx <= cx1; cx++) this.visit(this.cells[cy * CELLS + cx]!, b, found);
    }
    this.visit(this.large, b, found);
    // Called for every glyph of a page: most find nothing or one item, which need no sorting.
    if (found.length > 1) found.sort((p, q) => p - q);
    return found.map((index) => this.items[index]!);
  }

  /** Adds to `found` the listed items overlapping `b` not yet seen in this query. */
  private visit(indices: readonly number[], b: Bounds, found: number[]): void {
    for (const index of indices) {
      if (this.stamp[index] === this.query) continue;
      this.stamp[index] = this.query;
      const o = this.items[index]!.bounds;
      if (!(o.x1 < b.x0 || o.x0 > b.x1 || o.y1 < b.y0 || o.y0 > b.y1)) found.push(index);
    }
  }
}
