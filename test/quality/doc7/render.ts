/**
 * Prints doc7 documents with jsPDF (its own text layout: `splitTextToSize` line breaking,
 * justification by word spacing, TrueType fonts embedded with an Identity-H encoding) and
 * jspdf-autotable (tables that wrap cells and split over pages with the head repeated).
 * PDFs are cached in `.cache/quality-doc7/` under a hash of the blocks and the jsPDF version.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { Block7, Doc7, Family7 } from './kit';

/** A printed document. */
export interface Printed7 {
  doc: Doc7;
  pdf: Uint8Array;
}

/** What printing a batch cost. */
export interface Print7Stats {
  printed: number;
  cached: number;
  ms: number;
}

const require = createRequire(import.meta.url);
const CACHE_DIR = resolve(process.cwd(), '.cache/quality-doc7');
const DEBIAN = '/usr/share/fonts/truetype';

/** Regular and bold files of each family (Debian fonts-dejavu-core and fonts-liberation). */
const FONT_FILES: Record<Family7, [string, string]> = {
  DejaVuSans: [`${DEBIAN}/dejavu/DejaVuSans.ttf`, `${DEBIAN}/dejavu/DejaVuSans-Bold.ttf`],
  DejaVuSerif: [`${DEBIAN}/dejavu/DejaVuSerif.ttf`, `${DEBIAN}/dejavu/DejaVuSerif-Bold.ttf`],
  LiberationSans: [
    `${DEBIAN}/liberation/LiberationSans-Regular.ttf`,
    `${DEBIAN}/liberation/LiberationSans-Bold.ttf`,
  ],
  LiberationSerif: [
    `${DEBIAN}/liberation/LiberationSerif-Regular.ttf`,
    `${DEBIAN}/liberation/LiberationSerif-Bold.ttf`,
  ],
};

const fontData = new Map<string, string>();

/** A font file as base64 (read once); a missing file is a clear error. */
function fontBase64(file: string): string {
  let data = fontData.get(file);
  if (data) return data;
  if (!existsSync(file))
    throw new Error(
      `doc7 needs the font ${file} (Debian packages fonts-dejavu-core and fonts-liberation).`,
    );
  data = readFileSync(file).toString('base64');
  fontData.set(file, data);
  return data;
}

const JSPDF_VERSION = (() => {
  try {
    return (require('jspdf/package.json') as { version: string }).version;
  } catch {
    return 'missing';
  }
})();

const PAGE_H = 842;
const LEFT = 50;
const WIDTH = 495;
const TOP = 72;
const BOTTOM = PAGE_H - 70;
const BODY = 9.5;
const LEAD = 1.35;

/** Lays the blocks out top to bottom, breaking pages where the next line does not fit. */
class Layout {
  y = TOP;

  constructor(
    readonly pdf: jsPDF,
    readonly family: Family7,
  ) {}

  font(size: number, bold = false, grey = false): void {
    this.pdf.setFont(this.family, bold ? 'bold' : 'normal');
    this.pdf.setFontSize(size);
    this.pdf.setTextColor(grey ? 90 : 0);
  }

  /** Makes room for `h` points, starting a page when they do not fit. */
  room(h: number): void {
    if (this.y + h <= BOTTOM) return;
    this.pdf.addPage();
    this.y = TOP;
  }

  line(text: string, x: number, size: number, opts?: { justify?: boolean; width?: number }): void {
    this.room(size * LEAD);
    this.y += size * LEAD;
    if (opts?.justify) this.pdf.text(text, x, this.y, { align: 'justify', maxWidth: opts.width });
    else this.pdf.text(text, x, this.y);
  }

