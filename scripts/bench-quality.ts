// `npm run bench:quality`: precision, recall and F1 per tag of the built-in detector on the
// Presidio synthetic sentences (../shared/bench/presidio-synth-v2.json), split into the first
// 1,000 (development) and the last 500 (held out), plus the detector's speed; then the same
// tables with the committed tiny NER model (test/models/tiny-ner) merged in through the Node NER
// engine and the core merge, to show that merging a model's spans does not hurt.
// `--errors TAG` lists the misses and false alarms of one tag on the development part only, so
// that tuning never looks at the held-out sentences. Redaction recall (every character of a
// gold span under a prediction, any tag) and label-agnostic precision are printed next to F1,
// for the sentences and for generated documents (test/quality/) rendered as PDFs and read back
// through the real document reader; `--doc-errors` lists the development documents' misses.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findPii } from '../src/core/detect/find-pii';
import { propagateOccurrences } from '../src/core/detect/propagate';
import type { Span } from '../src/core/detect/span';
import { findModelSpans } from '../src/core/ner/find-model-spans';
import { mergeModelSpans } from '../src/core/ner/merge';
import { loadNodeNerModel } from '../src/engines/transformers/node-ner';
import { createNodePdfEngine } from '../src/engines/node/node-pdf-engine';
import { generateQualityDocs } from '../test/quality/generate-docs';
import { generateHeld2Docs } from '../test/quality/held2/generate';
import { generateDev2Docs } from '../test/quality/dev2/generate';
import { generateDev3Docs } from '../test/quality/dev3/generate';
import { loadHtmlSet } from '../test/quality/html/load-set';
import { scoreDoc5Part } from '../test/quality/doc5/bench';
import { scoreDoc6Part } from '../test/quality/doc6/bench';
import { scoreDoc7Part } from '../test/quality/doc7/bench';
import { scoreDoc8Part } from '../test/quality/doc8/bench';
import { scoreDoc9Part } from '../test/quality/doc9/bench';
import { scoreDoc10Part } from '../test/quality/doc10/bench';
import { scoreDoc11Part } from '../test/quality/doc11/bench';
import { scoreDoc12Part } from '../test/quality/doc12/bench';
import { scoreDoc13Part } from '../test/quality/doc13/bench';
import { scoreDoc14Part } from '../test/quality/doc14/bench';
import { scoreDoc15Part } from '../test/quality/doc15/bench';
import {
  PRESIDIO_SCORED_TAGS,
  PRESIDIO_TYPE_MAP,
  type PresidioSample,
} from '../test/quality/presidio-types';
import type { Part } from '../test/quality/locales';
import { redactionCounts, type LabelledSentence } from '../test/quality/score-sentences';
import {
  printDocScores,
  printRedactionTable,
  readBack,
  scoreDocs,
  type ReadDoc,
} from '../test/quality/score-docs';

/** The committed tiny token-classification model: real loading, inference and merging path. */
const TINY_MODEL_DIR = 'test/models/tiny-ner';

type Sample = PresidioSample;
const TYPE_MAP = PRESIDIO_TYPE_MAP;
const IGNORED_GOLD = new Set(['TITLE', 'NRP']);
const SCORED_TAGS = PRESIDIO_SCORED_TAGS;
const DEV_SIZE = 1000;
const MATCH_RULE =
  'a prediction matches a gold span when the tags agree and they overlap by at least half of ' +
  'the longer of the two (one-to-one, greedy by overlap)';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
interface Result {
  perTag: Map<string, Counts>;
  unscored: Map<string, number>;
  errors: string[];
}

function overlap(a: [number, number], b: [number, number]): number {
  return Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
}

function counts(map: Map<string, Counts>, tag: string): Counts {
  let c = map.get(tag);
  if (!c) map.set(tag, (c = { tp: 0, fp: 0, fn: 0 }));
  return c;
}

