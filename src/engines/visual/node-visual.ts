import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule } from 'zxing-wasm/reader';
import type { VisualDetectors } from '../../core/visual/ports';
import { createZxingBarcodeDetector } from './zxing-barcode-detector';

const require = createRequire(import.meta.url);

let prepared = false;

/** Gives zxing-wasm its .wasm from node_modules, once (never its CDN default). */
function prepareZxingFromPackage(): void {
  if (prepared) return;
  const bytes = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: {
      wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    },
  });
  prepared = true;
}

/**
 * The visual detectors available in Node: barcodes through zxing-wasm. No face detector ships
 * with this version, so FACE requests are reported as not searched.
 */
export function createNodeVisualDetectors(): VisualDetectors {
  prepareZxingFromPackage();
  return { barcodes: createZxingBarcodeDetector() };
}
