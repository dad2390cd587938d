import type { DetectOptions } from '../contract/options';
import { type DetectedEntity, type Provenance, withProvenance } from '../contract/provenance';
import type { StageTimer } from '../contract/stage-timer';
import { TEXT_TAGS, type TextTag } from '../contract/tags';
import type { Entity } from '../contract/types';
import { boxesForRange } from '../document/entity-boxes';
import type { DocumentModel } from '../document/model';
import { findPii } from '../detect/find-pii';
import { propagateOccurrences } from '../detect/propagate';
import type { Span } from '../detect/span';
import { findModelSpans } from '../ner/find-model-spans';
import { mergeModelSpans } from '../ner/merge';
import type { PdfSource } from '../platform/ports';
import { runVisualDetection } from '../visual/visual-stage';
import { serveCustomTags } from '../custom/custom-tags';
import { detectorsFor } from '../custom/detect-with-rules';
import { type PipelineDeps, ocrDepsOf } from './deps';
import { withHiddenText } from './hidden-text';
import { readProvenance, spanDetectors } from './entity-provenance';
import type { OperationHooks } from './progress';
import { type DocumentReading, readDocument } from './read-document';

/** What detection produced: the document, its entities and what could not be done. */
export interface DetectionRun {
  document: DocumentModel;
  /** Entities with their provenance (internal: responses carry `publicEntity` of each). */
  entities: DetectedEntity[];
  /** Sentences for `exception`: what was skipped and why (empty when nothing was). */
  notes: string[];
  /** The reading the entities were found in (a session keeps it for later jobs). */
  reading: DocumentReading;
}

/** What a detection step is given: the opened document, its options and dependencies. */
export interface DetectionRequest {
  source: PdfSource;
  options: DetectOptions;
  timer: StageTimer;
  hooks: OperationHooks;
  deps: PipelineDeps;
  /** A reading already made with the same options (a document session's): not read again. */
  reading?: DocumentReading;
}

const TEXT_TAG_SET: ReadonlySet<string> = new Set(TEXT_TAGS);

/** The text tags to search for: all when none are asked for. */
function textTagsOf(options: DetectOptions): TextTag[] {
  return options.tags.filter((t): t is TextTag => TEXT_TAG_SET.has(t));
}

/** The reading of the request, made now unless one was given. */
export function readingFor(request: DetectionRequest): Promise<DocumentReading> {
  if (request.reading) return Promise.resolve(request.reading);
  const ocr = ocrDepsOf(request.deps);
  return readDocument({
    source: request.source,
    options: request.options,
    timer: request.timer,
    hooks: request.hooks,
    ...(ocr ? { ocr } : {}),
  });
}

/** An entity for a span of the document text, with the detectors and reading behind it. */
function entityOf(document: DocumentModel, span: Span, detectors: Provenance[]): DetectedEntity {
  const entity: Entity = {
    entity_group: span.tag,
    score: Math.round(span.score * 10000) / 10000,
    word: document.text.slice(span.start, span.end),
    start: span.start,
    end: span.end,
    boxes: boxesForRange(document, span.start, span.end),
  };
  return withProvenance(entity, [...detectors, ...readProvenance(document, span.start, span.end)]);
}

/**
 * Adds the reading's hidden text (failed earlier redactions) to the entities found: entities
 * inside a hidden range give way to the hidden-text entities (which keep a recognizer's tag
 * where one matched). Provenance is carried through by identity.
 */
export function addHidden(
  reading: DocumentReading,
  entities: readonly DetectedEntity[],
): DetectedEntity[] {
  const known = new Map<Entity, DetectedEntity>(entities.map((e) => [e, e]));
  for (const e of reading.hidden.entities) {
    known.set(
      e,
      withProvenance(e, ['hidden', ...readProvenance(reading.document, e.start, e.end)]),
    );
  }
  return withHiddenText(entities, reading.hidden).map(
    (e) => known.get(e) ?? withProvenance(e, ['hidden']),
  );
}

/**
 * The standard detection step. Reads the document (the one reading: text layer, OCR where
 * needed, hidden text) unless a reading is given, and finds its entities (Ner): the built-in
 * recognizers, merged with a token-classification model's entities when one is given; then the
 * hidden text, the visual tags and the custom tags.
 */
export async function runDetection(request: DetectionRequest): Promise<DetectionRun> {
  const { source, options, timer, hooks, deps } = request;
  const reading = await readingFor(request);
  const { document } = reading;
  const tags = textTagsOf(options);
  const wantsText = options.tags.length === 0 || tags.length > 0;
  const entities = await timer.time('Ner', async () => {
    if (!wantsText) return [];
    if (deps.findTextSpans && !deps.ner) {
      // The same detector elsewhere (deps.ts): this thread is free meanwhile.
      const spans = await deps.findTextSpans(document.text, tags);
      hooks.onProgress?.({
        stage: 'Ner',
        done: document.pages.length,
        total: document.pages.length,
      });
      return spans.map((span) => entityOf(document, span, spanDetectors(span)));
    }
    const rules = findPii(document.text, tags);
    const found = deps.ner
      ? mergeModelSpans(
          rules,
          await findModelSpans(document.text, deps.ner, {
            minChunkSize: options.minChunkSize,
            tags,
            ...(hooks.signal ? { signal: hooks.signal } : {}),
          }),
        )
      : rules;
    // Found once, redacted everywhere (core/detect/propagate.ts).
    const spans = propagateOccurrences(document.text, found);
    hooks.onProgress?.({ stage: 'Ner', done: document.pages.length, total: document.pages.length });
    return spans.map((span) => entityOf(document, span, spanDetectors(span)));
  });
  const withHidden = addHidden(reading, entities);
  // Visual tags (SIGNATURE, QR_CODE, FACE) read rendered pages; see core/visual/visual-stage.ts.
  const visualRun = await runVisualDetection(source, document, options, deps.visual, timer, hooks);
  // Custom tags (issue 9), each entity tagged with the caller's label; see core/custom/custom-tags.ts.
  const detectors = detectorsFor(document.text, deps.ner, options.minChunkSize, hooks.signal);
  const custom = await timer.time('Ner', () =>
    serveCustomTags(document, options.customTags, detectors, deps.instructionModel),
  );
  return {
    document,
    entities: [
      ...withHidden,
      ...visualRun.entities.map((e) => withProvenance(e, ['image'])),
      ...custom.entities.map((e) =>
        withProvenance(e, ['custom', ...readProvenance(document, e.start, e.end)]),
      ),
    ],
    notes: [...reading.notes, ...visualRun.notes, ...custom.notes],
    reading,
  };
}
