/**
 * Organisations named by the sector they work in, without a legal form (issue 15, R9):
 * - a name before a trailing sector word, the English and German way: "Kestrel Broadband",
 *   "Hallam Home Appliances", "Northgate Medical Practice", "Fenwick & Loake Estates",
 *   "Greyfriars Consulting", "Severn Forwarding", "Nordwind Spedition". The name needs one word
 *   that is neither a common word nor a generic qualifier, so "Customer Services", "Dental Care",
 *   "Cardiac Surgery" and "Affordable Housing" stay negative;
 * - the firm printed first on a form or letter whose title follows it ("Kestrel Broadband" /
 *   "Application for leave", "Télécom Horizon · Formulaire RH-07" / "Fiche d'embauche"): a short
 *   capitalised line above a title line, itself no title.
 * Subjects before "Engineering" are qualifiers, so course names ("Offshore Engineering") stay
 * negative.
 * Every trailing sector word is looked for by one literal alternation first (cheap); the rest
 * runs only around its matches.
 */
import type { Span } from '../span';
import { makeSpan } from './helpers';
import { isCommonWord, isFirstName } from './name-evidence';
import { PLACES } from './places';
import { matchesOf } from './text-helpers';

/** Sector words that close a firm's name (English, and German words that follow a name). */
const SECTOR_LIST = (
  'Broadband Telecom Telecoms Appliances Estates Lettings Properties Plumbing Forwarding Freight ' +
  'Haulage Removals Joinery Roofing Glazing Electrical Electrics Heating Builders Consulting ' +
  'Consultancy Consultants Solutions Logistics Dental Dentistry Practice Surgery Healthcare ' +
  'Chemist Chemists Opticians Optometrists Physiotherapy Veterinary Vets Nursery Montessori ' +
  'Motors Autos Tyres Cleaning Catering Interiors Furnishings Kitchens Bakery Butchers Florist ' +
  'Florists Stationers Printers Couriers Recruitment Accountants Solicitors Architects ' +
  'Engineering Landscaping Homecare Care Services Spedition Haustechnik Gebäudeservice Umzüge ' +
  'Reisen'
).split(' ');

/** Sector words, looked up after the literal scan (and for a second one: "Dental Care"). */
const SECTOR_WORDS: ReadonlySet<string> = new Set(SECTOR_LIST);

/** Words that go on after a sector word inside the same name ("Willowmere Care Homes"). */
const CONTINUATIONS: ReadonlySet<string> = new Set(
  'Homes Centre Center Group Clinic Partnership Associates Agency Society Trust Network Studio Studios'.split(
    ' ',
  ),
);

/** Sector words that stand inside a Romance name, before its own name ("Clínica Dental Sonrisa"). */
const MID_NAME: ReadonlySet<string> = new Set(['Dental', 'Veterinary', 'Care', 'Physiotherapy']);

/** A legal form right after a name. */
const LEGAL_AFTER =
  /^[ \t]*,?[ \t]*(?:Inc|LLC|L\.L\.C|Ltd|Limited|Co|Corp|Company|PLC|plc|LLP|LP|AG|GmbH|KG|e\.K|e\.V|SE|S\.A|SA|S\.L|SL|S\.r\.l|Srl|S\.p\.A|SpA|SARL|SAS|Lda|Ltda)(?![\p{L}])/u;

/** A lower-case Romance link right before a name's words ("du", "de la", "di"). */
const ROMANCE_LINK_BEFORE = /(?:^|[ \t])(?:du|de|des|di|da|do|del|della|dos|das|la|le)[ \t]$/u;

