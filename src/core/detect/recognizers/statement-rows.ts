/**
 * Statement and table rows: under a header line that names an amount or balance column
 * ("Amount", "Balance", "Importe", "Saldo", "Montant", "Betrag", "Importo", "Сумма"...), bare
 * amounts with two decimals are MONEY_AMOUNT; a row that starts with a short date without a year
 * ("03/09", "14.03.", "Sep 3") gets that date as DATE. A labelled amount ("Annual salary:
 * 45,000.00", "Balance 1.234,56") is MONEY_AMOUNT too. The header or label is the context that
 * fired; amounts elsewhere (invoice totals of a company document) stay as the money rule reads them.
 */
import type { Span } from '../span';
import { cardMerchants } from './card-merchants';
import { isBusinessReference, makeSpan, safeRecognizer } from './helpers';
import { loanScheduleHeader } from './loan-schedule-header';
import { lowerLiterals, matchesOf, testFolded } from './text-helpers';

/** Column headers that announce money in the rows below them. */
const MONEY_HEADER =
  /(?<![\p{L}])(?:amount|balance|debit|credit|withdrawals?|deposits?|payments?|importe|saldo|cargo|abono|montant|solde|débit|crédit|betrag|soll|haben|importo|dare|avere|montante|débito|crédito|сумма|остаток|приход|расход|current|year to date|ytd|earnings|deductions|gross|net|billed|paid|devengos|deducciones|acumulado|líquido|cumul|brut|net à payer|jahressumme|brutto|netto|progressivo|competenze|trattenute|valor|gains|retenues|bezüge|abzüge|vencimentos|descontos|начислено|удержано|к выплате|price|cost|fees?|charges?|rent|deposit|premium|copay|deductible|salary|bonus|subtotal|total|due|precio|coste|cuota|gastos|prix|coût|frais|loyer|preis|kosten|gebühren?|miete|prezzo|costo|spese|preço|custo|taxa|цена|стоимость|итого|refund|reembolso|remboursement|erstattung|rimborso|возврат|einzelpreis|gesamtpreis|gesamt|endbetrag|tarif|тариф|eur|usd|gbp|chf|rub|руб|€|\$|£|₽)(?![\p{L}])/giu;

/**
 * A customs tariff or commodity code column (HS, CN, TARIC, NCM, ТН ВЭД): its cells ("8302.41")
 * have an amount's shape but classify goods.
 */
const TARIFF_COLUMN =
  /(?<![\p{L}])(?:hs|cn|taric|ncm|sh)(?:[ \t]*(?:code|codes|tariff|n[o°º]\.?))?(?![\p{L}])|tariff|commodity code|zolltarif|warennummer|warentarif|arancel|nomenclature|code douanier|codice doganale|voce doganale|código pautal|código aduaneiro|тн[ \t]*вэд|код тн/iu;

/** Labels whose value is an amount of money of a person (pay, rent, balance). */
const MONEY_LABEL =
  /(?<![\p{L}])(?:annual salary|salary|gross pay|net pay|wage|rent|balance|amount due|total due|salario(?: anual)?|sueldo|renta|saldo|salaire(?: annuel)?|loyer|solde|jahresgehalt|gehalt|bruttogehalt|nettogehalt|miete|saldo|retribuzione(?: annua)?|stipendio|canone|vencimento(?: anual)?|renda|оклад|зарплата|остаток)(?![\p{L}])[ \t]*:?[ \t]*(?:[$€£₽]|eur|usd|gbp)?[ \t]*$/iu;

/** A bare amount: grouped thousands or not, two decimals, optional sign. */
const AMOUNT =
  /(?<![\p{L}\p{N}.,'/:-])[-−+]?(?:\d{1,3}(?:[,. '\u00a0]\d{3})+|\d+)[.,]\d{2}(?:\d{2})?(?![\p{L}\p{N}]|[.,]\d)/gu;

