import type { Provenance } from '../contract/provenance';
import { PROPAGATED_RECOGNIZER } from '../detect/propagate';
import type { Span } from '../detect/span';
import type { DocumentModel } from '../document/model';

/** Prefix of the recognizer name a model's spans carry (see core/ner/find-model-spans.ts). */
const MODEL_RECOGNIZER_PREFIX = 'model:';

/**
 * The detectors behind a merged span: its recognizer names (`a+b` once rules and model agreed)
 * say whether the rules, the model, or both found it.
 */
export function spanDetectors(span: Pick<Span, 'recognizer'>): Provenance[] {
  const found = new Set<Provenance>();
  for (const name of span.recognizer.split('+')) {
    if (name === PROPAGATED_RECOGNIZER) found.add('propagated');
    else found.add(name.startsWith(MODEL_RECOGNIZER_PREFIX) ? 'model' : 'rule');
  }
  return [...found];
}

/**
 * Where the text of document range [start, end) was read, when not (only) the text layer:
 * `ocr` when any of its characters came from OCR, `annotation` when from an annotation's or a
 * form field's appearance. Empty for text-layer text.
 */
export function readProvenance(document: DocumentModel, start: number, end: number): Provenance[] {
  const found = new Set<Provenance>();
  for (const page of document.pages) {
    const from = Math.max(start, page.offset) - page.offset;
    const to = Math.min(end, page.offset + page.text.length) - page.offset;
    if (from >= to) continue;
    for (let i = from; i < to; i++) {
      const run = page.origin.run[i]!;
      if (run < 0) continue;
      const source: string = page.runs[run]?.source ?? 'text-layer';
      if (source === 'ocr') found.add('ocr');
      else if (source !== 'text-layer') found.add('annotation');
    }
  }
  return [...found];
}
