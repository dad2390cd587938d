/**
 * Lays a generated quality document out on pages and draws it with the fixture builder:
 * paragraphs wrap (at spaces, after hyphens, and by hyphenating long words), field values and
 * table cells wrap inside their column, and every drawn line remembers which of its characters
 * are which marked value, so the truth survives the layout.
 */
import {
  pushGraphicsState,
  popGraphicsState,
  beginText,
  endText,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { UnicodeTextFont } from '../../src/core/redact/unicode-text-font';
import { FixtureBuilder, PAGE_SIZES } from '../fixtures/fixture-builder';
import type { PageWriter, TextStyle } from '../fixtures/page-writer';
import type { Prng } from '../fixtures/prng';
import { parseMarked, type MarkedSpan, type QualityDoc } from './doc-model';

/** A piece of a marked value on one drawn line: [start, end) in the line's text. */
export interface LinePiece {
  start: number;
  end: number;
  tag: string;
  /** Identifies the value across the lines it is split over. */
  id: number;
}

/** One string drawn on a page, in drawing order. */
export interface DrawnLine {
  page: number;
  text: string;
  pieces: LinePiece[];
}

/** A rendered document: the PDF and its drawn lines. */
export interface RenderedDoc {
  name: string;
  pdf: Uint8Array;
  lines: DrawnLine[];
}

const SIZE = 10;
const LEADING = 13.5;
const MARGIN = 60;

/** A wrapped line: source range of the block's plain text, plus an inserted hyphen. */
interface Slice {
  from: number;
  to: number;
  hyphen: boolean;
}

class Layout {
  private readonly f: FixtureBuilder;
  private page!: PageWriter;
  private y = 0;
  private pageNo = 0;
  readonly lines: DrawnLine[] = [];
  private nextId = 0;
  private unicode: UnicodeTextFont | undefined;
  private readonly size: readonly [number, number];

  constructor(
    f: FixtureBuilder,
    private readonly doc: QualityDoc,
    private readonly rng: Prng,
  ) {
    this.f = f;
    this.size = doc.lang === 'en' ? PAGE_SIZES.letter : PAGE_SIZES.a4;
    this.newPage();
  }

  private get cyrillic(): boolean {
    return this.doc.lang === 'ru';
  }

  private style(bold = false, size = SIZE): TextStyle {
    return { font: this.f.font(bold ? 'Helvetica-Bold' : 'Helvetica'), size };
  }

  /** Advance width of `text` in the font the document is drawn with. */
  width(text: string, bold = false, size = SIZE): number {
    if (this.cyrillic) return text.length * 0.5 * size;
    const font = this.style(bold, size).font;
    return font.widthOfTextAtSize(text, size);
  }

  private newPage(): void {
    if (this.pageNo > 0) this.footer();
    this.page = this.f.addPage(this.size);
    this.pageNo++;
    this.y = MARGIN + 10;
  }

  private footer(): void {
    const { text, spans } = parseMarked(this.doc.footer);
    const id = this.nextId;
    this.nextId += spans.length;
    const line = `${text} · ${this.doc.pageWord} ${this.pageNo}`;
    this.draw(
      line,
      MARGIN,
      this.size[1] - 36,
      spans.map((s, i) => ({ ...s, id: id + i })),
      false,
      8,
    );
  }

  /** Draws one line and records it. */
  private draw(
    text: string,
    x: number,
    y: number,
    pieces: LinePiece[],
    bold = false,
    size = SIZE,
  ): void {
    if (text.trim() === '') return;
    if (this.cyrillic) this.drawUnicode(text, x, y, size);
    else this.page.text(text, x, y, this.style(bold, size));
    this.lines.push({ page: this.pageNo, text, pieces });
  }

  private drawUnicode(text: string, x: number, y: number, size: number): void {
    this.unicode ??= UnicodeTextFont.embed(this.f.doc);
    const key = this.page.page.node.newFontDictionary(this.unicode.name, this.unicode.ref);
    this.page.page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFontAndSize(key, size),
      setTextMatrix(1, 0, 0, 1, x, this.size[1] - y),
      showText(this.unicode.encodeText(text)),
      endText(),
      popGraphicsState(),
    );
  }

  private ensure(height: number): void {
    if (this.y + height > this.size[1] - 70) this.newPage();
  }

  /** Wraps plain text into slices no wider than `maxWidth`. */
  wrap(text: string, maxWidth: number, bold = false): Slice[] {
    const slices: Slice[] = [];
    let lineStart = 0;
    while (text[lineStart] === ' ') lineStart++;
    while (lineStart < text.length) {
      if (this.width(text.slice(lineStart), bold) <= maxWidth) {
        slices.push({ from: lineStart, to: text.length, hyphen: false });
        break;
      }
      // Longest prefix that fits.
      let fit = lineStart;
      while (fit < text.length && this.width(text.slice(lineStart, fit + 1), bold) <= maxWidth)
        fit++;
      // Break opportunities at or before `fit`: a space, or just after a hyphen.
      let brk = -1;
      for (let k = fit; k > lineStart; k--) {
        if (text[k] === ' ') {
          brk = k;
          break;
        }
        if (text[k - 1] === '-' && k < text.length && /\S/.test(text[k]!) && k - 1 > lineStart) {
          brk = k;
          break;
        }
      }
      const wordStart = text.lastIndexOf(' ', fit) + 1;
      const wordEnd = (() => {
        const e = text.indexOf(' ', fit);
        return e === -1 ? text.length : e;
      })();
      const longWord = wordEnd - wordStart >= 9 && /^\p{L}+$/u.test(text.slice(wordStart, wordEnd));
      // Hyphenate a long word that would otherwise move whole to the next line, now and then.
      if (
        longWord &&
        wordStart > lineStart &&
        fit - wordStart >= 4 &&
        wordEnd - fit >= 3 &&
        this.rng.next() < 0.5
      ) {
        const cut = Math.min(fit - 1, wordEnd - 3);
        slices.push({ from: lineStart, to: cut, hyphen: true });
        lineStart = cut;
        continue;
      }
      if (brk <= lineStart) brk = Math.max(fit, lineStart + 1);
      slices.push({ from: lineStart, to: brk, hyphen: false });
      lineStart = brk;
      while (text[lineStart] === ' ') lineStart++;
    }
    return slices;
  }

  /** Pieces of `spans` inside [from, to), relative to `from`. */
  private piecesOf(spans: MarkedSpan[], ids: number[], from: number, to: number): LinePiece[] {
    const pieces: LinePiece[] = [];
    spans.forEach((s, k) => {
      const a = Math.max(s.start, from);
      const b = Math.min(s.end, to);
      if (a < b) pieces.push({ start: a - from, end: b - from, tag: s.tag, id: ids[k]! });
    });
    return pieces;
  }

  /** Draws marked text wrapped into a column at x; returns the number of lines drawn. */
  private drawWrapped(
    marked: string,
    x: number,
    y: number,
    maxWidth: number,
    bold = false,
  ): number {
    // Forced line breaks: each part wraps on its own (markers never span one).
    const parts = marked.split('\n');
    if (parts.length > 1) {
      let n = 0;
      for (const part of parts) n += this.drawWrapped(part, x, y + n * LEADING, maxWidth, bold);
      return n;
    }
    const { text, spans } = parseMarked(marked);
    const ids = spans.map(() => this.nextId++);
    const slices = this.wrap(text, maxWidth, bold);
    slices.forEach((s, n) => {
      let line = text.slice(s.from, s.to).replace(/\s+$/, '');
      const pieces = this.piecesOf(spans, ids, s.from, s.from + line.length);
      if (s.hyphen) line += '-';
      this.draw(line, x, y + n * LEADING, pieces, bold);
    });
    return slices.length;
  }

  private get textWidth(): number {
    return this.size[0] - 2 * MARGIN;
  }

  render(): void {
    for (const block of this.doc.blocks) {
      switch (block.kind) {
        case 'heading': {
          this.ensure(30);
          const { text, spans } = parseMarked(block.text);
          const ids = spans.map(() => this.nextId++);
          this.draw(text, MARGIN, this.y + 6, this.piecesOf(spans, ids, 0, text.length), true, 13);
          this.y += 26;
          break;
        }
        case 'gap':
          this.y += LEADING;
          break;
        case 'para': {
          const n = this.wrap(parseMarked(block.text).text, this.textWidth).length;
          if (this.y + n * LEADING > this.size[1] - 70 && n < 12) this.newPage();
          const drawn = this.drawParagraphAcrossPages(block.text);
          this.y += drawn + 6;
          break;
        }
        case 'lines':
          for (const line of block.lines) {
            this.ensure(LEADING);
            const n = this.drawWrapped(line, MARGIN, this.y, this.textWidth);
            this.y += n * LEADING;
          }
          this.y += 6;
          break;
        case 'fields': {
          const colWidth = block.columns === 1 ? this.textWidth : this.textWidth / 2;
          const labelWidth = block.columns === 1 ? 150 : 105;
          for (let r = 0; r < block.rows.length; r += block.columns) {
            let rowLines = 1;
            const row = block.rows.slice(r, r + block.columns);
            const heights = row.map(
              ([, value]) => this.wrap(parseMarked(value).text, colWidth - labelWidth - 10).length,
            );
            this.ensure(Math.max(...heights) * LEADING);
            row.forEach(([label, value], c) => {
              const x = MARGIN + c * colWidth;
              this.drawWrapped(label, x, this.y, labelWidth - 6, true);
              rowLines = Math.max(
                rowLines,
                this.drawWrapped(value, x + labelWidth, this.y, colWidth - labelWidth - 10),
              );
            });
            this.y += rowLines * LEADING + 3;
          }
          this.y += 6;
          break;
        }
        case 'table': {
          const total = block.widths.reduce((a, b) => a + b, 0);
          const xs: number[] = [];
          let acc = MARGIN;
          for (const w of block.widths) {
            xs.push(acc);
            acc += (w / total) * this.textWidth;
          }
          const cellWidth = (c: number) => (block.widths[c]! / total) * this.textWidth - 8;
          const drawRow = (cells: string[], bold: boolean) => {
            const heights = cells.map(
              (cell, c) => this.wrap(parseMarked(cell).text, cellWidth(c), bold).length,
            );
            this.ensure(Math.max(...heights) * LEADING);
            cells.forEach((cell, c) => this.drawWrapped(cell, xs[c]!, this.y, cellWidth(c), bold));
            this.y += Math.max(...heights) * LEADING + 2;
          };
          drawRow(block.header, true);
          for (const row of block.rows) drawRow(row, false);
          this.y += 8;
          break;
        }
        case 'columns': {
          const half = this.textWidth / 2 - 12;
          this.ensure(LEADING * 4);
          const left = this.drawWrapped(block.left, MARGIN, this.y, half);
          const right = this.drawWrapped(block.right, MARGIN + half + 24, this.y, half);
          this.y += Math.max(left, right) * LEADING + 8;
          break;
        }
      }
    }
    this.footer();
  }

  /** Draws a paragraph, moving to a new page between lines when the page is full. */
  private drawParagraphAcrossPages(marked: string): number {
    const { text, spans } = parseMarked(marked);
    const ids = spans.map(() => this.nextId++);
    const slices = this.wrap(text, this.textWidth);
    for (const s of slices) {
      this.ensure(LEADING);
      let line = text.slice(s.from, s.to).replace(/\s+$/, '');
      const pieces = this.piecesOf(spans, ids, s.from, s.from + line.length);
      if (s.hyphen) line += '-';
      this.draw(line, MARGIN, this.y, pieces);
      this.y += LEADING;
    }
    return 0;
  }
}

/** Renders `doc` to a PDF with the fixture builder; `rng` decides where long words hyphenate. */
export async function renderQualityDoc(doc: QualityDoc, rng: Prng): Promise<RenderedDoc> {
  const f = await FixtureBuilder.create(doc.name);
  const layout = new Layout(f, doc, rng);
  layout.render();
  const built = await f.finish();
  return { name: doc.name, pdf: built.pdf, lines: layout.lines };
}