/** Scores one sentence into `result`; `errorTag` collects its misses and false alarms. */
function scoreSample(sample: Sample, predicted: Span[], result: Result, errorTag?: string): void {
  const text = sample.full_text;
  const gold = sample.spans
    .filter((g) => TYPE_MAP[g.entity_type])
    .map((g) => ({
      tag: TYPE_MAP[g.entity_type]!,
      range: [g.start_position, g.end_position] as [number, number],
    }));
  const ignored = sample.spans
    .filter((g) => IGNORED_GOLD.has(g.entity_type))
    .map((g) => [g.start_position, g.end_position] as [number, number]);
  const preds = predicted.filter((p) => {
    if (ignored.some((r) => overlap(r, [p.start, p.end]) > 0)) return false;
    if (SCORED_TAGS.has(p.tag)) return true;
    result.unscored.set(p.tag, (result.unscored.get(p.tag) ?? 0) + 1);
    return false;
  });
  const usedGold = new Set<number>();
  const usedPred = new Set<number>();
  const pairs: [number, number, number][] = [];
  gold.forEach((g, gi) =>
    preds.forEach((p, pi) => {
      if (p.tag !== g.tag) return;
      const ov = overlap(g.range, [p.start, p.end]);
      const longer = Math.max(g.range[1] - g.range[0], p.end - p.start);
      if (ov * 2 >= longer) pairs.push([ov, gi, pi]);
    }),
  );
  for (const [, gi, pi] of pairs.sort((a, b) => b[0] - a[0])) {
    if (usedGold.has(gi) || usedPred.has(pi)) continue;
    usedGold.add(gi);
    usedPred.add(pi);
    counts(result.perTag, gold[gi]!.tag).tp++;
  }
  const show = (r: [number, number]) => JSON.stringify(text.slice(r[0], r[1]));
  gold.forEach((g, gi) => {
    if (usedGold.has(gi)) return;
    counts(result.perTag, g.tag).fn++;
    if (g.tag === errorTag)
      result.errors.push(`  MISS ${show(g.range)}   in ${JSON.stringify(text)}`);
  });
  preds.forEach((p, pi) => {
    if (usedPred.has(pi)) return;
    counts(result.perTag, p.tag).fp++;
    if (p.tag === errorTag)
      result.errors.push(
        `  FALSE ${show([p.start, p.end])} (${p.recognizer})   in ${JSON.stringify(text)}`,
      );
  });
}

function f1(c: Counts): [number, number, number] {
  const p = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  return [p, r, p + r === 0 ? 0 : (2 * p * r) / (p + r)];
}

function printTable(title: string, result: Result): void {
  console.log(`\n${title}`);
  console.log('  tag              gold  pred    tp   precision  recall     F1');
  const total: Counts = { tp: 0, fp: 0, fn: 0 };
  const row = (name: string, c: Counts) => {
    const [p, r, f] = f1(c);
    console.log(
      `  ${name.padEnd(15)} ${String(c.tp + c.fn).padStart(5)} ${String(c.tp + c.fp).padStart(5)} ${String(c.tp).padStart(5)}` +
        `   ${p.toFixed(3).padStart(9)} ${r.toFixed(3).padStart(7)} ${f.toFixed(3).padStart(6)}`,
    );
  };
  for (const [tag, c] of [...result.perTag].sort((a, b) => a[0].localeCompare(b[0]))) {
    row(tag, c);
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
  }
  row('ALL (micro)', total);
  const unscored = [...result.unscored].map(([t, n]) => `${t} ${n}`).join(', ');
  console.log(`  unscored predictions (no gold counterpart): ${unscored || 'none'}`);
}

function evaluate(samples: Sample[], predictions: Span[][], errorTag?: string): Result {
  const result: Result = { perTag: new Map(), unscored: new Map(), errors: [] };
  samples.forEach((s, i) => scoreSample(s, predictions[i]!, result, errorTag));
  return result;
}

/** The sentences with their gold spans mapped to our tags, for the redaction tables. */
function labelled(samples: Sample[]): LabelledSentence[] {
  return samples.map((s) => ({
    text: s.full_text,
    gold: s.spans
      .filter((g) => TYPE_MAP[g.entity_type])
      .map((g) => ({
        tag: TYPE_MAP[g.entity_type]!,
        start: g.start_position,
        end: g.end_position,
      })),
    ignored: s.spans
      .filter((g) => IGNORED_GOLD.has(g.entity_type))
      .map((g) => [g.start_position, g.end_position] as [number, number]),
  }));
}

