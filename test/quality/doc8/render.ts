/**
 * Typesets doc8 documents with groff (Debian `groff-base`: preconv, tbl, troff -Tps, grops) and
 * distils the PostScript with Ghostscript's pdfwrite. troff justifies every paragraph and
 * HYPHENATES words at line ends: with its own patterns for English, German and French, and at
 * syllable points this file inserts (`\%`) for Spanish, Italian, Portuguese and Russian, which groff
 * 1.22 ships no patterns for. PDFs are cached in `.cache/quality-doc8/` under a hash of the
 * troff source and the tool versions; the creation date and file id are fixed.
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cyrillicFontDir } from './cyrillic-font';
import type { Block8, Doc8, Lang8 } from './kit';

/** A typeset document. */
export interface Printed8 {
  doc: Doc8;
  pdf: Uint8Array;
}

/** What typesetting a batch cost. */
export interface Print8Stats {
  printed: number;
  cached: number;
  ms: number;
}

const CACHE_DIR = resolve(process.cwd(), '.cache/quality-doc8');

/** groff's hyphenation language and pattern file per language (none for spa/ita/por). */
const HYPHENATION: Record<Lang8, string> = {
  eng: '.hla us\n.hpf hyphen.us\n',
  deu: '.hla de\n.hpf hyphen.den\n',
  fra: '.hla fr\n.hpf hyphen.fr\n',
  spa: '.hla es\n',
  ita: '.hla it\n',
  por: '.hla pt\n',
  rus: '.hla ru\n',
};

const VOWEL = /[aeiouyáéíóúàèìòùâêôîûãõüïаеёиоуыэюя]/i;
/** Consonant pairs that open a syllable together in Spanish, Italian and Portuguese. */
const ONSETS = new Set([
  'bl',
  'br',
  'cl',
  'cr',
  'dr',
  'fl',
  'fr',
  'gl',
  'gr',
  'pl',
  'pr',
  'tr',
  'vr',
  'ch',
  'll',
  'rr',
  'lh',
  'nh',
  'gn',
  'qu',
  'gu',
]);

/** Syllable break points of a Romance word (simple V-CV, VC-CV and VC-CCV rules). */
export function syllableBreaks(word: string, lang: Lang8): number[] {
  const lower = word.toLowerCase();
  const isV = (i: number) => VOWEL.test(lower[i] ?? '');
  const out: number[] = [];
  let i = 0;
  while (i < lower.length && !isV(i)) i++;
  while (i < lower.length) {
    while (i < lower.length && isV(i)) i++;
    let j = i;
    while (j < lower.length && !isV(j)) j++;
    if (j >= lower.length) break;
    const cons = lower.slice(i, j);
    let at: number;
    if (cons.length <= 1) at = i;
    else {
      const last2 = cons.slice(-2);
      const sOnset = lang === 'ita' && cons.length >= 2 && cons[cons.length - 2] === 's';
      at = ONSETS.has(last2) || sOnset ? j - 2 : j - 1;
    }
    // Russian: ь, ъ and й stay with the letter before them.
    while (at < j && 'ьъй'.includes(lower[at]!)) at++;
    if (at >= 2 && word.length - at >= 3) out.push(at);
    i = j;
  }
  return out;
}

/** A word made ready for troff: no hyphenation for addresses of mail and web, syllable points for Romance words. */
function prepareWord(word: string, lang: Lang8): string {
  if (/[@/]|www\./.test(word)) return `\\%${word}`;
  if (lang !== 'spa' && lang !== 'ita' && lang !== 'por' && lang !== 'rus') return word;
  return word.replace(/\p{L}{7,}/gu, (w) => {
    const breaks = syllableBreaks(w, lang);
    let s = '';
    let last = 0;
    for (const b of breaks) {
      s += `${w.slice(last, b)}\\%`;
      last = b;
    }
    return s + w.slice(last);
  });
}

/** Text escaped for troff (backslashes, control characters at a line start) with hyphenation points. */
function troffText(text: string, lang: Lang8): string {
  const escaped = text.replace(/\\/g, '\\e');
  return `\\&${escaped
    .split(' ')
    .map((w) => prepareWord(w, lang))
    .join(' ')}`;
}

/** The indent of a right-hand block: half the measure, less where its longest line would run off the page. */
function rightIndent(lines: string[], width: number, size: number): number {
  const longest = Math.max(...lines.map((l) => l.length));
  // About half an em per character: a generous estimate for the PostScript families used.
  const need = (longest * size * 0.55 * 2.54) / 72;
  return Math.max(0, Math.min(width / 2, width - need));
}

