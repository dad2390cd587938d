import {
  AutoModelForTokenClassification,
  AutoTokenizer,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  type Tensor,
} from '@huggingface/transformers';
import { throwIfAborted, type CancelSignal } from '../../core/contract/errors';
import type { NerEngine, TokenizerInfo, TokenPrediction } from '../../core/ner/ports';
import { type ProbedTokenizer, tokenizerInfoOf } from './token-scheme';

/** Where a model runs: ONNX Runtime's CPU (Node), WebAssembly or WebGPU (browsers). */
export type NerDevice = 'cpu' | 'wasm' | 'webgpu';

/** Weights to load: `q8` reads onnx/model_quantized.onnx, `fp32` onnx/model.onnx. */
export type NerDtype = 'q8' | 'fp32';

/** One file's download/read progress as transformers.js reports it. */
export interface NerLoadProgress {
  file: string;
  loaded: number;
  total: number;
}

/** How to load a model. */
export interface LoadNerOptions {
  /** What transformers.js resolves: a model id under `env.localModelPath`, or a folder path. */
  source: string;
  /** The id reported to the core (recognizer name); `source` when absent. */
  modelId?: string;
  device: NerDevice;
  dtype?: NerDtype;
  onProgress?: (progress: NerLoadProgress) => void;
}

/** A loaded transformers.js token classifier, with what it runs on. */
export interface TransformersNer extends NerEngine {
  readonly device: NerDevice;
  readonly dtype: NerDtype;
  /** The model's labels, in id order. */
  readonly labels: readonly string[];
  dispose(): Promise<void>;
}

/** Model config fields we read. */
interface TokenClassifierConfig {
  id2label?: Record<string, string>;
  max_position_embeddings?: number;
  model_type?: string;
}

/** Longest input the model accepts (special tokens included). */
function modelLimit(tokenizer: PreTrainedTokenizer, config: TokenClassifierConfig): number {
  const declared = Number(tokenizer.model_max_length);
  if (Number.isFinite(declared) && declared > 0 && declared < 100_000) return declared;
  const positions = config.max_position_embeddings ?? 512;
  // RoBERTa-family position ids start at 2: two positions are never usable.
  return /roberta|camembert/.test(config.model_type ?? '') ? positions - 2 : positions;
}

/** Index where `ids` starts inside `row` (after [CLS]/<s>), or -1. */
function offsetOf(row: readonly number[], ids: readonly number[]): number {
  const probe = ids.slice(0, Math.min(ids.length, 4));
  for (let p = 0; p <= Math.min(4, row.length - probe.length); p++) {
    if (probe.every((id, k) => row[p + k] === id)) return p;
  }
  return -1;
}

/** The label with the highest logit and its softmax probability. */
function bestLabel(logits: Float32Array, from: number, count: number): [number, number] {
  let best = 0;
  for (let k = 1; k < count; k++) if (logits[from + k]! > logits[from + best]!) best = k;
  let sum = 0;
  for (let k = 0; k < count; k++) sum += Math.exp(logits[from + k]! - logits[from + best]!);
  return [best, 1 / sum];
}

/**
 * Loads a token-classification model in transformers.js layout and wraps it as the core's
 * NerEngine. Runs in Node and in a Web Worker; the runtime configures `env` first (local
 * files only, never a hub).
 */
export async function loadTransformersNer(options: LoadNerOptions): Promise<TransformersNer> {
  const dtype = options.dtype ?? 'q8';
  const progress_callback = (event: unknown) => {
    const e = event as { status?: string; file?: string; loaded?: number; total?: number };
    if (e.status === 'progress' && e.file) {
      options.onProgress?.({ file: e.file, loaded: e.loaded ?? 0, total: e.total ?? 0 });
    }
  };
  const tokenizer = await AutoTokenizer.from_pretrained(options.source, { progress_callback });
  const model: PreTrainedModel = await AutoModelForTokenClassification.from_pretrained(
    options.source,
    { dtype, device: options.device, progress_callback },
  );
  const config = model.config as unknown as TokenClassifierConfig;
  const id2label = config.id2label ?? {};
  const labels = Object.keys(id2label)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => id2label[k]!);
  const specials = tokenizer.encode('').length;
  const maxTokens = Math.max(1, modelLimit(tokenizer, config) - specials);
  const info: TokenizerInfo = tokenizerInfoOf(tokenizer as unknown as ProbedTokenizer);

  async function classifyBatch(texts: readonly string[]): Promise<TokenPrediction[][]> {
    const inputs = tokenizer([...texts], {
      padding: true,
      truncation: true,
      max_length: maxTokens + specials,
    });
    const output = (await model(inputs)) as { logits: Tensor };
    const [, sequence, count] = output.logits.dims as [number, number, number];
    const data = output.logits.data as Float32Array;
    const rows = (inputs.input_ids as Tensor).tolist() as Array<Array<bigint | number>>;
    return texts.map((text, i) => {
      const tokens = tokenizer.tokenize(text);
      const ids = tokenizer.convert_tokens_to_ids(tokens) as number[];
      const row = rows[i]!.map(Number);
      const offset = offsetOf(row, ids);
      if (offset < 0) return [];
      // Truncation (a single word longer than the model's input) drops the tail's labels.
      const kept = Math.min(tokens.length, sequence - offset);
      return tokens.slice(0, kept).map((token, k) => {
        const [best, score] = bestLabel(data, (i * sequence + offset + k) * count, count);
        return { token, label: labels[best] ?? `LABEL_${best}`, score };
      });
    });
  }

  return {
    modelId: options.modelId ?? options.source,
    tokenizer: info,
    maxTokens,
    device: options.device,
    dtype,
    labels,
    countTokens: (text) => tokenizer.tokenize(text).length,
    async classify(texts: readonly string[], signal?: CancelSignal) {
      throwIfAborted(signal);
      return texts.length === 0 ? [] : classifyBatch(texts);
    },
    async dispose() {
      await model.dispose();
    },
  };
}
