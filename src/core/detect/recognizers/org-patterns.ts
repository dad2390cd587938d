import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isSurname } from './name-evidence';
import { FORM_LABELS } from './address-parts';
import { ORG_HEADS } from './org-words';
import { EN_STREET_TYPES, FR_STREET_WORDS } from './street-words';
import { PLACES } from './places';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Organisations recognised by their shape rather than a legal-form suffix:
 * - partnership names of three surnames, "Marshall, Hernandez and Simpson" (law and accounting
 *   firms), or two joined by a hyphen, "Weeks-Rivas", when no first name stands before them;
 * - a name with what only companies have or do: "The Avalara office", "Zillow invested";
 * - a name defined as a company: "Telenav is a design agency", "Acme was a large employer";
 * - the company line of a signature block: under the person's name and above the address (or
 *   above the name repeated), "Stephan Urner / Paxata / PSC 3294, Box 9168".
 */

const CAP = "\\p{Lu}[\\p{Ll}'’]+";
/** "Owens, Duran and Oneal", "Smith, Jones & Partners": three capitalised surnames. */
const PARTNERSHIP = new RegExp(
  `(?<![\\p{L}\\p{N}-])(${CAP}),${HS}+(${CAP}),?${HS}+(?:and|&|und|y|et|e|и)${HS}+(${CAP})(?![\\p{L}\\p{N}-])`,
  'gu',
);
/** The same in an all-lower-case line ("owens, duran and oneal"): the whole line must be it. */
const LOWER_PARTNERSHIP = /(?<=^|\n)[ \t>]*(\p{Ll}+, \p{Ll}+,? and \p{Ll}+)[ \t]*(?=\n|$)/gu;
/** "Vazquez-Riggs", "Ramsey-Johnson": two surnames joined by a hyphen. */
const HYPHENATED = new RegExp(`(?<![\\p{L}\\p{N}-])(${CAP})-(${CAP})(?![\\p{L}\\p{N}-])`, 'gu');

