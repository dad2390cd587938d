// `npx tsx scripts/detector-profile.ts [--out spans.json] [--read-back | --all]
//  [--texts cache.json] [--runs N] [--top N] [--dump-only]`: where the detector's time goes, and
// exactly what it finds.
// Runs the detector as the pipeline does (findPii, then propagation) over 3,000-character pages
// built from the Presidio sentences and over the texts of the generated sets (dev, dev2, dev3):
// their generators' plain text by default (no PDF rendering, so it is fast), or the text read
// back from their rendered PDFs with --read-back (as `npm run bench:quality` scores them). Prints
// ms CPU per 3,000 characters and per call for each set (cold first call, warm on the sentence
// pages alone, warm after every set: see the comment in main), and the CPU time of each recognizer
// (every recognizer is wrapped with a timer; one recognizer runs once per reading of the text:
// the lines, and the views with wrapped lines joined), of the joined readings and of propagation.
// --out writes every span (set, text, start, end, tag, score, recognizer, reason) as JSON, so a
// change meant to be speed only can be proven output-identical by diffing two dumps (--dump-only
// writes them without timing). --all reads the sets plain and read back, dev4 to dev10 read back, the bench's lease and the
// thesis (the cache file of a --all run is what speed A/B runs should share). --texts
// reads the texts from a cache file, writing it first when it is missing, so that dumps taken
// while others edit the generators compare the same input.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findPii } from '../src/core/detect/find-pii';
import { propagateOccurrences } from '../src/core/detect/propagate';
import { BUILT_IN_RECOGNIZERS } from '../src/core/detect/recognizers';
import type { Recognizer, Span } from '../src/core/detect/span';
import { parseMarked, type QualityDoc } from '../test/quality/doc-model';
import { DEV2_TEMPLATES } from '../test/quality/dev2/generate';
import { Dev2Values } from '../test/quality/dev2/values';
import { DEV3_TEMPLATES } from '../test/quality/dev3/generate';
import { Dev3Values } from '../test/quality/dev3/values';
import { Prng } from '../test/fixtures/prng';
import { LANGS, Values } from '../test/quality/locales';
import { DEV_TEMPLATES } from '../test/quality/templates-dev';
import { NUMBER_TEMPLATES } from '../test/quality/templates-dev-numbers';
import { DEV_PARTY_TEMPLATES } from '../test/quality/templates-dev-parties';
import { REF_TEMPLATES } from '../test/quality/templates-dev-refs';

