import type { Entity } from '../contract/types';
import { detectedId } from './entity-id';
import type { Decision, ReviewEntity, ReviewState } from './types';

/** Something the reviewer did; every action is one undo step. */
export type ReviewAction =
  | { type: 'decide'; ids: readonly string[]; decision: Decision }
  | { type: 'add'; entities: readonly ReviewEntity[] }
  | { type: 'remove'; ids: readonly string[] }
  | { type: 'reason'; ids: readonly string[]; reason: string | undefined };

/** The review with its history: `past` and `future` hold whole states (they share entities). */
export interface ReviewHistory {
  past: ReviewState[];
  present: ReviewState;
  future: ReviewState[];
}

/** Longest undo history kept; older steps are dropped. */
export const HISTORY_LIMIT = 500;

/** A fresh review of detected entities: every one pending. */
export function initialReview(detected: readonly Entity[]): ReviewState {
  const seen = new Set<string>();
  const entities: ReviewEntity[] = [];
  for (const entity of detected) {
    const id = detectedId(entity);
    if (seen.has(id)) continue;
    seen.add(id);
    entities.push({ id, origin: 'detected', entity });
  }
  return { entities, decisions: {} };
}

/** The decision about `id` (`pending` when none was made). */
export function decisionOf(state: ReviewState, id: string): Decision {
  return state.decisions[id] ?? 'pending';
}

/** Applies one action; returns the same state object when nothing changes. */
export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'decide': {
      const known = new Set(state.entities.map((e) => e.id));
      const ids = action.ids.filter(
        (id) => known.has(id) && decisionOf(state, id) !== action.decision,
      );
      if (ids.length === 0) return state;
      const decisions = { ...state.decisions };
      for (const id of ids) {
        if (action.decision === 'pending') delete decisions[id];
        else decisions[id] = action.decision;
      }
      return { ...state, decisions };
    }
    case 'add': {
      const known = new Set(state.entities.map((e) => e.id));
      const added = action.entities.filter((e) => !known.has(e.id));
      // Adding means "redact this": new and already present ones are accepted.
      const decisions = { ...state.decisions };
      let changed = added.length > 0;
      for (const e of action.entities) {
        if (decisions[e.id] !== 'accepted') {
          decisions[e.id] = 'accepted';
          changed = true;
        }
      }
      if (!changed) return state;
      return { ...state, entities: [...state.entities, ...added], decisions };
    }
    case 'reason': {
      const reasons = { ...state.reasons };
      for (const id of action.ids) {
        if (action.reason) reasons[id] = action.reason;
        else delete reasons[id];
      }
      return { ...state, reasons };
    }
    case 'remove': {
      const drop = new Set(
        action.ids.filter((id) =>
          state.entities.some((e) => e.id === id && e.origin !== 'detected'),
        ),
      );
      if (drop.size === 0) return state;
      const decisions = { ...state.decisions };
      for (const id of drop) delete decisions[id];
      return { ...state, entities: state.entities.filter((e) => !drop.has(e.id)), decisions };
    }
  }
}

/** A history with `present` and nothing to undo. */
export function startHistory(present: ReviewState): ReviewHistory {
  return { past: [], present, future: [] };
}

/** Applies an action as one undoable step (a no-op adds no step). */
export function applyAction(history: ReviewHistory, action: ReviewAction): ReviewHistory {
  const next = reviewReducer(history.present, action);
  if (next === history.present) return history;
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [] };
}

/** Steps back one action. */
export function undo(history: ReviewHistory): ReviewHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** Steps forward one undone action. */
export function redo(history: ReviewHistory): ReviewHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

/** Ids of every entity with `tag`. */
export function idsWithTag(state: ReviewState, tag: string): string[] {
  return state.entities.filter((e) => e.entity.entity_group === tag).map((e) => e.id);
}

/** Normalizes text for "same text" comparisons: case and runs of whitespace do not count. */
export function sameTextKey(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

/** Ids of every entity whose text is the same as `text` (any tag). */
export function idsWithSameText(state: ReviewState, text: string): string[] {
  const key = sameTextKey(text);
  return state.entities.filter((e) => sameTextKey(e.entity.word) === key).map((e) => e.id);
}
