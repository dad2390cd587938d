/**
 * Building blocks of the doc5 documents: one HTML page per document that Chromium paginates by
 * itself (letterhead and footer repeat on every printed page), with a record of every value
 * that was marked, so the truth can be found again in the text read back from the PDF.
 */
import { LANGS, type Lang } from '../locales';
import type { Values } from './values';

/** One marked value: its tag and its text exactly as written into the HTML. */
export interface Marked {
  tag: string;
  text: string;
}

/** One doc5 document before printing. */
export interface Doc5 {
  /** Unique name: `<part>-<kind>-<lang>-<n>`. */
  name: string;
  lang: Lang;
  html: string;
  /** Every mark made (a value marked twice is listed twice). */
  marks: Marked[];
  /** Re-distil Chromium's PDF through Ghostscript (a second producer). */
  distil: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for HTML. */
export function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

/** A phrase in the seven languages, in the order of LANGS (en es fr de it pt ru). */
export type Phrase = readonly [string, string, string, string, string, string, string];

/** The writer of one document: marks values and picks phrases of its language. */
export class Writer {
  readonly marks: Marked[] = [];

  constructor(
    readonly v: Values,
    readonly lang: Lang,
  ) {}

  /** Marks `value` as personal data of `tag` and returns its escaped HTML. */
  m(tag: string, value: string): string {
    this.marks.push({ tag, text: value });
    return esc(value);
  }

  /** The phrase of this document's language (escaped). */
  t(phrase: Phrase): string {
    return esc(phrase[LANGS.indexOf(this.lang)]!);
  }

  /** The phrase of this document's language (raw, for building values). */
  raw(phrase: Phrase): string {
    return phrase[LANGS.indexOf(this.lang)]!;
  }
}

/** What a template returns. */
export interface DocParts {
  paper: 'A4' | 'Letter';
  /** Base font size in points (small fonts are part of the variation). */
  fontPt: number;
  /** CSS font family. */
  font: string;
  /** Letterhead printed at the top of every page (position: fixed). */
  head: string;
  /** Footer printed at the foot of every page (position: fixed). */
  foot: string;
  /** The flowing body. */
  body: string;
  /** Extra CSS. */
  css?: string;
}

/**
 * Assembles the HTML page. Chromium paginates the flow itself; the letterhead and footer are the
 * header and footer groups of a frame table, which Chromium repeats on every printed page.
 */
export function assemble(lang: Lang, parts: DocParts): string {
  const [w, h] = parts.paper === 'A4' ? ['210mm', '297mm'] : ['8.5in', '11in'];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: ${w} ${h}; margin: 11mm 16mm 10mm 16mm; }
body { margin: 0; font-family: ${parts.font}; font-size: ${parts.fontPt}pt; line-height: 1.28; color: #111; position: relative; }
/* Ghostscript's re-distil maps ligature glyphs (ff, fi) to wrong characters: print none. */
* { font-variant-ligatures: none; }
table.frame { width: 100%; border: none; } table.frame > * > tr > td { border: none; padding: 0; }
.head { border-bottom: 0.6pt solid #555; font-size: 0.85em; padding-bottom: 2mm; margin-bottom: 4mm; }
.foot { font-size: 0.75em; color: #333; border-top: 0.4pt solid #999; margin-top: 4mm; padding-top: 1mm; }
h1 { font-size: 1.45em; margin: 0 0 3mm; } h2 { font-size: 1.1em; margin: 4mm 0 1.5mm; }
table { border-collapse: collapse; width: 100%; } td, th { border: 0.4pt solid #888; padding: 1.2mm 1.6mm; vertical-align: top; text-align: left; }
th { background: #eee; } thead { display: table-header-group; } tfoot { display: table-footer-group; } tr { break-inside: avoid; }
.cols2 { column-count: 2; column-gap: 8mm; } .cols3 { column-count: 3; column-gap: 6mm; }
.lab { font-size: 0.78em; color: #444; } .val { display: block; margin-bottom: 1.6mm; }
.right { text-align: right; } .small { font-size: 0.8em; } .box { border: 0.6pt solid #444; padding: 2mm; margin: 2mm 0; break-inside: avoid; }
.sig { margin-top: 8mm; display: flex; gap: 20mm; } .sig > div { flex: 1; border-top: 0.5pt solid #000; padding-top: 1mm; }
.quote { border-left: 2pt solid #aaa; padding-left: 3mm; color: #333; margin: 2mm 0; }
.narrow { width: 32mm; } .wrap { overflow-wrap: anywhere; }
.gutter { padding-left: 7mm; }
.rot { position: absolute; left: 0; top: 95mm; transform: rotate(-90deg); transform-origin: left top; font-size: 0.7em; color: #555; white-space: nowrap; }
${parts.css ?? ''}
</style></head><body>
<table class="frame"><thead><tr><td><div class="head">${parts.head}</div></td></tr></thead>
<tfoot><tr><td><div class="foot">${parts.foot}</div></td></tr></tfoot>
<tbody><tr><td>
${parts.body}
</td></tr></tbody></table>
</body></html>`;
}

/** A label on one line and its value under it (a form cell). */
export function cell(label: string, value: string): string {
  return `<div><span class="lab">${label}</span><span class="val">${value}</span></div>`;
}

/** A two-column table of label / value rows. */
export function fieldTable(rows: Array<[string, string]>, labelWidth = '38%'): string {
  return `<table>${rows
    .map(([l, v]) => `<tr><td style="width:${labelWidth}" class="lab">${l}</td><td>${v}</td></tr>`)
    .join('')}</table>`;
}
