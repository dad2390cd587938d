import type { DetectOptions } from '../contract/options';
import type { StageTimer } from '../contract/stage-timer';
import { assembleDocument, readPageLayers } from '../document/load-document';
import type { DocumentModel } from '../document/model';
import type { PdfSource } from '../platform/ports';
import { findHiddenText, type HiddenText } from './hidden-text';
import { type OcrDeps, startOcr } from './ocr-stage';
import { pageLimitNotes, processedPages } from './page-limits';
import type { OperationHooks } from './progress';

/** The options that decide what a reading holds (two readings with equal ones are the same). */
export type ReadOptions = Pick<
  DetectOptions,
  'forceOcr' | 'ocrLangs' | 'rotatedText' | 'maxPages' | 'maxPagePixels'
>;

/**
 * A document as every operation reads it: the text (text layer, plus OCR where a page needs
 * it), the text hidden from view (failed earlier redactions), and the notes for `exception`
 * about what could not be read.
 */
export interface DocumentReading {
  document: DocumentModel;
  hidden: HiddenText;
  /** Sentences for `exception`: pages not searched, no OCR, hidden text, page limit. */
  notes: string[];
  /** Whether an OCR engine was available to this reading. */
  ocrRan: boolean;
  /** The options it was read with (a session reuses it for a job with the same ones). */
  readWith: ReadOptions;
}

/** What a reading needs besides the opened document. */
export interface ReadRequest {
  source: PdfSource;
  options: ReadOptions;
  timer: StageTimer;
  hooks: OperationHooks;
  /** The OCR engine; absent, textless pages are named in a note instead of read. */
  ocr?: OcrDeps;
}

/**
 * The one reading of a document that detect, anonymize, custom, the API and the review's export
 * share: each page's text layer with its hidden glyphs (PdfDataToDocument), OCR of the pages that
 * need it (Ocr), the document text, and the hidden-text check. No operation reads pages another way.
 */
export async function readDocument(request: ReadRequest): Promise<DocumentReading> {
  const { source, options, timer, hooks, ocr } = request;
  // OCR starts with each page that needs it and runs while the next pages are read.
  const ocrRun = ocr ? startOcr(source, options, ocr, timer, hooks) : undefined;
  const started = timer.now();
  const textLayers = await readPageLayers(
    source,
    hooks,
    processedPages(source.pageCount, options),
    { findHidden: true, ...(ocrRun ? { onLayer: (i, layer) => ocrRun.page(i, layer) } : {}) },
  ).finally(() =>
    // The OCR renders and waits for a free lane are counted under their own stages.
    timer.add('PdfDataToDocument', timer.now() - started - (ocrRun?.inlineMs ?? 0)),
  );
  const layers = ocrRun ? await ocrRun.finish(textLayers) : textLayers;
  const document = assembleDocument(layers);
  // Text hidden from view (failed earlier redactions); see core/pipeline/hidden-text.ts.
  const hidden = await timer.time('PdfDataToDocument', () =>
    findHiddenText(source, document, hooks.signal),
  );
  return {
    document,
    hidden,
    notes: [
      ...limitationNotes(document, options, ocr !== undefined),
      ...pageLimitNotes(source.pageCount, options),
      ...hidden.notes,
    ],
    ocrRan: ocr !== undefined,
    readWith: readOptionsOf(options),
  };
}

/** The reading-relevant part of an operation's options. */
export function readOptionsOf(options: ReadOptions): ReadOptions {
  const { forceOcr, ocrLangs, rotatedText, maxPages, maxPagePixels } = options;
  return { forceOcr, ocrLangs, rotatedText, maxPages, maxPagePixels };
}

/** True when a reading made with `a` answers a job that asks for `b`. */
export function sameReading(a: ReadOptions, b: ReadOptions): boolean {
  return (
    a.forceOcr === b.forceOcr &&
    a.rotatedText === b.rotatedText &&
    (a.maxPages ?? 0) === (b.maxPages ?? 0) &&
    a.maxPagePixels === b.maxPagePixels &&
    a.ocrLangs.length === b.ocrLangs.length &&
    a.ocrLangs.every((lang, i) => b.ocrLangs[i] === lang)
  );
}

/**
 * Honest notes about what this run could not do for the request (never a silent skip). Without
 * an OCR engine (a runtime that has none), textless pages and force_ocr are reported.
 */
export function limitationNotes(
  document: DocumentModel,
  options: Pick<DetectOptions, 'forceOcr'>,
  hasOcr: boolean,
): string[] {
  const notes: string[] = [];
  const textless = document.pages.filter((p) => p.text.trim().length === 0).map((p) => p.page);
  if (textless.length > 0 && !hasOcr) {
    notes.push(
      `${textless.length === 1 ? 'Page' : 'Pages'} ${textless.join(', ')} ` +
        `${textless.length === 1 ? 'has' : 'have'} no text layer and OCR is not available in this ` +
        'version, so no text was searched there.',
    );
  }
  if (options.forceOcr && !hasOcr) {
    notes.push(
      'force_ocr was requested, but OCR is not available in this version: the text layer was used.',
    );
  }
  return notes;
}
