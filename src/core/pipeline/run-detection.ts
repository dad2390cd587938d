import type { DetectOptions } from '../contract/options';
import type { StageTimer } from '../contract/stage-timer';
import { TEXT_TAGS, type TextTag } from '../contract/tags';
import type { Entity } from '../contract/types';
import { boxesForRange } from '../document/entity-boxes';
import { assembleDocument, readPageLayers } from '../document/load-document';
import type { DocumentModel } from '../document/model';
import { findPii } from '../detect/find-pii';
import { findModelSpans } from '../ner/find-model-spans';
import { mergeModelSpans } from '../ner/merge';
import type { NerEngine } from '../ner/ports';
import type { PdfSource } from '../platform/ports';
import { runVisualDetection, type VisualDeps } from '../visual/visual-stage';
import { addHiddenText } from './hidden-text';
import { pageLimitNotes, processedPages } from './page-limits';
import { applyOcr, type OcrDeps } from './ocr-stage';
import { serveCustomTags } from '../custom/custom-tags';
import type { InstructionModel } from '../custom/ports';
import { detectorsFor } from '../custom/detect-with-rules';
import type { OperationHooks } from './progress';

/** What detection produced: the document, its entities and what could not be done. */
export interface DetectionRun {
  document: DocumentModel;
  entities: Entity[];
  /** Sentences for `exception`: what was skipped and why (empty when nothing was). */
  notes: string[];
}

const TEXT_TAG_SET: ReadonlySet<string> = new Set(TEXT_TAGS);

/** The text tags to search for: all when none are asked for. */
function textTagsOf(options: DetectOptions): TextTag[] {
  return options.tags.filter((t): t is TextTag => TEXT_TAG_SET.has(t));
}

/**
 * Reads the document (PdfDataToDocument), OCRs the pages that need it when an OCR engine is
 * given (Ocr), and finds its entities (Ner): the built-in recognizers, merged with a
 * token-classification model's entities when one is given.
 */
export async function runDetection(
  source: PdfSource,
  options: DetectOptions,
  timer: StageTimer,
  hooks: OperationHooks,
  ocr?: OcrDeps,
  ner?: NerEngine,
  visual?: VisualDeps,
  instructionModel?: InstructionModel,
): Promise<DetectionRun> {
  const textLayers = await timer.time('PdfDataToDocument', () =>
    readPageLayers(source, hooks, processedPages(source.pageCount, options), {
      findHidden: true,
    }),
  );
  const layers = ocr ? await applyOcr(source, textLayers, options, ocr, timer, hooks) : textLayers;
  const document = assembleDocument(layers);
  const tags = textTagsOf(options);
  const notes = limitationNotes(document, options, ocr !== undefined);
  const wantsText = options.tags.length === 0 || tags.length > 0;
  const entities = await timer.time('Ner', async () => {
    if (!wantsText) return [];
    const rules = findPii(document.text, tags);
    const spans = ner
      ? mergeModelSpans(
          rules,
          await findModelSpans(document.text, ner, {
            minChunkSize: options.minChunkSize,
            tags,
            ...(hooks.signal ? { signal: hooks.signal } : {}),
          }),
        )
      : rules;
    hooks.onProgress?.({ stage: 'Ner', done: document.pages.length, total: document.pages.length });
    return spans.map((span): Entity => ({
      entity_group: span.tag,
      score: Math.round(span.score * 10000) / 10000,
      word: document.text.slice(span.start, span.end),
      start: span.start,
      end: span.end,
      boxes: boxesForRange(document, span.start, span.end),
    }));
  });
  // Text hidden from view (failed earlier redactions); see core/pipeline/hidden-text.ts.
  const hidden = await addHiddenText(source, document, entities, timer, hooks.signal);
  // Visual tags (SIGNATURE, QR_CODE, FACE) read rendered pages; see core/visual/visual-stage.ts.
  const visualRun = await runVisualDetection(source, document, options, visual, timer, hooks);
  // Custom tags (issue 9), each entity tagged with the caller's label; see core/custom/custom-tags.ts.
  const detectors = detectorsFor(document.text, ner, options.minChunkSize, hooks.signal);
  const custom = await timer.time('Ner', () =>
    serveCustomTags(document, options.customTags, detectors, instructionModel),
  );
  return {
    document,
    entities: [...hidden.entities, ...visualRun.entities, ...custom.entities],
    notes: [
      ...notes,
      ...pageLimitNotes(source.pageCount, options),
      ...hidden.notes,
      ...visualRun.notes,
      ...custom.notes,
    ],
  };
}

/**
 * Honest notes about what this run could not do for the request (never a silent skip). Without
 * an OCR engine (a runtime that has none), textless pages and force_ocr are reported.
 */
export function limitationNotes(
  document: DocumentModel,
  options: DetectOptions,
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
