import { useReviewItems } from '../review/use-review-items';
import { tagColor } from './tag-colors';
import './entities.css';

/** The colour key: one swatch per tag under review, with its count. */
export function TagLegend() {
  const { all } = useReviewItems();
  if (!all.length) return null;
  const counts = new Map<string, number>();
  for (const i of all)
    counts.set(i.entity.entity_group, (counts.get(i.entity.entity_group) ?? 0) + 1);
  return (
    <ul className="tag-legend" aria-label="Colour of each tag">
      {[...counts].map(([tag, count]) => (
        <li key={tag} data-testid="legend-item" data-tag={tag}>
          <span className="tag-swatch" style={{ background: tagColor(tag) }} aria-hidden="true" />
          {tag} <span className="muted">({count})</span>
        </li>
      ))}
    </ul>
  );
}
