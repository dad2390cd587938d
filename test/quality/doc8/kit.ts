/**
 * The doc8 toolkit: the seven languages, seeded choices, the marked-value recorder and the block
 * model the templates fill and `render.ts` typesets with groff (justified, hyphenated).
 */
import { Prng } from '../../fixtures/prng';

/** The seven languages of doc8 (ISO 639-3). */
export const LANGS8 = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'rus'] as const;
/** One doc8 language. */
export type Lang8 = (typeof LANGS8)[number];
/** The two parts of doc8. */
export type Part8 = 'dev8' | 'held8';
/** Per-language text. */
export type L8<T = string> = Record<Lang8, T>;

/** A marked value: the printed text and its tag. */
export interface Mark8 {
  tag: string;
  text: string;
}

/** groff's PostScript font families (Times, Helvetica, Palatino, New Century Schoolbook) and C, Nimbus Roman with Cyrillic (cyrillic-font.ts). */
export type Family8 = 'T' | 'H' | 'P' | 'N' | 'C';

/** One piece of a document, typeset top to bottom by render.ts. */
export type Block8 =
  /** The title, large and bold, centred. */
  | { k: 'title'; text: string }
  /** A bold section heading. */
  | { k: 'h'; text: string }
  /** A justified, hyphenated paragraph. */
  | { k: 'p'; text: string }
  /** Lines printed as they are (letterhead, address block, signature), left or right. */
  | { k: 'lines'; lines: string[]; right?: boolean; bold?: boolean }
  /** Label/value pairs, one per line ("Label: value"). */
  | { k: 'fields'; rows: Array<[string, string]> }
  /** A boxed table set by tbl; `wide` columns wrap their text in a block of that width (cm). */
  | { k: 'table'; head: string[]; body: string[][]; wide?: Record<number, number> }
  /** Vertical space in lines. */
  | { k: 'gap'; n: number };

/** A generated doc8 document before typesetting. */
export interface Doc8 {
  name: string;
  kind: string;
  lang: Lang8;
  family: Family8;
  /** Line length in cm (narrower lines hyphenate more). */
  width: number;
  /** Point size of the running text. */
  size: number;
  blocks: Block8[];
  /** Printed at the bottom of every page, left of the page number. */
  footer?: string;
  marks: Mark8[];
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
export class Ctx8 {
  readonly rng: Prng;
  readonly marks: Mark8[] = [];

  constructor(
    readonly lang: Lang8,
    readonly part: Part8,
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

  /** One element of the part's half of a pool: even positions for dev8, odd ones for held8. */
  from<T>(items: readonly T[]): T {
    const r = this.part === 'dev8' ? 0 : 1;
    return this.pick(items.filter((_, i) => i % 2 === r));
  }
}
