import { type ChangeEvent, useState } from 'react';

/** Adds a model from the user's own files: a whole folder, or the four files picked by hand. */
export function ModelFilePicker({ onFiles }: { onFiles(files: File[], name: string): void }) {
  const [busy, setBusy] = useState(false);
  const take = (folder: boolean) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const first = files[0]!.webkitRelativePath;
    const name = folder && first ? first.split('/')[0]! : 'picked-model';
    setBusy(true);
    Promise.resolve(onFiles(files, name)).finally(() => setBusy(false));
  };
  return (
    <div className="model-picker">
      <label>
        Add a model folder{' '}
        <input
          type="file"
          // Folder picking is not in React's typings yet.
          {...{ webkitdirectory: '', directory: '' }}
          onChange={take(true)}
          disabled={busy}
          data-testid="pick-model-folder"
        />
      </label>{' '}
      <label>
        or files{' '}
        <input
          type="file"
          multiple
          accept=".json,.onnx"
          onChange={take(false)}
          disabled={busy}
          data-testid="pick-model-files"
        />
      </label>
      <p className="muted">
        A token-classification model in transformers.js layout: <code>config.json</code>,{' '}
        <code>tokenizer.json</code>, <code>tokenizer_config.json</code> and{' '}
        <code>onnx/model_quantized.onnx</code>. The files stay in this browser.
      </p>
    </div>
  );
}
