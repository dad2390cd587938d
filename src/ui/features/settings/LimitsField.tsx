import { type FormEvent, useState } from 'react';
import type { ProcessingLimits } from '../../../core/api/http';

/** A field's text as a limit: empty is 0 (no limit), else a whole number of at least `min`. */
function parseLimit(text: string, min: number): number | undefined {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isInteger(value) && value >= min ? value : undefined;
}

/**
 * The processing limits: most pages, seconds per page and minutes per request, each empty for
 * no limit (a request's limit is 10 minutes until changed).
 */
export function LimitsField({
  limits,
  jobTimeLimitMs,
  onSave,
}: {
  limits: ProcessingLimits;
  jobTimeLimitMs: number;
  onSave(limits: ProcessingLimits, jobTimeLimitMs: number): Promise<void>;
}) {
  const [pages, setPages] = useState(limits.maxPages > 0 ? String(limits.maxPages) : '');
  const [seconds, setSeconds] = useState(
    limits.pageTimeLimitMs > 0 ? String(limits.pageTimeLimitMs / 1000) : '',
  );
  const [jobMinutes, setJobMinutes] = useState(
    jobTimeLimitMs > 0 ? String(jobTimeLimitMs / 60_000) : '',
  );
  const [saved, setSaved] = useState(false);
  const maxPages = parseLimit(pages, 1);
  const pageSeconds = parseLimit(seconds, 1);
  const requestMinutes = parseLimit(jobMinutes, 1);
  const valid = maxPages !== undefined && pageSeconds !== undefined && requestMinutes !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    await onSave({ maxPages, pageTimeLimitMs: pageSeconds * 1000 }, requestMinutes * 60_000);
    setSaved(true);
  };
  const edit = (set: (text: string) => void) => (text: string) => {
    set(text);
    setSaved(false);
  };
  return (
    <form className="max-size limits" onSubmit={(e) => void submit(e)}>
      <label>
        Maximum pages (empty: no limit){' '}
        <input
          type="number"
          min="1"
          step="1"
          value={pages}
          placeholder="no limit"
          onChange={(e) => edit(setPages)(e.target.value)}
          data-testid="max-pages"
        />
      </label>{' '}
      <label>
        Time per page, seconds (empty: no limit){' '}
        <input
          type="number"
          min="1"
          step="1"
          value={seconds}
          placeholder="no limit"
          onChange={(e) => edit(setSeconds)(e.target.value)}
          data-testid="page-time-limit"
        />
      </label>{' '}
      <label>
        Time per request, minutes (empty: no limit){' '}
        <input
          type="number"
          min="1"
          step="1"
          value={jobMinutes}
          placeholder="no limit"
          onChange={(e) => edit(setJobMinutes)(e.target.value)}
          data-testid="job-time-limit"
        />
      </label>{' '}
      <button type="submit" disabled={!valid} data-testid="save-limits">
        Save
      </button>{' '}
      {saved && (
        <span className="muted" role="status" data-testid="limits-saved">
          Saved
        </span>
      )}
    </form>
  );
}
