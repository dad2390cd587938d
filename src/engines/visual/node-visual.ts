import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BarcodeDetector, VisualDetectors } from '../../core/visual/ports';

const require = createRequire(import.meta.url);

let detector: Promise<BarcodeDetector> | undefined;

/**
 * zxing-wasm with its .wasm from node_modules (never its CDN default), loaded at the first page
 * searched: a document command that asks for no visual tag never imports it or reads the 1 MB
 * .wasm (start-up of the CLI).
 */
function zxingDetector(): Promise<BarcodeDetector> {
  detector ??= (async () => {
    const [{ prepareZXingModule }, { createZxingBarcodeDetector }] = await Promise.all([
      import('zxing-wasm/reader'),
      import('./zxing-barcode-detector'),
    ]);
    const bytes = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: {
        wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      },
    });
    return createZxingBarcodeDetector();
  })();
  return detector;
}

/**
 * The visual detectors available in Node: barcodes through zxing-wasm. No face detector ships
 * with this version, so FACE requests are reported as not searched.
 */
export function createNodeVisualDetectors(): VisualDetectors {
  return { barcodes: { find: async (image) => (await zxingDetector()).find(image) } };
}
