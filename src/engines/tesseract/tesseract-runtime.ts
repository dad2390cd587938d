import type { WorkerOptions } from 'tesseract.js';
import type { OcrLanguage } from '../../core/contract/languages';

/** The tesseract.js worker options that say where language data is read from. */
export type LanguageOptions = Pick<
  Partial<WorkerOptions>,
  'langPath' | 'gzip' | 'cachePath' | 'cacheMethod'
>;

/**
 * What a runtime (Node, a browser Web Worker) supplies to the shared tesseract engine. All paths
 * must be local: nothing may be downloaded at run time.
 */
export interface TesseractRuntime {
  /** Worker count: the runtime's cores, capped (see ocrPoolSize). */
  poolSize: number;
  /** Options every worker gets: workerPath, corePath, workerBlobURL, cacheMethod... */
  workerOptions: Partial<WorkerOptions>;
  /**
   * Where the data of `languages` can be read together, as worker options. Throws
   * OcrLanguageError naming the first language this installation has no data for.
   */
  resolveLanguages(languages: readonly OcrLanguage[]): Promise<LanguageOptions>;
  /**
   * Where the orientation-detection data (`osd.traineddata`, legacy engine) lives; throws
   * OcrLanguageError('osd') when absent.
   */
  resolveOsd(): Promise<LanguageOptions>;
}
