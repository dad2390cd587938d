import type { NerEngine } from '../core/ner/ports';
import { loadActiveModel } from '../engines/transformers/model-settings';
import type { TransformersNer } from '../engines/transformers/transformers-ner';

/** The model loaded in this worker (one at a time: models take hundreds of MB). */
let loaded: { id: string; engine: Promise<TransformersNer> } | undefined;

/**
 * The model `modelId`, loaded once and kept for the next documents. transformers.js is
 * imported only here, on first use, so a worker without a model never loads it.
 */
export function nerEngineFor(modelId: string): Promise<TransformersNer> {
  if (loaded?.id !== modelId) {
    const previous = loaded;
    const engine = import('../engines/transformers/browser-ner').then((m) =>
      m.loadBrowserNer(modelId),
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

/** The model chosen in Settings, loaded; undefined when none is chosen. */
export async function activeNerEngine(): Promise<NerEngine | undefined> {
  const id = await loadActiveModel();
  if (id === undefined) return undefined;
  try {
    return await nerEngineFor(id);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`the model '${id}' chosen in Settings could not be loaded (${detail})`);
  }
}

/** `deps` plus the model chosen in Settings (as `ner`), when one is chosen. */
export async function withActiveModel<D extends object>(deps: D): Promise<D & { ner?: NerEngine }> {
  const ner = await activeNerEngine();
  return ner ? { ...deps, ner } : deps;
}
