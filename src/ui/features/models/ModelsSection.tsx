import { HubOptInHint } from './HubOptInHint';
import { ModelFilePicker } from './ModelFilePicker';
import { ModelRow } from './ModelRow';
import { ModelTryBox } from './ModelTryBox';
import { useModels } from './use-models';
import './models.css';

/** Settings' Models section: catalogue, downloads, picked files, the active model, a try box. */
export function ModelsSection() {
  const models = useModels();
  const active = models.entries.find((e) => e.id === models.active && e.installed);
  return (
    <div className="models" data-testid="models">
      <p className="muted">
        A named-entity model finds names, organisations and places the built-in detector misses. It
        runs on this device. Nothing is downloaded until you press Download; downloaded models are
        kept in this browser and work offline.
      </p>
      <HubOptInHint />
      {models.error && (
        <div className="banner banner-error" role="alert">
          {models.error}
        </div>
      )}
      <p data-testid="active-model">
        {active ? (
          <>
            Detection uses <strong>{active.name}</strong> together with the built-in detector.{' '}
            <button type="button" onClick={() => void models.choose(undefined)}>
              Stop using it
            </button>
          </>
        ) : (
          'Detection uses the built-in detector only.'
        )}
      </p>
      <ul className="model-list">
        {models.entries.map((entry) => (
          <ModelRow
            key={entry.id}
            entry={entry}
            active={entry.id === active?.id}
            download={models.downloads[entry.id]}
            onDownload={() => void models.download(entry.id)}
            onCancel={() => models.cancelDownload(entry.id)}
            onRemove={() => void models.remove(entry.id)}
            onChoose={() => void models.choose(entry.id)}
          />
        ))}
      </ul>
      <ModelFilePicker onFiles={(files, name) => void models.importFiles(files, name)} />
      {active && <ModelTryBox key={active.id} modelId={active.id} />}
    </div>
  );
}
