/**
 * An address laid out one field per line (letters, signatures, shipping labels) is reported field
 * by field: the house number, the street and each unit as ADDRESS, the city, region and country
 * as LOCATION, a postcode alone on its line as ZIP_CODE. Each field is then its own item for the
 * reviewer, who can keep the country while removing the street. Blocks with other shapes (a
 * "City, ST 12345" line, a comma-led line) stay one ADDRESS span.
 */
import type { TextTag } from '../../contract/tags';
import type { Span } from '../span';
import { CITY, FORM_LABELS, UNIT, ZIP, continuationKind } from './address-parts';
import { isCommonWord } from './name-evidence';
import { PLACES } from './places';
import { HS, lineEnd, makeSpan, matchesOf } from './text-helpers';

const UNIT_LINE = new RegExp(`^${UNIT}(?:,?${HS}*${UNIT})*$`, 'iu');
const ZIP_LINE = new RegExp(`^(?:${ZIP})$`, 'u');
/** "Estonia 62488", "Cyprus (Greek) 25572", "United Kingdom 89800": a place, then the postcode. */
const PLACE_ZIP_LINE = new RegExp(`^(${CITY}(?:${HS}+\\([\\p{L} ]+\\))?)${HS}+(${ZIP})$`, 'u');
const REGION_LINE = /^\p{Lu}{2,3}$/u;
const PLACE_LINE = new RegExp(`^${CITY}$`, 'u');
/** Units written on the street line itself ("Puruntie 82 Apt. 595"). */
const TRAILING_UNITS = new RegExp(`(?:${HS}+${UNIT})+$`, 'iu');
const ONE_UNIT = new RegExp(UNIT, 'giu');
/** Above the whole-block recognizers, so that a block laid out by fields is reported by fields. */
const FIELD_SCORE = 0.96;

/** Marks that may open a line of a quoted or bulleted block ("> ", "• "; "?" is a lost bullet). */
const QUOTE_MARKS = ' \t>?*•·|';

/** One line of the block, trimmed of quote marks and spaces, with its offset in the text. */
interface Line {
  start: number;
  value: string;
}

function readLine(text: string, from: number): Line {
  const end = lineEnd(text, from);
  const raw = text.slice(from, end);
  const lead = /^[ \t>?*•·|]*/.exec(raw)![0].length;
  const value = raw.slice(lead).replace(/[ \t]+$/, '');
  return { start: from + lead, value };
}

/**
 * True when only spaces and quote marks stand between the line start and `index`, and the line
 * before is not a label ("Address:" alone on its line introduces one value, kept whole).
 */
function startsItsLine(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const ch = text[i]!;
    if (ch === '\n' || ch === '\f') return !/:[ \t]*$/.test(text.slice(Math.max(0, i - 40), i));
    if (!QUOTE_MARKS.includes(ch)) return false;
  }
  return true;
}

/** True for a listed place, also written in capitals ("OULU"). */
function isPlaceName(value: string): boolean {
  const name = value.replace(/[.]$/u, '');
  if (PLACES.has(name)) return true;
  return PLACES.has(name.replace(/\p{L}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase()));
}

/** Spans of one continuation line, or undefined when the line is no address field. */
function fieldSpans(line: Line): Span[] | undefined {
  const { start, value } = line;
  const span = (tag: TextTag, from: number, to: number) =>
    makeSpan(tag, start + from, start + to, FIELD_SCORE, 'address-fields');
  if (value.length === 0 || value.length > 60) return undefined;
  if (FORM_LABELS.has(value.toLowerCase().replace(/[ \t]*:$/u, ''))) return undefined;
  if (UNIT_LINE.test(value)) return [...matchesOf(ONE_UNIT, value)].map((m) => unitSpan(m, start));
  if (ZIP_LINE.test(value)) return [span('ZIP_CODE', 0, value.length)];
  const placeZip = PLACE_ZIP_LINE.exec(value);
  if (placeZip) {
    const place = placeZip[1]!;
    const zipAt = value.length - placeZip[2]!.length;
    return [span('LOCATION', 0, place.length), span('ADDRESS', zipAt, value.length)];
  }
  if (REGION_LINE.test(value) || PLACE_LINE.test(value)) return [span('LOCATION', 0, value.length)];
  return undefined;
}

function unitSpan(m: RegExpMatchArray, offset: number): Span {
  const start = offset + m.index!;
  return makeSpan('ADDRESS', start, start + m[0].length, FIELD_SCORE, 'address-fields');
}

