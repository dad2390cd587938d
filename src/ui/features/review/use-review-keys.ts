import { useEffect } from 'react';
import { useAppStore } from '../../state/store';
import { scrollToEntity, scrollToPage, viewerPageCount } from '../pages/page-navigation';
import type { ReviewItem } from './review-items';

/** Whether a key event comes from a place that takes text (shortcuts stay out of its way). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/** The review's keyboard shortcuts (see SHORTCUTS), over the visible entities. */
export function useReviewKeys(visible: readonly ReviewItem[]): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const s = useAppStore.getState();
      if (event.key === 'Escape') {
        if (s.helpOpen) s.setHelpOpen(false);
        if (s.drawTag) s.setDrawTag(undefined);
        return;
      }
      if (isTyping(event.target) || event.altKey) return;
      const ctrl = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) s.redo();
        else s.undo();
        return;
      }
      if (ctrl) return;
      if (key === 'p' && s.review) {
        event.preventDefault();
        s.setPreview(!s.preview);
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        s.setHelpOpen(!s.helpOpen);
        return;
      }
      if (key === 'j' || key === 'k') {
        event.preventDefault();
        if (visible.length === 0) return;
        const at = visible.findIndex((i) => i.id === s.selectedId);
        const step = key === 'j' ? 1 : -1;
        const next =
          at < 0
            ? step > 0
              ? 0
              : visible.length - 1
            : (at + step + visible.length) % visible.length;
        const id = visible[next]!.id;
        s.select(id);
        scrollToEntity(id);
        return;
      }
      if (event.key === '[' || event.key === ']') {
        event.preventDefault();
        const count = viewerPageCount();
        const page = Math.min(count, Math.max(1, s.currentPage + (event.key === ']' ? 1 : -1)));
        if (count === 0) return;
        scrollToPage(page);
        s.setCurrentPage(page);
        return;
      }
      if ((key === 'a' || key === 'r') && s.selectedId) {
        event.preventDefault();
        s.decide([s.selectedId], key === 'a' ? 'accepted' : 'rejected');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible]);
}
