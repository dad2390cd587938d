/**
 * The pieces of a postal address that no recognizer reads by itself, filled in around a postcode
 * that one did read (issue 15): the town after it when the town is not listed or has several
 * words ("4900-347 Viana do Castelo", "4900-347 Viana\ndo Castelo"), and the street line before
 * it when the street has no street word ("Mühlenkamp 160a,\n90402 Nürnberg", "74 Bishopsgate\n
 * Cardiff CF10 3AT"), the flat on the line above a street line and a house number after a
 * street named with a number ("Estrada Nacional 125, 10"). The postcode is the evidence: a capitalised name and a number right before
 * "postcode Town" is a street, capitalised words right after a postcode are its town. Runs on the
 * detector's final spans and only adds spans where nothing was found, so it never takes a
 * character from another finding; `joinAddressParts` then bridges the commas between the pieces.
 */
import { UNIT } from './recognizers/address-parts';
import type { Span } from './span';

/** A postcode at the end of a span: Portuguese "4900-347", five digits, four (AT/CH/PT/DK). */
const POSTCODE_END = /(?<![\p{L}\p{N}-])(?:\d{4}-\d{3}|\d{4,5})$/u;
/** A British postcode at the start of a span ("CF10 3AT", "SW1A 1AA"). */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2}$/u;
/** Lower-case words inside a town's name ("Viana do Castelo", "Villafranca del Bierzo"). */
const LINK = '(?:de|del|della|di|da|do|dos|das|du|des|la|le|les|sur|am|an|im|upon|on|en|y|i)';
/** An identifier's label right before a number ("Employee ID 87720", "Kunden-Nr. 12345"). */
const LABEL_BEFORE =
  /(?<![\p{L}])(?:id|no|nr|nº|n°|number|nummer|número|numéro|numero|номер|№|#)\.?[ \t]*:?[ \t]*$/iu;
/** A town's rest that opens with a link word ("de la Frontera" after a read "Jerez"). */
const LINK_START = new RegExp(`^${LINK}[ \\t]`, 'u');
/** A capitalised word of a place name. */
const WORD = "\\p{Lu}[\\p{Ll}'’-]*\\p{Ll}(?:-\\p{Lu}?[\\p{Ll}'’-]+)*";
/**
 * A town right after a postcode: capitalised words, lower-case links between them, at most one
 * line break inside it and only before or after a link ("Viana\ndo Castelo", "Viana do\nCastelo",
 * a wrapped line of prose).
 */
const TOWN_AFTER = new RegExp(
  `^[ \\t]+(${WORD}(?:(?:[ \\t]+|[ \\t]*\\n[ \\t]*(?=${LINK}[ \\t]))(?:${LINK}(?:[ \\t]+|[ \\t]*\\n[ \\t]*)){0,2}${WORD}){0,3})(?![\\p{L}\\p{N}])`,
  'u',
);
/**
 * A street line with no street word before its postcode: a capitalised name of one to four
 * words and its house number ("Mühlenkamp 160a", "Viale Papiniano 43"), or the house number
 * first ("74 Bishopsgate"), then a comma and/or one line break.
 */
const STREET_BEFORE = new RegExp(
  `(?:(${WORD}(?:[ \\t]+(?:${LINK}[ \\t]+)?${WORD}){0,3})[ \\t]+(\\d{1,4}[a-z]?)|(\\d{1,4}[a-z]?)[ \\t]+(${WORD}(?:[ \\t]+${WORD}){0,2}))[ \\t]*,?[ \\t]*\\n?[ \\t]*$`,
  'u',
);
/** What may stand before a street line on its line: nothing, a comma, a colon, a word of prose. */
const STREET_LEAD = /(?:^|\n|[,:;][ \t]*|\p{Ll}[ \t]+)$/u;
/** First words that make "Word 12" a page, a year, a count or a label, no street. */
const NOT_A_STREET = new Set(
  (
    'page seite página pagina страница stand version no nr tel fax phone telefon item pos art ' +
    'invoice rechnung factura facture fattura fatura total summe gesamt box case ref order ' +
    'january february march april may june july august september october november december ' +
    'januar februar märz juni juli oktober dezember enero febrero marzo abril mayo junio julio ' +
    'agosto septiembre octubre noviembre diciembre janvier février mars avril mai juin juillet ' +
    'août septembre octobre novembre décembre gennaio febbraio aprile maggio giugno luglio ' +
    'settembre ottobre dicembre janeiro fevereiro março maio junho julho setembro outubro ' +
    'novembro dezembro'
  ).split(' '),
);

/** True when no span covers any visible character of `from`..`to`. */
function uncovered(spans: readonly Span[], from: number, to: number): boolean {
  return !spans.some((s) => s.start < to && s.end > from);
}

function piece(tag: Span['tag'], start: number, end: number, reason: string): Span {
  return { tag, start, end, score: 0.8, recognizer: 'address-gaps', reason };
}

/**
 * The town after a postcode found alone, when nothing covers it: capitalised words ending at a
 * comma, a bracket, a line end or a lower-case word.
 */
function townAfter(text: string, spans: readonly Span[], at: number): Span | undefined {
  const m = TOWN_AFTER.exec(text.slice(at, at + 80));
  if (!m) return undefined;
  let start = at + m[0].length - m[1]!.length;
  const end = at + m[0].length;
  const first = m[1]!.split(/\s/u)[0]!.toLowerCase();
  if (NOT_A_STREET.has(first)) return undefined;
  // "Employee ID 87720 Social Security No. 175-48-1975": the number is an ID's value and the
  // words the next field's label (a number or a colon after them), no postcode and town.
  if (LABEL_BEFORE.test(text.slice(Math.max(0, at - 40), at).replace(/[\d-]+$/u, '')))
    return undefined;
  if (/^\.?[ \t]*[:#]|^\.[ \t]*\d/u.test(text.slice(end, end + 4))) return undefined;
  // A listed first word already read ("Jerez" of "Jerez de la Frontera"): the rest of the name.
  const head = spans.find((s) => s.start === start && s.end < end);
  if (head) {
    start = head.end + /^\s*/u.exec(text.slice(head.end, end))![0].length;
    // Only a name's lower-case link goes on from it ("de la Frontera"); "Bamberg Seite 1" is a
    // page counter after the town.
    if (!LINK_START.test(text.slice(start, end))) return undefined;
  }
  if (!uncovered(spans, start, end)) return undefined;
  return piece('LOCATION', start, end, 'town after its postcode');
}

/** The street line right before a postcode (or a British town and postcode), when uncovered. */
function streetBefore(text: string, spans: readonly Span[], at: number): Span | undefined {
  const from = Math.max(0, at - 70);
  const window = text.slice(from, at);
  const m = STREET_BEFORE.exec(window);
  if (!m) return undefined;
  const start = from + m.index;
  if (!STREET_LEAD.test(text.slice(Math.max(0, start - 24), start))) return undefined;
  const name = m[1] ?? m[4]!;
  const number = m[2] ?? m[3]!;
  if (NOT_A_STREET.has(name.split(/\s/u)[0]!.toLowerCase())) return undefined;
  // "Stand 2024", "Version 2025": a year is no house number.
  if (/^(?:19|20)\d\d$/u.test(number)) return undefined;
  const end = start + m[0].trimEnd().length;
  if (!uncovered(spans, start, end)) return undefined;
  return piece('ADDRESS', start, end, 'street line before its postcode and town');
}

/** A unit that ends the line above a street line ("Home address Flat 18" / "41 Priory Gardens"). */
const UNIT_LINE_END = new RegExp(`(?<![\\p{L}\\p{N}])(?:${UNIT}),?[ \\t]*\\n[ \\t]*$`, 'iu');
/** A house number after a comma that closes a street named with a number ("Estrada Nacional 125, 10"). */
const HOUSE_AFTER = /^,[ \t]*(\d{1,4}[A-Za-z]?)(?=[ \t]*(?:,|\n|$))/u;

/** The flat or floor on the line above a street line, and a house number after the street's comma. */
function aroundStreet(text: string, spans: readonly Span[], street: Span): Span[] {
  const out: Span[] = [];
  const lineFrom = text.lastIndexOf('\n', street.start - 1) + 1;
  if (/^[ \t]*$/u.test(text.slice(lineFrom, street.start)) && lineFrom > 0) {
    const above = UNIT_LINE_END.exec(text.slice(Math.max(0, lineFrom - 40), lineFrom));
    if (above) {
      const start = lineFrom - above[0].length;
      const end = start + above[0].replace(/,?[ \t]*\n[ \t]*$/u, '').length;
      if (uncovered(spans, start, end))
        out.push(piece('ADDRESS', start, end, 'flat above its street line'));
    }
  }
  const house = HOUSE_AFTER.exec(text.slice(street.end, street.end + 12));
  if (house && !/^(?:19|20)\d\d$/u.test(house[1]!)) {
    const start = street.end + house[0].length - house[1]!.length;
    const end = street.end + house[0].length;
    if (uncovered(spans, start, end))
      out.push(piece('ADDRESS', start, end, 'house number after the street'));
  }
  return out;
}

/**
 * Adds the uncovered town after a found postcode and the uncovered street line before a found
 * "postcode Town" (sorted, non-overlapping spans in; the same, with the new pieces, out).
 */
export function fillAddressGaps(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  for (const span of spans) {
    if (span.tag !== 'ZIP_CODE' && span.tag !== 'ADDRESS' && span.tag !== 'LOCATION') continue;
    const value = text.slice(span.start, span.end);
    const all = () => [...spans, ...added];
    if (span.tag === 'ADDRESS' && /\d/u.test(value)) added.push(...aroundStreet(text, all(), span));
    if (span.tag !== 'LOCATION' && POSTCODE_END.test(value)) {
      const town = townAfter(text, all(), span.end);
      if (town) added.push(town);
      // The postcode opens the span ("90402 Nürnberg" read as one piece, or the postcode alone).
      if (span.tag === 'ZIP_CODE' || /^\d/u.test(value)) {
        if (
          town ||
          /\p{L}/u.test(value) ||
          /^[ \t]+\p{Lu}/u.test(text.slice(span.end, span.end + 2))
        ) {
          const street = streetBefore(text, all(), span.start);
          if (street) added.push(street);
        }
      }
    }
    // "Cardiff CF10 3AT": a British town before its postcode, the street line above it.
    if (span.tag === 'LOCATION') {
      const next = spans.find((s) => s.start >= span.end && s.start <= span.end + 2);
      if (next && UK_POSTCODE.test(text.slice(next.start, next.end))) {
        const street = streetBefore(text, all(), span.start);
        if (street) added.push(street);
      }
    }
  }
  if (added.length === 0) return [...spans];
  return [...spans, ...added].sort((a, b) => a.start - b.start);
}
