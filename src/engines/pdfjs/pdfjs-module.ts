import type * as PdfJs from 'pdfjs-dist';

/** The pdf.js module (the modern build in browsers, the legacy build in Node: same API). */
export type PdfJsModule = typeof PdfJs;
