import type { AnonymizeOptions, DetectOptions } from '../contract/options';
import type { DetectResponse } from '../contract/types';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../contract/options';
import type { PdfEngine } from '../platform/ports';
import type { PipelineDeps } from './deps';
import type { OperationHooks } from './progress';
import { type AnonymizeResult, runJob } from './run-job';

/** The custom operation's dependencies (the language model is `instructionModel`). */
export type CustomDeps = PipelineDeps;

/**
 * `/api/anonymize/custom/pdf`: a `custom` job. Reads the document like every operation (OCR
 * where needed, hidden text included), finds what the free-text `prompt` asks for and writes
 * the redacted, verified PDF. Every entity it finds is tagged `CUSTOM`.
 */
export function anonymizeCustom(
  engine: PdfEngine,
  data: Uint8Array,
  prompt: string,
  options: AnonymizeOptions,
  hooks: OperationHooks = {},
  deps: CustomDeps = {},
): Promise<AnonymizeResult> {
  return runJob(
    { kind: 'custom', pdf: data, options: { ...options, prompt, output: 'pdf' } },
    { ...deps, engine },
    hooks,
  );
}

/** Finds what `prompt` asks for without writing a PDF: a `custom` job asking for entities. */
export function detectCustom(
  engine: PdfEngine,
  data: Uint8Array,
  prompt: string,
  options: DetectOptions,
  hooks: OperationHooks = {},
  deps: CustomDeps = {},
): Promise<DetectResponse> {
  return runJob(
    {
      kind: 'custom',
      pdf: data,
      options: { ...DEFAULT_ANONYMIZE_OPTIONS, ...options, prompt, output: 'entities' },
    },
    { ...deps, engine },
    hooks,
  );
}
