#!/usr/bin/env node
// Entry point of `npx obscura`. Runs the compiled CLI (dist-node/, built by `npm run build:node`,
// which `npm install` and `npm ci` run as the `prepare` script) when it is present, no source
// changed since and the packages bundled into it are still installed at the same versions;
// otherwise runs the TypeScript sources through tsx (a few seconds slower to
// start), so an edited checkout never runs stale code.
import { pathToFileURL } from 'node:url';
import { freshBuild } from './build-state.mjs';

const argv = process.argv.slice(2);
const built = freshBuild('src/cli/start.ts');
let start;
if (built) {
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
