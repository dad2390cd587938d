import type { DetectOptions } from '../core/contract/options';
import { StageTimer } from '../core/contract/stage-timer';
import type { Box, DetectResponse } from '../core/contract/types';
import { boxesForRange } from '../core/document/entity-boxes';
import type { DocumentModel } from '../core/document/model';
import type { PipelineDeps } from '../core/pipeline/operations';
import type { OperationHooks } from '../core/pipeline/progress';
import { runDetection } from '../core/pipeline/run-detection';
import type { PdfEngine } from '../core/platform/ports';
import { type SearchQuery, searchText } from '../core/review/search';
import type { SearchMatches } from './protocol';

/**
 * Detection for the review workspace: the same steps as `detect`, keeping the analysed
 * document (its text, and the glyph geometry that maps text ranges to boxes) so that a search
 * during the review can be answered without reading (or OCRing) the PDF again.
 */
export async function detectForReview(
  engine: PdfEngine,
  data: Uint8Array,
  options: DetectOptions,
  hooks: OperationHooks,
  deps: PipelineDeps,
): Promise<{ response: DetectResponse; document: DocumentModel }> {
  const timer = new StageTimer(hooks.clock ?? Date.now);
  const source = await timer.time('PdfDataToDocument', () =>
    engine.open(data, options.password === undefined ? {} : { password: options.password }),
  );
  try {
    const ocr = deps.ocr
      ? deps.ocrDpi === undefined
        ? { engine: deps.ocr }
        : { engine: deps.ocr, dpi: deps.ocrDpi }
      : undefined;
    const run = await runDetection(source, options, timer, hooks, ocr, deps.ner);
    const response: DetectResponse = {
      detected_pii: {
        path: options.path,
        entities: run.entities,
        exception: run.notes.join(' '),
        json: '',
      },
      processing_time: timer.result(),
    };
    return { response, document: run.document };
  } finally {
    await source.close();
  }
}

/** Searches a kept document: every match with the boxes covering it on its page. */
export function searchDocument(document: DocumentModel, query: SearchQuery): SearchMatches {
  const result = searchText(document.text, query);
  if (!result.ok) return { ok: false, message: result.message };
  return {
    ok: true,
    matches: result.ranges.map((r) => ({
      start: r.start,
      end: r.end,
      word: document.text.slice(r.start, r.end),
      boxes: boxesForRange(document, r.start, r.end) satisfies Box[],
    })),
  };
}