  block(b: Block7): void {
    const pdf = this.pdf;
    switch (b.k) {
      case 'title':
        this.font(15, true);
        this.room(30);
        this.y += 22;
        pdf.text(b.text, LEFT, this.y);
        this.y += 8;
        return;
      case 'h':
        this.font(11, true);
        this.room(40);
        this.y += 10;
        this.line(b.text, LEFT, 11);
        this.y += 2;
        return;
      case 'p': {
        this.font(BODY);
        const lines = pdf.splitTextToSize(b.text, WIDTH) as string[];
        lines.forEach((l, i) =>
          this.line(l, LEFT, BODY, { justify: b.justify && i < lines.length - 1, width: WIDTH }),
        );
        this.y += 5;
        return;
      }
      case 'lines':
        b.lines.forEach((l, i) => {
          this.font(BODY, b.bold === true && i === 0);
          this.line(l, b.right ? LEFT + 290 : LEFT, BODY);
        });
        this.y += 6;
        return;
      case 'fields':
        this.fields(b.rows, b.layout);
        return;
      case 'table': {
        autoTable(pdf, {
          startY: this.y + 4,
          head: [b.head],
          body: b.body,
          theme: b.theme ?? 'striped',
          styles: { font: this.family, fontSize: b.fontSize ?? 8.5, cellPadding: 3 },
          columnStyles: Object.fromEntries(
            (b.nowrap ?? []).map((i) => [i, { cellWidth: 'wrap' as const }]),
          ),
          headStyles: { font: this.family, fontStyle: 'bold' },
          margin: { top: TOP, bottom: PAGE_H - BOTTOM, left: LEFT, right: LEFT },
        });
        const last = (pdf as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable;
        this.y = (last?.finalY ?? this.y) + 10;
        pdf.setTextColor(0);
        return;
      }
      case 'gap':
        this.y += b.h;
        return;
    }
  }

  fields(rows: ReadonlyArray<[string, string]>, layout: 'inline' | 'grid' | 'stacked'): void {
    const pdf = this.pdf;
    if (layout === 'inline') {
      for (const [label, value] of rows) {
        // The value starts after the label column, or after a label longer than that column.
        this.font(BODY, true);
        const at = Math.max(150, pdf.getTextWidth(`${label}:`) + 8);
        this.font(BODY);
        const lines = pdf.splitTextToSize(value, WIDTH - at) as string[];
        this.room(BODY * LEAD * lines.length);
        this.y += BODY * LEAD;
        this.font(BODY, true);
        pdf.text(`${label}:`, LEFT, this.y);
        this.font(BODY);
        lines.forEach((l, i) => pdf.text(l, LEFT + at, this.y + i * BODY * LEAD));
        this.y += (lines.length - 1) * BODY * LEAD;
      }
      this.y += 6;
      return;
    }
    // Two label/value pairs per row: beside each other (grid) or the label above (stacked).
    for (let i = 0; i < rows.length; i += 2) {
      const pair = rows.slice(i, i + 2);
      if (layout === 'grid') {
        this.room(BODY * LEAD);
        this.y += BODY * LEAD;
        pair.forEach(([label, value], j) => {
          const x = LEFT + j * 255;
          this.font(BODY, true);
          pdf.text(`${label}:`, x, this.y);
          const labelWidth = pdf.getTextWidth(`${label}:`);
          this.font(BODY);
          pdf.text(value, x + Math.max(95, labelWidth + 6), this.y);
        });
      } else {
        this.room(26);
        this.y += 9;
        pair.forEach(([label], j) => {
          this.font(7, false, true);
          pdf.text(label, LEFT + j * 255, this.y);
        });
        this.y += 12;
        pair.forEach(([, value], j) => {
          this.font(10);
          pdf.text(value, LEFT + j * 255, this.y);
        });
        this.y += 4;
      }
    }
    this.y += 6;
  }
}

/** Prints one document afresh (the same bytes every time: fixed dates and file id). */
export function printDoc7(doc: Doc7): Uint8Array {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  pdf.setCreationDate(new Date(Date.UTC(2025, 0, 15)));
  pdf.setFileId('0d7c0d7c0d7c0d7c0d7c0d7c0d7c0d7c');
  pdf.setDocumentProperties({ title: doc.kind, creator: 'doc7' });
  const [regular, bold] = FONT_FILES[doc.family];
  pdf.addFileToVFS(`${doc.family}.ttf`, fontBase64(regular));
  pdf.addFont(`${doc.family}.ttf`, doc.family, 'normal');
  pdf.addFileToVFS(`${doc.family}-Bold.ttf`, fontBase64(bold));
  pdf.addFont(`${doc.family}-Bold.ttf`, doc.family, 'bold');
  const layout = new Layout(pdf, doc.family);
  for (const b of doc.blocks) layout.block(b);
  const pages = pdf.getNumberOfPages();
  for (let n = 1; n <= pages; n++) {
    pdf.setPage(n);
    if (doc.header) {
      layout.font(7.5, false, true);
      pdf.text(doc.header, LEFT, 38);
    }
    layout.font(7, false, true);
    (doc.footer ?? []).forEach((l, i) => pdf.text(l, LEFT, PAGE_H - 42 + i * 9));
    if (doc.pageLabel)
      pdf.text(
        doc.pageLabel.replace('{n}', String(n)).replace('{N}', String(pages)),
        LEFT + WIDTH,
        PAGE_H - 42,
        {
          align: 'right',
        },
      );
  }
  return new Uint8Array(pdf.output('arraybuffer'));
}

function cacheKey(doc: Doc7): string {
  const { marks: _marks, ...layout } = doc;
  return createHash('sha256')
    .update(JSON.stringify({ layout, v: JSPDF_VERSION, r: 1 }))
    .digest('hex')
    .slice(0, 32);
}

/** Prints `docs` (from the cache where the same document was printed before). */
export function printDocs7(
  docs: readonly Doc7[],
  options: { cache?: boolean } = {},
): { printed: Printed7[]; stats: Print7Stats } {
  const useCache = options.cache ?? true;
  const t0 = performance.now();
  let fresh = 0;
  const printed: Printed7[] = [];
  if (useCache) mkdirSync(CACHE_DIR, { recursive: true });
  for (const doc of docs) {
    const file = join(CACHE_DIR, `${doc.name}-${cacheKey(doc)}.pdf`);
    if (useCache && existsSync(file)) {
      printed.push({ doc, pdf: new Uint8Array(readFileSync(file)) });
      continue;
    }
    const pdf = printDoc7(doc);
    fresh++;
    if (useCache) writeFileSync(file, pdf);
    printed.push({ doc, pdf });
  }
  return {
    printed,
    stats: { printed: fresh, cached: docs.length - fresh, ms: performance.now() - t0 },
  };
}
