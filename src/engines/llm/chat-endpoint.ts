import { buildSpanMessages, parseSpanAnswer } from '../../core/custom/llm-prompt';
import { LlmCallError, type InstructionModel, type SpanSuggestion } from '../../core/custom/ports';
import { retryDelayMs } from './retry-delay';

/** Where and how to reach an OpenAI-compatible chat endpoint. */
export interface ChatEndpointConfig {
  /** Base URL up to the version segment, e.g. `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer ...` when given (local servers usually need none). */
  apiKey?: string;
  /** Time allowed for one request, in milliseconds (default 60 s). */
  timeoutMs?: number;
  /** Retries after a 429 or 5xx answer (default 3). */
  maxRetries?: number;
  /** First back-off delay in milliseconds, doubled on each retry (default 500). */
  backoffMs?: number;
}

/** Longest text sent in one request: about 2,000 tokens, within every current chat model's context. */
const MAX_CHARS = 8000;

/** The fetch this adapter uses; injectable for tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Waits `ms` milliseconds. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The `/chat/completions` URL of a base URL (a trailing slash is allowed). */
export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** The message content of an OpenAI-style chat completion body, or undefined. */
function messageContent(body: unknown): string | undefined {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const content = (choices[0] as { message?: { content?: unknown } }).message?.content;
  return typeof content === 'string' ? content : undefined;
}

/**
 * An InstructionModel behind an OpenAI-compatible chat endpoint (Ollama, llama.cpp, vLLM, a
 * hosted service). Asks for JSON spans at temperature 0; retries 429 and 5xx answers with
 * exponential back-off, honouring `Retry-After`; a timeout, a refused request, an unreachable
 * server or an answer that is not the asked-for JSON is an LlmCallError with a sentence.
 */
export function createChatInstructionModel(
  config: ChatEndpointConfig,
  fetchImpl: FetchLike = (url, init) => fetch(url, init),
): InstructionModel {
  const url = completionsUrl(config.baseUrl);
  const timeoutMs = config.timeoutMs ?? 60_000;
  const maxRetries = config.maxRetries ?? 3;
  const backoffMs = config.backoffMs ?? 500;
  const description = `The chat endpoint at ${config.baseUrl}`;

  /** One request; resolves with the response or rejects with LlmCallError. */
  async function post(body: string): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body,
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) {
        throw new LlmCallError(`${description} did not answer within ${timeoutMs / 1000} s.`);
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new LlmCallError(`${description} could not be reached (${reason}).`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads a response body within the same time limit as the request. */
  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new LlmCallError(`${description} answered with something that is not JSON.`);
    }
  }

  async function complete(text: string, instruction: string): Promise<string> {
    const body = JSON.stringify({
      model: config.model,
      temperature: 0,
      messages: buildSpanMessages(text, instruction),
    });
    for (let attempt = 0; ; attempt++) {
      const response = await post(body);
      if (response.ok) {
        const content = messageContent(await readJson(response));
        if (content === undefined) {
          throw new LlmCallError(`${description} answered without a chat message.`);
        }
        return content;
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= maxRetries) {
        await response.body?.cancel().catch(() => undefined);
        const hint =
          response.status === 401 || response.status === 403 ? ': check the API key' : '';
        const tries = retryable ? ` after ${attempt + 1} attempts` : '';
        throw new LlmCallError(
          `${description} refused the request with HTTP ${response.status}${tries}${hint}.`,
        );
      }
      await response.body?.cancel().catch(() => undefined);
      await sleep(retryDelayMs(attempt, backoffMs, response.headers.get('retry-after')));
    }
  }

  return {
    description,
    maxChars: MAX_CHARS,
    async suggestSpans(text: string, instruction: string): Promise<SpanSuggestion[]> {
      return parseSpanAnswer(await complete(text, instruction), description);
    },
  };
}
