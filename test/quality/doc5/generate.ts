/**
 * The doc5 set (README.md in this folder: route, split, marking convention): `dev5` (tunable) and
 * `held5` (never tuned on), split by document kind; every kind in the seven languages, two seeded
 * copies each, about half of them re-distilled by Ghostscript.
 */
import { Prng } from '../../fixtures/prng';
import { LANGS } from '../locales';
import { claimForm } from './dev5-claim';
import { dischargeSummary } from './dev5-discharge';
import { payslip } from './dev5-payslip';
import { tenancy } from './dev5-tenancy';
import { mailThread } from './dev5-thread';
import { cardStatement } from './held5-card';
import { curriculum } from './held5-cv';
import { invoice } from './held5-invoice';
import { policeReport } from './held5-police';
import { schoolReport } from './held5-school';
import { Writer, type Doc5 } from './kit';
import { Values } from './values';

/** A template: a writer in, the document's HTML out. */
export type Template5 = (w: Writer) => string;

/** The two parts. */
export type Part5 = 'dev5' | 'held5';

/** The development kinds (tunable). */
export const DEV5_KINDS: Record<string, Template5> = {
  'claim-form': claimForm,
  'discharge-summary': dischargeSummary,
  payslip,
  tenancy,
  'mail-thread': mailThread,
};

/** The held-out kinds (never tuned on; nobody lists their errors). */
export const HELD5_KINDS: Record<string, Template5> = {
  'card-statement': cardStatement,
  cv: curriculum,
  'police-report': policeReport,
  invoice,
  'school-report': schoolReport,
};

const SEEDS: Record<Part5, number> = { dev5: 50505, held5: 95959 };
const COPIES = 2;

function seedOf(part: Part5, name: string): number {
  let h = 0x811c9dc5 ^ SEEDS[part];
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The documents of one part, deterministically. */
export function generateDocs5(part: Part5): Doc5[] {
  const kinds = part === 'dev5' ? DEV5_KINDS : HELD5_KINDS;
  const docs: Doc5[] = [];
  for (const [kind, template] of Object.entries(kinds))
    for (const lang of LANGS)
      for (let copy = 1; copy <= COPIES; copy++) {
        const name = `${part}-${kind}-${lang}-${copy}`;
        const rng = new Prng(seedOf(part, name));
        // Ghostscript's re-distil loses the Cyrillic text of Chromium's subset fonts: Latin only.
        const distil = rng.int(2) === 1 && lang !== 'ru';
        const w = new Writer(new Values(lang, rng), lang);
        docs.push({ name, lang, html: template(w), marks: w.marks, distil });
      }
  return docs;
}
