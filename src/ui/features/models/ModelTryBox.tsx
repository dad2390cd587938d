import { type FormEvent, useState } from 'react';
import type { ModelInfo, TextEntity } from '../../../worker/protocol';
import { checkModel, tryModel } from './model-worker';

/** Runs the active model on a text typed here, to check it loads and what it finds. */
export function ModelTryBox({ modelId }: { modelId: string }) {
  const [text, setText] = useState('Alice Smith works at Acme Corp in Paris.');
  const [info, setInfo] = useState<ModelInfo>();
  const [entities, setEntities] = useState<TextEntity[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setInfo(await checkModel(modelId));
      setEntities(await tryModel({ modelId, text }));
    } catch (e) {
      setEntities(undefined);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="model-try" onSubmit={(e) => void submit(e)}>
      <textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        aria-label="Text to try the model on"
        data-testid="model-try-text"
      />
      <button type="submit" disabled={busy} data-testid="model-try">
        {busy ? 'Running…' : 'Find entities'}
      </button>
      {info && (
        <p className="muted" data-testid="model-info" data-device={info.device}>
          {info.modelId} runs on {info.device === 'webgpu' ? 'WebGPU' : 'WebAssembly'} ({info.dtype}
          , windows of {info.maxTokens} tokens).
        </p>
      )}
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      {entities && (
        <ul className="model-entities" data-testid="model-entities">
          {entities.length === 0 && <li className="muted">Nothing found.</li>}
          {entities.map((e) => (
            <li
              key={`${e.start}-${e.end}`}
              data-testid="model-entity"
              data-tag={e.entity_group}
              data-start={e.start}
              data-end={e.end}
            >
              <code>{e.entity_group}</code> “{e.word}” ({e.start}–{e.end}, {e.score.toFixed(2)})
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
