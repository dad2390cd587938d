import { useCallback, useEffect, useState } from 'react';
import {
  deleteKeptDocument,
  KEEP_DOCUMENT_DAYS,
  keepDocuments,
  type KeptDocument,
  listKeptDocuments,
  setKeepDocuments,
} from '../../../shared/storage/kept-documents';

/** Megabytes with one decimal. */
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * "Keep documents to resume reviews" (off by default) and the PDFs kept now, each with Delete.
 * `onChange` lets the page refresh its counts.
 */
export function KeptDocuments({ onChange }: { onChange(): void }) {
  const [keep, setKeep] = useState<boolean>();
  const [kept, setKept] = useState<KeptDocument[]>([]);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const refresh = useCallback(() => {
    keepDocuments().then(setKeep, (e: unknown) => setError(String(e)));
    listKeptDocuments().then(setKept, (e: unknown) => setError(String(e)));
  }, []);
  useEffect(refresh, [refresh]);

  const done = () => {
    refresh();
    onChange();
  };
  // Shown at once (a controlled checkbox would flip back until the save settles), and disabled
  // until it is saved.
  const choose = (on: boolean) => {
    setKeep(on);
    setSaving(true);
    void setKeepDocuments(on)
      .then(done, (e: unknown) => {
        setKeep(!on);
        setError(String(e));
      })
      .finally(() => setSaving(false));
  };
  const remove = (key: string) =>
    void deleteKeptDocument(key).then(done, (e: unknown) => setError(String(e)));

  return (
    <>
      <h3>Kept documents</h3>
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      <label className="privacy-opt-in">
        <input
          type="checkbox"
          checked={keep ?? false}
          disabled={keep === undefined || saving}
          onChange={(e) => choose(e.target.checked)}
          data-testid="privacy-keep-documents"
        />{' '}
        Keep documents to resume reviews. The original, unredacted PDF you open is then kept in this
        browser for {KEEP_DOCUMENT_DAYS} days, so its review reopens after a reload. Off, no PDF is
        kept; turning it off deletes those kept.
      </label>
      {kept.length > 0 && (
        <ul className="privacy-list" data-testid="kept-documents">
          {kept.map((doc) => (
            <li key={doc.key} data-testid="kept-document">
              <div>
                <strong>{doc.name ?? 'A PDF'}</strong>{' '}
                <span className="muted">
                  ({megabytes(doc.bytes)}, deleted on {new Date(doc.keptUntil).toLocaleDateString()}
                  )
                </span>
              </div>
              <button
                type="button"
                className="button"
                onClick={() => remove(doc.key)}
                data-testid="kept-document-delete"
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