/** The street line's fields: a lone house number, the street (with its own number), the units. */
function streetLineSpans(text: string, start: number, lineStop: number): Span[] {
  const line = text.slice(start, lineStop);
  const spans: Span[] = [];
  const units = TRAILING_UNITS.exec(line);
  const streetText = units ? line.slice(0, units.index) : line;
  if (units) {
    for (const m of matchesOf(ONE_UNIT, units[0])) spans.push(unitSpan(m, start + units.index));
  }
  // "28245 Puruntie 82", "935 69 Gordon Terrace": a number before a street that carries its own
  // house number is a field of its own (a building or delivery number).
  const lead = /^(\d{1,6})[ \t]+(?=\S)/.exec(streetText);
  const rest = lead ? streetText.slice(lead[0].length) : streetText;
  if (lead && /^\d|\d\.?$/.test(rest)) {
    spans.push(makeSpan('ADDRESS', start, start + lead[1]!.length, FIELD_SCORE, 'address-fields'));
    const restStart = start + lead[0].length;
    spans.push(
      makeSpan('ADDRESS', restStart, restStart + rest.length, FIELD_SCORE, 'address-fields'),
    );
  } else {
    spans.push(
      makeSpan('ADDRESS', start, start + streetText.length, FIELD_SCORE, 'address-fields'),
    );
  }
  return spans;
}

/**
 * Splits the address block starting at `start` (a street found there) into its fields when it is
 * laid out one field per line; undefined when it is not, so the caller keeps one span.
 */
export function splitAddressFields(text: string, start: number): Span[] | undefined {
  if (!startsItsLine(text, start)) return undefined;
  const firstLine = readLine(text, start);
  const firstStop = firstLine.start + firstLine.value.length;
  if (firstLine.value.includes(',')) return undefined;
  const fields: Span[] = [];
  // Capitalised lines that are no listed place ("Entlassungsbrief", "Discharge Summary",
  // "Vollständiger Name", "Wohnort": a heading or a form's labels under the address) count as
  // its town only when a postcode, a region or a listed place follows in the same block.
  let unconfirmed: Span[] = [];
  let at = lineEnd(text, start);
  let blankRun = 0;
  while (at < text.length && text[at] === '\n') {
    const line = readLine(text, at + 1);
    at = lineEnd(text, at + 1);
    if (line.value.length === 0) {
      // One blank line may separate the city from the country line.
      if (++blankRun > 1) break;
      continue;
    }
    const spans = fieldSpans(line);
    if (!spans) {
      // An address line of another shape ("Springfield, IL 62704", ", CO"): keep the block whole.
      if (continuationKind(line.value, (name) => PLACES.has(name)) !== 'none') return undefined;
      break;
    }
    blankRun = 0;
    if (PLACE_LINE.test(line.value) && !REGION_LINE.test(line.value) && !isPlaceName(line.value)) {
      unconfirmed.push(...spans);
      continue;
    }
    fields.push(...unconfirmed, ...spans);
    unconfirmed = [];
  }
  // The block's last line may still be its town ("> Suite 318\n> Pines Beach"): one line, none of
  // its words a common word of documents ("Discharge Summary", "Private E-Mail" stay out), and
  // the block ends there (a blank line or the end: a heading has the document's body under it).
  if (unconfirmed.length === 1) {
    const town = text.slice(unconfirmed[0]!.start, unconfirmed[0]!.end);
    const after = text.slice(
      lineEnd(text, unconfirmed[0]!.start),
      lineEnd(text, unconfirmed[0]!.start) + 200,
    );
    const ends = /^(?:\n[ \t>]*)?(?:\n|$)/u.test(after) && !/^\n[ \t>]*\S/u.test(after);
    if (ends && !town.split(/[ \t]+/u).some((w) => isCommonWord(w))) fields.push(...unconfirmed);
  }
  if (fields.length === 0) return undefined;
  return [...streetLineSpans(text, start, firstStop), ...fields];
}

/**
 * A one-line address "5049 Harjukuja 54, Seinäjoki": a delivery number before a street that has
 * its own house number, then at most a city. Reported as the number, the street and the city
 * (LOCATION); a longer postal line ("…, Tallinn, Estonia") stays whole. Undefined otherwise.
 */
export function splitInlineStreet(text: string, start: number, end: number): Span[] | undefined {
  const whole = text.slice(start, end);
  if (whole.includes('\n')) return undefined;
  const lead = /^(\d{1,6})[ \t]+(?=\S)/.exec(whole);
  if (!lead) return undefined;
  const parts = whole.slice(lead[0].length).split(',');
  if (parts.length > 2) return undefined;
  const street = parts[0]!.replace(/[ \t]+$/, '');
  if (!/^\d|\d\.?$|\d[ \t]+\p{L}{1,4}\.?$/u.test(street)) return undefined;
  const span = (tag: TextTag, from: number, to: number) =>
    makeSpan(tag, start + from, start + to, FIELD_SCORE, 'address-fields');
  const streetAt = lead[0].length;
  const spans = [
    span('ADDRESS', 0, lead[1]!.length),
    span('ADDRESS', streetAt, streetAt + street.length),
  ];
  const city = parts[1]?.trim();
  if (city) {
    const cityAt = whole.lastIndexOf(city);
    spans.push(span('LOCATION', cityAt, cityAt + city.length));
  }
  return spans;
}
