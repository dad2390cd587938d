import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isColumnWord } from './name-columns';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { PLACES } from './places';
import { SURNAMES } from './surnames';
import {
  alternationOpenings,
  foldCase,
  LiteralStarts,
  matchesAtStarts,
  testAtStarts,
} from './literal-starts';
import { lowerLiterals, matchesOf } from './text-helpers';

/**
 * Names after a person's role word without a colon, in the seven languages, as forms print a
 * label cell beside its value and as letters name people by what they are to the writer:
 * "Notfallkontakt Liselotte Brenner, 0171 …", "Responsable Inés Goikoetxea Salario bruto …",
 * "Chefia direta Leonor Magalhães Remuneração …", "votre collaborateur Odile Marchand m'a dit",
 * "su empleado Pablo R. Izquierdo me dijo", "Ma voisine Josette\nDupuis-Mercier peut …".
 * The role stays outside the box. A capitalised role is a form's label cell (or a German noun);
 * a lower-case one is running prose and needs an article or a possessive before it, and there
 * the name may wrap onto the next line. Two name words at least, one of them a listed given name
 * or surname (or the shape of one), none a common, organisation or place word, so "Employee
 * Self Service" and "Patient Information Leaflet" stay negative.
 */

/**
 * A role cue is as sure as a title: the box outranks a shorter reading of the same name by a
 * reader without a cue (a tie goes to the longer span).
 */
const SCORE = 0.9;

/** Cheap literal gate: none of the role stems, no work. */
const GATE =
  /personne|urgen|stud|étud|tomador|contraent|assur|assicur|segur|asegur|versicher|polic|insured|студ|страхов|emergen|emergên|emplo|manag|supervis|colleag|tenant|landlord|guarant|kin\b|contact|witness|referee|prescrib|pupil|parent|guardian|spouse|claimant|borrower|holder|neighbo|replace|deput|forename|empleo|emplea|trabaj|respons|jef[ea]|compañ|inquil|arrend|avalist|fiador|testig|alumn|cónyug|sustitu|vecin|salari|employ|collab|locatai|bailleur|garant|témoin|élève|conjoint|rempla|voisin|collègue|mitarbeit|arbeitneh|angestell|vorgesetz|kolleg|mieter|vermiet|bürg|notfall|ansprech|zeug|schüler|erziehungs|ehepartn|vertret|nachbar|dipenden|lavorat|referent|colleg|inquilin|condutt|locator|fideiuss|testimon|alunn|genitor|coniug|sostitut|vicin|colabor|funcion|trabalh|chefia|respons|senhori|testemunh|encarreg|cônjug|substitu|vizinh|colega|сотрудн|работн|руковод|коллег|арендат|нанимат|арендод|поручит|свидет|сосед|замест/iu;

/** GATE without the i flag, sticky, tried where a stem opens in the case-folded text. */
const GATE_AT = new RegExp(lowerLiterals(GATE.source), 'uy');
const GATE_STARTS = new LiteralStarts(alternationOpenings(lowerLiterals(GATE.source)));

