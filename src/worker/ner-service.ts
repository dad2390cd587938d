import { browserModelFileFetch, type ModelFileFetch } from '../shared/storage/model-files';
import type { TransformersNer } from '../engines/transformers/transformers-ner';

/** The model loaded in this worker (one at a time: models take hundreds of MB). */
let loaded: { id: string; engine: Promise<TransformersNer> } | undefined;

/**
 * The model `modelId`, loaded once and kept for the next documents. transformers.js is
 * imported only here, on first use, so a worker without a model never loads it. Its files are
 * read through `fetchModelFile` (the engine setup's; by default this origin's and the kept ones).
 */
export function nerEngineFor(
  modelId: string,
  fetchModelFile: ModelFileFetch = browserModelFileFetch(),
): Promise<TransformersNer> {
  if (loaded?.id !== modelId) {
    const previous = loaded;
    const engine = import('../engines/transformers/browser-ner').then((m) =>
      m.loadBrowserNer(modelId, fetchModelFile),
    );
    const entry = { id: modelId, engine };
    loaded = entry;
    // A failed load is not kept: the next call tries again (e.g. after the files were added).
    engine.catch(() => {
      if (loaded === entry) loaded = undefined;
    });
    void previous?.engine.then((e) => e.dispose()).catch(() => undefined);
  }
  return loaded!.engine;
}
