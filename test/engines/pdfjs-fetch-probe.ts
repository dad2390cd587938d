// Run in its own process by pdfjs-import-fetch.test.ts (Node loads its fetch once per process):
// loads pdf.js's two sides plainly or with the stand-in Response, then prints as one JSON line
// whether Node's fetch (undici) was loaded and whether the real Response works afterwards.
import {
  deferFetchDuringPdfjsImport,
  loadNodePdfjs,
  loadNodePdfjsWorker,
} from '../../src/engines/node/pdfjs-node-module';

const undiciLoaded = () =>
  (process as unknown as { moduleLoadList: string[] }).moduleLoadList.some((m) =>
    m.includes('undici'),
  );
if (process.argv[2] === 'deferred') deferFetchDuringPdfjsImport();
const beforeImport = undiciLoaded();
const pdfjs = await loadNodePdfjs();
await loadNodePdfjsWorker();
const afterImport = undiciLoaded();
const getter = typeof Object.getOwnPropertyDescriptor(globalThis, 'Response')?.get === 'function';
const response = new Response('ok');
const text = await response.text();
const bytes = typeof (Response.prototype as { bytes?: unknown }).bytes;
console.log(
  JSON.stringify({
    beforeImport,
    afterImport,
    getter,
    text,
    bytes,
    getDocument: typeof pdfjs.getDocument,
  }),
);
