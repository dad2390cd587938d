/**
 * Files transformers.js reads for a text-generation model at `dtype: 'q4'` (4-bit weights, the
 * size a browser can hold): the configuration, the tokenizer and the ONNX graph.
 */
export const GENERATION_MODEL_FILES = [
  'config.json',
  'generation_config.json',
  'tokenizer.json',
  'tokenizer_config.json',
  'onnx/model_q4.onnx',
] as const;

/**
 * A small instruction-following model with ONNX q4 weights on the hub, suggested in Settings
 * (about 0.5 B parameters: a few hundred MB, within a browser's reach).
 */
export const SUGGESTED_GENERATION_MODEL = 'onnx-community/Qwen2.5-0.5B-Instruct';
