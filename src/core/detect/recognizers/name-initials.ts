import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { matchesOf } from './text-helpers';

/**
 * The initials at a name's edges, which readers of the name's words leave outside the box:
 * - a trailing initial with its full stop where the cell or sentence ends ("Forename(s) Siobhan
 *   S.", "Наниматель: Лаптева А. А."), and one wrapped before the surname on the next line ("Dr
 *   Leonie B." / "Whitcombe.");
 * - leading initials before a surname in capitals, a listed surname or a double surname
 *   ("VIREMENT À M. DELACROIX", "J. R. Whitmore", "M. Lacombe-Ferrand").
 * An initial identifies as much as the rest of the name: the box takes it. Scored as a name
 * with its shape, so the longer box outranks the shorter reading of the same words.
 */

/** Cheap literal gate: a capital letter and a full stop followed by a space, line end or comma. */
const GATE = /\p{Lu}\.(?:[ \t\n,;]|$)/u;

/** One to three name words, then one or two initials with their stops. */
const TRAILING =
  /(?<![\p{L}\p{N}.'’-])(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?(?:[ \t]+\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?){0,2})[ \t]+\p{Lu}\.(?:[ \t]?\p{Lu}\.)?/gu;

/** One or two initials with their stops, then a surname (capitals, Title Case, hyphenated). */
const LEADING =
  /(?<![\p{L}\p{N}.'’-])(?:\p{Lu}\.[ \t]?){1,2}[ \t]*(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?)(?:[ \t](\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?))?(?![\p{L}\p{N}'’-])/gu;

const isCaps = (w: string) => /^\p{Lu}{3,}(?:-\p{Lu}{2,})?$/u.test(w);
const title = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();

/** A word that may be part of a name: no common, organisation or place word. */
function nameWord(word: string): boolean {
  const plain = isCaps(word) ? title(word) : word;
  return !isCommonWord(plain) && !isOrgOrPlaceWord(plain);
}

/** A surname written first, then its comma, right before the given name. */
const SURNAME_FIRST =
  /(?<![\p{L}\p{N}'’-])(\p{Lu}{2,}(?:[ \t'’-]\p{Lu}{2,}){0,3}|\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?),[ \t]*$/u;

/** What may follow a trailing initial: the line's or the cell's end, a comma, a separator. */
const CLOSES = /^(?:[ \t]*(?:$|\n|[,;·|)\]])|[ \t]{2,})/u;

/**
 * A name closed by its initials on one side and by a non-name on the other is whole: its box
 * outranks the shorter readings of its words (person-name's 0.88-0.9 over "DELACROIX"). Where
 * more name words may follow, a longer reading by another reader wins instead.
 */
const WHOLE = 0.92;
const OPEN = 0.78;

/** What ends a name after its last word: no further capitalised word or particle. */
const ENDS =
  /^(?![ \t]+(?:\p{Lu}|(?:de|del|da|das|do|dos|di|du|van|von|der|den|ten|ter|della|le|la)[ \t]))/u;

/** Capitalised particles, which open a surname and are none ("F. Van der Berg", "J. De Luca"). */
const PARTICLE_WORD = /^(?:Van|Von|De|Del|Della|Da|Das|Do|Dos|Di|Du|Le|La|Lo|Ten|Ter|Der|Den)$/u;

/** The next line goes on with a particle and a capital ("Esperanza L." / "de los Santos"). */
const PARTICLE_NEXT = /^[ \t]*\n[ \t]*(?:de|del|da|das|do|dos|di|du|van|von|della|le|la)[ \t]+/u;

/** A surname wrapped onto the next line after a trailing initial, ending its sentence or clause. */
const WRAPPED_SURNAME = /^\n[ \t]*(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=[.,;)]|[ \t]+\p{Ll})/u;

/** Legal forms written as glued capitals with stops ("Talleres Arrizabalaga S.A."): a firm's, no initials. */
const LEGAL_FORM_END = /[ \t](?:S\.[ALC]\.|[NB]\.V\.|S\.E\.|A\.G\.|L\.P\.|P\.C\.)$/u;

