import type { DetectOptions } from '../contract/options';
import { withProvenance } from '../contract/provenance';
import { CUSTOM_TAG } from '../contract/tags';
import { customEntities } from '../custom/custom-entities';
import { detectorsFor } from '../custom/detect-with-rules';
import { interpretInstruction } from '../custom/interpret-instruction';
import { findModelCustomSpans } from '../custom/model-spans';
import { planNotes } from '../custom/plan-notes';
import { runPlan, type CustomSpan } from '../custom/run-plan';
import type { DocumentModel } from '../document/model';
import type { PipelineDeps } from './deps';
import { readProvenance } from './entity-provenance';
import type { OperationHooks } from './progress';
import { addHidden, type DetectionRequest, type DetectionRun, readingFor } from './run-detection';

/** The spans the instruction asks for, and the sentences `exception` must carry about them. */
async function spansFor(
  document: DocumentModel,
  prompt: string,
  options: DetectOptions,
  hooks: OperationHooks,
  deps: PipelineDeps,
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

/**
 * The custom instruction's detection step: the same reading as every operation (OCR where
 * needed, hidden text included), then what `prompt` asks for (stage Ner): the configured
 * language model, or the built-in interpreter running our own detectors. Every entity it finds
 * is tagged `CUSTOM`; text hidden under old boxes is added whatever the prompt says.
 */
export async function findCustom(
  request: DetectionRequest & { prompt: string },
): Promise<DetectionRun> {
  const { options, timer, hooks, deps, prompt } = request;
  const reading = await readingFor(request);
  const { document } = reading;
  const found = await timer.time('Ner', () => spansFor(document, prompt, options, hooks, deps));
  const entities = customEntities(document, found.spans, CUSTOM_TAG).map((e) =>
    withProvenance(e, ['custom', ...readProvenance(document, e.start, e.end)]),
  );
  return {
    document,
    entities: addHidden(reading, entities),
    notes: [...reading.notes, ...found.notes],
    reading,
  };
}