/** Short month names of the seven languages as statement rows print them ("Mar", "mars", "Mär.", "мар"). */
const MONTH =
  '(?:jan|janv|ene|gen|feb|févr|fév|fev|mar|mär|märz|mars|apr|avr|abr|may|mai|mag|jun|juin|juni|giu|jul|juil|juli|lug|aug|ago|août|sep|sept|set|oct|okt|ott|out|nov|dec|déc|dez|dic|янв|фев|мар|апр|ма[йя]|июн[ья]?|июл[ья]?|авг|сен|окт|ноя|дек)(?![\\p{L}])\\.?';

/** A whole amount with thousands groups ("1,200", "15.000"), read only under a money column. */
const GROUPED_INTEGER = /(?<![\p{L}\p{N}.,'/:-])\d{1,3}(?:[,.]\d{3})+(?![\p{L}\p{N}]|[.,]\d)/gu;

/** A row's leading short date: "03/09", "14.03.", "14.03", "Sep 3", "3 Sep", "14. März", "14 мар". */
const ROW_DATE = new RegExp(
  `^(?:(\\d{1,2})[/.-](\\d{1,2})\\.?|${MONTH} \\d{1,2}|\\d{1,2}\\.? ${MONTH})(?=[ \\t])`,
  'iu',
);

/** A short date inside a row (a second "posted" column): same forms, bounded by spaces. */
const CELL_DATE = new RegExp(
  `(?<=^|[ \\t])(?:(\\d{1,2})[/.-](\\d{1,2})\\.?|${MONTH} \\d{1,2}|\\d{1,2}\\.? ${MONTH})(?=[ \\t]|$)`,
  'giu',
);

/** A page word before "1/2": a page count, not a date. */
const PAGE_WORD = /(?<![\p{L}])(?:page|seite|página|pagina|pág\.|стр\.|страница|p\.)[ \t]*$/iu;

/** A year written right after a short date ("28 août 2025", "17 июля 2025 г.", "December 2, 2025"). */
const YEAR_AFTER = /,?[ \t]+(?:de[ \t]+)?(?:19|20)\d\d(?:[ \t]*г\.)?(?![\p{L}\p{N}])/uy;

/** End of a short date at `end` of `text`, taking a year written right after it. */
function withYear(text: string, end: number): number {
  YEAR_AFTER.lastIndex = end;
  const year = YEAR_AFTER.exec(text);
  return year ? end + year[0].length : end;
}

/**
 * Column headers that announce identifiers in the rows below (the cell's label is the header):
 * member, policy, claim, record, ticket, employee, plate, passport, licence, tax, account and
 * user-name columns, in the seven languages.
 */
const ID_HEADER = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      'employee id|staff id|member id|customer id|patient id|student id|mrn|ssn|tax id|policy|claim|case|ticket|id',
      'employee|member|badge|passport|licen[cs]e|plate|account|routing|username|user|login',
      'código de entidad|code banque|blz|codice abi|código do banco|бик|sort code|aba',
      'socio|sócio|póliza|poliza|siniestro|historia clínica|incidencia|empleado|pasaporte|permiso|cuenta|usuario',
      'adhérent|contrat|sinistre|dossier|matricule|plaque|immatriculation|passeport|permis|compte|identifiant|n° fiscal',
      'mitgliedsnummer|versicherungsnummer|schadennummer|patientennummer|personalnummer|kennzeichen|reisepass|führerschein|kontonummer|benutzername|ust-idnr|steuer-id',
      'tessera|polizza|sinistro|cartella clinica|matricola|targa|passaporto|patente|conto|nome utente|partita iva|codice fiscale',
      'apólice|apolice|processo clínico|pedido|funcionário|matrícula|matricula|passaporte|carta de condução|conta|utilizador|nipc',
      'n\\.º de (?:empleado|funcionário|socio|sócio)|n° de sécurité sociale|dni|nif|nie|snils',
      'участника|полиса|убытка|медкарты|заявка|табельный номер|госномер|паспорт|удостоверение|сч[её]та|логин|снилс|инн',
      'nhc|ipp|sécu|tarjeta sanitaria|tessera sanitaria|utente|processo|beneficiário|asegurado|versichertennr|kv-nr|fall-nr|омс|карты',
      'ref|réf|rif|zeichen|customer|client|cliente|kunde|лицевой сч[её]т|исх|contract|contrato|contratto|vertrag|договор',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);

/**
 * "Nr.", "No.", "N.º", "N°", "№", "#" in a header: the column holds numbers of some kind. Only an
 * identifier column when the word before is not a business one ("Art.-Nr.", "Invoice No.").
 */
const NUMBER_MARK = /(?<![\p{L}])(?:nr|no|n\.?[º°]|núm|num)\.?(?![\p{L}])|№|#/giu;

/** True when a header line names an identifier column. */
function idHeader(line: string): boolean {
  if (!headerLine(line)) return false;
  if (testFolded(ID_HEADER, ID_HEADER_LOWER, line)) return true;
  for (const m of matchesOf(NUMBER_MARK, line))
    if (!isBusinessReference(line, m.index)) return true;
  return false;
}

/**
 * An identifier printed in groups inside its cell ("1820 7460 6994 2975", "EPVM 099109 124",
 * "099 637 296"): digit groups joined by single spaces, maybe after a short capital prefix.
 */
const SPACED_ID = /(?<=^|[ \t])(?:\p{Lu}{1,4}[ ](?=\d{6}))?\d{2,6}(?:[ ]\d{2,6}){0,4}(?=[ \t]|$)/gu;

/** A login in a user-name column: lower-case words joined by '.' or '_' (not a hyphenated word), or a word and digits. */
const LOGIN_CELL =
  /(?<=^|[ \t])[a-z][a-z0-9]*(?:[._][a-z0-9]+)+(?=[ \t]|$)|(?<=^|[ \t])[a-z]{2,}\d{2,}(?=[ \t]|$)/gu;

/** User-name column headers. */
const LOGIN_HEADER =
  /(?<![\p{L}])(?:login|user(?:name)?|usuario|identifiant|benutzer(?:name)?|nome utente|utilizador|логин|пользователь)(?![\p{L}])/iu;

/** An identifier cell: letters and digits with at least four digits, not an amount or a date. */
const ID_CELL =
  /(?<=^|[ \t])(?=[\p{L}\p{N}/-]*\d[\p{L}\p{N}/-]*\d[\p{L}\p{N}/-]*\d[\p{L}\p{N}/-]*\d)[\p{L}\p{N}](?:[\p{L}\p{N}]|[-/](?=[\p{L}\p{N}])){3,24}(?=[ \t]|$)/gu;

/**
 * The header and label patterns above in lower case without the i flag, for lines whose lower
 * case stands in for case folding (testFolded): half the native code of i-flag alternations of
 * words (the 16 MB limit, see compile-order.ts).
 */
const MONEY_HEADER_LOWER = new RegExp(lowerLiterals(MONEY_HEADER.source), 'gu');
const TARIFF_COLUMN_LOWER = new RegExp(lowerLiterals(TARIFF_COLUMN.source), 'u');
const MONEY_LABEL_LOWER = new RegExp(lowerLiterals(MONEY_LABEL.source), 'u');
const ID_HEADER_LOWER = new RegExp(lowerLiterals(ID_HEADER.source), 'u');
const LOGIN_HEADER_LOWER = new RegExp(lowerLiterals(LOGIN_HEADER.source), 'u');

/** One line of the text and where it starts. */
export interface Line {
  start: number;
  text: string;
}

/** The text's lines (page breaks end a line too). */
export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === '\n' || text[i] === '\f') {
      lines.push({ start, text: text.slice(start, i) });
      start = i + 1;
    }
  }
  return lines;
}

