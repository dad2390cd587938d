import { useState } from 'react';
import { REASON_SETS } from '../../../core/review/reason-codes';
import { useAppStore } from '../../state/store';

/** The legal tools: which reason codes each redaction can carry, and the redaction log. */
export function LegalTools() {
  const reasonSet = useAppStore((s) => s.reasonSet);
  const setReasonSet = useAppStore((s) => s.setReasonSet);
  const reasonLabels = useAppStore((s) => s.reasonLabels);
  const setReasonLabels = useAppStore((s) => s.setReasonLabels);
  const downloadLog = useAppStore((s) => s.downloadLog);
  const [withText, setWithText] = useState(false);
  return (
    <div className="legal-tools">
      <label>
        Reason codes{' '}
        <select
          data-testid="reason-set"
          value={reasonSet}
          onChange={(e) => setReasonSet(e.target.value)}
        >
          {REASON_SETS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">
        With a set chosen, each finding in the list gets a reason picker; the log records it.
      </p>
      <label className="check">
        <input
          type="checkbox"
          data-testid="reason-labels"
          checked={reasonLabels}
          disabled={reasonSet === 'none'}
          onChange={(e) => setReasonLabels(e.target.checked)}
        />
        Show reason codes on the exported boxes (small white text where it fits)
      </label>
      <div className="search-row">
        <button
          type="button"
          className="button"
          data-testid="download-log"
          onClick={() => downloadLog(withText)}
        >
          Download redaction log (CSV)
        </button>
      </div>
      <label className="check">
        <input
          type="checkbox"
          data-testid="log-with-text"
          checked={withText}
          onChange={(e) => setWithText(e.target.checked)}
        />
        Include the redacted text (keep such a log as private as the original)
      </label>
    </div>
  );
}
