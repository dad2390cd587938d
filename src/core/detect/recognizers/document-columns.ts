/**
 * Travel and identity documents in a table: under a header line that names a passport, ticket
 * number, frequent-flyer or ID-document column (in the seven languages), the cells of the rows
 * below that have that column's shape are its values: a passport number ("Y9870228", Russian
 * "89 5469733"), an e-ticket number ("575-6916754951"), a loyalty number ("AF 882694334"), an
 * identity number. The header is the context that fired; the shape keeps names, dates and flight
 * numbers of the same row out.
 */
import type { TextTag } from '../../contract/tags';
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** One kind of column: its header words, the shape of its cells, the tag they get. */
interface ColumnKind {
  tag: TextTag;
  rule: string;
  header: RegExp;
  cell: RegExp;
  /** A further check of a cell's shape. */
  accepts?: (cell: string) => boolean;
}

const KINDS: readonly ColumnKind[] = [
  {
    tag: 'PASSPORT',
    rule: 'passport column',
    header:
      /(?<![\p{L}])(?:passport|pasaporte|passeport|reisepass|passaporto|passaporte|паспорт)/iu,
    cell: /(?<![\p{L}\p{N}])(?:[A-Z]{1,2}\d{6,9}|\d{2} \d{7}|\d{4} \d{6})(?![\p{L}\p{N}])/gu,
  },
  {
    tag: 'ID',
    rule: 'ticket-number column',
    header:
      /(?:ticket\s?(?:number|no)|n\.?º\sde\sbillete|n°\sde\sbillet|ticketnummer|n\.\sbiglietto|n\.?º\sdo\sbilhete|номер\sбилета|e-ticket)/iu,
    cell: /(?<![\p{L}\p{N}])\d{3}-?\d{10}(?![\p{L}\p{N}])/gu,
  },
  {
    tag: 'ID',
    rule: 'frequent-flyer column',
    header:
      /(?:frequent\sflyer|tarjeta\sde\sfideli(?:dad|zación)|carte\sde\sfidélité|vielflieger|programma\sfedeltà|passageiro\sfrequente|бонусная\sкарта|часто\sлетающего|miles|loyalty)/iu,
    cell: /(?<![\p{L}\p{N}])[A-Z0-9]{2} ?\d{7,12}(?![\p{L}\p{N}])/gu,
  },
  {
    tag: 'ID',
    rule: 'booking-reference column',
    header:
      /(?:booking\s(?:reference|ref\.?|code)|pnr|localizador|c[óo]digo\sde\sreserva|référence\sde\s(?:réservation|dossier)|buchungs(?:nummer|code)|codice\sprenotazione|número\sde\sreserva|(?:номер|код)\sбронирования)/iu,
    // An airline's record locator: six capitals and digits, at least one of each.
    cell: /(?<![\p{L}\p{N}/-])(?=[A-Z]{0,5}\d)(?=\d{0,5}[A-Z])[A-Z0-9]{6}(?![\p{L}\p{N}/-])/gu,
  },
  {
    tag: 'ID',
    rule: 'VAT or tax-number column',
    header:
      /(?<![\p{L}])(?:vat(?:\s(?:no\.?|number|reg\.?))?|tva|ust-?id(?:nr\.?)?|nif|nipc|cif|p\.\s?iva|partita\siva|инн|tax\sid)(?![\p{L}])/iu,
    // A country's VAT layout ("GB 732 9223 27", "FR 03 360 250 740", "PT 649271531") or a Russian
    // INN of ten or twelve digits; a phone in the same row has other groups.
    cell: /(?<![\p{L}\p{N}+()-])(?:GB ?\d{3} ?\d{4} ?\d{2}|FR ?[0-9A-Z]{2} ?\d{3} ?\d{3} ?\d{3}|[A-Z]{2} ?[A-Z]?\d{8,11}[A-Z]?|\d{10}|\d{12})(?![\p{L}\p{N}])/gu,
  },
  {
    tag: 'ID',
    rule: 'identity-document column',
    header:
      /(?<![\p{L}])(?:id\sdocument|identity\sdocument|documento|pièce\sd['’]identité|ausweis|удостоверение|документ)(?![\p{L}])/iu,
    // Digits with a check letter (DNI, NIF), capitals and digits (ID cards), a codice fiscale.
    cell: /(?<![\p{L}\p{N}./-])(?:\d{8,12}[A-Z]?|[A-Z][A-Z0-9]{7,9}|[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z])(?![\p{L}\p{N}./-])/gu,
    accepts: (cell) => (cell.match(/\d/g)?.length ?? 0) >= 4,
  },
];

/** How many lines below a header are read (table rows wrap over several lines). */
const MAX_ROWS = 14;

/** A header line: two to twelve short words, no digits. */
function headerLine(line: string): boolean {
  const words = line.trim().split(/[ \t]+/);
  return words.length >= 2 && words.length <= 12 && !/\d/.test(line);
}

/** Recognises passport, ticket, loyalty and identity numbers under their column's header. */
export const documentColumnRecognizer = safeRecognizer(
  'document-column',
  ['PASSPORT', 'ID'],
  ({ folded }) => {
    const spans: Span[] = [];
    let rows = 0;
    let kinds: ColumnKind[] = [];
    let start = 0;
    while (start <= folded.length) {
      let end = start;
      while (end < folded.length && folded[end] !== '\n' && folded[end] !== '\f') end++;
      const line = folded.slice(start, end);
      const named = headerLine(line) ? KINDS.filter((k) => k.header.test(line)) : [];
      if (named.length > 0) {
        rows = MAX_ROWS;
        kinds = named;
      } else if (rows > 0) {
        // A blank line, another header or a sentence ends the table; a wrapped name in capitals
        // ("PRICE/TREVOR MR") is still a row.
        const nextHeader =
          headerLine(line) && /\p{Ll}/u.test(line) && line.trim().split(/[ \t]+/).length >= 3;
        // A sentence ends with its stop and holds no digits; a wrapped address cell of a row may end
        // with an abbreviation's dot ("кв. 41, г.").
        const sentence = /[.!?:;]$/.test(line.trim()) && !/\d/.test(line);
        const ended = line.trim() === '' || nextHeader || sentence;
        rows = ended ? 0 : rows - 1;
        for (const kind of ended ? [] : kinds) {
          for (const m of matchesOf(kind.cell, line)) {
            if (kind.accepts && !kind.accepts(m[0])) continue;
            const span = makeSpan(
              kind.tag,
              start + m.index,
              start + m.index + m[0].length,
              // The header names the column: above a bare reading of the same digits as a phone.
              0.85,
              'document-column',
            );
            span.reason = kind.rule;
            spans.push(span);
            // A row with a value keeps a long table open.
            rows = MAX_ROWS;
          }
        }
      }
      if (folded[end] === '\f') rows = 0;
      start = end + 1;
    }
    return spans;
  },
);