function trailing(text: string, spans: Span[]): void {
  for (const m of matchesOf(TRAILING, text)) {
    if (LEGAL_FORM_END.test(m[0])) continue;
    const tokens = [...m[1]!.matchAll(/[^ \t]+/gu)];
    const all = tokens.map((t) => t[0]);
    // "Forename(s) Siobhan S.", "Dr Leonie B.": the name is the longest tail of the words that
    // reads as one; a label or title before it stays out.
    for (let k = 0; k < all.length; k++) {
      const words = all.slice(k);
      if (!words.every(nameWord)) continue;
      const plain = words.map((w) => (isCaps(w) ? title(w) : w));
      // A listed given name or a surname (listed or surname-shaped) opens it: "Siobhan S.",
      // "Лаптева А. А."; "Annex B.", "Plan B." and "Бухгалтерия Руководитель Окунев" stay out.
      if (!isFirstName(plain[0]!) && !isSurname(plain[0]!)) continue;
      let start = m.index + tokens[k]!.index;
      // "NOWOTNY, Rotraut L.", "Pelham, Hamish T.": the surname written first before a comma.
      const first = k === 0 ? SURNAME_FIRST.exec(text.slice(Math.max(0, start - 40), start)) : null;
      if (first) {
        const parts = first[1]!.split(/[ \t'’-]+/u).filter((w) => w.length > 1);
        const caps = parts.every((w) => isCaps(w) || /^\p{Lu}{2}$/u.test(w));
        if (parts.every(nameWord) && (caps || isSurname(first[1]!))) start -= first[0].length;
      }
      let end = m.index + m[0].length;
      const after = text.slice(end, end + 40);
      const wrapped = WRAPPED_SURNAME.exec(after);
      if (wrapped && isFirstName(plain[0]!) && nameWord(wrapped[1]!)) end += wrapped[0].length;
      else if (!CLOSES.test(after) || PARTICLE_NEXT.test(after)) break;
      spans.push(makeSpan('PERSON_NAME', start, end, WHOLE, 'name-initials'));
      break;
    }
  }
}

function leading(text: string, spans: Span[]): void {
  for (const m of matchesOf(LEADING, text)) {
    const surname = m[1]!;
    if (!nameWord(surname) || PARTICLE_WORD.test(surname)) continue;
    const plain = isCaps(surname) ? title(surname) : surname;
    const double = /^\p{Lu}\p{Ll}{2,}-\p{Lu}\p{Ll}{2,}$/u.test(surname);
    // "P. IVA", "N. POLIZZA", "N. ORDINE": an abbreviated label before a word in capitals; a
    // surname in capitals needs a list (or a listed given name before the initials).
    const before = GIVEN_BEFORE.exec(text.slice(Math.max(0, m.index - 30), m.index));
    const given = before && (isCaps(before[1]!) ? title(before[1]!) : before[1]!);
    const vouched = given !== null && given !== undefined && isFirstName(given);
    // A transfer row names its payee or payer after a preposition ("VIREMENT À M. DELACROIX",
    // "BONIFICO A M. SCOGNAMIGLIO", "TRANSFER TO J. PELHAM"): a surname in capitals needs no list.
    const payee =
      isCaps(surname) &&
      surname.length >= 4 &&
      TRANSFER_TO.test(text.slice(Math.max(0, m.index - 12), m.index));
    if (!isSurname(plain) && !double && !(vouched && isCaps(surname)) && !payee) continue;
    // "U.S. ARMY", "S.A. BANCO": a stop glued to the next initial is an abbreviation's, unless a
    // space parts them ("J. R. Whitmore").
    if (/\p{Lu}\.\p{Lu}\./u.test(m[0])) continue;
    // "F. García Moreno": a second surname in the same casing is the name's too.
    const second = m[2];
    const two =
      second !== undefined &&
      nameWord(second) &&
      isCaps(second) === isCaps(surname) &&
      isSurname(isCaps(second) ? title(second) : second);
    const end = m.index + (two ? m[0].length : m[0].length - (second ? second.length + 1 : 0));
    // "Ornella H. D'Alessandro": a listed given name right before the initials is the name's.
    const start = vouched ? m.index - before![0].length : m.index;
    // An unlisted capitalised word right before the initials may be the given name ("Mateus D.
    // Lindqvist"): another reader's longer box should win, so this one does not claim to be whole.
    const openBefore = !vouched && before !== null && nameWord(before[1]!);
    const score = ENDS.test(text.slice(end, end + 6)) && !openBefore ? WHOLE : OPEN;
    spans.push(makeSpan('PERSON_NAME', start, end, score, 'name-initials'));
  }
}

/** A transfer's preposition in capitals right before the initials. */
const TRANSFER_TO = /(?:^|[ \t])(?:À|A|AN|TO|FROM|DE|DA|VON|PARA|POUR|PER|FÜR|FUER)[ \t]+$/u;

/** The capitalised word right before leading initials, one space or tab apart. */
const GIVEN_BEFORE = /(?<![\p{L}\p{N}'’-])(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?|\p{Lu}{3,})[ \t]$/u;

/** Initials at the edges of a name ('Siobhan S.', 'M. DELACROIX', 'Лаптева А. А.'). */
export const nameInitialsRecognizer = safeRecognizer('name-initials', ['PERSON_NAME'], (input) => {
  if (!GATE.test(input.folded)) return [];
  const spans: Span[] = [];
  trailing(input.folded, spans);
  leading(input.folded, spans);
  return spans;
});
