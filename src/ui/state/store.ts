import { PipelineClient } from '../services/pipeline-client';
import { saveFile } from '../services/save-file';
import { createAppStore } from './create-app-store';

/** The app's store, wired to the real pipeline worker and the browser's downloads. */
export const useAppStore = createAppStore({ pipeline: new PipelineClient(), save: saveFile });
