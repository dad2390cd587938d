import type { ReviewReport } from '../../../core/review/export-review';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The redaction report as a standalone printable HTML page. */
export function reportHtml(fileName: string, report: ReviewReport, when = new Date()): string {
  const rows = (entries: [string, number][]) =>
    entries.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${v}</td></tr>`).join('');
  const added = report.addedItems
    .map(
      (a) =>
        `<tr><td>${a.page}</td><td>${escapeHtml(a.tag)}</td><td>${escapeHtml(a.origin === 'manual' ? 'drawn box' : 'search')}</td><td>${escapeHtml(a.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redaction report: ${escapeHtml(fileName)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;margin:0 0 1.5rem}th,td{border:1px solid #999;padding:.25rem .6rem;text-align:left}</style></head>
<body><h1>Redaction report</h1><p><strong>${escapeHtml(fileName)}</strong>, ${escapeHtml(when.toLocaleString())}</p>
<p>${report.redacted} of ${report.total} entities redacted (${report.pending} not reviewed, redacted by default); ${report.rejected} kept; ${report.allowed} on the allow-list; ${report.added} added by hand.</p>
<h2>Per page (boxes)</h2><table><tbody>${rows(Object.entries(report.byPage))}</tbody></table>
<h2>Per tag</h2><table><tbody>${rows(Object.entries(report.byTag))}</tbody></table>
<h2>Added by hand</h2>${added ? `<table><thead><tr><th>Page</th><th>Tag</th><th>How</th><th>Text</th></tr></thead><tbody>${added}</tbody></table>` : '<p>None.</p>'}
</body></html>`;
}

/** Opens the report in a new tab, ready to print (nothing leaves the device). */
export function openReport(fileName: string, report: ReviewReport): void {
  const url = URL.createObjectURL(new Blob([reportHtml(fileName, report)], { type: 'text/html' }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
