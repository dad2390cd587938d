/**
 * Organisations named in a form's field: the value after "Employer:", "Insurer:", "Bank:",
 * "School:", "Arbeitgeber:", "Krankenkasse:", "Empresa:", "Employeur :", "Datore di lavoro:",
 * "Работодатель:" and the like, in the seven languages. HR, medical and bank forms name the
 * employer, the insurer and the bank this way, often without a legal form that would give the
 * name away.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName } from './name-evidence';
import { employerColumns } from './org-columns';
import { caseFoldedLower, HS, lineEnd, lowerLiterals, matchesOf } from './text-helpers';

const LABELS = [
  // en
  'employer',
  'employer name',
  'company',
  'company name',
  'organi[sz]ation',
  'insurer',
  'insurance company',
  'insurance provider',
  'insurance carrier',
  'health plan',
  'bank',
  'bank name',
  'school',
  'university',
  'hospital',
  'clinic',
  'pharmacy',
  'agency',
  'landlord',
  'lessor',
  'managing agent',
  'letting agent',
  'provider',
  'service provider',
  'supplier',
  'vendor',
  'creditor',
  'lender',
  'carrier',
  'airline',
  'hotel',
  'operator',
  'network operator',
  'energy supplier',
  'pension fund',
  'health insurance',
  'health insurer',
  'care home',
  'practice',
  'surgery',
  'law firm',
  'firm',
  'current employer',
  'previous employer',
  'former employer',
  // es
  'arrendador',
  'proveedor',
  'acreedor',
  'entidad acreedora',
  'aerolínea',
  'compañía aérea',
  'operador',
  'comercializadora',
  'mutua',
  'despacho',
  'empresa contratante',
  'organización',
  'organização',
  'organizzazione',
  'empresa',
  'empleador',
  'empleadora',
  'empresa empleadora',
  'compañía',
  'entidad',
  'entidad bancaria',
  'aseguradora',
  'compañía de seguros',
  'banco',
  'colegio',
  'escuela',
  'universidad',
  'centro médico',
  'clínica',
  'farmacia',
  // fr
  'employeur',
  'entreprise',
  'société',
  'organisme',
  'assureur',
  'mutuelle',
  'banque',
  'établissement',
  'école',
  'université',
  'hôpital',
  'clinique',
  'pharmacie',
  'bailleur',
  'fournisseur',
  'créancier',
  'compagnie',
  'compagnie aérienne',
  'hôtel',
  'opérateur',
  'caisse',
  'cabinet',
  'prestataire',
  'agence',
  // de
  'arbeitgeber',
  'firma',
  'unternehmen',
  'krankenkasse',
  'versicherung',
  'versicherer',
  'kreditinstitut',
  'schule',
  'hochschule',
  'universität',
  'krankenhaus',
  'klinik',
  'apotheke',
  'vermieter',
  'vermieterin',
  'hausverwaltung',
  'anbieter',
  'lieferant',
  'gläubiger',
  'fluggesellschaft',
  'hotel',
  'netzbetreiber',
  'versorger',
  'energieversorger',
  'kasse',
  'praxis',
  'kanzlei',
  'bank',
  'kreditgeber',
  // it
  'datore di lavoro',
  'azienda',
  'società',
  'ente',
  'assicurazione',
  'compagnia assicurativa',
  'banca',
  'istituto',
  'scuola',
  'università',
  'ospedale',
  'locatore',
  'fornitore',
  'creditore',
  'compagnia',
  'compagnia aerea',
  'albergo',
  'gestore',
  'operatore',
  'studio',
  'farmacia',
  'clinica',
  // pt
  'empregador',
  'entidade patronal',
  'entidade empregadora',
  'empresa empregadora',
  'entidade',
  'seguradora',
  'escola',
  'universidade',
  'farmácia',
  'senhorio',
  'fornecedor',
  'credor',
  'companhia',
  'companhia aérea',
  'operadora',
  'banco',
  'hotel',
  'clínica',
  'hospital',
  // ru
  'работодатель',
  'организация',
  'компания',
  'предприятие',
  'место работы',
  'страховая компания',
  'страховщик',
  'банк',
  'школа',
  'университет',
  'больница',
  'клиника',
  'поликлиника',
  'аптека',
  'арендодатель',
  'поставщик',
  'кредитор',
  'авиакомпания',
  'перевозчик',
  'гостиница',
  'отель',
  'оператор',
  'страховая',
  'управляющая компания',
  'банк-эмитент',
  'место учёбы',
  'учебное заведение',
  // Issuers, laboratories, insurers, agents and providers of bills (a brand without a legal form)
  'issuer',
  'card issuer',
  'issuing bank',
  'laboratory',
  'lab',
  'testing laboratory',
  'performing laboratory',
  'insurance',
  'insurance plan',
  'primary insurance',
  'secondary insurance',
  'health insurance company',
  'broker',
  'insurance broker',
  'estate agent',
  'letting agency',
  'property manager',
  'property management',
  'management company',
  'mobile operator',
  'internet provider',
  'utility provider',
  'energy provider',
  'account provider',
  'building society',
  'merchant',
  'retailer',
  'referring practice',
  'gp practice',
  'medical practice',
  // es
  'emisor',
  'entidad emisora',
  'laboratorio',
  'compañía aseguradora',
  'inmobiliaria',
  'agencia',
  'agencia inmobiliaria',
  'administrador de fincas',
  'gestora',
  'compañía telefónica',
  'corredor de seguros',
  // fr
  'émetteur',
  'laboratoire',
  'compagnie d.assurance',
  'agence immobilière',
  'syndic',
  'gestionnaire',
  'commerçant',
  'fournisseur d.énergie',
  'courtier',
  // de
  'kartenherausgeber',
  'herausgeber',
  'versicherungsgesellschaft',
  'krankenversicherung',
  'makler',
  'immobilienmakler',
  'verwalter',
  'händler',
  'mobilfunkanbieter',
  'stromanbieter',
  'netzanbieter',
  'telefonanbieter',
  // it
  'emittente',
  'laboratorio analisi',
  'agenzia',
  'agenzia immobiliare',
  'amministratore',
  'esercente',
  'compagnia telefonica',
  'broker assicurativo',
  // pt
  'emissor',
  'entidade emissora',
  'laboratório',
  'imobiliária',
  'agência',
  'comerciante',
  'mediador de seguros',
  // ru
  'эмитент',
  'лаборатория',
  'страховая организация',
  'агентство',
  'агентство недвижимости',
  'управляющая организация',
  'торговая точка',
  'провайдер',
  'оператор связи',
];

const ONE_WORD_LABELS: ReadonlySet<string> = new Set(LABELS.filter((l) => !/[ []/.test(l)));

/** True for a one-word organisation label ("Empresa", "Société", "Arbeitgeber"), any case. */
export function isOrgFieldLabel(word: string): boolean {
  return ONE_WORD_LABELS.has(word.toLowerCase());
}

