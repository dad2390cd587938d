/** URL path (under the app's base) where model folders live on the app's own origin. */
export const MODELS_PATH = 'models/';

// The Cache Storage cache that keeps downloaded and picked model files is named by the storage
// registry (the Privacy page clears it from there).
export { MODEL_CACHE } from '../../shared/storage/registry';

/** Absolute URL of the models folder on this origin (`https://app/base/models/`). */
export function modelsBaseUrl(origin: string, base: string): string {
  return new URL(MODELS_PATH, new URL(base, origin)).href;
}

/** Absolute URL of one file of a model on this origin. */
export function modelFileUrl(modelsBase: string, modelId: string, file: string): string {
  return new URL(`${modelId}/${file}`, modelsBase).href;
}

/** Where the hub serves a file of a repository (used only by an explicit download). */
export function hubFileUrl(modelId: string, file: string): string {
  return `https://huggingface.co/${modelId}/resolve/main/${file}`;
}
