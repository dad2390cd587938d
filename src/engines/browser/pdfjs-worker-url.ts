import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** URL of pdf.js's own worker script, emitted into the build (never a CDN). */
export const PDFJS_WORKER_URL: string = workerUrl;
