import { basename, resolve } from 'node:path';
import type { NerDtype, TransformersNer } from './transformers-ner';

/**
 * Loads a token-classification model from a folder (config.json, tokenizer.json,
 * tokenizer_config.json, onnx/model_quantized.onnx or onnx/model.onnx), for the CLI and tests.
 * transformers.js is imported here, on first use, so a run without a model never pays the
 * ~160 ms it takes to load (the CLI's start-up).
 */
export async function loadNodeNerModel(
  folder: string,
  dtype: NerDtype = 'q8',
): Promise<TransformersNer> {
  const [{ env }, { loadTransformersNer }] = await Promise.all([
    import('@huggingface/transformers'),
    import('./transformers-ner'),
  ]);
  // Local files only: a model is a folder on disk; no hub is ever asked (remote loading off)
  // and nothing is written to a cache folder.
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFSCache = false;
  env.useBrowserCache = false;
  // An absolute path is not a hub id, so transformers.js reads it as a path as it stands.
  const source = resolve(folder);
  return loadTransformersNer({ source, modelId: basename(source), device: 'cpu', dtype });
}
