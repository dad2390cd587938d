/**
 * The ports through which the visual detection stage reaches its detectors. Engines (zxing-wasm,
 * a face model) implement them per runtime; the core never imports them.
 */

/** An 8-bit grey image, row by row (`width * height` bytes, 0 black, 255 white). */
export interface GrayImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/** A point in image pixels. */
export interface PixelPoint {
  x: number;
  y: number;
}

/** One decoded barcode, in the pixel space of the image it was found in. */
export interface BarcodeFinding {
  /** The symbology as the decoder names it (`QRCode`, `Code128`, `EAN-13`...). */
  format: string;
  /** True for QR codes (Micro QR and rMQR included): reported as QR_CODE with the bare text. */
  isQr: boolean;
  /** The decoded content. */
  text: string;
  /** Corners of the symbol (clockwise from the top-left of the symbol as read). */
  corners: readonly [PixelPoint, PixelPoint, PixelPoint, PixelPoint];
  /** The symbol's size in modules (columns), so the quiet zone can be measured; 0 if unknown. */
  modules: number;
  /** True for 1-D (linear) symbologies, whose corners may span only the scanned lines. */
  linear: boolean;
}

/** Finds and decodes barcodes (2-D and 1-D) in a page image. */
export interface BarcodeDetector {
  find(image: GrayImage): Promise<BarcodeFinding[]>;
}

/** One face: the face's box in image pixels and the detector's confidence in [0, 1]. */
export interface FaceFinding {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

/** Finds faces in a page image. */
export interface FaceDetector {
  find(image: GrayImage): Promise<FaceFinding[]>;
}

/** The detectors a runtime offers; a missing one makes a request for its tag a note. */
export interface VisualDetectors {
  barcodes?: BarcodeDetector;
  faces?: FaceDetector;
}
