import { createWorker, OEM, type Worker } from 'tesseract.js';
import { throwIfAborted } from '../../core/contract/errors';
import type { OcrEngine, OcrOptions, OcrPageResult } from '../../core/ocr/ports';
import type { PageRaster } from '../../core/platform/ports';
import { rotateGray, type GrayImage } from './gray-image';
import { encodeGrayPng } from './gray-png';
import { wordsOfBlocks } from './map-words';
import { uprightRotation } from './orientation';
import type { LanguageOptions, TesseractRuntime } from './tesseract-runtime';
import { WorkerPool } from './worker-pool';

/** tesseract.js typings take no raw bytes, though every runtime's loadImage accepts them. */
type ImageInput = Parameters<Worker['recognize']>[0];

/** The OCR engine plus the means to end its workers (tests, the CLI before exiting). */
export interface TesseractOcrEngine extends OcrEngine {
  /** Ends every worker; the engine starts new ones if used again. */
  terminate(): Promise<void>;
}

/**
 * Starts one tesseract.js worker. tesseract.js reports worker failures through `errorHandler`
 * (without one it throws from a message handler and takes the process down), and a failed
 * initialisation never settles `createWorker`'s promise, so the handler rejects the start.
 */
async function startWorker(
  langs: string,
  oem: OEM,
  options: Partial<Parameters<typeof createWorker>[2]>,
): Promise<Worker> {
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const errorHandler = (error: unknown) => fail(new Error(`OCR worker failed: ${String(error)}`));
  return Promise.race([
    createWorker(langs, oem, { ...options, errorHandler, logger: () => undefined }),
    failed,
  ]);
}

/**
 * The tesseract.js OCR engine, the same in every runtime: a pool of LSTM workers (one per
 * language set in use), a smaller-engine pool for orientation detection used only when asked,
 * images handed over as uncompressed grey PNGs with their resolution, and tesseract's blocks
 * mapped to OcrWords.
 */
export function createTesseractEngine(runtime: TesseractRuntime): TesseractOcrEngine {
  const languageOptions = new Map<string, LanguageOptions>();
  const recognizers = new WorkerPool<Worker>(runtime.poolSize, {
    create: (key) =>
      startWorker(key, OEM.LSTM_ONLY, { ...runtime.workerOptions, ...languageOptions.get(key) }),
    terminate: async (worker) => void (await worker.terminate()),
  });
  // Orientation detection takes a fraction of a recognition: half the workers keep up.
  const orienters = new WorkerPool<Worker>(Math.ceil(runtime.poolSize / 2), {
    create: async () =>
      startWorker('osd', OEM.TESSERACT_ONLY, {
        ...runtime.workerOptions,
        ...(await runtime.resolveOsd()),
        legacyCore: true,
        legacyLang: true,
      }),
    terminate: async (worker) => void (await worker.terminate()),
  });

  const detectRotation = async (image: GrayImage, options: OcrOptions): Promise<number> => {
    await runtime.resolveOsd(); // a missing osd file is a clear error, not a worker failure
    const report = await orienters.run(
      'osd',
      (worker) => worker.detect(encodeGrayPng(image, options.dpi) as unknown as ImageInput),
      options.signal,
    );
    return uprightRotation(report.data);
  };

  return {
    parallelism: runtime.poolSize,
    async recognize(raster: PageRaster, options: OcrOptions): Promise<OcrPageResult> {
      throwIfAborted(options.signal);
      const key = options.languages.join('+') || 'eng';
      // Checked for every page, not once: data the user removes (browser Settings) is refused
      // from the next page on, even by a worker that still holds it.
      languageOptions.set(key, await runtime.resolveLanguages(options.languages));
      let image: GrayImage = {
        pixels: raster.grayPixels(),
        width: raster.width,
        height: raster.height,
      };
      const rotation = options.detectOrientation ? await detectRotation(image, options) : 0;
      image = rotateGray(image, rotation);
      const png = encodeGrayPng(image, options.dpi);
      const result = await recognizers.run(
        key,
        (worker) =>
          worker.recognize(png as unknown as ImageInput, {}, { blocks: true, text: false }),
        options.signal,
      );
      return {
        words: wordsOfBlocks(result.data.blocks),
        rotation,
        width: image.width,
        height: image.height,
      };
    },
    async terminate() {
      await Promise.all([recognizers.terminate(), orienters.terminate()]);
    },
  };
}
