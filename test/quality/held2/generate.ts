/**
 * The second held-out generated document set: twelve templates in seven languages written by a
 * different author from the detector and from the first two sets, only ever scored (seed 3003).
 * Nobody lists its errors: `npm run bench:quality` prints its per-tag table and nothing else.
 */
import { Prng } from '../../fixtures/prng';
import type { QualityDoc } from '../doc-model';
import { renderQualityDoc, type RenderedDoc } from '../render-doc';
import type { Held2Template } from './common';
import { HELD2_LANGS } from './pools';
import { dischargeLetter, intakeForm } from './templates-care';
import { claimLetter, supportTicket } from './templates-letters';
import { energyBill, payslip, statement } from './templates-money';
import { freelanceInvoice, schoolEnrolment } from './templates-records';
import { hireSheet, itHandover, lease } from './templates-people';
import { Held2Values } from './values';

/** The seed of the set: fixed, so every run scores the same documents. */
export const HELD2_SEED = 3003;

/** Every template of the set by kind. */
export const HELD2_TEMPLATES: Record<string, Held2Template> = {
  statement,
  payslip,
  energy: energyBill,
  intake: intakeForm,
  discharge: dischargeLetter,
  hire: hireSheet,
  lease,
  it: itHandover,
  ticket: supportTicket,
  claim: claimLetter,
  invoice: freelanceInvoice,
  school: schoolEnrolment,
};

/** Builds every document model of the set (before layout), deterministically. */
export function buildHeld2Models(seed = HELD2_SEED): QualityDoc[] {
  const rng = new Prng(seed);
  const docs: QualityDoc[] = [];
  for (const [kind, template] of Object.entries(HELD2_TEMPLATES))
    for (const lang of HELD2_LANGS)
      docs.push(template(new Held2Values(lang, rng), `held2-${kind}-${lang}`));
  return docs;
}

/** Renders every document of the set as a PDF, deterministically. */
export async function generateHeld2Docs(seed = HELD2_SEED): Promise<RenderedDoc[]> {
  const layoutRng = new Prng(seed + 1);
  const rendered: RenderedDoc[] = [];
  for (const doc of buildHeld2Models(seed)) rendered.push(await renderQualityDoc(doc, layoutRng));
  return rendered;
}
