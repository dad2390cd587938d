// `npx tsx scripts/regexp-code.ts --texts cache.json [--set thesis] [--runs 3] [--top 30]
//  [--per-regex]`:
// how much executable code the detector makes V8 generate on a fresh isolate, which recognizers
// generate it, and where the isolate crosses V8's 16 MB limit. Once an isolate has generated over
// 1 MB of regexp code AND holds over 16 MB of executable memory, V8 compiles every further regex
// without optimisation (`TooMuchRegExpCode` in V8's regexp.cc; a pattern source over 20 KB is
// never optimised either), for the life of the process: the recognizers first run after that
// point scan slowly for good. The figure is `v8.getHeapStatistics().total_heap_size_executable`
// (V8's `CommittedMemoryExecutable`, the very number the limit reads) around each recognizer's
// runs during the first call on the set's first text, then over the rest of the set.
// The detector is bundled first (esbuild, like the CLI's dist-node bundle, so no transpiler's code
// sits in the isolate) and run in a child process; the texts come from
// `scripts/detector-profile.ts --all --texts cache.json`. It also prints the warm CPU per 3,000
// characters of the set and each recognizer's share, measured after that first call.
// --per-regex lists the regexes the detector runs on the set by the native code each generates
// when compiled alone on a fresh isolate (optimised, as early regexes are), largest first.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getHeapCodeStatistics, getHeapStatistics } from 'node:v8';
import { findPii } from '../src/core/detect/find-pii';
import { propagateOccurrences } from '../src/core/detect/propagate';
import { BUILT_IN_RECOGNIZERS } from '../src/core/detect/recognizers';
import type { Recognizer } from '../src/core/detect/span';

/** V8's executable-memory bound of TooMuchRegExpCode. */
const LIMIT = 16 * 1024 * 1024;

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** The isolate's committed executable memory, bytes. */
function executable(): number {
  return getHeapStatistics().total_heap_size_executable;
}

/** CPU milliseconds since `from`. */
function cpuSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

/** A regex the detector ran: its flags, source and the subject encodings seen (1 one-byte, 2 two-byte). */
type RanRegex = [flags: string, source: string, encodings: number];

/** Runs the detector over the texts and records every regex it executes (exec underlies test, match, replace). */
function collectRegexes(texts: string[]): RanRegex[] {
  const exec = RegExp.prototype.exec;
  const seen = new Map<string, RanRegex>();
  RegExp.prototype.exec = function (this: RegExp, subject: string) {
    const key = `${this.flags}\u0000${this.source}`;
    let encoding = 1;
    for (let i = 0; i < subject.length; i++)
      if (subject.charCodeAt(i) > 255) {
        encoding = 2;
        break;
      }
    const entry = seen.get(key) ?? [this.flags, this.source, 0];
    entry[2] |= encoding;
    seen.set(key, entry);
    return exec.call(this, subject);
  };
  try {
    for (const text of texts) propagateOccurrences(text, findPii(text));
  } finally {
    RegExp.prototype.exec = exec;
  }
  return [...seen.values()];
}

/**
 * Compiles regexes[from..] one by one, recording the code each generates (V8's code statistics,
 * exact to the byte), until the isolate nears the limit (the rest would compile unoptimised and
 * smaller); returns where it stopped.
 */
function sizeRegexes(regexes: RanRegex[], from: number, sizes: number[]): number {
  const code = () => getHeapCodeStatistics().code_and_metadata_size;
  for (let i = from; i < regexes.length; i++) {
    if (executable() > LIMIT - 2 * 1024 * 1024) return i;
    const [flags, source, encodings] = regexes[i]!;
    const r = new RegExp(source, flags.replace(/[gy]/g, ''));
    const before = code();
    // Twice each: the first run compiles to bytecode, the second tiers up to native code.
    for (let k = 0; k < 2; k++) {
      if (encodings & 1) r.exec('ab cd');
      if (encodings & 2) r.exec('ab\u2208 cd');
    }
    sizes[i] = code() - before;
  }
  return regexes.length;
}

