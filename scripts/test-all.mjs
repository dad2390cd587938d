// `npm test`: type-check, lint, unit tests in Node, then browser tests against the built app.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';
import { ensureTestPrerequisites } from './test-prerequisites.mjs';

/** Runs an npm script, stopping the whole run on the first failure. */
function step(title, script, env = process.env) {
  console.log(`\n=== ${title} (npm run ${script}) ===`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${title} passed in ${seconds} s`);
}

let chromium;
try {
  ensureTestPrerequisites();
  chromium = await findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

step('Type-check', 'typecheck');
step('Lint', 'lint');
step('Unit and integration tests (Node)', 'test:unit');
step('Browser tests (Playwright, built app)', 'test:e2e', {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
console.log('\nAll checks passed.');
