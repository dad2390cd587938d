import { type FormEvent, useState } from 'react';

/** Bytes in one MB, as the field counts them. */
const MB = 1024 * 1024;

/** The largest PDF the API accepts, edited in MB. */
export function MaxSizeField({
  maxBytes,
  onSave,
}: {
  maxBytes: number;
  onSave(bytes: number): Promise<void>;
}) {
  const [text, setText] = useState(String(maxBytes / MB));
  const [saved, setSaved] = useState(false);
  const value = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(value) && value > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    await onSave(value * MB);
    setSaved(true);
  };
  return (
    <form className="max-size" onSubmit={(e) => void submit(e)}>
      <label>
        Largest PDF the API accepts (MB){' '}
        <input
          type="number"
          min="0.001"
          step="any"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
          data-testid="max-size-mb"
        />
      </label>{' '}
      <button type="submit" disabled={!valid} data-testid="save-max-size">
        Save
      </button>{' '}
      {saved && (
        <span className="muted" role="status" data-testid="max-size-saved">
          Saved
        </span>
      )}
    </form>
  );
}
