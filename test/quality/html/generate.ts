/**
 * The Chromium-rendered quality sets: `dev4` (tunable; `npm run bench:quality -- --doc-errors`
 * lists its errors) and `held4` (never tuned on: only its per-tag table is printed). The two
 * parts use different templates (split by template, not by seed); every template is written in
 * the seven languages and generated twice with a seeded generator, so the set is deterministic.
 *
 * What is marked (`<span data-pii="TAG">`), as a careful redactor releasing the document would:
 * - PERSON_NAME without honorifics ("Dr.", "Frau", "Sr." stay outside), in any form (inverted,
 *   capitals, middle initials, patronymics); ORGANIZATION: the person's employer, bank, insurer,
 *   clinic, landlord, agency, and a statement row's counterparty (shop, utility) with its whole
 *   descriptor; the organisation's own street, phone, mail, web address and tax number too.
 * - ADDRESS (street line with number, flat, floor), ZIP_CODE, LOCATION (town; a US state or an
 *   Italian province abbreviation stays outside, so does the Russian "г.").
 * - DATE: every day tied to the person or a transaction, as written, with or without its year,
 *   with a clock time written right after it; a month and year (a payslip's period) is not marked.
 * - MONEY_AMOUNT: amounts about the person (rows, balances, salary, rent, refunds, fees charged),
 *   with the currency when it stands next to the number, and bare amounts in money columns.
 * - Social insurance numbers SSN; tax, identity, customer, member, policy, claim, ticket, order,
 *   contract, accession and transaction reference numbers, plates, meter numbers and user names
 *   ID; IBANs and account numbers ACCOUNT (a bank's BIC or routing number is not); card numbers,
 *   masked or last four, CREDIT_CARD; PASSPORT, DRIVER_LICENSE, PASSWORD, AGE, IP, EMAIL, URL.
 * - Not marked: headings, labels, boilerplate, form codes, page numbers, percentages, laboratory
 *   values and units, medicines, job titles, nationalities, an ATM's terminal number.
 */
import { Prng } from '../../fixtures/prng';
import { LANGS } from '../locales';
import { bankStatement } from './dev4-bank';
import { cardStatementDev } from './dev4-cards';
import { employmentHistory } from './dev4-employers';
import { intakeForm } from './dev4-intake';
import { lease } from './dev4-lease';
import { claimLetter } from './dev4-letter';
import { onboardingForm } from './dev4-onboarding';
import { payslip } from './dev4-payslip';
import { supportTicket } from './dev4-ticket';
import { cardStatement } from './held4-card';
import { chatTranscript } from './held4-chat';
import { labReport } from './held4-lab';
import { referenceLetter } from './held4-reference';
import { rentNotice } from './held4-rent';
import type { HtmlDoc } from './kit';
import { HtmlValues } from './values';

/** A template: values of one language in, one HTML document out. */
export type HtmlTemplate = (v: HtmlValues, name: string) => HtmlDoc;

/** The two parts of the Chromium-rendered set. */
export type HtmlPart = 'dev4' | 'held4';

/** The development (tunable) templates. */
export const DEV4_TEMPLATES: Record<string, HtmlTemplate> = {
  'bank-statement': bankStatement,
  'onboarding-form': onboardingForm,
  'intake-form': intakeForm,
  'support-ticket': supportTicket,
  lease,
  'claim-letter': claimLetter,
  payslip,
  // Appended (issue 15): merchants of card statements; earlier documents keep their seeds.
  'card-statement-dev': cardStatementDev,
  'employment-history': employmentHistory,
};

/** The held-out templates (never tuned on; nobody lists their errors). */
export const HELD4_TEMPLATES: Record<string, HtmlTemplate> = {
  'card-statement': cardStatement,
  'reference-letter': referenceLetter,
  'lab-report': labReport,
  'chat-transcript': chatTranscript,
  'rent-notice': rentNotice,
};

const SEEDS: Record<HtmlPart, number> = { dev4: 40404, held4: 80808 };
const COPIES = 2;

/** A document's own seed (FNV-1a of its name and the part's seed): editing one template leaves the others' values alone. */
function seedOf(part: HtmlPart, name: string): number {
  let h = 0x811c9dc5 ^ SEEDS[part];
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The HTML documents of one part, deterministically. */
export function generateHtmlDocs(part: HtmlPart): HtmlDoc[] {
  const templates = part === 'dev4' ? DEV4_TEMPLATES : HELD4_TEMPLATES;
  const docs: HtmlDoc[] = [];
  for (const [kind, template] of Object.entries(templates))
    for (const lang of LANGS)
      for (let copy = 1; copy <= COPIES; copy++) {
        const name = `${part}-${kind}-${lang}-${copy}`;
        docs.push(template(new HtmlValues(lang, new Prng(seedOf(part, name))), name));
      }
  return docs;
}
