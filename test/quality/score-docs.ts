/**
 * Scores a detector on rendered quality documents as a redactor is judged: the PDF is read back
 * through the real document reader, each truth value is located in the document text through
 * the lines that were drawn, and a value counts as redacted only when every one of its drawn
 * characters lies inside a predicted entity (label-agnostic). Precision is label-agnostic too:
 * a prediction is right when at least half of its visible characters are personal data.
 */
import { assembleDocument, readPageLayers } from '../../src/core/document/load-document';
import type { DocumentModel } from '../../src/core/document/model';
import type { PdfEngine } from '../../src/core/platform/ports';
import type { RenderedDoc } from './render-doc';

/** What a detector returns for a document: tagged offset ranges of its text. */
export interface Found {
  tag: string;
  start: number;
  end: number;
  recognizer?: string;
}

/** A detector under test. */
export type DocDetector = (doc: DocumentModel) => Found[];

/** A document read back, with its truth values located in the text. */
export interface ReadDoc {
  name: string;
  doc: DocumentModel;
  /** Each truth value: its tag and its character ranges in the document text (one per line). */
  truth: Array<{ tag: string; ranges: Array<[number, number]> }>;
  /** Drawn lines that could not be found in the extracted text. */
  unplaced: number;
}

/** Reads a rendered document back and places its truth values in the document text. */
export async function readBack(engine: PdfEngine, rendered: RenderedDoc): Promise<ReadDoc> {
  const source = await engine.open(rendered.pdf);
  const doc = assembleDocument(await readPageLayers(source));
  await source.close();
  const byId = new Map<number, { tag: string; ranges: Array<[number, number]> }>();
  const cursor = new Map<number, number>();
  let unplaced = 0;
  for (const line of rendered.lines) {
    const page = doc.pages[line.page - 1];
    if (!page) {
      unplaced++;
      continue;
    }
    const from = cursor.get(line.page) ?? 0;
    const at = page.text.indexOf(line.text, from);
    if (at === -1) {
      unplaced++;
      if (process.env.QUALITY_DEBUG) console.log('unplaced', JSON.stringify(line.text));
      continue;
    }
    cursor.set(line.page, at + line.text.length);
    for (const piece of line.pieces) {
      let entry = byId.get(piece.id);
      if (!entry) byId.set(piece.id, (entry = { tag: piece.tag, ranges: [] }));
      entry.ranges.push([page.offset + at + piece.start, page.offset + at + piece.end]);
    }
  }
  return { name: rendered.name, doc, truth: [...byId.values()], unplaced };
}

/** Counts of one tag. */
export interface TagCounts {
  truth: number;
  covered: number;
  predicted: number;
  correct: number;
}

/** Scores of a set of documents. */
export interface DocScores {
  perTag: Map<string, TagCounts>;
  misses: string[];
  falseAlarms: string[];
  chars: number;
  pages: number;
  /** Documents detected (one detector call each: short pages pay the per-call costs). */
  docs: number;
  /** Wall-clock milliseconds of the detector (inflated when other work shares the cores). */
  ms: number;
  /** CPU milliseconds of the detector: steadier than wall time on a shared machine. */
  cpuMs: number;
  unplaced: number;
}

function tagCounts(map: Map<string, TagCounts>, tag: string): TagCounts {
  let c = map.get(tag);
  if (!c) map.set(tag, (c = { truth: 0, covered: 0, predicted: 0, correct: 0 }));
  return c;
}

const isSpace = (ch: string) => /\s/.test(ch);