/** "Telenav is a design agency", "Persint is an German multinational investment bank". */
const DEFINED_AS_COMPANY = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(\\p{Lu}[\\p{L}&'’-]+(?:${HS}+(?:of|and|&|\\p{Lu}[\\p{L}&'’-]*)){0,3})${HS}+(?:is|was)${HS}+an?${HS}+(?:[\\p{L}-]+${HS}+){0,5}(?:company|agency|firm|start-?up|bank|corporation|business|organi[sz]ation|non-profit|nonprofit|charity|manufacturer|retailer|provider|consultancy|publisher|brand|platform|conglomerate|insurer|carrier|airline|employer)(?![\\p{L}])`,
  'gu',
);

/** "The Avalara office is at", "Zillow invested heavily": what only an organisation has or does. */
const COMPANY_CONTEXT = new RegExp(
  `(?:(?<![\\p{L}])[Tt]he${HS}+(\\p{Lu}[\\p{L}&'’-]+(?:${HS}+\\p{Lu}[\\p{L}&'’-]+){0,2})(?=${HS}+(?:office|offices|headquarters|HQ|board|shareholders|subsidiary|brand)(?![\\p{L}]))|(?<![\\p{L}\\p{N}'’-])(\\p{Lu}[\\p{L}&'’-]+(?:${HS}+\\p{Lu}[\\p{L}&'’-]+){0,2})(?=${HS}+(?:invested|acquired|announced|hired|laid${HS}+off|went${HS}+public|reported${HS}+(?:a|its)|employs|headquartered)(?![\\p{L}])))`,
  'gu',
);

/** Score: below legal-form suffix matches, above a bare capitalised run. */
const SCORE = 0.78;

/** True when the text right before `index` is a capitalised word: "Anna Müller-Schmidt" is a person. */
function afterCapitalisedWord(text: string, index: number): boolean {
  return /\p{Lu}[\p{L}'’.-]*[ \t]+$/u.test(text.slice(Math.max(0, index - 30), index));
}

/** A list introduced by a colon ("our founders: Eklund, Michael and Hodge") names people. */
function afterColon(text: string, index: number): boolean {
  return /:[ \t]*$/.test(text.slice(Math.max(0, index - 3), index));
}

function definedCompanies(text: string, spans: Span[]): void {
  eachMatch(DEFINED_AS_COMPANY, text, (m) => {
    const name = m[1]!;
    const words = name.split(/[ \t]+/);
    if (isCommonWord(words[0]!) || PLACES.has(name) || (words.length > 1 && isFirstName(words[0]!)))
      return;
    spans.push(makeSpan('ORGANIZATION', m.index, m.index + name.length, SCORE, 'org-pattern'));
  });
}

function companyContexts(text: string, spans: Span[]): void {
  eachMatch(COMPANY_CONTEXT, text, (m) => {
    const name = m[1] ?? m[2]!;
    const words = name.split(/[ \t]+/);
    if (words.some((w) => isCommonWord(w)) || PLACES.has(name) || isFirstName(words[0]!)) return;
    const start = m.index + m[0].lastIndexOf(name);
    spans.push(makeSpan('ORGANIZATION', start, start + name.length, SCORE, 'org-pattern'));
  });
}

function partnerships(text: string, spans: Span[]): void {
  eachMatch(PARTNERSHIP, text, (m) => {
    const names = [m[1]!, m[2]!, m[3]!];
    if (afterColon(text, m.index) || names.some((w) => isCommonWord(w) || PLACES.has(w))) return;
    if (!names.some((w) => isSurname(w))) return;
    // The tail of a longer list, or mostly first names ("Donald and Kristen"): people.
    if (/,[ \t]*$/.test(text.slice(Math.max(0, m.index - 2), m.index))) return;
    if (names.filter((w) => isFirstName(w)).length >= 2) return;
    spans.push(makeSpan('ORGANIZATION', m.index, m.index + m[0].length, SCORE, 'org-pattern'));
  });
  eachMatch(LOWER_PARTNERSHIP, text, (m) => {
    const start = m.index + m[0].indexOf(m[1]!);
    spans.push(makeSpan('ORGANIZATION', start, start + m[1]!.length, SCORE, 'org-pattern'));
  });
  eachMatch(HYPHENATED, text, (m) => {
    if (!isSurname(m[1]!) || !isSurname(m[2]!) || afterCapitalisedWord(text, m.index)) return;
    if (/^[ \t]+\p{Lu}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3))) return;
    spans.push(makeSpan('ORGANIZATION', m.index, m.index + m[0].length, SCORE, 'org-pattern'));
  });
}

/** One line without its quote marks, with the offset of its first kept character. */
interface Line {
  start: number;
  value: string;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    const lead = /^[ \t>?*•|]*/.exec(raw)![0].length;
    lines.push({ start: at + lead, value: raw.slice(lead).replace(/[ \t]+$/, '') });
    at += raw.length + 1;
  }
  return lines;
}

