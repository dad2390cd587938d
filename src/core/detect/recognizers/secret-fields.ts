/**
 * Passwords, PINs and PUKs in a form's field, where the label and the value are separated only by
 * a space or a line end ("Initial password Bergamo.9876?", "PUK 03942098", "Mot de passe
 * provisoire / Kotik!1113Q", "Временный пароль Lavanda_4024Q"). Without a ':' the value must look
 * like a secret: a PIN or PUK is 4-10 digits, a password mixes letters with digits and a symbol
 * or both cases, so a label in a sentence ("the password you chose") never takes a word.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** Adjectives that qualify a password label, before or after it, in the seven languages. */
const QUALIFIER =
  `(?:initial|temporary|provisional|one-time|new|current|default|inicial|provisional|temporal|provisoire|temporaire|` +
  `initiale?|vorläufiges|neues|provvisoria|temporanea|iniziale|provisória|provisoria|temporária|temporaria|` +
  `временный|первоначальный|одноразовый|новый)`;

/** The label: a password word with an optional qualifier, or a PIN/PUK with its "code" word. */
const LABEL = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${QUALIFIER}[ \\t]+)?(?:password|passcode|passwort|kennwort|initialpasswort|einmalpasswort|` +
    `contraseña|mot[ \\t]+de[ \\t]+passe|palavra-passe|senha|пароль)(?:[ \\t]*\\n?[ \\t]*${QUALIFIER})?` +
    `|(?<pin>(?:code[ \\t]+|código[ \\t]+|codice[ \\t]+)?(?:pin|puk)(?:[ \\t-]?(?:code|código|codice|код|nummer))?))(?![\\p{L}\\p{N}])`,
  'giu',
);

/** What stands between the label and the value: spaces, ':' or '=', and at most one line end. */
const GAP = /[ \t]*(?:[:=][ \t]*)?(?:\n[ \t]*)?/y;

/** A run of non-space characters. */
const TOKEN = /\S{1,64}/y;

/** True when `value` looks like a chosen password rather than a word or a date. */
function passwordShaped(value: string): boolean {
  if (value.length < 6 || /@|:\/\/|^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/.test(value)) return false;
  if (!/\p{L}/u.test(value) || !/\d/.test(value)) return false;
  return (
    /[^\p{L}\p{N}]/u.test(value.replace(/[.,;]$/, '')) ||
    (/\p{Lu}/u.test(value) && /\p{Ll}/u.test(value))
  );
}

/** Recognises passwords, PINs and PUKs written after a field label without a colon. */
export const secretFieldRecognizer = safeRecognizer('secret-field', ['PASSWORD'], ({ folded }) => {
  const spans: Span[] = [];
  for (const m of matchesOf(LABEL, folded)) {
    const labelEnd = m.index + m[0].length;
    GAP.lastIndex = labelEnd;
    const gap = GAP.exec(folded)?.[0] ?? '';
    const start = labelEnd + gap.length;
    TOKEN.lastIndex = start;
    const token = TOKEN.exec(folded)?.[0];
    if (!token || token.endsWith(':')) continue;
    const pin = m.groups?.pin !== undefined;
    let end = start + token.length;
    if (pin) {
      if (!/^\d{4,10}[.,;]?$/.test(token)) continue;
      if (/[.,;]$/.test(token)) end--;
    } else {
      if (!passwordShaped(token)) continue;
      if (/[.,;]$/.test(token)) end--;
    }
    const span = makeSpan('PASSWORD', start, end, gap.includes('\n') ? 0.75 : 0.85, 'secret-field');
    span.reason = `${pin ? 'PIN or PUK' : 'password'} field: "${m[0].replace(/\s+/g, ' ')}"`;
    spans.push(span);
  }
  return spans;
});