/** Roles that a form prints as a label cell before the person's name (matched in lower case). */
const CELL_ROLES = [
  // English
  'employee|staff member|manager|line manager|reporting manager|supervisor|colleague|tenant|co-tenant|landlord|guarantor|next of kin|emergency contact|contact person|witness|referee|prescriber|prescribing doctor|pupil|parent|parent/guardian|guardian|spouse|claimant|borrower|co-borrower|account holder|policyholder|cardholder|replacement|deputy|cover|forename|forenames|forename\\(s\\)|given names?|first names?|student|policyholder|insured person',
  // Spanish
  'empleado|empleada|empleado/a|empleado\\(a\\)|trabajador|trabajadora|trabajador/a|trabajador\\(a\\)|responsable|responsable directo|responsable directa|jefe|jefa|jefe directo|jefa directa|jefe/a|compañero|compañera|inquilino|inquilina|arrendatario|arrendataria|arrendador|arrendadora|avalista|fiador|fiadora|contacto de emergencia|persona de contacto|testigo|alumno|alumna|cónyuge|sustituto|sustituta|sustituto/a|estudiante|tomador|tomadora|tomador del seguro|asegurado|asegurada',
  // French
  'salarié|salariée|salarié\\(e\\)|employé|employée|employé\\(e\\)|collaborateur|collaboratrice|responsable hiérarchique|locataire|colocataire|bailleur|bailleresse|garant|garante|caution|personne à prévenir|personne à contacter|contact d.urgence|témoin|élève|conjoint|conjointe|remplaçant|remplaçante|étudiant|étudiante|étudiant\\(e\\)|souscripteur|souscriptrice|assuré|assurée',
  // German
  'mitarbeiter|mitarbeiterin|mitarbeiter/in|mitarbeiter\\(in\\)|arbeitnehmer|arbeitnehmerin|angestellte|angestellter|vorgesetzte|vorgesetzter|kollege|kollegin|mieter|mieterin|mitmieter|vermieter|vermieterin|bürge|bürgin|notfallkontakt|ansprechpartner|ansprechpartnerin|zeuge|zeugin|schüler|schülerin|erziehungsberechtigte|erziehungsberechtigter|ehepartner|ehepartnerin|vertretung|stellvertreter|stellvertreterin|studierende|studierender|studierende\\(r\\)|student\\(in\\)|studentin|versicherungsnehmer|versicherungsnehmerin',
  // Italian
  'dipendente|lavoratore|lavoratrice|responsabile|referente|collega|inquilino|inquilina|conduttore|conduttrice|locatore|locatrice|garante|fideiussore|contatto di emergenza|testimone|alunno|alunna|genitore|coniuge|sostituto|sostituta|studente|studentessa|contraente|assicurato|assicurata',
  // Portuguese
  'colaborador|colaboradora|colaborador\\(a\\)|colaborador/a|funcionário|funcionária|trabalhador|trabalhadora|chefia|chefia direta|responsável|colega|inquilino|inquilina|arrendatário|arrendatária|senhorio|senhoria|fiador|fiadora|contacto de emergência|contato de emergência|pessoa de contacto|testemunha|aluno|aluna|encarregado de educação|encarregada de educação|cônjuge|substituto|substituta|estudante|tomador do seguro|segurado|segurada',
  // Russian
  'сотрудник|сотрудница|работник|работница|руководитель|коллега|арендатор|наниматель|арендодатель|наймодатель|поручитель|контактное лицо|свидетель|ученик|ученица|супруг|супруга|заместитель|студент|студентка|страхователь',
].join('|');

/**
 * Cell roles that only a person fills (no department, desk or firm): the name after them needs
 * no list to vouch for it when it ends its cell (line end, comma, digits).
 */
const PERSON_ONLY =
  /^(?:student|estudiante|étudiante?|étudiant\(e\)|studierender?|studierende\(r\)|student\(in\)|studentin|studente|studentessa|estudante|студент|студентка|next of kin|emergency contact|tenant|co-tenant|landlord|guarantor|witness|pupil|parent|parent\/guardian|guardian|spouse|claimant|borrower|co-borrower|forenames?|forename\(s\)|given names?|first names?|empleado|empleada|empleado\/a|empleado\(a\)|trabajador|trabajadora|trabajador\/a|trabajador\(a\)|inquilino|inquilina|arrendatari[oa]|arrendador[a]?|avalista|fiador[a]?|contacto de emergencia|testigo|alumn[oa]|cónyuge|salariée?|salarié\(e\)|employée?|employé\(e\)|collaborat(?:eur|rice)|locataire|colocataire|bailleur|bailleresse|garante?|personne à prévenir|contact d.urgence|témoin|élève|conjointe?|mitarbeiter(?:in)?|mitarbeiter\/in|mitarbeiter\(in\)|arbeitnehmer(?:in)?|angestellter?|mieter(?:in)?|mitmieter|vermieter(?:in)?|bürge|bürgin|notfallkontakt|zeuge|zeugin|schüler(?:in)?|erziehungsberechtigter?|ehepartner(?:in)?|dipendente|lavorat(?:ore|rice)|inquilin[oa]|condutt(?:ore|rice)|locat(?:ore|rice)|fideiussore|contatto di emergenza|testimone|alunn[oa]|genitore|coniuge|colaborador[a]?|colaborador\(a\)|colaborador\/a|funcionári[oa]|trabalhador[a]?|arrendatári[oa]|senhori[oa]|contacto de emergência|contato de emergência|testemunha|alun[oa]|encarregad[oa] de educação|cônjuge|сотрудник|сотрудница|работник|работница|арендатор|наниматель|арендодатель|наймодатель|поручитель|свидетель|ученик|ученица|супруга?)$/u;

