import { useState } from 'react';
import { ALL_TAGS } from '../../../core/contract/tags';
import { useAppStore } from '../../state/store';
import { usePageSelection } from './use-page-selection';

/** Tag offered first for a selection: most hand-picked text is a name. */
const DEFAULT_TAG = 'PERSON_NAME';

/**
 * "Redact selection": select text on a page with the mouse (or the keyboard), pick a tag, and
 * exactly the selected characters are added to the review as an entity with their boxes.
 */
export function SelectionRedact() {
  const [current, clear] = usePageSelection();
  const redactSelection = useAppStore((s) => s.redactSelection);
  const [tag, setTag] = useState<string>(DEFAULT_TAG);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  const redact = async () => {
    if (current.kind !== 'ok') return;
    setBusy(true);
    setMessage(await redactSelection(current.selection, tag));
    setBusy(false);
    clear();
  };
  // Shown only while there is a selection (or a message about the last one): the toolbar stays one row.
  if (current.kind === 'none' && !message) return null;
  return (
    <div className="selection-redact" role="group" aria-label="Redact a text selection">
      <label className="toolbar-group">
        Selection tag
        <select data-testid="selection-tag" value={tag} onChange={(e) => setTag(e.target.value)}>
          {ALL_TAGS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        data-testid="redact-selection"
        disabled={current.kind !== 'ok' || busy}
        // A mouse press on a button would otherwise clear the selection before the click.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => void redact()}
      >
        Redact selection
      </button>
      <span className="muted" role="status" data-testid="selection-message">
        {current.kind === 'invalid'
          ? current.message
          : current.kind === 'ok'
            ? `Selected: “${current.selection.text.trim().slice(0, 60)}”`
            : (message ?? 'Select text on a page to redact it.')}
      </span>
    </div>
  );
}
