import { useCallback, useEffect, useState } from 'react';
import type { ProcessingLimits } from '../../../core/api/http';
import {
  ensureApiKey,
  jobTimeLimit,
  loadLimits,
  loadMaxBytes,
  replaceApiKey,
  saveLimits,
  saveMaxBytes,
} from '../../../shared/storage/api-settings';

/** The API settings as a view shows them, and the actions that change them. */
export interface ApiSettingsState {
  /** The key, or undefined while it loads. */
  apiKey: string | undefined;
  maxBytes: number | undefined;
  /** The processing limits (0: none), or undefined while they load. */
  limits: ProcessingLimits | undefined;
  /** The wall-clock limit of one local-API request in ms (0: none), or undefined while loading. */
  jobTimeLimitMs: number | undefined;
  error: string | undefined;
  replaceKey(): Promise<void>;
  setMaxBytes(bytes: number): Promise<void>;
  setLimits(limits: ProcessingLimits, jobTimeLimitMs: number): Promise<void>;
}

/** Loads the API key (creating it on first run), the maximum size and the limits from IndexedDB. */
export function useApiSettings(): ApiSettingsState {
  const [apiKey, setApiKey] = useState<string>();
  const [maxBytes, setMax] = useState<number>();
  const [limits, setLimitsState] = useState<ProcessingLimits>();
  const [jobTimeLimitMs, setJobTimeLimitMs] = useState<number>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    Promise.all([ensureApiKey(), loadMaxBytes(), loadLimits(), jobTimeLimit.get()])
      .then(([key, max, savedLimits, jobMs]) => {
        if (!live) return;
        setApiKey(key);
        setMax(max);
        setLimitsState(savedLimits);
        setJobTimeLimitMs(jobMs);
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
  const setLimits = useCallback(async (next: ProcessingLimits, jobMs: number) => {
    await Promise.all([saveLimits(next), jobTimeLimit.set(jobMs)]);
    setLimitsState(next);
    setJobTimeLimitMs(jobMs);
  }, []);

  return { apiKey, maxBytes, limits, jobTimeLimitMs, error, replaceKey, setMaxBytes, setLimits };
}
