import type { InstructionModel } from '../../core/custom/ports';
import { createChatInstructionModel } from './chat-endpoint';
import { fetchThroughRelay, type FetchRelay } from './fetch-relay';
import type { InstructionWay } from '../../shared/storage/instruction-way';
import type { ModelFileFetch } from '../../shared/storage/model-files';

/**
 * The model of a way; undefined for the built-in interpreter. `fetchModelFile` reads a browser
 * model's files (given by the worker's engine setup; engines never open storage).
 */
export async function instructionModelFor(
  way: InstructionWay,
  relay?: FetchRelay,
  fetchModelFile?: ModelFileFetch,
): Promise<InstructionModel | undefined> {
  if (way.kind === 'chat') {
    return relay
      ? createChatInstructionModel(way, fetchThroughRelay(relay))
      : createChatInstructionModel(way);
  }
  if (way.kind === 'browser-model') {
    // transformers.js is imported only when this way is chosen (its own chunk).
    const { loadBrowserInstructionModel } = await import('./browser-instruction-model');
    if (!fetchModelFile) throw new Error('no model files were given for the browser model');
    return loadBrowserInstructionModel(way.modelId, fetchModelFile);
  }
  return undefined;
}

/**
 * `deps` plus the model of `way` (the way chosen in Settings, which the worker's engine setup
 * reads per job), when it has one. In the pipeline worker `relay` is the page's fetch, which the
 * chat endpoint must go through (CSP).
 */
export async function withInstructionModel<D extends object>(
  deps: D,
  way: InstructionWay,
  relay?: FetchRelay,
  fetchModelFile?: ModelFileFetch,
): Promise<D & { instructionModel?: InstructionModel }> {
  const model = await instructionModelFor(way, relay, fetchModelFile);
  return model ? { ...deps, instructionModel: model } : deps;
}
