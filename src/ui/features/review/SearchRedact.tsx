import { type FormEvent, useId, useMemo, useState } from 'react';
import { TEXT_TAGS } from '../../../core/contract/tags';
import { isCovered } from '../../../core/review/match-coverage';
import type { SearchMatch } from '../../../worker/protocol';
import { redactedRanges } from '../../state/redacted-ranges';
import { useAppStore } from '../../state/store';

/** Matches listed at most (the count says how many there are). */
const LISTED = 50;

/**
 * Search the document for text or a regular expression: the matches are shown first (count,
 * list, those already redacted marked), then "Redact N" adds the ones not yet covered.
 */
export function SearchRedact() {
  const findMatches = useAppStore((s) => s.findMatches);
  const redactMatches = useAppStore((s) => s.redactMatches);
  const busy = useAppStore((s) => s.phase !== 'ready');
  const review = useAppStore((s) => s.review);
  const allowList = useAppStore((s) => s.allowList);
  const uncertainBelow = useAppStore((s) => s.uncertainBelow);
  const [pattern, setPattern] = useState('');
  const [regex, setRegex] = useState(false);
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [tag, setTag] = useState<string>('CUSTOM');
  const [message, setMessage] = useState('');
  const [matches, setMatches] = useState<SearchMatch[]>();
  const id = useId();
  const covered = useMemo(
    () => redactedRanges({ review, allowList, uncertainBelow }),
    [review, allowList, uncertainBelow],
  );
  const fresh = matches?.filter((m) => !isCovered(m, covered)) ?? [];
  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!pattern) return;
    setMessage('Searching…');
    setMatches(undefined);
    const found = await findMatches({ pattern, regex, caseSensitive });
    if (typeof found === 'string') {
      setMessage(found);
      return;
    }
    setMatches(found);
    setMessage(
      found.length === 0
        ? 'No matches were found.'
        : `${found.length} ${found.length === 1 ? 'match' : 'matches'} found.`,
    );
  };
  return (
    <form className="search-redact" onSubmit={(e) => void search(e)} aria-label="Search and redact">
      <label htmlFor={`${id}-pattern`}>Search the document</label>
      <div className="search-row">
        <input
          id={`${id}-pattern`}
          type="text"
          data-testid="search-pattern"
          value={pattern}
          placeholder={regex ? 'e.g. \\bAB-\\d{6}\\b' : 'text to find'}
          onChange={(e) => {
            setPattern(e.target.value);
            setMatches(undefined);
          }}
        />
        <button
          type="submit"
          className="button"
          data-testid="search-find"
          disabled={busy || !pattern}
        >
          Find
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
      {matches && matches.length > 0 && (
        <>
          <ul className="search-matches" data-testid="search-matches">
            {matches.slice(0, LISTED).map((m) => {
              const done = isCovered(m, covered);
              return (
                <li key={m.start} data-testid="search-match" data-redacted={done}>
                  p. {m.boxes[0]?.page ?? '?'}: <code>{m.word}</code>
                  {done && <span className="muted"> (already redacted)</span>}
                </li>
              );
            })}
            {matches.length > LISTED && (
              <li className="muted">and {matches.length - LISTED} more</li>
            )}
          </ul>
          <div className="search-row">
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
              type="button"
              className="button primary"
              data-testid="search-redact"
              disabled={busy || fresh.length === 0}
              onClick={() => {
                setMessage(redactMatches(fresh, tag));
                setMatches(undefined);
              }}
            >
              Redact {fresh.length}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
