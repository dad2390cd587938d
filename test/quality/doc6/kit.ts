/**
 * The doc6 toolkit: seeded choices, the marked-value recorder and the document shape that the
 * templates fill. A template writes a pdfmake document definition and records, through `mark`,
 * every personal value it prints, with its tag.
 */
import { Prng } from '../../fixtures/prng';

/** The seven languages of doc6 (ISO 639-3, as the brief names them). */
export const LANGS6 = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'rus'] as const;
/** One doc6 language. */
export type Lang6 = (typeof LANGS6)[number];
/** The two parts of doc6. */
export type Part6 = 'dev6' | 'held6';

/** A pdfmake content node (kept loose: pdfmake takes plain objects). */
export type Node = string | number | Node[] | { [key: string]: unknown };

/** A marked value: printed text and its tag. */
export interface Mark {
  tag: string;
  text: string;
}

/** A generated doc6 document before printing. */
export interface Doc6 {
  name: string;
  kind: string;
  lang: Lang6;
  /** The pdfmake document definition (header/footer as page-number templates, see render.ts). */
  def: { [key: string]: unknown };
  /** Printed on every page by render.ts: a running header, a footer, a page label template. */
  running?: Running;
  marks: Mark[];
}

/** What render.ts prints on every page; `pageLabel` holds {n} and {N} ("Page {n} of {N}"). */
export interface Running {
  header?: Node;
  footer?: Node;
  pageLabel?: string;
}

/** FNV-1a of a string: per-document seeds, so adding a document leaves the others unchanged. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Seeded choices plus the marks recorder one template run uses. */
export class Ctx {
  readonly rng: Prng;
  readonly marks: Mark[] = [];

  constructor(
    readonly lang: Lang6,
    readonly part: Part6,
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

  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + this.rng.int(hi - lo + 1);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.rng.next() < p;
  }

  /** `n` random digits as a string. */
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
}

/** A label/value pair printed beside each other (a two-cell row). */
export function fieldRow(label: string, value: Node, bold = true): Node[] {
  return [
    { text: label, bold, fontSize: 9 },
    { text: value, fontSize: 9 },
  ];
}

/** A label printed above its value (a form box). */
export function fieldStack(label: string, value: Node): Node {
  return {
    stack: [
      { text: label, fontSize: 7, color: '#555555' },
      { text: value, fontSize: 10 },
    ],
    margin: [0, 0, 0, 6],
  };
}
