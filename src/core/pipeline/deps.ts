import type { InstructionModel } from '../custom/ports';
import type { TextTag } from '../contract/tags';
import type { Span } from '../detect/span';
import type { NerEngine } from '../ner/ports';
import type { OcrEngine } from '../ocr/ports';
import type { PdfEngine } from '../platform/ports';
import type { RedactionWriterFactory } from '../redact/redaction-writer';
import type { VisualDeps } from '../visual/visual-stage';
import type { OcrDeps } from './ocr-stage';

/**
 * What an operation may use besides the PDF engine. Without `ocr` (a runtime that has no OCR
 * engine) pages without a usable text layer are reported in `exception` instead of read.
 */
export interface PipelineDeps {
  ocr?: OcrEngine;
  /** Token-classification model merged with the built-in detector (absent: rules only). */
  ner?: NerEngine;
  /** Render resolution for OCR in dots per inch (300 when absent). */
  ocrDpi?: number;
  /** Visual detectors (SIGNATURE, QR_CODE, FACE); absent: visual tags are reported as not searched. */
  visual?: VisualDeps;
  /**
   * Language model chosen for custom instructions: reads a custom job's prompt and serves
   * `custom_tags` (absent: the built-in interpreter and our own detectors).
   */
  instructionModel?: InstructionModel;
  /** Writes redacted outputs (the product's writer when absent): a port for fault injection. */
  createWriter?: RedactionWriterFactory;
  /**
   * The built-in detector run elsewhere (`findPii` then `propagateOccurrences` on `text`, the
   * same spans): the CLI runs it on a thread while its own thread paints the pages. Used only
   * without `ner`; absent: run here.
   */
  findTextSpans?: (text: string, tags: readonly TextTag[]) => Promise<Span[]>;
}

/** Everything `runJob` uses: the PDF engine that opens the job's document, and the rest. */
export interface JobDeps extends PipelineDeps {
  engine: PdfEngine;
}

/** The OCR part of the dependencies, when there is an engine. */
export function ocrDepsOf(deps: PipelineDeps): OcrDeps | undefined {
  if (!deps.ocr) return undefined;
  return deps.ocrDpi === undefined ? { engine: deps.ocr } : { engine: deps.ocr, dpi: deps.ocrDpi };
}
