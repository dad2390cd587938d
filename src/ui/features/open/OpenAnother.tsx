import { useRef, useState } from 'react';
import { useAppStore } from '../../state/store';
import { ConfirmDialog } from '../review/ConfirmDialog';
import { pickFile } from './OpenPanel';

/**
 * "Open another PDF…" in the workspace's More menu. When the review has decisions not yet
 * exported, it asks first (the review stays saved in this browser either way).
 */
export function OpenAnother() {
  const openFile = useAppStore((s) => s.openFile);
  const busy = useAppStore((s) => s.phase === 'detecting' || s.phase === 'redacting');
  const [waiting, setWaiting] = useState<File>();
  const input = useRef<HTMLInputElement>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (useAppStore.getState().dirty) setWaiting(file);
    else void openFile(file);
  };
  return (
    <>
      <label className="button">
        Open another PDF…
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          className="visually-hidden"
          data-testid="file-input"
          disabled={busy}
          onChange={(event) => {
            choose(pickFile(event.currentTarget.files));
            event.currentTarget.value = '';
          }}
        />
      </label>
      <ConfirmDialog
        open={waiting !== undefined}
        title="Open another PDF?"
        confirmLabel="Open it"
        testId="confirm-open"
        onCancel={() => setWaiting(undefined)}
        onConfirm={() => {
          const file = waiting;
          setWaiting(undefined);
          if (file) void openFile(file);
        }}
      >
        This review has decisions you have not exported yet. They stay saved in this browser and
        come back when you open this file again.
      </ConfirmDialog>
    </>
  );
}