/** Longest alternatives first, so "responsable directo" is tried before "responsable". */
function alternation(list: string): string {
  return [...new Set(list.split('|'))].sort((a, b) => b.length - a.length).join('|');
}

/**
 * A role cell: the role opens its line or follows another cell's value after a space, written
 * with a capital (a label), then the name on the same line. Literals only under the `i` flag
 * (no letter classes): the edges are checked in code.
 */
const CELL = new RegExp(`(?:${alternation(CELL_ROLES)})(?:[ \\t]*\\n[ \\t]*|[ \\t]+)`, 'giu');

/**
 * CELL without the i flag, sticky, for the case-folded text (`foldCase`), tried only
 * where a role's first three letters stand (`matchesAtStarts`): the same matches, without
 * scanning the page with a 300-word alternation (4.5-5 ms per 3,000 characters once V8 compiles
 * it unoptimised, past 16 MB of code).
 */
const CELL_AT = new RegExp(lowerLiterals(CELL.source), 'uy');
const CELL_STARTS = new LiteralStarts(alternationOpenings(CELL_ROLES));

/** CELL's matches over `folded`, `lower` its case fold (the text's own characters in each match). */
function* cellMatches(folded: string, lower: string): Generator<RegExpExecArray> {
  for (const m of matchesAtStarts(CELL_AT, lower, CELL_STARTS)) {
    m[0] = folded.slice(m.index, m.index + m[0].length);
    yield m;
  }
}

/** Single-word cell roles, for readers that must not take a label for a given name. */
const ROLE_WORDS = new Set(CELL_ROLES.split('|').filter((r) => /^[\p{L}-]+$/u.test(r)));

/** True for a role a form prints as a label before a name ("Responsable", "Mitarbeiter"). */
export function isRoleLabel(word: string): boolean {
  return ROLE_WORDS.has(word.toLowerCase());
}

/** Roles a writer names someone by in running prose, after an article or a possessive. */
const PROSE_ROLES = [
  'colleague|neighbour|neighbor|employee|tenant|landlord|manager|supervisor|guarantor|witness|client|customer|agent|adviser|advisor|caseworker|representative|wife|husband|partner|son|daughter|mother|father|brother|sister|friend|nurse|carer',
  'compañer[oa]|vecin[oa]|emplead[oa]|colega|inquilin[oa]|arrendatari[oa]|arrendador[a]?|hij[oa]|espos[oa]|marido|madre|padre|herman[oa]|amig[oa]|agente|gestor[a]?|asesor[a]?|técnic[oa]|operador[a]?|trabajador[a]?|avalista|testigo',
  'collègue|voisin[e]?|collaborat(?:eur|rice)|employée?|salariée?|locataire|bailleur|fils|fille|époux|épouse|mari|mère|père|frère|sœur|amie?|conseill(?:er|ère)|agent|interlocut(?:eur|rice)|technicien(?:ne)?|témoin|garant[e]?',
  'kollege|kollegin|nachbar(?:in)?|mitarbeiter(?:in)?|mieter(?:in)?|vermieter(?:in)?|sohn|tochter|ehemann|ehefrau|mutter|vater|bruder|schwester|freund(?:in)?|berater(?:in)?|sachbearbeiter(?:in)?|techniker(?:in)?|zeuge|zeugin|bürge|bürgin|arbeitnehmer(?:in)?|vorgesetzten?',
  'collega|vicin[oa]|dipendente|collaborat(?:ore|rice)|inquilin[oa]|conduttore|locatore|figli[oa]|marito|moglie|madre|padre|fratello|sorella|amic[oa]|consulente|operat(?:ore|rice)|tecnic[oa]|testimone|garante',
  'colega|vizinh[oa]|colaborador[a]?|funcionári[oa]|inquilin[oa]|arrendatári[oa]|senhorio|filh[oa]|marido|esposa|mulher|mãe|pai|irmão|irmã|amig[oa]|consultor[a]?|operador[a]?|técnic[oa]|testemunha|fiador[a]?|gestor[a]?',
  'коллега|сосед|соседка|сотрудник|сотрудница|арендатор|наниматель|сын|дочь|муж|жена|мать|отец|брат|сестра|свидетель|поручитель|оператор|специалист|менеджер',
].join('|');

