import { useAppStore } from '../../state/store';

/** Downloads: the redacted PDF and the `detected_pii` JSON. */
export function ExportBar() {
  const ready = useAppStore((s) => s.phase === 'ready' && s.result !== undefined);
  const downloadRedactedPdf = useAppStore((s) => s.downloadRedactedPdf);
  const downloadJson = useAppStore((s) => s.downloadJson);
  return (
    <div className="export-bar" role="group" aria-label="Export">
      <button
        type="button"
        className="button primary"
        data-testid="download-pdf"
        disabled={!ready}
        onClick={() => void downloadRedactedPdf()}
      >
        Download redacted PDF
      </button>
      <button
        type="button"
        className="button"
        data-testid="download-json"
        disabled={!ready}
        onClick={downloadJson}
      >
        Download JSON
      </button>
    </div>
  );
}
