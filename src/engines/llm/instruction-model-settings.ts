import type { InstructionModel } from '../../core/custom/ports';
import { createChatInstructionModel } from './chat-endpoint';
import { fetchThroughRelay, type FetchRelay } from './fetch-relay';
import { loadInstructionWay, type InstructionWay } from './instruction-way-store';

/** The model of a way; undefined for the built-in interpreter. */
export async function instructionModelFor(
  way: InstructionWay,
  relay?: FetchRelay,
): Promise<InstructionModel | undefined> {
  if (way.kind === 'chat') {
    return relay
      ? createChatInstructionModel(way, fetchThroughRelay(relay))
      : createChatInstructionModel(way);
  }
  if (way.kind === 'browser-model') {
    // transformers.js is imported only when this way is chosen (its own chunk).
    const { loadBrowserInstructionModel } = await import('./browser-instruction-model');
    return loadBrowserInstructionModel(way.modelId);
  }
  return undefined;
}

/**
 * `deps` plus the instruction model chosen in Settings (read fresh per job), when one is. In the
 * pipeline worker `relay` is the page's fetch, which the chat endpoint must go through (CSP).
 */
export async function withInstructionModel<D extends object>(
  deps: D,
  relay?: FetchRelay,
): Promise<D & { instructionModel?: InstructionModel }> {
  const model = await instructionModelFor(await loadInstructionWay(), relay);
  return model ? { ...deps, instructionModel: model } : deps;
}

/**
 * `deps` plus the chosen instruction model when the request has custom tags for it to serve;
 * without custom tags no model is loaded (a detection never pays for one it does not use).
 */
export async function withCustomTagModel<D extends object>(
  customTags: readonly string[],
  deps: D,
  relay?: FetchRelay,
): Promise<D & { instructionModel?: InstructionModel }> {
  return customTags.length > 0 ? withInstructionModel(deps, relay) : deps;
}
