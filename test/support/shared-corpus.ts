import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared` beside the checkout, where CI and developers keep the outside test material. */
export const SHARED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared');

/** Path of a file under `../shared/corpus`; fails with a clear message when it is absent. */
export function corpusPath(...parts: string[]): string {
  const path = join(SHARED_DIR, 'corpus', ...parts);
  if (!existsSync(path)) {
    throw new Error(
      `Test material missing: ${path}. Tests read ../shared/corpus beside the checkout (as in CI).`,
    );
  }
  return path;
}