/** A header line: two to ten short column words and no digits. */
export function headerLine(line: string): boolean {
  const words = line.trim().split(/[ \t]+/);
  // Wide tables name up to fourteen columns; a sentence ends with its punctuation (a header may
  // end with an abbreviation: "Versichertennr.").
  return (
    words.length >= 2 &&
    words.length <= 14 &&
    !/\d/.test(line) &&
    !/[!?:;,]$|(?:^|\s)\p{Ll}{5,}\.$/u.test(line.trim())
  );
}

/** A header line with a money column. */
function moneyHeader(line: string): boolean {
  MONEY_HEADER.lastIndex = 0;
  return (
    headerLine(line) &&
    (testFolded(MONEY_HEADER, MONEY_HEADER_LOWER, line) || loanScheduleHeader(line))
  );
}

/** Recognises amounts under money columns and after money labels, and short dates in rows. */
export const statementRowRecognizer = safeRecognizer(
  'statement-row',
  ['MONEY_AMOUNT', 'DATE', 'ID', 'CREDIT_CARD', 'ORGANIZATION', 'LOCATION'],
  ({ folded }) => {
    const spans: Span[] = [];
    let inTable = false;
    let rowsLeft = 0;
    let idRows = 0;
    let logins = false;
    // A money table that ran to the foot of a page goes on over the page break without its
    // header (statements print their rows on); it ends at the first line of prose.
    let carried = false;
    // The header lines read so far (no digits), and whether the table has a reference column.
    let headerish = '';
    let refColumn = false;
    let tariffColumn = false;
    for (const line of linesOf(folded)) {
      // A page (or a block of the joined reading) ends every other table.
      if (folded[line.start - 1] === '\f') {
        carried = inTable;
        rowsLeft = 60;
        idRows = 0;
      }
      // A row that opens with its date is no prose, even when it ends in an abbreviation
      // ("11.09. 13.09. Lastschrift … Mandatsref.").
      if (
        carried &&
        inTable &&
        /[.!?]$/.test(line.text.trim()) &&
        !AMOUNT_AT_END.test(line.text) &&
        !ROW_DATE.test(line.text)
      ) {
        inTable = false;
        carried = false;
      }
      if (idHeader(line.text)) {
        idRows = 60;
        logins = testFolded(LOGIN_HEADER, LOGIN_HEADER_LOWER, line.text);
      } else if (idRows > 0) {
        // The table ends at a blank line, a heading-like line or a sentence (prose after it).
        const prose = line.text.split(/[ \t]+/).length > 20 || /[.!?:;]$/.test(line.text.trim());
        // A heading ends it too, but not a cell of a row wrapped in capitals ("DE LA", "NAËLLE MRS").
        const heading = headerLine(line.text) && /\p{Ll}/u.test(line.text);
        idRows = line.text.trim() === '' || prose || heading ? 0 : idRows - 1;
        if (idRows > 0 || !prose) spans.push(...idCells(line, logins));
      }
      // A header wrapped over lines ("Data Esercente Cod." / "autorizzazione" / "Importo"): the
      // lines without digits just above the rows are read together.
      const header = headerish ? `${headerish} ${line.text}` : line.text;
      headerish = /\d/.test(line.text) || line.text.trim() === '' ? '' : header.slice(-200);
      if (moneyHeader(line.text) || (header !== line.text && moneyHeader(header))) {
        carried = false;
        inTable = true;
        rowsLeft = 60;
        refColumn = REF_COLUMN.test(header);
        tariffColumn = testFolded(TARIFF_COLUMN, TARIFF_COLUMN_LOWER, header);
        continue;
      }
      if (inTable && (line.text.trim() === '' || rowsLeft-- <= 0)) inTable = false;
      // A row with an amount keeps the table open: a long statement printed one cell per line
      // (a browser's table, read cell by cell) runs past any fixed count of lines. A long
      // sentence after it ends it.
      if (inTable) {
        AMOUNT.lastIndex = 0;
        const hasAmount = AMOUNT.test(line.text);
        // matchAll starts a global regex's copy at its lastIndex: leave it at 0.
        AMOUNT.lastIndex = 0;
        if (hasAmount) rowsLeft = Math.max(rowsLeft, 40);
        else if (/[.!?]$/.test(line.text.trim()) && line.text.split(/[ \t]+/).length > 12)
          inTable = false;
      }
      if (inTable) {
        const date = ROW_DATE.exec(line.text);
        const dateEnd =
          date && plausibleDayMonth(date[1], date[2]) ? withYear(line.text, date[0].length) : 0;
        // Above the general parser's reading, which may pair a row date with the next cell's
        // digits ("Apr 10 04" of "Apr 10 04/11").
        if (dateEnd > 0) {
          const span = makeSpan('DATE', line.start, line.start + dateEnd, 0.86, 'statement-row');
          span.reason = 'date at the start of a statement row';
          spans.push(span);
        }
        const dateCells: Array<[number, number]> = [[0, dateEnd]];
        for (const m of matchesOf(CELL_DATE, line.text)) {
          if (m.index < dateEnd || !plausibleDayMonth(m[1], m[2])) continue;
          // "16.03." with its closing dot, or "03/11" between spaces: a date, not an amount.
          if (/^\d+[/.]\d+$/.test(m[0]) && m[0].includes('.')) continue;
          // "Call us 24/7" is a promise, not a date; "Page 1/1" a page.
          if (m[0] === '24/7') continue;
          if (PAGE_WORD.test(line.text.slice(Math.max(0, m.index - 12), m.index))) continue;
          const cellEnd = withYear(line.text, m.index + m[0].length);
          dateCells.push([m.index, cellEnd]);
          const span = makeSpan(
            'DATE',
            line.start + m.index,
            line.start + cellEnd,
            0.86,
            'statement-row',
          );
          span.reason = 'short date in a statement row';
          spans.push(span);
        }
        for (const m of matchesOf(GROUPED_INTEGER, line.text)) {
          const span = makeSpan(
            'MONEY_AMOUNT',
            line.start + m.index,
            line.start + m.index + m[0].length,
            0.7,
            'statement-row',
          );
          span.reason = 'whole amount under a money column';
          spans.push(span);
        }
        let firstAmount = true;
        for (const m of matchesOf(AMOUNT, line.text)) {
          // "14.12." is the row's date, not an amount.
          if (dateCells.some(([a, b]) => m.index >= a && m.index < b)) continue;
          // Under a tariff-code column the row's first "8302.41" is the goods' code, not money.
          const code = tariffColumn && firstAmount && /^\d{4}\.\d{2}$/.test(m[0]);
          firstAmount = false;
          if (code) continue;
          const [from, to] = withSign(line.text, m.index, m.index + m[0].length);
          const span = makeSpan(
            'MONEY_AMOUNT',
            line.start + from,
            line.start + to,
            0.8,
            'statement-row',
          );
          span.reason = 'amount under a money column';
          spans.push(span);
        }
      }
      if (inTable) spans.push(...rowReferences(folded, line, refColumn));
      for (const m of matchesOf(AMOUNT, line.text)) {
        const before = line.text.slice(Math.max(0, m.index - 40), m.index);
        if (!testFolded(MONEY_LABEL, MONEY_LABEL_LOWER, before)) continue;
        const span = makeSpan(
          'MONEY_AMOUNT',
          line.start + m.index,
          line.start + m.index + m[0].length,
          0.8,
          'statement-row',
        );
        span.reason = 'amount after a pay, rent or balance label';
        spans.push(span);
      }
      spans.push(...phraseAmounts(line));
    }
    // Merchants and their towns in card-payment rows (card-merchants.ts).
    spans.push(...cardMerchants(folded));
    return spans;
  },
);

