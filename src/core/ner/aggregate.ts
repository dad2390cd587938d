import type { TextTag } from '../contract/tags';
import type { AlignedToken } from './align';
import { parseLabel, tagForType } from './labels';
import type { TokenPrediction } from './ports';

/** An entity the model found, in the offsets of the text it was given. */
export interface ModelEntity {
  tag: TextTag;
  /** The model's own entity type (`PER`, `FIRSTNAME`), kept for merging neighbours. */
  type: string;
  start: number;
  end: number;
  score: number;
}

/** A word: its range, and the label and score of its first token. */
interface Word {
  start: number;
  end: number;
  label: string;
  score: number;
}

/** Groups aligned tokens into words; a word takes its first token's label ("first" strategy). */
function toWords(
  predictions: readonly TokenPrediction[],
  aligned: ReadonlyArray<AlignedToken | null>,
): Word[] {
  const words: Word[] = [];
  predictions.forEach((prediction, i) => {
    const at = aligned[i];
    if (!at) return;
    const last = words[words.length - 1];
    if (last && !at.wordStart) {
      last.end = Math.max(last.end, at.end);
      return;
    }
    words.push({ start: at.start, end: at.end, label: prediction.label, score: prediction.score });
  });
  return words;
}

/**
 * Turns token labels into entities: words are labelled by their first token, then B-/I- (and
 * IOB1, where I- may start an entity, and plain IO labels) join words of one type. Types we do
 * not report (MISC) end an entity. Neighbouring entities of one tag but different model types
 * on one line (FIRSTNAME then LASTNAME) become one.
 */
export function aggregateEntities(
  text: string,
  predictions: readonly TokenPrediction[],
  aligned: ReadonlyArray<AlignedToken | null>,
): ModelEntity[] {
  const entities: Array<ModelEntity & { scores: number[] }> = [];
  let open: (ModelEntity & { scores: number[] }) | undefined;
  for (const word of toWords(predictions, aligned)) {
    const { position, type } = parseLabel(word.label);
    const tag = position === 'O' ? undefined : tagForType(type);
    if (!tag) {
      open = undefined;
      continue;
    }
    if (open && open.type === type && position !== 'B') {
      open.end = word.end;
      open.scores.push(word.score);
      continue;
    }
    open = { tag, type, start: word.start, end: word.end, score: 0, scores: [word.score] };
    entities.push(open);
  }
  const merged: ModelEntity[] = [];
  for (const { scores, ...entity } of entities) {
    const score = scores.reduce((a, b) => a + b, 0) / scores.length;
    const previous = merged[merged.length - 1];
    if (
      previous &&
      previous.tag === entity.tag &&
      previous.type !== entity.type &&
      /^[^\S\n\f]+$/.test(text.slice(previous.end, entity.start))
    ) {
      previous.end = entity.end;
      previous.score = Math.min(previous.score, score);
      previous.type = entity.type;
      continue;
    }
    merged.push({ ...entity, score });
  }
  return merged;
}
