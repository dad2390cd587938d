import { residualSummary } from '../../../core/review/residual-check';
import { useAppStore } from '../../state/store';
import { useState } from 'react';

/**
 * What the residual check found left readable in the last export ("left visible: 3 possible
 * SSNs"), with one click to redact it all, or a plain line that it found nothing.
 */
export function ResidualCheck() {
  const found = useAppStore((s) => s.residual);
  const redactResidual = useAppStore((s) => s.redactResidual);
  const [message, setMessage] = useState<string>();
  if (!found) return message ? <p role="status">{message}</p> : null;
  if (found.length === 0) {
    return (
      <p className="residual is-clear" data-testid="residual" role="status">
        Residual check: no number, e-mail, phone, IBAN or titled name shape left visible.
      </p>
    );
  }
  return (
    <div className="residual is-found" data-testid="residual" role="status">
      <p>
        <strong>Left visible: {residualSummary(found)}.</strong> The detector did not report these;
        look before you share the file.
      </p>
      <ul className="residual-list">
        {found.slice(0, 8).map((f) => (
          <li key={`${f.start}`} data-testid="residual-item">
            p. {f.boxes[0]?.page ?? '?'}: <code>{f.word.replace(/\s+/g, ' ')}</code>
          </li>
        ))}
        {found.length > 8 && <li className="muted">and {found.length - 8} more</li>}
      </ul>
      <button
        type="button"
        className="button primary small"
        data-testid="redact-residual"
        onClick={() => setMessage(redactResidual())}
      >
        Redact {found.length === 1 ? 'it' : `all ${found.length}`}
      </button>
    </div>
  );
}