/** Articles and possessives that make the lower-case role a noun of the sentence. */
const DETERMINERS = [
  'the|my|your|our|his|her|their',
  'el|la|al|del|mi|su|tu|nuestr[oa]|vuestr[oa]',
  'le|la|au|du|mon|ma|ton|ta|son|sa|notre|votre|leur',
  'der|die|dem|den|des|mein(?:e[mnrs]?)?|dein(?:e[mnrs]?)?|sein(?:e[mnrs]?)?|ihr(?:e[mnrs]?)?|Ihr(?:e[mnrs]?)?|unser(?:e[mnrs]?)?|euer|eure[mnrs]?',
  'il|lo|la|al|alla|del|della|dal|dalla|mio|mia|tuo|tua|suo|sua|nostr[oa]|vostr[oa]',
  'o|a|ao|à|do|da|pelo|pela|meu|minha|teu|tua|seu|sua|nosso|nossa|vosso|vossa',
  'мой|моя|моего|моей|ваш|ваша|вашего|вашей|наш|наша|нашего|нашей|его|её|их',
].join('|');

/** An article or possessive, then a role noun (lower case, or capitalised as German nouns are). */
const PROSE = new RegExp(
  `(?:(?:${DETERMINERS})[ \\t]+|l['’][ \\t]*)(?:${PROSE_ROLES})(?:\\((?:e|a|in)\\)|/(?:e|a|in))?,?(?=[ \\t\\n])[ \\t]*(?:\\n[ \\t]*)?`,
  'giu',
);

/** PROSE without the i flag, sticky, tried where a determiner (or "l'") opens in the case-folded text. */
const PROSE_AT = new RegExp(lowerLiterals(PROSE.source), 'uy');
const PROSE_STARTS = new LiteralStarts([
  ...alternationOpenings(lowerLiterals(DETERMINERS)),
  'l',
]);

