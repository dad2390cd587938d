/**
 * The third development set (dev3): document kinds a bank, an employer, a clinic, a landlord, a
 * school, an insurer, a court and a support desk produce, in the seven languages, each written in
 * the country's own conventions. Its pools and templates were written apart from the detector and
 * from the other sets. It may be tuned on: `npm run bench:quality -- --doc-errors` lists its
 * misses and false alarms.
 *
 * What is marked (the rules a careful reviewer would follow, applied the same way everywhere):
 * - DATE: every calendar day tied to a person or a transaction, as written, with or without its
 *   year ("14.03.", "Mar 14", "14 de marzo de 2025", "14 марта 2025 г." including "г."); the
 *   weekday, "on", "le", "am" stay outside; a clock time written right after the date (a mail
 *   header's "3 April 2024 13:29") belongs to it. A year alone or a month and year ("March 2025", a
 *   payslip's period) is not a date and stays unmarked; so do legal article numbers.
 * - MONEY_AMOUNT: every amount about the person (transactions, balances, salary, rent, deposit,
 *   claim, fees charged to them), with its currency sign or code when it stands next to the number
 *   ("$1,204.50", "1.204,50 €", "EUR 1.204,50", "12 300,00 руб."), and bare amounts in a
 *   statement's amount and balance columns, sign included ("-45,10"). Percentages are not money.
 * - PERSON_NAME without the honorific or title ("Dr.", "Frau", "г-жа" stay outside); the whole
 *   name however written ("SURNAME, Given", capitals, initials, patronymic).
 * - ORGANIZATION: the name with its legal form when written; the bank's generic words, product
 *   names and headings are not marked. An organisation's own street, phone, mail and web address
 *   are marked like anyone's (they identify it).
 * - Addresses: the street line (with number, flat, floor) is ADDRESS, the postcode ZIP_CODE, the
 *   town LOCATION; a floor or door written after the town ("6e étage, porte gauche") is ADDRESS
 *   too; US state abbreviations and countries stay unmarked.
 * - Social insurance numbers (US SSN, Spanish NSS, French NIR, German SV-Nr., Portuguese NISS,
 *   Russian SNILS) are SSN; the Italian codice fiscale and the other tax and identity numbers,
 *   member, policy, claim, case, ticket, order and reference numbers are ID; bank accounts and
 *   IBANs ACCOUNT; card numbers, masked ones too, CREDIT_CARD. User names and handles are ID; API
 *   keys, tokens and passwords PASSWORD; paths under a user's home folder and file:// links URL.
 * - Not marked (a reviewer keeps them): a company's own figures (share capital), dates and numbers
 *   of laws and articles, national public authorities named by their function (a traffic-fine
 *   agency, the CPAM), nationalities, job titles, medicines and laboratory values.
 */
import { Prng } from '../../fixtures/prng';
import { LANGS } from '../locales';
import { renderQualityDoc, type RenderedDoc } from '../render-doc';
import { bankStatement, cardStatement } from './docs-bank';
import { dischargeLetter, prescription } from './docs-care';
import { insuranceClaim, officialNotice, schoolEnrolment } from './docs-civic';
import { curriculumVitae } from './docs-cv';
import { formalLetter, supportTicket } from './docs-desk';
import { lease } from './docs-home';
import { onboardingForm, payslip } from './docs-work';
import type { Dev3Template } from './kit';
import { Dev3Values } from './values';

const SEED = 7331;

/** Every dev3 document kind. */
export const DEV3_TEMPLATES: Record<string, Dev3Template> = {
  'bank-statement': bankStatement,
  'card-statement': cardStatement,
  'onboarding-form': onboardingForm,
  payslip,
  'discharge-letter': dischargeLetter,
  prescription,
  'support-ticket': supportTicket,
  'formal-letter': formalLetter,
  lease,
  'insurance-claim': insuranceClaim,
  'school-enrolment': schoolEnrolment,
  'official-notice': officialNotice,
  cv: curriculumVitae,
};

/** Renders every dev3 document, deterministically. */
export async function generateDev3Docs(): Promise<RenderedDoc[]> {
  const rng = new Prng(SEED);
  const docs: RenderedDoc[] = [];
  for (const [kind, template] of Object.entries(DEV3_TEMPLATES)) {
    for (const lang of LANGS) {
      const doc = template(new Dev3Values(lang, rng), `dev3-${kind}-${lang}`);
      docs.push(await renderQualityDoc(doc, rng));
    }
  }
  return docs;
}
