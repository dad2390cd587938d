import { type FormEvent, useId, useState } from 'react';
import { type InstructionWay, isLoopbackUrl } from '../../../shared/storage/instruction-way';
import { SUGGESTED_GENERATION_MODEL } from '../../../engines/llm/generation-model-files';
import { GenerationModelDownload } from './GenerationModelDownload';
import { useInstructionWay } from './use-instruction-way';
import './custom.css';

type Kind = InstructionWay['kind'];

/** The host of a URL for the warning, or the text itself when it is not a URL. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Settings → Custom instructions: how the custom prompt and custom tags are read. The built-in
 * interpreter is the default (offline, nothing downloaded). A chat endpoint that is not on this
 * machine gets a warning that must be acknowledged before it is saved, because the document's
 * text is then sent to it.
 */
export function InstructionWaySection() {
  const { way, error, save } = useInstructionWay();
  return (
    <section className="custom-way" aria-labelledby="custom-way-title">
      <h3 id="custom-way-title">Custom instructions</h3>
      <p className="muted">
        How the custom instruction box, the API's custom prompt and custom tags are understood.
      </p>
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      {way && <WayForm initial={way} onSave={save} />}
    </section>
  );
}

/** The choice itself, starting from the stored way. */
function WayForm({
  initial,
  onSave,
}: {
  initial: InstructionWay;
  onSave: (way: InstructionWay) => Promise<void>;
}) {
  const [kind, setKind] = useState<Kind>(initial.kind);
  const [baseUrl, setBaseUrl] = useState(
    initial.kind === 'chat' ? initial.baseUrl : 'http://127.0.0.1:11434/v1',
  );
  const [model, setModel] = useState(initial.kind === 'chat' ? initial.model : '');
  const [apiKey, setApiKey] = useState(initial.kind === 'chat' ? (initial.apiKey ?? '') : '');
  const [modelId, setModelId] = useState(
    initial.kind === 'browser-model' ? initial.modelId : SUGGESTED_GENERATION_MODEL,
  );
  // A remote endpoint already saved was acknowledged when it was saved.
  const [acknowledged, setAcknowledged] = useState(initial.kind === 'chat');
  const [saved, setSaved] = useState('');
  const id = useId();

  const remote = kind === 'chat' && !isLoopbackUrl(baseUrl);
  const urlValid = /^https?:\/\/\S+$/i.test(baseUrl);
  const ready =
    kind === 'built-in' ||
    (kind === 'browser-model' && modelId.trim() !== '') ||
    (kind === 'chat' && urlValid && model.trim() !== '' && (!remote || acknowledged));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: InstructionWay =
      kind === 'chat'
        ? { kind, baseUrl: baseUrl.trim(), model: model.trim(), ...(apiKey ? { apiKey } : {}) }
        : kind === 'browser-model'
          ? { kind, modelId: modelId.trim() }
          : { kind };
    await onSave(next);
    setSaved(
      kind === 'chat'
        ? 'Saved. Reload the app once so that it may connect to the endpoint.'
        : 'Saved.',
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Way of reading instructions">
      <fieldset>
        <legend className="visually-hidden">Way of reading instructions</legend>
        <label className="check">
          <input
            type="radio"
            name={`${id}-way`}
            data-testid="way-built-in"
            checked={kind === 'built-in'}
            onChange={() => setKind('built-in')}
          />
          Built-in interpreter (offline, nothing downloaded): kinds of data, quoted terms, “all
          mentions of …”, /regular expressions/
        </label>
        <label className="check">
          <input
            type="radio"
            name={`${id}-way`}
            data-testid="way-browser-model"
            checked={kind === 'browser-model'}
            onChange={() => setKind('browser-model')}
          />
          A language model in this browser (text generation, WebGPU or WebAssembly)
        </label>
        {kind === 'browser-model' && (
          <div className="chat-fields">
            <input
              type="text"
              aria-label="Model id"
              value={modelId}
              placeholder="hub id of an ONNX text-generation model"
              onChange={(e) => setModelId(e.target.value)}
            />
            <GenerationModelDownload modelId={modelId.trim()} />
          </div>
        )}
        <label className="check">
          <input
            type="radio"
            name={`${id}-way`}
            data-testid="way-chat"
            checked={kind === 'chat'}
            onChange={() => setKind('chat')}
          />
          An OpenAI-compatible chat endpoint (Ollama, llama.cpp, or a hosted service)
        </label>
        {kind === 'chat' && (
          <div className="chat-fields">
            <input
              type="url"
              aria-label="Endpoint base URL"
              data-testid="chat-url"
              value={baseUrl}
              onChange={(e) => {
                setBaseUrl(e.target.value);
                setAcknowledged(false);
              }}
            />
            <input
              type="text"
              aria-label="Model name"
              data-testid="chat-model"
              value={model}
              placeholder="model name, e.g. llama3.1"
              onChange={(e) => setModel(e.target.value)}
            />
            <input
              type="password"
              aria-label="API key (optional)"
              value={apiKey}
              placeholder="API key (optional)"
              onChange={(e) => setApiKey(e.target.value)}
            />
            {remote && urlValid && (
              <div className="banner banner-warning" role="alert" data-testid="chat-remote-warning">
                {hostOf(baseUrl)} is not on this machine: the text of every document you run an
                instruction on will be sent to it.
                <label className="check">
                  <input
                    type="checkbox"
                    data-testid="chat-remote-ack"
                    checked={acknowledged}
                    onChange={(e) => setAcknowledged(e.target.checked)}
                  />
                  I understand; send document text to {hostOf(baseUrl)}
                </label>
              </div>
            )}
          </div>
        )}
      </fieldset>
      <button type="submit" className="button" data-testid="way-save" disabled={!ready}>
        Save
      </button>
      <p className="muted" role="status">
        {saved}
      </p>
    </form>
  );
}
