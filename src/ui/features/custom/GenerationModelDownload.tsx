import { useState } from 'react';
import { modelsBaseUrl } from '../../../engines/transformers/model-paths';
import { ModelStore } from '../../../shared/storage/model-files';
import { downloadGenerationModel } from '../../../engines/llm/download-generation-model';
import { HubOptInHint } from '../models/HubOptInHint';

/** The page's model store (the same cache the pipeline worker reads models from). */
const store = new ModelStore(modelsBaseUrl(location.origin, import.meta.env.BASE_URL));

/**
 * Downloads the in-browser instruction model into this browser's model store, on request only.
 * Once stored it works offline; nothing is fetched when the model is used.
 */
export function GenerationModelDownload({ modelId }: { modelId: string }) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setStatus('Downloading…');
    try {
      await downloadGenerationModel(modelId, store, (loaded) =>
        setStatus(`Downloading… ${(loaded / 1048576).toFixed(1)} MB`),
      );
      setStatus(`${modelId} is stored in this browser and works offline.`);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="generation-download">
      <HubOptInHint />
      <button
        type="button"
        className="button"
        disabled={busy || modelId.trim() === ''}
        onClick={() => void download()}
      >
        Download {modelId || 'the model'}
      </button>
      <p className="muted" role="status">
        {status}
      </p>
    </div>
  );
}
