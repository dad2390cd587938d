import { del, get, set } from 'idb-keyval';
import { PipelineClient } from '../services/pipeline-client';
import { saveFile } from '../services/save-file';
import { createAppStore } from './create-app-store';

/**
 * The app's store, wired to the real pipeline worker, the browser's downloads and IndexedDB
 * (where the review of the open document is saved).
 */
export const useAppStore = createAppStore({
  pipeline: new PipelineClient(),
  save: saveFile,
  storage: { get, set, del },
});
