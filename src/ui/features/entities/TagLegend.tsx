import { useAppStore } from '../../state/store';
import { countByTag } from './entity-summary';
import { tagColor } from './tag-colors';
import './entities.css';

/** The colour key: one swatch per tag found, with its count. */
export function TagLegend() {
  const entities = useAppStore((s) => s.result?.detected_pii.entities);
  if (!entities?.length) return null;
  return (
    <ul className="tag-legend" aria-label="Colour of each tag">
      {countByTag(entities).map(([tag, count]) => (
        <li key={tag} data-testid="legend-item" data-tag={tag}>
          <span className="tag-swatch" style={{ background: tagColor(tag) }} aria-hidden="true" />
          {tag} <span className="muted">({count})</span>
        </li>
      ))}
    </ul>
  );
}
