import { ApiStatusLine } from '../api/ApiStatusLine';
import { ModelsSection } from '../models/ModelsSection';
import { OcrLanguagesSection } from '../ocr-languages/OcrLanguagesSection';
import { VisualDetectionSetting } from '../visual/VisualDetectionSetting';
import { InstructionWaySection } from '../custom/InstructionWaySection';
import { ApiKeyField } from './ApiKeyField';
import { LimitsField } from './LimitsField';
import { MaxSizeField } from './MaxSizeField';
import { useApiSettings } from './use-api-settings';
import './settings.css';

/** Settings: the local API's key and largest accepted PDF, and the named-entity models. */
export function SettingsView() {
  const { apiKey, maxBytes, limits, jobTimeLimitMs, error, replaceKey, setMaxBytes, setLimits } =
    useApiSettings();
  return (
    <section className="view settings-view" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <ApiStatusLine />
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      <h3>API key</h3>
      <p className="muted">
        Requests to the <a href="#/api">local API</a> must send this key in the{' '}
        <code>X-API-Key</code> header. It is kept in this browser only. Replacing it takes effect at
        once: the old key stops working.
      </p>
      <ApiKeyField apiKey={apiKey} onReplace={() => void replaceKey()} />
      <h3>Upload size</h3>
      {maxBytes !== undefined && <MaxSizeField maxBytes={maxBytes} onSave={setMaxBytes} />}
      <h3>Limits</h3>
      <p className="muted">
        Applied to every request to the local API. Pages past the maximum are not searched, are left
        out of the anonymized PDF, and <code>exception</code> names them. A page that takes longer
        than the time per page to render stops the request. A request still running after the time
        per request (10 minutes unless you change it) is cancelled and answered with an error, and
        the next request starts.
      </p>
      {limits !== undefined && jobTimeLimitMs !== undefined && (
        <LimitsField limits={limits} jobTimeLimitMs={jobTimeLimitMs} onSave={setLimits} />
      )}
      <h3>Models</h3>
      <ModelsSection />
      <OcrLanguagesSection />
      <VisualDetectionSetting />
      <InstructionWaySection />
    </section>
  );
}