/** Runs `detect` on every document and scores redaction recall and precision. */
export function scoreDocs(docs: readonly ReadDoc[], detect: DocDetector): DocScores {
  const scores: DocScores = {
    perTag: new Map(),
    misses: [],
    falseAlarms: [],
    chars: 0,
    pages: 0,
    docs: 0,
    ms: 0,
    cpuMs: 0,
    unplaced: 0,
  };
  // One warm-up pass, so the timing is of compiled code, as in a long-running worker.
  for (const read of docs) detect(read.doc);
  for (const read of docs) {
    const text = read.doc.text;
    scores.chars += text.length;
    scores.pages += read.doc.pages.length;
    scores.docs++;
    scores.unplaced += read.unplaced;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const found = detect(read.doc);
    const cpu = process.cpuUsage(cpu0);
    scores.ms += performance.now() - t0;
    scores.cpuMs += (cpu.user + cpu.system) / 1000;
    const covered = new Uint8Array(text.length);
    for (const f of found) covered.fill(1, f.start, f.end);
    const isTruth = new Uint8Array(text.length);
    for (const t of read.truth) for (const [a, b] of t.ranges) isTruth.fill(1, a, b);
    for (const t of read.truth) {
      const c = tagCounts(scores.perTag, t.tag);
      c.truth++;
      const full = t.ranges.every(([a, b]) => {
        for (let i = a; i < b; i++) if (!covered[i] && !isSpace(text[i]!)) return false;
        return true;
      });
      if (full) c.covered++;
      else
        scores.misses.push(
          `${read.name} ${t.tag} ${JSON.stringify(t.ranges.map(([a, b]) => text.slice(a, b)).join(' | '))}`,
        );
    }
    for (const f of found) {
      const c = tagCounts(scores.perTag, f.tag);
      c.predicted++;
      let visible = 0;
      let inTruth = 0;
      for (let i = f.start; i < f.end; i++) {
        if (isSpace(text[i]!)) continue;
        visible++;
        if (isTruth[i]) inTruth++;
      }
      if (inTruth * 2 >= visible && visible > 0) c.correct++;
      else
        scores.falseAlarms.push(
          `${read.name} ${f.tag} ${JSON.stringify(text.slice(f.start, f.end))} (${f.recognizer ?? '?'})`,
        );
    }
  }
  return scores;
}

/** Prints a per-tag table of redaction recall and label-agnostic precision. */
export function printDocScores(title: string, s: DocScores): void {
  printRedactionTable(title, s.perTag);
  const perPage = (ms: number) => (s.chars === 0 ? 0 : (ms / s.chars) * 3000).toFixed(1);
  console.log(
    `  ${s.pages} pages, ${s.chars.toLocaleString('en')} characters; detector, warm (after a ` +
      `pass over the set): ${perPage(s.cpuMs)} ms CPU (${perPage(s.ms)} ms wall) per 3,000 characters` +
      `, ${s.docs === 0 ? 0 : (s.cpuMs / s.docs).toFixed(1)} ms CPU per document` +
      (s.unplaced ? `; ${s.unplaced} drawn lines not found in the extracted text` : ''),
  );
}

/** Prints redaction recall (truth fully covered) and label-agnostic precision per tag. */
export function printRedactionTable(title: string, perTag: Map<string, TagCounts>): void {
  console.log(`\n${title}`);
  console.log('  tag              truth covered  recall | predicted correct precision');
  const total: TagCounts = { truth: 0, covered: 0, predicted: 0, correct: 0 };
  const fmt = (n: number, d: number) => (d === 0 ? '    -' : (n / d).toFixed(3));
  for (const [tag, c] of [...perTag].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(
      `  ${tag.padEnd(15)} ${String(c.truth).padStart(6)} ${String(c.covered).padStart(7)}  ${fmt(c.covered, c.truth)} |` +
        ` ${String(c.predicted).padStart(9)} ${String(c.correct).padStart(7)}     ${fmt(c.correct, c.predicted)}`,
    );
    total.truth += c.truth;
    total.covered += c.covered;
    total.predicted += c.predicted;
    total.correct += c.correct;
  }
  const r = total.truth ? total.covered / total.truth : 0;
  const p = total.predicted ? total.correct / total.predicted : 0;
  console.log(
    `  ${'ALL'.padEnd(15)} ${String(total.truth).padStart(6)} ${String(total.covered).padStart(7)}  ${fmt(total.covered, total.truth)} |` +
      ` ${String(total.predicted).padStart(9)} ${String(total.correct).padStart(7)}     ${fmt(total.correct, total.predicted)}` +
      `   (F1 of the two ${(p + r === 0 ? 0 : (2 * p * r) / (p + r)).toFixed(3)})`,
  );
}
