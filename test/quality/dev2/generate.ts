/**
 * The second development set (dev2): ten document kinds in the seven languages, from value pools
 * and templates written independently of the first development and held-out sets. It may be
 * tuned on: `npm run bench:quality -- --doc-errors` lists its misses and false alarms.
 */
import { Prng } from '../../fixtures/prng';
import { LANGS } from '../locales';
import { renderQualityDoc, type RenderedDoc } from '../render-doc';
import type { Dev2Template } from './common';
import { ADMIN_TEMPLATES } from './templates-admin';
import { LIFE_TEMPLATES } from './templates-life';
import { Dev2Values } from './values';

const SEED = 4004;

/** Every dev2 template, by kind. */
export const DEV2_TEMPLATES: Record<string, Dev2Template> = {
  ...ADMIN_TEMPLATES,
  ...LIFE_TEMPLATES,
};

/** Renders every dev2 document, deterministically. */
export async function generateDev2Docs(): Promise<RenderedDoc[]> {
  const rng = new Prng(SEED);
  const docs: RenderedDoc[] = [];
  for (const [kind, template] of Object.entries(DEV2_TEMPLATES)) {
    for (const lang of LANGS) {
      const doc = template(new Dev2Values(lang, rng), `dev2-${kind}-${lang}`);
      docs.push(await renderQualityDoc(doc, rng));
    }
  }
  return docs;
}