/** One word of a name: capitalised (hyphens and apostrophes inside), in capitals, or an initial. */
const WORD = /\p{Lu}\.|\p{Lu}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)*|[dDoO]['’]\p{Lu}\p{Ll}+/uy;
/** Lower-case particles inside a name ("dos Santos", "de la Fuente", "van der Berg"). */
const PARTICLE =
  /(?:de|del|de la|de las|de los|da|das|do|dos|di|della|degli|du|des|van|van der|von|von der|zu|y|e|bin|ibn|al|el)(?=[ \t]+\p{Lu})/uy;

interface Word {
  text: string;
  start: number;
  end: number;
  /** A lower-case particle stands right before the word ("de", "di"). */
  particle?: boolean;
}

/** The name words after a cue, up to four, joined by one space or tab (and one line end in prose). */
function nameWords(text: string, at: number, prose: boolean): Word[] {
  const words: Word[] = [];
  let i = at;
  let wrapped = false;
  let particle = false;
  while (words.length < 6) {
    WORD.lastIndex = i;
    const m = WORD.exec(text);
    if (!m) {
      PARTICLE.lastIndex = i;
      const p = words.length > 0 ? PARTICLE.exec(text) : null;
      if (!p) break;
      i = p.index + p[0].length;
      particle = true;
    } else {
      const end = m.index + m[0].length;
      if (/[\p{L}\p{N}@]/u.test(text[end] ?? '')) break;
      words.push({ text: m[0], start: m.index, end, particle });
      particle = false;
      i = end;
    }
    const gap = /^[ \t]+|^[ \t]*\n[ \t]*/u.exec(text.slice(i, i + 12));
    if (!gap) break;
    if (gap[0].includes('\n')) {
      if (!prose || wrapped) break;
      wrapped = true;
    }
    i += gap[0].length;
  }
  return words;
}

const isInitial = (w: string) => /^\p{Lu}\.$/u.test(w);
const isCaps = (w: string) => !/\p{Ll}/u.test(w);

/** Title Case of a word in capitals, for the lists ("MARCHAND" → "Marchand"). */
const title = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();

/**
 * The name among the words after a cue: cut at the first word that cannot be a name's, then
 * judged as a whole. Returns [start, end) or undefined.
 */
function judge(
  text: string,
  words: Word[],
  cell: boolean,
  personOnly = false,
): [number, number] | undefined {
  const kept: Word[] = [];
  for (const [i, w] of words.entries()) {
    // "Almudena Cifuentes Pardo de Bodegas Viña Olvido", "Loredana Di Benedetto di Cantina
    // Sociale": after a whole name, a particle before an unlisted word opens the firm's name.
    const named = kept.filter((k) => !isInitial(k.text)).length;
    if (w.particle && named >= 2 && !SURNAMES.has(isCaps(w.text) ? title(w.text) : w.text)) break;
    // "Loredana Di Benedetto", "Gaëlle Le Floch": a capitalised particle inside the name.
    if (
      isInitial(w.text) ||
      (CAP_PARTICLE.test(w.text) && kept.length > 0 && i < words.length - 1)
    ) {
      kept.push(w);
      continue;
    }
    const plain = isCaps(w.text) ? title(w.text) : w.text;
    const listed = isFirstName(plain) || isSurname(plain);
    if (isCommonWord(plain) || (isOrgOrPlaceWord(plain) && !(listed && kept.length > 0))) break;
    // A header row: the role is one column label, the next words are others ("Inquilino
    // Dirección Aseguradora", "Mitarbeiter Benutzername Initialkennwort PIN").
    if (!listed && (isColumnWord(plain) || LABEL_NOUN.test(plain))) break;
    // A form's next label cell follows the name on its line: an unlisted capitalised word
    // followed by a lower-case word ("… Salario bruto anual", "… Remuneração anual").
    if (
      cell &&
      !listed &&
      kept.length >= 2 &&
      /^[ \t]+\p{Ll}/u.test(text.slice(w.end, w.end + 3)) &&
      !PARTICLE_AHEAD.test(text.slice(w.end, w.end + 12))
    )
      break;
    kept.push(w);
    if (i >= 5) break;
  }
  // Initials close a name only with their full stop; a trailing bare capital is the next cell's.
  while (kept.length > 0 && isInitial(kept.at(-1)!.text) && !closesName(text, kept.at(-1)!.end))
    kept.pop();
  const full = kept.filter((w) => !isInitial(w.text) && !CAP_PARTICLE.test(w.text));
  if (full.length < 2 || full.length > 4) return undefined;
  // "San Francisco General", "Santa Cruz": a place (or a place's saint prefix) is no person.
  if (
    PLACE_PREFIX.test(full[0]!.text) ||
    PLACES.has(text.slice(full[0]!.start, full.at(-1)!.end)) ||
    PLACES.has(text.slice(full[0]!.start, full[1]!.end))
  )
    return undefined;
  if (kept.length > 0 && isInitial(kept[0]!.text) && full.length < 2) return undefined;
  const plain = full.map((w) => (isCaps(w.text) ? title(w.text) : w.text));
  // Capitals throughout are a heading, unless a list knows a word of it.
  const caps = full.every((w) => isCaps(w.text));
  // A double surname vouches with one listed half ("Dubois-Mercier").
  const listed = (w: string) =>
    isFirstName(w) || isSurname(w) || (w.includes('-') && w.split('-').some((p) => isSurname(p)));
  const evidence = plain.some(listed);
  const end = kept.at(-1)!.end;
  // A person-only role's cell: the name that fills it up to a comma, digits or the line's end.
  const fills =
    personOnly && !caps && /^[ \t]*(?:$|\n|,|[ \t]\p{N}|\+)/u.test(text.slice(end, end + 3));
  if (!(evidence || fills) || (caps && !isFirstName(plain[0]!) && !isSurname(plain.at(-1)!)))
    return undefined;
  return [kept[0]!.start, end];
}

/** True when nothing of a word (letter, digit, slash, bracket, hyphen) touches `index` from before. */
function startsWord(text: string, index: number): boolean {
  return index === 0 || !/[\p{L}\p{N}/(-]/u.test(text[index - 1]!);
}

/**
 * Label nouns of forms and table headers: German compounds by their last part, and the insurer,
 * user-name and password columns of registers in the seven languages.
 */
const LABEL_NOUN =
  /(?:name|kennwort|passwort|nummer|datum|adresse|anschrift|ung|ort)$|^(?:Aseguradora|Assureur|Versicherung|Assicurazione|Seguradora|Страховщик|Usuario|Utilisateur|Utente|Utilizador|Логин|Contraseña|Senha|Пароль|PIN)$/u;

/** Capitalised particles of Italian, French, Dutch and Portuguese surnames. */
const CAP_PARTICLE = /^(?:Di|De|Da|Del|Della|Dal|Dalla|Lo|La|Le|Van|Von|Dos|Das|Do)$/u;

/** Saints' prefixes of place names ("San Francisco", "Saint-Denis", "Santa Cruz"). */
const PLACE_PREFIX = /^(?:San|Santa|Santo|São|Saint|Sainte|St|Ste|Sankt|Bad)$/u;

/** A lower-case particle that continues a name ("Remedios del Campo"). */
const PARTICLE_AHEAD =
  /^[ \t]+(?:de|del|da|das|do|dos|di|della|du|des|van|von|zu|y|e)[ \t]+\p{Lu}/u;

/** An initial's full stop ends the name when the line, a comma or a separator follows. */
function closesName(text: string, end: number): boolean {
  return /^(?:[ \t]*(?:$|\n|[,;·|)])|[ \t]+\p{Lu})/u.test(text.slice(end, end + 3));
}

/** Cheap literal gate of attendance lists: a name then its board role in brackets. */
const ATTENDANCE_GATE =
  / \((?:Chair|Pr|Vi|Dir|Man|Sec|Seg|Comp|Tr|Tes|Bo|Non|Cons|Voc|Vog|Adm|Amm|Vors|Stel|Gesch|Schr|Auf|Kas|Пред|Дир|Ген|Сек|Чле|Зам)/u;

/**
 * An attendance list's entry: a bullet, or a list's colon or semicolon, then two to four name
 * words and the person's board role in brackets ("• Bonifacio Taliercio (Presidente)",
 * "• GEOFFROY LAGARDÈRE (Directeur général)", "Partecipano inoltre: X (Segretario …").
 */
const ATTENDEE = new RegExp(
  String.raw`(?:^[ \t]*[•·▪◦*–-][ \t]*|[:;][ \t]+)((?:\p{Lu}\.|\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?)(?:[ \t]+(?:(?:de|da|das|do|dos|di|del|della|du|des|van|von|le|la)[ \t]+)?(?:\p{Lu}\.|\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?)){1,3})[ \t]+\((\p{Lu}[\p{L}()-]*(?:[ \t]+\p{L}+)?)`,
  'gmu',
);

/** Board roles in the seven languages, in lower case, at the start of the bracket. */
const BOARD_ROLE =
  /^(?:chair|chairman|chairwoman|chairperson|president|vice[- ]president|director|managing director|secretary|company secretary|treasurer|board member|non-executive|presidente|vicepresidente|directora?|consejer[oa]|secretari[oa]|tesorer[oa]|vocal|président|présidente|président\(e\)|vice-président|directeur|directrice|administrat(?:eur|rice)|secrétaire|trésori(?:er|ère)|vorsitzender?|stellvertretender?|geschäftsführer(?:in)?|vorstand|schriftführer(?:in)?|aufsichtsrat|kassenwart|amministrat(?:ore|rice)|consiglier[ea]|dirett(?:ore|rice)|segretari[oa]|tesoriere|diretora?|administrador[a]?|secretári[oa]|tesoureir[oa]|vogal|председатель|директор|генеральный директор|секретарь|член правления|заместитель)(?![\p{L}])/u;

/** Headings of attendance lists in the seven languages, in lower case. */
const ATTENDANCE_HEADING =
  /(?:^|\n)[ \t]*(?:present|in attendance|attendees|apologies|asistentes|presentes|ausentes|présents|excusés|anwesend|abwesend|entschuldigt|presenti|assenti|partecipano|ausências|присутствовали|отсутствовали)\b/u;

/** True when an attendance heading opens a line in the 600 characters before `at`. */
function underAttendanceHeading(folded: string, at: number): boolean {
  return ATTENDANCE_HEADING.test(folded.slice(Math.max(0, at - 600), at).toLowerCase());
}

/** Names of an attendance list by their board role in brackets. */
function attendees(folded: string, spans: Span[]): void {
  if (!ATTENDANCE_GATE.test(folded)) return;
  for (const m of matchesOf(ATTENDEE, folded)) {
    const name = m[1]!;
    if (!BOARD_ROLE.test(m[2]!.toLowerCase())) continue;
    const words = name.split(/[ \t]+/u).filter((w) => !/^\p{Lu}\.$/u.test(w) && /^\p{Lu}/u.test(w));
    if (words.length < 2) continue;
    // Headings and products ("• Board Meeting (Chair)") hold common or place words, and a
    // listed given name or surname vouches for the person.
    const t = words.map(title);
    if (t.some((w) => isCommonWord(w) || (isOrgOrPlaceWord(w) && !isFirstName(w)))) continue;
    if (
      !isFirstName(t[0]!) &&
      !isSurname(t[t.length - 1]!) &&
      !underAttendanceHeading(folded, m.index)
    )
      continue;
    const at = m.index + m[0].indexOf(name);
    const span = makeSpan('PERSON_NAME', at, at + name.length, SCORE, 'role-name');
    span.reason = 'attendee named before a board role in brackets';
    spans.push(span);
  }
}

/** Names after a role label cell or a role noun of running prose ('Notfallkontakt X', 'votre collaborateur X'). */
export const roleNameRecognizer = safeRecognizer('role-name', ['PERSON_NAME'], (input) => {
  const spans: Span[] = [];
  const folded = input.folded;
  attendees(folded, spans);
  if (!testAtStarts(GATE_AT, foldCase(input.text), GATE_STARTS)) return spans;
  const lower = foldCase(folded);
  for (const m of cellMatches(folded, lower)) {
    // A label cell is written with a capital and ends its word; in lower case it is prose,
    // read below. The name starts with a capital right after it.
    if (!/^\p{Lu}/u.test(m[0]) || !startsWord(folded, m.index)) continue;
    // A role alone on its line names the person on the next ("Personne à prévenir" / "X, 06 …").
    if (
      m[0].includes('\n') &&
      !/(?:^|\n)[ \t]*$/u.test(folded.slice(Math.max(0, m.index - 20), m.index))
    )
      continue;
    const at = m.index + m[0].length;
    if (!/\p{Lu}/u.test(folded[at] ?? '')) continue;
    const role = m[0].trim().toLowerCase();
    const range = judge(folded, nameWords(folded, at, false), true, PERSON_ONLY.test(role));
    if (range) spans.push(makeSpan('PERSON_NAME', range[0], range[1], SCORE, 'role-name'));
  }
  for (const m of matchesAtStarts(PROSE_AT, lower, PROSE_STARTS)) {
    const at = m.index + m[0].length;
    if (!startsWord(folded, m.index) || !/\p{Lu}/u.test(folded[at] ?? '')) continue;
    const range = judge(folded, nameWords(folded, at, true), false);
    if (range) spans.push(makeSpan('PERSON_NAME', range[0], range[1], SCORE, 'role-name'));
  }
  return spans;
});
