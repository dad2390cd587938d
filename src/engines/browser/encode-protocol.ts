/**
 * Messages between the pipeline worker and its page encoders (`encode.worker.ts`): a finished
 * page image (boxes burnt in) moves there as an ImageBitmap (transferred, so no pixel is
 * copied), is encoded, and its bytes move back.
 */
export interface EncodeTask<Bitmap extends object = object> {
  id: number;
  kind: 'encode';
  /** The page's pixels: an ImageBitmap (generic so that Node's type-check of tests reads it). */
  bitmap: Bitmap;
  format: 'jpeg' | 'png';
  quality: number;
}

/** What an encoder answers: the bytes, or a sentence (the caller then encodes itself). */
export type EncodeAnswer =
  | { id: number; ok: true; value: Uint8Array; ms: number }
  | { id: number; ok: false; message: string; ms: number };

/** Tells this protocol's answers from anything else a worker might post. */
export function isEncodeAnswer(data: unknown): data is EncodeAnswer {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as EncodeAnswer).id === 'number' &&
    typeof (data as EncodeAnswer).ok === 'boolean'
  );
}
