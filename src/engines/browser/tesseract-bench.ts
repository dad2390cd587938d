import type { OcrLanguage } from '../../core/contract/languages';
import type { PageRaster } from '../../core/platform/ports';
import { createTesseractEngine, type TesseractOcrEngine } from '../tesseract/tesseract-engine';
import { createBrowserTesseractRuntime } from './tesseract-runtime';

/** What one timed recognition gives the benchmark. */
export interface BenchRecognition {
  seconds: number;
  words: string[];
}

/** A read-only raster over grey pixels: all OCR needs of a PageRaster. */
function grayRaster(pixels: Uint8Array, width: number, height: number): PageRaster {
  const unused = () => {
    throw new Error('The OCR benchmark raster only supplies pixels.');
  };
  return {
    width,
    height,
    grayPixels: () => pixels,
    fillBlack: unused,
    encode: unused,
    release() {},
  };
}

/** Decodes an image (the PNG bench:ocr rendered) into 8-bit grey, as page rasters give it. */
async function decodeGray(image: Uint8Array): Promise<PageRaster> {
  const bitmap = await createImageBitmap(new Blob([image as Uint8Array<ArrayBuffer>]));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context for the benchmark image.');
  context.drawImage(bitmap, 0, 0);
  const rgba = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const gray = new Uint8Array(bitmap.width * bitmap.height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4]!; // the PNG is grey: R = G = B
  return grayRaster(gray, bitmap.width, bitmap.height);
}

let engine: TesseractOcrEngine | undefined;

/**
 * Recognises one page image with the app's browser OCR engine (one worker, as bench:ocr's
 * Node figure) and times the recognition alone: decoding is done before the clock starts.
 */
export async function benchRecognize(
  image: Uint8Array,
  language: OcrLanguage,
  dpi: number,
): Promise<BenchRecognition> {
  // The benchmark times bundled languages: none counts as already cached.
  engine ??= createTesseractEngine(
    createBrowserTesseractRuntime(async () => new Set(), location.href, 1),
  );
  const raster = await decodeGray(image);
  const t0 = performance.now();
  const result = await engine.recognize(raster, {
    languages: [language],
    detectOrientation: false,
    dpi,
  });
  return { seconds: (performance.now() - t0) / 1000, words: result.words.map((w) => w.text) };
}
