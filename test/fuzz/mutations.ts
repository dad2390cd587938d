import type { Prng } from '../fixtures/prng';

/** One way of damaging a PDF, named so a failing case can be read back from its log line. */
export interface Mutation {
  name: string;
  apply(pdf: Uint8Array, donor: Uint8Array, rng: Prng): Uint8Array;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** Replaces each match of `pattern` in the file's text with probability `p`. */
function replaceSome(
  pdf: Uint8Array,
  pattern: RegExp,
  p: number,
  rng: Prng,
  by: (m: string) => string,
) {
  return bytesOf(latin1(pdf).replace(pattern, (m) => (rng.next() < p ? by(m) : m)));
}

/** The mutations of the fuzz test: truncation, flips, splices, broken xref, numbers, nesting. */
export const MUTATIONS: readonly Mutation[] = [
  {
    name: 'truncate',
    apply: (pdf, _donor, rng) => pdf.slice(0, rng.int(pdf.length)),
  },
  {
    name: 'flip-bytes',
    apply: (pdf, _donor, rng) => {
      const out = pdf.slice();
      const flips = 1 + rng.int(24);
      for (let k = 0; k < flips; k++) {
        const at = rng.int(out.length);
        out[at] = out[at]! ^ (1 << rng.int(8));
      }
      return out;
    },
  },
  {
    name: 'random-bytes-run',
    apply: (pdf, _donor, rng) => {
      const out = pdf.slice();
      const start = rng.int(out.length);
      const end = Math.min(out.length, start + 1 + rng.int(512));
      for (let i = start; i < end; i++) out[i] = rng.int(256);
      return out;
    },
  },
  {
    name: 'splice-object',
    apply: (pdf, donor, rng) => {
      // An object of another file, pasted over one of this file's objects (same number).
      const objects = [...latin1(donor).matchAll(/\d+ 0 obj[\s\S]*?endobj/g)].map((m) => m[0]);
      const text = latin1(pdf);
      const targets = [...text.matchAll(/(\d+) 0 obj[\s\S]*?endobj/g)];
      if (objects.length === 0 || targets.length === 0) return pdf;
      const target = rng.pick(targets);
      const pasted = rng.pick(objects).replace(/^\d+/, target[1]!);
      return bytesOf(
        text.slice(0, target.index) + pasted + text.slice(target.index! + target[0].length),
      );
    },
  },
  {
    name: 'delete-xref',
    apply: (pdf, _donor, rng) => {
      const text = latin1(pdf);
      const cut = rng.next() < 0.5 ? /xref[\s\S]*?(?=trailer)/ : /startxref\s*\d+/;
      return bytesOf(text.replace(cut, ''));
    },
  },
  {
    name: 'huge-numbers',
    apply: (pdf, _donor, rng) => {
      const huge = [
        '99999999999999999999',
        '1e308',
        '-2147483649',
        '4294967296',
        '0.0000000001',
        '-0',
      ];
      return replaceSome(pdf, /(?<![\d.])\d+(?:\.\d+)?(?![\d.])/g, 0.05, rng, () => rng.pick(huge));
    },
  },
  {
    name: 'deep-nesting',
    apply: (pdf, _donor, rng) => {
      const depth = 1000 + rng.int(50_000);
      const [open, close] = rng.pick([
        ['[', ']'],
        ['<<', '>>'],
        ['<< /K ', '>>'],
      ] as const);
      const nest = open.repeat(depth) + close.repeat(rng.next() < 0.5 ? depth : 0);
      const text = latin1(pdf);
      const at = text.indexOf(' obj', rng.int(Math.max(1, text.length - 200)));
      if (at < 0) return bytesOf(text + nest);
      return bytesOf(text.slice(0, at + 4) + ' ' + nest + text.slice(at + 4));
    },
  },
  {
    name: 'wrong-lengths',
    apply: (pdf, _donor, rng) =>
      replaceSome(pdf, /\/Length \d+/g, 0.5, rng, () => `/Length ${rng.pick([0, 1, 7, 99999999])}`),
  },
  {
    name: 'page-tree-loop',
    apply: (pdf, _donor, rng) =>
      // Kids pointing at the page tree itself (or a random object): a cycle or a wrong type.
      replaceSome(
        pdf,
        /\/Kids \[[^\]]*\]/g,
        1,
        rng,
        () => `/Kids [${1 + rng.int(8)} 0 R ${1 + rng.int(8)} 0 R]`,
      ),
  },
];
