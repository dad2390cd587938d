import type { Recognizer, Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { linesHolding } from './text-helpers';

/** Two or three capitalised words right before an e-mail address (tables, signatures, headers). */
const NAME_THEN_EMAIL =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{Ll}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+){1,2})[ \t]*[,;:(<[]?[ \t]*([\p{L}\p{N}._%+-]+)@/gu;

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
      for (const m of line.matchAll(NAME_THEN_EMAIL)) {
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
    return spans;
  },
);
