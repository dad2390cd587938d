import { create } from 'zustand';
import { useAppStore } from '../../state/store';
import { ConfirmDialog } from '../review/ConfirmDialog';
import { pickFile } from './OpenPanel';

/** A file waiting for the reviewer's word before it replaces a review with unsaved decisions. */
const useWaiting = create<{ file: File | undefined }>(() => ({ file: undefined }));

/**
 * Opens `file` in place of the current review, or first asks when the review has decisions not
 * yet exported (the dialog of `OpenAnother`). Used by the menu and by drops on the workspace.
 */
export function requestOpen(file: File | undefined): void {
  if (!file) return;
  if (useAppStore.getState().dirty) useWaiting.setState({ file });
  else void useAppStore.getState().openFile(file);
}

/**
 * "Open another PDF…" in the workspace's More menu. When the review has decisions not yet
 * exported, it asks first (the review stays saved in this browser either way).
 */
export function OpenAnother() {
  const busy = useAppStore((s) => s.phase === 'detecting' || s.phase === 'redacting');
  return (
    <label className="button">
      Open another PDF…
      <input
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        data-testid="file-input"
        disabled={busy}
        onChange={(event) => {
          requestOpen(pickFile(event.currentTarget.files));
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}

/**
 * The question asked before another PDF replaces a review with unsaved decisions; kept outside
 * menus so it shows whichever way the file came (menu or drop).
 */
export function OpenConfirm() {
  const openFile = useAppStore((s) => s.openFile);
  const waiting = useWaiting((s) => s.file);
  const setWaiting = (file: File | undefined) => useWaiting.setState({ file });
  return (
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
      This review has decisions you have not exported yet. They stay saved in this browser and come
      back when you open this file again.
    </ConfirmDialog>
  );
}
