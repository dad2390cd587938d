import type { ReviewHistory } from '../../core/review/review-reducer';
import type { OcrLanguage } from '../../core/contract/languages';
import type { VerificationReport } from '../../core/redact/verify-output';
import type { ReviewDetectResult } from '../../worker/protocol';
import type { ResidualCandidate } from '../../core/review/residual-check';
import type { Box, StageName } from '../types';

/** What the app is doing: nothing, detecting, showing results, or writing the redacted PDF. */
export type Phase = 'idle' | 'detecting' | 'ready' | 'redacting';

/** Progress of one pipeline stage. */
export interface StageProgress {
  stage: StageName;
  done: number;
  total: number;
}

/** The opened file; `bytes` stay on the main thread (the worker gets copies). */
export interface OpenedFile {
  name: string;
  bytes: Uint8Array;
  /** SHA-256 of the bytes (hex): the key of the saved review. */
  key: string;
  /** The password that opened an encrypted PDF (kept in memory only, never saved). */
  password?: string;
}

/** A text selection on one page, to redact: its text and where it lies (page points). */
export interface PageSelection {
  page: number;
  text: string;
  rects: { x: number; y: number; width: number; height: number }[];
}

/** What the entity panel shows. */
export interface ReviewFilters {
  /** Tags hidden from the list and the pages. */
  hiddenTags: string[];
  /** Only this page (undefined: every page). */
  page: number | undefined;
  /** Entities scoring below this are hidden (0 to 1). */
  threshold: number;
  /** Text the entity's text must contain. */
  text: string;
}

/** Everything the UI shows; changed only through the store's actions. */
export interface AppState {
  phase: Phase;
  file: OpenedFile | undefined;
  /** Stages reported by the running job, in the order they started. */
  progress: StageProgress[];
  /** The detection under review (with which detector found each entity). */
  result: ReviewDetectResult | undefined;
  /** A sentence for the user when something failed. */
  error: string | undefined;
  /** A short status line (e.g. after a cancel) that is not an error. */
  notice: string | undefined;
  /** Id of the entity the user points at or selected, highlighted on the page and in the list. */
  selectedId: string | undefined;
  /** The review of the open document with its undo history. */
  review: ReviewHistory | undefined;
  /** Terms never redacted (kept between sessions). */
  allowList: string[];
  filters: ReviewFilters;
  /** Whether the keyboard help overlay is open. */
  helpOpen: boolean;
  /** Page width as a multiple of the normal width. */
  zoom: number;
  /** Tag of the boxes drawn by hand; undefined when drawing is off. */
  drawTag: string | undefined;
  /** The page the viewer shows (1-based), as scrolling or navigation left it. */
  currentPage: number;
  /** Set while the open file is encrypted and waits for its password (`wrong`: one was refused). */
  passwordNeeded: { wrong: boolean } | undefined;
  /** Languages read by OCR on pages without a usable text layer. */
  ocrLangs: OcrLanguage[];
  /** The checks the last exported PDF passed. */
  verification: VerificationReport | undefined;
  /** Pages show exactly what the export will black out, and nothing else. */
  preview: boolean;
  /** Detected findings scoring below this are "uncertain": kept unless accepted (0 to 1). */
  uncertainBelow: number;
  /** Ids of findings a fresh detection added to a restored review (marked new). */
  newIds: string[];
  /** Whether decisions were made since the last export (opening another file asks first). */
  dirty: boolean;
  /** How the list groups findings. */
  grouping: 'page' | 'tag';
  /** Whether a drawn box grows or shrinks to the whole words it covers. */
  snapToWords: boolean;
  /** Id of the legal reason-code set offered per redaction ("none": off). */
  reasonSet: string;
  /** Whether the export draws each box's reason code on it. */
  reasonLabels: boolean;
  /** What the residual check after the last export found left visible (undefined: not run). */
  residual: ResidualFound[] | undefined;
}

/** Something the residual check found in the kept text, with its boxes to redact it. */
export interface ResidualFound extends ResidualCandidate {
  word: string;
  boxes: Box[];
}

export type { AppActions } from './app-actions';

/** Filters showing everything. */
export const NO_FILTERS: ReviewFilters = {
  hiddenTags: [],
  page: undefined,
  threshold: 0,
  text: '',
};

/**
 * Default score below which a detected finding is uncertain. Below 0.55 the built-in detector
 * has only its context guesses (a capitalised word after "in"/"at" taken for a place or an
 * organisation, a weekday): `scripts/uncertain-threshold.ts` prints the figures, README
 * ("Uncertain findings") weighs them.
 */
export const DEFAULT_UNCERTAIN_BELOW = 0.55;

/** The initial state. */
export const INITIAL_STATE: AppState = {
  phase: 'idle',
  file: undefined,
  progress: [],
  result: undefined,
  error: undefined,
  notice: undefined,
  selectedId: undefined,
  review: undefined,
  allowList: [],
  filters: NO_FILTERS,
  helpOpen: false,
  zoom: 1,
  drawTag: undefined,
  currentPage: 1,
  passwordNeeded: undefined,
  ocrLangs: ['eng'],
  verification: undefined,
  preview: false,
  uncertainBelow: DEFAULT_UNCERTAIN_BELOW,
  newIds: [],
  dirty: false,
  grouping: 'page',
  residual: undefined,
  reasonSet: 'none',
  reasonLabels: false,
  snapToWords: true,
};
