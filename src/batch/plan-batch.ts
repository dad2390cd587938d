import { mkdir } from 'node:fs/promises';
import type { BatchSpec } from './batch-spec';
import { collectInputs, type BatchInput } from './collect-inputs';
import { readInput, settingsFingerprint, sha256Of, type FileTask } from './file-job';
import { isFinished, readManifest } from './manifest';

/** A file still to do, with its bytes' hash (and the bytes, for a local run). */
export interface PlannedFile {
  input: BatchInput;
  task: FileTask;
  sha256: string;
}

/** What a batch has to do after the manifest has been consulted. */
export interface BatchPlan {
  todo: PlannedFile[];
  total: number;
  skipped: number;
  skippedRefused: number;
}

/**
 * Lists the inputs, hashes each, and drops those the manifest shows finished with the same bytes
 * and settings (done or refused; failed files are tried again). Creates the output folder.
 */
export async function planBatch(spec: BatchSpec): Promise<BatchPlan> {
  const inputs = await collectInputs(spec.inputs, spec.lists);
  await mkdir(spec.outDir, { recursive: true });
  const manifest = await readManifest(spec.outDir);
  const settings = settingsFingerprint(spec.operation, spec.options, spec.prompt);
  const todo: PlannedFile[] = [];
  let skipped = 0;
  let skippedRefused = 0;
  for (const input of inputs) {
    // An unreadable file hashes as '' and is processed, which reports it as refused.
    const sha256 = await readInput(input.path).then(sha256Of, () => '');
    const previous = manifest.get(input.path);
    if (sha256 !== '' && isFinished(previous, sha256, settings)) {
      skipped++;
      if (previous?.outcome === 'refused') skippedRefused++;
      continue;
    }
    todo.push({
      input,
      sha256,
      task: {
        input: input.path,
        rel: input.rel,
        outDir: spec.outDir,
        operation: spec.operation,
        ...(spec.prompt === undefined ? {} : { prompt: spec.prompt }),
        options: spec.options,
        settings,
      },
    });
  }
  return { todo, total: inputs.length, skipped, skippedRefused };
}
