// `npm run test:e2e`: builds the app, then runs Playwright against `vite preview` of dist/.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const env = { ...process.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH || (await findChromium()) };
// E2E_OUT_DIR and E2E_PORT let several checkouts' runs share one machine without clobbering dist/.
const outDir = process.env.E2E_OUT_DIR || 'dist';
for (const [cmd, args] of [
  ['npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']],
  ['npx', ['playwright', 'test', ...process.argv.slice(2)]],
]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
