import { setting } from './setting';

/**
 * How custom instructions and custom tags are understood: the built-in interpreter (default,
 * offline), a text-generation model running in the browser, or an OpenAI-compatible chat
 * endpoint the user configured (its key is a secret: see the registry).
 */
export type InstructionWay =
  | { kind: 'built-in' }
  | { kind: 'browser-model'; modelId: string }
  | { kind: 'chat'; baseUrl: string; model: string; apiKey?: string; timeoutMs?: number };

/** Whether a stored value is a way this version understands. */
function isInstructionWay(value: unknown): value is InstructionWay {
  if (typeof value !== 'object' || value === null) return false;
  const way = value as { kind?: unknown; baseUrl?: unknown; modelId?: unknown };
  if (way.kind === 'chat') return typeof way.baseUrl === 'string';
  if (way.kind === 'browser-model') return typeof way.modelId === 'string';
  return way.kind === 'built-in';
}

/** The chosen way (the built-in interpreter when nothing was chosen; it is stored as nothing). */
export const instructionWay = setting<InstructionWay>(
  'instructionWay',
  (stored) => (isInstructionWay(stored) ? stored : { kind: 'built-in' }),
  (way) => (way.kind === 'built-in' ? undefined : way),
);

/** The origin a chat way sends page text to, or undefined for other ways and bad URLs. */
export function chatOriginOf(way: InstructionWay): string | undefined {
  if (way.kind !== 'chat') return undefined;
  try {
    const url = new URL(way.baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origin of the saved chat endpoint (for the CSP's connect-src and the notices), if any. */
export async function chatEndpointOrigin(): Promise<string | undefined> {
  return chatOriginOf(await instructionWay.get());
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

/** The chosen way; the built-in interpreter when nothing was chosen. */
export const loadInstructionWay = (): Promise<InstructionWay> => instructionWay.get();

/** Stores the chosen way (the built-in one is stored as nothing). */
export const saveInstructionWay = (way: InstructionWay): Promise<void> => instructionWay.set(way);
