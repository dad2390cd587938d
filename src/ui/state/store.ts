import { reviewStore } from '../../shared/storage/review-store';
import { PipelineClient } from '../services/pipeline-client';
import { saveFile } from '../services/save-file';
import { createAppStore } from './create-app-store';

/**
 * The app's store, wired to the real pipeline worker, the browser's downloads and IndexedDB
 * (where the review of the open document is saved; the PDF itself only when the person opted in
 * to keeping documents, see src/shared/storage/kept-documents.ts).
 */
const pipeline = new PipelineClient();

export const useAppStore = createAppStore({
  pipeline,
  save: saveFile,
  storage: reviewStore,
});

// The pipeline worker starts once the first screen is idle: a file dropped later finds it ready.
if (typeof requestIdleCallback === 'function')
  requestIdleCallback(() => pipeline.warmUp(), { timeout: 2000 });
else setTimeout(() => pipeline.warmUp(), 500);
