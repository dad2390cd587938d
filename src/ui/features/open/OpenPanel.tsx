import { type DragEvent, useState } from 'react';
import { useAppStore } from '../../state/store';
import './open.css';

/** The first PDF among dropped files, or the first file when none says it is a PDF. */
export function pickFile(files: FileList | null): File | undefined {
  if (!files?.length) return undefined;
  return [...files].find((f) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name)) ?? files[0];
}

/** The large drop target of the first screen, with a button; the file never leaves this machine. */
export function OpenPanel() {
  const openFile = useAppStore((s) => s.openFile);
  const busy = useAppStore((s) => s.phase === 'detecting' || s.phase === 'redacting');
  // Hover feedback only; it is presentation, not application state.
  const [dragging, setDragging] = useState(false);

  const open = (files: FileList | null) => {
    const file = pickFile(files);
    if (file) void openFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    open(event.dataTransfer.files);
  };

  return (
    <label
      className={`drop-zone${dragging ? ' is-dragging' : ''}`}
      data-testid="drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        data-testid="file-input"
        disabled={busy}
        onChange={(event) => {
          open(event.currentTarget.files);
          // Clearing lets the same file be chosen again after a change.
          event.currentTarget.value = '';
        }}
      />
      <span className="drop-icon" aria-hidden="true">
        ⬆
      </span>
      <span className="drop-title">Drop a PDF here</span>
      <span className="button primary drop-button" aria-hidden="true">
        Choose a PDF
      </span>
      <span className="muted">It is processed on this device and never uploaded.</span>
    </label>
  );
}
