import { useMemo } from 'react';
import { reviewReport } from '../../../core/review/export-review';
import { useAppStore } from '../../state/store';
import { openReport } from '../report/open-report';

/**
 * Release: what the export will contain, and the downloads (the redacted PDF and the
 * `detected_pii` JSON of exactly what is redacted). Other features may add small components
 * (e.g. a verification badge) in the slot after the buttons.
 */
export function ExportBar({ children }: { children?: React.ReactNode }) {
  const ready = useAppStore((s) => s.phase === 'ready' && s.review !== undefined);
  const review = useAppStore((s) => s.review);
  const allowList = useAppStore((s) => s.allowList);
  const uncertainBelow = useAppStore((s) => s.uncertainBelow);
  const file = useAppStore((s) => s.file);
  const downloadRedactedPdf = useAppStore((s) => s.downloadRedactedPdf);
  const downloadJson = useAppStore((s) => s.downloadJson);
  const report = useMemo(
    () => (review ? reviewReport(review.present, allowList, uncertainBelow) : undefined),
    [review, allowList, uncertainBelow],
  );
  return (
    <div className="export-area">
      {report && (
        <p className="export-summary" data-testid="export-summary">
          Export redacts <strong>{report.redacted}</strong> of {report.total}
          {report.pending > 0 && <> ({report.pending} not yet reviewed)</>}; keeps {report.rejected}
          {report.uncertain > 0 && <> and {report.uncertain} uncertain</>}
          {report.allowed > 0 && <>, allows {report.allowed}</>}
          {report.added > 0 && <>; {report.added} added by hand</>}.
        </p>
      )}
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
        <button
          type="button"
          className="button"
          data-testid="open-report"
          disabled={!report || !file}
          onClick={() => report && file && openReport(file.name, report)}
        >
          Report
        </button>
        {children}
      </div>
    </div>
  );
}
