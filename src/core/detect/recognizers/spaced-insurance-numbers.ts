/**
 * A social-insurance number printed in its groups right after its label on a payslip or form:
 * the UK National Insurance number "NI number SY 96 94 40 C", the German Sozialversicherungs-
 * (Renten-) nummer "SV-Nummer 24 230662 S420". The shapes alone are read elsewhere at a guess's
 * score (structured-ids.ts), where a label reader stopping at the letter ("24 230662") or an
 * address reading a group ("40", "C UTR …") outranks them and leaves part of the number
 * unboxed; with the label before it, the whole number is sure.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';

/** Labels of the two numbers, lower case, then an optional colon. */
const LABEL =
  /(?<![\p{L}\p{N}])(?:national insurance(?: number| no\.?)?|n\.?i\.? (?:number|no\.?)|nino|sv-?nummer|sv-?nr\.?|sozialversicherungs-?(?:nummer|nr\.?)|rentenversicherungs-?(?:nummer|nr\.?)|rv-?nummer|rv-?nr\.?|versicherungsnummer)(?![\p{L}\p{N}])[ \t]*:?[ \t]*/gu;

/** "SY 96 94 40 C" (spaces optional). */
const NINO = /[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\p{L}\p{N}])/uy;

/** "24 230662 S420", "65 170839 J 003": area, birth date, the surname's initial, serial. */
const SV =
  /\d{2} ?(?:[0-2]\d|3[01]|[5-7]\d|8[01])(?:0[1-9]|1[0-2])\d{2} ?[A-Z] ?\d{3}(?![\p{L}\p{N}])/uy;

/** Cheap gate: a word every label holds. */
const GATE = /insurance|ni number|ni no|n\.i\.|nino|sv-|sv |svn|rv-|rv |versicherungs/u;

/** Recognises a labelled UK NI number or German insurance number printed in groups, as SSN. */
export const spacedInsuranceNumberRecognizer = safeRecognizer(
  'spaced-insurance-number',
  ['SSN'],
  ({ text }) => {
    const lower = text.toLowerCase();
    // lower case keeps offsets only where no character changes length
    if (lower.length !== text.length || !GATE.test(lower)) return [];
    const spans: Span[] = [];
    LABEL.lastIndex = 0;
    for (let m = LABEL.exec(lower); m; m = LABEL.exec(lower)) {
      const at = m.index + m[0].length;
      for (const shape of [NINO, SV]) {
        shape.lastIndex = at;
        const value = shape.exec(text);
        if (!value) continue;
        const span = makeSpan('SSN', at, at + value[0].length, 0.97, 'spaced-insurance-number');
        span.reason = `social-insurance number after its label '${text.slice(m.index, at).trim()}'`;
        spans.push(span);
        break;
      }
    }
    return spans;
  },
);
