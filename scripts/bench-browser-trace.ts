// The CPU profile part of `scripts/bench-browser.ts` (BENCH_BROWSER_TRACE=<file.json>): the
// export of the last text run is recorded with Chromium's tracing (V8 sampling profiler of every
// thread, dedicated workers included, which a page's CDP session cannot reach) and summarised
// here as self time per function for each busy thread. The trace file opens in DevTools'
// Performance panel for a closer look.
import { readFile } from 'node:fs/promises';

/** Tracing categories: V8's sampling profiler and the timeline, nothing heavier. */
export const TRACE_CATEGORIES = [
  'disabled-by-default-v8.cpu_profiler',
  'v8',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

/** One node of a V8 CPU profile as trace events carry it. */
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

/** The events of a trace file this summary reads. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** Self time of one function on one thread. */
export interface FunctionTime {
  name: string;
  ms: number;
}

/** One thread's profile: its name, sampled milliseconds and the functions that took them. */
export interface ThreadProfile {
  thread: string;
  /** Sampled time, idle and program (native) time included. */
  totalMs: number;
  /** Sampled time outside `(idle)`. */
  busyMs: number;
  top: FunctionTime[];
}

/** `name (file:line)` of a call frame, with the bundle's hash left out of the file name. */
function frameName(frame: ProfileNode['callFrame']): string {
  const file = (frame.url ?? '')
    .split('/')
    .pop()!
    .replace(/-[\w-]{8}\.js$/, '.js');
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} (${file}:${(frame.lineNumber ?? 0) + 1})` : name;
}

/**
 * Reads a trace file and sums each profiled thread's samples by function (self time), busiest
 * threads first. A thread's name tells which worker it is by the script its frames come from.
 */
export async function summariseTrace(path: string, topN = 15): Promise<ThreadProfile[]> {
  const parsed = JSON.parse(await readFile(path, 'utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const threadNames = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name)
      threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  // Profiles are keyed by id; their chunks add nodes and samples as the run goes.
  const profiles = new Map<
    string,
    { thread: string; nodes: Map<number, ProfileNode>; self: Map<number, number> }
  >();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const key = `${e.pid}:${e.id}`;
    let profile = profiles.get(key);
    if (!profile) {
      profile = { thread: `${e.pid}:${e.tid}`, nodes: new Map(), self: new Map() };
      profiles.set(key, profile);
    }
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const id = samples[i]!;
      profile.self.set(id, (profile.self.get(id) ?? 0) + Math.max(0, deltas[i] ?? 0) / 1000);
    }
  }
  const result: ThreadProfile[] = [];
  for (const profile of profiles.values()) {
    const byName = new Map<string, number>();
    let totalMs = 0;
    let idleMs = 0;
    const scripts = new Map<string, number>();
    for (const [id, ms] of profile.self) {
      const frame = profile.nodes.get(id)?.callFrame;
      const name = frame ? frameName(frame) : `(node ${id})`;
      byName.set(name, (byName.get(name) ?? 0) + ms);
      totalMs += ms;
      if (frame?.functionName === '(idle)') idleMs += ms;
      const file = frame?.url?.split('/').pop();
      if (file) scripts.set(file, (scripts.get(file) ?? 0) + ms);
    }
    const mainScript = [...scripts].sort((a, b) => b[1] - a[1])[0]?.[0];
    const base = threadNames.get(profile.thread) ?? profile.thread;
    const top = [...byName]
      .filter(([name]) => name !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, topN)
      .map(([name, ms]) => ({ name, ms }));
    result.push({
      thread: mainScript ? `${base}, mostly ${mainScript.replace(/-[\w-]{8}\.js$/, '.js')}` : base,
      totalMs,
      busyMs: totalMs - idleMs,
      top,
    });
  }
  return result.filter((p) => p.busyMs > 50).sort((a, b) => b.busyMs - a.busyMs);
}

/** Prints the busiest threads of a trace with their top functions by self time. */
export function printTraceSummary(step: string, profiles: ThreadProfile[], path: string): void {
  console.log(`  CPU profile of the last ${step} (${path}; self time, ms):`);
  for (const p of profiles) {
    console.log(
      `    ${p.thread}: busy ${p.busyMs.toFixed(0)} of ${p.totalMs.toFixed(0)} ms sampled`,
    );
    for (const f of p.top) console.log(`      ${f.ms.toFixed(0).padStart(6)}  ${f.name}`);
  }
}
