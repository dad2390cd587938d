import { ApiKeyField } from '../settings/ApiKeyField';
import { useApiSettings } from '../settings/use-api-settings';
import { ApiStatusLine } from './ApiStatusLine';
import { EndpointList } from './EndpointList';
import { TryItForm } from './TryItForm';
import './api.css';

/** The local API: key, endpoints with examples, and a form that sends real requests. */
export function ApiView() {
  const { apiKey } = useApiSettings();
  return (
    <section className="view api-view" aria-labelledby="api-title">
      <h2 id="api-title">Local API</h2>
      <ApiStatusLine />
      <p>
        This app answers the redaction service&apos;s HTTP API inside the browser: a service worker
        serves <code>/api/…</code> to pages of this origin, and this window does the work. The
        document never leaves the machine. Plain HTTP clients (curl) cannot reach it. The OpenAPI
        description is at <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
      <h3>Key</h3>
      <p className="muted">
        Send it in the <code>X-API-Key</code> header. Replace it in{' '}
        <a href="#/settings">Settings</a>.
      </p>
      <ApiKeyField apiKey={apiKey} />
      <h3>Endpoints</h3>
      {apiKey && <EndpointList apiKey={apiKey} />}
      <h3>Try it</h3>
      {apiKey && <TryItForm apiKey={apiKey} />}
    </section>
  );
}
