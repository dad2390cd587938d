/**
 * The doc8 documents: every kind of a part in the seven languages, one seeded copy per
 * kind-language pair and a second copy for about half of them. Seeds come from the document
 * name, so adding a kind leaves the other documents unchanged.
 */
import { contract, discharge, judgment, landlordNotice } from './dev8-kinds';
import { HELD8_KINDS } from './held8-kinds';
import { Ctx8, LANGS8, fnv1a, type Doc8, type Part8 } from './kit';

/** A template: one document from its seeded context. */
export type Template8 = (c: Ctx8, name: string) => Doc8;

/** dev8's kinds. */
export const DEV8_KINDS: Record<string, Template8> = {
  judgment,
  contract,
  discharge,
  landlord: landlordNotice,
};

export { HELD8_KINDS };

/** Generates every document of a part, deterministically. */
export function generateDocs8(part: Part8): Doc8[] {
  const kinds: Record<string, Template8> = part === 'dev8' ? DEV8_KINDS : HELD8_KINDS;
  const docs: Doc8[] = [];
  for (const [kind, template] of Object.entries(kinds))
    for (const lang of LANGS8) {
      const copies = fnv1a(`${part}-${kind}-${lang}`) % 2 === 0 ? 2 : 1;
      for (let copy = 1; copy <= copies; copy++) {
        const name = `${part}-${kind}-${lang}-${copy}`;
        docs.push(template(new Ctx8(lang, part, name), name));
      }
    }
  return docs;
}
