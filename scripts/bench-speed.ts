// `npm run bench:speed` (and the first part of `npm run bench`): the speed table of issue 16,
// measured in one run with the CLI as a user runs it (`node bin/obscura.mjs`, compiled build),
// beside the same references: poppler's `pdftoppm -r 150 -jpeg` for text documents and
// `ocrmypdf --force-ocr -j 2` for the scan (Debian: `apt-get install poppler-utils ocrmypdf`).
// Prints seconds, peak RSS (GNU time), the ratio to the reference, the goal, the issue's
// before figure, and the stage timings the CLI's --json reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freshBuild } from '../bin/build-state.mjs';
import { buildDegradedScan, buildLease } from './bench-docs';

const ROOT = resolve(import.meta.dirname, '..');
const THESIS = resolve(ROOT, '../shared/corpus/real/009-pdflatex-geotopo_GeoTopo-komprimiert.pdf');
const work = mkdtempSync(join(tmpdir(), 'obscura-bench-speed-'));

/**
 * One timed command: wall seconds, CPU seconds (user + sys, all threads and children) and peak
 * RSS in MB (GNU time), or why it could not run.
 */
interface Timed {
  seconds: number;
  cpuSeconds: number;
  /** CPU seconds of the CLI's main thread (thread-cpu-preload.mjs), when it reported them. */
  mainCpuSeconds?: number;
  peakMb: number;
  ok: boolean;
  stderr: string;
}

/** Runs a command under /usr/bin/time and returns its wall and CPU time and peak memory. */
function timed(command: string, args: string[]): Timed {
  const hasTime = existsSync('/usr/bin/time');
  const t0 = performance.now();
  const run = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '@@time %e %M %U %S', command, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      })
    : spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  const wall = (performance.now() - t0) / 1000;
  const stderr = run.stderr ?? '';
  const m = /@@time ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(stderr);
  const main = /@main-cpu ([\d.]+)/.exec(stderr);
  return {
    seconds: m ? Number(m[1]) : wall,
    cpuSeconds: m ? Number(m[3]) + Number(m[4]) : Number.NaN,
    ...(main ? { mainCpuSeconds: Number(main[1]) } : {}),
    peakMb: m ? Number(m[2]) / 1024 : Number.NaN,
    ok: run.status === 0,
    stderr: stderr
      .replace(/@@time.*\n?/, '')
      .replace(/@main-cpu.*\n?/, '')
      .trim(),
  };
}

/** True when `command` runs. */
function installed(command: string, flag = '--version'): boolean {
  return spawnSync(command, [flag], { stdio: 'ignore' }).status === 0;
}

/**
 * Stage timings from the CLI's --json answer, in seconds; with the run's wall time, also what
 * the stages leave out: the process outside the job (Node's start, loading the CLI's modules,
 * reading the input, writing the output, exit) and the job's time outside every stage (pdf.js's
 * import, the encoder's synchronous raster, waits).
 */
function stagesOf(json: string, run?: Timed): string {
  try {
    const body = JSON.parse(readFileSync(json, 'utf8')) as {
      processing_time: { total: number; stages: Record<string, number> };
    };
    const { total, stages } = body.processing_time;
    const listed = Object.entries(stages)
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(', ');
    if (!run?.ok) return listed;
    const inStages = Object.values(stages).reduce((a, b) => a + b, 0);
    return (
      `${listed}; outside the stages: process outside the job ${(run.seconds - total).toFixed(2)}, ` +
      `job outside every stage ${(total - inStages).toFixed(2)}`
    );
  } catch {
    return '(no --json answer)';
  }
}

const rows: string[] = [];
/** Adds a table row. */
function row(
  work: string,
  ours: Timed | undefined,
  ref: Timed | undefined,
  refName: string,
  goal: string,
  before: string,
  note = '',
) {
  const fmt = (t: Timed | undefined) =>
    !t
      ? 'n/a'
      : !t.ok
        ? 'failed'
        : `${t.seconds.toFixed(2)} s (CPU ${t.cpuSeconds.toFixed(2)} s${t.mainCpuSeconds === undefined ? '' : `, main thread ${t.mainCpuSeconds.toFixed(2)} s`}), ${t.peakMb.toFixed(0)} MB`;
  const ratio = ours?.ok && ref?.ok ? `${(ours.seconds / ref.seconds).toFixed(2)}x` : '-';
  rows.push(
    `| ${work} | ${fmt(ours)} | ${ref ? `${refName} ${fmt(ref)}` : refName} | ${ratio} | ${goal} | ${before} |${note ? ` ${note}` : ''}`,
  );
}

