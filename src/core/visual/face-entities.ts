import type { Entity } from '../contract/types';
import { boundsToBox, type PageFrame, type PixelBounds } from './pixel-geometry';
import type { FaceFinding } from './ports';

/**
 * The whole head around a detected face: detectors box the face from brows to chin, so the box
 * grows by 30 % of its width each side, 60 % of its height above (forehead, hair) and a quarter
 * below (chin, the top of the neck).
 */
export function headBounds(face: FaceFinding): PixelBounds {
  return {
    x0: Math.floor(face.x - face.width * 0.3),
    y0: Math.floor(face.y - face.height * 0.6),
    x1: Math.ceil(face.x + face.width * 1.3),
    y1: Math.ceil(face.y + face.height * 1.25),
  };
}

/** FACE entities for the faces found on one page image. */
export function faceEntities(faces: readonly FaceFinding[], frame: PageFrame): Entity[] {
  return faces.map((face) => {
    const score = Math.round(Math.min(1, Math.max(0, face.score)) * 10000) / 10000;
    return {
      entity_group: 'FACE',
      score,
      word: 'Face',
      start: 0,
      end: 0,
      boxes: [boundsToBox(headBounds(face), frame, 'Face', score)],
    };
  });
}
