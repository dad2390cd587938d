import { allowSet, isAllowed } from '../../../core/review/allow-list';
import { isUncertain, willRedact } from '../../../core/review/export-review';
import { decisionOf, type ReviewHistory } from '../../../core/review/review-reducer';
import type { Decision, Origin } from '../../../core/review/types';
import type { ReviewFilters } from '../../state/app-state';
import type { Entity } from '../../types';
import { type EntitySource, entitySourceKey } from '../../../worker/protocol';

/** One entity as the workspace shows it: the entity, its decision and what export will do. */
export interface ReviewItem {
  id: string;
  origin: Origin;
  entity: Entity;
  decision: Decision;
  /** Its text is on the allow-list (never redacted). */
  allowed: boolean;
  /** Whether the export blacks it out. */
  redacted: boolean;
  /** Scored below the uncertainty threshold: listed apart, kept unless accepted. */
  uncertain: boolean;
  /** Found by a fresh detection of a reopened file that its saved review did not know. */
  isNew: boolean;
}

/** Every entity under review, in document order. */
export function reviewItems(
  review: ReviewHistory | undefined,
  allowList: readonly string[],
  uncertainBelow = 0,
  newIds: readonly string[] = [],
): ReviewItem[] {
  if (!review) return [];
  const state = review.present;
  const allowed = allowSet(allowList);
  const fresh = new Set(newIds);
  return state.entities
    .map((item) => ({
      id: item.id,
      origin: item.origin,
      entity: item.entity,
      decision: decisionOf(state, item.id),
      allowed: isAllowed(item, allowed),
      redacted: willRedact(state, item, allowed, uncertainBelow),
      uncertain: isUncertain(item, uncertainBelow),
      isNew: fresh.has(item.id),
    }))
    .sort(
      (a, b) =>
        firstBoxOrder(a.entity) - firstBoxOrder(b.entity) || a.entity.start - b.entity.start,
    );
}

/** Sort key: page first, then position on the page. */
function firstBoxOrder(entity: Entity): number {
  const box = entity.boxes[0];
  return box ? box.page * 1e7 + Math.round(box.y) * 1e3 + Math.round(box.x) : 0;
}

/** The items the panel and the pages show under `filters`. */
export function filterItems(items: readonly ReviewItem[], filters: ReviewFilters): ReviewItem[] {
  const text = filters.text.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      !filters.hiddenTags.includes(item.entity.entity_group) &&
      (filters.page === undefined || item.entity.boxes.some((b) => b.page === filters.page)) &&
      // Added entities score 1; the threshold only hides the detector's doubtful ones.
      item.entity.score >= filters.threshold &&
      (!text || item.entity.word.toLocaleLowerCase().includes(text)),
  );
}

/** Detectors in words, as the hover card and the list say them. */
const DETECTOR_WORDS: Record<EntitySource, string> = {
  rule: 'rule',
  model: 'model',
  'rule and model': 'rule and model',
  image: 'image detector',
  custom: 'custom tag',
};

/**
 * Where an entity came from, in words: text layer or OCR, and the rules, the model, a search or
 * the reviewer's hand. `sources` is the detection's per-entity record (absent in old reviews).
 */
export function sourceOf(
  item: Pick<ReviewItem, 'origin' | 'entity'>,
  sources?: Readonly<Record<string, EntitySource>>,
): string {
  if (item.origin === 'manual') return 'drawn by hand';
  const layer = item.entity.boxes.some((b) => b.score < 1) ? 'OCR' : 'text layer';
  if (item.origin === 'search') return `search or selection (${layer})`;
  const detector = sources?.[entitySourceKey(item.entity)];
  return `${detector ? DETECTOR_WORDS[detector] : 'detector'} (${layer})`;
}

/** A group of the list: its key, heading and items. */
export interface ItemGroup {
  key: string;
  label: string;
  /** Tag of a tag group (for its colour and "all of this tag" actions). */
  tag?: string;
  items: ReviewItem[];
}

/**
 * Groups items by page (an item sits under its first page) or by tag, in document order, with
 * the uncertain findings apart in a last group of their own.
 */
export function groupItems(items: readonly ReviewItem[], by: 'page' | 'tag'): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  const uncertain: ReviewItem[] = [];
  for (const item of items) {
    if (item.uncertain) {
      uncertain.push(item);
      continue;
    }
    const tag = item.entity.entity_group;
    const page = item.entity.boxes[0]?.page ?? 0;
    const key = by === 'tag' ? `tag:${tag}` : `page:${page}`;
    const group = groups.get(key) ?? {
      key,
      label: by === 'tag' ? tag : `Page ${page}`,
      ...(by === 'tag' ? { tag } : {}),
      items: [],
    };
    group.items.push(item);
    groups.set(key, group);
  }
  const list = [...groups.values()];
  if (uncertain.length > 0) {
    list.push({
      key: 'uncertain',
      label: 'Uncertain: kept unless you redact them',
      items: uncertain,
    });
  }
  return list;
}

/** Groups items by tag, tags in order of first appearance. */
export function groupByTag(items: readonly ReviewItem[]): [string, ReviewItem[]][] {
  const groups = new Map<string, ReviewItem[]>();
  for (const item of items) {
    const list = groups.get(item.entity.entity_group) ?? [];
    list.push(item);
    groups.set(item.entity.entity_group, list);
  }
  return [...groups];
}
