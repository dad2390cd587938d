import { del, get, set } from 'idb-keyval';

/**
 * How custom instructions and custom tags are understood: the built-in interpreter (default,
 * offline), a text-generation model running in the browser, or an OpenAI-compatible chat
 * endpoint the user configured.
 */
export type InstructionWay =
  | { kind: 'built-in' }
  | { kind: 'browser-model'; modelId: string }
  | { kind: 'chat'; baseUrl: string; model: string; apiKey?: string; timeoutMs?: number };

// idb-keyval's default store, shared by the page, the pipeline worker and the service worker
// (which reads it to allow the chat endpoint's origin in the page's connect-src).
/** idb-keyval key of the chosen instruction way (with a chat endpoint's URL, model and key). */
export const INSTRUCTION_WAY_KEY = 'obscura.instruction-way';

/** The chosen way; the built-in interpreter when nothing was chosen. */
export async function loadInstructionWay(): Promise<InstructionWay> {
  return (await get<InstructionWay>(INSTRUCTION_WAY_KEY)) ?? { kind: 'built-in' };
}

/** Stores the chosen way (the built-in one is stored as nothing). */
export async function saveInstructionWay(way: InstructionWay): Promise<void> {
  await (way.kind === 'built-in' ? del(INSTRUCTION_WAY_KEY) : set(INSTRUCTION_WAY_KEY, way));
}

/** The origin of the chosen chat endpoint (for the CSP's connect-src), or undefined. */
export async function chatEndpointOrigin(): Promise<string | undefined> {
  const way = await loadInstructionWay();
  if (way.kind !== 'chat') return undefined;
  try {
    const url = new URL(way.baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** True when `baseUrl` is on this machine (localhost, 127.0.0.0/8 or ::1): text stays here. */
export function isLoopbackUrl(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}