/**
 * A qualifier after the label ("Empregador atual:", "Employeur actuel :", "Datore di lavoro
 * attuale:", "Empresa anterior:"); one before it ("Current employer", "Derzeitiger Arbeitgeber")
 * leaves the label itself in place.
 */
const QUALIFIER =
  '(?:actual|atual|actuel(?:le)?|attuale|current|present|previous|former|anterior|précédent(?:e)?|precedente|anterior(?:a)?)';

const LABEL_SOURCE = `(?<![\\p{L}\\p{N}])(?:${LABELS.map((l) => l.replace(/ /g, `${HS}+`)).join('|')})(?:${HS}+${QUALIFIER})?${HS}*:${HS}*`;
const LABEL = new RegExp(LABEL_SOURCE, 'giu');
/**
 * The label patterns in lower case without the i flag, for a text whose lower case stands in for
 * case folding (caseFoldedLower): half the native code of the i-flag alternation (16 MB limit).
 */
const LABEL_LOWER = new RegExp(lowerLiterals(LABEL_SOURCE), 'gu');

/** Values that answer a question rather than name a body: "Yes", "N/A", "None", "—". */
const NOT_A_NAME =
  /^(?:yes|no|n\/a|none|other|unknown|self|sí|si|oui|non|ja|nein|nessuno|não|sim|нет|да|-+|—)$/iu;

