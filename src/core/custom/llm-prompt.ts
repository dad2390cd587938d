import { LlmCallError, type SpanSuggestion } from './ports';

/** One chat message, as OpenAI-compatible endpoints and chat templates take them. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The system message: what to return, and that every span must be quoted verbatim. */
export const SPAN_SYSTEM_PROMPT = [
  'You find the parts of a document that a redaction instruction asks to remove.',
  'Answer with JSON only, no prose: {"spans": [{"text": "...", "label": "..."}]}.',
  'Each "text" must be copied exactly as it appears in the document (same spelling, no',
  'added or removed words); list each distinct text once. "label" says briefly what it is',
  '(for example "name", "date of birth", "project"). If nothing matches, answer {"spans": []}.',
].join(' ');

/** The messages asking a model which spans of `text` the instruction means. */
export function buildSpanMessages(text: string, instruction: string): ChatMessage[] {
  return [
    { role: 'system', content: SPAN_SYSTEM_PROMPT },
    {
      role: 'user',
      content: `Instruction: ${instruction.trim()}\n\nDocument:\n<<<\n${text}\n>>>`,
    },
  ];
}

/** The first balanced JSON value (object or array) in `content`, skipping fences and prose. */
function firstJsonValue(content: string): string | undefined {
  const start = content.search(/[[{]/);
  if (start < 0) return undefined;
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < content.length; i++) {
    const ch = content[i]!;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') stack.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return undefined;
      if (stack.length === 0) return content.slice(start, i + 1);
    }
  }
  return undefined;
}

/** Reads one item of the answer: `{text, label}`, or a bare string. */
function toSuggestion(item: unknown): SpanSuggestion | undefined {
  if (typeof item === 'string') return item.trim() ? { text: item, label: 'custom' } : undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  const { text, label } = item as { text?: unknown; label?: unknown };
  if (typeof text !== 'string' || !text.trim()) return undefined;
  return { text, label: typeof label === 'string' && label.trim() ? label.trim() : 'custom' };
}

/**
 * Reads a model's answer: `{"spans": [...]}` or a bare array, possibly inside a Markdown fence
 * or after some prose. Anything else is an LlmCallError naming what came back, never a guess.
 */
export function parseSpanAnswer(content: string, source: string): SpanSuggestion[] {
  const json = firstJsonValue(content);
  let value: unknown;
  try {
    value = json === undefined ? undefined : JSON.parse(json);
  } catch {
    value = undefined;
  }
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { spans?: unknown }).spans)
      ? (value as { spans: unknown[] }).spans
      : undefined;
  if (!list) {
    const shown = content.trim().slice(0, 80) || '(an empty answer)';
    throw new LlmCallError(
      `${source} did not answer with the requested JSON list of spans (it answered: ${shown}).`,
    );
  }
  return list.map(toSuggestion).filter((s): s is SpanSuggestion => s !== undefined);
}
