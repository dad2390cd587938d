/**
 * Person names in tables printed one cell per line (registers, parent and member lists, guest and
 * attendee sheets from HTML printers): under a header run that names a person column ("Name",
 * "Employee", "Parent/guardian", "Nombre y apellidos", "Nom et prénom", "Nachname", "Cognome",
 * "ФИО"...), each body line that is a whole name is one, listed or not: "Given [Initial]
 * Surname", particles, hyphens and apostrophes ("Maëlys de La Tour", "Ó Súilleabháin-Byrne"),
 * "SURNAME, Given" and "SURNAME Given", Russian "Фамилия Имя Отчество", also a cell wrapped after
 * its comma, hyphen or particle ("TESSIER," / "Apolline"). Other cells of such rows stay out by
 * their words (places, organisation, column, role and common words) and by repetition: a
 * department, plan or status repeats down a column, a person's name does not. A table is read
 * only when at least one of its name cells holds a listed given name or surname.
 */
import type { Span } from '../span';
import { cellTables } from './cell-tables';
import { makeSpan, safeRecognizer } from './helpers';
import { isColumnWord } from './name-columns';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { linesOf, type Line } from './statement-rows';

/** A header cell naming a person column, in the seven languages. */
const PERSON_CELL = new RegExp(
  '^(?:' +
    [
      '(?:full |first |last |given |family |display |contact |guest |member |employee |pupil |student |child |parent |participant |attendee |patient |customer |client |passenger )?names?',
      'surname|employee|staff member|guest|member|participant|attendee|delegate|pupil|student|child|parent(?:\\s*/\\s*(?:guardian|carer))?|guardian|contact person|patient|tenant|resident|customer|client|passenger|volunteer|donor|player|speaker|holder',
      'nombre(?:s)?(?: y apellidos| completo)?|apellidos?(?:,? y? ?nombre)?|emplead[oa]|huésped|participante|asistente|soci[oa]|alumn[oa](?:/a)?|padre(?:\\s*/\\s*madre)?(?:\\s*/\\s*tutor)?|tutor(?:a)?(?: legal)?|paciente|inquilin[oa]|titular|pasajer[oa]',
      'nom(?: et prénom|, prénom| complet| de famille)?|prénoms?|salarié(?:e)?|invité(?:e)?|participant(?:e)?|membre|adhérent(?:e)?|élève|enfant|parent|responsable légal|représentant légal|patient(?:e)?|locataire|passager',
      'name(?:, vorname)?|vorname|nachname(?:, vorname)?|familienname|vor- und nachname|mitarbeiter(?:in)?|gast|teilnehmer(?:in)?|mitglied|schüler(?:in)?|kind|erziehungsberechtigte(?:r)?|elternteil|patient(?:in)?|mieter(?:in)?|fahrgast|passagier',
      'nome(?: e cognome| completo)?|cognome(?: e nome)?|dipendente|ospite|partecipante|soci[oa]|iscritt[oa]|alunn[oa]|genitore(?:\\s*/\\s*tutore)?|tutore|paziente|inquilino|passeggero',
      'apelidos?|sobrenome|nome e apelido|funcionári[oa]|hóspede|sóci[oa]|alun[oa]|encarregado de educação|pai\\s*/\\s*mãe|utente|passageir[oa]',
      'ф\\.?\\s?и\\.?\\s?о\\.?|фамилия(?:,? имя(?:,? отчество)?)?|имя|сотрудник|гость|участник|член клуба|ученик|ученица|родитель|законный представитель|пациент|арендатор|пассажир',
    ].join('|') +
    ')[ \\t]*$',
  'iu',
);

/** Particles inside a name, lower case or capitalised. */
const PARTICLE =
  /^(?:van|von|zu|der|den|ter|ten|de|del|della|dei|degli|da|di|do|dos|das|du|des|la|le|los|las|y|e|bin|ibn|al|el|dal|dalla|st\.?)$/iu;

