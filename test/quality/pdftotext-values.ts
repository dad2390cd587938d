// pdftotext's check of a committed quality set (doc10, doc11, doc12): every marked value must be
// in pdftotext's text of its PDF, in the default reading order or in the content stream's order.
import { execFileSync } from 'node:child_process';

/**
 * The marked values (`TAG value`) of `pdf` that neither pdftotext's default order nor its
 * content-stream order (-raw, read only when needed) holds, both compared after `squash`. The
 * default order can put a neighbouring cell or column inside a value wrapped in its cell; -raw
 * keeps the cell whole.
 */
export function valuesPdftotextMisses(
  pdf: string,
  marks: ReadonlyArray<readonly [string, string]>,
  squash: (s: string) => string,
): string[] {
  const text = (mode: string[]) =>
    squash(execFileSync('pdftotext', [...mode, '-enc', 'UTF-8', pdf, '-']).toString('utf8'));
  const plain = text([]);
  let raw: string | undefined;
  return marks
    .filter(([, value]) => {
      const v = squash(value);
      return !plain.includes(v) && !(raw ??= text(['-raw'])).includes(v);
    })
    .map(([tag, value]) => `${tag} ${value}`);
}