/** Recognises the organisation written after an organisation label. */
export const orgFieldRecognizer = safeRecognizer('org-field', ['ORGANIZATION'], ({ folded }) => {
  const spans: Span[] = [];
  const lower = caseFoldedLower(folded);
  for (const m of matchesOf(lower === undefined ? LABEL : LABEL_LOWER, lower ?? folded)) {
    const label = folded.slice(m.index, m.index + m[0].length);
    const start = m.index + m[0].length;
    let end = lineEnd(folded, start);
    // Two fields on one line: the value ends at a wide gap, a tab or a bar.
    const gap = /[ ]{2,}|\t|[ ]\|[ ]/.exec(folded.slice(start, end));
    if (gap) end = start + gap.index;
    // "Hotel: Ibis Styles Dijon Centre, 3 nuits": a comma before a number or a lower-case word
    // ends the name ("Valdés y Asociados, S.L.P." keeps its legal form).
    const tail = /,[ \t]+(?:\d|\p{Ll})/u.exec(folded.slice(start, end));
    if (tail) end = start + tail.index;
    // "Brightwater Analytics Department: Finance" (a form's next line read with this one): the
    // next field's label ends the name.
    const nextLabel =
      /[ \t]+\p{Lu}[\p{L}.-]*(?:[ \t]+\p{L}[\p{L}.-]*){0,2}[ \t]*:(?:[ \t]|$)/u.exec(
        folded.slice(start, end),
      );
    if (nextLabel) end = start + nextLabel.index;
    let value = folded.slice(start, end).replace(/[ \t.,;]+$/u, '');
    if (value.length > 60) continue;
    if (!/^["«“]?[\p{Lu}\p{N}]/u.test(value) || !/\p{L}{2}/u.test(value)) continue;
    if (value.includes('@') || NOT_A_NAME.test(value)) continue;
    const words = value.split(/[ \t]+/);
    if (words.every((w) => isCommonWord(w))) continue;
    // "Clinic: Dr. Anna Roth", "Company: John Smith": a person named where a body was asked for.
    if (/^(?:dr|mr|mrs|ms|prof|dott|sig|herr|frau|mme|sra?)\.?$/iu.test(words[0]!)) continue;
    if (words.length <= 3 && isFirstName(words[0]!)) continue;
    value = value.trimEnd();
    const span = makeSpan('ORGANIZATION', start, start + value.length, 0.8, 'org-field');
    span.reason = `organisation after the label "${label.replace(/[\s:]+$/u, '')}"`;
    spans.push(span);
  }
  labelAbove(folded, spans);
  // Employer cells of a work-history table (org-columns.ts).
  employerColumns(folded, spans);
  return spans;
});

/** Column headers that follow an employer or body column (job, period, town), never a name. */
const COLUMN_WORDS: ReadonlySet<string> = new Set(
  (
    'position poste puesto cargo mansione posizione função cargo stelle tätigkeit funktion ' +
    'role title job period période periodo período zeitraum town city ville ort stadt ' +
    'localidad località localidade città cidade ciudad location lieu place département ' +
    'department abteilung departamento reparto должность период город отдел'
  ).split(' '),
);

/** A line holding only an organisation label, in any case ("KRANKENKASSE", "Insurer"). */
const LABEL_LINE_SOURCE = `(?<=^|\\n)[ \\t]*(?:${LABELS.map((l) => l.replace(/ /g, `${HS}+`)).join('|')})${HS}*:?[ \\t]*\\n`;
const LABEL_LINE = new RegExp(LABEL_LINE_SOURCE, 'giu');
const LABEL_LINE_LOWER = new RegExp(lowerLiterals(LABEL_LINE_SOURCE), 'gu');

/** A whole line that is an organisation label. */
const FULL_LABEL_SOURCE = `^(?:${LABELS.map((l) => l.replace(/ /g, `${HS}+`)).join('|')})${HS}*:?$`;
const FULL_LABEL = new RegExp(FULL_LABEL_SOURCE, 'iu');
const FULL_LABEL_LOWER = new RegExp(lowerLiterals(FULL_LABEL_SOURCE), 'u');

/** True when `value` is a whole organisation label (FULL_LABEL, read in lower case where it can). */
function fullLabel(value: string): boolean {
  const lower = caseFoldedLower(value);
  return lower === undefined ? FULL_LABEL.test(value) : FULL_LABEL_LOWER.test(lower);
}

/**
 * Forms that print the label above its box ("KRANKENKASSE" / "BARMER", "Aseguradora" / "Sanitas
 * Mediterránea"): the next line is the organisation, unless it is another label.
 */
function labelAbove(folded: string, spans: Span[]): void {
  const lower = caseFoldedLower(folded);
  for (const m of matchesOf(lower === undefined ? LABEL_LINE : LABEL_LINE_LOWER, lower ?? folded)) {
    const label = folded.slice(m.index, m.index + m[0].length);
    const start = m.index + m[0].length;
    const end = lineEnd(folded, start);
    const value = folded.slice(start, end).trim();
    if (value.length < 2 || value.length > 60 || /[:@]/.test(value)) continue;
    if (!/^["«“]?[\p{Lu}\p{N}]/u.test(value) || !/\p{L}{2}/u.test(value)) continue;
    if (NOT_A_NAME.test(value)) continue;
    // "INSURANCE" / "PRIMARY INSURANCE": the next line is itself a label.
    if (fullLabel(value)) continue;
    const words = value.split(/[ \t]+/);
    // The next label of a form ("VERSICHERTENNUMMER", "Telefon") or a heading is no name.
    if (words.every((w) => isCommonWord(w) || isOrgFieldLabel(w))) continue;
    if (words.length === 1 && /(?:nummer|number|numero|número|numéro|nr|no)\.?$/iu.test(value))
      continue;
    // The next header cell of a table printed one cell per line ("Employeur" / "Poste").
    if (words.length === 1 && COLUMN_WORDS.has(value.toLowerCase())) continue;
    if (/^(?:dr|mr|mrs|ms|prof|dott|sig|herr|frau|mme|sra?)\.?$/iu.test(words[0]!)) continue;
    if (words.length <= 3 && isFirstName(words[0]!)) continue;
    const lead = folded.slice(start).search(/\S/);
    const span = makeSpan(
      'ORGANIZATION',
      start + lead,
      start + lead + value.length,
      0.81,
      'org-field',
    );
    span.reason = `organisation under the label "${label.trim().replace(/:$/u, '')}"`;
    spans.push(span);
  }
}
