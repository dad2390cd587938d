/**
 * Prints doc6 documents with pdfmake (pdfkit underneath: its own line breaking, tables split
 * over pages with repeated header rows, running headers and footers, embedded TrueType subsets).
 * PDFs are cached in `.cache/quality-doc6/` under a hash of the definition, the fonts and the
 * pdfmake version, so the bench prints only what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Doc6, Node } from './kit';

/** The part of pdfmake's server API doc6 uses. */
interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(def: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

/** A printed document. */
export interface Printed6 {
  doc: Doc6;
  pdf: Uint8Array;
}

/** What printing a batch cost. */
export interface Print6Stats {
  printed: number;
  cached: number;
  ms: number;
}

const require = createRequire(import.meta.url);
const CACHE_DIR = resolve(process.cwd(), '.cache/quality-doc6');
const DEBIAN = '/usr/share/fonts/truetype';

/** The font families: Roboto ships inside pdfmake; DejaVu is Debian's fonts-dejavu-core, Liberation fonts-liberation (chromium's). */
function fontFiles(): Record<string, Record<string, string>> {
  const roboto = join(dirname(require.resolve('pdfmake/package.json')), 'fonts/Roboto');
  const family = (dir: string, r: string, b: string, i: string, bi: string) => ({
    normal: join(dir, r),
    bold: join(dir, b),
    italics: join(dir, i),
    bolditalics: join(dir, bi),
  });
  return {
    Roboto: family(
      roboto,
      'Roboto-Regular.ttf',
      'Roboto-Medium.ttf',
      'Roboto-Italic.ttf',
      'Roboto-MediumItalic.ttf',
    ),
    // fonts-dejavu-core has no italic faces: italics print upright in the DejaVu families.
    DejaVuSerif: family(
      `${DEBIAN}/dejavu`,
      'DejaVuSerif.ttf',
      'DejaVuSerif-Bold.ttf',
      'DejaVuSerif.ttf',
      'DejaVuSerif-Bold.ttf',
    ),
    DejaVuSans: family(
      `${DEBIAN}/dejavu`,
      'DejaVuSans.ttf',
      'DejaVuSans-Bold.ttf',
      'DejaVuSans.ttf',
      'DejaVuSans-Bold.ttf',
    ),
    Liberation: family(
      `${DEBIAN}/liberation`,
      'LiberationSans-Regular.ttf',
      'LiberationSans-Bold.ttf',
      'LiberationSans-Italic.ttf',
      'LiberationSans-BoldItalic.ttf',
    ),
    LiberationSerif: family(
      `${DEBIAN}/liberation`,
      'LiberationSerif-Regular.ttf',
      'LiberationSerif-Bold.ttf',
      'LiberationSerif-Italic.ttf',
      'LiberationSerif-BoldItalic.ttf',
    ),
  };
}

let pdfmake: PdfMake | undefined;

function loadPdfMake(): PdfMake {
  if (pdfmake) return pdfmake;
  const fonts = fontFiles();
  for (const family of Object.values(fonts))
    for (const file of Object.values(family))
      if (!existsSync(file))
        throw new Error(
          `doc6 needs the font ${file} (Debian fonts-dejavu-core / fonts-liberation, or the pdfmake package).`,
        );
  const pm = require('pdfmake') as PdfMake;
  pm.setFonts(fonts);
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy((path) => path.endsWith('.ttf'));
  pdfmake = pm;
  return pm;
}

const PDFMAKE_VERSION = (() => {
  try {
    return (require('pdfmake/package.json') as { version: string }).version;
  } catch {
    return 'missing';
  }
})();

/** The full pdfmake definition: running header/footer as page functions, fixed metadata. */
function definition(doc: Doc6): Record<string, unknown> {
  const { header, footer, pageLabel } = doc.running ?? {};
  const def: Record<string, unknown> = {
    ...doc.def,
    info: {
      title: doc.kind,
      creator: 'doc6',
      producer: 'pdfmake',
      creationDate: new Date(Date.UTC(2025, 0, 15)),
      modDate: new Date(Date.UTC(2025, 0, 15)),
    },
  };
  if (header) def.header = () => ({ ...asObject(header), margin: [40, 18, 40, 0] });
  if (footer || pageLabel)
    def.footer = (page: number, count: number) => ({
      margin: [40, 6, 40, 0],
      columns: [
        footer ? asObject(footer) : { text: '' },
        {
          text: (pageLabel ?? '').replace('{n}', String(page)).replace('{N}', String(count)),
          alignment: 'right',
          fontSize: 7,
          width: 90,
        },
      ],
    });
  return def;
}

function asObject(node: Node): { [key: string]: unknown } {
  return typeof node === 'object' && !Array.isArray(node) ? node : { stack: [node] };
}

function cacheKey(doc: Doc6): string {
  return createHash('sha256')
    .update(JSON.stringify({ def: doc.def, running: doc.running, v: PDFMAKE_VERSION, r: 1 }))
    .digest('hex')
    .slice(0, 32);
}

/** Prints one document afresh. */
export async function printDoc6(doc: Doc6): Promise<Uint8Array> {
  const buffer = await loadPdfMake().createPdf(definition(doc)).getBuffer();
  return new Uint8Array(buffer);
}

/** Prints `docs` (from the cache where the same definition was printed before). */
export async function printDocs6(
  docs: readonly Doc6[],
  options: { cache?: boolean } = {},
): Promise<{ printed: Printed6[]; stats: Print6Stats }> {
  const useCache = options.cache ?? true;
  const t0 = performance.now();
  let fresh = 0;
  const printed: Printed6[] = [];
  if (useCache) mkdirSync(CACHE_DIR, { recursive: true });
  for (const doc of docs) {
    const file = join(CACHE_DIR, `${doc.name}-${cacheKey(doc)}.pdf`);
    if (useCache && existsSync(file)) {
      printed.push({ doc, pdf: new Uint8Array(readFileSync(file)) });
      continue;
    }
    const pdf = await printDoc6(doc);
    fresh++;
    if (useCache) writeFileSync(file, pdf);
    printed.push({ doc, pdf });
  }
  return {
    printed,
    stats: { printed: fresh, cached: docs.length - fresh, ms: performance.now() - t0 },
  };
}
