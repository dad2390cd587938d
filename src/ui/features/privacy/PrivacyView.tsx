import { useCallback, useEffect, useState } from 'react';
import { loadHubOptIn, saveHubOptIn } from '../../../sw/hub-opt-in';
import type { VersionAnswer } from '../../../sw/update-protocol';
import { controllingVersion } from '../update/update-watch';
import { type StoredKind, clearStored, countStored } from './browser-storage';
import './privacy.css';

/** What each kind of stored data is, in plain words. */
const KINDS: Array<{ kind: StoredKind; title: string; text: string }> = [
  {
    kind: 'settings',
    title: 'Settings and API key',
    text: 'The local API key, the largest accepted upload and your model download choice. Clearing them makes a new API key: the old one stops working.',
  },
  {
    kind: 'models',
    title: 'Models',
    text: 'Named-entity models you downloaded or added, and which one is in use.',
  },
  {
    kind: 'languages',
    title: 'OCR language data',
    text: 'Language data for reading scans, kept after first use (and files you added), so OCR works offline.',
  },
  {
    kind: 'reviews',
    title: 'Saved reviews',
    text: 'Reviews in progress: the PDF you opened and your decisions about what to black out.',
  },
  {
    kind: 'app',
    title: 'Offline copy of the app',
    text: 'The app’s own files, so it opens without a network. Cleared, it is downloaded again on your next visit.',
  },
];

/** The Privacy panel: what Obscura keeps in this browser, and a button to clear each. */
export function PrivacyView() {
  const [counts, setCounts] = useState<Record<StoredKind, number>>();
  const [hubAllowed, setHubAllowed] = useState<boolean>();
  const [version, setVersion] = useState<VersionAnswer>();
  const [error, setError] = useState<string>();

  const refresh = useCallback(() => {
    countStored().then(setCounts, (e: unknown) => setError(String(e)));
    loadHubOptIn().then(setHubAllowed, (e: unknown) => setError(String(e)));
  }, []);
  useEffect(() => {
    refresh();
    void controllingVersion().then(setVersion);
  }, [refresh]);

  const clear = (kind: StoredKind) =>
    void clearStored(kind).then(refresh, (e: unknown) => setError(String(e)));
  const allowHub = (allowed: boolean) =>
    void saveHubOptIn(allowed).then(refresh, (e: unknown) => setError(String(e)));

  return (
    <section className="view privacy-view" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <p>
        Your PDFs never leave this device: they are read, searched and redacted in this browser, and
        the app asks only its own server for its files. Nothing is sent anywhere else unless you
        allow model downloads below. This is what the app keeps in this browser:
      </p>
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      <ul className="privacy-list">
        {KINDS.map(({ kind, title, text }) => (
          <li key={kind} data-testid="privacy-item" data-kind={kind}>
            <div>
              <strong>{title}</strong>{' '}
              <span className="muted" data-testid="privacy-count">
                {counts ? `(${counts[kind]} stored)` : ''}
              </span>
              <p className="muted">{text}</p>
            </div>
            <button
              type="button"
              className="button"
              disabled={!counts || counts[kind] === 0}
              onClick={() => clear(kind)}
              data-testid="privacy-clear"
            >
              Clear
            </button>
          </li>
        ))}
      </ul>
      <h3>Model downloads</h3>
      <label className="privacy-opt-in">
        <input
          type="checkbox"
          checked={hubAllowed ?? false}
          disabled={hubAllowed === undefined}
          onChange={(e) => allowHub(e.target.checked)}
          data-testid="privacy-hub-opt-in"
        />{' '}
        Allow this app to download models from huggingface.co (Settings › Models). Until you do, the
        page’s security policy blocks every connection to another site. Takes effect when the page
        next loads.
      </label>
      {version && (
        <p className="muted" data-testid="app-version" data-version={version.appVersion}>
          Version {version.appVersion} (files {version.cacheVersion})
        </p>
      )}
    </section>
  );
}