/** One named set of texts the detector is run on. */
interface TextSet {
  name: string;
  texts: string[];
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** The plain text of a generated document: its blocks one after another, markers removed. */
function plainText(doc: QualityDoc): string {
  const plain = (s: string) => parseMarked(s).text;
  const lines: string[] = [];
  for (const block of doc.blocks) {
    switch (block.kind) {
      case 'heading':
      case 'para':
        lines.push(plain(block.text));
        break;
      case 'lines':
        lines.push(...block.lines.map(plain));
        break;
      case 'fields':
        lines.push(...block.rows.map(([label, value]) => `${plain(label)} ${plain(value)}`));
        break;
      case 'table':
        lines.push(block.header.map(plain).join('  '));
        lines.push(...block.rows.map((row) => row.map(plain).join('  ')));
        break;
      case 'columns':
        lines.push(plain(block.left), plain(block.right));
        break;
      case 'gap':
        lines.push('');
        break;
    }
  }
  lines.push(`${plain(doc.footer)} ${doc.pageWord} 1`);
  return lines.join('\n');
}

/** The dev set's documents (as generate-docs.ts builds them), without rendering. */
function devDocs(): QualityDoc[] {
  const rng = new Prng(1001);
  const templates = {
    ...DEV_TEMPLATES,
    ...NUMBER_TEMPLATES,
    ...REF_TEMPLATES,
    ...DEV_PARTY_TEMPLATES,
  };
  const docs: QualityDoc[] = [];
  for (const [kind, template] of Object.entries(templates))
    for (const lang of LANGS)
      docs.push(template(new Values(lang, 'dev', rng), `dev-${kind}-${lang}`));
  return docs;
}

function dev2Docs(): QualityDoc[] {
  const rng = new Prng(4004);
  const docs: QualityDoc[] = [];
  for (const [kind, template] of Object.entries(DEV2_TEMPLATES))
    for (const lang of LANGS)
      docs.push(template(new Dev2Values(lang, rng), `dev2-${kind}-${lang}`));
  return docs;
}

function dev3Docs(): QualityDoc[] {
  const rng = new Prng(7331);
  const docs: QualityDoc[] = [];
  for (const [kind, template] of Object.entries(DEV3_TEMPLATES))
    for (const lang of LANGS)
      docs.push(template(new Dev3Values(lang, rng), `dev3-${kind}-${lang}`));
  return docs;
}

/** 3,000-character pages built from the Presidio sentences, as bench:quality times them. */
function sentencePages(): string[] {
  const path = resolve(process.cwd(), '../shared/bench/presidio-synth-v2.json');
  if (!existsSync(path)) return [];
  const samples = JSON.parse(readFileSync(path, 'utf8')) as Array<{ full_text: string }>;
  const pages: string[] = [];
  let page = '';
  for (const s of samples) {
    page += s.full_text + '\n';
    if (page.length >= 3000) {
      pages.push(page.slice(0, 3000));
      page = '';
    }
  }
  return pages;
}

/** The texts of the generated sets as the real reader reads their rendered PDFs (slow). */
async function readBackSets(): Promise<TextSet[]> {
  // Loaded only here: the PDF engine pulls in pdf.js and the canvas.
  const { createNodePdfEngine } = await import('../src/engines/node/node-pdf-engine');
  const { readBack } = await import('../test/quality/score-docs');
  const { generateQualityDocs } = await import('../test/quality/generate-docs');
  const { generateDev2Docs } = await import('../test/quality/dev2/generate');
  const { generateDev3Docs } = await import('../test/quality/dev3/generate');
  const engine = createNodePdfEngine();
  const sets: TextSet[] = [];
  for (const [name, rendered] of [
    ['dev', generateQualityDocs('dev')],
    ['dev2', generateDev2Docs()],
    ['dev3', generateDev3Docs()],
  ] as const) {
    const texts: string[] = [];
    for (const doc of await rendered) texts.push((await readBack(engine, doc)).doc.text);
    sets.push({ name, texts });
  }
  return sets;
}

/**
 * The other read-back texts for --all: the Chromium-printed dev4 and dev5 sets (from their
 * caches in .cache/, printed first when missing), the 12-page lease of `bench:speed` and the
 * 117-page thesis of the outside corpus (its text layer; the three scanned pages the CLI OCRs
 * hold no text here), each document one text as the CLI's `Ner` stage reads it.
 */
async function moreReadBackSets(): Promise<TextSet[]> {
  const { createNodePdfEngine } = await import('../src/engines/node/node-pdf-engine');
  const { loadHtmlSet } = await import('../test/quality/html/load-set');
  const { loadDocs5 } = await import('../test/quality/doc5/bench');
  const { loadDocs6 } = await import('../test/quality/doc6/bench');
  const { loadDocs7 } = await import('../test/quality/doc7/bench');
  const { loadDocs8 } = await import('../test/quality/doc8/bench');
  const { loadDocs9 } = await import('../test/quality/doc9/bench');
  const { loadDocs10 } = await import('../test/quality/doc10/bench');
  const { assembleDocument, readPageLayers } = await import('../src/core/document/load-document');
  const { buildLease } = await import('./bench-docs');
  const engine = createNodePdfEngine();
  const sets: TextSet[] = [];
  sets.push({
    name: 'dev4',
    texts: (await loadHtmlSet('dev4', engine)).docs.map((d) => d.doc.text),
  });
  sets.push({ name: 'dev5', texts: (await loadDocs5('dev5')).docs.map((d) => d.doc.text) });
  sets.push({ name: 'dev6', texts: (await loadDocs6('dev6')).docs.map((d) => d.doc.text) });
  sets.push({ name: 'dev7', texts: (await loadDocs7('dev7')).docs.map((d) => d.doc.text) });
  sets.push({ name: 'dev8', texts: (await loadDocs8('dev8')).docs.map((d) => d.doc.text) });
  sets.push({ name: 'dev9', texts: (await loadDocs9('dev9')).map((d) => d.doc.text) });
  sets.push({ name: 'dev10', texts: (await loadDocs10('dev10')).map((d) => d.doc.text) });
  const textOf = async (pdf: Uint8Array) => {
    const source = await engine.open(pdf);
    const text = assembleDocument(await readPageLayers(source)).text;
    await source.close();
    return text;
  };
  sets.push({ name: 'lease', texts: [await textOf(await buildLease())] });
  const thesis = resolve(
    process.cwd(),
    '../shared/corpus/real/009-pdflatex-geotopo_GeoTopo-komprimiert.pdf',
  );
  if (existsSync(thesis))
    sets.push({ name: 'thesis', texts: [await textOf(new Uint8Array(readFileSync(thesis)))] });
  return sets;
}

async function buildSets(): Promise<TextSet[]> {
  const sets: TextSet[] = [{ name: 'sentences', texts: sentencePages() }];
  if (process.argv.includes('--all')) {
    // Plain and read-back texts of every development set, the lease and the thesis.
    sets.push({ name: 'dev-plain', texts: devDocs().map(plainText) });
    sets.push({ name: 'dev2-plain', texts: dev2Docs().map(plainText) });
    sets.push({ name: 'dev3-plain', texts: dev3Docs().map(plainText) });
    sets.push(...(await readBackSets()), ...(await moreReadBackSets()));
  } else if (process.argv.includes('--read-back')) {
    sets.push(...(await readBackSets()));
  } else {
    sets.push({ name: 'dev', texts: devDocs().map(plainText) });
    sets.push({ name: 'dev2', texts: dev2Docs().map(plainText) });
    sets.push({ name: 'dev3', texts: dev3Docs().map(plainText) });
  }
  return sets;
}

/** CPU milliseconds spent since `from` (user + system). */
function cpuSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/** CPU time per recognizer, filled by the wrapped recognizers. */
const recognizerMs = new Map<string, number>();
const recognizerCalls = new Map<string, number>();

/** Wraps a recognizer with a CPU timer (CPU, not wall: the machine may be shared). */
function timed(recognizer: Recognizer): Recognizer {
  return {
    name: recognizer.name,
    tags: recognizer.tags,
    find(input) {
      const t = process.cpuUsage();
      const spans = recognizer.find(input);
      const ms = cpuSince(t);
      recognizerMs.set(recognizer.name, (recognizerMs.get(recognizer.name) ?? 0) + ms);
      recognizerCalls.set(recognizer.name, (recognizerCalls.get(recognizer.name) ?? 0) + 1);
      return spans;
    },
  };
}

async function main(): Promise<void> {
  const cachePath = argValue('--texts');
  let sets: TextSet[];
  if (cachePath && existsSync(cachePath)) {
    sets = JSON.parse(readFileSync(cachePath, 'utf8')) as TextSet[];
  } else {
    sets = await buildSets();
    if (cachePath) writeFileSync(cachePath, JSON.stringify(sets));
  }
  const runs = Number(argValue('--runs') ?? 3);
  const top = Number(argValue('--top') ?? 25);
  const outPath = argValue('--out');
  const wrapped = BUILT_IN_RECOGNIZERS.map(timed);
  const detect = (text: string, recognizers: readonly Recognizer[] = BUILT_IN_RECOGNIZERS) =>
    propagateOccurrences(text, findPii(text, [], recognizers));

  if (process.argv.includes('--dump-only')) {
    if (!outPath) throw new Error('--dump-only needs --out');
    const spans = sets.map((set) =>
      set.texts.map((text) =>
        detect(text).map((s) => [s.start, s.end, s.tag, s.score, s.recognizer, s.reason ?? '']),
      ),
    );
    writeFileSync(outPath, JSON.stringify(spans).replace(/\],\[/g, '],\n['));
    console.log(`Spans written to ${outPath}.`);
    return;
  }
  // Cold, then warm on the first set alone, then warm after every set: the warm cost depends on
  // what the process read before (V8 sends a regex back to its interpreter when text of the other
  // string encoding comes, Latin-1 or UTF-16), so both warm states are printed.
  const first = sets[0]!;
  if (first.texts.length > 0) {
    const c0 = process.cpuUsage();
    detect(first.texts[0]!);
    console.log(
      `Cold: the process's first call (${first.name}, text 1): ${cpuSince(c0).toFixed(0)} ms CPU.`,
    );
    const passes: number[] = [];
    for (let r = 0; r < runs; r++) {
      const c1 = process.cpuUsage();
      for (const text of first.texts) detect(text);
      passes.push(cpuSince(c1));
    }
    const chars = first.texts.reduce((n, t) => n + t.length, 0);
    const ms = [...passes].sort((a, b) => a - b)[passes.length >> 1]!;
    console.log(
      `Warm, having read only ${first.name}: ${((ms / chars) * 3000).toFixed(1)} ms CPU per 3,000 characters.\n`,
    );
  }
  // Warm-up: compile every path once, as a long-running worker would have.
  for (const set of sets) for (const text of set.texts) detect(text);
  console.log('Warm, having read every set (as a long-running worker reads mixed documents):');

  const dump: Array<{ set: string; text: number; spans: unknown[] }> = [];
  console.log('set          texts      chars   ms CPU/3,000 ch   ms CPU/call   ms wall/3,000 ch');
  for (const set of sets) {
    const chars = set.texts.reduce((n, t) => n + t.length, 0);
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let r = 0; r < runs; r++) {
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      for (const text of set.texts) detect(text);
      cpu.push(cpuSince(c0));
      wall.push(performance.now() - w0);
    }
    const best = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const perPage = (ms: number) => ((ms / chars) * 3000).toFixed(1);
    console.log(
      `${set.name.padEnd(10)} ${String(set.texts.length).padStart(7)} ${String(chars).padStart(10)} ` +
        `${perPage(best(cpu)).padStart(17)} ${(best(cpu) / set.texts.length).toFixed(2).padStart(13)} ` +
        `${perPage(best(wall)).padStart(18)}`,
    );
    if (outPath)
      set.texts.forEach((text, i) => {
        const spans: Span[] = detect(text);
        dump.push({
          set: set.name,
          text: i,
          spans: spans.map((s) => [s.start, s.end, s.tag, s.score, s.recognizer, s.reason ?? '']),
        });
      });
  }

