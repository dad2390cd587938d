import { type FormEvent, useState } from 'react';
import { ENDPOINTS } from './endpoints';
import { ResponseView } from './ResponseView';
import { type ShownResponse, type TryFields, sendApiRequest } from './send-api-request';

/** The form's initial optional fields: nothing sent, so the endpoint's defaults apply. */
const EMPTY_FIELDS: TryFields = {
  tags: '',
  ocrLangs: '',
  customTags: '',
  forceOcr: '',
  rotatedText: '',
  redactText: '',
  minChunkSize: '',
};

/** A yes/no field that can also be left to the endpoint's default. */
function BooleanField(props: {
  label: string;
  value: TryFields['forceOcr'];
  onChange(value: TryFields['forceOcr']): void;
  testId: string;
}) {
  return (
    <label>
      {props.label}{' '}
      <select
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as TryFields['forceOcr'])}
        data-testid={props.testId}
      >
        <option value="">default</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    </label>
  );
}

/** Sends a real request to the local API from this page and shows the raw answer. */
export function TryItForm({ apiKey }: { apiKey: string }) {
  const [file, setFile] = useState<File>();
  const [path, setPath] = useState<string>(ENDPOINTS[0]!.path);
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const [busy, setBusy] = useState(false);
  const [response, setResponse] = useState<ShownResponse>();
  const [error, setError] = useState<string>();
  const endpoint = ENDPOINTS.find((e) => e.path === path) ?? ENDPOINTS[0]!;
  const set = <K extends keyof TryFields>(key: K, value: TryFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      setResponse(await sendApiRequest(endpoint, file, fields, apiKey));
    } catch (e) {
      setResponse(undefined);
      setError(`The request failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    key: 'tags' | 'ocrLangs' | 'customTags' | 'minChunkSize',
    label: string,
    hint: string,
  ) => (
    <label>
      {label}{' '}
      <input
        value={fields[key]}
        placeholder={hint}
        onChange={(e) => set(key, e.target.value)}
        data-testid={`try-${key}`}
      />
    </label>
  );

  return (
    <form className="try-form" onSubmit={(e) => void submit(e)} data-testid="try-form">
      <label>
        PDF{' '}
        <input
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => setFile(e.target.files?.[0])}
          data-testid="try-file"
        />
      </label>
      <label>
        Endpoint{' '}
        <select value={path} onChange={(e) => setPath(e.target.value)} data-testid="try-endpoint">
          {ENDPOINTS.map((e) => (
            <option key={e.path} value={e.path}>
              POST {e.path}
            </option>
          ))}
        </select>
      </label>
      {text('tags', 'tags', 'EMAIL, PHONE (empty: all)')}
      {text('ocrLangs', 'ocr_langs', 'eng, deu')}
      {text('customTags', 'custom_tags', 'optional')}
      {text('minChunkSize', 'min_chunk_size', '0')}
      <BooleanField
        label="force_ocr"
        value={fields.forceOcr}
        onChange={(v) => set('forceOcr', v)}
        testId="try-forceOcr"
      />
      <BooleanField
        label="rotated_text"
        value={fields.rotatedText}
        onChange={(v) => set('rotatedText', v)}
        testId="try-rotatedText"
      />
      {endpoint.redacts && (
        <BooleanField
          label="redact_text"
          value={fields.redactText}
          onChange={(v) => set('redactText', v)}
          testId="try-redactText"
        />
      )}
      <div>
        <button type="submit" disabled={!file || busy} data-testid="try-send">
          {busy ? 'Sending…' : 'Send'}
        </button>
      </div>
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      {response && <ResponseView response={response} />}
    </form>
  );
}
