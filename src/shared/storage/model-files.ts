import { MODEL_FILES } from '../../core/ner/catalogue';
import { MODEL_CACHE } from './registry';
import { modelFileUrl, modelsBaseUrl } from './model-urls';

/**
 * Model files kept in this browser (Cache Storage, shared by the page and its workers), under
 * the URLs they would have on the app's origin, so transformers.js reads them as local files.
 */
export class ModelStore {
  constructor(private readonly modelsBase: string) {}

  private open(): Promise<Cache> {
    return caches.open(MODEL_CACHE);
  }

  /** Stores one file of a model. */
  async put(modelId: string, file: string, body: Blob): Promise<void> {
    const cache = await this.open();
    const headers = {
      'Content-Type': 'application/octet-stream',
      'Content-Length': `${body.size}`,
    };
    await cache.put(modelFileUrl(this.modelsBase, modelId, file), new Response(body, { headers }));
  }

  /** True when every file the model needs is stored. */
  async has(modelId: string): Promise<boolean> {
    const cache = await this.open();
    const found = await Promise.all(
      MODEL_FILES.map((f) => cache.match(modelFileUrl(this.modelsBase, modelId, f))),
    );
    return found.every((r) => r !== undefined);
  }

  /** Bytes stored for a model. */
  async size(modelId: string): Promise<number> {
    const cache = await this.open();
    let total = 0;
    for (const f of MODEL_FILES) {
      const r = await cache.match(modelFileUrl(this.modelsBase, modelId, f));
      total += Number(r?.headers.get('Content-Length') ?? 0);
    }
    return total;
  }

  /** Deletes every stored file of a model. */
  async remove(modelId: string): Promise<void> {
    const cache = await this.open();
    const prefix = modelFileUrl(this.modelsBase, modelId, '');
    for (const request of await cache.keys()) {
      if (request.url.startsWith(prefix)) await cache.delete(request);
    }
  }

  /**
   * The fetch transformers.js uses: a stored model file when there is one, otherwise a normal
   * request, which for model files only ever goes to the app's own origin (bundled models).
   */
  fetcher(): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
    return async (input, init) => {
      // transformers.js asks for root-relative paths (`/models/x/config.json`); see browser-ner.
      const url = new URL(input instanceof Request ? input.url : String(input), this.modelsBase)
        .href;
      if (url.startsWith(this.modelsBase)) {
        const stored = await (await this.open()).match(url);
        if (stored) return stored;
      }
      return fetch(input, init);
    };
  }
}

/** How transformers.js fetches model files: stored ones first (see `ModelStore.fetcher`). */
export type ModelFileFetch = ReturnType<ModelStore['fetcher']>;

/**
 * The model files of this origin's models folder, as the pipeline worker's engine setup hands
 * them to the model engines (which never open storage themselves).
 */
export function browserModelFileFetch(): ModelFileFetch {
  return new ModelStore(modelsBaseUrl(self.location.origin, import.meta.env.BASE_URL)).fetcher();
}
