/**
 * Identifiers without a label the other recognizers know (issue 15: most missed IDs had no label
 * or an unknown one). Each rule reads a shape or a context that a person's file numbers have and
 * that running text, product codes and legal references rarely have:
 * - a code mixing capitals and at least five digits ("TX0949278", "SA325572638DE", "78757-GT",
 *   "MNVZ164804MW96", "W50714");
 * - any noun followed by a number mark and five digits or more ("Cartella n. 834045751",
 *   "Табельный № 205531", "Рецепт серия и № 70-96 857452");
 * - a long run of digits, whole or in groups ("indicando la referencia 3290 8183 6405");
 * - a user handle written with '@' ("@brandstatter_m");
 * - the Russian passport and licence shape "98 12 393712";
 * - a short code after a code word ("Code ALD 1439", "Код 1227", "Codice autenticazione" / "3816");
 * - an officer's number after the name in a field ("Inspector: W. Greenberg / 3819").
 * Product, invoice, order, legal, page and phone words before the value keep it out; a unit after
 * the digits ("100000KM") too. Scores stay low, so any reading of a known label or a sharper
 * shape (phone, money, IBAN, card, date) wins an overlap.
 */
import { quantityAfter } from './quantity-units';
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { foldCase, letterRunStart, matchesAtPositions } from './literal-starts';
import { matchesOf } from './text-helpers';

/** Words whose numbers are a company's document, a product, a law or a place in a text. */
const NOT_PERSONAL = new Set(
  (
    'invoice inv order po sku item article art arts product part model serial version build ' +
    'release page p pp section sec chapter clause paragraph figure fig table tab isbn issn doi ' +
    'factura pedido albarán página sección artículo articulo presupuesto modelo facture commande ' +
    'devis article modèle rechnung rechnungsnummer bestellung bestellnummer lieferschein artikel ' +
    'artikelnummer modell typ seite abschnitt fattura ordine articolo modello pagina sezione ' +
    'fatura encomenda artigo orçamento заказ артикул модель страница раздел статья накладная ' +
    'счёт счет счёта счета фактура law act loi ley lei legge gesetz gesetzes decreto décret ' +
    'dekret decree regulation règlement reglamento regolamento regulamento directive directiva ' +
    'direttiva richtlinie закон закона постановление приказ указ form formulario formulaire ' +
    'formular modulo formulário форма бланк tel tél telefon telefono teléfono telefone phone fax ' +
    'тел телефон факс room zimmer stanza habitación quarto apt haus house ext доб vol sku ean ' +
    'upc gtin lot batch lote lotto партия iso iec din nf гост barcode'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}º°]+/gu;

/**
 * True when one of the three words before `start` on its line names a non-personal number ("la
 * facture impayée FA26878498", "Art.-Nr. 4711-0815").
 */
function afterNonPersonalWord(text: string, start: number): boolean {
  // The words may end the line before ("la factura" / "FA2024007"), not a paragraph before.
  let before = text.slice(Math.max(0, start - 48), start);
  const cut = Math.max(before.lastIndexOf('\f'), before.lastIndexOf('\n\n'));
  if (cut >= 0) before = before.slice(cut + 1);
  const words = before.toLowerCase().match(WORD);
  if (!words) return false;
  return words.slice(-3).some((w) => NOT_PERSONAL.has(w));
}

/** Capitals and digits, with single '-' or '/' between groups: checked for the mix afterwards. */
const CODE =
  /(?<![\p{L}\p{N}@._/\\-])[A-Z0-9А-ЯЁ](?:[A-Z0-9А-ЯЁ]|[-/](?=[A-Z0-9А-ЯЁ])){5,24}(?![\p{L}\p{N}@_/\\]|[.-][\p{L}\p{N}])/gu;

/** Units written right after digits ("100000KM", "250000MAH") make a measure, not a code. */
const UNIT_SUFFIX = /\d(?:KB|MB|GB|TB|KM|KG|MHZ|GHZ|HZ|PX|MM|CM|KW|KWH|MAH|V|W|M|G|L|H|S)$/;

function codeShaped(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  if (digits < 5 || !/[A-ZА-ЯЁ]/.test(value)) return false;
  if (UNIT_SUFFIX.test(value)) return false;
  // A timestamp ("2007-12-24T12") or a version ("V20240115") is not a person's file number.
  if (/\dT\d/.test(value) || /^V\d/.test(value)) return false;
  // An IBAN or a card is read whole by its own recognizer; a hex colour or hash is code.
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{11,}$/.test(value)) return false;
  return true;
}