/** The detector as the pipeline runs it on a whole document text. */
function detectDocument(text: string): Span[] {
  return propagateOccurrences(text, findPii(text));
}

/** Generates, renders and reads back one part of the quality documents, then scores it. */
async function scoreGeneratedPart(part: Part, showErrors: boolean): Promise<void> {
  const engine = createNodePdfEngine();
  const docs: ReadDoc[] = [];
  for (const rendered of await generateQualityDocs(part))
    docs.push(await readBack(engine, rendered));
  const scores = scoreDocs(docs, (doc) =>
    detectDocument(doc.text).map((s) => ({ ...s, recognizer: s.recognizer })),
  );
  const label = part === 'dev' ? 'development (tunable)' : 'held out (never tuned on)';
  printDocScores(`Generated documents, ${label}: ${docs.length} PDFs read back`, scores);
  if (showErrors && part === 'dev') {
    console.log(`\nMisses on the development documents (${scores.misses.length}):`);
    for (const line of scores.misses) console.log(`  MISS ${line}`);
    console.log(`False alarms on the development documents (${scores.falseAlarms.length}):`);
    for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
  }
}

/** Scores the second development set (test/quality/dev2, tunable); `--doc-errors` lists its errors. */
async function scoreDev2(showErrors: boolean): Promise<void> {
  const engine = createNodePdfEngine();
  const docs: ReadDoc[] = [];
  for (const rendered of await generateDev2Docs()) docs.push(await readBack(engine, rendered));
  const scores = scoreDocs(docs, (doc) => detectDocument(doc.text));
  const title = 'Generated documents, development 2 (tunable)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  if (!showErrors) return;
  console.log(`\nMisses on the development 2 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 2 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}

/** Scores the third development set (test/quality/dev3, tunable); `--doc-errors` lists its errors. */
async function scoreDev3(showErrors: boolean): Promise<void> {
  const engine = createNodePdfEngine();
  const docs: ReadDoc[] = [];
  for (const rendered of await generateDev3Docs()) docs.push(await readBack(engine, rendered));
  const scores = scoreDocs(docs, (doc) => detectDocument(doc.text));
  printDocScores(
    `Generated documents, development 3 (tunable): ${docs.length} PDFs read back`,
    scores,
  );
  if (!showErrors) return;
  console.log(`\nMisses on the development 3 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 3 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}

/**
 * Scores a part of the Chromium-rendered set (test/quality/html: HTML printed to PDF by Chromium,
 * cached in .cache/quality-html/); `--doc-errors` lists dev4's errors, never held4's.
 */
async function scoreHtmlPart(part: 'dev4' | 'held4', showErrors: boolean): Promise<void> {
  const { docs, stats, overflowed } = await loadHtmlSet(part, createNodePdfEngine());
  const scores = scoreDocs(docs, (doc) => detectDocument(doc.text));
  const title =
    part === 'dev4'
      ? 'Generated documents, development 4 (Chromium, tunable)'
      : 'Generated documents, held out 4 (Chromium, never tuned on)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  console.log(
    `  printed by Chromium: ${stats.rendered}, from .cache/quality-html: ${stats.cached} ` +
      `(${(stats.ms / 1000).toFixed(1)} s)` +
      (overflowed ? `; ${overflowed} blocks too tall for their page` : ''),
  );
  if (!showErrors || part !== 'dev4') return;
  console.log(`\nMisses on the development 4 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 4 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}

/** Scores the second held-out set (test/quality/held2, another author); its errors are never listed. */
async function scoreHeld2(): Promise<void> {
  const engine = createNodePdfEngine();
  const docs: ReadDoc[] = [];
  for (const rendered of await generateHeld2Docs()) docs.push(await readBack(engine, rendered));
  const scores = scoreDocs(docs, (doc) => detectDocument(doc.text));
  const title = 'Generated documents, held out 2 (independent author, never tuned on)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** CPU and wall milliseconds of one detector call (CPU: user + system of the whole process). */
function timeDetect(text: string): { cpu: number; wall: number } {
  const t = performance.now();
  const cpu = process.cpuUsage();
  detectDocument(text);
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - t };
}

/** The first 3,000 characters of the sentences, one per line (the page the budget was set on). */
function sentencePage(samples: readonly Sample[]): string {
  let page = '';
  for (let i = 0; page.length < 3000; i++) page += samples[i % samples.length]!.full_text + '\n';
  return page.slice(0, 3000);
}

/** Every run of sentences filling 3,000 characters, as `scripts/detector-profile.ts` builds them. */
function sentencePages(samples: readonly Sample[]): string[] {
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

/**
 * Prints the detector's speed (findPii + propagation, as the pipeline runs it), cold and warm.
 * Warm figures depend on what the process read before: V8 runs a regex it has compiled for one
 * string encoding (Latin-1 or UTF-16 text) in its slower interpreter again when text of the other
 * encoding comes, so after mixed documents (as a worker reads them) a page costs up to twice
 * what it costs in a process that has read only such pages (docs/ARCHITECTURE.md).
 */
function printSpeed(
  samples: readonly Sample[],
  page: string,
  cold: { cpu: number; wall: number },
  chars: number,
  elapsed: number,
): void {
  const single: number[] = [];
  for (let i = 0; i < 30; i++) single.push(timeDetect(page).cpu);
  const pages = sentencePages(samples);
  const passes: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    let cpu = 0;
    for (const p of pages) cpu += timeDetect(p).cpu;
    passes.push(cpu / pages.length);
  }
  console.log(
    `\nDetector speed (findPii + propagation; ms CPU of the process, wall time inflates on a ` +
      `shared machine; budget 50 ms per 3,000-character page):\n` +
      `  cold, first call of the process on a 3,000-character page: ${cold.cpu.toFixed(0)} ms CPU ` +
      `(${cold.wall.toFixed(0)} ms wall): compiling and list building, paid once per process\n` +
      `  first pass over the ${samples.length} sentences: ` +
      `${Math.round(chars / (elapsed / 1000)).toLocaleString('en')} chars/s\n` +
      `  warm, after the sentences and the generated documents: ${median(passes).toFixed(1)} ms ` +
      `CPU per 3,000-character sentence page (median of 3 passes over ${pages.length} pages), ` +
      `${median(single).toFixed(1)} ms on the first page (median of 30)`,
  );
}

/** Prints the development and held-out tables of the built-in detector merged with the tiny model. */
async function printMergedTables(samples: Sample[], builtIn: Span[][]): Promise<void> {
  if (!existsSync(resolve(process.cwd(), TINY_MODEL_DIR))) {
    console.log(`\nNo ${TINY_MODEL_DIR}: the merged tables are left out.`);
    return;
  }
  const model = await loadNodeNerModel(TINY_MODEL_DIR);
  const merged: Span[][] = [];
  let modelSpans = 0;
  const t0 = performance.now();
  for (let i = 0; i < samples.length; i++) {
    const spans = await findModelSpans(samples[i]!.full_text, model);
    modelSpans += spans.length;
    merged.push(mergeModelSpans(builtIn[i]!, spans));
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `\nWith the tiny NER model (${TINY_MODEL_DIR}) merged in: ${modelSpans} model spans over ` +
      `${samples.length} sentences, ${seconds.toFixed(1)} s for model and merge.`,
  );
  printTable(
    `Development + tiny model: first ${DEV_SIZE}`,
    evaluate(samples.slice(0, DEV_SIZE), merged.slice(0, DEV_SIZE)),
  );
  printTable(
    `Held out + tiny model: last ${samples.length - DEV_SIZE}`,
    evaluate(samples.slice(DEV_SIZE), merged.slice(DEV_SIZE)),
  );
}

async function main(): Promise<void> {
  const path = resolve(process.cwd(), '../shared/bench/presidio-synth-v2.json');
  if (!existsSync(path)) {
    console.log(`bench:quality: ${path} not found, nothing to measure.`);
    return;
  }
  const samples = JSON.parse(readFileSync(path, 'utf8')) as Sample[];
  const errorsIndex = process.argv.indexOf('--errors');
  const errorTag = errorsIndex > 0 ? process.argv[errorsIndex + 1] : undefined;

  // Cold: the very first call in this process compiles every recognizer's code and regexes and
  // builds their lists; a CLI run pays it once, a long-running worker once per start.
  const page = sentencePage(samples);
  const cold = timeDetect(page);
  const t0 = performance.now();
  const predictions = samples.map((s) => detectDocument(s.full_text));
  const elapsed = performance.now() - t0;
  const chars = samples.reduce((n, s) => n + s.full_text.length, 0);

  console.log(`Match rule: ${MATCH_RULE}.`);
  console.log('Predictions overlapping a TITLE or NRP gold span are ignored.');
  printTable(`All ${samples.length} sentences`, evaluate(samples, predictions));
  const dev = evaluate(samples.slice(0, DEV_SIZE), predictions.slice(0, DEV_SIZE), errorTag);
  printTable(`Development: first ${DEV_SIZE}`, dev);
  printTable(
    `Held out: last ${samples.length - DEV_SIZE}`,
    evaluate(samples.slice(DEV_SIZE), predictions.slice(DEV_SIZE)),
  );

  const sentences = labelled(samples);
  console.log(
    '\nRedaction recall: share of gold spans whose every visible character is inside a ' +
      'prediction of any tag; precision: share of predictions at least half inside gold spans.',
  );
  printRedactionTable(
    `Redaction, development sentences: first ${DEV_SIZE}`,
    redactionCounts(sentences.slice(0, DEV_SIZE), predictions.slice(0, DEV_SIZE)),
  );
  printRedactionTable(
    `Redaction, held-out sentences: last ${samples.length - DEV_SIZE}`,
    redactionCounts(sentences.slice(DEV_SIZE), predictions.slice(DEV_SIZE)),
  );
  const docErrors = process.argv.includes('--doc-errors');
  await scoreGeneratedPart('dev', docErrors);
  await scoreDev2(docErrors);
  await scoreDev3(docErrors);
  await scoreHtmlPart('dev4', docErrors);
  await scoreDoc5Part('dev5', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc6Part('dev6', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc7Part('dev7', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc8Part('dev8', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc9Part('dev9', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc10Part('dev10', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc11Part('dev11', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc12Part('dev12', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc13Part('dev13', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc14Part('dev14', (doc) => detectDocument(doc.text), docErrors);
  await scoreDoc15Part('dev15', (doc) => detectDocument(doc.text), docErrors);
  // While tuning (--doc-errors) the held-out documents are not even scored.
  if (docErrors) return;
  await scoreGeneratedPart('held', false);
  await scoreHeld2();
  await scoreHtmlPart('held4', false);
  await scoreDoc5Part('held5', (doc) => detectDocument(doc.text), false);
  await scoreDoc6Part('held6', (doc) => detectDocument(doc.text), false);
  await scoreDoc7Part('held7', (doc) => detectDocument(doc.text), false);
  await scoreDoc8Part('held8', (doc) => detectDocument(doc.text), false);
  await scoreDoc9Part('held9', (doc) => detectDocument(doc.text), false);
  await scoreDoc10Part('held10', (doc) => detectDocument(doc.text), false);
  await scoreDoc11Part('held11', (doc) => detectDocument(doc.text), false);
  await scoreDoc12Part('held12', (doc) => detectDocument(doc.text), false);
  await scoreDoc13Part('held13', (doc) => detectDocument(doc.text), false);
  await scoreDoc14Part('held14', (doc) => detectDocument(doc.text), false);
  await scoreDoc15Part('held15', (doc) => detectDocument(doc.text), false);

  printSpeed(samples, page, cold, chars, elapsed);
  if (errorTag) {
    console.log(`\n${errorTag} errors on the development part (${dev.errors.length}):`);
    for (const line of dev.errors) console.log(line);
    return;
  }
  await printMergedTables(samples, predictions);
}

main().catch((error: unknown) => {
  console.error(`bench:quality failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
