import type { Recognizer } from '../span';
import { addressFormRecognizer } from './address-forms';
import { addressUnitRecognizer } from './address-units';
import { ageFormRecognizer } from './age-forms';
import { ageLifeYearRecognizer } from './age-life-years';
import { captionNameRecognizer } from './caption-names';
import { cellNameColumnRecognizer } from './cell-name-columns';
import { cellWrappedValueRecognizer } from './cell-wrapped-values';
import { courtCaseNumberRecognizer } from './court-case-numbers';
import { courtNameRecognizer } from './court-names';
import { dayMonthRecognizer } from './dates/day-month';
import { shortMonthDateRecognizer } from './dates/short-month-dates';
import { weekdayDateRecognizer } from './dates/weekday-dates';
import { NUMERIC_RECOGNIZERS } from './numeric';
import { documentColumnRecognizer } from './document-columns';
import { headerNameRecognizer } from './header-names';
import { letterheadOrgRecognizer } from './letterhead-orgs';
import { loginColumnRecognizer } from './login-columns';
import { loginPhraseRecognizer } from './login-phrases';
import { nameColumnRecognizer } from './name-columns';
import { nameInitialsRecognizer } from './name-initials';
import { proseTitleRecognizer } from './prose-titles';
import { publicBodyRecognizer } from './public-bodies';
import { rankNameRecognizer } from './rank-names';
import { russianAddressRecognizer } from './russian-addresses';
import { reportNameRecognizer } from './report-names';
import { roleNameRecognizer } from './role-names';
import { referenceNumberRecognizer } from './reference-numbers';
import { secretFieldRecognizer } from './secret-fields';
import { spacedInsuranceNumberRecognizer } from './spaced-insurance-numbers';
import { statementPartyRecognizer } from './statement-parties';
import { TEXTUAL_RECOGNIZERS } from './textual';
import { handleRecognizer, unlabelledIdRecognizer } from './unlabelled-ids';

/** Every built-in recognizer, in no particular order (overlaps are resolved afterwards). */
export const BUILT_IN_RECOGNIZERS: readonly Recognizer[] = [
  ...NUMERIC_RECOGNIZERS,
  ...TEXTUAL_RECOGNIZERS,
  // A UK NI or German insurance number in its groups after its label (spaced-insurance-numbers.ts).
  spacedInsuranceNumberRecognizer,
  // Date forms the general date parser leaves out ("on 05/28", "14.03.", "8-dic-2025").
  dayMonthRecognizer,
  // A weekday, then a day and month ("Mo, 02.03.", "lun. 02/03", "Do, 27 Okt. 2026").
  weekdayDateRecognizer,
  // A day, a month abbreviated without a dot and a year ("7 Mär 2026", "23 gen 2026").
  shortMonthDateRecognizer,
  // Reference numbers of a person's file, secrets in form fields without a colon, passport,
  // ticket and identity numbers under their table column.
  referenceNumberRecognizer,
  secretFieldRecognizer,
  documentColumnRecognizer,
  // Whole Spanish, Portuguese, Italian, German and Russian street forms (floor, door, flat).
  addressFormRecognizer,
  // Flats, floors and buildings after a street or on their own address line.
  addressUnitRecognizer,
  // Russian addresses as one chain of index, town, street, house and flat, wrapped anywhere.
  russianAddressRecognizer,
  // Ages in brackets, sex/age pairs and registry orders.
  ageFormRecognizer,
  // A German year of life, "mit 67 Jahren", "your age ... will be 67".
  ageLifeYearRecognizer,
  // The organisation in a page's letterhead, above its postal address.
  letterheadOrgRecognizer,
  // Names and ages under a person or age column header, and after a person's form label.
  nameColumnRecognizer,
  // Names and logins under their column in tables printed one cell per line (and logins in rows).
  cellNameColumnRecognizer,
  loginColumnRecognizer,
  // Logins after audit verbs and login formulas of prose ('modified by m.rossi', 'user name is X').
  loginPhraseRecognizer,
  // Counterparties and transaction references between the date and the amounts of a statement row.
  statementPartyRecognizer,
  // Identifiers by shape or an unknown label (codes, marked and long numbers, '@' handles).
  unlabelledIdRecognizer,
  handleRecognizer,
  // Read on real documents of the outside corpus: people in mail header fields written surname
  // first, initials before a surname in capitals, federal court case numbers.
  headerNameRecognizer,
  captionNameRecognizer,
  courtCaseNumberRecognizer,
  // Names after lower-case titles and role nouns of legal prose ('la doctora X', 'l'avvocato X').
  proseTitleRecognizer,
  // Courts named with their town ('Juzgado de lo Social número 3 de Sevilla', 'Arbeitsgericht Essen').
  courtNameRecognizer,
  // Police forces and stations, councils and universities named with their town (official prose).
  publicBodyRecognizer,
  // Names after a police rank with its badge number or an academic title ('PC 4471 X', 'KHK X').
  rankNameRecognizer,
  // Persons named by official prose: 'known as X', witness labels, attendance lists, references.
  reportNameRecognizer,
  // Names after a role label cell without a colon or a role noun of prose ('Notfallkontakt X', 'votre collègue X').
  roleNameRecognizer,
  // Initials at a name's edges ('Siobhan S.', 'M. DELACROIX', 'Лаптева А. А.').
  nameInitialsRecognizer,
  // IBANs, IPs, URLs and e-mails broken mid-token in a narrow cell ('172.226.159.1' / '94').
  cellWrappedValueRecognizer,
];
