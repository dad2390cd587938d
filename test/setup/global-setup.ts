import { ensureFixtures, GENERATED_DIR } from '../fixtures/index';

/** Vitest global setup: makes sure the generated fixtures exist and match the generator. */
export default async function setup(): Promise<void> {
  const generated = await ensureFixtures(GENERATED_DIR);
  if (generated) console.log(`Generated test fixtures in ${GENERATED_DIR}`);
}
