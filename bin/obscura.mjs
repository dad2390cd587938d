#!/usr/bin/env node
// Entry point of `npx obscura`. Runs the compiled CLI (dist-node/, built by `npm run build:node`,
// which `npm install` and `npm ci` run as the `prepare` script) when it is present, no source
// changed since and the packages bundled into it are still installed at the same versions;
// otherwise runs the TypeScript sources through tsx (a few seconds slower to
// start), so an edited checkout never runs stale code.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { BUILD_DIR, freshBuild } from './build-state.mjs';

// V8 sends a function to its optimising compiler (TurboFan, on background threads) once it has
// run through its interrupt budget. A CLI run is short: on the 12-page lease those compiles took
// about 0.6 s of CPU beside a 1.6 s main thread, much of it for code that ran a few more times.
// Twice the default budget (67584) optimised only the hotter code: CPU 2.92 -> 2.75-2.79 s on
// the lease, 21.9 -> 21.4 s on the 117-page thesis. Eight times it does more (issue 16, S4;
// frozen trees each seeded with its own budget, SCHED_RR, interleaved, medians): lease 9 pairs
// CPU 2.57 -> 2.25 s, wall 1.75 -> 1.65 s, main thread 1.51 -> 1.42 s; thesis 6 pairs CPU
// 19.3 -> 17.8 s, wall 10.8 -> 10.4 s, main thread 7.7 -> 7.8 s, peak RSS 520 -> 558 MB.
// Sixteen times was no better on the lease, 32 times slowed its main thread (hot code left
// unoptimised). Same PDF bytes at every budget. The budget enters V8's flag hash: code-cache
// data made under another budget is rejected (the seeding run, scripts/seed-code-cache.mjs,
// runs this file), also for scripts compiled after a later change of the flag at run time.
// Flags are process-wide: threads get it too.
setFlagsFromString('--interrupt-budget=540672');
// V8 compiles a regular expression to machine code on its first run by default; the detector
// holds hundreds of patterns, most of which run a few times on a short document, so that compile
// was most of the 12-page lease's first detection call (477-536 ms CPU). Compiling only after
// 100 runs (interpreting until then) cut the lease from 1.84 to 1.67 s wall and its main thread
// from 1.56 to 1.39 s CPU (5 interleaved pairs, load 1.4); the thesis 11.39 -> 11.08 s, main
// 8.69 -> 8.29 s (2 pairs). Outputs byte-identical (lease and thesis).
setFlagsFromString('--regexp-tier-up-ticks=100');
const argv = process.argv.slice(2);
const built = freshBuild('src/cli/start.ts');
// The same build as CommonJS, run through V8's code cache (bin/code-cache.mjs): the ES module
// build is the fallback where it is missing (a build from before it) or OBSCURA_CODE_CACHE=0.
const commonJs = join(BUILD_DIR, 'cjs', 'cli', 'start.cjs');
let start;
if (built && process.env.OBSCURA_CODE_CACHE !== '0' && existsSync(commonJs)) {
  const { runCommonJsBuild } = await import('./code-cache.mjs');
  ({ start } = runCommonJsBuild(BUILD_DIR, 'cli/start.cjs'));
} else if (built) {
  ({ start } = await import(pathToFileURL(built).href));
} else {
  process.stderr.write(
    'obscura: the compiled CLI is missing, older than its sources or built from other package ' +
      'versions; running the sources through tsx ' +
      '(`npm run build:node` makes start-up fast).\n',
  );
  const { register } = await import('tsx/esm/api');
  register();
  ({ start } = await import('../src/cli/start.ts'));
}
process.exitCode = await start(argv);
