import { expose } from 'comlink';
import { createBrowserPdfEngine } from '../engines/browser/browser-pdf-engine';
import { createEngineSetup, createWorkerOcrEngine } from './engine-setup';
import { nerEngineFor } from './ner-service';
import { createPipelineApi } from './pipeline-api';

// The worker's whole job: wire the browser engines into the pipeline and expose it. The OCR
// engine is one per worker; its tesseract workers start with the first page that needs OCR.
const base = { ocr: createWorkerOcrEngine() };
const setup = createEngineSetup(base);
expose(
  createPipelineApi(createBrowserPdfEngine(), {
    base,
    standard: (customTags, relay) => setup.standard(customTags, relay),
    instruction: (relay) => setup.instruction(relay),
    model: nerEngineFor,
  }),
);
