import { useAppStore } from '../../state/store';
import { entityPages } from './entity-summary';
import { tagColor } from './tag-colors';
import './entities.css';

/** The table of detected entities; pointing at a row highlights its boxes on the pages. */
export function EntityList() {
  const entities = useAppStore((s) => s.result?.detected_pii.entities);
  const focused = useAppStore((s) => s.focusedEntity);
  const focusEntity = useAppStore((s) => s.focusEntity);
  if (!entities) return null;
  if (entities.length === 0) {
    return (
      <p className="muted" data-testid="no-entities">
        No personal data was found in this PDF.
      </p>
    );
  }
  return (
    <table className="entity-table">
      <caption>{entities.length} entities found</caption>
      <thead>
        <tr>
          <th scope="col">Tag</th>
          <th scope="col">Text</th>
          <th scope="col">Page</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {entities.map((entity, index) => (
          <tr
            key={`${entity.start}-${entity.end}-${entity.entity_group}`}
            data-testid="entity-row"
            data-tag={entity.entity_group}
            className={focused === index ? 'is-focused' : undefined}
            tabIndex={0}
            onMouseEnter={() => focusEntity(index)}
            onMouseLeave={() => focusEntity(undefined)}
            onFocus={() => focusEntity(index)}
            onBlur={() => focusEntity(undefined)}
          >
            <td>
              <span
                className="tag-swatch"
                style={{ background: tagColor(entity.entity_group) }}
                aria-hidden="true"
              />
              {entity.entity_group}
            </td>
            <td className="entity-text">{entity.word}</td>
            <td>{entityPages(entity)}</td>
            <td>{entity.score.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
