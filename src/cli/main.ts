import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { failureAnswer } from '../core/api/error-responses';
import { DocumentError } from '../core/contract/errors';
import { toFailure } from '../core/contract/failure';
import type { JobSpec } from '../core/contract/job';
import { runJob } from '../core/pipeline/run-job';
import { createChatInstructionModel } from '../engines/llm/chat-endpoint';
import { createNodeOcrEngine } from '../engines/node/node-ocr-engine';
import { createNodePdfEngine } from '../engines/node/node-pdf-engine';
import { loadNodeNerModel } from '../engines/transformers/node-ner';
import { createNodeVisualDetectors } from '../engines/visual/node-visual';
import type { DetectionThread } from './detection-thread';
import { overlappedDetection } from './overlapped-detection';
import { type DocumentCommand, parseCli, UsageError } from './parse-cli';
import { isScaleCommand, runScaleCommand } from './scale-commands';
import { USAGE } from './usage';

/** Where the CLI writes; injectable so tests can capture output. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** Reads the input file, turning a missing or unreadable file into a clear refusal. */
async function readInput(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a folder'
          : String(code ?? error);
    throw new DocumentError('unreadable', `Cannot read '${path}': ${reason}.`);
  }
}

/** A loaded model as the Node NER loader returns it. */
type NodeNerModel = Awaited<ReturnType<typeof loadNodeNerModel>>;

/** Loads a model folder, turning a missing or broken model into a clear refusal. */
async function loadModel(dir: string): Promise<NodeNerModel> {
  const missing = ['config.json', 'tokenizer.json'].filter((f) => !existsSync(join(dir, f)));
  if (missing.length > 0) {
    throw new ModelLoadError(
      `Cannot load the model in '${dir}': ${missing.join(' and ')} not found ` +
        '(expected a transformers.js folder: config.json, tokenizer.json, onnx/model_quantized.onnx).',
    );
  }
  try {
    return await loadNodeNerModel(dir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ModelLoadError(`Cannot load the model in '${dir}': ${reason}`);
  }
}

/** A model folder that could not be loaded (reported as an internal-error body, exit 1). */
class ModelLoadError extends Error {
  override readonly name = 'ModelLoadError';
}

/** The contract's error body for a failure: the same mapping as the API's (LLM_CALL_ERROR...). */
function errorBodyOf(error: unknown): object {
  return failureAnswer(toFailure(error)).body;
}

/** The job a command stands for. */
function jobOf(command: DocumentCommand): JobSpec {
  const options = { ...command.options, password: command.password };
  if (command.kind === 'detect') return { kind: 'detect', options };
  if (command.kind === 'anonymize') return { kind: 'anonymize', options };
  return { kind: 'custom', options: { ...options, prompt: command.prompt ?? '', output: 'pdf' } };
}

/** Runs the CLI and returns its exit status (0 ok, 1 refused or failed, 2 bad usage). */
export async function main(
  argv: string[],
  io: CliIo = processIo,
  detection?: DetectionThread,
): Promise<number> {
  let command;
  try {
    command = parseCli(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`obscura: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (command.kind === 'help') {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (isScaleCommand(command)) return runScaleCommand(command, io);
  // The detection thread started at start-up (early-detection.ts): it detects while this
  // thread paints the pages.
  const overlapped =
    detection && command.kind === 'anonymize' && !command.model
      ? overlappedDetection(
          createNodePdfEngine(),
          detection,
          command.options.pageTimeLimitMs,
          command.options.tags,
        )
      : undefined;
  const engine = overlapped?.engine ?? createNodePdfEngine();
  // Started lazily: documents with a real text layer never start a tesseract worker.
  const ocr = createNodeOcrEngine();
  const hooks = { clock: () => performance.now() };
  let ner: NodeNerModel | undefined;
  try {
    ner = command.model ? await loadModel(command.model) : undefined;
    // Visual tags named in --tags are always searched; --visual adds them to "all tags".
    const visual = {
      detectors: createNodeVisualDetectors(),
      searchWhenAllTags: command.visual === true,
    };
    // A chat endpoint reads the custom prompt and serves --custom-tags on every command.
    const instructionModel = command.llm ? createChatInstructionModel(command.llm) : undefined;
    const deps = {
      engine,
      ocr,
      visual,
      ...(ner ? { ner } : {}),
      ...(instructionModel ? { instructionModel } : {}),
      ...(overlapped ? { findTextSpans: overlapped.findTextSpans } : {}),
    };
    const data = await readInput(command.input);
    const result = await runJob({ ...jobOf(command), pdf: data }, deps, hooks);
    if (!('pdf' in result)) {
      io.stdout(`${JSON.stringify(result, null, 2)}\n`);
      return 0;
    }
    await writeFile(command.out!, result.pdf);
    if (command.json) {
      const body = { detected_pii: result.detected_pii, processing_time: result.processing_time };
      await writeFile(command.json, `${JSON.stringify(body, null, 2)}\n`);
    }
    const found = result.detected_pii.entities.length;
    io.stderr(`Wrote ${command.out} (${result.pdf.length} bytes, ${found} entities redacted).\n`);
    if (result.detected_pii.exception) io.stderr(`Note: ${result.detected_pii.exception}\n`);
    return 0;
  } catch (error) {
    io.stderr(`${JSON.stringify(errorBodyOf(error))}\n`);
    return 1;
  } finally {
    // Worker threads keep the process alive until ended.
    await ocr.terminate();
    await ner?.dispose();
    await detection?.end();
  }
}