/** A name word: capitalised or in capitals, with hyphens and apostrophes ("O'Neill", "Lloyd-Jones"). */
const NAME_WORD = /^(?:\p{Lu}['’])?\p{Lu}[\p{Ll}\p{Lu}'’]*(?:-\p{Lu}[\p{Ll}\p{Lu}'’]*)*$/u;

/** An initial ("L.", "J.-P."). */
const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)?$/u;

/** Role, status and department words of register cells the shared lists do not hold. */
const NOT_NAME = new Set(
  (
    'room suite single double twin deluxe superior standard premium gold silver bronze plus basic ' +
    'family junior senior adult child free paid unpaid pending confirmed cancelled checked ' +
    'present absent excused yes no mr mrs ms miss dr prof herr frau sr sra don doña mme mlle m ' +
    'sig signor signora sr. sra. господин госпожа total subtotal page seite página pagina ' +
    'страница class klasse clase classe класс group gruppe grupo gruppo группа team equipo ' +
    'équipe squadra equipa команда monday tuesday wednesday thursday friday saturday sunday ' +
    'morning afternoon evening breakfast lunch dinner vegetarian vegan none ninguno aucun keine ' +
    'nessuno nenhum нет ' +
    // Job titles of staff and attendee rows.
    'designer developer engineer manager analyst consultant assistant director officer ' +
    'coordinator specialist administrator intern trainee nurse teacher accountant architect ' +
    'editor writer owner founder chair treasurer secretary volunteer coach instructor ' +
    'desarrollador desarrolladora diseñador diseñadora gerente jefe jefa enfermera enfermero ' +
    'profesor profesora développeur développeuse chef infirmier infirmière enseignant ' +
    'enseignante entwickler entwicklerin leiter leiterin lehrer lehrerin sviluppatore ' +
    'responsabile insegnante infermiere infermiera programador programadora professor ' +
    'professora enfermeiro enfermeira разработчик менеджер директор учитель ' +
    // Departments of staff rows.
    'sales finance accounting marketing operations logistics warehouse workshop purchasing ' +
    'ventas contabilidad compras almacén taller ventes comptabilité achats entrepôt atelier ' +
    'vertrieb buchhaltung einkauf verwaltung personal lager werkstatt produktion vendite ' +
    'contabilità acquisti magazzino officina vendas contabilidade compras armazém oficina ' +
    'продажи бухгалтерия склад'
  ).split(' '),
);

/** Words of a cell: split on spaces, a trailing comma kept apart. */
function cellWords(cell: string): string[] {
  return cell.split(/[ \t]+/).filter((w) => w !== '');
}

/** What a name cell holds: whether it reads as a name and whether a list knows one of its words. */
interface NameCell {
  name: boolean;
  listed: boolean;
}

const NO: NameCell = { name: false, listed: false };

/**
 * Reads a cell as a whole name: two to four name words (particles and initials besides, six
 * words at most), at most one comma (after the surname), no word that a list calls common, an
 * organisation, a place, a column or a role; in capitals only with a listed word.
 */
function nameCell(cell: string): NameCell {
  if ((cell.match(/,/g) ?? []).length > 1 || /[\d@:;/()]/.test(cell)) return NO;
  const words = cellWords(cell.replace(/,/g, ' '));
  if (
    words.length < 2 ||
    words.length > 6 ||
    (PARTICLE.test(words[0]!) && words[0] === words[0]!.toLowerCase())
  )
    return NO;
  if (PARTICLE.test(words.at(-1)!)) return NO;
  let full = 0;
  let listed = false;
  for (const w of words) {
    if (INITIAL.test(w)) continue;
    if (PARTICLE.test(w) && w.length <= 4) continue;
    const bare = w.replace(/\.$/, '');
    if (!NAME_WORD.test(bare) || bare !== w) return NO;
    const title = w.charAt(0) + w.slice(1).toLowerCase();
    if (
      isCommonWord(w) ||
      isOrgOrPlaceWord(w) ||
      isOrgOrPlaceWord(title) ||
      isColumnWord(w) ||
      NOT_NAME.has(w.toLowerCase()) ||
      PERSON_CELL.test(w)
    )
      return NO;
    const known = isFirstName(w) || isSurname(title);
    // German nouns of work ("Sachbearbeiterin", "Buchhaltung", "Verwaltung") in a staff row.
    if (!known && /^\p{Lu}\p{Ll}{4,}(?:ung|erin|heit|keit|schaft)$/u.test(w)) return NO;
    // An acronym in a mixed-case cell ("UX Designer", "IT Support") is no name word.
    if (!known && w.length <= 3 && !/\p{Ll}/u.test(w) && /\p{Ll}/u.test(cell)) return NO;
    if (known) listed = true;
    full++;
  }
  if (full < 2 || full > 4) return NO;
  // All in capitals ("ROOM SERVICE", "ANNA SCHMIDT"): only with a listed word.
  if (!/\p{Ll}/u.test(cell) && !listed) return NO;
  return { name: true, listed };
}

/** A cell that goes on on the next line: after a comma, a hyphen or a particle. */
function continues(cell: string): boolean {
  return /[,-]$/.test(cell) || PARTICLE.test(cellWords(cell).at(-1) ?? '');
}

/**
 * A whole cell written surname first, with an initial or wrapped over two lines outranks the
 * shorter readings inside it ("DE LA CRUZ, Visitación" in "VILLANUEVA DE LA CRUZ," / "Visitación",
 * "VON BREDOW, Hartmut" in "VON BREDOW, Hartmut E."); a plain "Given Surname" cell does not need to.
 */
function push(spans: Span[], folded: string, start: number, end: number): void {
  const cell = folded.slice(start, end);
  const whole = /[,\n]|(?:^|\s)\p{Lu}\.(?:\s|$)/u.test(cell);
  const span = makeSpan('PERSON_NAME', start, end, whole ? 0.86 : 0.72, 'cell-name-column');
  span.reason = 'name under a person column';
  spans.push(span);
}

/** Recognises whole names in the body of one-cell-per-line tables with a person column. */
export const cellNameColumnRecognizer = safeRecognizer(
  'cell-name-column',
  ['PERSON_NAME'],
  ({ folded }) => {
    const spans: Span[] = [];
    const lines = linesOf(folded);
    const tables = cellTables(
      folded,
      lines,
      (h) => h.some((c) => PERSON_CELL.test(c)),
      (c) => nameCell(c).name,
    );
    for (const table of tables) {
      const found: Array<{ start: number; end: number; cell: string; listed: boolean }> = [];
      for (let i = table.bodyStart; i < table.bodyEnd; i++) {
        const line: Line = lines[i]!;
        const cell = line.text.trim();
        const at = line.start + line.text.indexOf(cell);
        let read = nameCell(cell);
        let end = at + cell.length;
        // A cell wrapped after its comma, hyphen or particle: read the two lines as one.
        const next = lines[i + 1];
        // The joined reading wins ("VILLANUEVA DE LA CRUZ," / "Visitación" is one name).
        if (next && i + 1 < table.bodyEnd && continues(cell)) {
          const rest = next.text.trim();
          const joined = cell.endsWith('-') ? cell + rest : `${cell} ${rest}`;
          const both = cellWords(rest).length <= 3 ? nameCell(joined) : NO;
          if (both.name) {
            read = both;
            end = next.start + next.text.indexOf(rest) + rest.length;
            i++;
          }
        }
        if (read.name)
          found.push({ start: at, end, cell: folded.slice(at, end), listed: read.listed });
      }
      if (!found.some((f) => f.listed)) continue;
      // A department, plan or status repeats down its column; a person's name does not.
      const counts = new Map<string, number>();
      for (const f of found) counts.set(f.cell, (counts.get(f.cell) ?? 0) + 1);
      for (const f of found)
        if (f.listed || counts.get(f.cell)! < 3) push(spans, folded, f.start, f.end);
    }
    return spans;
  },
);
