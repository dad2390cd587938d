import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

/** A canvas and its context as pdf.js's canvas factories hand them around. */
interface CanvasAndContext {
  canvas: Canvas | null;
  context: SKRSContext2D | null;
}

/** The context attributes pdf.js's own factory asks for. */
const PDFJS_CONTEXT_ATTRIBUTES = { willReadFrequently: true } as Parameters<Canvas['getContext']>[1];

/**
 * pdf.js's scratch canvases in Node (mesh shadings, tiling patterns, soft masks, groups, inline
 * images): the same @napi-rs/canvas canvases as pdf.js's own NodeCanvasFactory, which resolves
 * and `require`s the package again for every canvas (module path resolution was ~45 ms of the
 * 117-page thesis's rendering); this one uses the module imported once.
 */
export class NapiCanvasFactory {
  /** pdf.js passes `{ ownerDocument, enableHWA }`; neither applies here. */
  constructor(_options?: unknown) {}

  /** A fresh canvas of the given size with its 2D context (pdf.js's own options). */
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = createCanvas(width, height);
    // What pdf.js's factory passes (@napi-rs/canvas reads only the attributes it knows).
    return { canvas, context: canvas.getContext('2d', PDFJS_CONTEXT_ATTRIBUTES) };
  }

  /** Resizes a canvas this factory made. */
  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    target.canvas.width = width;
    target.canvas.height = height;
  }

  /** Frees a canvas: zeroing its size releases the pixel memory at once (as pdf.js does). */
  destroy(target: CanvasAndContext): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    target.canvas.width = 0;
    target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}