/** Two to four capitalised words. */
const NAME_SHAPE = /^\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:\p{Lu}\.?|\p{Lu}[\p{L}'’-]+)){1,3}$/u;

/** A person's name line: two to four words, the first a listed first name, no digits. */
function isNameLine(value: string): boolean {
  const words = value.split(/[ \t]+/);
  if (words.length < 2 || words.length > 4 || /[\d:@,]/.test(value)) return false;
  return isFirstName(words[0]!);
}

/** A line that starts a postal address (a number, a PO box, military mail, a street corner). */
function isAddressLine(value: string): boolean {
  // A number opens a street only when words follow it: a date or a phone number opens none.
  return /^(?:\d{1,6}[\p{L}]?(?:[-/]\d{1,4}[\p{L}]?)?,?[ \t]+\p{L}|P\.?\s?O\.?\s*Box|PSC\b|Unit\b|USNS\b|USNV\b|USS\b|USCGC\b|CMR\b|the corner of)/iu.test(
    value,
  );
}

/** A company line: up to six words, no digits or label, not a listed place. */
/** Field labels of a form's header row: "Policy No. Group No. Member ID", "№ полиса". */
const LABEL_WORDS =
  /(?<![\p{L}])(?:no|nr|n|nº|id|number|numéro|nummer|número|numero|номер)\.?(?![\p{L}])|№|-nr\.?(?![\p{L}])/iu;

/**
 * Words of a form's field labels ("AGE", "DATA DI NASCITA", "INDIRIZZO DI SPEDIZIONE", "ÂGE"):
 * a line holding one is the label above a value, not a firm's name.
 */
const FIELD_WORDS =
  /(?<![\p{L}])(?:age|âge|edad|età|idade|alter|возраст|birth|nascita|nacimiento|naissance|nascimento|geburt\p{L}*|рождения|address|indirizzo|dirección|direccion|adresse|anschrift|endereço|morada|адрес|shipping|billing|spedizione|fatturazione|envío|facturación|livraison|facturation|lieferung|rechnung|envio|faturação|доставки|plate|targa|matrícula|kennzeichen|immatriculation|госномер|reference|riferimento|referencia|referência|référence|zeichen|username|usuario|utilizador|identifiant|benutzername|utente|логин)(?![\p{L}])/iu;

function isCompanyLine(value: string): boolean {
  if (value.length < 2 || value.length > 60 || /[\d:@]/.test(value)) return false;
  if (LABEL_WORDS.test(value) || FIELD_WORDS.test(value)) return false;
  const words = value.split(/[ \t]+/);
  if (FORM_LABELS.has(value.toLowerCase())) return false;
  return words.length <= 6 && !PLACES.has(value) && !isCommonWord(words[0]!);
}

/** Words of job titles and departments, which a signature's second line may hold instead. */
const JOB_WORDS =
  /(?<!\p{L})(?:manager|director|engineer|consultant|assistant|officer|clerk|specialist|analyst|developer|designer|nurse|teacher|accountant|lawyer|attorney|secretary|coordinator|administrator|technician|representative|agent|advisor|adviser|executive|president|head|lead|intern|sales|marketing|finance|support|department|team|gerente|directora?|ingenier[oa]|responsable|directeur|directrice|ingénieur|leiter(?:in)?|ingenieur(?:in)?|direttore|direttrice|diretora?|engenheir[oa]|директор|менеджер|инженер)(?!\p{L})/iu;

/** Job titles are mostly lower-case words after the first ("Leasing consultant"). */
function isJobTitle(value: string): boolean {
  return /^\S+(?:[ \t]+\p{Ll}[\p{Ll},]*)+$/u.test(value) && !/ and /.test(value);
}

function signatureCompanies(text: string, spans: Span[]): void {
  const lines = splitLines(text);
  for (let i = 0; i + 2 < lines.length; i++) {
    const name = lines[i]!.value;
    // A name repeated two lines below ("> Lina Artemova / > Irecycle / > Lina Artemova") is a
    // signature whatever the name; otherwise its first word must be a listed first name.
    const repeated = lines[i + 2]!.value === name && NAME_SHAPE.test(name);
    // "Julcsa Kárpáthy / Mhealthcoach / 50668 Kiannonkatu 98": a name-shaped line, one short
    // line that is no job title, then an address line is the same block.
    const overAddress =
      NAME_SHAPE.test(name) &&
      isAddressLine(lines[i + 2]!.value) &&
      !JOB_WORDS.test(lines[i + 1]!.value) &&
      lines[i + 1]!.value.split(/[ \t]+/).length <= 3;
    if (!repeated && !overAddress && !isNameLine(name)) continue;
    let k = i + 1;
    // "Karin Beike / Leasing consultant / Fritz-Armstrong / address": skip one job-title line.
    const titleLine = isJobTitle(lines[k]!.value) || JOB_WORDS.test(lines[k]!.value);
    if (titleLine && k + 2 < lines.length) k++;
    const company = lines[k]!;
    const next = lines[k + 1]!.value;
    if (!isCompanyLine(company.value) || isNameLine(company.value)) continue;
    if (JOB_WORDS.test(company.value)) continue;
    if (!isAddressLine(next) && next !== name) continue;
    const end = company.start + company.value.length;
    spans.push(makeSpan('ORGANIZATION', company.start, end, 0.8, 'org-pattern'));
  }
}

/** A letter's closing formula in the seven languages, on its own line. */
const CLOSING =
  /^(?:(?:kind|best|warm|with best)?[ \t]*regards|sincerely|yours(?: sincerely| faithfully| truly)?|thank you|thanks|best|cheers|mit freundlichen grüßen|freundliche grüße|viele grüße|beste grüße|cordialement|bien cordialement|salutations(?: distinguées)?|atentamente|saludos(?: cordiales)?|un saludo|cordiali saluti|distinti saluti|cordialmente|cumprimentos|atenciosamente|com os melhores cumprimentos|с уважением|всего доброго)[ \t]*[,.!]?$/iu;

/** A contact line under a signature: an e-mail, a website, a phone number. */
function isContactLine(value: string): boolean {
  return /@|www\.|https?:|^(?:tel|phone|fon|tél|móvil|mobile|cell|т\.|тел)\.?:?[ \t]|^\+?[\d(][\d ()./-]{6,}$/iu.test(
    value,
  );
}

/**
 * "Kind regards, / Jane Roe / Head of HR / Brightwater / jane@…": in a signature block, the line
 * under the person's job title is the employer, whatever its name, when a closing formula stands
 * above the name or a contact line (or nothing) follows.
 */
function signatureEmployers(text: string, spans: Span[]): void {
  const lines = splitLines(text);
  for (let i = 0; i + 2 < lines.length; i++) {
    const name = lines[i]!.value;
    if (!NAME_SHAPE.test(name) && !isNameLine(name)) continue;
    const title = lines[i + 1]!.value;
    if (title.length > 60 || /[\d@:]/.test(title)) continue;
    if (!JOB_WORDS.test(title) && !isJobTitle(title)) continue;
    const company = lines[i + 2]!;
    if (!isCompanyLine(company.value) || isNameLine(company.value) || JOB_WORDS.test(company.value))
      continue;
    if (!/^[\p{Lu}\p{N}"«]/u.test(company.value) || isJobTitle(company.value)) continue;
    let above = i - 1;
    while (above >= 0 && above >= i - 2 && lines[above]!.value === '') above--;
    const closed = above >= 0 && CLOSING.test(lines[above]!.value);
    const next = lines[i + 3]?.value ?? '';
    const contact = next === '' || isContactLine(next) || isAddressLine(next);
    if (!closed && !(contact && next !== '')) continue;
    const span = makeSpan(
      'ORGANIZATION',
      company.start,
      company.start + company.value.length,
      0.76,
      'org-pattern',
    );
    span.reason = 'employer under the job title of a signature';
    spans.push(span);
  }
}

/** Street lines that do not start with a house number (name-first streets, PO boxes, Russian). */
const STREET_HEADS =
  /^(?:P\.?\s?O\.?\s*Box|(?:Calle|C\/|Avda\.?|Avenida|Av\.|Paseo|Plaza|Camino|Via|Viale|Corso|Piazza|Piazzale|Rua|Travessa|Praça|Largo|Estrada|Alameda|ул\.|улица|пр-т|пр\.|просп\.|пер\.|наб\.|Am|An der|Im|In der|Unter den|Zum|Zur)[ \t]|\p{Lu}[\p{L}-]+(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|-(?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm))[ \t]*\d)/u;
/** "12 Main Street", "4 Harbour Road, Suite 2", "12, allée des Acacias": a number, then a street word. */
const NUMBERED_STREET = new RegExp(
  `^(?:\\d{1,5}[a-zA-Z]?[ \\t]+(?:\\S+[ \\t]+){0,4}(?:${EN_STREET_TYPES.join('|')})\\.?(?:[ \\t,]|$)|\\d{1,4}(?:bis|ter)?,?[ \\t]+(?:${FR_STREET_WORDS.join('|')})[ \\t])`,
  'u',
);

/** A street line under a letterhead (not a numbered heading such as "1 Introduction"). */
function isStreetLine(value: string): boolean {
  return NUMBERED_STREET.test(value) || STREET_HEADS.test(value);
}
/** Words that may sit inside a firm's name without a capital. */
const NAME_LINKS = /^(?:&|and|und|et|y|e|of|the|de|del|der|di|da|du|des|für|per|и)$/u;
/** Courtesy titles: a line with one is an addressee, not a letterhead. */
const TITLE_WORD =
  /^(?:mr|mrs|ms|miss|dr|prof|herr|frau|mme|mlle|m|sr|sra|srta|dña|sig|sig\.ra|dott|г-н|г-жа)\.?$/iu;

/**
 * A letterhead: the name of the sender above its street line, at the top of a page, in capitals
 * or with a company word ("NORTHWIND TRADERS / 4 Harbour Road", "Kerjean Conseil / 12, allée…").
 */
function letterheads(text: string, spans: Span[]): void {
  const lines = splitLines(text);
  let pageTop = true;
  for (let i = 0; i + 1 < lines.length; i++) {
    const { start, value } = lines[i]!;
    if (value.length === 0) continue;
    const top = pageTop;
    pageTop = text[start - 1] === '\f';
    if (value.length < 3 || value.length > 60 || /[\d:@,;()]/.test(value)) continue;
    if (!isStreetLine(lines[i + 1]!.value)) continue;
    const words = value.split(/[ \t]+/);
    // One word ("NIA", "Schülernummer") is a field label far more often than a letterhead.
    if (words.length < 2 || words.length > 6 || !words.some((w) => /\p{L}{3}/u.test(w))) continue;
    if (!words.every((w) => /^[\p{Lu}\p{N}]/u.test(w) || NAME_LINKS.test(w))) continue;
    // An addressee ("Herr Jörg Oberhuber", "Anna Roth"), a place or a heading is no letterhead.
    if (words.some((w) => TITLE_WORD.test(w) || isFirstName(w) || isCommonWord(w))) continue;
    if (PLACES.has(value) || FIELD_WORDS.test(value)) continue;
    const caps = !/\p{Ll}/u.test(value);
    const companyWord = words.some((w) => ORG_HEADS.has(w.toLowerCase().replace(/\.$/, '')));
    if (!top && !caps && !companyWord) continue;
    // Below the name-block rule (0.72): a person's own name over their address stays a person.
    const span = makeSpan('ORGANIZATION', start, start + value.length, 0.7, 'org-pattern');
    span.reason = 'letterhead: a name above the street line';
    spans.push(span);
  }
}

/** "© 2024 Northwind Traders. All rights reserved.", "Copyright (c) 2023 Kerjean Conseil". */
const COPYRIGHT = new RegExp(
  `(?:©|\\([cC]\\)|[Cc]opyright(?:${HS}+(?:©|\\([cC]\\)))?)${HS}*(?:(?:19|20)\\d\\d(?:${HS}*-${HS}*(?:19|20)\\d\\d)?,?${HS}+)?(\\p{Lu}[\\p{L}\\p{N}&'’.-]*(?:${HS}+(?:&|and|und|et|y|e|of|de|di|\\p{Lu}[\\p{L}\\p{N}&'’.-]*)){0,5})`,
  'gu',
);

/**
 * True when list items "(b)"/"b)" stand shortly before `at` or "(d)"/"d)" shortly after it, or
 * the "(c)" opens its line ("(c) Beh.: P(R) ist kompakt").
 */
function enumerated(text: string, at: number): boolean {
  if (at === 0 || text[at - 1] === '\n') return true;
  const before = text.slice(Math.max(0, at - 300), at);
  const after = text.slice(at + 3, at + 300);
  return /(?:^|[\s(])\(?[bB]\)/u.test(before) || /(?:^|[\s(])\(?[dD]\)/u.test(after);
}

function copyrights(text: string, spans: Span[]): void {
  eachMatch(COPYRIGHT, text, (m) => {
    let name = m[1]!;
    // "(a) Halbraum (b) Würfel (c) Sphäre": a bare "(c)" without a year among "(b)" or "(d)"
    // is the third item of a list, not a copyright sign.
    if (/^\([cC]\)/u.test(m[0]) && !/\d{4}/u.test(m[0]) && enumerated(text, m.index)) return;
    // "under the Copyright Act of the United States": the word alone, without a sign or a
    // year, is the law's name, not a notice.
    if (/^[Cc]opyright(?![ \t]*(?:©|\([cC]\)))/u.test(m[0]) && !/\d{4}/u.test(m[0])) return;
    // "… Traders. All rights reserved": the notice's own words end the name.
    const stop = /\.?[ \t](?:All|Alle|Todos|Tous|Tutti|Все)(?:[ \t]|$)/u.exec(name);
    if (stop) name = name.slice(0, stop.index);
    name = name.replace(/[,]+$/u, '').replace(/(\p{L}{3,})\.$/u, '$1');
    if (name.length < 2 || isCommonWord(name.split(/[ \t]+/)[0]!)) return;
    const start = m.index + m[0].length - m[1]!.length;
    const span = makeSpan('ORGANIZATION', start, start + name.length, 0.8, 'org-pattern');
    span.reason = 'name in a copyright notice';
    spans.push(span);
  });
}

/** Partnership names and signature-block company lines. */
export const orgPatternRecognizer: Recognizer = {
  name: 'org-pattern',
  tags: ['ORGANIZATION'],
  find({ folded }) {
    const spans: Span[] = [];
    partnerships(folded, spans);
    definedCompanies(folded, spans);
    companyContexts(folded, spans);
    signatureCompanies(folded, spans);
    signatureEmployers(folded, spans);
    letterheads(folded, spans);
    copyrights(folded, spans);
    return spans;
  },
};
