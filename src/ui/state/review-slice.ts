import {
  addAllowed,
  type Decision,
  idsWithSameText,
  idsWithTag,
  isCovered,
  manualEntity,
  redo,
  removeAllowed,
  searchEntities,
  undo,
} from '../../core/review';
import type { AppActions } from './app-state';
import { redactedRanges } from './redacted-ranges';
import { ALLOW_LIST_KEY } from './review-storage';
import { matchUnderSelection, selectionQuery } from './selection-match';
import type { StoreKit } from './store-kit';

/** The actions of the review: decisions, added boxes, search, undo and the allow-list. */
export type ReviewActions = Pick<
  AppActions,
  | 'select'
  | 'decide'
  | 'decideTag'
  | 'decideSameText'
  | 'findMatches'
  | 'redactMatches'
  | 'searchAndRedact'
  | 'redactSelection'
  | 'addManualBox'
  | 'removeAdded'
  | 'setReason'
  | 'undo'
  | 'redo'
  | 'allow'
  | 'disallow'
  | 'setFilters'
>;

/** The review slice. */
export function reviewSlice(kit: StoreKit): ReviewActions {
  const { deps, set, get, act } = kit;
  const saveAllowList = (list: string[]) => {
    set({ allowList: list });
    void deps.storage.set(ALLOW_LIST_KEY, list).catch(() => undefined);
  };
  const step = (move: typeof undo) => {
    const { review } = get();
    if (!review) return;
    const next = move(review);
    if (next === review) return;
    set({ review: next, dirty: true });
    kit.persist();
  };
  const actions: ReviewActions = {
    select: (id) => set({ selectedId: id }),
    decide: (ids, decision: Decision) => act({ type: 'decide', ids, decision }),
    decideTag(tag, decision) {
      const review = get().review;
      if (review) act({ type: 'decide', ids: idsWithTag(review.present, tag), decision });
    },
    decideSameText(id, decision) {
      const review = get().review;
      const item = review?.present.entities.find((e) => e.id === id);
      if (review && item) {
        act({ type: 'decide', ids: idsWithSameText(review.present, item.entity.word), decision });
      }
    },
    async findMatches(query) {
      if (!get().review) return 'Open a PDF first.';
      const answer = await kit.searchKept(query);
      return answer.ok ? answer.matches : answer.message;
    },
    redactMatches(matches, tag) {
      const covered = redactedRanges(get());
      const fresh = matches.filter((m) => !isCovered(m, covered));
      const entities = searchEntities(fresh, tag);
      if (entities.length === 0) return 'Every match is already redacted.';
      act({ type: 'add', entities });
      return `${entities.length} ${entities.length === 1 ? 'match' : 'matches'} redacted as ${tag}.`;
    },
    async searchAndRedact(query, tag) {
      const matches = await actions.findMatches(query);
      if (typeof matches === 'string') return matches;
      if (matches.length === 0) return 'No matches were found.';
      return actions.redactMatches(matches, tag);
    },
    async redactSelection(selection, tag) {
      if (!get().review) return 'Open a PDF first.';
      const query = selectionQuery(selection.text);
      if (!query) return 'Select some text on a page first.';
      const answer = await kit.searchKept(query);
      if (!answer.ok) return answer.message;
      const match = matchUnderSelection(answer.matches, selection);
      if (!match) return 'The selected text was not found in the document text of that page.';
      act({ type: 'add', entities: searchEntities([match], tag) });
      return `“${match.word}” redacted as ${tag}.`;
    },
    addManualBox(tag, box) {
      const ends = get().result?.detected_pii.entities.map((e) => e.end) ?? [];
      // Manual boxes have no text: they sort after the document text.
      act({ type: 'add', entities: [manualEntity(tag, box, ends.length ? Math.max(...ends) : 0)] });
    },
    removeAdded: (id) => act({ type: 'remove', ids: [id] }),
    setReason: (ids, reason) => act({ type: 'reason', ids, reason }),
    undo: () => step(undo),
    redo: () => step(redo),
    allow: (term) => saveAllowList(addAllowed(get().allowList, term)),
    disallow: (term) => saveAllowList(removeAllowed(get().allowList, term)),
    setFilters: (filters) => set((s) => ({ filters: { ...s.filters, ...filters } })),
  };
  return actions;
}
