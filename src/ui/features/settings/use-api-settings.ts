import { useCallback, useEffect, useState } from 'react';
import {
  ensureApiKey,
  loadMaxBytes,
  replaceApiKey,
  saveMaxBytes,
} from '../../../sw/settings-store';

/** The API settings as a view shows them, and the actions that change them. */
export interface ApiSettingsState {
  /** The key, or undefined while it loads. */
  apiKey: string | undefined;
  maxBytes: number | undefined;
  error: string | undefined;
  replaceKey(): Promise<void>;
  setMaxBytes(bytes: number): Promise<void>;
}

/** Loads the API key (creating it on first run) and the maximum size from IndexedDB. */
export function useApiSettings(): ApiSettingsState {
  const [apiKey, setApiKey] = useState<string>();
  const [maxBytes, setMax] = useState<number>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    Promise.all([ensureApiKey(), loadMaxBytes()])
      .then(([key, max]) => {
        if (!live) return;
        setApiKey(key);
        setMax(max);
      })
      .catch((e: unknown) => live && setError(`The settings could not be read: ${String(e)}`));
    return () => {
      live = false;
    };
  }, []);

  const replaceKey = useCallback(async () => {
    setApiKey(await replaceApiKey());
  }, []);
  const setMaxBytes = useCallback(async (bytes: number) => {
    await saveMaxBytes(bytes);
    setMax(bytes);
  }, []);

  return { apiKey, maxBytes, error, replaceKey, setMaxBytes };
}
