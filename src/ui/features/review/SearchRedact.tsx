import { type FormEvent, useId, useState } from 'react';
import { TEXT_TAGS } from '../../../core/contract/tags';
import { useAppStore } from '../../state/store';

/** Search the document for text or a regular expression, and redact every match. */
export function SearchRedact() {
  const searchAndRedact = useAppStore((s) => s.searchAndRedact);
  const busy = useAppStore((s) => s.phase !== 'ready');
  const [pattern, setPattern] = useState('');
  const [regex, setRegex] = useState(false);
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [tag, setTag] = useState<string>('CUSTOM');
  const [message, setMessage] = useState('');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pattern) return;
    setMessage('Searching…');
    setMessage(await searchAndRedact({ pattern, regex, caseSensitive }, tag));
  };
  return (
    <form className="search-redact" onSubmit={(e) => void submit(e)} aria-label="Search and redact">
      <label htmlFor={`${id}-pattern`}>Search the document and redact every match</label>
      <div className="search-row">
        <input
          id={`${id}-pattern`}
          type="text"
          data-testid="search-pattern"
          value={pattern}
          placeholder={regex ? 'e.g. \\bAB-\\d{6}\\b' : 'text to redact'}
          onChange={(e) => setPattern(e.target.value)}
        />
        <select
          aria-label="Tag for the matches"
          data-testid="search-tag"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        >
          {['CUSTOM', ...TEXT_TAGS].map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="button"
          data-testid="search-redact"
          disabled={busy || !pattern}
        >
          Redact all
        </button>
      </div>
      <label className="check">
        <input
          type="checkbox"
          data-testid="search-regex"
          checked={regex}
          onChange={(e) => setRegex(e.target.checked)}
        />
        Regular expression
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={caseSensitive}
          onChange={(e) => setCaseSensitive(e.target.checked)}
        />
        Match case
      </label>
      <p className="muted search-message" role="status" data-testid="search-message">
        {message}
      </p>
    </form>
  );
}
