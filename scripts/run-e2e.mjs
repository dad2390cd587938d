// `npm run test:e2e`: builds the app, then runs Playwright against `vite preview` of dist/.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const env = { ...process.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH || (await findChromium()) };
for (const [cmd, args] of [
  ['npm', ['run', '--silent', 'build']],
  ['npx', ['playwright', 'test', ...process.argv.slice(2)]],
]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
