import { createChatInstructionModel } from '../../engines/llm/chat-endpoint';
import { createNodeOcrEngine } from '../../engines/node/node-ocr-engine';
import { createNodePdfEngine } from '../../engines/node/node-pdf-engine';
import { loadNodeNerModel } from '../../engines/transformers/node-ner';
import { createNodeVisualDetectors } from '../../engines/visual/node-visual';
import type { JobRuntime } from './execute-job';
import type { ThreadConfig } from './job-protocol';

/** A job runtime plus the release of what it started (OCR workers, the model session). */
export type NodeJobRuntime = JobRuntime & {
  dispose(): Promise<void>;
};

/**
 * Builds the engines one pool thread uses, as the CLI does. Each thread gets one OCR worker:
 * the pool already runs one job per core, so more OCR workers per thread would only contend.
 */
export async function createNodeJobRuntime(config: ThreadConfig): Promise<NodeJobRuntime> {
  const ocr = createNodeOcrEngine({ poolSize: 1 });
  const ner = config.model ? await loadNodeNerModel(config.model) : undefined;
  const instructionModel = config.llm ? createChatInstructionModel(config.llm) : undefined;
  return {
    engine: createNodePdfEngine(),
    ocr,
    visual: { detectors: createNodeVisualDetectors(), searchWhenAllTags: config.visual === true },
    ...(ner ? { ner } : {}),
    ...(instructionModel ? { instructionModel } : {}),
    async dispose() {
      await ocr.terminate();
      await ner?.dispose();
    },
  };
}
