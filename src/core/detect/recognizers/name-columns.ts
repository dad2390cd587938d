/**
 * Person names and ages where a table column or a form label says what the value is, with no
 * cue word beside the value and first names that may be in no list: under a header line that
 * names a person column ("Name", "Employee", "Nombre y apellidos", "Nom et prénom", "Name,
 * Vorname", "Nome e cognome", "ФИО"), the run of two to five capitalised words of each row
 * (particles, hyphens, initials and "SURNAME Given" allowed) is a PERSON_NAME; under an age
 * column ("Age", "Edad", "Âge", "Alter", "Età", "Idade", "Возраст"), the row's bare small number
 * is an AGE. A label alone on its line names the value on the next line; a label at the start of
 * a line names the words after it. Other cells of the row (dates, IDs, cities, roles) stay out:
 * places, organisation words, common capitalised words and role words end a run.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName, isOrgOrPlaceWord } from './name-evidence';
import { SURNAMES } from './surnames';
import { headerLine, linesOf, type Line } from './statement-rows';
import { matchesOf } from './text-helpers';

/** Column headers and form labels whose values are a person's name, in the seven languages. */
const NAME_LABEL =
  '(?:full\\s+name|name|first\\s+name|last\\s+name|surname|given\\s+name|employee|patient|tenant|client|customer|applicant|member|participant|attendee|student|guest|passenger|nombre\\s+y\\s+apellidos|nombre(?:\\s+completo)?|apellidos?|empleado|paciente|inquilino|arrendatario|solicitante|nom\\s+et\\s+prénom|nom\\s+complet|nom|prénom|salarié|locataire|name,\\s+vorname|vorname|nachname|familienname|mitarbeiter(?:in)?|mieter(?:in)?|patient(?:in)?|nome\\s+e\\s+cognome|nome(?:\\s+completo)?|cognome|dipendente|inquilino|paziente|assistito|funcionári[oa]|utente|arrendatário|фио|фамилия|имя|отчество|сотрудник|пациент|арендатор|ф\\.\\s?и\\.\\s?о\\.)';

/** A header word naming a person column (not "User name", "Company name", "Product name"). */
const NAME_HEADER = new RegExp(
  `(?<!(?:user|company|product|file|project|item|host|domain|account|business|brand|street|bank|utente|usuario|société|firma|empresa|produkt|produit|prodotto|produto)\\s?)(?<![\\p{L}])${NAME_LABEL}(?![\\p{L}])(?![ \\t]*(?:id|no|nr|number|num|n[º°]|#|código|numéro|nummer|numero|número|номер)(?![\\p{L}]))`,
  'iu',
);

/** A line that is only a form label (an optional colon after it). */
/** A name-part label inside a line of two fields, and the value's start. */
const MID_PART_LABEL =
  /(?<=[ \t])(?:last\s+name|surname|family\s+name|first\s+name(?:\s*\/\s*M\.I\.)?|given\s+names?|apellidos?|nombre|prénom|nachname|familienname|vorname|cognome|nome|apelidos|sobrenome|фамилия|имя)[ \t]+(?=\p{Lu})/giu;

/** True when the value is one word in capitals ("KAPOOR", "ENGELHARDT"): a surname as forms print it. */
function isCapsWord(text: string, start: number, end: number): boolean {
  return /^\p{Lu}{3,}(?:-\p{Lu}{2,})?$/u.test(text.slice(start, end));
}

/** Labels of one part of a name: the surname or the given names. */
const PART_LABEL =
  /^[ \t]*(?:last\s+name|surname|family\s+name|first\s+name|given\s+names?|apellidos?|nombre|nom|prénom|nachname|familienname|vorname|cognome|nome|apelidos|sobrenome|фамилия|имя)[ \t]*:?[ \t]*$/iu;

/** Labels that only ever name a whole person ("Full name", "Nombre y apellidos", "ФИО"). */
const WHOLE_NAME_LABEL =
  /^[ \t]*(?:full\s+name|nombre\s+y\s+apellidos|nombre\s+completo|nom\s+et\s+prénom|nom\s+complet|name,\s+vorname|vollständiger\s+name|nome\s+e\s+cognome|nome\s+completo|фио|ф\.\s?и\.\s?о\.)[ \t]+$/iu;

