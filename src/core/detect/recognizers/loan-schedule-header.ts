/**
 * A loan's repayment schedule heads its columns "No. / Due date / Instalment / Interest /
 * Balance" in words the general money headers (statement-rows.ts) do not hold in every language
 * ("N° Échéance Mensualité Intérêts Capital restant dû", "Nr. Fällig am Rate Zinsen
 * Restschuld", "N. Scadenza Rata Interessi Debito residuo", "N.º Vencimento Prestação Juros").
 * The plain amounts under it are the borrower's money. An interest word alone is a heading of
 * prose ("Conflicts of interest"), so the line must also name the instalment's number or its
 * due date.
 */
/** Interest, instalment and outstanding-capital column words of the seven languages (lower case). */
const LOAN_COLUMN = new RegExp(
  '(?<![\\p{L}])(?:interest|intereses|interés|intérêts?|zinsen|interessi|juros|проценты|' +
    'instal?lments?|repayments?|mensualités?|prestação|ratenbetrag|платёж|платеж|' +
    'restschuld|capital restant|capital pendiente|capitale residuo|debito residuo|' +
    'capital em dívida|остаток долга)(?![\\p{L}])',
  'u',
);

/** An instalment number or due-date column word ("No.", "N°", "Nr.", "№", "Due date", "Échéance"). */
const SCHEDULE_COLUMN = new RegExp(
  '(?<![\\p{L}])(?:no\\.|nr|n\\.?[º°]|n\\.|núm|№|due date|échéance|fällig(?: am)?|' +
    'fälligkeit|scadenza|vencimento|vencimiento|fecha|дата(?: платежа)?)(?![\\p{L}])',
  'u',
);

/** True when a table header line is a loan schedule's (interest or instalment and a number or date column). */
export function loanScheduleHeader(line: string): boolean {
  const lower = line.toLowerCase();
  return LOAN_COLUMN.test(lower) && SCHEDULE_COLUMN.test(lower);
}
