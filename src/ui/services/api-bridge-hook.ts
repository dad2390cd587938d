import type { OcrLanguage } from '../../core/contract/languages';
import type { BenchRecognition } from '../../engines/browser/tesseract-bench';
import type { DetectResult } from '../../worker/protocol';
import type { ApiBridge } from './api-bridge';

/** What the browser benchmark calls to time detection without the API around it. */
export interface ObscuraBenchHook {
  /** Detects PII with the API's defaults on the bridge's own pipeline worker. */
  detect(pdf: Uint8Array): Promise<DetectResult>;
  /** Recognises one page image with the app's OCR engine (`scripts/bench-ocr-browser.ts`). */
  ocr(image: Uint8Array, language: OcrLanguage, dpi: number): Promise<BenchRecognition>;
}

declare global {
  interface Window {
    /** Set by the app for `scripts/bench-api.ts`; nothing in the app reads it. */
    __obscuraBench?: ObscuraBenchHook;
  }
}

/** Exposes the benchmark's hook on `window`, on the same worker the API jobs run on. */
export function installBenchHook(bridge: ApiBridge): void {
  window.__obscuraBench = {
    detect: (pdf) => bridge.pipeline.run({ kind: 'detect' }, pdf, () => undefined).result,
    // Loaded only when the benchmark asks: tesseract.js stays out of the page's own bundle.
    ocr: async (image, language, dpi) =>
      (await import('../../engines/browser/tesseract-bench')).benchRecognize(image, language, dpi),
  };
}
