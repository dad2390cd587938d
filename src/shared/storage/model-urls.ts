/**
 * Where model files live on the app's origin. Model files kept in this browser (the
 * `obscura-models` cache of the registry) are stored under these same URLs, so transformers.js
 * reads them as local files. Pure: engines may import it.
 */

/** URL path (under the app's base) where model folders live on the app's own origin. */
export const MODELS_PATH = 'models/';

/** Absolute URL of the models folder on this origin (`https://app/base/models/`). */
export function modelsBaseUrl(origin: string, base: string): string {
  return new URL(MODELS_PATH, new URL(base, origin)).href;
}

/** Absolute URL of one file of a model on this origin. */
export function modelFileUrl(modelsBase: string, modelId: string, file: string): string {
  return new URL(`${modelId}/${file}`, modelsBase).href;
}
