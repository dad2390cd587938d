/**
 * The "label, separator, value" reader behind the context-driven recognizers (IDs, passports,
 * driving licences, passwords, bank accounts): the value must follow its label directly, so a
 * label elsewhere on the line never turns an unrelated number into PII.
 */
import { isBusinessReference } from './helpers';
import { matchesOf } from './text-helpers';

/** A value found right after a label. */
export interface LabelledValue {
  labelStart: number;
  labelEnd: number;
  /** What lay between the label and the value (punctuation, "No.", "(TIN)"...). */
  separator: string;
  start: number;
  end: number;
}

/**
 * What may stand between a label and its value: spaces, one line break, ':', '#', '=', 'No.',
 * 'number' in the seven languages, a short parenthetical like "(TIN)", and words such as "card"
 * or "ID" that continue a label ("Driver License ID"). One alternative per character class keeps
 * the greedy loop free of backtracking; the regex can never fail, so it never backtracks at all,
 * and the bound keeps a text of repeated labels ("ID: ID: ID: ...") linear.
 */
// A lone ')' closes a label written in brackets: "Contribuyente (TIN): 98765432"; 'º' and '°'
// stand alone in "n.º" and "N.°".
const FILLER =
  /(?:[ \t]|\n(?![ \t]*\n)|[:#=№º°ª]|\.(?!\d)|-(?!\d)|\([^()\n\f]{1,40}\)|\)|(?:numbers?|nos?|nr|nro|n[º°o]?|num|número|numéro|nummer|numero|номер|серия|id|card|code|código|is|es|est|ist|è|é)(?![\p{L}\p{N}])){0,24}/iuy;

/** Longest filler we walk over: labels and their values sit close together. */
const MAX_FILLER = 60;

/**
 * Finds every match of `label` (a global regex with its own word boundaries) and, after the filler,
 * the match of `value` (a sticky regex). Labels that follow a business word ("Order ID") are
 * skipped.
 */
export function findLabelledValues(folded: string, label: RegExp, value: RegExp): LabelledValue[] {
  const out: LabelledValue[] = [];
  for (const m of matchesOf(label, folded)) {
    const labelStart = m.index;
    const labelEnd = labelStart + m[0].length;
    if (isBusinessReference(folded, labelStart)) continue;
    FILLER.lastIndex = labelEnd;
    const filler = FILLER.exec(folded);
    const fillerLength = filler ? filler[0].length : 0;
    if (fillerLength > MAX_FILLER) continue;
    const start = labelEnd + fillerLength;
    value.lastIndex = start;
    const v = value.exec(folded);
    if (!v || v[0].length === 0) continue;
    out.push({
      labelStart,
      labelEnd,
      separator: folded.slice(labelEnd, start),
      start,
      end: start + v[0].length,
    });
  }
  return out;
}

/**
 * An identifier value: letters and digits, joined by single '-', '/' or '.', or by a space between
 * two digit groups ("45 08 123456"). Disjoint alternatives keep matching linear.
 */
export const ID_VALUE =
  /[A-Za-z0-9](?:[A-Za-z0-9]|[-/.](?=[A-Za-z0-9])|[ ](?<=\d[ ])(?=\d)){0,39}(?![A-Za-z0-9])/y;

/** True when `value` looks like an identifier rather than a word, a date or a year. */
export function plausibleIdentifier(value: string, minAlnum = 5): boolean {
  const alnum = value.replace(/[^A-Za-z0-9]/g, '');
  if (alnum.length < minAlnum || alnum.length > 30) return false;
  if (!/\d/.test(alnum)) return false;
  if (/^(\d)\1*$/.test(alnum)) return false;
  // Dates ("15.01.2024", "2024-01-15") and years follow many labels ("issued", "expires").
  if (/^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/.test(value)) return false;
  if (/^(?:19|20)\d\d$/.test(value)) return false;
  return true;
}
