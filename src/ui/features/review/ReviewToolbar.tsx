import './review.css';
import { useAppStore } from '../../state/store';
import { OpenAnother } from '../open/OpenAnother';
import { ConfirmDialog } from './ConfirmDialog';
import { useState } from 'react';

/** The tag of a hand-drawn box unless the reviewer picks another (a custom tag, as the contract allows). */
export const MANUAL_TAG = 'MANUAL';

/** The review's tools in the one toolbar: preview, undo, redo, draw, and a More menu. */
export function ReviewToolbar() {
  const canUndo = useAppStore((s) => (s.review?.past.length ?? 0) > 0);
  const canRedo = useAppStore((s) => (s.review?.future.length ?? 0) > 0);
  const undo = useAppStore((s) => s.undo);
  const redo = useAppStore((s) => s.redo);
  const drawTag = useAppStore((s) => s.drawTag);
  const setDrawTag = useAppStore((s) => s.setDrawTag);
  const preview = useAppStore((s) => s.preview);
  const setPreview = useAppStore((s) => s.setPreview);
  const setHelpOpen = useAppStore((s) => s.setHelpOpen);
  const discardReview = useAppStore((s) => s.discardReview);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="review-toolbar" role="group" aria-label="Review tools">
      <button
        type="button"
        className="button"
        data-testid="preview-toggle"
        aria-pressed={preview}
        title="Show the pages exactly as the export will be (key: p)"
        onClick={() => setPreview(!preview)}
      >
        Preview
      </button>
      <button
        type="button"
        className="button"
        data-testid="undo"
        disabled={!canUndo}
        title="Undo (z)"
        onClick={undo}
      >
        Undo
      </button>
      <button
        type="button"
        className="button"
        data-testid="redo"
        disabled={!canRedo}
        title="Redo (Shift+Z)"
        onClick={redo}
      >
        Redo
      </button>
      <button
        type="button"
        className="button"
        data-testid="draw-toggle"
        aria-pressed={drawTag !== undefined}
        title="Draw boxes by hand on the pages (Esc to stop)"
        onClick={() => setDrawTag(drawTag ? undefined : MANUAL_TAG)}
      >
        Draw box
      </button>
      <details className="menu" data-testid="review-more">
        <summary>More</summary>
        <div className="menu-items">
          <OpenAnother />
          <button
            type="button"
            className="button"
            data-testid="help"
            onClick={() => setHelpOpen(true)}
          >
            Keyboard shortcuts (?)
          </button>
          <button
            type="button"
            className="button danger"
            data-testid="discard-review"
            onClick={() => setConfirming(true)}
          >
            Discard review…
          </button>
        </div>
      </details>
      <ConfirmDialog
        open={confirming}
        title="Discard this review?"
        confirmLabel="Discard review"
        testId="confirm-discard"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void discardReview();
        }}
      >
        Every decision saved in this browser for this file is lost. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
