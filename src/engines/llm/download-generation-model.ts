import { hubFileUrl } from '../transformers/model-paths';
import type { ModelStore } from '../../shared/storage/model-files';
import { GENERATION_MODEL_FILES } from './generation-model-files';

/** Progress of a download: bytes received so far (totals of hub files are often unknown). */
export type GenerationDownloadProgress = (loaded: number) => void;

/**
 * Downloads a text-generation model's files from the Hugging Face hub into the browser's model
 * store (the `obscura-models` cache the pipeline worker reads). Runs only when the user presses
 * Download, and only reaches the hub after the Privacy opt-in (the page's CSP blocks it before).
 * Files are stored once all arrived, so an interrupted download leaves nothing half-written.
 */
export async function downloadGenerationModel(
  modelId: string,
  store: ModelStore,
  onProgress: GenerationDownloadProgress,
  signal?: AbortSignal,
): Promise<void> {
  let loaded = 0;
  const files: [string, Blob][] = [];
  for (const file of GENERATION_MODEL_FILES) {
    let response: Response;
    try {
      response = await fetch(hubFileUrl(modelId, file), signal ? { signal } : {});
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${file} could not be fetched from the model hub (${reason}); allow the hub under Privacy and reload.`,
      );
    }
    if (!response.ok) throw new Error(`${file}: the model hub answered ${response.status}.`);
    const reader = response.body?.getReader();
    const parts: Uint8Array[] = [];
    for (;;) {
      if (!reader) {
        parts.push(new Uint8Array(await response.arrayBuffer()));
        break;
      }
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      loaded += value.byteLength;
      onProgress(loaded);
    }
    files.push([file, new Blob(parts as BlobPart[])]);
  }
  for (const [file, body] of files) await store.put(modelId, file, body);
}
