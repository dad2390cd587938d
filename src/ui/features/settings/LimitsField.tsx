import { type FormEvent, useState } from 'react';
import type { ProcessingLimits } from '../../../core/api/http';

/** A field's text as a limit: empty is 0 (no limit), else a whole number of at least `min`. */
function parseLimit(text: string, min: number): number | undefined {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isInteger(value) && value >= min ? value : undefined;
}

/** The processing limits: most pages and seconds per page, each empty for no limit. */
export function LimitsField({
  limits,
  onSave,
}: {
  limits: ProcessingLimits;
  onSave(limits: ProcessingLimits): Promise<void>;
}) {
  const [pages, setPages] = useState(limits.maxPages > 0 ? String(limits.maxPages) : '');
  const [seconds, setSeconds] = useState(
    limits.pageTimeLimitMs > 0 ? String(limits.pageTimeLimitMs / 1000) : '',
  );
  const [saved, setSaved] = useState(false);
  const maxPages = parseLimit(pages, 1);
  const pageSeconds = parseLimit(seconds, 1);
  const valid = maxPages !== undefined && pageSeconds !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    await onSave({ maxPages, pageTimeLimitMs: pageSeconds * 1000 });
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
