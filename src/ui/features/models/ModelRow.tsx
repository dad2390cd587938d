import type { Download, ModelEntry } from './use-models';
import { formatBytes } from './format-bytes';

/** One model: what it is (size, languages, licence) before any download, and its actions. */
export function ModelRow({
  entry,
  active,
  download,
  onDownload,
  onCancel,
  onRemove,
  onChoose,
}: {
  entry: ModelEntry;
  active: boolean;
  download: Download | undefined;
  onDownload(): void;
  onCancel(): void;
  onRemove(): void;
  onChoose(): void;
}) {
  const slug = entry.id.replace(/[^\w-]+/g, '-');
  return (
    <li className="model-row" data-testid={`model-${slug}`} data-installed={entry.installed}>
      <div className="model-head">
        <strong>{entry.name}</strong> {active && <span className="model-active">active</span>}
        <div className="muted model-facts">
          {entry.user ? 'your files' : <code>{entry.id}</code>} · {formatBytes(entry.bytes)}
          {entry.languages.length > 0 && <> · {entry.languages.join(', ')}</>} · licence{' '}
          {entry.licence}
        </div>
        <p className="model-description">{entry.description}</p>
      </div>
      <div className="model-actions">
        {download ? (
          <>
            <progress value={download.loaded} max={download.total || undefined} />{' '}
            <span className="muted">
              {formatBytes(download.loaded)} of {formatBytes(download.total)}
            </span>{' '}
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          </>
        ) : entry.installed ? (
          <>
            <button type="button" onClick={onChoose} disabled={active} data-testid={`use-${slug}`}>
              {active ? 'In use' : 'Use'}
            </button>{' '}
            {!entry.bundled && (
              <button type="button" onClick={onRemove} data-testid={`remove-${slug}`}>
                Remove
              </button>
            )}
          </>
        ) : (
          <button type="button" onClick={onDownload} data-testid={`download-${slug}`}>
            Download {formatBytes(entry.bytes)} from Hugging Face
          </button>
        )}
      </div>
    </li>
  );
}
