import type { Entity } from '../contract/types';
import { boundsToBox, type PageFrame } from './pixel-geometry';
import type { SignatureCandidate } from './signature/find-signatures';

/** Padding in points around a signature: anti-aliased stroke ends reach past the ink mask. */
const SIGNATURE_PAD = 3;

/** SIGNATURE entities, described in words since a signature has no text of its own. */
export function signatureEntities(
  candidates: readonly SignatureCandidate[],
  frame: PageFrame,
): Entity[] {
  return candidates.map((c) => {
    const word = c.initials ? 'Handwritten initials' : 'Handwritten signature';
    return {
      entity_group: 'SIGNATURE',
      score: c.score,
      word,
      start: 0,
      end: 0,
      boxes: [boundsToBox(c.bounds, frame, word, c.score, SIGNATURE_PAD)],
    };
  });
}
