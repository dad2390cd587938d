import { useEffect, useMemo, useRef, useState } from 'react';
import { groupOccurrences, type OccurrenceGroup } from '../../../core/review/occurrences';
import { useAppStore } from '../../state/store';
import { groupItems, type ItemGroup, type ReviewItem, sourceOf } from '../review/review-items';
import { useReviewItems } from '../review/use-review-items';
import { scrollToEntity } from '../pages/page-navigation';
import { ReasonPicker } from '../reasons/ReasonPicker';
import { entityPages } from './entity-summary';
import { tagColor } from './tag-colors';
import './entities.css';

/** Row status in words: what the export does with it. */
function statusOf(item: ReviewItem): string {
  if (item.allowed) return 'Allowed: kept';
  if (item.decision === 'accepted') return 'Redact';
  if (item.decision === 'rejected') return 'Keep';
  return item.redacted ? 'Pending: will be redacted' : 'Uncertain: kept';
}

/** The findings, grouped by page (or tag), collapsible, each with labelled actions. */
export function EntityList() {
  const { all, visible } = useReviewItems();
  const grouping = useAppStore((s) => s.grouping);
  const setGrouping = useAppStore((s) => s.setGrouping);
  // One row per string and tag (the detector marks every occurrence): shown ones grouped for
  // the list, every one (filters aside) for the group's Redact / Keep.
  const occurrences = useMemo(() => occurrenceRows(visible, all), [visible, all]);
  if (all.length === 0) {
    return (
      <p className="muted" data-testid="no-entities">
        No personal data was found in this PDF. Search or draw boxes to redact by hand.
      </p>
    );
  }
  return (
    <section className="entity-groups" aria-label="Findings">
      <div className="list-head">
        <p className="muted entity-count" data-testid="entity-count">
          Showing {visible.length} of {all.length}
        </p>
        <label className="grouping">
          Group by{' '}
          <select
            data-testid="grouping"
            value={grouping}
            onChange={(e) => setGrouping(e.target.value === 'tag' ? 'tag' : 'page')}
          >
            <option value="page">page</option>
            <option value="tag">tag</option>
          </select>
        </label>
      </div>
      {groupItems(
        occurrences.map((o) => o.items[0]!),
        grouping,
      ).map((group) => (
        <EntityGroup key={group.key} group={group} occurrences={occurrences} />
      ))}
    </section>
  );
}

/** Occurrences of one string and tag: the shown ones, and the ids of all of them. */
interface OccurrenceRow extends OccurrenceGroup<ReviewItem> {
  allIds: string[];
}

/** The shown items grouped by string and tag, each with every occurrence's id. */
function occurrenceRows(
  visible: readonly ReviewItem[],
  all: readonly ReviewItem[],
): OccurrenceRow[] {
  const everyId = new Map(groupOccurrences(all).map((g) => [g.key, g.items.map((i) => i.id)]));
  return groupOccurrences(visible).map((g) => ({ ...g, allIds: everyId.get(g.key) ?? [] }));
}

