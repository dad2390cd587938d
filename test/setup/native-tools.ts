import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The native tools leak tests read PDFs with: poppler's pdftotext and pdftoppm, tesseract. */
export const NATIVE_TOOLS = ['/usr/bin/pdftotext', '/usr/bin/pdftoppm', '/usr/bin/tesseract'];

/** The tools that are not installed (a test asserts this is empty: missing tools fail). */
export function missingNativeTools(): string[] {
  return NATIVE_TOOLS.filter((tool) => !existsSync(tool));
}

/** Runs `work` with a fresh folder that is removed afterwards. */
function inFolder<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'obscura-native-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text poppler extracts from a PDF (throws when pdftotext is missing). */
export function pdftotext(pdf: Uint8Array): string {
  return inFolder((dir) => {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    return execFileSync('/usr/bin/pdftotext', ['-q', file, '-'], { encoding: 'utf8' });
  });
}

/** What native tesseract (English) reads on every page of a PDF rendered by pdftoppm at `dpi`. */
export function tesseractOfRender(pdf: Uint8Array, dpi = 200): string {
  return inFolder((dir) => {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    execFileSync('/usr/bin/pdftoppm', ['-r', String(dpi), '-png', file, join(dir, 'page')]);
    const images = readdirSync(dir)
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort();
    if (images.length === 0) throw new Error('pdftoppm rendered no page');
    return images
      .map((image) =>
        execFileSync('/usr/bin/tesseract', [join(dir, image), '-', '-l', 'eng'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      )
      .join('\n');
  });
}

/** Text folded for searching: NFKC, lower case, every whitespace run removed. */
export function folded(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}
