import { env } from '@huggingface/transformers';
import ortWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm?url';
import ortMjsUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.mjs?url';
import { modelsBaseUrl } from './model-paths';
import type { ModelFileFetch } from '../../shared/storage/model-files';
import { loadTransformersNer, type NerDevice, type TransformersNer } from './transformers-ner';

/** The models folder on this origin, for the code running here. */
export function browserModelsBase(): string {
  return modelsBaseUrl(self.location.origin, import.meta.env.BASE_URL);
}

/**
 * Browser settings of transformers.js: models are read from the app's origin (bundled) or from
 * our Cache Storage (downloaded / picked), never from a hub; ONNX Runtime's wasm comes from the
 * app's own assets, never from the CDN transformers.js would use by default.
 */
function configureBrowserTransformers(fetchModelFile: ModelFileFetch): void {
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  // A path, not a URL: transformers.js 4 skips its local-file check for http(s) model paths,
  // and with remote loading off would then find no tokenizer at all.
  env.localModelPath = new URL(browserModelsBase()).pathname;
  env.useBrowserCache = false;
  env.useCustomCache = false;
  env.fetch = fetchModelFile as typeof env.fetch;
  const wasm = env.backends.onnx.wasm;
  if (wasm) wasm.wasmPaths = { wasm: ortWasmUrl, mjs: ortMjsUrl };
}

/** WebGPU when this browser has an adapter, WebAssembly otherwise. */
export async function pickBrowserDevice(): Promise<NerDevice> {
  const gpu = (navigator as { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  try {
    if (gpu && (await gpu.requestAdapter())) return 'webgpu';
  } catch {
    // No usable adapter (headless, blocked): WebAssembly it is.
  }
  return 'wasm';
}

/**
 * Loads a model by id (bundled, downloaded or picked) in this worker, q8 by default, reading its
 * files through `fetchModelFile` (stored files first; given by the worker's engine setup).
 */
export async function loadBrowserNer(
  modelId: string,
  fetchModelFile: ModelFileFetch,
): Promise<TransformersNer> {
  configureBrowserTransformers(fetchModelFile);
  const device = await pickBrowserDevice();
  try {
    return await loadTransformersNer({ source: modelId, device });
  } catch (error) {
    if (device === 'wasm') throw error;
    // A WebGPU adapter that cannot run this model: WebAssembly always can.
    return loadTransformersNer({ source: modelId, device: 'wasm' });
  }
}
