/**
 * Building blocks of the Chromium-rendered quality documents (dev4, held4): a document is plain
 * HTML and CSS in which every personal value is an element `<span data-pii="TAG">`; the page
 * chrome (running header and footer) and the flow of blocks are paginated inside the browser
 * into fixed-size page boxes, so that a client rectangle maps onto a PDF page by a plain scale.
 */
import type { Lang } from '../locales';

/** One HTML document of the set, before rendering. */
export interface HtmlDoc {
  /** Unique name: `<part>-<kind>-<lang>-<n>`. */
  name: string;
  lang: Lang;
  /** The whole HTML page given to Chromium. */
  html: string;
}

/** The pieces a template writes; `page()` assembles them into an HtmlDoc's HTML. */
export interface PageParts {
  lang: Lang;
  paper: 'A4' | 'Letter';
  /** Extra CSS of the template (fonts, tables, columns). */
  css: string;
  /** Running header repeated on every page (may hold marked values). */
  header: string;
  /** Running footer; `<span class="pageno"></span>` and `<span class="pagecount"></span>` are filled in. */
  footer: string;
  /**
   * Top-level blocks of the flow: each is kept whole on a page, except `table.split` (split by rows);
   * a block with class `newpage` starts a new page.
   */
  blocks: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for HTML. */
export function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

/** Marks `value` as personal data of `tag` (escaped). */
export function pii(tag: string, value: string): string {
  return `<span data-pii="${tag}">${esc(value)}</span>`;
}

/** Paper sizes in millimetres. */
const PAPER = { A4: [210, 297], Letter: [215.9, 279.4] } as const;

/** Assembles the HTML of a document from its parts. */
export function page(parts: PageParts): string {
  const [w, h] = PAPER[parts.paper];
  return `<!doctype html>
<html lang="${parts.lang}"><head><meta charset="utf-8"><style>
@page { size: ${w}mm ${h}mm; margin: 0; }
html, body { margin: 0; padding: 0; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: ${w}mm; height: ${h}mm; position: relative; overflow: hidden; box-sizing: border-box;
  break-after: page; page-break-after: always; }
.page:last-child { break-after: auto; page-break-after: auto; }
.page > header { position: absolute; left: 16mm; right: 16mm; top: 9mm; }
.page > footer { position: absolute; left: 16mm; right: 16mm; bottom: 8mm; }
.page > main { position: absolute; left: 16mm; right: 16mm; top: 34mm; bottom: 22mm; overflow: hidden; }
#flow { display: none; }
table { border-collapse: collapse; }
${parts.css}
</style></head><body>
<template id="chrome"><div class="page"><header>${parts.header}</header><main></main><footer>${parts.footer}</footer></div></template>
<div id="flow">
${parts.blocks.join('\n')}
</div>
</body></html>`;
}
