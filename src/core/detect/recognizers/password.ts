/**
 * Passwords, passcodes and PINs written after their label. A password can be any run of
 * non-space characters, so we insist on an explicit separator (':', '=', or "is") after the label.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { findLabelledValues } from './labelled-value';

/** Password labels in the seven languages (case-insensitive). */
const PASSWORD_LABEL =
  /(?<![\p{L}\p{N}])(?:password|passwd|pwd|passcode|passphrase|pin(?: code)?|contraseña|contrasena|clave de acceso|mot de passe|code pin|passwort|kennwort|geheimzahl|parola d'ordine|senha|пароль|пин(?:-код)?)(?![\p{L}\p{N}])/giu;

/** The value: a quoted string on one line, or a run of non-space characters. */
const PASSWORD_VALUE = /"[^"\n\f]{1,64}"|'[^'\n\f]{1,64}'|[^\s"']\S{0,63}(?!\S)/y;

/** A separator that really introduces a value ("Password: x", "PIN = 1234", "password is x"). */
const EXPLICIT_SEPARATOR = /[:=]|(?:^|[^\p{L}])(?:is|es|est|ist|è|é)(?![\p{L}])/u;

/** Recognises passwords and PINs that follow their label. */
export const passwordRecognizer = safeRecognizer('password', ['PASSWORD'], (input) => {
  const { folded } = input;
  const spans: Span[] = [];
  for (const v of findLabelledValues(folded, PASSWORD_LABEL, PASSWORD_VALUE)) {
    // The value sits on the label's line: a bare label line ("Password") is a form heading.
    if (v.separator.includes('\n') || !EXPLICIT_SEPARATOR.test(v.separator)) continue;
    let start = v.start;
    let end = v.end;
    const quote = folded[start];
    if (quote === '"' || quote === "'") {
      start += 1;
      end -= 1;
    } else {
      // Sentence punctuation after the value is not part of it; '!' and '?' often are.
      while (end - start > 1 && /[.,;]/.test(folded[end - 1] ?? '')) end--;
      if (folded[end - 1] === ')' && !folded.slice(start, end).includes('(')) end--;
    }
    const value = folded.slice(start, end);
    if (value.length === 0 || value.endsWith(':')) continue; // another label, not a value
    if (/^\*+$|^•+$/.test(value)) continue; // already masked
    // "The password is required": after a verb, a plain lower-case word is the sentence going on.
    if (!/[:=]/.test(v.separator) && /^\p{Ll}+$/u.test(value)) continue;
    spans.push(makeSpan('PASSWORD', start, end, 0.9, 'password'));
  }
  return spans;
});
