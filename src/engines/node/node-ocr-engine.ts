import { availableParallelism } from 'node:os';
import { ocrPoolSize } from '../tesseract/pool-size';
import { createTesseractEngine, type TesseractOcrEngine } from '../tesseract/tesseract-engine';
import { checkLanguages, languageFolder, osdFolder } from './node-tessdata';

/** Options of the Node OCR engine. */
export interface NodeOcrOptions {
  /** Worker count (default: the machine's cores, at most 4). */
  poolSize?: number;
}

/**
 * The OCR engine for Node: tesseract.js worker threads reading local data only (bundled
 * `@tesseract.js-data` packages, Debian tessdata for Russian), no cache written anywhere
 * (`cacheMethod: 'none'`; tesseract.js would otherwise drop traineddata files in the working
 * directory). tesseract.js's default worker script is a local file in Node, and its corePath
 * is ignored there.
 */
export function createNodeOcrEngine(options: NodeOcrOptions = {}): TesseractOcrEngine {
  return createTesseractEngine({
    poolSize: options.poolSize ?? ocrPoolSize(availableParallelism()),
    workerOptions: { cacheMethod: 'none' },
    resolveLanguages: async (languages) => {
      checkLanguages(languages);
      return { langPath: languageFolder(languages), gzip: true };
    },
    resolveOsd: async () => ({ langPath: osdFolder(), gzip: true }),
  });
}
