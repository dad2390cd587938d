import type { AnonymizeOptions, DetectOptions } from '../contract/options';
import type { DetectResponse } from '../contract/types';
import type { StageTimer } from '../contract/stage-timer';
import { CUSTOM_TAG } from '../contract/tags';
import { assembleDocument, readPageLayers } from '../document/load-document';
import { customEntities } from '../custom/custom-entities';
import { detectorsFor } from '../custom/detect-with-rules';
import { interpretInstruction } from '../custom/interpret-instruction';
import { findModelCustomSpans } from '../custom/model-spans';
import { planNotes } from '../custom/plan-notes';
import type { InstructionModel } from '../custom/ports';
import { runPlan, type CustomSpan } from '../custom/run-plan';
import type { DocumentModel } from '../document/model';
import type { PdfEngine, PdfSource } from '../platform/ports';
import { applyOcr } from './ocr-stage';
import {
  type AnonymizeResult,
  anonymizeWith,
  detectWith,
  ocrDepsOf,
  type PipelineDeps,
} from './operations';
import type { OperationHooks } from './progress';
import { pageLimitNotes, processedPages } from './page-limits';
import { type DetectionRun, limitationNotes } from './run-detection';

/** The custom operation's dependencies: the pipeline's, plus the language model when chosen. */
export interface CustomDeps extends PipelineDeps {
  /** Reads the instruction instead of the built-in interpreter (chat endpoint, in-browser model). */
  instructionModel?: InstructionModel;
}

/** The spans the instruction asks for, and the sentences `exception` must carry about them. */
async function spansFor(
  document: DocumentModel,
  prompt: string,
  options: DetectOptions,
  hooks: OperationHooks,
  deps: CustomDeps,
): Promise<{ spans: CustomSpan[]; notes: string[] }> {
  if (deps.instructionModel) {
    const found = await findModelCustomSpans(document.text, prompt, deps.instructionModel);
    const notes =
      found.unmatched.length === 0
        ? []
        : [
            `The language model named ${found.unmatched.length} text(s) that do not occur in the ` +
              `document (${found.unmatched
                .slice(0, 5)
                .map((t) => `'${t}'`)
                .join(', ')}); they were ignored.`,
          ];
    return { spans: found.spans, notes };
  }
  const plan = interpretInstruction(prompt);
  const detect = detectorsFor(document.text, deps.ner, options.minChunkSize, hooks.signal);
  return { spans: await runPlan(document.text, plan, detect), notes: planNotes(plan) };
}

/** Reads the document (OCR where needed) and finds what the prompt asks for (stage Ner). */
async function findCustom(
  source: PdfSource,
  prompt: string,
  options: AnonymizeOptions | DetectOptions,
  timer: StageTimer,
  hooks: OperationHooks,
  deps: CustomDeps,
): Promise<DetectionRun> {
  // The configurable page limit (decisions: none by default) applies here as everywhere.
  const pages = processedPages(source.pageCount, options);
  const textLayers = await timer.time('PdfDataToDocument', () =>
    readPageLayers(source, hooks, pages),
  );
  const ocr = ocrDepsOf(deps);
  const layers = ocr ? await applyOcr(source, textLayers, options, ocr, timer, hooks) : textLayers;
  const document = assembleDocument(layers);
  const found = await timer.time('Ner', () => spansFor(document, prompt, options, hooks, deps));
  const notes = [
    ...limitationNotes(document, options, ocr !== undefined),
    ...pageLimitNotes(source.pageCount, options),
    ...found.notes,
  ];
  return {
    document,
    entities: customEntities(document, found.spans, CUSTOM_TAG),
    notes,
  };
}

/**
 * `/api/anonymize/custom/pdf`: reads the document (OCR where needed), finds what the free-text
 * `prompt` asks for (the configured language model, or the built-in interpreter running our own
 * detectors), and writes the redacted, verified PDF. Every entity is tagged `CUSTOM`; every page
 * is processed.
 */
export function anonymizeCustom(
  engine: PdfEngine,
  data: Uint8Array,
  prompt: string,
  options: AnonymizeOptions,
  hooks: OperationHooks = {},
  deps: CustomDeps = {},
): Promise<AnonymizeResult> {
  return anonymizeWith(engine, data, options, hooks, (source, timer, stageHooks) =>
    findCustom(source, prompt, options, timer, stageHooks, deps),
  );
}

/**
 * Finds what `prompt` asks for without writing a PDF (the UI's custom instruction box, whose
 * entities join the review).
 */
export function detectCustom(
  engine: PdfEngine,
  data: Uint8Array,
  prompt: string,
  options: DetectOptions,
  hooks: OperationHooks = {},
  deps: CustomDeps = {},
): Promise<DetectResponse> {
  return detectWith(engine, data, options, hooks, (source, timer, stageHooks) =>
    findCustom(source, prompt, options, timer, stageHooks, deps),
  );
}
