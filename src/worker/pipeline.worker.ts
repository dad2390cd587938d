import { expose } from 'comlink';
import { createBrowserPdfEngine } from '../engines/browser/browser-pdf-engine';
import { createWorkerOcrEngine } from './engine-setup';
import { createPipelineApi } from './pipeline-api';

// The worker's whole job: wire the browser engines into the pipeline and expose it. The OCR
// engine is one per worker; its tesseract workers start with the first page that needs OCR.
expose(createPipelineApi(createBrowserPdfEngine(), { ocr: createWorkerOcrEngine() }));
