import { useCallback, useEffect, useState } from 'react';
import { loadHubOptIn, saveHubOptIn } from '../../../shared/storage/hub-opt-in';
import { type ClearGroup, entriesOf } from '../../../shared/storage/registry';
import type { VersionAnswer } from '../../../shared/protocols/update-protocol';
import { controllingVersion } from '../update/update-watch';
import { clearStored, countStored } from './browser-storage';
import { ChatEndpointNotice } from './ChatEndpointNotice';
import { KeptDocuments } from './KeptDocuments';
import { CLEAR_GROUPS, GROUP_TEXT } from './privacy-groups';
import { useChatOrigin } from './use-chat-origin';
import './privacy.css';

/**
 * The Privacy panel: what Obscura keeps in this browser, listed from the storage registry (so
 * nothing can be left out), a button to clear each group, kept documents, and what leaves.
 */
export function PrivacyView() {
  const [counts, setCounts] = useState<Record<ClearGroup, number>>();
  const [hubAllowed, setHubAllowed] = useState<boolean>();
  const [version, setVersion] = useState<VersionAnswer>();
  const [error, setError] = useState<string>();
  const chatOrigin = useChatOrigin();

  const refresh = useCallback(() => {
    countStored().then(setCounts, (e: unknown) => setError(String(e)));
    loadHubOptIn().then(setHubAllowed, (e: unknown) => setError(String(e)));
  }, []);
  useEffect(() => {
    refresh();
    void controllingVersion().then(setVersion);
  }, [refresh]);

  const clear = (group: ClearGroup) =>
    void clearStored(group).then(refresh, (e: unknown) => setError(String(e)));
  const allowHub = (allowed: boolean) =>
    void saveHubOptIn(allowed).then(refresh, (e: unknown) => setError(String(e)));

  return (
    <section className="view privacy-view" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <p data-testid="privacy-intro">
        Your PDFs are read, searched and redacted in this browser, and the app asks only its own
        server for its files.{' '}
        {chatOrigin
          ? 'Besides model downloads (if you allow them below), one thing leaves this device:'
          : 'Nothing is sent anywhere else unless you allow model downloads below.'}
      </p>
      <ChatEndpointNotice />
      <p>This is what the app keeps in this browser:</p>
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      <ul className="privacy-list">
        {CLEAR_GROUPS.map((group) => (
          <li key={group} data-testid="privacy-item" data-kind={group}>
            <div>
              <strong>{GROUP_TEXT[group].title}</strong>{' '}
              <span className="muted" data-testid="privacy-count">
                {counts ? `(${counts[group]} stored)` : ''}
              </span>
              <p className="muted">{GROUP_TEXT[group].text}</p>
              <ul className="privacy-entries muted">
                {entriesOf(group).map((entry) => (
                  <li key={entry.id} data-testid="privacy-entry" data-entry={entry.id}>
                    {entry.what}
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              className="button"
              disabled={!counts || counts[group] === 0}
              onClick={() => clear(group)}
              data-testid="privacy-clear"
            >
              Clear
            </button>
          </li>
        ))}
      </ul>
      <KeptDocuments onChange={refresh} />
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
