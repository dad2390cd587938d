import { hasContextBefore } from '../context';
/**
 * US Social Security numbers (AAA-GG-SSSS). The dashed shape alone is common enough in other
 * numbering schemes that it only earns a moderate score; a nearby label makes it near certain.
 */
import type { Span } from '../span';
import { isBusinessReference, makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** Three groups separated by the same dash or space, or nine bare digits. */
const CANDIDATE =
  /(?<![\p{L}\p{N}_.\-/])(\d{3})([- ]?)(\d{2})\2(\d{4})(?![\p{L}\p{N}_]|[-/]\d|\.\d)/gu;

/** Labels for the SSN in the seven languages (the US number shows up in translated forms too). */
export const SSN_CONTEXT =
  /(?<!\p{L})(?:ssn|ss#|ss no|soc\.? sec|social security|seguro social|seguridad social|sécurité sociale|securite sociale|sozialversicherung|previdenza sociale|segurança social|seguridade social|социальн\p{L}* страхов|соцстрах)/iu;

/** True when the three parts are an SSN the SSA could have issued. */
export function validSsnParts(area: string, group: string, serial: string): boolean {
  const a = Number(area);
  if (a === 0 || a === 666 || a >= 900) return false;
  return group !== '00' && serial !== '0000';
}

/** A masked SSN that still shows its last four digits: "XXX-XX-1234", "***-**-6789". */
const MASKED = /(?<![\p{L}\p{N}*])(?:XXX|xxx|\*{3})-(?:XX|xx|\*{2})-\d{4}(?![\p{L}\p{N}])/gu;

/** Recognises US Social Security numbers. */
export const ssnRecognizer = safeRecognizer('ssn', ['SSN'], (input) => {
  const { folded } = input;
  const spans: Span[] = [];
  for (const m of matchesOf(CANDIDATE, folded)) {
    const [, area = '', sep = '', group = '', serial = ''] = m;
    const start = m.index;
    const end = start + m[0].length;
    const labelled = hasContextBefore(folded, start, SSN_CONTEXT);
    if (!labelled && isBusinessReference(folded, start)) continue;
    let score: number;
    if (labelled) score = sep === '' ? 0.85 : 0.95;
    else if (sep === '-') score = 0.6;
    else if (sep === ' ') score = 0.4;
    else continue; // nine bare digits are anything without a label
    // Validation may lower the score, never hide the number: a 9xx area or a 00 group is a typo,
    // a test value or a number the plan does not know yet, and still someone's to a reader.
    if (!validSsnParts(area, group, serial)) score -= labelled ? 0.3 : 0.15;
    spans.push(makeSpan('SSN', start, end, score, 'ssn'));
  }
  for (const m of matchesOf(MASKED, folded)) {
    const span = makeSpan('SSN', m.index, m.index + m[0].length, 0.85, 'ssn');
    span.reason = 'masked SSN with its last four digits';
    spans.push(span);
  }
  return spans;
});