/** One literal alternation of the sector words: the cheap first pass over a page. */
const SECTOR_LAST = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(?:${SECTOR_LIST.join('|')})(?![\\p{L}\\p{N}'’-])`,
  'gu',
);

/**
 * Words that qualify a sector without naming a firm (lower case): a run made only of these and
 * common words is a heading or a department ("Emergency Dental Care", "Financial Services").
 */
const GENERIC = new Set(
  (
    'social financial legal emergency primary secondary general mental physical dental medical ' +
    'clinical private public professional technical residential commercial domestic local ' +
    'national international global digital mobile online property estate business corporate ' +
    'student community health child children childrens elderly senior adult family home ' +
    'customer client patient staff support management maintenance repair repairs security ' +
    'energy water gas electricity cleaning catering facilities premises building garden kitchen ' +
    'bathroom office data cloud software web marketing sales accounting tax insurance banking ' +
    'investment pension wealth asset risk quality safety environmental transport travel event ' +
    'events wedding pet vehicle car van motor auto tyre boiler plumbing heating hospital nursing ' +
    'care day night weekend out hours urgent specialist advisory information learning training ' +
    'career careers housing rental letting lettings tenancy free our your their my the all other ' +
    'new old first second third main head central north south east west northern southern ' +
    'eastern western upper lower human personal bereavement disability welfare veterinary ' +
    'surgical orthopaedic orthopedic paediatric pediatric cosmetic plastic oral cardiac general ' +
    'family-run independent integrated total complete premier quality call contact visit ask ' +
    'email phone write see please dear to from for with offshore software systems process ' +
    'production control sound audio traffic marine nuclear petroleum aerospace materials'
  ).split(' '),
);

/** Words that open a sentence or a request before a firm's name, never part of it. */
const OPENERS = new Set(
  (
    'call contact visit ask email e-mail phone write see please dear thanks thank to from for ' +
    'with by at the our your their my his her its this that these those and & of via'
  ).split(' '),
);

/** An adjective's ending: "Cardiac", "Affordable", "Residential" are no firm's own name. */
const ADJECTIVE_END = /(?:ic|ical|al|able|ible|ary|ory|ive|ous)$/u;

/** Lower-case words that may sit inside a firm's name. */
const NAME_LINKS = new Set(['&', 'and', 'und', 'of', 'the']);

/** A capitalised word of a name ("Loake", "O'Neill", "Harrow-Vale"). */
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*$/u;

/** True when `word` can be the proper part of a firm's name. */
function namesTheFirm(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    word.length >= 3 &&
    !isCommonWord(word) &&
    !GENERIC.has(lower) &&
    !SECTOR_WORDS.has(word) &&
    !ADJECTIVE_END.test(lower)
  );
}

/** Firms named by a name and a trailing sector word, pushed onto `spans`. */
export function trailingSectorOrgs(folded: string, spans: Span[]): void {
  let covered = 0;
  for (const m of matchesOf(SECTOR_LAST, folded)) {
    // "Quayside Dental Care": the second sector word was read with the first.
    if (m.index < covered) continue;
    let end = m.index + m[0].length;
    // "Dental Care", "Medical Practice": the next sector word belongs to the same name.
    for (;;) {
      const next = /^[ \t]([\p{Lu}][\p{L}]+)(?![\p{L}])/u.exec(folded.slice(end, end + 24));
      if (!next || !(SECTOR_WORDS.has(next[1]!) || CONTINUATIONS.has(next[1]!))) break;
      end += next[0].length;
    }
    const after = folded.slice(end, end + 16);
    // A legal form after the name is read with it by the legal-form readers ("Brightwater
    // Logistics Inc.", "Bauer Haustechnik GmbH & Co. KG"); a capitalised word after the sector
    // word means the name goes on the Romance way ("Clínica Dental Sonrisa").
    if (LEGAL_AFTER.test(after) || (MID_NAME.has(m[0]) && /^[ \t]+\p{Lu}/u.test(after))) continue;
    // Words before the sector word on its line, one space apart (a cell gap, a comma or a
    // separator ends the name).
    const lineFrom =
      Math.max(folded.lastIndexOf('\n', m.index), folded.lastIndexOf('\f', m.index)) + 1;
    const prefix = folded.slice(Math.max(lineFrom, m.index - 80), m.index);
    const pieces = prefix.split(/([ \t]+)/);
    const words: Array<{ word: string; at: number }> = [];
    let at = m.index;
    // The last piece is empty when a space comes right before the sector word.
    const glued = pieces[pieces.length - 1] !== '';
    for (let k = pieces.length - 2; !glued && k >= 1 && words.length < 5; k -= 2) {
      if (pieces[k] !== ' ') break;
      const word = pieces[k - 1]!;
      at -= 1 + word.length;
      if (!NAME_WORD.test(word) && !NAME_LINKS.has(word)) break;
      words.unshift({ word, at });
    }
    // The name opens at its first own word: openers, qualifiers and links before it are not
    // part of it ("Contact Hallam Home Appliances"); without one ("Call Customer Care") there is
    // no firm.
    // "Fromagerie du Jura Services": a Romance link before the words names another firm.
    if (
      ROMANCE_LINK_BEFORE.test(
        folded.slice(Math.max(0, (words[0]?.at ?? m.index) - 5), words[0]?.at ?? m.index),
      )
    )
      continue;
    if (!words.some((w) => namesTheFirm(w.word))) continue;
    // A plain word before the own word stays in the name ("Little Acorns Nursery"); openers and
    // links do not.
    while (words.length > 0 && OPENERS.has(words[0]!.word.toLowerCase())) words.shift();
    // "Philippa Pritchard Tidewater Plumbing" (an attendance row): a listed given name and the
    // surname after it are the person before the firm.
    if (words.length >= 3 && isFirstName(words[0]!.word) && namesTheFirm(words[2]!.word))
      words.splice(0, 2);
    const first = words[0]!.word;
    // A listed given name alone before the sector word is a person's practice or a heading's
    // addressee ("Dr Anna Practice" is not written); a place alone is a firm ("Bath Plumbing").
    if (words.length === 1 && isFirstName(first) && !PLACES.has(first)) continue;
    covered = end;
    // A name closed by a sector word is a firm's, stronger than a surname reading of its first
    // word ("Fenwick & Loake Estates", "Brambleside Care Homes" after "issued by").
    const score = 0.93;
    const span = makeSpan('ORGANIZATION', words[0]!.at, end, score, 'org-sector');
    span.reason = `firm named before its sector word "${m[0]}"`;
    spans.push(span);
  }
}

