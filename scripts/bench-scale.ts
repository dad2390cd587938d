// `npm run bench:scale`: throughput of Obscura beyond one process. Documents per minute and
// pages per second for (a) `obscura serve` with 1 and 2 worker threads under 20 concurrent
// clients, (b) `obscura batch` on one machine with 1 and 2 threads, (c) the BullMQ queue with two
// `obscura worker` processes; the 2-worker / 1-worker ratio; p50/p95 latency; peak memory (VmHWM)
// of each process. Every run uses copies of the generated 3-page text-layer fixture (multi-page)
// through anonymize. Sizes: BENCH_SCALE_DOCS (default 24) documents, 20 clients.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ManifestEntry } from '../src/batch/manifest';
import { FIXTURE_BUILDERS } from '../test/fixtures';
import { freePort, startRedis } from '../test/queue/redis-server';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS = Number(process.env.BENCH_SCALE_DOCS ?? 24);
const CLIENTS = 20;
const KEY = 'bench-scale-key';

/** One measured configuration. */
interface Row {
  mode: string;
  workers: number;
  docs: number;
  pages: number;
  seconds: number;
  p50: number;
  p95: number;
  /** Peak resident memory of each process, MB. */
  peakMb: number[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Peak resident set size of a process so far (Linux VmHWM), MB. */
function peakMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Keeps the largest VmHWM seen of each process until stopped (a process's file goes at exit). */
function watchPeaks(procs: ChildProcess[]): { stop(): number[] } {
  const peaks = procs.map(() => 0);
  const timer = setInterval(() => {
    procs.forEach((p, i) => (peaks[i] = Math.max(peaks[i]!, peakMb(p.pid))));
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      procs.forEach((p, i) => (peaks[i] = Math.max(peaks[i]!, peakMb(p.pid))));
      return peaks;
    },
  };
}

function obscura(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess & { log: string[] } {
  const proc = spawn(process.execPath, [join(ROOT, 'bin/obscura.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  }) as ChildProcess & { log: string[] };
  proc.log = [];
  proc.stderr!.on('data', (c: Buffer) => proc.log.push(c.toString()));
  return proc;
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const exited = (p: ChildProcess) =>
  p.exitCode !== null ? Promise.resolve(p.exitCode) : new Promise((r) => p.once('exit', r));

/** (a) serve with `workers` threads, 20 clients sending DOCS anonymize uploads in all. */
async function benchServe(pdf: Uint8Array, pages: number, workers: number): Promise<Row> {
  const port = await freePort();
  const proc = obscura(
    [
      'serve',
      '--port',
      String(port),
      '--workers',
      String(workers),
      '--queue-limit',
      String(CLIENTS * 2),
    ],
    { OBSCURA_API_KEYS: KEY },
  );
  const url = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
    'the server',
  );
  const send = async () => {
    const form = new FormData();
    form.append(
      'pdf',
      new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      'doc.pdf',
    );
    const started = performance.now();
    const res = await fetch(`${url}/api/anonymize/file/pdf`, {
      method: 'POST',
      headers: { 'x-api-key': KEY },
      body: form,
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`serve answered ${res.status}`);
    return (performance.now() - started) / 1000;
  };
  // Warm-up: one document per thread (engines load lazily on the first job).
  await Promise.all(Array.from({ length: workers }, send));
  const peaks = watchPeaks([proc]);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < DOCS) {
        next++;
        latencies.push(await send());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = peaks.stop();
  proc.kill('SIGTERM');
  await exited(proc);
  return {
    mode: 'serve',
    workers,
    docs: DOCS,
    pages: DOCS * pages,
    seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    peakMb: peak,
  };
}

/** The manifest's entries, and the span from the first start to the last finish. */
function manifestFigures(out: string): { entries: ManifestEntry[]; seconds: number } {
  const entries = readFileSync(join(out, 'manifest.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ManifestEntry);
  const ends = entries.map((e) => Date.parse(e.finished_at) / 1000);
  const starts = entries.map((e, i) => ends[i]! - e.seconds);
  return { entries, seconds: Math.max(...ends) - Math.min(...starts) };
}

/** (b) batch on this machine with `workers` threads. */
async function benchBatch(
  inDir: string,
  pages: number,
  workers: number,
  work: string,
): Promise<Row> {
  const out = join(work, `batch-out-${workers}`);
  const proc = obscura(['batch', inDir, '--out', out, '--workers', String(workers), '--plain']);
  const peaks = watchPeaks([proc]);
  const code = await exited(proc);
  const peak = peaks.stop();
  if (code !== 0) throw new Error(`batch exited ${code}: ${proc.log.join('')}`);
  const { entries, seconds } = manifestFigures(out);
  const per = entries.map((e) => e.seconds);
  return {
    mode: 'batch',
    workers,
    docs: entries.length,
    pages: entries.length * pages,
    seconds,
    p50: percentile(per, 50),
    p95: percentile(per, 95),
    peakMb: peak,
  };
}

/** (c) the queue: two worker processes (one thread each) and the batch command following. */
async function benchQueue(inDir: string, pages: number, work: string): Promise<Row> {
  const redis = await startRedis();
  const out = join(work, 'queue-out');
  const workers = [0, 1].map(() => obscura(['worker', '--queue', redis.url, '--concurrency', '1']));
  try {
    await until(() => workers.every((w) => w.log.join('').includes('taking jobs')), 'the workers');
    const peaks = watchPeaks(workers);
    const batch = obscura(['batch', inDir, '--out', out, '--queue', redis.url, '--plain']);
    const code = await exited(batch);
    if (code !== 0) throw new Error(`queued batch exited ${code}: ${batch.log.join('')}`);
    const peak = peaks.stop();
    const { entries, seconds } = manifestFigures(out);
    const per = entries.map((e) => e.seconds);
    return {
      mode: 'queue',
      workers: 2,
      docs: entries.length,
      pages: entries.length * pages,
      seconds,
      p50: percentile(per, 50),
      p95: percentile(per, 95),
      peakMb: peak,
    };
  } finally {
    for (const w of workers) w.kill('SIGTERM');
    await Promise.all(workers.map(exited));
    await redis.stop();
  }
}

function format(row: Row): string {
  const perMin = (row.docs / row.seconds) * 60;
  const pps = row.pages / row.seconds;
  const mem = row.peakMb.map((m) => m.toFixed(0)).join(' + ');
  return `${row.mode.padEnd(6)} ${String(row.workers).padStart(2)}  ${String(row.docs).padStart(4)} docs  ${row.seconds.toFixed(1).padStart(6)} s  ${perMin.toFixed(1).padStart(6)} docs/min  ${pps.toFixed(2).padStart(6)} pages/s  p50 ${row.p50.toFixed(2)} s  p95 ${row.p95.toFixed(2)} s  peak RSS ${mem} MB`;
}

const work = mkdtempSync(join(tmpdir(), 'obscura-bench-scale-'));
try {
  const fixture = await FIXTURE_BUILDERS['multi-page']();
  const pages = fixture.truth.pages.length;
  const inDir = join(work, 'in');
  mkdirSync(inDir);
  for (let i = 0; i < DOCS; i++)
    writeFileSync(join(inDir, `doc-${String(i).padStart(3, '0')}.pdf`), fixture.pdf);
  console.log(
    `bench:scale: ${DOCS} copies of a ${pages}-page text-layer PDF, anonymize; ${availableParallelism()} cores; ${CLIENTS} clients for serve.`,
  );
  const rows: Row[] = [];
  for (const workers of [1, 2]) rows.push(await benchServe(fixture.pdf, pages, workers));
  for (const workers of [1, 2]) rows.push(await benchBatch(inDir, pages, workers, work));
  rows.push(await benchQueue(inDir, pages, work));
  console.log(
    'mode   workers  docs  wall  throughput  latency (serve: per request; batch/queue: per file)  memory',
  );
  for (const row of rows) console.log(format(row));
  for (const mode of ['serve', 'batch']) {
    const [one, two] = rows.filter((r) => r.mode === mode);
    if (one && two)
      console.log(`${mode}: 2 workers / 1 worker = ${(one.seconds / two.seconds).toFixed(2)}x`);
  }
  const queue = rows.find((r) => r.mode === 'queue');
  const batchOne = rows.find((r) => r.mode === 'batch' && r.workers === 1);
  if (queue && batchOne)
    console.log(
      `queue (2 processes) / batch 1 worker = ${(batchOne.seconds / queue.seconds).toFixed(2)}x`,
    );
  console.log(
    "Batch and queue spans run from the first file's start on a thread to the last file's end (process and thread start-up excluded).",
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