/** A line that ends in an amount: a row, not prose, even when it ends with a dot ("1.234,56-"). */
const AMOUNT_AT_END = /\d[.,]\d{2}-?$/;

/**
 * A reference a statement row labels (transaction, mandate, authorisation, receipt, payroll
 * reference: "/RUM BA9385954 /REF 98935386", "AUT. CW2368316 REF. 23232610", "Nº RECIBO
 * LZ6459127", "PPD ID: 90492462"); the value may start the next line of a wrapped row. In a
 * statement these number a person's payments, not a company's documents.
 */
const ROW_REFERENCE =
  /(?<![\p{L}])(?:(?:ref(?:erencia|erenz|erência)?|réf|rif|rum|aut|auth|mandato|mandat|mandatsref|recibo|ricevuta|ppd id|web id|id|trn|txn|cro|end-to-end|e2e|n[º°]|№)[ \t\n]*[.:]?[ \t\n]*)+([A-Z0-9](?:[A-Z0-9]|[-/._](?=[A-Z0-9])){4,30})(?![\p{L}\p{N}])/giu;

/** A reference or authorisation column in a statement's header. */
const REF_COLUMN =
  /(?<![\p{L}])(?:reference|ref\.?|référence|réf\.?|referencia|riferimento|rif\.?|referência|referenz|autoriz\p{L}*|authori[sz]ation|auth\.?|autorisation|autorización|autorização|авторизаци\p{L}*|код|cod\.?|code)(?![\p{L}])/iu;

