import './review.css';
import { ALL_TAGS } from '../../../core/contract/tags';
import { useAppStore } from '../../state/store';

/** Undo, redo, drawing, help and discard: the review's tool row. */
export function ReviewToolbar() {
  const canUndo = useAppStore((s) => (s.review?.past.length ?? 0) > 0);
  const canRedo = useAppStore((s) => (s.review?.future.length ?? 0) > 0);
  const undo = useAppStore((s) => s.undo);
  const redo = useAppStore((s) => s.redo);
  const drawTag = useAppStore((s) => s.drawTag);
  const setDrawTag = useAppStore((s) => s.setDrawTag);
  const setHelpOpen = useAppStore((s) => s.setHelpOpen);
  const discardReview = useAppStore((s) => s.discardReview);
  return (
    <div className="review-toolbar" role="toolbar" aria-label="Review tools">
      <button
        type="button"
        className="button"
        data-testid="undo"
        disabled={!canUndo}
        onClick={undo}
      >
        Undo
      </button>
      <button
        type="button"
        className="button"
        data-testid="redo"
        disabled={!canRedo}
        onClick={redo}
      >
        Redo
      </button>
      <label className="toolbar-group">
        Draw box as
        <select
          data-testid="draw-tag"
          value={drawTag ?? ''}
          onChange={(e) => setDrawTag(e.target.value || undefined)}
        >
          <option value="">(off)</option>
          {ALL_TAGS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button" data-testid="help" onClick={() => setHelpOpen(true)}>
        Shortcuts (?)
      </button>
      <button
        type="button"
        className="button danger"
        data-testid="discard-review"
        onClick={() => {
          if (
            window.confirm('Discard this review? Every decision saved in this browser is lost.')
          ) {
            void discardReview();
          }
        }}
      >
        Discard review
      </button>
    </div>
  );
}
