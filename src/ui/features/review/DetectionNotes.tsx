import { useAppStore } from '../../state/store';

/**
 * What the detection run could not do or found worth a warning (the result's `exception`:
 * pages that could not be read, words left out of the searchable layer, earlier bad
 * redactions...), shown where the reviewer cannot miss it.
 */
export function DetectionNotes() {
  const exception = useAppStore((s) => s.result?.detected_pii.exception ?? '');
  if (exception.trim() === '') return null;
  return (
    <div className="banner detection-notes" role="note" data-testid="detection-notes">
      <strong>Please check:</strong> {exception}
    </div>
  );
}
