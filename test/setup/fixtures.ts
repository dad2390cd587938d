import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIXTURE_BUILDERS,
  fixturesAreFresh,
  GENERATED_DIR,
  type FixtureName,
  type FixtureTruth,
} from '../fixtures/index';

/** A fixture's PDF bytes and ground truth. */
export interface LoadedFixture {
  name: FixtureName;
  pdf: Uint8Array;
  truth: FixtureTruth;
}

let fresh: boolean | undefined;

/**
 * Reads a fixture from the generated folder (the global setup writes it). When that folder is
 * missing or stale, builds it in memory instead: test workers never write files, so parallel
 * workers cannot read each other's half-written output.
 */
export async function loadFixture(name: FixtureName): Promise<LoadedFixture> {
  fresh ??= fixturesAreFresh(GENERATED_DIR);
  if (!fresh) return { name, ...(await FIXTURE_BUILDERS[name]()) };
  const pdf = new Uint8Array(readFileSync(join(GENERATED_DIR, `${name}.pdf`)));
  const truth = JSON.parse(
    readFileSync(join(GENERATED_DIR, `${name}.truth.json`), 'utf8'),
  ) as FixtureTruth;
  return { name, pdf, truth };
}
