// CPU time of the Chromium processes this benchmark started (Linux /proc), so a browser figure
// can be read on a machine shared with other work: wall seconds grow with others' load, the
// CPU seconds a step costs much less.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Parent pid and CPU seconds (user + system) of a process, from /proc/<pid>/stat. */
function statOf(
  pid: number,
  path = `/proc/${pid}/stat`,
): { parent: number; cpu: number } | undefined {
  try {
    const stat = readFileSync(path, 'utf8');
    // "pid (comm) state ppid ... utime(14) stime(15)": comm may hold spaces, so read after ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      parent: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by every live descendant of this process (the browser, its renderer
 * and helper processes; `vite preview` too, which serves a few files per run).
 */
export function childCpuSeconds(): number {
  const stats = new Map<number, { parent: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (stat) stats.set(pid, stat);
  }
  const descends = (pid: number): boolean => {
    for (let p: number | undefined = pid, hops = 0; p && p > 1 && hops < 64; hops++) {
      p = stats.get(p)?.parent;
      if (p === process.pid) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, stat] of stats) if (descends(pid)) total += stat.cpu;
  return total;
}

/** CPU seconds of each thread of the browser's processes, by `pid/tid`, with its name. */
export type ThreadCpu = Map<string, { name: string; cpu: number }>;

/** Reads every thread of this process's descendants (the renderer's workers are threads). */
export function threadCpu(): ThreadCpu {
  const threads: ThreadCpu = new Map();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || !descendsFromUs(pid)) continue;
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        const stat = statOf(Number(tid), `/proc/${pid}/task/${tid}/stat`);
        if (stat) threads.set(`${pid}/${tid}`, { name, cpu: stat.cpu });
      } catch {
        // The thread ended while it was being read.
      }
    }
  }
  return threads;
}

/** The threads that used the most CPU between two readings, busiest first. */
export function busiestThreads(before: ThreadCpu, after: ThreadCpu, count = 3) {
  return [...after]
    .map(([key, t]) => ({ name: t.name, cpu: t.cpu - (before.get(key)?.cpu ?? 0) }))
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, count);
}

/** True when `pid` descends from this process. */
function descendsFromUs(pid: number): boolean {
  for (let p: number | undefined = pid, hops = 0; p && p > 1 && hops < 64; hops++) {
    p = statOf(p)?.parent;
    if (p === process.pid) return true;
  }
  return false;
}
