import { useEffect, useRef } from 'react';
import { useAppStore } from '../../state/store';
import { groupByTag, type ReviewItem, sourceOf } from '../review/review-items';
import { useReviewItems } from '../review/use-review-items';
import { scrollToEntity } from '../pages/page-navigation';
import { entityPages } from './entity-summary';
import { tagColor } from './tag-colors';
import './entities.css';

const DECISION_LABEL = { pending: 'Pending', accepted: 'Redact', rejected: 'Kept' } as const;

/** The entities under review, grouped by tag, each with accept and reject controls. */
export function EntityList() {
  const { all, visible } = useReviewItems();
  const decideTag = useAppStore((s) => s.decideTag);
  if (all.length === 0) {
    return (
      <p className="muted" data-testid="no-entities">
        No personal data was found in this PDF. Search or draw boxes to redact by hand.
      </p>
    );
  }
  return (
    <section className="entity-groups" aria-label="Entities">
      <p className="muted entity-count" data-testid="entity-count">
        Showing {visible.length} of {all.length}
      </p>
      {groupByTag(visible).map(([tag, items]) => {
        const total = all.filter((i) => i.entity.entity_group === tag).length;
        return (
          <section key={tag} className="entity-group" data-testid="entity-group" data-tag={tag}>
            <header className="entity-group-header">
              <h3>
                <span
                  className="tag-swatch"
                  style={{ background: tagColor(tag) }}
                  aria-hidden="true"
                />
                {tag} <span className="muted">({total})</span>
              </h3>
              <span className="row-actions">
                <button
                  type="button"
                  className="button small"
                  data-testid="accept-tag"
                  onClick={() => decideTag(tag, 'accepted')}
                >
                  Redact all<span className="visually-hidden"> {tag}</span>
                </button>
                <button
                  type="button"
                  className="button small"
                  data-testid="reject-tag"
                  onClick={() => decideTag(tag, 'rejected')}
                >
                  Keep all<span className="visually-hidden"> {tag}</span>
                </button>
              </span>
            </header>
            <ul className="entity-rows">
              {items.map((item) => (
                <EntityRow key={item.id} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

/** One entity: its text, page and score, decision and the buttons to change it. */
function EntityRow({ item }: { item: ReviewItem }) {
  const selected = useAppStore((s) => s.selectedId === item.id);
  const sources = useAppStore((s) => s.result?.entitySources);
  const select = useAppStore((s) => s.select);
  const decide = useAppStore((s) => s.decide);
  const decideSameText = useAppStore((s) => s.decideSameText);
  const removeAdded = useAppStore((s) => s.removeAdded);
  const allow = useAppStore((s) => s.allow);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const { entity } = item;
  const label = entity.word || `${entity.entity_group} box`;
  return (
    <li
      ref={ref}
      className={`entity-row decision-${item.decision}${selected ? ' is-focused' : ''}${item.allowed ? ' is-allowed' : ''}`}
      data-testid="entity-row"
      data-tag={entity.entity_group}
      data-id={item.id}
      data-decision={item.decision}
      data-redacted={item.redacted}
      aria-current={selected ? 'true' : undefined}
    >
      <button
        type="button"
        className="entity-main"
        onClick={() => {
          select(item.id);
          // The page may be far away in a long document: bring the entity into view.
          scrollToEntity(item.id);
        }}
        title={`${entity.entity_group} · score ${entity.score.toFixed(2)} · ${sourceOf(item, sources)}`}
      >
        <span className="entity-text">{label}</span>
        <span className="muted entity-meta">
          p. {entityPages(entity)} · {entity.score.toFixed(2)}
          {item.origin !== 'detected' && ` · ${item.origin === 'manual' ? 'drawn' : 'search'}`}
          {' · '}
          <span data-testid="entity-status">
            {item.allowed ? 'Allowed' : DECISION_LABEL[item.decision]}
          </span>
        </span>
      </button>
      <span className="row-actions">
        <button
          type="button"
          className="button small"
          data-testid="accept"
          aria-pressed={item.decision === 'accepted'}
          aria-label={`Redact ${label}`}
          onClick={() => decide([item.id], 'accepted')}
        >
          ✓
        </button>
        <button
          type="button"
          className="button small"
          data-testid="reject"
          aria-pressed={item.decision === 'rejected'}
          aria-label={`Keep ${label}`}
          onClick={() => decide([item.id], 'rejected')}
        >
          ✗
        </button>
        {item.origin === 'detected' ? (
          <>
            <button
              type="button"
              className="button small"
              data-testid="accept-same"
              aria-label={`Redact every “${label}”`}
              title="Redact every occurrence of this text"
              onClick={() => decideSameText(item.id, 'accepted')}
            >
              ✓all
            </button>
            <button
              type="button"
              className="button small"
              data-testid="reject-same"
              aria-label={`Keep every “${label}”`}
              title="Keep every occurrence of this text"
              onClick={() => decideSameText(item.id, 'rejected')}
            >
              ✗all
            </button>
            <button
              type="button"
              className="button small"
              data-testid="allow"
              aria-label={`Never redact “${label}”`}
              title="Add to the allow-list: never redact this text"
              onClick={() => allow(entity.word)}
            >
              Allow
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button small"
            data-testid="remove-added"
            aria-label={`Remove ${label}`}
            onClick={() => removeAdded(item.id)}
          >
            Remove
          </button>
        )}
      </span>
    </li>
  );
}
