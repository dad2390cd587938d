import { env, pipeline } from '@huggingface/transformers';
import ortWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm?url';
import ortMjsUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.mjs?url';
import { buildSpanMessages, parseSpanAnswer, type ChatMessage } from '../../core/custom/llm-prompt';
import { LlmCallError, type InstructionModel } from '../../core/custom/ports';
import { browserModelsBase, pickBrowserDevice } from '../transformers/browser-ner';
import type { ModelFileFetch } from '../../shared/storage/model-files';

/** Longest text given to a small in-browser model at once (its context is short). */
const MAX_CHARS = 3000;
/** Longest answer generated: a JSON list of a page's spans. */
const MAX_NEW_TOKENS = 512;

/** What transformers.js's text-generation pipeline returns for chat input. */
type GenerationOutput = { generated_text: ChatMessage[] | string }[];
type Generator = (messages: ChatMessage[], options: object) => Promise<GenerationOutput>;

/**
 * The same settings as the NER models (see browser-ner.ts): files only from the app's origin or
 * the `obscura-models` cache, where Settings' Download button stored them; no hub at run time;
 * ONNX Runtime's wasm from the app's own assets.
 */
function configure(fetchModelFile: ModelFileFetch): void {
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = new URL(browserModelsBase()).pathname;
  env.useBrowserCache = false;
  env.useCustomCache = false;
  env.fetch = fetchModelFile as typeof env.fetch;
  const wasm = env.backends.onnx.wasm;
  if (wasm) wasm.wasmPaths = { wasm: ortWasmUrl, mjs: ortMjsUrl };
}

/** The assistant's reply in a generation output (the last message of the returned chat). */
function replyOf(output: GenerationOutput): string {
  const generated = output[0]?.generated_text;
  if (typeof generated === 'string') return generated;
  return generated?.[generated.length - 1]?.content ?? '';
}

/** The loaded generator, kept for the next documents (one model at a time). */
let loaded: { id: string; generator: Promise<Generator> } | undefined;

/**
 * A text-generation model (downloaded in Settings, kept in Cache Storage) that reads custom
 * instructions in this worker: WebGPU when an adapter exists, WebAssembly otherwise, q4 weights.
 */
export async function loadBrowserInstructionModel(
  modelId: string,
  fetchModelFile: ModelFileFetch,
): Promise<InstructionModel> {
  if (loaded?.id !== modelId) {
    configure(fetchModelFile);
    const device = await pickBrowserDevice();
    const generator = (
      pipeline('text-generation', modelId, { device, dtype: 'q4' }) as Promise<unknown>
    ).then((p) => p as Generator);
    loaded = { id: modelId, generator };
    generator.catch(() => {
      if (loaded?.generator === generator) loaded = undefined;
    });
  }
  const description = `The in-browser model '${modelId}'`;
  let generate: Generator;
  try {
    generate = await loaded!.generator;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LlmCallError(
      `${description} could not be loaded (${reason}); download it in Settings.`,
    );
  }
  return {
    description,
    maxChars: MAX_CHARS,
    async suggestSpans(text, instruction) {
      const output = await generate(buildSpanMessages(text, instruction), {
        max_new_tokens: MAX_NEW_TOKENS,
        do_sample: false,
      });
      return parseSpanAnswer(replyOf(output), description);
    },
  };
}
