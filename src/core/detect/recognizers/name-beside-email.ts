import type { Recognizer, Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName, isOrgOrPlaceWord } from './name-evidence';
import { linesHolding, matchesOf } from './text-helpers';

/** Particles inside a name, in either case. */
const PARTICLE = /^(?:de|del|da|di|do|dos|van|von|le|la|lo)$/iu;

/** Words of desks and teams that sign contact lines. */
const DESK =
  /^(?:support|sales|service|team|help|desk|billing|accounts|info|office|customer|soporte|ventas|servicio|equipo|service|équipe|kundenservice|vertrieb|team|assistenza|ufficio|suporte|apoio|equipa|поддержка|отдел)$/iu;

/** Two or three capitalised words right before an e-mail address (tables, signatures, headers). */
const NAME_THEN_EMAIL =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{Ll}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+){1,2})[ \t]*[,;:(<[]?[ \t]*([\p{L}\p{N}._%+-]+)@/gu;

/** "Given Surname," (particles allowed) opening a line. */
const LINE_NAME =
  /^[ \t]*(\p{Lu}[\p{Ll}'’-]+(?:[ \t]+(?:(?:de|del|da|di|do|dos|van|von|le|la|De|Di|Da|Del|Van|Von|Le|La|Lo)[ \t]+)?\p{Lu}[\p{Ll}'’-]+){1,2}),/u;

/** Lower-case letters only, accents removed, so "Müller" matches "mueller" or "muller". */
function letters(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\u0430-\u044f]/g, '');
}