/**
 * True when [start, end) is the rest of its line and reads as a whole name of any origin: two to
 * four capitalised words, none of them a common or column word ("Full name Callum Rees").
 */
function nameShaped(text: string, start: number, end: number, lineEnd: number): boolean {
  if (text.slice(end, lineEnd).trim() !== '') return false;
  const words = text.slice(start, end).split(/[ \t]+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every(
      (w) =>
        /^\p{Lu}[\p{L}'’-]*\.?$/u.test(w) &&
        !isCommonWord(w) &&
        !COLUMN_WORDS.has(w.toLowerCase()) &&
        !ROLE_WORDS.has(w.toLowerCase()),
    )
  );
}

/**
 * True when [start, end) reads as a whole name: two to four capitalised words (a particle or an
 * initial between them), none a common, column, role, organisation or place word.
 */
function wholeName(text: string, start: number, end: number): boolean {
  const words = text
    .slice(start, end)
    .trim()
    .split(/[ \t]+/);
  const full = words.filter((w) => !PARTICLE.test(w) && !/^\p{Lu}\.?$/u.test(w));
  // In capitals ("ALISTAIR P HARGREAVE") a list must know the given name or the surname.
  const caps = full.every((w) => !/\p{Ll}/u.test(w));
  const title = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();
  const ends = [full[0] ?? '', full.at(-1) ?? ''];
  if (caps && !ends.some((w) => isFirstName(w) || SURNAMES.has(title(w)))) return false;
  return (
    full.length >= 2 &&
    words.length <= 5 &&
    !PARTICLE.test(words[0]!) &&
    full.every(
      (w) =>
        /^\p{Lu}[\p{L}'’-]*$/u.test(w) &&
        (caps || /\p{Ll}/u.test(w)) &&
        !isCommonWord(w) &&
        !isOrgOrPlaceWord(w) &&
        !COLUMN_WORDS.has(w.toLowerCase()) &&
        !ROLE_WORDS.has(w.toLowerCase()) &&
        !LABEL_WORDS.has(w.toLowerCase()),
    )
  );
}

const LABEL_LINE = new RegExp(`^[ \\t]*${NAME_LABEL}[ \\t]*:?[ \\t]*$`, 'iu');

/**
 * A line that is only a person's role in a form ("Reporting manager", "Emergency contact",
 * "Parent/guardian", "Responsable directo", "Personne à contacter", "Ansprechpartner",
 * "Referente", "Encarregado de educação", "Руководитель"): a whole name on the next line is that
 * person's, listed or not.
 */
const ROLE_LINE = new RegExp(
  // An article may open the role ("O senhorio", "Der Vermieter", "La locataire").
  '^[ \\t]*(?:(?:the|el|la|los|las|le|les|der|die|das|il|lo|i|gli|o|a|os|as)\\s+|l[\\x27’])?(?:' +
    [
      '(?:reporting|line|hiring|direct|account|relationship|case|project|property)\\s+manager|manager|supervisor|team\\s+lead(?:er)?|mentor|buddy|emergency\\s+contact|contact\\s+person|next\\s+of\\s+kin|parent(?:\\s*/\\s*(?:guardian|carer))?|guardian|pupil|student|child|beneficiary|policy\\s*holder(?:[\\x27’]?s)?(?:\\s+name)?|account\\s+holder(?:[\\x27’]?s)?(?:\\s+name)?|card\\s*holder(?:[\\x27’]?s)?(?:\\s+name)?|insured(?:\\s+person)?|attending\\s+physician|referring\\s+physician|(?:family\\s+)?doctor|physician|gp|landlord|witness|spouse|partner|class\\s+teacher|form\\s+tutor|signatory|approved\\s+by|prepared\\s+by|reviewed\\s+by|signed\\s+by|assigned\\s+to|requested\\s+by|reported\\s+by',
      'responsable(?:\\s+directo|\\s+directa|\\s+inmediato)?|jef[ea](?:\\s+directo|\\s+directa|\\s+inmediato)?|supervisor[a]?|contacto\\s+de\\s+emergencia|persona\\s+de\\s+contacto|tutor(?:a)?(?:\\s+legal)?|padre(?:\\s*/\\s*madre)?(?:\\s*(?:o|/)\\s*tutor)?|alumn[oa]|beneficiari[oa]|titular|tomador|asegurad[oa]|médic[oa](?:\\s+de\\s+cabecera)?|cónyuge|arrendador[a]?|testigo',
      'responsable(?:\\s+hiérarchique|\\s+direct)?|manager|personne\\s+à\\s+(?:contacter|prévenir)|contact\\s+d.urgence|représentant\\s+légal|responsable\\s+légal|élève|bénéficiaire|souscripteur|assuré(?:e)?|titulaire(?:\\s+du\\s+compte)?|médecin(?:\\s+traitant)?|conjoint(?:e)?|bailleur|témoin|tuteur|tutrice',
      '(?:direkte[r]?\\s+)?vorgesetzte[r]?|führungskraft|ansprechpartner(?:in)?|notfallkontakt|erziehungsberechtigte[r]?|schüler(?:in)?|begünstigte[r]?|versicherungsnehmer(?:in)?|versicherte[r]?|kontoinhaber(?:in)?|(?:haus)?arzt|ärztin|ehepartner(?:in)?|vermieter(?:in)?|zeuge|zeugin|betreuer(?:in)?|klassenlehrer(?:in)?',
      'responsabile(?:\\s+diretto|\\s+diretta)?|referente|contatto\\s+di\\s+emergenza|genitore(?:\\s*/\\s*tutore)?|tutore|alunn[oa]|beneficiari[oa]|contraente|assicurat[oa]|intestatari[oa]|titolare|medico(?:\\s+curante|\\s+di\\s+base)?|coniuge|locatore|testimone',
      'responsável(?:\\s+direto|\\s+direta)?|chefia(?:\\s+direta)?|contacto\\s+de\\s+emergência|contato\\s+de\\s+emergência|encarregad[oa]\\s+de\\s+educação|alun[oa]|beneficiári[oa]|tomador(?:\\s+do\\s+seguro)?|segurad[oa]|médic[oa](?:\\s+de\\s+família)?|cônjuge|senhorio|testemunha',
      'руководитель|непосредственный\\s+руководитель|контактное\\s+лицо|законный\\s+представитель|родитель|ученик|ученица|выгодоприобретатель|страхователь|застрахованн\\p{L}+|владелец\\s+сч[её]та|лечащий\\s+врач|врач|супруг[а]?|арендодатель|свидетель',
    ].join('|') +
    ')[ \\t]*:?[ \\t]*$',
  'iu',
);

/** A form label at the start of a line, the value after it on the same line. */
const LABEL_START = new RegExp(
  // "NOME COMPLETO" / "NOM COMPLET" in capitals: the label's own second word is no name.
  `^[ \\t]*${NAME_LABEL}[ \\t]+(?=\\p{Lu})(?!complet[oa]?(?![\\p{L}]))`,
  'iu',
);

/** Age column headers and labels. */
const AGE_LABEL = '(?:age|edad|âge|alter|età|idade|возраст)';
const AGE_HEADER = new RegExp(`(?<![\\p{L}])${AGE_LABEL}(?![\\p{L}])`, 'iu');
const AGE_START = new RegExp(
  `^[ \\t]*${AGE_LABEL}[ \\t]*:?[ \\t]+(\\d{1,3})(?![\\p{N}.,/:-])`,
  'iu',
);

/** Role, status and department words that fill other cells of a staff or patient row. */
const ROLE_WORDS = new Set(
  (
    'nurse engineer analyst doctor physician surgeon intern contractor consultant developer ' +
    'designer assistant accountant clerk technician supervisor administrator admin officer ' +
    'lead senior junior staff head chief sales marketing finance accounting legal support ' +
    'operations hr it active inactive pending approved rejected paid unpaid open closed yes ' +
    'no male female ward room outpatient inpatient full-time part-time enfermera enfermero ' +
    'médico médica gerente ingeniero ingeniera técnico técnica administrativo administrativa ' +
    'becario becaria activo activa baja alta sí hombre mujer infirmier infirmière ingénieur ' +
    'ingénieure comptable stagiaire technicien technicienne actif active oui non homme femme ' +
    'pflegekraft arzt ärztin ingenieur ingenieurin leiter leiterin buchhalter praktikant ' +
    'praktikantin techniker aktiv ja nein männlich weiblich infermiere infermiera ingegnere ' +
    'contabile tecnico tecnica stagista attivo attiva maschio femmina enfermeiro engenheiro ' +
    'engenheira contabilista técnico estagiário estagiária ativo ativa sim não masculino ' +
    'feminino врач медсестра инженер бухгалтер менеджер техник стажёр стажер директор ' +
    'активен да нет муж жен ' +
    // Job titles of attendee tables.
    'director directora diretor diretora directeur directrice direktor direktorin direttore ' +
    'direttrice officer buyer chair secretary owner partner adviser advisor consultor ' +
    'consultora consultant consultante berater beraterin consulente ' +
    // Relationship cells of beneficiary and next-of-kin tables.
    'daughter son spouse wife husband mother father child partner sibling brother sister ' +
    'hija hijo cónyuge esposa esposo madre padre hermana hermano fille fils conjoint épouse ' +
    'époux mère père sœur frère tochter sohn ehefrau ehemann mutter vater schwester bruder ' +
    'figlia figlio coniuge moglie marito madre padre sorella fratello filha filho cônjuge ' +
    'mãe pai irmã irmão дочь сын супруга супруг мать отец сестра брат ' +
    // Department and other column words of the same tables.
    'city department role position title status date email phone office team plan notes ' +
    'purchasing procurement ciudad departamento puesto cargo estado ventas compras ville ' +
    'poste statut ventes achats stadt abteilung einkauf vertrieb buchhaltung verwaltung ' +
    'personal città reparto ruolo stato vendite acquisti cidade função vendas город отдел ' +
    'должность статус продажи'
  ).split(' '),
);

/** A word of a name: capitalised, in capitals, hyphenated, with an apostrophe, or an initial. */
const TOKEN =
  /(?<![\p{L}\p{N}'’.@/-])(?:\p{Lu}\.|(?:\p{Lu}['’])?\p{Lu}[\p{Ll}\p{Lu}'’]*(?:-\p{Lu}[\p{Ll}\p{Lu}'’]*)*|van|von|zu|der|den|ter|ten|de|del|della|dei|degli|da|di|do|dos|das|du|des|la|le|los|las|y|e|bin|ibn|al|el)(?![\p{L}\p{N}'’@/-])/gu;

const PARTICLE =
  /^(?:van|von|zu|der|den|ter|ten|de|del|della|dei|degli|da|di|do|dos|das|du|des|la|le|los|las|y|e|bin|ibn|al|el)$/u;

/**
 * Words of field labels that a form prints in capitals above their values ("LICENSE PLATE",
 * "PRIMARY CARE", "MÉDECIN TRAITANT", "MEDICO DI BASE", "VOSTRO RIFERIMENTO"): no name's words.
 */
const LABEL_WORDS = new Set(
  (
    'license licence plate reference riferimento referencia référence referência zeichen ' +
    'primary care médecin medecin traitant medico base vostro vostra nuestra votre sua ' +
    'targa matrícula matricula kennzeichen immatriculation госномер nie dni nif'
  ).split(' '),
);

/** How many rows below a header are read. */
const MAX_ROWS = 30;

/** True for a word that cannot be part of a person's name in a row. */
function stopWord(word: string): boolean {
  if (PARTICLE.test(word) || /^\p{Lu}\.$/u.test(word)) return false;
  // A capitalised particle inside a name ("de La Rochefoucauld", "De Vries") is the name's.
  if (word.length >= 2 && PARTICLE.test(word.toLowerCase())) return false;
  const title = word.charAt(0) + word.slice(1).toLowerCase();
  return (
    isCommonWord(word) ||
    isOrgOrPlaceWord(word) ||
    isOrgOrPlaceWord(title) ||
    ROLE_WORDS.has(word.toLowerCase()) ||
    LABEL_WORDS.has(word.toLowerCase()) ||
    NAME_HEADER.test(word) ||
    AGE_HEADER.test(word) ||
    word.length < 2
  );
}

/** The name runs of one line: two to five name words separated only by spaces. */
function nameRuns(
  line: Line,
  from: number,
  first: boolean,
  single = false,
): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let run: RegExpMatchArray[] = [];
  const close = () => {
    // Particles and initials at the edges are not the name's; two full words make a name.
    while (run.length > 0 && PARTICLE.test(run[run.length - 1]![0])) run.pop();
    while (run.length > 0 && PARTICLE.test(run[0]![0])) run.shift();
    const full = run.filter((m) => !PARTICLE.test(m[0]) && !/^\p{Lu}\.$/u.test(m[0])).length;
    // "J. Okonkwo-Reyes": initials with one full word are a name too.
    const initials = run.length - full > 0 && /^\p{Lu}\.$/u.test(run[0]![0]);
    if (
      (full >= 2 || (full === 1 && (initials || single))) &&
      run.length <= 6 &&
      (single || !/\.$/.test(run[run.length - 1]![0]))
    ) {
      runs.push([
        line.start + run[0]!.index!,
        line.start + run.at(-1)!.index! + run.at(-1)![0].length,
      ]);
    }
    run = [];
  };
  TOKEN.lastIndex = 0;
  for (const m of line.text.slice(from).matchAll(TOKEN)) {
    m.index = m.index + from;
    const prev = run[run.length - 1];
    const gap = prev ? line.text.slice(prev.index! + prev[0].length, m.index) : '';
    if (prev && !/^[ \t]+$/.test(gap) && !/^,[ \t]*$/.test(gap)) close();
    // "Knoxville, TN Rosalind…": a region code after a town's comma is the town's, not a name's.
    const region = /^\p{Lu}{2}$/u.test(m[0]) && /,[ \t]*$/.test(line.text.slice(0, m.index));
    if (stopWord(m[0]) || region) close();
    else run.push(m);
    if (first && runs.length > 0) break;
  }
  close();
  return first ? runs.slice(0, 1) : runs;
}

function push(spans: Span[], tag: 'PERSON_NAME' | 'AGE', s: number, e: number, why: string): void {
  const span = makeSpan(tag, s, e, tag === 'AGE' ? 0.8 : 0.75, 'name-column');
  span.reason = why;
  spans.push(span);
}

/** Other column words of person tables, in the seven languages (lower case). */
const COLUMN_WORDS = new Set(
  (
    'date birth dob born phone telephone mobile email e-mail address id code room bed seat sex ' +
    'gender nationality signature start end hired extension score grade class shift unit ' +
    'fecha nacimiento teléfono móvil correo dirección código habitación cama asiento sexo ' +
    'nacionalidad firma alta extensión turno datum geburtsdatum telefon adresse zimmer bett ' +
    'geschlecht staatsangehörigkeit unterschrift eintritt durchwahl schicht naissance ' +
    'téléphone courriel chambre lit sexe nationalité entrée data nascita telefono indirizzo ' +
    'codice stanza letto sesso nazionalità assunzione interno turno nascimento telefone ' +
    'endereço quarto leito nacionalidade assinatura admissão extensão дата рождения телефон ' +
    'адрес код палата койка пол гражданство подпись принят доб office head manager ' +
    'supervisor oficina responsable bureau büro leitung vorgesetzter ufficio sede ' +
    'responsabile escritório responsável офис руководитель standort vorgesetzte location ' +
    'site ubicación sede lieu site luogo local localização место ' +
    // Firm and function columns of attendee and contact tables.
    'organisation organization company firm function empresa función société fonction ' +
    'unternehmen firma funktion azienda società funzione organização função организация ' +
    'компания функция ' +
    // Pay, benefit and school columns beside a person column.
    'net gross pay salary amount total hours rate relationship share percentage bonus tax ' +
    'period year grade neto bruto salario importe horas relación porcentaje parentesco brut ' +
    'salaire montant heures lien part pourcentage netto brutto gehalt betrag summe stunden ' +
    'beziehung anteil lordo stipendio importo totale ore rapporto quota parentela líquido ' +
    'salário valor relação parentesco нетто брутто зарплата сумма итого часы доля родство'
  ).split(' '),
);

/** True for a table column's or a form field's label word ("Dirección", "Adresse", "Телефон"). */
export function isColumnWord(word: string): boolean {
  return COLUMN_WORDS.has(word.toLowerCase());
}

/**
 * True when every capitalised word of a header line is a column word (or an abbreviation such
 * as "DNI", "SSN"): a form line "Patient Zoe Quist" is no header, and no rows are read under it.
 */
function columnWords(line: string): boolean {
  return line
    .replace(new RegExp(NAME_LABEL, 'giu'), ' ')
    .split(/[ \t,/().]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .every(
      (w) =>
        /^[\p{Lu}\p{N}-]{2,6}\.?$/u.test(w) ||
        COLUMN_WORDS.has(w.toLowerCase()) ||
        ROLE_WORDS.has(w.toLowerCase()) ||
        AGE_HEADER.test(w) ||
        isCommonWord(w),
    );
}

/**
 * True when a word of the run is a listed first name or surname. A lone form field has no rows
 * to confirm it, and its label may open a header line ("Name Office Phone", "Patient Intake
 * Form"): the lists (not the surname endings: "Oficina") tell a name from column words.
 */
function listed(text: string, start: number, end: number): boolean {
  return text
    .slice(start, end)
    .split(/[ \t,]+/)
    .some(
      (w) =>
        isFirstName(w) ||
        SURNAMES.has(w.charAt(0) + w.slice(1).toLowerCase()) ||
        // A double-barrelled surname ("Mokoena-Smit") is no column word.
        /^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(w),
    );
}

/** Firm columns of attendee and contact tables. */
const ORG_COLUMN =
  /(?<![\p{L}])(?:organi[sz]ation|company|firm|empresa|société|entreprise|unternehmen|firma|azienda|società|organização|организация|компания)(?![\p{L}])/iu;

/**
 * The end of a name cell in a row whose next cell is a firm ("Candela Olmedo Ruiz Frutas Vega
 * Baja"): under a header with a firm column, the run ends at its last listed surname when more
 * words follow it.
 */
function orgCellCut(text: string, start: number, end: number, header: string): number {
  if (!ORG_COLUMN.test(header)) return end;
  const words = [...text.slice(start, end).matchAll(/[^ \t]+/gu)];
  for (let i = words.length - 2; i >= 1; i--) {
    const w = words[i]![0];
    if (SURNAMES.has(w.charAt(0) + w.slice(1).toLowerCase()))
      return start + words[i]!.index + w.length;
  }
  return end;
}

/** True when a row line is prose (a sentence ends the table). */
function prose(text: string): boolean {
  const t = text.trim();
  const lower = t.split(/[ \t]+/).filter((w) => /^\p{Ll}{3,}/u.test(w)).length;
  return lower >= 3 || /[.!?;]$/.test(t);
}

/** The age in one row: the only bare small number, or the one under the header's age word. */
function rowAge(line: Line, header: string): [number, number] | undefined {
  const cells = line.text.trim().split(/[ \t]+/);
  const cands = [...line.text.matchAll(/(?<=^|[ \t])(\d{1,3})(?=[ \t]|$)/gu)].filter(
    (m) => Number(m[1]) <= 120,
  );
  if (cands.length === 0) return undefined;
  let pick = cands.length === 1 ? cands[0] : undefined;
  const words = header.trim().split(/[ \t]+/);
  if (!pick && words.length === cells.length) {
    const col = words.findIndex((w) => AGE_HEADER.test(w));
    const before = line.text
      .trim()
      .split(/[ \t]+/, col)
      .join(' ').length;
    pick = cands.find((m) => line.text.slice(0, m.index).trim().length === before);
  }
  return pick ? [line.start + pick.index!, line.start + pick.index! + pick[0].length] : undefined;
}

/** Recognises names and ages in person columns and after person labels of forms. */
export const nameColumnRecognizer = safeRecognizer(
  'name-column',
  ['PERSON_NAME', 'AGE'],
  ({ text, folded }) => {
    const spans: Span[] = [];
    const lines = linesOf(folded);
    let rows = 0;
    let header = '';
    lines.forEach((line, i) => {
      // "Patient Thandiwe Mokoena-Smit": a label, then a name right after it, is a form field,
      // not a header (a header's other words are column words: "Name Department City").
      const labelled = LABEL_START.exec(line.text);
      // After a surname or given-name label one word is the whole value ("Familienname
      // Brenner-Lutz", "Apellidos PASTOR MONTERO").
      const single = labelled ? PART_LABEL.test(labelled[0]) : false;
      const value = labelled
        ? nameRuns(line, labelled[0].length, true, single).filter(
            ([s, e]) =>
              s === line.start + labelled[0].length &&
              (listed(folded, s, e) ||
                (single && isCapsWord(folded, s, e)) ||
                (WHOLE_NAME_LABEL.test(labelled[0]) &&
                  nameShaped(folded, s, e, line.start + line.text.length))),
          )
        : [];
      for (const [s, e] of value) push(spans, 'PERSON_NAME', s, e, 'name after its form label');
      // A second field on the same line ("Apellidos PASTOR MONTERO Nombre Rocío", "Last name
      // KAPOOR First name / M.I. Harriet W."): the value after a name-part label.
      if (labelled) {
        for (const m of matchesOf(MID_PART_LABEL, line.text)) {
          if (m.index < labelled[0].length) continue;
          const at = m.index + m[0].length;
          for (const [s, e] of nameRuns(line, at, true, true).filter(
            ([s, e]) => s === line.start + at && (listed(folded, s, e) || isCapsWord(folded, s, e)),
          ))
            push(spans, 'PERSON_NAME', s, e, 'name after its form label');
        }
      }
      const isHeader = value.length === 0 && headerLine(line.text) && columnWords(line.text);
      const names = isHeader && NAME_HEADER.test(line.text);
      const ages = isHeader && AGE_HEADER.test(line.text);
      if (names || ages) {
        rows = MAX_ROWS;
        header = line.text;
      } else if (rows > 0) {
        // A blank line, a sentence or the header of another table ("Fecha Tratamiento Código")
        // ends the table.
        const ended =
          line.text.trim() === '' ||
          prose(line.text) ||
          // A running footer "Firm GmbH – Internes Telefonverzeichnis" under the last row.
          /[ \t][–—][ \t]/u.test(text.slice(line.start, line.start + line.text.length)) ||
          (headerLine(line.text) &&
            line.text.split(/[ \t]+/).some((w) => COLUMN_WORDS.has(w.toLowerCase())));
        rows = ended ? 0 : rows - 1;
        if (!ended && value.length === 0 && NAME_HEADER.test(header)) {
          for (const [s, e] of nameRuns(line, 0, false))
            push(
              spans,
              'PERSON_NAME',
              s,
              orgCellCut(folded, s, e, header),
              'capitalised words under a name column',
            );
        }
        const age = !ended && AGE_HEADER.test(header) ? rowAge(line, header) : undefined;
        if (age) push(spans, 'AGE', age[0], age[1], 'number under an age column');
      }
      // A label alone on its line: the value is the next line.
      const next = lines[i + 1];
      // A role alone on its line ("Reporting manager" / "Noor Vanterpool"): a whole name of any
      // origin, no organisation or place word in it, fills the next line.
      if (
        next &&
        line.text.length <= 48 &&
        ROLE_LINE.test(line.text) &&
        wholeName(folded, next.start, next.start + next.text.trimEnd().length)
      ) {
        const s = next.start + (next.text.length - next.text.trimStart().length);
        push(
          spans,
          'PERSON_NAME',
          s,
          next.start + next.text.trimEnd().length,
          'name under its role label',
        );
      }
      if (LABEL_LINE.test(line.text) && next && !prose(next.text)) {
        for (const [s, e] of nameRuns(next, 0, true).filter(([s, e]) => listed(folded, s, e)))
          push(spans, 'PERSON_NAME', s, e, 'name under its form label');
        // "Cognome" / "BARBIERI-CONTI": under a surname or given-name label, one word in capitals
        // alone on the next line is the value, listed or not.
        const value = next.text.trim();
        const at = next.start + next.text.indexOf(value);
        if (
          PART_LABEL.test(line.text) &&
          isCapsWord(folded, at, at + value.length) &&
          !value.split('-').some(stopWord)
        )
          push(spans, 'PERSON_NAME', at, at + value.length, 'name under its form label');
      }
      const aged = AGE_START.exec(line.text);
      if (aged && Number(aged[1]) <= 120) {
        const s = line.start + aged.index + aged[0].length - aged[1]!.length;
        push(spans, 'AGE', s, s + aged[1]!.length, 'number after an age label');
      }
    });
    return spans;
  },
);