/** Separators between the parts of a header line ("Télécom Horizon · Formulaire RH-07"). */
const PART_SEPARATOR = /[ \t]+[·|•—–][ \t]+/u;

/** Title words of forms and letters in the seven languages (lower case, whole words). */
const TITLE_WORDS = new Set(
  (
    'application form request registration consent agreement contract lease tenancy statement ' +
    'notice letter report record summary certificate policy schedule invoice receipt ' +
    'confirmation complaint claim order declaration enrolment enrollment admission referral ' +
    'prescription questionnaire minutes intake ' +
    'solicitud formulario ficha contrato hoja parte declaración reclamación certificado informe ' +
    'factura recibo confirmación inscripción matrícula consentimiento ' +
    'demande formulaire fiche contrat attestation bulletin déclaration réclamation certificat ' +
    'rapport facture reçu inscription consentement bail ' +
    'antrag formular vertrag bescheinigung erklärung einwilligung aufnahme bestätigung ' +
    'beschwerde rechnung quittung bericht anmeldung meldung ' +
    'richiesta modulo scheda contratto domanda dichiarazione certificato fattura ricevuta ' +
    'conferma reclamo iscrizione consenso ' +
    'pedido impresso requerimento declaração fatura confirmação reclamação inscrição ' +
    'consentimento ' +
    'заявление заявка анкета договор форма справка квитанция подтверждение жалоба претензия'
  ).split(' '),
);

/** German title compounds: "Patientenaufnahme", "Urlaubsantrag", "Personalbogen". */
const GERMAN_TITLE_END =
  /(?:antrag|formular|vertrag|bescheinigung|erklärung|einwilligung|aufnahme|bogen|bestätigung|anfrage|bescheid|meldung|anmeldung)$/u;

/** True when a word makes its line a document's title. */
function isTitleWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/[.,:;()]+$/u, '');
  return TITLE_WORDS.has(lower) || (lower.length > 8 && GERMAN_TITLE_END.test(lower));
}

/** Lower-case words a firm's name may hold on its letterhead line. */
const HEAD_LINKS = new Set(
  '& and und et y e of de del della di da do du des dos das am an im zum zur von der la le el il'.split(
    ' ',
  ),
);

/**
 * True when a whole line can be a firm's name on its own: one to five capitalised words (links
 * inside), no digits or sentence punctuation, no title word, not only common words, not a
 * person's or a town's name, not in capitals (a heading: "ДОГОВОР НАЙМА").
 */
