import type { Entity } from '../contract/types';
import { linearBarExtent, narrowestRun } from './linear-extent';
import { boundsToBox, type PageFrame, type PixelBounds } from './pixel-geometry';
import type { BarcodeFinding, GrayImage } from './ports';

/** Quiet zone in modules each side: ISO 18004 asks 4 for QR, linear symbologies about 10. */
const QUIET_MODULES_2D = 4;
const QUIET_MODULES_1D = 10;
/** Module count assumed when the decoder does not say (the smallest QR, version 1). */
const FALLBACK_MODULES = 21;

/** What the user sees as the entity's word: QR content bare, other symbologies named. */
export function barcodeWord(finding: BarcodeFinding): string {
  return finding.isQr ? finding.text : `${finding.format}: ${finding.text}`;
}

/**
 * Pixel bounds covering the whole symbol plus its quiet zone. A matrix symbol's module size
 * comes from its width in modules. A linear symbol's bars are followed along their length
 * (decoders may report only the lines they scanned) and its module is its narrowest bar or gap.
 */
export function barcodeBounds(finding: BarcodeFinding, image: GrayImage): PixelBounds {
  const xs = finding.corners.map((c) => c.x);
  const ys = finding.corners.map((c) => c.y);
  const box = {
    x0: Math.min(...xs),
    y0: Math.min(...ys),
    x1: Math.max(...xs),
    y1: Math.max(...ys),
  };
  const [topLeft, topRight] = finding.corners;
  if (!finding.linear) {
    const side = Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y);
    const module = side / (finding.modules > 0 ? finding.modules : FALLBACK_MODULES);
    return grow(box, module * QUIET_MODULES_2D + 1, module * QUIET_MODULES_2D + 1);
  }
  // Bars stand across the scan direction: follow them in an image where the scan runs along x.
  const alongX = Math.abs(topRight.x - topLeft.x) >= Math.abs(topRight.y - topLeft.y);
  const scan = alongX ? image : transpose(image);
  const [a0, a1, b0, b1] = alongX
    ? [box.x0, box.x1, box.y0, box.y1]
    : [box.y0, box.y1, box.x0, box.x1];
  const middle = (b0 + b1) / 2;
  const bars = linearBarExtent(scan, a0, a1, middle);
  const module = narrowestRun(scan, a0, a1, middle);
  const quiet = module * QUIET_MODULES_1D + 1;
  const across = module * 2 + 1;
  const top = Math.min(b0, bars.top);
  const bottom = Math.max(b1, bars.bottom);
  return alongX
    ? {
        x0: Math.floor(a0 - quiet),
        x1: Math.ceil(a1 + quiet),
        y0: Math.floor(top - across),
        y1: Math.ceil(bottom + across),
      }
    : {
        y0: Math.floor(a0 - quiet),
        y1: Math.ceil(a1 + quiet),
        x0: Math.floor(top - across),
        x1: Math.ceil(bottom + across),
      };
}

function grow(b: PixelBounds, dx: number, dy: number): PixelBounds {
  return {
    x0: Math.floor(b.x0 - dx),
    y0: Math.floor(b.y0 - dy),
    x1: Math.ceil(b.x1 + dx),
    y1: Math.ceil(b.y1 + dy),
  };
}

/** The image turned on its diagonal, so columns can be followed like rows. */
function transpose(image: GrayImage): GrayImage {
  const pixels = new Uint8Array(image.width * image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++)
      pixels[x * image.height + y] = image.pixels[y * image.width + x]!;
  }
  return { width: image.height, height: image.width, pixels };
}

/**
 * Entities for the barcodes found on one page image: QR codes as QR_CODE with their content as
 * the word, other symbologies also as QR_CODE with the kind named (`Code128: ABC-123`). A symbol
 * decoded twice (several passes) is reported once. Decoded symbols are certain: score 1.
 */
export function barcodeEntities(
  findings: readonly BarcodeFinding[],
  image: GrayImage,
  frame: PageFrame,
): Entity[] {
  const seen = new Set<string>();
  const entities: Entity[] = [];
  for (const finding of findings) {
    const bounds = barcodeBounds(finding, image);
    const key = `${finding.format}|${finding.text}|${Math.round(bounds.x0 / 20)}|${Math.round(bounds.y0 / 20)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const word = barcodeWord(finding);
    entities.push({
      entity_group: 'QR_CODE',
      score: 1,
      word,
      start: 0,
      end: 0,
      boxes: [boundsToBox(bounds, frame, word, 1)],
    });
  }
  return entities;
}
