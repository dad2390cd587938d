import { ALL_TAGS } from '../../../core/contract/tags';
import { useAppStore } from '../../state/store';
import { MANUAL_TAG } from './ReviewToolbar';

/** The visible mode banner while drawing boxes: the tag of new boxes, and how to leave. */
export function DrawBanner() {
  const drawTag = useAppStore((s) => s.drawTag);
  const setDrawTag = useAppStore((s) => s.setDrawTag);
  const snap = useAppStore((s) => s.snapToWords);
  const setSnap = useAppStore((s) => s.setSnapToWords);
  if (!drawTag) return null;
  return (
    <div className="banner draw-banner" role="status" data-testid="draw-banner">
      <strong>Drawing boxes:</strong> drag on a page to black out an area.
      <label>
        Tag{' '}
        <select data-testid="draw-tag" value={drawTag} onChange={(e) => setDrawTag(e.target.value)}>
          {[MANUAL_TAG, ...ALL_TAGS].map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          data-testid="snap-words"
          checked={snap}
          onChange={(e) => setSnap(e.target.checked)}
        />
        Snap to words
      </label>
      <button type="button" className="button small" onClick={() => setDrawTag(undefined)}>
        Done (Esc)
      </button>
    </div>
  );
}