console.log(`Speed table (issue 16) on Node ${process.version}, ${availableParallelism()} cores`);
if (!freshBuild('src/cli/start.ts')) {
  console.log('The compiled CLI is missing or stale: building it (npm run build:node).');
  spawnSync(process.execPath, ['scripts/build-node.mjs'], { cwd: ROOT, stdio: 'inherit' });
}
const compiled = freshBuild('src/cli/start.ts') !== undefined;
// The build just made is the one measured, even if a source is edited while the rows run.
if (compiled) process.env.OBSCURA_TRUST_BUILD = '1';
const hasPoppler = installed('pdftoppm', '-v');
const hasOcrmypdf = installed('ocrmypdf');
// Document runs report their main thread's CPU (the critical path: the wall time on an idle
// machine is at least that); `--help` runs bare.
const cli = (...args: string[]) =>
  timed(process.execPath, [
    ...(args[0] === '--help' ? [] : ['--import', './scripts/thread-cpu-preload.mjs']),
    'bin/obscura.mjs',
    ...args,
  ]);
const pdftoppm = (pdf: string) =>
  hasPoppler ? timed('pdftoppm', ['-r', '150', '-jpeg', pdf, join(work, 'ref')]) : undefined;

// 1. The 12-page lease with a text layer.
const lease = join(work, 'lease-12.pdf');
writeFileSync(lease, await buildLease());
const leaseRun = cli(
  'anonymize',
  lease,
  '--out',
  join(work, 'lease.out.pdf'),
  '--json',
  join(work, 'lease.json'),
);
row(
  '12-page text-layer lease, `anonymize`',
  leaseRun,
  pdftoppm(lease),
  '`pdftoppm -r 150 -jpeg`',
  '<= 4x',
  '7.1 s (27.8x)',
);
const leaseStages = stagesOf(join(work, 'lease.json'), leaseRun);

// 2. The 117-page thesis of the outside corpus.
let thesisStages = '(corpus file not found)';
if (existsSync(THESIS)) {
  const run = cli(
    'anonymize',
    THESIS,
    '--out',
    join(work, 'thesis.out.pdf'),
    '--json',
    join(work, 'thesis.json'),
  );
  row(
    '117-page thesis (real/009 komprimiert), `anonymize`',
    run,
    pdftoppm(THESIS),
    '`pdftoppm -r 150 -jpeg`',
    '<= 3x, < 600 MB',
    '36.5 s, 1.17 GB (8.5x)',
  );
  thesisStages = stagesOf(join(work, 'thesis.json'), run);
}

// 3. The 12-page degraded scan, OCR forced.
const scan = join(work, 'scan-12.pdf');
writeFileSync(scan, await buildDegradedScan());
const scanRun = cli(
  'anonymize',
  scan,
  '--force-ocr',
  '--out',
  join(work, 'scan.out.pdf'),
  '--json',
  join(work, 'scan.json'),
);
const ocrRef = hasOcrmypdf
  ? timed('ocrmypdf', ['--force-ocr', '-j', '2', '-q', scan, join(work, 'scan.ocrmypdf.pdf')])
  : undefined;
row(
  '12-page degraded 200-dpi scan, `anonymize --force-ocr`',
  scanRun,
  ocrRef,
  hasOcrmypdf ? '`ocrmypdf --force-ocr -j 2`' : 'ocrmypdf not installed',
  '<= 1.0x',
  '26.0 s (1.92x)',
);
const ocrEngine = /OCR with ([^\n]*)/.exec(scanRun.stderr)?.[1] ?? 'not reported';

// 4. Start-up: the median of five bare `--help` runs.
const helps = Array.from({ length: 5 }, () => cli('--help')).sort((a, b) => a.seconds - b.seconds);
row('`obscura --help`', helps[2], undefined, '-', '< 0.3 s', '2.5 s');

console.log(
  `CLI: ${compiled ? 'compiled (dist-node/)' : 'TypeScript sources through tsx (build failed)'}`,
);
console.log(
  '| work | Obscura (time, CPU user+sys of all threads and of the main thread, peak RSS) | reference | ratio | goal | before (issue 16) |',
);
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(`\nStage seconds, lease: ${leaseStages}`);
console.log(`Stage seconds, thesis: ${thesisStages}`);
console.log(`Stage seconds, scan: ${stagesOf(join(work, 'scan.json'))}; OCR: ${ocrEngine}`);
for (const [name, run] of [
  ['lease', leaseRun],
  ['scan', scanRun],
] as const)
  if (!run.ok) console.log(`${name} failed: ${run.stderr.slice(0, 400)}`);
console.log(
  'Figures are one run each on this machine; on a machine shared with other work they are ' +
    'inflated, for Obscura and the references alike (CPU time much less than wall time). ' +
    "The main thread's CPU is the critical path: on an idle machine the wall time is at least that. " +
    `Load average now: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}. ` +
    'Browser figures are not measured here.',
);
rmSync(work, { recursive: true, force: true });
