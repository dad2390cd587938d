/**
 * The door from the core to a language model that reads instructions (an OpenAI-compatible chat
 * endpoint, or a model running in the browser). The core only asks for spans of text; the
 * adapters in src/engines/llm do the talking.
 */

/** A stretch of text a model says the instruction means, quoted verbatim from the text. */
export interface SpanSuggestion {
  text: string;
  label: string;
}

/** A language model that turns an instruction and a text into spans. */
export interface InstructionModel {
  /** Shown in messages ("the chat endpoint at http://127.0.0.1:11434/v1"). */
  readonly description: string;
  /** Longest text (characters) sent in one request; longer pages are sent in parts. */
  readonly maxChars: number;
  /**
   * The spans of `text` that `instruction` asks for. Rejects with LlmCallError when the model
   * cannot be reached, times out, or answers something that is not the asked-for JSON.
   */
  suggestSpans(text: string, instruction: string): Promise<SpanSuggestion[]>;
}

/** The language model failed or is unavailable: answered 502 `LLM_CALL_ERROR` by the API. */
export class LlmCallError extends Error {
  override readonly name = 'LlmCallError';
}
