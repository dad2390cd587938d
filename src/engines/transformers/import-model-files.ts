import { MODEL_FILES } from '../../core/ner/catalogue';
import type { ModelStore } from '../../shared/storage/model-files';

/** A model read from files the user picked. */
export interface ImportedModel {
  id: string;
  name: string;
  bytes: number;
}

/** Path of a picked file inside the model folder (`onnx/model_quantized.onnx`, `config.json`). */
function modelPath(file: File): string {
  const relative = (file as File & { webkitRelativePath?: string }).webkitRelativePath ?? '';
  // A picked folder gives `folder/onnx/x.onnx`; loose files give only their name.
  const inside = relative.includes('/') ? relative.slice(relative.indexOf('/') + 1) : file.name;
  return inside.endsWith('.onnx') && !inside.includes('/') ? `onnx/${inside}` : inside;
}

/** A hub-style id for a picked model (`user/my-model`), safe in URLs and file paths. */
function idFor(name: string): string {
  const slug = name.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'model';
  return `user/${slug.slice(0, 80)}`;
}

/**
 * Stores a model from picked files (a folder, or config.json, tokenizer.json,
 * tokenizer_config.json and onnx/model_quantized.onnx). Throws naming any missing file.
 */
export async function importModelFiles(
  files: readonly File[],
  name: string,
  store: ModelStore,
): Promise<ImportedModel> {
  const byPath = new Map(files.map((f) => [modelPath(f), f]));
  const missing = MODEL_FILES.filter((f) => !byPath.has(f));
  if (missing.length > 0) throw new Error(`Missing ${missing.join(', ')}.`);
  const id = idFor(name);
  await store.remove(id);
  let bytes = 0;
  for (const file of MODEL_FILES) {
    const picked = byPath.get(file)!;
    bytes += picked.size;
    await store.put(id, file, picked);
  }
  return { id, name, bytes };
}
