import { expose } from 'comlink';
import { createBrowserPdfEngine } from '../engines/browser/browser-pdf-engine';
import { createPipelineApi } from './pipeline-api';

// The worker's whole job: wire the browser engine into the pipeline and expose it.
expose(createPipelineApi(createBrowserPdfEngine()));
