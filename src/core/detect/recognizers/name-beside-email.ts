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
    return spans;
  },
);