function block(b: Block8, lang: Lang8, width: number, size: number): string {
  const t = (s: string) => troffText(s, lang);
  switch (b.k) {
    case 'title':
      return `.sp 0.5v\n.ce 1\n.ft B\n.ps +4\n${t(b.text)}\n.ps\n.ft R\n.sp 1v\n`;
    case 'h':
      return `.sp 0.8v\n.ne 3v\n.ft B\n${t(b.text)}\n.ft R\n.sp 0.3v\n`;
    case 'p':
      return `.sp 0.5v\n${t(b.text)}\n`;
    case 'lines':
      return (
        `.sp 0.5v\n.nf\n${b.right ? `.in ${rightIndent(b.lines, width, size).toFixed(1)}c\n` : ''}${b.bold ? '.ft B\n' : ''}` +
        b.lines.map(t).join('\n') +
        `\n.ft R\n.in 0\n.fi\n`
      );
    case 'fields':
      return `.sp 0.5v\n.nf\n.ta 5c\n${b.rows.map(([l, v]) => `${t(l)}\t${v.replace(/\\/g, '\\e')}`).join('\n')}\n.fi\n`;
    case 'table': {
      const cols = b.head.map((_, i) => (b.wide?.[i] ? `lw(${b.wide[i]}c)` : 'l'));
      const cell = (s: string, i: number) =>
        b.wide?.[i] ? `T{\n${t(s)}\nT}` : s.replace(/\\/g, '\\e');
      return (
        `.sp 0.8v\n.TS\nallbox tab(|);\n${cols.map((c) => c.replace(/^l/, 'lB')).join(' ')}\n${cols.join(' ')}.\n` +
        `${b.head.join('|')}\n${b.body.map((r) => r.map(cell).join('|')).join('\n')}\n.TE\n`
      );
    }
    case 'gap':
      return `.sp ${b.n}v\n`;
  }
}

/** The troff source of a document. */
export function troffSource(doc: Doc8): string {
  const footer = (doc.footer ?? '').replace(/[|\\]/g, '');
  let s =
    `.pl 29.7c\n.ll ${doc.width}c\n.lt ${doc.width}c\n.po 2.5c\n.fam ${doc.family}\n.ft R\n` +
    `.ps ${doc.size}\n.vs ${doc.size + 2.5}p\n${HYPHENATION[doc.lang]}.hy 4\n.ad b\n` +
    `.de HD\n'sp 2c\n..\n.de FO\n'sp 0.8c\n.ps -2\n.tl |${footer}||\\\\n%|\n.ps\n'bp\n..\n.wh 0 HD\n.wh -2.5c FO\n`;
  for (const b of doc.blocks) s += block(b, doc.lang, doc.width, doc.size);
  return s;
}

let versions: string | undefined;
/** The tool versions that go into the cache key; a missing tool is a clear error. */
function toolVersions(): string {
  if (versions) return versions;
  try {
    versions =
      execFileSync('groff', ['-v'], { encoding: 'utf8' }).split('\n')[0]! +
      execFileSync('gs', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('doc8 needs groff (Debian groff-base) and Ghostscript (Debian ghostscript).');
  }
  return versions;
}

/** Typesets one document: troff source to PostScript to PDF, with a fixed date and file id. */
export function printDoc8(doc: Doc8): Uint8Array {
  const src = troffSource(doc);
  const env = { ...process.env, SOURCE_DATE_EPOCH: '1735689600' };
  const fonts = doc.family === 'C' ? ` -F '${cyrillicFontDir()}'` : '';
  const run = spawnSync(
    'sh',
    ['-c', `preconv -e utf-8 | tbl | troff -Tps -w all${fonts} | grops -pa4${fonts}`],
    {
      input: src,
      env,
      maxBuffer: 64 << 20,
    },
  );
  const complaints = run.stderr.toString('utf8').trim();
  // A missing glyph or a bad request would print something other than the marked text.
  if (run.status !== 0 || complaints)
    throw new Error(`doc8: groff failed or complained on ${doc.name}: ${complaints}`);
  const ps = run.stdout;
  const pdf = execFileSync(
    'gs',
    [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-dSAFER',
      '-sDEVICE=pdfwrite',
      '-sPAPERSIZE=a4',
      '-sOutputFile=-',
      '-',
    ],
    { input: ps, env, maxBuffer: 64 << 20 },
  );
  const id = createHash('md5').update(src).digest('hex').toUpperCase();
  const fixed = pdf
    .toString('latin1')
    .replace(/\/ID \[<[0-9A-F]{32}><[0-9A-F]{32}>\]/, `/ID [<${id}><${id}>]`);
  return new Uint8Array(Buffer.from(fixed, 'latin1'));
}

/** Typesets a batch, using the cache unless told not to. */
export function printDocs8(
  docs: Doc8[],
  opts: { cache?: boolean } = {},
): { printed: Printed8[]; stats: Print8Stats } {
  const useCache = opts.cache !== false;
  const t0 = Date.now();
  const stats: Print8Stats = { printed: 0, cached: 0, ms: 0 };
  if (useCache) mkdirSync(CACHE_DIR, { recursive: true });
  const printed = docs.map((doc) => {
    const key = createHash('sha256')
      .update(toolVersions())
      .update(troffSource(doc))
      .digest('hex')
      .slice(0, 24);
    const file = join(CACHE_DIR, `${doc.name}-${key}.pdf`);
    if (useCache && existsSync(file)) {
      stats.cached++;
      return { doc, pdf: new Uint8Array(readFileSync(file)) };
    }
    const pdf = printDoc8(doc);
    stats.printed++;
    if (useCache) writeFileSync(file, pdf);
    return { doc, pdf };
  });
  stats.ms = Date.now() - t0;
  return { printed, stats };
}
