import { resolve } from 'node:path';
import { env } from '@huggingface/transformers';
import { loadTransformersNer, type NerDtype, type TransformersNer } from './transformers-ner';
import { basename } from 'node:path';

/**
 * Node settings of transformers.js: local files only. A model is a folder on disk; no hub is
 * ever asked (remote loading off) and nothing is written to a cache folder.
 */
export function configureNodeTransformers(): void {
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFSCache = false;
  env.useBrowserCache = false;
}

/**
 * Loads a token-classification model from a folder (config.json, tokenizer.json,
 * tokenizer_config.json, onnx/model_quantized.onnx or onnx/model.onnx), for the CLI and tests.
 */
export async function loadNodeNerModel(
  folder: string,
  dtype: NerDtype = 'q8',
): Promise<TransformersNer> {
  configureNodeTransformers();
  // An absolute path is not a hub id, so transformers.js reads it as a path as it stands.
  const source = resolve(folder);
  return loadTransformersNer({ source, modelId: basename(source), device: 'cpu', dtype });
}
