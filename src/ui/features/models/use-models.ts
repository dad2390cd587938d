import { useCallback, useEffect, useRef, useState } from 'react';
import { type CatalogueModel, MODEL_CATALOGUE } from '../../../core/ner/catalogue';
import { downloadModel } from '../../../engines/transformers/download-model';
import { importModelFiles } from '../../../engines/transformers/import-model-files';
import { modelsBaseUrl } from '../../../engines/transformers/model-paths';
import {
  loadActiveModel,
  loadUserModels,
  saveActiveModel,
  saveUserModels,
  type UserModel,
} from '../../../shared/storage/model-settings';
import { ModelStore } from '../../../shared/storage/model-files';

/** A model as the Models section lists it. */
export interface ModelEntry extends CatalogueModel {
  /** Added from the user's files (not in the catalogue). */
  user?: boolean;
  /** Usable offline now: bundled, or all files stored in this browser. */
  installed: boolean;
}

/** Bytes received and expected of a running download. */
export interface Download {
  loaded: number;
  total: number;
}

/** What the Models section shows, and what it can do. */
export interface ModelsState {
  entries: ModelEntry[];
  active: string | undefined;
  downloads: Record<string, Download>;
  error: string | undefined;
  download(id: string): Promise<void>;
  cancelDownload(id: string): void;
  remove(id: string): Promise<void>;
  choose(id: string | undefined): Promise<void>;
  importFiles(files: File[], name: string): Promise<void>;
}

const store = new ModelStore(modelsBaseUrl(location.origin, import.meta.env.BASE_URL));

/** A picked model as an entry. */
function userEntry(m: UserModel): ModelEntry {
  return {
    id: m.id,
    name: m.name,
    description: 'Added from your files.',
    languages: [],
    licence: 'see the model’s own card',
    bytes: m.bytes,
    user: true,
    installed: true,
  };
}

/** Reads which models are stored, the picked ones, and the active choice. */
async function readState(): Promise<{ entries: ModelEntry[]; active: string | undefined }> {
  const [users, active] = await Promise.all([loadUserModels(), loadActiveModel()]);
  const catalogue = await Promise.all(
    MODEL_CATALOGUE.map(async (m) => ({
      ...m,
      installed: m.bundled === true || (await store.has(m.id)),
    })),
  );
  return { entries: [...catalogue, ...users.map(userEntry)], active };
}

/** The Models section's state: catalogue, stored models, downloads and the active model. */
export function useModels(): ModelsState {
  const [entries, setEntries] = useState<ModelEntry[]>(
    MODEL_CATALOGUE.map((m) => ({ ...m, installed: m.bundled === true })),
  );
  const [active, setActive] = useState<string>();
  const [downloads, setDownloads] = useState<Record<string, Download>>({});
  const [error, setError] = useState<string>();
  const aborts = useRef(new Map<string, AbortController>());

  const refresh = useCallback(async () => {
    try {
      const state = await readState();
      setEntries(state.entries);
      setActive(state.active);
    } catch (e) {
      setError(`The stored models could not be read: ${String(e)}`);
    }
  }, []);
  useEffect(() => {
    let live = true;
    readState()
      .then((state) => {
        if (!live) return;
        setEntries(state.entries);
        setActive(state.active);
      })
      .catch((e: unknown) => live && setError(`The stored models could not be read: ${String(e)}`));
    return () => {
      live = false;
    };
  }, []);

  const download = useCallback(
    async (id: string) => {
      const entry = MODEL_CATALOGUE.find((m) => m.id === id);
      if (!entry || aborts.current.has(id)) return;
      const controller = new AbortController();
      aborts.current.set(id, controller);
      setError(undefined);
      setDownloads((d) => ({ ...d, [id]: { loaded: 0, total: entry.bytes } }));
      try {
        await downloadModel(
          id,
          store,
          entry.bytes,
          (loaded, total) => setDownloads((d) => ({ ...d, [id]: { loaded, total } })),
          controller.signal,
        );
      } catch (e) {
        if (!controller.signal.aborted)
          setError(`${entry.name} could not be downloaded: ${String(e)}`);
      } finally {
        aborts.current.delete(id);
        setDownloads(({ [id]: _, ...rest }) => rest);
        await refresh();
      }
    },
    [refresh],
  );

  const cancelDownload = useCallback((id: string) => aborts.current.get(id)?.abort(), []);

  const remove = useCallback(
    async (id: string) => {
      await store.remove(id);
      const users = await loadUserModels();
      await saveUserModels(users.filter((u) => u.id !== id));
      if ((await loadActiveModel()) === id) await saveActiveModel(undefined);
      await refresh();
    },
    [refresh],
  );

  const choose = useCallback(
    async (id: string | undefined) => {
      await saveActiveModel(id);
      await refresh();
    },
    [refresh],
  );

  const importFiles = useCallback(
    async (files: File[], name: string) => {
      setError(undefined);
      try {
        const model = await importModelFiles(files, name, store);
        const users = (await loadUserModels()).filter((u) => u.id !== model.id);
        await saveUserModels([...users, model]);
      } catch (e) {
        setError(
          `Those files are not a usable model: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      await refresh();
    },
    [refresh],
  );

  return {
    entries,
    active,
    downloads,
    error,
    download,
    cancelDownload,
    remove,
    choose,
    importFiles,
  };
}
