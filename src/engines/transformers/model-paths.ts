// Where model files live on this origin (also the keys of the `obscura-models` cache, which the
// storage registry names and the Privacy page clears).
export { MODELS_PATH, modelFileUrl, modelsBaseUrl } from '../../shared/storage/model-urls';

/** Where the hub serves a file of a repository (used only by an explicit download). */
export function hubFileUrl(modelId: string, file: string): string {
  return `https://huggingface.co/${modelId}/resolve/main/${file}`;
}
