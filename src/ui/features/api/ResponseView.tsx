import { useEffect, useMemo } from 'react';
import type { ShownResponse } from './send-api-request';

/** The raw answer: status, headers, and the body (pretty JSON) or a link to the PDF. */
export function ResponseView({ response }: { response: ShownResponse }) {
  const pdfUrl = useMemo(
    () => (response.pdf ? URL.createObjectURL(response.pdf) : undefined),
    [response.pdf],
  );
  useEffect(
    () => () => {
      if (pdfUrl) URL.revokeObjectURL(pdfUrl);
    },
    [pdfUrl],
  );
  return (
    <div className="api-response" data-testid="api-response">
      <p>
        <strong data-testid="api-response-status">
          {response.status} {response.statusText}
        </strong>{' '}
        <span className="muted">in {Math.round(response.ms)} ms</span>
      </p>
      <pre className="code" data-testid="api-response-headers">
        {response.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
      </pre>
      {pdfUrl && (
        <a href={pdfUrl} download="redacted.pdf" data-testid="api-response-download">
          Download the PDF ({Math.round(response.pdf!.size / 1024)} KiB)
        </a>
      )}
      {response.text !== undefined && (
        <pre className="code api-response-body" data-testid="api-response-body">
          {response.text}
        </pre>
      )}
    </div>
  );
}
