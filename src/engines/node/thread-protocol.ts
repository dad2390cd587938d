import type { PageContent, PageDrawing, TextRun } from '../../core/platform/ports';

/** The page reads a page thread can do (the PdfSource methods run there). */
export type ThreadMethod =
  'textRuns' | 'pageText' | 'pageContent' | 'pageDrawing' | 'render' | 'encode';

/** Opens a document in a thread (its own pdf.js instance reads its own copy of the bytes). */
export interface OpenMessage {
  type: 'open';
  doc: number;
  data: Uint8Array;
  password?: string;
}

/** Forgets a document in a thread. */
export interface CloseMessage {
  type: 'close';
  doc: number;
}

/**
 * One page read. `textRuns` with `drawing` also reads the page's drawing when the page has text
 * (one parsed content stream for both, as the core asks for both in a row).
 */
export interface RunMessage {
  type: 'run';
  id: number;
  doc: number;
  method: ThreadMethod;
  page: number;
  scale?: number;
  drawing?: boolean;
  /** `encode`: the page is rendered at `scale` within this pixel budget and encoded so. */
  maxPagePixels?: number;
  format?: 'jpeg' | 'png';
  quality?: number;
  /** `encode`: paint the page's reading operator list, as the main thread's render will. */
  readingList?: boolean;
}

/** What the main thread sends. */
export type ToThread = OpenMessage | CloseMessage | RunMessage;

/** Pixels of a rendered page, RGBA row by row (the buffer is transferred, not copied). */
export interface RenderedPixels {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** The answer to a run. */
export type RunValue =
  | { method: 'textRuns'; runs: TextRun[]; drawing?: PageDrawing | { failed: string } }
  | { method: 'pageText'; text: string }
  | { method: 'pageContent'; content: PageContent }
  | { method: 'pageDrawing'; drawing: PageDrawing }
  | { method: 'render'; pixels: RenderedPixels }
  | { method: 'encode'; image: Uint8Array; scale: number; renderMs: number };

/** What a thread answers: the value, or the failure's message (the main thread retries). */
export type FromThread = { id: number; value: RunValue } | { id: number; failed: string };