/** One collapsible group with its count (of what the filters show) and group actions. */
function EntityGroup({ group, occurrences }: { group: ItemGroup; occurrences: OccurrenceRow[] }) {
  const decide = useAppStore((s) => s.decide);
  const [open, setOpen] = useState(true);
  const byFirst = new Map(occurrences.map((o) => [o.items[0]!.id, o]));
  const rows = group.items.map((i) => byFirst.get(i.id)!);
  const members = rows.flatMap((r) => r.items);
  const ids = members.map((i) => i.id);
  const unreviewed = members.filter((i) => i.decision === 'pending').length;
  return (
    <section
      className={`entity-group${group.key === 'uncertain' ? ' is-uncertain' : ''}`}
      data-testid="entity-group"
      data-group={group.key}
      {...(group.tag ? { 'data-tag': group.tag } : {})}
    >
      <header className="entity-group-header">
        <h3>
          <button
            type="button"
            className="group-toggle"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>{' '}
            {group.tag && (
              <span
                className="tag-swatch"
                style={{ background: tagColor(group.tag) }}
                aria-hidden="true"
              />
            )}
            {group.label}{' '}
            <span className="muted" data-testid="group-count">
              ({members.length}
              {unreviewed > 0 ? `, ${unreviewed} to review` : ''})
            </span>
          </button>
        </h3>
        <span className="row-actions">
          <button
            type="button"
            className="button small"
            data-testid="accept-tag"
            title="Redact every finding of this group"
            onClick={() => decide(ids, 'accepted')}
          >
            Redact all<span className="visually-hidden"> in {group.label}</span>
          </button>
          <button
            type="button"
            className="button small"
            data-testid="reject-tag"
            title="Keep every finding of this group"
            onClick={() => decide(ids, 'rejected')}
          >
            Keep all<span className="visually-hidden"> in {group.label}</span>
          </button>
        </span>
      </header>
      {open && (
        <ul className="entity-rows">
          {rows.map((row) =>
            row.items.length > 1 ? (
              <OccurrencesRow key={row.key} row={row} />
            ) : (
              <EntityRow key={row.key} item={row.items[0]!} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/** Decision of a set of occurrences: the shared one, or `mixed`. */
function sharedDecision(items: readonly ReviewItem[]): ReviewItem['decision'] | 'mixed' {
  const first = items[0]!.decision;
  return items.every((i) => i.decision === first) ? first : 'mixed';
}

/**
 * One string and tag found several times: its text, count and pages, Redact / Keep on every
 * occurrence at once, and expandable to each occurrence (a click scrolls to it).
 */
function OccurrencesRow({ row }: { row: OccurrenceRow }) {
  const decide = useAppStore((s) => s.decide);
  const selectedInside = useAppStore((s) => row.items.some((i) => i.id === s.selectedId));
  const [open, setOpen] = useState(false);
  // j / k move through single occurrences: open the row when one of them becomes selected
  // (adjusted while rendering, as React advises, rather than in an effect).
  const [wasSelected, setWasSelected] = useState(selectedInside);
  if (selectedInside !== wasSelected) {
    setWasSelected(selectedInside);
    if (selectedInside) setOpen(true);
  }
  const first = row.items[0]!;
  const tag = first.entity.entity_group;
  const label = first.entity.word;
  const decision = sharedDecision(row.items);
  const count = row.items.length;
  const pages = `${row.pages.length > 1 ? 'pages' : 'page'} ${row.pages.join(', ')}`;
  return (
    <li
      className={`entity-row occurrence-row decision-${decision}`}
      data-testid="occurrence-group"
      data-tag={tag}
      data-count={count}
      data-decision={decision}
    >
      <button
        type="button"
        className="entity-main"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        title={`${tag}: every occurrence of this text`}
      >
        <span className="entity-text">
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> {label}
        </span>
        <span className="muted entity-meta">
          <span className="tag-swatch" style={{ background: tagColor(tag) }} />
          {tag} ·{' '}
          <span data-testid="occurrence-summary">
            {count} occurrences on {pages}
          </span>
          {' · '}
          <span data-testid="entity-status">
            {decision === 'mixed' ? 'Mixed decisions' : statusOf(first)}
          </span>
        </span>
      </button>
      <span className="row-actions">
        <button
          type="button"
          className="button small"
          data-testid="accept-occurrences"
          aria-pressed={decision === 'accepted'}
          aria-label={`Redact all ${row.allIds.length} “${label}”`}
          title="Black out every occurrence of this text"
          onClick={() => decide(row.allIds, 'accepted')}
        >
          Redact
        </button>
        <button
          type="button"
          className="button small"
          data-testid="reject-occurrences"
          aria-pressed={decision === 'rejected'}
          aria-label={`Keep all ${row.allIds.length} “${label}”`}
          title="Leave every occurrence of this text readable"
          onClick={() => decide(row.allIds, 'rejected')}
        >
          Keep
        </button>
      </span>
      {open && (
        <ul className="entity-rows occurrence-list">
          {row.items.map((item) => (
            <EntityRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** One finding: its text, page, score and status, and the actions on it. */
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
  const same = item.decision === 'rejected' ? 'rejected' : 'accepted';
  return (
    <li
      ref={ref}
      className={`entity-row decision-${item.decision}${selected ? ' is-focused' : ''}${item.allowed ? ' is-allowed' : ''}${item.redacted ? ' is-redacted' : ''}`}
      data-testid="entity-row"
      data-tag={entity.entity_group}
      data-id={item.id}
      data-decision={item.decision}
      data-redacted={item.redacted}
      data-uncertain={item.uncertain}
      data-new={item.isNew}
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
        <span className="entity-text">
          {item.isNew && (
            <span className="new-badge" data-testid="new-badge">
              New
            </span>
          )}
          {label}
        </span>
        <span className="muted entity-meta">
          <span className="tag-swatch" style={{ background: tagColor(entity.entity_group) }} />
          {entity.entity_group} · p. {entityPages(entity)} · {entity.score.toFixed(2)}
          {item.origin !== 'detected' && ` · ${item.origin === 'manual' ? 'drawn' : 'search'}`}
          {' · '}
          <span data-testid="entity-status">{statusOf(item)}</span>
        </span>
      </button>
      <span className="row-actions">
        {item.redacted && <ReasonPicker id={item.id} label={label} />}
        <button
          type="button"
          className="button small"
          data-testid="accept"
          aria-pressed={item.decision === 'accepted'}
          aria-label={`Redact ${label}`}
          title="Black this out in the export"
          onClick={() => decide([item.id], 'accepted')}
        >
          Redact
        </button>
        <button
          type="button"
          className="button small"
          data-testid="reject"
          aria-pressed={item.decision === 'rejected'}
          aria-label={`Keep ${label}`}
          title="Leave this readable in the export"
          onClick={() => decide([item.id], 'rejected')}
        >
          Keep
        </button>
        {item.origin === 'detected' ? (
          <>
            <button
              type="button"
              className="button small"
              data-testid={same === 'accepted' ? 'accept-same' : 'reject-same'}
              aria-label={`${same === 'accepted' ? 'Redact' : 'Keep'} every “${label}”`}
              title={`${same === 'accepted' ? 'Redact' : 'Keep'} every finding with this same text`}
              onClick={() => decideSameText(item.id, same)}
            >
              All like this
            </button>
            <button
              type="button"
              className="button small"
              data-testid="allow"
              aria-label={`Never redact “${label}”`}
              title="Add to the allow-list: never redact this text, in any document"
              onClick={() => allow(entity.word)}
            >
              Allow-list
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button small"
            data-testid="remove-added"
            aria-label={`Remove ${label}`}
            title="Remove this box you added"
            onClick={() => removeAdded(item.id)}
          >
            Remove
          </button>
        )}
      </span>
    </li>
  );
}
