import { MODEL_FILES } from '../../core/ner/catalogue';
import { hubFileUrl } from './model-paths';
import type { ModelStore } from '../../shared/storage/model-files';

/** Progress of a download: bytes received so far and the total expected (0 when unknown). */
export type DownloadProgress = (loaded: number, total: number) => void;

/** Reads a response body chunk by chunk, reporting each chunk's size. */
async function readAll(response: Response, onChunk: (bytes: number) => void): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onChunk(value.byteLength);
  }
  return new Blob(parts as BlobPart[]);
}

/**
 * Downloads a catalogue model's files from the Hugging Face hub into the browser's model store.
 * Runs only when the user presses Download; nothing else in the app contacts a hub. Files are
 * stored once all arrived, so an interrupted download leaves nothing half-written behind.
 */
export async function downloadModel(
  modelId: string,
  store: ModelStore,
  expectedBytes: number,
  onProgress: DownloadProgress,
  signal?: AbortSignal,
): Promise<void> {
  let loaded = 0;
  let total = expectedBytes;
  const files: Array<[string, Blob]> = [];
  for (const file of MODEL_FILES) {
    const response = await fetch(hubFileUrl(modelId, file), signal ? { signal } : {});
    if (!response.ok) throw new Error(`${file}: the hub answered ${response.status}`);
    const length = Number(response.headers.get('Content-Length') ?? 0);
    if (file.endsWith('.onnx') && length > 0) total = Math.max(total, loaded + length);
    files.push([
      file,
      await readAll(response, (bytes) => {
        loaded += bytes;
        onProgress(loaded, Math.max(total, loaded));
      }),
    ]);
  }
  for (const [file, body] of files) await store.put(modelId, file, body);
}
