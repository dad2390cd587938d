// Preloaded by `npm run bench:speed` into the CLI it times (`node --import`): at exit, writes the
// CPU seconds of the main thread to stderr (`@main-cpu 1.62`), read from /proc on Linux. The main
// thread is the critical path of a run (reading, detection, painting and verification run
// there; encodes, decodes, GC and compilation run beside it), so on an idle machine the wall
// time is at least this, whatever the other threads do. It only reads /proc at exit: the run is
// otherwise the CLI as a user starts it. Elsewhere (no /proc) it writes nothing.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux everywhere). */
const TICKS = 100;

process.on('exit', () => {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
    if (Number.isFinite(seconds)) process.stderr.write(`@main-cpu ${seconds.toFixed(2)}\n`);
  } catch {
    // No /proc: the benchmark prints no main-thread figure.
  }
});
