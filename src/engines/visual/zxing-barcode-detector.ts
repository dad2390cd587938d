import { readBarcodes, type ReadResult, type ReaderOptions } from 'zxing-wasm/reader';
import type { BarcodeDetector, BarcodeFinding, GrayImage } from '../../core/visual/ports';

/** 2-D symbologies (everything else zxing reads is a linear code). */
const MATRIX_PREFIXES = [
  'QRCode',
  'MicroQRCode',
  'RMQRCode',
  'PDF417',
  'CompactPDF417',
  'MicroPDF417',
  'Aztec',
  'DataMatrix',
  'MaxiCode',
];
const QR_FORMATS = new Set(['QRCode', 'QRCodeModel1', 'QRCodeModel2', 'MicroQRCode', 'RMQRCode']);

/**
 * Reader settings for whole pages: every symbology, try hard, rotations (90/180/270 and
 * skewed), inverted codes, and zxing's own downscaled second pass for large symbols, so each
 * page is read at two scales from one render.
 */
const PAGE_READER_OPTIONS: ReaderOptions = {
  formats: [],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 64,
};

/** zxing reads RGBA pixels (and greys them again): expand the grey page once. */
function toRgba(image: GrayImage): {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  colorSpace: 'srgb';
} {
  const data = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0, j = 0; i < image.pixels.length; i++, j += 4) {
    const v = image.pixels[i]!;
    data[j] = v;
    data[j + 1] = v;
    data[j + 2] = v;
    data[j + 3] = 255;
  }
  return { data, width: image.width, height: image.height, colorSpace: 'srgb' };
}

/** One zxing result as the core's finding. */
function toFinding(result: ReadResult): BarcodeFinding {
  const p = result.position;
  const format = String(result.format);
  return {
    format,
    isQr: QR_FORMATS.has(format),
    text: result.text,
    corners: [p.topLeft, p.topRight, p.bottomRight, p.bottomLeft],
    modules: result.symbol?.width ?? 0,
    linear: !MATRIX_PREFIXES.some((prefix) => format.startsWith(prefix)),
  };
}

/**
 * Barcodes through zxing-wasm (ZXing-C++ compiled to WebAssembly). The runtime must have told
 * zxing-wasm where its .wasm is (`prepareZXingModule`) before the first page: its default is a
 * CDN, which this app never contacts.
 */
export function createZxingBarcodeDetector(): BarcodeDetector {
  return {
    async find(image: GrayImage): Promise<BarcodeFinding[]> {
      // zxing's ImageData is a DOM type (absent in Node); it only reads data, width and height.
      const input = toRgba(image) as unknown as Parameters<typeof readBarcodes>[0];
      const results = await readBarcodes(input, PAGE_READER_OPTIONS);
      return results.filter((r) => r.isValid && r.text !== '').map(toFinding);
    },
  };
}
