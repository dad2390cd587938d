import { expose } from 'comlink';
import { createBrowserPdfEngine } from '../engines/browser/browser-pdf-engine';
import { EncodePool, encodePoolSize } from '../engines/browser/encode-pool';
import { spawnEncoder } from '../engines/browser/spawn-encoder';
import { createEngineSetup, createWorkerOcrEngine } from './engine-setup';
import { nerEngineFor } from './ner-service';
import { createPipelineApi } from './pipeline-api';

// The worker's whole job: wire the browser engines into the pipeline and expose it. The OCR
// engine is one per worker; its tesseract workers start with the first page that needs OCR. The
// page encoder (started with the first export) encodes a page while this worker draws the next.
const base = { ocr: createWorkerOcrEngine() };
const setup = createEngineSetup(base);
const encoder = new EncodePool<ImageBitmap>(
  encodePoolSize(navigator.hardwareConcurrency),
  spawnEncoder,
);
const engine = createBrowserPdfEngine(self.location.href, encoder.size > 0 ? { encoder } : {});
expose(
  createPipelineApi(
    engine,
    {
      base,
      standard: (customTags, relay) => setup.standard(customTags, relay),
      instruction: (relay) => setup.instruction(relay),
      model: nerEngineFor,
    },
    () => engine.warmUp(),
  ),
);