/** Latin letters of Russian ones as addresses spell them ("Журавлёва" -> "zhuravleva"). */
const LATIN: Record<string, string> = Object.fromEntries(
  'а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** True when an address's local part spells a name word, Cyrillic words transliterated. */
function spellsWord(local: string, word: string): boolean {
  const lower = word.toLowerCase();
  if (!/[а-яё]/u.test(lower)) {
    const plain = letters(word);
    return plain.length >= 4 && local.includes(plain);
  }
  // "й" is "y" or "i" in addresses ("trubetskoy", "trubetskoi").
  const latin = [...lower.replace(/[^а-яё]/gu, '')].map((c) => LATIN[c] ?? c).join('');
  return latin.length >= 4 && (local.includes(latin) || local.includes(latin.replace(/y$/u, 'i')));
}

/**
 * A capitalised name followed by an e-mail address whose local part spells one of its words
 * ("Grace Nakamura grace.nakamura@acme.com") is a person: the address confirms the name even
 * when the first name is also an ordinary word.
 */
export const nameBesideEmailRecognizer: Recognizer = safeRecognizer(
  'name-beside-email',
  ['PERSON_NAME'],
  ({ folded }) => {
    const spans: Span[] = [];
    // Every match ends at an '@' on the line it starts on (no piece of the pattern matches a line
    // end): only the lines holding an '@' are scanned for capitalised words.
    for (const { start: lineStart, line } of linesHolding(folded, '@'))
      for (const m of matchesOf(NAME_THEN_EMAIL, line)) {
        const at = lineStart + m.index;
        const name = m[1]!;
        const local = letters(m[2]!);
        const words = name.split(/[ \t]+/).map(letters);
        const first = words[0] ?? '';
        const last = words[words.length - 1] ?? '';
        // The surname must be in the address, and the first name or its initial too
        // ("grace.nakamura", "gnakamura", "nakamurag"); "Customer Support support@" is no person.
        const confirmed =
          last.length >= 3 &&
          local.includes(last) &&
          (local.includes(first) ||
            local.startsWith(first[0] ?? '#') ||
            local.endsWith(first[0] ?? '#'));
        if (confirmed)
          spans.push(makeSpan('PERSON_NAME', at, at + name.length, 0.85, 'name-beside-email'));
      }
    // A contact list's line "Candela Santamaría, Frutas Vega Baja, santamaria@vegabaja.es": the
    // name opens the line, other cells follow, and an address on the line spells the surname.
    for (const { start: lineStart, line } of linesHolding(folded, '@')) {
      const lead = LINE_NAME.exec(line);
      if (!lead) continue;
      // "Customer Support, Acme, support@acme.com": a desk or a firm is no person.
      // A listed given name that is also a place ("Ginevra") still opens a name.
      const parts = lead[1]!.split(/[ \t]+/).filter((w) => !PARTICLE.test(w));
      const vetoed = (w: string, i: number) =>
        isCommonWord(w) || (isOrgOrPlaceWord(w) && !(i === 0 && isFirstName(w))) || DESK.test(w);
      if (parts.some(vetoed)) continue;
      const surname = letters(lead[1]!.replace(/^\S+[ \t]+/u, ''));
      if (surname.length < 5) continue;
      const locals = [...line.matchAll(/([\p{L}\p{N}._%+-]+)@/gu)].map((e) => letters(e[1]!));
      if (!locals.some((l) => l.includes(surname))) continue;
      const at = lineStart + lead.index + lead[0].length - lead[1]!.length - 1;
      const span = makeSpan('PERSON_NAME', at, at + lead[1]!.length, 0.85, 'name-beside-email');
      span.reason = 'name opening a contact line whose e-mail address spells the surname';
      spans.push(span);
    }
    cellAbove(folded, spans);
    displayNames(folded, spans);
    return spans;
  },
);

/**
 * A name cell on the line above an e-mail cell, as portals and registers print a row one cell
 * per line ("Henrietta Pelham " / "h.pelham@…", "NOWOTNY, Rotraut L." / "Abteilung: Lager" /
 * "rotraut.nowotny@…"): Title Case words or "SURNAME, Given", one line above the address or two
 * when a "Label: value" line sits between; the address's local part must spell a name word.
 */
const NAME_CELL =
  /^[ \t]*((?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?(?:[ \t]+\p{Lu}\.)?(?:[ \t]+(?:(?:de|del|da|di|do|dos|van|von|le|la)[ \t]+)?\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?){1,3})|(?:\p{Lu}{2,}(?:[ \t'’-]\p{Lu}{2,}){0,3},[ \t]*\p{Lu}[\p{Ll}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+)?(?:[ \t]+\p{Lu}\.)?))[ \t]*$/u;
/** An e-mail address opening its line: the local part. */
const EMAIL_CELL = /^[ \t]*([\p{L}\p{N}._%+-]+)@/u;
/** A form's "Label: value" line between a name cell and its e-mail cell ("Department: Workshop"). */
const LABEL_VALUE = /^[ \t]*[\p{L}][\p{L} .-]{1,30}:[ \t]*\S/u;

function cellAbove(folded: string, spans: Span[]): void {
  for (const { start: lineStart, line } of linesHolding(folded, '@')) {
    const mail = EMAIL_CELL.exec(line);
    if (!mail) continue;
    const local = letters(mail[1]!);
    if (local.length < 3) continue;
    // The line above, or the one above that across a "Label: value" line.
    let end = lineStart - 1;
    for (let hop = 0; hop < 2 && end > 0; hop++) {
      let start = folded.lastIndexOf('\n', end - 1) + 1;
      let above = folded.slice(start, end);
      let cell = NAME_CELL.exec(above);
      // A narrow name cell wrapped over two or three lines ("Adelheid" / "Kranewitter",
      // "REBELO DE" / "ANDRADE," / "Gracinda"): read right above the address only.
      let joined = false;
      if (hop === 0) {
        const wrapped = wrappedCell(folded, start, end, cell, local);
        if (wrapped) ({ start, above, cell } = wrapped);
        joined = wrapped !== undefined;
      }
      if (cell) {
        const name = cell[1]!;
        const words = name
          .replace(/,/gu, ' ')
          .split(/[ \t]+/u)
          .filter((w) => w.length > 2 && !PARTICLE.test(w));
        const title = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();
        const spells = (w: string) => spellsWord(local, w);
        // A surname that is also a town ("GUIMARÃES, Idalina") counts when the address spells it.
        const plausible = words.every(
          (w) =>
            !isCommonWord(title(w)) && !DESK.test(w) && (!isOrgOrPlaceWord(title(w)) || spells(w)),
        );
        const spelt = words.some(spells);
        if (plausible && spelt) {
          const at = start + cell.index + cell[0].indexOf(name);
          // A wrapped cell outranks a shorter reading of its first line ("Waltraud C.").
          const score = joined ? 0.93 : 0.85;
          const span = makeSpan('PERSON_NAME', at, at + name.length, score, 'name-beside-email');
          span.reason = 'name cell above an e-mail address that spells it';
          spans.push(span);
        }
        break;
      }
      if (!LABEL_VALUE.test(above)) break;
      end = start - 1;
    }
  }
}

/** A wrapped register cell of capitals only ("ЖУРАВЛЁВА" / "АГАФЬЯ" / "ОЛЕГОВНА"). */
const CAPS_CELL = /^[ \t]*(\p{Lu}{2,}(?:[ \t]+\p{Lu}{2,}){1,3})[ \t]*$/u;

/**
 * The name cell ending at `end` when its lines wrap inside the cell: one or two lines above the
 * last, each ending without a cell's trailing space (wkhtmltopdf ends a cell's last line with
 * one), read with the line ends as spaces so offsets stay the text's. A line that lengthens a
 * reading already made (`direct`, or a shorter join) must be spelt by the address or end in a
 * capital particle before "SURNAME, Given" ("REBELO DE" / "ANDRADE," / "Gracinda"), so a header
 * above stays out.
 */
function wrappedCell(
  folded: string,
  lastStart: number,
  end: number,
  direct: RegExpExecArray | null,
  local: string,
): { start: number; above: string; cell: RegExpExecArray } | undefined {
  let best: { start: number; above: string; cell: RegExpExecArray } | undefined;
  let reading = direct?.[1];
  let start = lastStart;
  for (let lines = 2; lines <= 3 && start > 0; lines++) {
    const prevEnd = start - 1;
    start = folded.lastIndexOf('\n', prevEnd - 1) + 1;
    const piece = folded.slice(start, prevEnd);
    if (piece.trim() === '' || /[ \t]$/u.test(piece) || /[@\d]/u.test(piece)) break;
    const above = folded.slice(start, end).replace(/\n/gu, ' ');
    const cell = NAME_CELL.exec(above) ?? CAPS_CELL.exec(above);
    if (!cell) continue;
    if (reading !== undefined) {
      const spelt = piece
        .trim()
        .split(/[ \t]+/u)
        .every((w) => spellsWord(local, w));
      // "REBELO DE" / "ANDRADE," / "Gracinda": a surname in capitals wrapped after its particle.
      const particle =
        /^[ \t]*\p{Lu}{2,}(?:[ \t]+\p{Lu}{2,})*[ \t]+(?:DE|DA|DI|DO|DOS|DAS|DEL|LA|LE|VON|VAN|DER|Y)$/u;
      const capitals = particle.test(piece) && reading.includes(',');
      if (!spelt && !capitals) break;
    }
    best = { start, above, cell };
    reading = cell[1];
  }
  return best;
}

/**
 * A mail header's display name before its address in angle brackets, at a line start ("Philippa
 * Marchetti <support@firm.example> · 09/01/2024"): two or three name words, no desk or firm word.
 */
const DISPLAY_NAME =
  /^[ \t]*(\p{Lu}[\p{Ll}'’-]+(?:[ \t]+(?:(?:de|del|da|di|do|dos|van|von|le|la)[ \t]+)?\p{Lu}[\p{Ll}'’-]+){1,2})[ \t]*<[^<>\s]+@[^<>\s]+>/u;

function displayNames(folded: string, spans: Span[]): void {
  for (const { start: lineStart, line } of linesHolding(folded, '@')) {
    const m = DISPLAY_NAME.exec(line);
    if (!m) continue;
    const words = m[1]!.split(/[ \t]+/u).filter((w) => !PARTICLE.test(w));
    if (words.some((w) => isCommonWord(w) || isOrgOrPlaceWord(w) || DESK.test(w))) continue;
    const at = lineStart + m[0].indexOf(m[1]!);
    const span = makeSpan('PERSON_NAME', at, at + m[1]!.length, 0.8, 'name-beside-email');
    span.reason = 'display name of a mail header';
    spans.push(span);
  }
}
