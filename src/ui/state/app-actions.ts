import type { OcrLanguage } from '../../core/contract/languages';
import type { Decision, SearchQuery } from '../../core/review';
import type { SearchMatch } from '../../worker/protocol';
import type { AppState, PageSelection, ReviewFilters } from './app-state';

/** The store's actions. */
export interface AppActions {
  openFile(file: File): Promise<void>;
  cancel(): void;
  downloadRedactedPdf(): Promise<void>;
  downloadJson(): void;
  select(id: string | undefined): void;
  /** Decides about the given entities (one undo step). */
  decide(ids: readonly string[], decision: Decision): void;
  decideTag(tag: string, decision: Decision): void;
  decideSameText(id: string, decision: Decision): void;
  /** Searches the document and redacts every match under `tag`; resolves to a sentence. */
  searchAndRedact(query: SearchQuery, tag: string): Promise<string>;
  /** Searches the document: the matches, or a sentence saying why it could not. */
  findMatches(query: SearchQuery): Promise<SearchMatch[] | string>;
  /** Redacts the matches not already covered by a redacted finding; returns a sentence. */
  redactMatches(matches: readonly SearchMatch[], tag: string): string;
  /** Sets (or clears, with undefined) the legal reason code of findings (one undo step). */
  setReason(ids: readonly string[], reason: string | undefined): void;
  setPreview(preview: boolean): void;
  setUncertainBelow(value: number): void;
  setGrouping(grouping: AppState['grouping']): void;
  /** Redacts everything the residual check found (one undo step); returns a sentence. */
  redactResidual(): string;
  setReasonSet(id: string): void;
  /** Turns drawing the reason codes on the exported boxes on or off. */
  setReasonLabels(on: boolean): void;
  setSnapToWords(on: boolean): void;
  /** Saves the redaction log (CSV), with the redacted text only when asked. */
  downloadLog(withText: boolean): void;
  /** Adds a hand-drawn box (page points) under `tag`. */
  addManualBox(
    tag: string,
    box: { page: number; x: number; y: number; width: number; height: number },
  ): void;
  removeAdded(id: string): void;
  undo(): void;
  redo(): void;
  allow(term: string): void;
  disallow(term: string): void;
  setFilters(filters: Partial<ReviewFilters>): void;
  setHelpOpen(open: boolean): void;
  setZoom(zoom: number): void;
  setDrawTag(tag: string | undefined): void;
  setCurrentPage(page: number): void;
  /** Opens the waiting encrypted file with `password`. */
  unlock(password: string): Promise<void>;
  setOcrLangs(langs: OcrLanguage[]): void;
  /** Redacts exactly the selected characters under `tag`; resolves to a sentence. */
  redactSelection(selection: PageSelection, tag: string): Promise<string>;
  /** Restores the review saved in the browser, if any (at start-up). */
  restoreSaved(): Promise<void>;
  /** Forgets the saved review of the open document and starts the review over. */
  discardReview(): Promise<void>;
}
