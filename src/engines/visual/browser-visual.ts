import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule } from 'zxing-wasm/reader';
import type { VisualDetectors } from '../../core/visual/ports';
import type { VisualDeps } from '../../core/visual/visual-stage';
import { createBrowserFaceDetector } from './browser-faces';
import { createZxingBarcodeDetector } from './zxing-barcode-detector';

let prepared = false;

/** Points zxing-wasm at the .wasm the build emitted on the app's own origin (never its CDN). */
function prepareZxingFromOrigin(): void {
  if (prepared) return;
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(readerWasmUrl, self.location.href).href : prefix + path,
    },
  });
  prepared = true;
}

/**
 * The visual detectors available in the pipeline worker: barcodes through zxing-wasm, its
 * WebAssembly served by the app (and precached with the other built assets), and faces through
 * face-api's Tiny Face Detector (loaded on the first FACE request).
 */
export function createBrowserVisualDetectors(): VisualDetectors {
  prepareZxingFromOrigin();
  return { barcodes: createZxingBarcodeDetector(), faces: createBrowserFaceDetector() };
}

let detectors: VisualDetectors | undefined;

/**
 * `deps` plus the visual stage (as `visual`). `searchWhenAllTags` is the Settings toggle, which
 * the worker's engine setup reads for each job (engines never read settings themselves). zxing's
 * wasm is fetched on the first page it reads.
 */
export function withVisualDetection<D extends object>(
  deps: D,
  searchWhenAllTags: boolean,
): D & { visual: VisualDeps } {
  detectors ??= createBrowserVisualDetectors();
  return { ...deps, visual: { detectors, searchWhenAllTags } };
}
