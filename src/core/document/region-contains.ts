import type { FilledRegion, PagePoint } from '../platform/ports';

/**
 * Whether `p` lies inside a filled region, by the region's own rule: nonzero winding (PDF's
 * default fill) or even-odd. Points exactly on an edge may go either way.
 */
export function regionContains(region: FilledRegion, p: PagePoint): boolean {
  let winding = 0;
  let crossings = 0;
  for (const path of region.subpaths) {
    for (let i = 0, j = path.length - 1; i < path.length; j = i++) {
      const a = path[j]!;
      const b = path[i]!;
      if (a.y <= p.y) {
        if (b.y > p.y && cross(a, b, p) > 0) {
          winding++;
          crossings++;
        }
      } else if (b.y <= p.y && cross(a, b, p) < 0) {
        winding--;
        crossings++;
      }
    }
  }
  return region.evenOdd ? crossings % 2 === 1 : winding !== 0;
}

/** Which side of the line a→b the point p lies on (positive: left). */
function cross(a: PagePoint, b: PagePoint, p: PagePoint): number {
  return (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y);
}
