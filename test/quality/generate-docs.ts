/**
 * The generated quality document set: every template in the seven languages, rendered as PDFs.
 * The development part (seed 1001, development templates and value lists) may be tuned on; the
 * held-out part (seed 2002, other templates and value lists) is only ever scored.
 */
import { Prng } from '../fixtures/prng';
import { LANGS, Values, type Part } from './locales';
import { renderQualityDoc, type RenderedDoc } from './render-doc';
import { DEV_TEMPLATES, type Template } from './templates-dev';
import { NUMBER_TEMPLATES } from './templates-dev-numbers';
import { ID_TEMPLATES } from './templates-dev-ids';
import { PAYMENT_TEMPLATES } from './templates-dev-payment';
import { DEV_ORG_TEMPLATES } from './templates-dev-orgs';
import { DEV_PARTY_TEMPLATES } from './templates-dev-parties';
import { REF_TEMPLATES } from './templates-dev-refs';
import { HELD_TEMPLATES } from './templates-held';

const SEEDS: Record<Part, number> = { dev: 1001, held: 2002 };
const TEMPLATES: Record<Part, Record<string, Template>> = {
  dev: {
    ...DEV_TEMPLATES,
    ...NUMBER_TEMPLATES,
    ...REF_TEMPLATES,
    ...DEV_PARTY_TEMPLATES,
    ...DEV_ORG_TEMPLATES,
    ...ID_TEMPLATES,
    ...PAYMENT_TEMPLATES,
  },
  held: HELD_TEMPLATES,
};

/** Renders every document of one part, deterministically. */
export async function generateQualityDocs(part: Part): Promise<RenderedDoc[]> {
  const rng = new Prng(SEEDS[part]);
  const docs: RenderedDoc[] = [];
  for (const [kind, template] of Object.entries(TEMPLATES[part])) {
    for (const lang of LANGS) {
      const doc = template(new Values(lang, part, rng), `${part}-${kind}-${lang}`);
      docs.push(await renderQualityDoc(doc, rng));
    }
  }
  return docs;
}
