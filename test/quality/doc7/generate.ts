/**
 * The doc7 documents: every kind of a part in the seven languages, one seeded copy per
 * kind-language pair and a second copy for about half of them. Seeds come from the document
 * name, so adding a kind leaves the other documents unchanged.
 */

import { invoice } from './dev7-invoice';
import { itinerary } from './dev7-itinerary';
import { minutes } from './dev7-minutes';
import { referral } from './dev7-referral';
import { supplierList } from './dev7-suppliers';

import { customsDeclaration } from './held7-customs';
import { taxNotice } from './held7-notice';
import { policySchedule } from './held7-policy';
import { performanceReview } from './held7-review';
import { Ctx7, LANGS7, fnv1a, type Doc7, type Part7 } from './kit';

/** A template: one document from its seeded context. */
export type Template7 = (c: Ctx7, name: string) => Doc7;

/** dev7's kinds. */
export const DEV7_KINDS: Record<string, Template7> = {
  invoice,
  minutes,
  itinerary,
  referral,
  suppliers: supplierList,
};

/** held7's kinds (none shared with dev7). */
export const HELD7_KINDS: Record<string, Template7> = {
  policy: policySchedule,
  review: performanceReview,
  customs: customsDeclaration,
  notice: taxNotice,
};

/** Generates every document of a part, deterministically. */
export function generateDocs7(part: Part7): Doc7[] {
  const kinds = part === 'dev7' ? DEV7_KINDS : HELD7_KINDS;
  const docs: Doc7[] = [];
  for (const [kind, template] of Object.entries(kinds))
    for (const lang of LANGS7) {
      const copies = fnv1a(`${part}-${kind}-${lang}`) % 2 === 0 ? 2 : 1;
      for (let copy = 1; copy <= copies; copy++) {
        const name = `${part}-${kind}-${lang}-${copy}`;
        docs.push(template(new Ctx7(lang, part, name), name));
      }
    }
  return docs;
}