/** The code right before a row's amount under a reference column ("BOISE X68310 66.74"). */
const CODE_BEFORE_AMOUNT =
  /(?<=[ \t])(?:[A-Z]{1,2}\d{4,10}|\d{5,10})(?=[ \t]+[-−+]?\d[\d.,' ]*[.,]\d{2}(?:[ \t]|$))/gu;

/** A reference cell alone on its line, and an amount cell opening the next line. */
const CODE_CELL = /^[ \t]*([A-Z]{1,2}\d{4,10}|\d{5,10})[ \t]*$/u;
const AMOUNT_CELL = /^[ \t]*[-−+]?\d[\d.,' ]*[.,]\d{2}(?:[ \t]|\n|$)/u;

/** A card's last four digits after a star in a statement row ("COMPRA *7284", "CARTE *8350"). */
const STAR_LAST_FOUR = /(?<![\p{L}\p{N}*])\*\d{4}(?![\p{L}\p{N}])/gu;

/** The references labelled in one row of a money table (the value may open the next line). */
function rowReferences(folded: string, line: Line, refColumn: boolean): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(STAR_LAST_FOUR, line.text)) {
    const span = makeSpan(
      'CREDIT_CARD',
      line.start + m.index,
      line.start + m.index + 5,
      0.95,
      'statement-row',
    );
    span.reason = 'masked card in a statement row';
    spans.push(span);
  }
  if (refColumn) {
    for (const m of matchesOf(CODE_BEFORE_AMOUNT, line.text)) {
      const start = line.start + m.index;
      const span = makeSpan('ID', start, start + m[0].length, 0.65, 'statement-row');
      span.reason = 'code under a reference or authorisation column';
      spans.push(span);
    }
    // A row printed one cell per line: the code alone on its line, the amount on the next.
    const code = CODE_CELL.exec(line.text);
    const next = line.start + line.text.length + 1;
    if (code && AMOUNT_CELL.test(folded.slice(next, next + 24))) {
      const start = line.start + code.index + code[0].indexOf(code[1]!);
      const span = makeSpan('ID', start, start + code[1]!.length, 0.65, 'statement-row');
      span.reason = 'code under a reference or authorisation column';
      spans.push(span);
    }
  }
  const end = line.start + line.text.length;
  const text = folded.slice(line.start, Math.min(folded.length, end + 30));
  for (const m of matchesOf(ROW_REFERENCE, text)) {
    if (m.index >= line.text.length) break;
    const value = m[1]!;
    // Five digits at least: "REF. MANDATO" words, amounts and store numbers stay out.
    if ((value.match(/\d/g)?.length ?? 0) < 5 || /^\d{1,3}[.,]\d{2}$/.test(value)) continue;
    const start = line.start + m.index + m[0].length - value.length;
    const span = makeSpan('ID', start, start + value.length, 0.5, 'statement-row');
    span.reason = `reference labelled "${m[0].slice(0, m[0].length - value.length).trim()}" in a statement row`;
    spans.push(span);
  }
  return spans;
}

/**
 * An amount's accounting sign around it: "(106.73)" in brackets, "1.234,56-" with a trailing
 * minus. The box covers the sign too, so the printed value is gone whole.
 */
export function withSign(text: string, start: number, end: number): [number, number] {
  if (text[start - 1] === '(' && text[end] === ')') return [start - 1, end + 1];
  if (text[end] === '-' && !/[\p{L}\p{N}]/u.test(text[end + 1] ?? ' ')) return [start, end + 1];
  // The currency printed with the amount ("£1,763.00", "€ 397,35", "26,26 руб."): a box without
  // it would win over the money reader's wider one and leave the sign readable.
  // Not the sign closing the amount before ("12,00 € 45,00": that '€' is 12,00's).
  const lead = text.slice(Math.max(0, start - 8), start);
  const before = CURRENCY_BEFORE.exec(text.slice(Math.max(0, start - 4), start));
  if (before && !/\d[ \t]?(?:[$€£₽]|EUR|USD|GBP|CHF)[ \t]?$/u.test(lead))
    return [start - before[0].length, end];
  const after = CURRENCY_AFTER.exec(text.slice(end, end + 6));
  if (after) return [start, end + after[0].length];
  return [start, end];
}

/** A currency sign or code right before an amount. */
const CURRENCY_BEFORE = /(?<![\p{L}])(?:[$€£₽]|EUR|USD|GBP|CHF)[ \t]?$/u;

/** A currency sign or code right after an amount. */
const CURRENCY_AFTER = /^[ \t]?(?:[€$£₽]|EUR|USD|GBP|CHF|руб\.?|р\.)(?![\p{L}\p{N}])(?![ \t]*\d)/u;

/**
 * Words that make the amount after them money even without a currency ("a deposit of 1,200.00",
 * "Kaution in Höhe von 1.500,00", "le montant de 1 250,00", "Miete: 850,-"), and the values and
 * taxes of customs declarations and tax notices ("Customs value (EUR) 12 500,00", "Tax due").
 */
const MONEY_PHRASE =
  /(?<![\p{L}])(?:deposit|security deposit|amount|sum|fee|premium|refund|payment|instal?lment|outstanding|balance|remaining|restbetrag|saldo|solde|residuo|dívida|остаток|задолженность|долг|kaution|betrag|summe|gesamtbetrag|miete|kaltmiete|warmmiete|beitrag|erstattung|zahlung|rate|fianza|importe|suma|cuota|prima|reembolso|pago|renta|alquiler|caution|montant|somme|prime|cotisation|remboursement|paiement|mensualité|loyer|cauzione|importo|somma|premio|rimborso|pagamento|rata|canone|caução|montante|valor|soma|prémio|reembolso|prestação|renda|залог|сумм\p{L}*|взнос|платёж|платеж|оплата|возмещение|премия|declared value|customs value|invoice value|goods value|valeur déclarée|valeur en douane|valor declarado|valor en aduana|zollwert|warenwert|rechnungswert|valore dichiarato|valore doganale|valor aduaneiro|стоимость|tax|duty|vat|impuesto|impôt|steuer|imposta|imposto|налог\p{L}*|пошлин\p{L}*)(?:[ \t]+\p{L}[\p{L}']{0,14}){0,3}[ \t]*\(?(?:[$€£₽]|eur|usd|gbp|chf|rub)?\)?[ \t]*:?[ \t]*(?:[$€£₽]|eur|usd|gbp)?[ \t]*$/iu;

/** An amount after a money phrase: two decimals, ",-", or thousands groups. */
const PHRASE_AMOUNT =
  /(?<![\p{L}\p{N}.,'/:-])(?:\d{1,3}(?:[,. '\u00a0]\d{3})+|\d+)(?:[.,]\d{2}|,-)?(?![\p{L}\p{N}]|[.,]\d)/gu;

/** Amounts that a money word introduces on the same line. */
function phraseAmounts(line: Line): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(PHRASE_AMOUNT, line.text)) {
    // Plain small integers ("rate 3", "total 12") are counts; decimals, ",-" or groups say money.
    if (!/[.,]\d{2}$|,-$|\d[,. '\u00a0]\d{3}/.test(m[0])) continue;
    // A rate is no amount ("Tax rate 20,00 %").
    if (/^[ \t]?%/.test(line.text.slice(m.index + m[0].length))) continue;
    if (!MONEY_PHRASE.test(line.text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const span = makeSpan(
      'MONEY_AMOUNT',
      line.start + m.index,
      line.start + m.index + m[0].length,
      0.75,
      'statement-row',
    );
    span.reason = 'amount after a money word';
    spans.push(span);
  }
  return spans;
}

/** An identifier span of a row under an ID column header. */
function idSpan(line: Line, start: number, end: number, reason: string): Span {
  const span = makeSpan('ID', line.start + start, line.start + end, 0.5, 'statement-row');
  span.reason = reason;
  return span;
}

/** The identifier cells of one row under an ID column header (`logins`: a user-name column). */
function idCells(line: Line, logins: boolean): Span[] {
  const spans: Span[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of matchesOf(SPACED_ID, line.text)) {
    const groups = m[0].match(/\d+/g) ?? [];
    const digits = groups.join('').length;
    // An amount with thousands in spaces ("1 234,56") goes on with its decimals; years stand alone.
    // "AB 123456": a capital prefix before six digits; without one, seven digits at least.
    if (
      digits < (/^\p{Lu}/u.test(m[0]) ? 6 : 7) ||
      /^[.,]\d/.test(line.text.slice(m.index + m[0].length))
    )
      continue;
    if (groups.every((g) => /^(?:19|20)\d\d$/.test(g))) continue;
    taken.push([m.index, m.index + m[0].length]);
    spans.push(
      idSpan(line, m.index, m.index + m[0].length, 'grouped identifier under an ID column'),
    );
  }
  for (const m of matchesOf(ID_CELL, line.text)) {
    const value = m[0];
    if (taken.some(([a, b]) => m.index < b && a < m.index + value.length)) continue;
    // Dates, years and "07/02" or "12/2025" (a short date, an expiry) are no identifiers.
    if (
      /^\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}$/.test(value) ||
      /^\d{1,2}[-/]\d{2,4}$/.test(value) ||
      /^(?:19|20)\d\d$/.test(value)
    )
      continue;
    // A group of a longer grouped number (an IBAN's "4520", a phone's "555 0142").
    const before = line.text.slice(Math.max(0, m.index - 6), m.index);
    const after = line.text.slice(m.index + value.length, m.index + value.length + 6);
    // A neighbouring grouped identifier of the next cell ("U1497084 6668 3621 20") does not count.
    const end = m.index + value.length;
    if (
      (/(?:^|[ \t])(?=[\p{Lu}\d]*\d)[\p{Lu}\d]{2,4}[ ]$/u.test(before) &&
        !taken.some(([, b]) => b === m.index - 1)) ||
      (/^[ ](?=[\p{Lu}\d]*\d)[\p{Lu}\d]{2,4}(?:[ \t]|$)/u.test(after) &&
        !taken.some(([a]) => a === end + 1))
    )
      continue;
    // An airline's designator before one to four digits is a flight ("XE 1656", "IB3456"), no
    // person's number.
    if (/^\d{1,4}$/.test(value) && /(?:^|[ \t])[A-Z][A-Z0-9][ ]?$/u.test(before)) continue;
    spans.push(idSpan(line, m.index, m.index + value.length, 'identifier under an ID column'));
  }
  if (logins) {
    for (const m of matchesOf(LOGIN_CELL, line.text)) {
      spans.push(idSpan(line, m.index, m.index + m[0].length, 'login under a user-name column'));
    }
  }
  return spans;
}

/** True when two numbers can be a day and a month in either order (or when there are none). */
function plausibleDayMonth(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return true;
  const x = Number(a);
  const y = Number(b);
  if (x < 1 || y < 1) return false;
  return (x <= 12 && y <= 31) || (y <= 12 && x <= 31);
}
