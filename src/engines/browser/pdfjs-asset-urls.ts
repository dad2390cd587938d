/** URLs of pdf.js's lazily loaded assets; pdf.js needs a trailing slash on each folder. */
export interface PdfJsAssetUrls {
  standardFontDataUrl: string;
  cMapUrl: string;
  wasmUrl: string;
}

/**
 * Absolute URLs of the fonts, cmaps and wasm decoders the app serves itself (emitted under
 * `pdfjs/` by scripts/copy-pdfjs-assets.ts). Absolute, because pdf.js fetches them from its own
 * worker, whose base URL is not the page's.
 */
export function pdfjsAssetUrls(
  pageUrl: string,
  base: string = import.meta.env.BASE_URL,
): PdfJsAssetUrls {
  const root = new URL(`${base}pdfjs/`, pageUrl);
  return {
    standardFontDataUrl: new URL('standard_fonts/', root).href,
    cMapUrl: new URL('cmaps/', root).href,
    wasmUrl: new URL('wasm/', root).href,
  };
}
