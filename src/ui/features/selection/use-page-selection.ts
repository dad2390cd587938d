import { useCallback, useEffect, useState } from 'react';
import type { PageSelection } from '../../state/app-state';

/** The current selection in a page's text layer, or a sentence saying why it cannot be used. */
export type SelectionState =
  | { kind: 'none' }
  | { kind: 'ok'; selection: PageSelection }
  | { kind: 'invalid'; message: string };

/** The page frame (with its size in points) an element of a text layer belongs to. */
function frameOf(node: Node | null): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  if (!element?.closest('.textLayer')) return null;
  return element.closest<HTMLElement>('[data-testid="page-frame"]');
}

/** Reads the browser's selection as a page, its text and its rectangles in page points. */
export function readSelection(selection: Selection | null): SelectionState {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return { kind: 'none' };
  const text = selection.toString();
  if (text.trim() === '') return { kind: 'none' };
  const frame = frameOf(selection.anchorNode);
  const focusFrame = frameOf(selection.focusNode);
  if (!frame && !focusFrame) return { kind: 'none' };
  if (!frame || frame !== focusFrame) {
    return { kind: 'invalid', message: 'Select text within one page to redact it.' };
  }
  const page = Number(frame.dataset.page);
  const width = Number(frame.dataset.pageWidth);
  const height = Number(frame.dataset.pageHeight);
  const bounds = frame.getBoundingClientRect();
  const rects = [...selection.getRangeAt(0).getClientRects()]
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({
      x: ((r.left - bounds.left) / bounds.width) * width,
      y: ((r.top - bounds.top) / bounds.height) * height,
      width: (r.width / bounds.width) * width,
      height: (r.height / bounds.height) * height,
    }));
  return { kind: 'ok', selection: { page, text, rects } };
}

/**
 * Follows the document's selection as far as it lies in a page's text layer. A selection is
 * kept when focus moves to a control outside the pages (the tag list collapses the browser's
 * selection in some browsers) and dropped when the user clicks into the pages again or calls
 * `clear`.
 */
export function usePageSelection(): [SelectionState, () => void] {
  const [state, setState] = useState<SelectionState>({ kind: 'none' });
  useEffect(() => {
    const update = () => {
      const selection = document.getSelection();
      const next = readSelection(selection);
      const anchor = selection?.anchorNode ?? null;
      const anchorElement = anchor instanceof Element ? anchor : (anchor?.parentElement ?? null);
      const inPages = anchorElement?.closest('[data-testid="page-scroll"]') != null;
      if (next.kind !== 'none' || inPages) setState(next);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);
  const clear = useCallback(() => {
    document.getSelection()?.removeAllRanges();
    setState({ kind: 'none' });
  }, []);
  return [state, clear];
}
