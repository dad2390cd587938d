import { availableParallelism } from 'node:os';
import { ocrPoolSize } from '../tesseract/pool-size';
import type { TesseractOcrEngine } from '../tesseract/tesseract-engine';
import { createNativeTesseractEngine, findNativeTesseract } from './native-tesseract';
import { checkLanguages, languageFolder, osdFolder } from './node-tessdata';

/** Options of the Node OCR engine. */
export interface NodeOcrOptions {
  /** Worker count (default: the machine's cores, at most 4). */
  poolSize?: number;
  /**
   * Which OCR runs: the system's `tesseract` program when installed, else tesseract.js ('auto'),
   * or always tesseract.js ('wasm'). Default: 'auto' when OBSCURA_NATIVE_OCR=1 (the CLI sets
   * it), else 'wasm'. Not the library default yet: native tesseract 5.3 reads a few stray marks
   * differently from tesseract.js 7, and the detector's joined-line reading then merges an
   * e-mail address with the next line's first word (test/ocr/scans.test.ts fails on it).
   */
  engine?: 'auto' | 'wasm';
  /**
   * Told once, at the first page read, which engine runs. Default: a line on stderr when
   * OBSCURA_OCR_NOTE=1 (the CLI sets it), else nothing.
   */
  onChosen?: (description: string) => void;
}

/**
 * The OCR engine for Node: the native `tesseract` program when asked and installed (about twice
 * as fast as WebAssembly, same models and settings, see native-tesseract.ts), else tesseract.js
 * worker threads reading local data only (bundled `@tesseract.js-data` packages, Debian
 * tessdata for Russian), no cache written anywhere (`cacheMethod: 'none'`; tesseract.js would
 * otherwise drop traineddata files in the working directory). tesseract.js's default worker
 * script is a local file in Node, and its corePath is ignored there.
 */
export function createNodeOcrEngine(options: NodeOcrOptions = {}): TesseractOcrEngine {
  const poolSize = options.poolSize ?? ocrPoolSize(availableParallelism());
  const choice = options.engine ?? (process.env.OBSCURA_NATIVE_OCR === '1' ? 'auto' : 'wasm');
  // Chosen at the first page read: a document with a text layer never runs `tesseract --version`.
  let chosen: Promise<{ engine: TesseractOcrEngine; description: string }> | undefined;
  const choose = () => {
    chosen ??= (async () => {
      const native = choice === 'auto' ? findNativeTesseract() : undefined;
      // tesseract.js is imported only when it runs: text documents never load it (start-up).
      const engine = native
        ? createNativeTesseractEngine(native, poolSize)
        : (await import('../tesseract/tesseract-engine')).createTesseractEngine({
            poolSize,
            workerOptions: { cacheMethod: 'none' },
            resolveLanguages: async (languages) => {
              checkLanguages(languages);
              return { langPath: languageFolder(languages), gzip: true };
            },
            resolveOsd: async () => ({ langPath: osdFolder(), gzip: true }),
          });
      const description = native
        ? `native tesseract ${native.version}, ${poolSize} process(es)`
        : `tesseract.js (WebAssembly), ${poolSize} worker(s)`;
      return { engine, description };
    })();
    return chosen;
  };
  const onChosen =
    options.onChosen ??
    (process.env.OBSCURA_OCR_NOTE === '1'
      ? (text: string) => process.stderr.write(`obscura: OCR with ${text}.\n`)
      : undefined);
  let told = false;
  return {
    // Both engines run `poolSize` pages at once.
    parallelism: poolSize,
    async recognize(image, ocrOptions) {
      const { engine, description } = await choose();
      if (!told) {
        told = true;
        onChosen?.(description);
      }
      return engine.recognize(image, ocrOptions);
    },
    async terminate() {
      // An engine that failed to start has nothing to end.
      await (await chosen?.catch(() => undefined))?.engine.terminate();
    },
  };
}
