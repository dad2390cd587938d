/** A canvas and its context as pdf.js's canvas factories hand them around. */
interface CanvasAndContext {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

/**
 * pdf.js's scratch canvases (patterns, soft masks, groups) for a worker: the default factory
 * calls `document.createElement`, which does not exist off the main thread.
 */
export class OffscreenCanvasFactory {
  /** pdf.js passes `{ ownerDocument, enableHWA }`; neither applies to an OffscreenCanvas. */
  constructor(_options?: unknown) {}

  /** A fresh canvas of the given size with a 2D context that is read back often. */
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }

  /** Resizes a canvas this factory made. */
  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    target.canvas.width = width;
    target.canvas.height = height;
  }

  /** Frees a canvas: zeroing its size releases the pixel memory at once. */
  destroy(target: CanvasAndContext): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    target.canvas.width = 0;
    target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

/** SVG filters (transfer functions, high contrast) need a DOM; in a worker they are skipped. */
export class NoFilterFactory {
  constructor(_options?: unknown) {}
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}
