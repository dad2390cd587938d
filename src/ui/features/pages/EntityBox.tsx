import type { CSSProperties } from 'react';
import { useAppStore } from '../../state/store';
import { tagColor } from '../entities/tag-colors';
import { sourceOf } from '../review/review-items';
import type { PageBox } from './page-boxes';

/** Page size in points, to place boxes as percentages (they then follow any zoom). */
interface PageSize {
  width: number;
  height: number;
}

/** A coloured rectangle over one entity box; positioned in percent of the page. */
export function EntityBox({
  item: { box, item },
  page,
  focused,
  preview,
  onSelect,
}: {
  item: PageBox;
  page: PageSize;
  focused: boolean;
  /** Show the box exactly as the export draws it: solid black, or nothing when kept. */
  preview: boolean;
  onSelect(id: string): void;
}) {
  const sources = useAppStore((s) => s.result?.entitySources);
  const reason = useAppStore((s) => s.review?.present.reasons?.[item.id]);
  const tag = item.entity.entity_group;
  const style = {
    left: `${(box.x / page.width) * 100}%`,
    top: `${(box.y / page.height) * 100}%`,
    width: `${(box.width / page.width) * 100}%`,
    height: `${(box.height / page.height) * 100}%`,
    '--tag': tagColor(tag),
  } as CSSProperties;
  const status = item.allowed
    ? 'allowed (kept)'
    : item.decision === 'pending'
      ? item.redacted
        ? 'pending: will be redacted'
        : 'uncertain: kept unless redacted'
      : item.decision === 'accepted'
        ? 'redact'
        : 'keep';
  const text = box.text || item.entity.word;
  if (preview) {
    if (!item.redacted) return null;
    return <div className="preview-box" data-testid="preview-box" style={style} />;
  }
  const state = item.redacted
    ? 'redact'
    : item.uncertain && item.decision === 'pending'
      ? 'uncertain'
      : 'keep';
  return (
    <div
      className={`entity-box decision-${state}${focused ? ' is-focused' : ''}`}
      data-testid="entity-box"
      data-tag={tag}
      data-id={item.id}
      data-state={state}
      style={style}
      onClick={() => onSelect(item.id)}
    >
      {reason && item.redacted && (
        <span className="box-reason" data-testid="box-reason">
          {reason}
        </span>
      )}
      {/* Shown on hover (CSS): what was found, how sure, and where it came from. */}
      <div className="entity-tip" role="tooltip" data-testid="entity-tip">
        <strong>{tag}</strong> · score {item.entity.score.toFixed(2)} · {status}
        <br />
        <span className="entity-tip-text">{text || '(drawn box)'}</span>
        <br />
        <span className="entity-tip-source">Source: {sourceOf(item, sources)}</span>
      </div>
    </div>
  );
}
