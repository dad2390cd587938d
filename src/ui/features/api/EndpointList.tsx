import { CopyButton } from '../settings/CopyButton';
import { ENDPOINTS } from './endpoints';
import { fetchExample } from './fetch-example';

/** Each endpoint: its path, one line on what it does, and a copyable `fetch` example. */
export function EndpointList({ apiKey }: { apiKey: string }) {
  return (
    <ul className="endpoint-list">
      {ENDPOINTS.map((endpoint) => {
        const example = fetchExample(endpoint, apiKey);
        return (
          <li key={endpoint.path} data-testid="endpoint" data-path={endpoint.path}>
            <p>
              <code className="endpoint-path">POST {endpoint.path}</code> {endpoint.summary}
            </p>
            <details>
              <summary>JavaScript example</summary>
              <pre className="code" data-testid="fetch-example">
                {example}
              </pre>
              <CopyButton text={example} label="Copy example" />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