/** Measures in this process (the bundled child). */
function child(): void {
  const sizesOf = argValue('--sizes-of');
  if (sizesOf) {
    // A fresh isolate sizing a batch of regexes: reads them and where to start, writes back.
    const job = JSON.parse(readFileSync(sizesOf, 'utf8')) as {
      regexes: RanRegex[];
      from: number;
      sizes: number[];
    };
    job.from = sizeRegexes(job.regexes, job.from, job.sizes);
    writeFileSync(sizesOf, JSON.stringify(job));
    return;
  }
  const sets = JSON.parse(readFileSync(argValue('--texts')!, 'utf8')) as Array<{
    name: string;
    texts: string[];
  }>;
  const wantedSets = (argValue('--set') ?? 'sentences').split(',');
  const texts = sets.filter((s) => wantedSets.includes(s.name)).flatMap((s) => s.texts);
  if (texts.length === 0) throw new Error(`no texts in sets ${wantedSets.join(',')}`);
  const runs = Number(argValue('--runs') ?? 3);
  const top = Number(argValue('--top') ?? 30);
  const perRegex = argValue('--per-regex-out');
  if (perRegex) {
    writeFileSync(perRegex, JSON.stringify({ regexes: collectRegexes(texts), from: 0, sizes: [] }));
    return;
  }

  const grown = new Map<string, number>();
  const cpu = new Map<string, number>();
  const order: string[] = [];
  let crossedAt: string | undefined;
  const timed = (r: Recognizer): Recognizer => ({
    name: r.name,
    tags: r.tags,
    find(input) {
      const before = executable();
      const t = process.cpuUsage();
      const spans = r.find(input);
      cpu.set(r.name, (cpu.get(r.name) ?? 0) + cpuSince(t));
      const after = executable();
      grown.set(r.name, (grown.get(r.name) ?? 0) + after - before);
      if (!order.includes(r.name)) order.push(r.name);
      if (!crossedAt && after > LIMIT) crossedAt = `${r.name} (${order.length}th to run)`;
      return spans;
    },
  });
  const wrapped = BUILT_IN_RECOGNIZERS.map(timed);
  const detect = (text: string) => propagateOccurrences(text, findPii(text, [], wrapped));

  const start = executable();
  const c0 = process.cpuUsage();
  detect(texts[0]!);
  const firstMs = cpuSince(c0);
  const afterFirst = executable();
  const grownFirst = new Map(grown);
  for (const text of texts.slice(1)) detect(text);
  const afterAll = executable();
  console.log(
    `Executable memory: ${mb(start)} MB at start, ${mb(afterFirst)} MB after the first call ` +
      `(${firstMs.toFixed(0)} ms CPU), ${mb(afterAll)} MB after the set (${texts.length} texts); ` +
      `16 MB crossed ${crossedAt ? `at ${crossedAt}` : 'never'}.`,
  );
  const recognizerGrowth = [...grown.values()].reduce((a, b) => a + b, 0);
  console.log(
    `Recognizers generated ${mb(recognizerGrowth)} MB; the rest of findPii and propagation ` +
      `${mb(afterAll - start - recognizerGrowth)} MB.`,
  );

  cpu.clear();
  const passes: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = process.cpuUsage();
    for (const text of texts) detect(text);
    passes.push(cpuSince(t));
  }
  const chars = texts.reduce((n, t) => n + t.length, 0);
  const median = [...passes].sort((a, b) => a - b)[passes.length >> 1]!;
  const per3k = (ms: number) => ((ms / chars) * 3000).toFixed(2);
  console.log(
    `Warm: ${per3k(median)} ms CPU per 3,000 characters (${chars.toLocaleString('en')} characters, median of ${runs}).`,
  );
  console.log('\nRecognizers by code generated (KB first call / whole set; warm ms per 3,000):');
  for (const [name, bytes] of [...grown].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const at = order.indexOf(name) + 1;
    console.log(
      `  ${String(Math.round((grownFirst.get(name) ?? 0) / 1024)).padStart(6)} / ` +
        `${String(Math.round(bytes / 1024)).padStart(6)}  ${per3k((cpu.get(name) ?? 0) / runs).padStart(6)}  ` +
        `#${at} ${name}`,
    );
  }
  console.log('\nRecognizers by warm CPU (ms per 3,000 characters):');
  for (const [name, ms] of [...cpu].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${per3k(ms / runs).padStart(6)}  #${order.indexOf(name) + 1} ${name}`);
}

/** Bundles this script and runs the bundle in a fresh process. */
async function parent(): Promise<void> {
  const { build } = await import('esbuild');
  const out = resolve('/tmp', `regexp-code-${process.pid}.mjs`);
  await build({
    entryPoints: [process.argv[1]!],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    external: ['esbuild'],
    logLevel: 'error',
  });
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [out, '--child', ...args], { stdio: 'inherit' }).status ?? 1;
  if (!process.argv.includes('--per-regex')) {
    process.exitCode = run(...process.argv.slice(2));
    return;
  }
  const jobPath = `${out}.json`;
  if (run(...process.argv.slice(2), '--per-regex-out', jobPath) !== 0) return;
  // Sized in fresh isolates, one batch each, so every regex compiles optimised.
  type Job = { regexes: RanRegex[]; from: number; sizes: number[] };
  let job = JSON.parse(readFileSync(jobPath, 'utf8')) as Job;
  while (job.from < job.regexes.length) {
    if (run('--sizes-of', jobPath) !== 0) return;
    const next = JSON.parse(readFileSync(jobPath, 'utf8')) as Job;
    if (next.from === job.from) next.from++; // one regex alone over the bound: skip it
    job = next;
  }
  const sizes = job.sizes;
  const rows = job.regexes.map((r, i) => ({ bytes: sizes[i] ?? 0, flags: r[0], source: r[1] }));
  const total = rows.reduce((n, r) => n + r.bytes, 0);
  console.log(`${rows.length} regexes, ${mb(total)} MB of code compiled alone (optimised).`);
  const top = Number(argValue('--top') ?? 30);
  for (const r of rows.sort((a, b) => b.bytes - a.bytes).slice(0, top))
    console.log(
      `  ${String(Math.round(r.bytes / 1024)).padStart(5)} KB  /${r.source.slice(0, 110)}${r.source.length > 110 ? '…' : ''}/${r.flags}  (${r.source.length} ch)`,
    );
}

if (process.argv.includes('--child')) child();
else
  parent().catch((error: unknown) => {
    console.error(`regexp-code failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  });
