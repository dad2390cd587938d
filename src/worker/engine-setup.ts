import type { NerEngine } from '../core/ner/ports';
import type { InstructionModel } from '../core/custom/ports';
import type { VisualDeps } from '../core/visual/visual-stage';
import { createBrowserOcrEngine } from '../engines/browser/tesseract-runtime';
import type { FetchRelay } from '../engines/llm/fetch-relay';
import { withInstructionModel } from '../engines/llm/instruction-model-settings';
import { withVisualDetection } from '../engines/visual/browser-visual';
import type { TesseractOcrEngine } from '../engines/tesseract/tesseract-engine';
import { type InstructionWay, instructionWay } from '../shared/storage/instruction-way';
import { browserModelFileFetch, type ModelFileFetch } from '../shared/storage/model-files';
import { activeModel } from '../shared/storage/model-settings';
import { cachedLanguages } from '../shared/storage/ocr-language-data';
import { visualDetection } from '../shared/storage/visual-detection';
import { nerEngineFor } from './ner-service';

/**
 * The one module that turns the person's settings into the engines' dependencies. Engines never
 * read settings or storage: this reads them from the storage registry, fresh for every job (so
 * an API job follows a change made in Settings a moment before), and hands each engine what it
 * needs.
 */

/** The settings the engines depend on, as read for one job. */
export interface EngineSettings {
  /** The named-entity model chosen in Settings › Models, if any. */
  activeModel: string | undefined;
  /** Whether a request naming no tags also searches signatures, faces and codes. */
  visualWhenAllTags: boolean;
  /** How custom instructions and custom tags are read. */
  instructionWay: InstructionWay;
}

/** Reads the engines' settings from the storage registry. */
export async function readEngineSettings(): Promise<EngineSettings> {
  const [model, visual, way] = await Promise.all([
    activeModel.get(),
    visualDetection.get(),
    instructionWay.get(),
  ]);
  return { activeModel: model, visualWhenAllTags: visual, instructionWay: way };
}

let files: ModelFileFetch | undefined;

/** How model engines read model files: kept ones from the registry's cache, else the origin. */
function modelFiles(): ModelFileFetch {
  return (files ??= browserModelFileFetch());
}

/** The chosen model, loaded; undefined when none is chosen. */
async function loadNer(modelId: string | undefined): Promise<NerEngine | undefined> {
  if (modelId === undefined) return undefined;
  try {
    return await nerEngineFor(modelId, modelFiles());
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`the model '${modelId}' chosen in Settings could not be loaded (${detail})`);
  }
}

/** The OCR engine of the pipeline worker, told which language data this browser holds. */
export function createWorkerOcrEngine(): TesseractOcrEngine {
  return createBrowserOcrEngine(cachedLanguages);
}

/** What a job's engines get on top of the worker's own (`base`: the OCR engine). */
type WithModels<D> = D & { ner?: NerEngine; instructionModel?: InstructionModel };

/**
 * The dependency builders of one worker: `standard` for detect, review and anonymize (the active
 * NER model, the visual detectors, and the instruction model when custom tags ask for one, so
 * none of them drift apart), `instruction` for custom instructions (the NER model and the
 * instruction model). `read` is replaceable in tests.
 */
export function createEngineSetup<D extends object>(
  base: D,
  read: () => Promise<EngineSettings> = readEngineSettings,
) {
  const withNer = async (settings: EngineSettings): Promise<D & { ner?: NerEngine }> => {
    const ner = await loadNer(settings.activeModel);
    return ner ? { ...base, ner } : base;
  };
  return {
    /** Dependencies of detect, detectForReview and anonymize. */
    async standard(
      customTags: readonly string[],
      relay?: FetchRelay,
    ): Promise<WithModels<D> & { visual: VisualDeps }> {
      const settings = await read();
      const deps = withVisualDetection(await withNer(settings), settings.visualWhenAllTags);
      // Without custom tags no instruction model is loaded: a detection never pays for one.
      if (customTags.length === 0) return deps;
      return withInstructionModel(deps, settings.instructionWay, relay, modelFiles());
    },
    /** Dependencies of a custom instruction (anonymizeCustom, detectCustom). */
    async instruction(relay?: FetchRelay): Promise<WithModels<D>> {
      const settings = await read();
      return withInstructionModel(
        await withNer(settings),
        settings.instructionWay,
        relay,
        modelFiles(),
      );
    },
  };
}