/** A noun, a number mark and the value ("Cartella n. 834045751", "Табельный № 205531"). */
const MARKED =
  /(?<![\p{L}\p{N}.-])(?:n\.?[ ]?[º°o]\.?|no\.|nr\.|nro\.|núm\.|n\.|№|#)[ \t]?(?=[\p{L}\p{N}])/giu;

/** A word (and maybe its abbreviation dot) right before a mark. */
const WORD_BEFORE_MARK = /\p{L}\.?[ \t]{1,3}$/u;

/** The value after a mark: letters and digits, groups joined by '-', '/', '.' or a space between digits. */
const MARK_VALUE =
  /[\p{L}\p{N}](?:[\p{L}\p{N}]|[-/.](?=[\p{L}\p{N}])|[ ](?<=\p{N}[ ])(?=\p{N})){3,29}(?![\p{L}\p{N}])/uy;

/** Digits, whole or grouped by single spaces or dashes: at least eight digits in all. */
const LONG_DIGITS = /(?<![\p{L}\p{N}._,+(/-])\d{2,}(?:[ -]\d{2,}){0,5}(?![\p{L}\p{N}]|[.,/-]\d)/gu;

/** A handle: '@' and a name holding a digit, '_' or '.' ("@tavares_d", "@anastasiya.mkrtchyan2"). */
const HANDLE =
  /(?<![\p{L}\p{N}._%+@-])@[\p{L}\p{N}](?:[\p{L}\p{N}_]|\.(?=[\p{L}\p{N}])){1,30}(?![\p{L}\p{N}@/]|\.[\p{L}])/gu;

/** The Russian passport and driving-licence shape: series of two and two digits, six digits. */
const SERIES_NUMBER = /(?<![\p{L}\p{N}.,+-])\d{2}[ ]\d{2}[ ]\d{6}(?![\p{L}\p{N}]|[.,-]\d)/gu;

/** A code word with up to two words after it, then a short number ("Code ALD 1439", "Код\n1227"). */
const CODE_WORD =
  /(?<![\p{L}])(?:\p{L}{3,}code|code|código|codice|cod\.|код|kennziffer|kennung)((?:(?:[ \t]+|[ \t]*\n[ \t]*)[\p{L}][\p{L}.'’-]*){0,2})[ \t]*[:.]?[ \t]*\n?[ \t]*(\d{4,12}(?:[ ]\d{3,6}){0,4})(?![\p{L}\p{N}]|[.,/-]\d)/giu;

/**
 * CODE_WORD, sticky, tried only at the start of the words that hold one of its pieces in the
 * case-folded text (every match does: `\p{L}{3,}code` ends in "code", "código" holds "cód"), so
 * the page is not scanned with the whole pattern (compiled unoptimised this late in the list,
 * past 16 MB of code).
 */
const CODE_WORD_AT = new RegExp(CODE_WORD.source, 'iuy');
const CODE_WORD_PIECES = ['cod', 'cód', 'код', 'kennziffer', 'kennung'];

/** CODE_WORD's matches over `folded`. */
function codeWordMatches(folded: string): Generator<RegExpExecArray> {
  const lower = foldCase(folded);
  const starts: number[] = [];
  for (const piece of CODE_WORD_PIECES)
    for (let at = lower.indexOf(piece); at >= 0; at = lower.indexOf(piece, at + 1))
      starts.push(letterRunStart(folded, at));
  return matchesAtPositions(CODE_WORD_AT, folded, starts);
}

/** Words after a code word that make it a law, a postcode or a place ("Code civil", "code postal"). */
const CODE_NOT_ID =
  /^(?:civil|pénal|penal|procédure|procedure|route|travail|commerce|général|general|postal|postale|post|zip|area|country|pays|país|paese|iso|ape|naf|ateco|cnae|оквэд|окпо|ошибки|error|erreur|fehler|errore|erro|status)$/iu;

/** An officer's or clerk's number after the name in a labelled field ("…: W. Greenberg / 3819"). */
const NAME_SLASH_NUMBER =
  /^[^\n:]{3,60}:[ \t]*([^\n:/\d]{2,60}?)[ \t]+\/[ \t]+(\d{3,10})[ \t]*$/gmu;

/** True when the digits are a year, a date, a thousands-grouped amount or one repeated digit. */
function notAnIdentifier(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (/^(\d)\1+$/.test(digits)) return true;
  if (/^(?:19|20)\d\d$/.test(value)) return true;
  if (/^\d{1,3}(?:[ ]\d{3})+$/.test(value)) return true;
  // A date stamp ("20250314" of "scan_20250314.pdf").
  if (/^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(value)) return true;
  return false;
}

function span(start: number, end: number, score: number, reason: string): Span {
  const s = makeSpan('ID', start, end, score, 'unlabelled-id');
  s.reason = reason;
  return s;
}

/** Recognises identifiers by their shape or an unknown label (see the rules above). */
export const unlabelledIdRecognizer = safeRecognizer('unlabelled-id', ['ID'], ({ folded }) => {
  const spans: Span[] = [];
  // Prefilter: every rule needs a digit (handles aside).
  if (!/\d/.test(folded)) return spans;
  for (const m of matchesOf(CODE, folded)) {
    if (!codeShaped(m[0]) || afterNonPersonalWord(folded, m.index)) continue;
    spans.push(span(m.index, m.index + m[0].length, 0.5, 'code of capitals and digits'));
  }
  for (const m of matchesOf(MARKED, folded)) {
    if (!WORD_BEFORE_MARK.test(folded.slice(Math.max(0, m.index - 5), m.index))) continue;
    const start = m.index + m[0].length;
    MARK_VALUE.lastIndex = start;
    const v = MARK_VALUE.exec(folded);
    if (!v) continue;
    const value = v[0];
    if ((value.match(/\p{N}/gu)?.length ?? 0) < 5 || notAnIdentifier(value)) continue;
    if (/^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/.test(value)) continue;
    if (afterNonPersonalWord(folded, m.index)) continue;
    spans.push(span(start, start + value.length, 0.55, `number after "${m[0].trim()}"`));
  }
  for (const m of matchesOf(LONG_DIGITS, folded)) {
    const value = m[0];
    const digits = value.replace(/\D/g, '').length;
    if (digits < 8 || digits > 24 || notAnIdentifier(value)) continue;
    // Grouped digits need one group of four or more: "156 165 150-400" is a row of results.
    if (!/\d{4}/.test(value)) continue;
    // Years joined by a dash are a period ("2024-2025").
    if (/^(?:(?:19|20)\d\d[ -]?)+$/.test(value)) continue;
    // A phone's own shape is read by the phone recognizer; a date "20-11-2025" is no ID.
    if (/^\d{1,2}-\d{1,2}-\d{2,4}$/.test(value)) continue;
    if (afterNonPersonalWord(folded, m.index)) continue;
    // "44992 200 kWh": a meter reading and a consumption, quantities before their unit.
    if (quantityAfter(folded, m.index + value.length)) continue;
    spans.push(span(m.index, m.index + value.length, 0.45, 'long number'));
  }
  for (const m of matchesOf(SERIES_NUMBER, folded)) {
    spans.push(span(m.index, m.index + m[0].length, 0.55, 'series and number of a document'));
  }
  for (const m of codeWordMatches(folded)) {
    const words = m[1]!.trim().split(/\s+/);
    if (words.some((w) => CODE_NOT_ID.test(w))) continue;
    // A payment's authorisation code is the shop's record, not the person's.
    if (/autori|auth|авториз/iu.test(folded.slice(Math.max(0, m.index - 12), m.index) + m[1]!))
      continue;
    const value = m[2]!;
    if (notAnIdentifier(value)) continue;
    const end = m.index + m[0].length;
    spans.push(
      span(
        end - value.length,
        end,
        0.5,
        `code after "${m[0]
          .slice(0, m[0].length - value.length)
          .trim()
          .replace(/\s+/g, ' ')}"`,
      ),
    );
  }
  for (const m of matchesOf(NAME_SLASH_NUMBER, folded)) {
    if (!/\p{Lu}\p{Ll}/u.test(m[1]!)) continue;
    const end = m.index + m[0].trimEnd().length;
    const value = m[2]!;
    spans.push(span(end - value.length, end, 0.5, 'number after a name in a field'));
  }
  return spans;
});

/** Recognises '@' handles holding a digit, '_' or '.' (a user name wherever it is written). */
export const handleRecognizer = safeRecognizer('handle', ['ID'], ({ folded }) => {
  const spans: Span[] = [];
  if (!folded.includes('@')) return spans;
  for (const m of matchesOf(HANDLE, folded)) {
    if (!/[\d_.]/.test(m[0])) continue;
    const s = makeSpan('ID', m.index, m.index + m[0].length, 0.6, 'handle');
    s.reason = 'user handle written with "@"';
    spans.push(s);
  }
  return spans;
});