export function firmShaped(name: string): boolean {
  if (name.length < 4 || name.length > 50 || /[\d:;!?.,]/u.test(name)) return false;
  const words = name.split(/[ \t]+/);
  if (words.length > 5) return false;
  const shaped = words.every((w) => /^[«"„“]?\p{Lu}[\p{L}'’»"“”-]*$/u.test(w) || HEAD_LINKS.has(w));
  if (!shaped || !/^[«"„“]?\p{Lu}/u.test(words[0]!)) return false;
  if (words.some(isTitleWord)) return false;
  if (words.every((w) => isCommonWord(w) || HEAD_LINKS.has(w))) return false;
  if (isFirstName(words[0]!) || PLACES.has(name)) return false;
  return /\p{Ll}/u.test(name);
}

/** The firm printed first on a page above its form's or letter's title, pushed onto `spans`. */
export function firmAboveTitle(folded: string, spans: Span[]): void {
  let pageStart = 0;
  while (pageStart < folded.length) {
    let pageEnd = folded.indexOf('\f', pageStart);
    if (pageEnd === -1) pageEnd = folded.length;
    const lines: Array<[number, string]> = [];
    let at = pageStart;
    while (at < pageEnd && lines.length < 2) {
      let end = folded.indexOf('\n', at);
      if (end === -1 || end > pageEnd) end = pageEnd;
      if (folded.slice(at, end).trim() !== '') lines.push([at, folded.slice(at, end)]);
      at = end + 1;
    }
    pageStart = pageEnd + 1;
    if (lines.length < 2) continue;
    const [start, line] = lines[0]!;
    const parts = line.split(PART_SEPARATOR);
    const candidate = parts[0]!.trimEnd();
    const lead = candidate.length - candidate.trimStart().length;
    const name = candidate.trim();
    if (!firmShaped(name)) continue;
    const rest = parts.slice(1).join(' ');
    const titled = [rest, lines[1]![1]].some((text) =>
      text
        .trim()
        .split(/[ \t]+/)
        .slice(0, 4)
        .some(isTitleWord),
    );
    if (!titled) continue;
    const span = makeSpan(
      'ORGANIZATION',
      start + lead,
      start + lead + name.length,
      0.6,
      'org-sector',
    );
    span.reason = 'firm printed first on the page, above its form or letter title';
    spans.push(span);
  }
}

/**
 * A doctor named with a title, a comma and the rest of the line: the practice or clinic of a
 * form's GP field ("Registered GP Dr Ann Cole, Northgate Surgery", "Médico de família a Dra.
 * Lurdes Vasconcelos, Fisiomed Estrela", "Hausarzt Dr. Eva Auer, Praxis am Ring").
 */
const DOCTOR_THEN_PLACE = new RegExp(
  `(?<![\\p{L}])(?:Dr|Dra|Drª|Dott|Dott\\.ssa|dott\\.ssa|dott|Prof|Doctor|Doctora|Docteur|Doutor|Doutora|Doktor)\\.?[ \\t]+` +
    `\\p{Lu}[\\p{L}'’-]*\\.?(?:[ \\t]+\\p{Lu}[\\p{L}'’-]*\\.?){0,3},[ \\t]+` +
    `(\\p{Lu}[^\\n\\f,;:()]{2,50}?)[ \\t]*(?=\\n|\\f|$)`,
  'gu',
);

/** Words of a doctor's job or speciality after the comma: no practice ("Consultant Cardiologist"). */
const JOB_WORD =
  /^(?:consultant|specialist|surgeon|gp|md|phd|mbbs|frcp|general|practitioner|registrar|facharzt|fachärztin|chefarzt|chefärztin|oberarzt|oberärztin|ärztin|arzt|médico|médica|médecin|medico|medica|specialista|especialista|psychiatrist|psychologist|dentist|pediatra|pédiatre|kinderarzt|kinderärztin|internist|internistin|allgemeinmedizin|innere|medizin|врач|терапевт)$|(?:ologist|ologe|ologin|ologue|ólogo|óloga|ologo|ologa|iatra|iater|iaterin|ology|ologie|ología|ologia)$/iu;

/** The practice named after a titled doctor and a comma at a line's end, pushed onto `spans`. */
export function practiceAfterDoctor(folded: string, spans: Span[]): void {
  if (!/D(?:r|ott|oct|out|ok)|dott|Prof/u.test(folded)) return;
  for (const m of matchesOf(DOCTOR_THEN_PLACE, folded)) {
    const value = m[1]!.trimEnd();
    const words = value.split(/[ \t]+/);
    // One word after the comma is a town or a speciality more often than a practice.
    if (words.length < 2 || words.length > 6 || /\d/.test(value)) continue;
    const shaped = words.every((w) => /^\p{Lu}/u.test(w) || HEAD_LINKS.has(w));
    if (!shaped || words.some((w) => JOB_WORD.test(w.replace(/\.$/u, '')))) continue;
    if (words.every((w) => isCommonWord(w) || HEAD_LINKS.has(w))) continue;
    if (PLACES.has(value) || (words.length <= 2 && isFirstName(words[0]!))) continue;
    const start = m.index + m[0].lastIndexOf(m[1]!);
    const span = makeSpan('ORGANIZATION', start, start + value.length, 0.72, 'org-sector');
    span.reason = 'practice named after a doctor and a comma';
    spans.push(span);
  }
}
