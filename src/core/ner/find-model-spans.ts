import { type CancelSignal, throwIfAborted } from '../contract/errors';
import type { TextTag } from '../contract/tags';
import { resolveOverlaps } from '../detect/resolve-overlaps';
import type { Span } from '../detect/span';
import { aggregateEntities } from './aggregate';
import { alignTokens } from './align';
import { chunkText } from './chunk';
import type { NerEngine } from './ports';

/** Options of a model run over a document text. */
export interface ModelSpanOptions {
  /** The API's `min_chunk_size` (0: windows as long as the model allows). */
  minChunkSize?: number;
  /** Tags to report; empty or absent means all. */
  tags?: readonly TextTag[];
  signal?: CancelSignal;
  /** Called after each batch with windows done and windows in all. */
  onProgress?: (done: number, total: number) => void;
  /** Windows per model call (padding makes bigger batches of uneven windows wasteful). */
  batchSize?: number;
}

/** Name of the recognizer model spans carry. */
export function modelRecognizerName(modelId: string): string {
  return `model:${modelId}`;
}

/**
 * Runs a token-classification model over `text`: chunks it, classifies the windows, aligns
 * tokens to characters, aggregates entities and keeps each one once (from the window whose
 * core holds its start). Offsets index `text`.
 */
export async function findModelSpans(
  text: string,
  engine: NerEngine,
  options: ModelSpanOptions = {},
): Promise<Span[]> {
  const wanted = options.tags && options.tags.length > 0 ? new Set(options.tags) : undefined;
  const chunks = chunkText(text, {
    maxTokens: engine.maxTokens,
    countTokens: (t) => engine.countTokens(t),
    minChunkSize: options.minChunkSize ?? 0,
  });
  const batchSize = Math.max(1, options.batchSize ?? 8);
  const recognizer = modelRecognizerName(engine.modelId);
  const spans: Span[] = [];
  for (let b = 0; b < chunks.length; b += batchSize) {
    throwIfAborted(options.signal);
    const batch = chunks.slice(b, b + batchSize);
    const windows = batch.map((c) => text.slice(c.start, c.end));
    const labelled = await engine.classify(windows, options.signal);
    batch.forEach((chunk, k) => {
      const predictions = labelled[k] ?? [];
      const aligned = alignTokens(
        windows[k]!,
        predictions.map((p) => p.token),
        engine.tokenizer,
      );
      for (const entity of aggregateEntities(windows[k]!, predictions, aligned)) {
        const start = chunk.start + entity.start;
        if (start < chunk.coreStart || start >= chunk.coreEnd) continue;
        if (wanted && !wanted.has(entity.tag)) continue;
        spans.push({
          tag: entity.tag,
          start,
          end: chunk.start + entity.end,
          score: entity.score,
          recognizer,
        });
      }
    });
    options.onProgress?.(Math.min(chunks.length, b + batchSize), chunks.length);
  }
  return resolveOverlaps(spans);
}
