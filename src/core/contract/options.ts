import type { OcrLanguage } from './languages';
import type { PredefinedTag } from './tags';

/** Options shared by every operation, already validated and normalised. */
export interface DetectOptions {
  /** Predefined tags to report; empty means all. */
  tags: PredefinedTag[];
  /** Caller-defined tags added to the predefined ones. */
  customTags: string[];
  forceOcr: boolean;
  ocrLangs: OcrLanguage[];
  rotatedText: boolean;
  /** Minimum chunk size for NER segmentation (characters); 0 means whole pages. */
  minChunkSize: number;
  /** `path` reported in `detected_pii`: `memory` or the uploaded file name. */
  path: string;
  /** Password of an encrypted PDF, when the user gave one. */
  password?: string;
  /**
   * Most pages processed, from the first; absent or 0 means no limit (decisions.md). Pages past
   * it are not searched and are left out of the anonymized PDF, and `exception` names them.
   */
  maxPages?: number;
  /**
   * Most pixels one page raster may have (DEFAULT_MAX_PAGE_PIXELS when absent): an enormous
   * page is rendered at a lower resolution instead of allocating gigabytes, and `exception` says so.
   */
  maxPagePixels?: number;
  /**
   * Longest one page may take to render, in milliseconds (absent or 0: no limit); a page over
   * it stops the operation with a refusal that names the page.
   */
  pageTimeLimitMs?: number;
}

/** Pixel budget of one page raster: 40 megapixels (160 MB of RGBA), A0 at 150 dpi fits. */
export const DEFAULT_MAX_PAGE_PIXELS = 40_000_000;

/** Options of the anonymize operations. */
export interface AnonymizeOptions extends DetectOptions {
  /** When false the output is re-rendered without boxes (detection still runs). */
  redactText: boolean;
  /** Resolution the pages are re-rendered at, in dots per inch. */
  dpi: number;
  /** JPEG quality of the page images in [0, 1]. */
  imageQuality: number;
  /**
   * Adds an invisible text layer of the words that were not redacted, so the output can be
   * searched and copied (true when absent); false gives image-only pages like the hosted service.
   */
  searchable?: boolean;
}

/** Defaults of the base64 operations (the file-upload detection overrides two of them). */
export const DEFAULT_DETECT_OPTIONS: DetectOptions = {
  tags: [],
  customTags: [],
  forceOcr: false,
  ocrLangs: ['eng'],
  rotatedText: false,
  minChunkSize: 0,
  path: 'memory',
};

/** Defaults of the anonymize operations. */
export const DEFAULT_ANONYMIZE_OPTIONS: AnonymizeOptions = {
  ...DEFAULT_DETECT_OPTIONS,
  redactText: true,
  dpi: 150,
  imageQuality: 0.85,
  searchable: true,
};
