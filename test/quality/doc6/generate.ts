/**
 * The doc6 documents: every kind of a part in the seven languages, one seeded copy per
 * kind-language pair plus a second copy for about half of them. Seeds come from the document
 * name, so adding a kind leaves the other documents unchanged.
 */
import { bankStatement } from './dev6-bank';
import { labReport } from './dev6-lab';
import { leaseExcerpt } from './dev6-lease';
import { formalLetter } from './dev6-letter';
import { onboardingForm } from './dev6-onboarding';
import { supportTicket } from './dev6-ticket';
import { cardStatement } from './held6-card';
import { insuranceClaim } from './held6-claim';
import { payslip } from './held6-payslip';
import { referenceLetter } from './held6-reference';
import { schoolEnrolment } from './held6-school';
import { utilityBill } from './held6-utility';
import { Ctx, LANGS6, fnv1a, type Doc6, type Part6 } from './kit';

/** A template: builds one document from its seeded context. */
export type Template6 = (c: Ctx, name: string) => Doc6;

/** dev6's kinds. */
export const DEV6_KINDS: Record<string, Template6> = {
  bank: bankStatement,
  onboarding: onboardingForm,
  lab: labReport,
  ticket: supportTicket,
  lease: leaseExcerpt,
  letter: formalLetter,
};

/** held6's kinds (none shared with dev6). */
export const HELD6_KINDS: Record<string, Template6> = {
  card: cardStatement,
  claim: insuranceClaim,
  payslip,
  school: schoolEnrolment,
  reference: referenceLetter,
  utility: utilityBill,
};

/** Generates every document of a part, deterministically. */
export function generateDocs6(part: Part6): Doc6[] {
  const kinds = part === 'dev6' ? DEV6_KINDS : HELD6_KINDS;
  const docs: Doc6[] = [];
  for (const [kind, template] of Object.entries(kinds))
    for (const lang of LANGS6) {
      const copies = fnv1a(`${part}-${kind}-${lang}`) % 2 === 0 ? 2 : 1;
      for (let copy = 1; copy <= copies; copy++) {
        const name = `${part}-${kind}-${lang}-${copy}`;
        docs.push(template(new Ctx(lang, part, name), name));
      }
    }
  return docs;
}