  // Per-recognizer and per-stage CPU over every set, one pass.
  recognizerMs.clear();
  recognizerCalls.clear();
  let totalChars = 0;
  let findMs = 0;
  let propagateMs = 0;
  for (const set of sets)
    for (const text of set.texts) {
      totalChars += text.length;
      let t = process.cpuUsage();
      const spans = findPii(text, [], wrapped);
      findMs += cpuSince(t);
      t = process.cpuUsage();
      propagateOccurrences(text, spans);
      propagateMs += cpuSince(t);
    }
  const per3k = (ms: number) => ((ms / totalChars) * 3000).toFixed(2);
  const recognizersMs = [...recognizerMs.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\nAll sets, one pass, ${totalChars.toLocaleString('en')} characters (ms per 3,000):`,
  );
  console.log(
    `  findPii ${per3k(findMs)}  (recognizers ${per3k(recognizersMs)}, ` +
      `joins/overlaps ${per3k(findMs - recognizersMs)}); propagation ${per3k(propagateMs)}`,
  );
  console.log('\nRecognizers by CPU (ms per 3,000 characters, all readings; calls):');
  for (const [name, ms] of [...recognizerMs].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${per3k(ms).padStart(7)}  ${name} (${recognizerCalls.get(name)})`);

  // Fixed cost of one call: a short line, where nothing but the per-call set-up runs.
  const tiny = 'Please call me back tomorrow morning.\nThanks';
  recognizerMs.clear();
  const c0 = process.cpuUsage();
  for (let i = 0; i < 200; i++) propagateOccurrences(tiny, findPii(tiny, [], wrapped));
  console.log(
    `\nFixed cost: ${(cpuSince(c0) / 200).toFixed(3)} ms CPU per call on a ${tiny.length}-character text; by recognizer (ms per call):`,
  );
  for (const [name, ms] of [...recognizerMs].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${(ms / 200).toFixed(3).padStart(7)}  ${name}`);

  if (outPath) {
    writeFileSync(outPath, JSON.stringify(dump, null, 0).replace(/\},\{/g, '},\n{'));
    console.log(`\nSpans written to ${outPath}.`);
  }
}

main().catch((error: unknown) => {
  console.error(`detector-profile failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
