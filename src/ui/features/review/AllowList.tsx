import { type FormEvent, useId, useState } from 'react';
import { useAppStore } from '../../state/store';

/** Terms never redacted, kept in this browser between sessions. */
export function AllowList() {
  const allowList = useAppStore((s) => s.allowList);
  const allow = useAppStore((s) => s.allow);
  const disallow = useAppStore((s) => s.disallow);
  const [term, setTerm] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim()) allow(term);
    setTerm('');
  };
  return (
    <details className="allow-list" data-testid="allow-list">
      <summary>Allow-list ({allowList.length})</summary>
      <p className="muted">
        Detected text that matches a term here is never redacted, in any document.
      </p>
      <form onSubmit={submit} className="search-row">
        <label htmlFor={`${id}-term`} className="visually-hidden">
          Term to allow
        </label>
        <input
          id={`${id}-term`}
          type="text"
          value={term}
          data-testid="allow-term"
          onChange={(e) => setTerm(e.target.value)}
        />
        <button type="submit" className="button" data-testid="allow-add">
          Add
        </button>
      </form>
      <ul>
        {allowList.map((t) => (
          <li key={t}>
            {t}{' '}
            <button
              type="button"
              className="button small"
              aria-label={`Remove ${t} from the allow-list`}
              onClick={() => disallow(t)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
