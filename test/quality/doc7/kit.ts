/**
 * The doc7 toolkit: the seven languages, seeded choices, the marked-value recorder and the
 * block model the templates fill and `render.ts` prints with jsPDF. A template records every
 * personal value it prints, with its tag, through `m`.
 */
import { Prng } from '../../fixtures/prng';

/** The seven languages of doc7 (ISO 639-3). */
export const LANGS7 = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'rus'] as const;
/** One doc7 language. */
export type Lang7 = (typeof LANGS7)[number];
/** The two parts of doc7. */
export type Part7 = 'dev7' | 'held7';

/** A marked value: the printed text and its tag. */
export interface Mark7 {
  tag: string;
  text: string;
}

/** The font families render.ts embeds (Debian fonts-dejavu-core and fonts-liberation). */
export type Family7 = 'DejaVuSans' | 'DejaVuSerif' | 'LiberationSans' | 'LiberationSerif';

/** One piece of a document, printed top to bottom by render.ts. */
export type Block7 =
  /** The document's title line, large and bold. */
  | { k: 'title'; text: string }
  /** A section heading. */
  | { k: 'h'; text: string }
  /** A paragraph wrapped by jsPDF, left-aligned or justified. */
  | { k: 'p'; text: string; justify?: boolean }
  /** Lines printed as they are (an address block), at the left or the right half. */
  | { k: 'lines'; lines: string[]; right?: boolean; bold?: boolean }
  /** Two blocks of lines side by side (sender left, recipient right). */
  | { k: 'pair'; left: string[]; right: string[] }
  /** Label/value pairs: beside each other ("Label: value") or the label above its value. */
  | { k: 'fields'; rows: Array<[string, string]>; layout: 'inline' | 'grid' | 'stacked' }
  /** A table drawn by jspdf-autotable (wraps cells, splits over pages, repeats the head). */
  | {
      k: 'table';
      head: string[];
      body: string[][];
      theme?: 'grid' | 'striped' | 'plain';
      /** Columns printed without wrapping (the others share what is left of the width). */
      nowrap?: number[];
      fontSize?: number;
    }
  /** Vertical space in points. */
  | { k: 'gap'; h: number };

/** A generated doc7 document before printing. */
export interface Doc7 {
  name: string;
  kind: string;
  lang: Lang7;
  family: Family7;
  blocks: Block7[];
  /** Printed at the top of every page. */
  header?: string;
  /** Printed at the bottom of every page (one or two short lines). */
  footer?: string[];
  /** Page label with {n} and {N} ("Page {n} of {N}"). */
  pageLabel?: string;
  marks: Mark7[];
}

/** FNV-1a of a string: a seed per document name, so adding a document leaves the others unchanged. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Seeded choices and the marks recorder of one template run. */
export class Ctx7 {
  readonly rng: Prng;
  readonly marks: Mark7[] = [];

  constructor(
    readonly lang: Lang7,
    readonly part: Part7,
    seedName: string,
  ) {
    this.rng = new Prng(fnv1a(seedName));
  }

  /** Records `text` as a personal value of `tag` and returns it for printing. */
  m(tag: string, text: string): string {
    this.marks.push({ tag, text });
    return text;
  }

  /** One element of a list. */
  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  /** `n` distinct elements of a list (fewer when the list is shorter). */
  some<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(this.rng.int(pool.length), 1)[0]!);
    return out;
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + this.rng.int(hi - lo + 1);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.rng.next() < p;
  }

  /** `n` random digits. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.rng.int(10));
    return s;
  }

  /** `n` random capital letters. */
  letters(n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let s = '';
    for (let i = 0; i < n; i++) s += from[this.rng.int(from.length)]!;
    return s;
  }

  /** The part's half of a pool: even positions for dev7, odd ones for held7. */
  half<T>(items: readonly T[]): T[] {
    const r = this.part === 'dev7' ? 0 : 1;
    return items.filter((_, i) => i % 2 === r);
  }

  /** One element of the part's half of a pool. */
  from<T>(items: readonly T[]): T {
    return this.pick(this.half(items));
  }
}

/** Per-language text: every template label comes in the seven languages. */
export type L7<T = string> = Record<Lang7, T>;
