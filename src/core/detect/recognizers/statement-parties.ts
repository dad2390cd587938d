/**
 * Bank and card statement rows ("03/09 CARD PAYMENT TESCO STORES 3297 REF 884120394 -25.40
 * 1,966.13"): a line that starts with a date and ends with one to three amounts is a row; between
 * them, after the posting words ("CARD PAYMENT", "Lastschrift", "Virement de", "Compra en",
 * "Перевод"), the counterparty or merchant is an ORGANIZATION or PERSON_NAME, and a code with
 * digits (transaction reference, end-to-end id, mandate reference, authorisation code) is an ID.
 * Posting words, amounts, dates and headers are never flagged; a description made only of
 * statement vocabulary ("Interest charged", "Saldo anterior") yields nothing.
 */
import type { Span } from '../span';
import { COMMON_CAPITALISED } from './common-words';
import { makeSpan, safeRecognizer } from './helpers';
import { isListedPlace } from './location';
import { type Line, linesOf } from './statement-rows';
import { caseFoldedLower, lowerLiterals } from './text-helpers';

/** Month names as statement dates print them, in the seven languages. */
const MONTH =
  '(?:jan|janv|ene|gen|feb|févr|fév|fev|mar|mär|märz|mars|apr|avr|abr|may|mai|mag|jun|juin|juni|giu|jul|juil|juli|lug|aug|ago|août|sep|sept|set|oct|okt|ott|out|nov|dec|déc|dez|dic|янв|фев|мар|апр|ма[йя]|июн[ья]?|июл[ья]?|авг|сен|окт|ноя|дек)\\p{L}*\\.?';

/** One date cell: "03/09", "14.03.", "03/09/2024", "2024-09-03", "3 Sep 2024", "Sep 3". */
const DATE_CELL = `(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[/.-]\\d{1,2}(?:[/.-]\\d{2,4})?\\.?|\\d{1,2}\\.? ${MONTH}(?: \\d{4})?|${MONTH} \\d{1,2}(?:,? \\d{4})?)`;

/** A row's leading dates: one or two cells (booking and value date). */
const ROW_START = new RegExp(`^[ \\t]*${DATE_CELL}(?:[ \\t]+${DATE_CELL})?[ \\t]+`, 'iu');

/** One amount cell, with its sign, currency and CR/DR mark. */
const AMOUNT_CELL =
  "(?:(?:eur|usd|gbp|chf|rub)[ ])?(?:[-−+]?[ ]?(?:[$€£₽][ ]?)?(?:\\d{1,3}(?:[,. \\u00a0']\\d{3})+|\\d+)[.,]\\d{2}(?:[ ]?(?:[-−+]|cr|dr|€|eur|usd|gbp|rub|₽|руб\\.?))?)";

/** A row's trailing amounts: one to three cells at the end of the line. */
const ROW_END = new RegExp(`(?:[ \\t]+${AMOUNT_CELL}){1,3}[ \\t]*$`, 'iu');

/**
 * Posting words that open a description (longest first inside each language), with the
 * preposition that may follow; never flagged.
 */
const POSTING_SOURCE =
  '^(?:(?:' +
  [
    // English
    'direct dep(?:osit)?(?: payroll)?|payroll deposit|autopay|zelle payment|zelle|card payment|card purchase|debit card purchase|pos purchase|pos|contactless(?: payment)?|direct debit|dd|standing order|s/o|so|faster payment(?:s)?(?: received| sent)?|fps|bacs(?: credit)?|bank giro credit|bgc|bill payment|online payment|online transfer|transfer|tfr|atm withdrawal|cash withdrawal|atm|payment|purchase|credit|debit|deposit|refund|salary|chq|cheque|wire transfer|incoming wire|outgoing wire|ach debit|ach credit|sepa(?: credit transfer| direct debit)?',
    // German
    'lastschrift|sepa-lastschrift|basislastschrift|gutschrift|sepa-gutschrift|überweisung|sepa-überweisung|echtzeitüberweisung|dauerauftrag|kartenzahlung|kartenumsatz|girocard|ec-karte|bargeldauszahlung|geldautomat|gehalt|lohn|miete|zahlung',
    // French
    'virement(?: sepa)?(?: reçu| émis| instantané)?|vir(?:\\.| sepa| inst)?|prélèvement(?: sepa)?|prlv(?: sepa)?|paiement(?: par)?(?: carte| cb)?|carte|cb|retrait(?: dab)?|dab|remise(?: de)? chèque|chèque|avoir|achat',
    // Italian
    'bonifico(?: sepa)?(?: istantaneo)?|addebito(?: sdd| diretto)?|sdd|pagamento(?: pos| carta| bancomat| pagobancomat)?|pos|prelievo(?: bancomat| atm)?|accredito(?: stipendio)?|giroconto|rid|acquisto',
    // Spanish
    'compra(?: con tarjeta| tarjeta| tpv)?|pago(?: con tarjeta| tarjeta| tpv| bizum)?|tpv|bizum|transferencia(?: sepa)?(?: recibida| emitida| inmediata)?|transf\\.?|recibo|adeudo(?: sepa| domiciliado)?|abono(?: nómina| de nómina| transferencia)?|nómina|reintegro(?: cajero)?|cajero|ingreso|cargo|devolución',
    // Portuguese
    'pagamento(?: de serviços| mb way| multibanco)?|compra(?: mb way| multibanco| cartão)?|mb way|transferência(?: sepa)?(?: recebida| emitida| imediata)?|trf\\.?|débito direto|débito|crédito|levantamento(?: multibanco)?|depósito|pix|ted|doc',
    // Russian
    'перевод(?: средств| сбп)?|оплата(?: картой| услуг| по карте)?|покупка|списание|зачисление|снятие наличных|снятие|пополнение|возврат|платёж|платеж|комиссия|зарплата',
  ].join('|') +
  ')(?![\\p{L}\\p{N}])[ \\t]*)+(?:' +
  // The preposition that names the other party (longest first).
  'a vostro favore da|vostro favore da|a vostro favore|a favore di|a favore|en faveur de|a favor de|em favor de|favor de|to|from|at|for|an|von|bei|à|au|aux|de|du|des|vers|par|da|di|en|para|pelo|pela|por|a|от|для|на|в|через' +
  ')?(?![\\p{L}\\p{N}])[ \\t:]*';
const POSTING = new RegExp(POSTING_SOURCE, 'iu');
/**
 * POSTING in lower case without the i flag, for a text whose lower case stands in for case
 * folding (caseFoldedLower): about half the native code of the i-flag alternation (16 MB limit).
 */
const POSTING_LOWER = new RegExp(lowerLiterals(POSTING_SOURCE), 'u');

/** POSTING's match at the start of `text` (its text as written), read in lower case where it can. */
function postingOf(text: string): RegExpExecArray | null {
  const lower = caseFoldedLower(text);
  if (lower === undefined) return POSTING.exec(text);
  const m = POSTING_LOWER.exec(lower);
  if (m) m[0] = text.slice(m.index, m.index + m[0].length);
  return m;
}

/**
 * How many characters of `text` are posting words at its start that a counterparty's name never
 * opens with ("DIRECT DEBIT British Gas Ltd", "LASTSCHRIFT Stadtwerke Kassel GmbH"): posting
 * words written in capitals before a name that is not, several posting words, or posting words
 * ending in the preposition that names the party ("Transfer to"). A single capitalised word that
 * may open a firm's name ("Payment Systems Ltd", "Crédit Agricole") is kept. 0 when none.
 */
/** Posting words that may also open a firm's name ("Payment Systems", "Crédit Agricole"). */
const AMBIGUOUS_POSTING = new Set(
  'payment purchase credit debit deposit refund transfer crédit crédito débito carte card pos atm cash compra pago achat avoir cargo ingreso abono miete gehalt lohn zahlung salary'.split(
    ' ',
  ),
);

export function postingPrefixLength(text: string): number {
  const m = postingOf(text);
  if (!m || m[0].length >= text.trimEnd().length) return 0;
  const words = m[0].trim().split(/[ \t:]+/u);
  const rest = text.slice(m[0].length);
  const capitals = /^[^\p{Ll}]+$/u.test(m[0]) && /^\p{Lu}[^ \t]*\p{Ll}/u.test(rest);
  const allCapsRun =
    /^[^\p{Ll}]+$/u.test(m[0]) && /^[^\p{Ll}\n]+$/u.test(rest) && words.length >= 2;
  const plain = words.length === 1 && !AMBIGUOUS_POSTING.has(words[0]!.toLowerCase());
  return capitals || allCapsRun || plain || words.length >= 2 ? m[0].length : 0;
}

/**
 * Column headers of a bank or card statement: a balance, a reference, a booking text or a
 * merchant column (a claim's "Treatment | Code | Amount" table is no statement).
 */
const STATEMENT_HEADER =
  /(?<![\p{L}])(?:balance|saldo|solde|kontostand|остаток|reference|ref\.?|referenz|référence|réf\.?|riferimento|rif\.?|referência|referencia|референс|номер операции|description|descripción|descrizione|descrição|описание|merchant|payee|narrative|particulars|concepto|comercio|libellé|commerçant|buchungstext|verwendungszweck|händler|empfänger|auftraggeber|causale|esercente|descritivo|comerciante|назначение платежа|контрагент|получатель|umsatz|umsätze|beleg|operazione|operación|opération|movimento|movimiento|операция|транзакция|торговая точка|код авторизации|autorización|autorizzazione|authori[sz]ation|autorisation|autorização)(?![\p{L}])/iu;

/** Header words of a merchant, payee or counterparty column. */
const MERCHANT_HEADER =
  /(?<![\p{L}])(?:merchant|payee|esercente|comercio|comerciante|establecimiento|estabelecimento|commerçant|händler|empfänger|auftraggeber|контрагент|получатель|торговая точка|магазин)(?![\p{L}])/iu;

/** Prepositions after which the other party is a person when it looks like a name. */
const PERSON_CUE =
  /(?:\b(?:to|from)|\bvon|\ban|\bde|\bà|\bvers|en faveur de|a favore di|\bda|\bpara|\ba|перевод\p{L}*|\bот)[ \t:]*$/iu;

/** Words that open a row's purpose or account field; the party has ended before them. */
const PURPOSE =
  /^(?:verwendungszweck|zweck|causale|\/?motif|motif|concepto|motivo|descrição|назначение|vencimento|payroll|memo|purpose|info|détail|dettaglio|for)[:.]?$/iu;

/** Account and customer fields inside a row; the party has ended before them. */
const ACCOUNT_FIELD = /^(?:iban|bic|gläubiger-id|kunden-nr\.?)[:.]?$/iu;

/** Markers that introduce a reference in a row; never flagged themselves. */
const REF_MARKER =
  /^(?:ref\.?|refs?:|reference:?|referenz:?|réf\.?:?|référence:?|rif\.?:?|riferimento:?|referencia:?|referência:?|ref\.ª|референс:?|mandatsref\.?:?|mandatsreferenz:?|mandat:?|mandate:?|mandato:?|rum:?|e2e(?:-ref|-id)?:?|eref:?|mref:?|cred:?|end-to-end(?:-ref)?:?|cro:?|trn:?|tid:?|txn:?|trx:?|aut\.?:?|auth\.?:?|autor\.?:?|autoriz\.?:?|авт\.?:?|n[°º]\.?|no\.?|nr\.?|núm\.?|№|id:?|op\.?:?|опер\.?:?|код:?|ссылка:?)$/iu;

/**
 * Statement vocabulary: a description made only of these (and short function words) is a fee,
 * interest or balance line and has no party.
 */
const STATEMENT_WORDS = new Set(
  (
    'interest charged paid fee fees charge charges balance brought forward carried opening closing ' +
    'previous new payment thank you received monthly annual account maintenance service overdraft ' +
    'card cash withdrawal deposit transfer refund adjustment tax total statement credit debit ' +
    'purchase purchases foreign transaction late minimum due sepa pos atm online contactless ' +
    'zinsen sollzinsen habenzinsen gebühr gebühren kontoführung kontoführungsgebühr entgelt ' +
    'abschluss rechnungsabschluss saldo alter neuer anfangssaldo endsaldo übertrag vortrag ' +
    'kartenzahlung lastschrift gutschrift überweisung dauerauftrag bargeld auszahlung einzahlung ' +
    'intérêts intérêt frais commission commissions cotisation tenue compte solde précédent ' +
    'nouveau ancien report virement prélèvement paiement carte retrait versement remise agios ' +
    'interessi competenze commissioni commissione canone spese saldo iniziale finale precedente ' +
    'bonifico addebito accredito prelievo bollo imposta ' +
    'intereses comisión comisiones mantenimiento cuota saldo anterior inicial final ' +
    'transferencia recibo abono cargo compra pago nómina ingreso reintegro ' +
    'juros comissão comissões manutenção imposto selo saldo transferência pagamento levantamento ' +
    'débito crédito depósito ' +
    'проценты процент комиссия обслуживание остаток входящий исходящий начальный конечный ' +
    'перевод оплата покупка списание зачисление пополнение снятие наличных возврат плата за ' +
    'счета счёта счет счёт карты карта услуг ' +
    // Words after the merchant: the card, the mandate, the channel ("Karte *8417", "MANDATO",
    // "AUTOPAY WEB", "CARTE 4974", "TARJ.")
    'karte carte tarjeta tarj carta cartão mandato autopay web ppd branch filiale sucursal agence ga gaa mb ' +
    // A card account's settlement row ("ABONO LIQUIDACIÓN TARJETA", "REMBOURSEMENT CARTE",
    // "PAGAMENTO CARTÃO OBRIGADO", "ПОГАШЕНИЕ ЗАДОЛЖЕННОСТИ", "Ausgleich Kreditkartenkonto")
    'liquidación liquidacion liquidação liquidazione remboursement obrigado спасибо ' +
    'погашение задолженности задолженность ausgleich kreditkartenkonto kreditkarte ' +
    // Common purposes after a person's name ("Gutschrift von X Miete", "…Geschenk")
    'miete rent loyer affitto alquiler renda аренда geschenk gift regalo cadeau presente подарок'
  ).split(' '),
);

/** Legal-form words that make a party an organisation. */
const ORG_SUFFIX =
  /(?<![\p{L}])(?:ltd|limited|plc|llc|llp|inc|corp|co|gmbh|ag|kg|ohg|ug|e\.?v|sa|sas|sarl|sasu|eurl|snc|spa|s\.p\.a|srl|s\.r\.l|sl|s\.l|slu|sau|s\.a|lda|ltda|ооо|оао|зао|ао|пао|ип)\.?(?![\p{L}])/iu;

/** A Russian legal form, written before the firm's name ("ПАО «Техносервис»"). */
const ORG_FORM_BEFORE = /^(?:ооо|оао|зао|ао|пао|ип)$/iu;

interface Token {
  start: number;
  end: number;
  text: string;
}

/** The space-separated tokens of `text` between `from` and `to`. */
function tokens(text: string, from: number, to: number): Token[] {
  const out: Token[] = [];
  const re = /[^\s]+/gu;
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) {
    out.push({ start: m.index, end: Math.min(to, m.index + m[0].length), text: m[0] });
  }
  return out;
}

/** A reference code: letters and digits with four digits or more, not an amount or a time. */
function isReference(word: string): boolean {
  const digits = word.replace(/\D/g, '').length;
  if (digits < 4 || !/^[\p{L}\p{N}][\p{L}\p{N}/_.:-]*[\p{L}\p{N}]$/u.test(word)) return false;
  return !/^\d{1,2}:\d{2}(?::\d{2})?$/.test(word) && !/^\d+[.,]\d{2}$/.test(word);
}

/** True when a word is a statement word or a short function word, so no part of a party. */
function vocabulary(word: string): boolean {
  // "E." of "VIREMENT À E. PEYREFITTE" is a person's initial, not the word "e".
  if (/^\p{Lu}\.$/u.test(word)) return false;
  // "Labor Dr. Reinhardt MVZ GmbH", "Apotheke St. Georg": a title in Title Case with its stop is
  // part of the party's name, not the debit marker "DR".
  if (/^(?:Dr|Prof|St)\.$/u.test(word)) return false;
  const w = word.toLowerCase().replace(/[.:,;]+$/u, '');
  return STATEMENT_WORDS.has(w) || (COMMON_CAPITALISED.has(w) && !/^\p{Lu}{2,}$/u.test(word));
}

/** Finds the counterparties and references of statement rows. */
export const statementPartyRecognizer = safeRecognizer(
  'statement-party',
  ['ORGANIZATION', 'PERSON_NAME', 'ID', 'LOCATION'],
  ({ text }) => {
    const spans: Span[] = [];
    const lines = linesOf(text);
    const rows = lines.map(rowMiddle);
    // Rows since the last header line that names a statement column (-1: none seen).
    let statementRows = -1;
    // Whether that header names a merchant or payee column: its rows' capitalised words are one.
    let merchantColumn = false;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const middle = rows[i];
      if (!middle) {
        // One cell per line (a table printed by a browser): a row's date alone on the line
        // before, its description on this line (wrapped onto the next), its amounts below.
        const cellRow = cellRowDescription(lines, i);
        if (cellRow) {
          const posting = postingOf(line.text);
          const liberal = Boolean(posting?.[0].trim()) || merchantColumn;
          spans.push(
            ...describe(text, line.start, line.start + line.text.length, posting, liberal, true),
          );
          // The cells between the description and the amounts: its wrapped part, a reference;
          // a town or a category in Title Case yields nothing there.
          for (let k = 1; k < cellRow; k++) {
            const next = lines[i + k]!;
            // A country or state code alone ("FR", "ITA", "CA") is no merchant.
            // A legal form wrapped alone ("… GmbH & Co." / "KG") stays the name's.
            if (/^[ \t]*\p{Lu}{2,3}[ \t]*$/u.test(next.text) && !ORG_SUFFIX.test(next.text))
              continue;
            // A town column ("VALENCIA ES", "Köln DE"): the town is a place, the code nothing.
            const town = /^[ \t]*(\S.*?)(?:[ \t]+\p{Lu}{2,3})?[ \t]*$/u.exec(next.text)!;
            if (isListedPlace(town[1]!)) {
              const at = next.start + next.text.indexOf(town[1]!);
              const span = makeSpan('LOCATION', at, at + town[1]!.length, 0.7, 'statement-party');
              span.reason = 'town of a card payment in a statement row';
              spans.push(span);
              continue;
            }
            // A descriptor in capitals wraps in capitals; a Title Case word under it is the
            // next column (a category: "Restaurantes", "Combustível").
            const wrap =
              liberal &&
              cellRow === 2 &&
              (/\p{Ll}/u.test(line.text) || !/\p{Ll}/u.test(next.text)) &&
              // A descriptor ending in its country or state code is whole ("… BILBAO ES").
              !/[ \t]\p{Lu}{2,3}[ \t]*$/u.test(line.text);
            spans.push(
              ...describe(text, next.start, next.start + next.text.length, null, wrap, false),
            );
          }
          continue;
        }
        if (headerLine(line.text)) {
          statementRows = STATEMENT_HEADER.test(line.text) ? 0 : -1;
          merchantColumn = statementRows === 0 && MERCHANT_HEADER.test(line.text);
        } else if (
          // A header printed one cell per line ("Trans Date" / "Description" / "Amount"): its
          // description or merchant cell opens the table as a whole header line would.
          line.text.length <= 30 &&
          !/\d/.test(line.text) &&
          STATEMENT_HEADER.test(line.text) &&
          line.text.trim().split(/[ \t]+/).length === 1
        ) {
          statementRows = 0;
        } else if (line.text.trim() === '' || text[line.start - 1] === '\f') statementRows = -1;
        continue;
      }
      if (statementRows >= 0) statementRows++;
      // A row opens with a posting word, or sits under a statement header, or carries a balance.
      const posting = postingOf(line.text.slice(middle[0], middle[1]));
      const balance = /\d[.,]\d{2}[^\d]+\d[.,]\d{2}[ \t]*\S*$/.test(line.text.slice(middle[1]));
      if (!posting?.[0].trim() && !(statementRows > 0 && statementRows <= 60) && !balance) continue;
      const liberal =
        Boolean(posting?.[0].trim()) ||
        (merchantColumn && statementRows > 0 && statementRows <= 60);
      const titled = statementRows > 0 && statementRows <= 60;
      spans.push(
        ...describe(text, line.start + middle[0], line.start + middle[1], posting, liberal, titled),
      );
      // A description wrapped onto the next line: a short line with no date and no amount.
      const next = lines[i + 1];
      // A row without its amounts goes on below with its card, purpose and amounts, not with
      // more of the party.
      const wrappedAmounts = !ROW_END.test(line.text);
      if (
        next &&
        !wrappedAmounts &&
        !rows[i + 1] &&
        /\p{L}|\d{4}/u.test(next.text) &&
        !/^[ \t]|[.!?;:]$/.test(next.text) &&
        next.text.trim().split(/[ \t]+/).length <= 5 &&
        !ROW_END.test(next.text) &&
        !ROW_START.test(next.text)
      ) {
        spans.push(
          ...describe(text, next.start, next.start + next.text.length, null, liberal, false),
        );
      }
    }
    return spans;
  },
);

/** A line holding only one or two date cells ("Dec 07", "07.12.", "12/07/2025"). */
const DATE_ONLY = new RegExp(`^[ \\t]*${DATE_CELL}(?:[ \\t]+${DATE_CELL})?[ \\t]*$`, 'iu');
/** A line holding only amount cells. */
const AMOUNT_ONLY = new RegExp(
  `^[ \\t]*${AMOUNT_CELL}(?:[ \\t]+${AMOUNT_CELL}){0,2}[ \\t]*$`,
  'iu',
);

/** A time cell alone on its line ("14:32", "09:05:11"). */
const TIME_ONLY = /^[ \t]*\d{1,2}:\d{2}(?::\d{2})?[ \t]*$/u;
/** Date and time cells of one row read as one line ("20:13 21/05", "19/05 20:13", "7:04"). */
const DATE_TIME = new RegExp(
  `^[ \\t]*(?:(?:${DATE_CELL}|\\d{1,2}:\\d{2}(?::\\d{2})?)(?:[ \\t]+|$)){1,3}$`,
  'iu',
);

/**
 * For a row printed one cell per line: how many lines from the description (line `i`, after its
 * date line, maybe a time line) down to the row's amount line, 0 for any other line. The lines
 * between are the description wrapped, or further short cells an issuer prints between the
 * merchant and the amount (its town, a category, a transaction reference): at most three.
 */
function cellRowDescription(lines: Line[], i: number): number {
  const line = lines[i]!.text;
  const prev = lines[i - 1]?.text ?? '';
  const dated =
    DATE_ONLY.test(prev) ||
    (DATE_TIME.test(prev) && (ROW_START.test(prev) || DATE_ONLY.test(lines[i - 2]?.text ?? '')));
  if (!dated || !/\p{L}{2}/u.test(line) || line.length > 80) return 0;
  // A line with an amount of its own is a summary field ("Paiement minimum € 89,22"), no cell.
  if (DATE_ONLY.test(line) || AMOUNT_ONLY.test(line) || /\d[.,]\d{2}(?!\d)/u.test(line)) return 0;
  for (let k = 1; k <= 4; k++) {
    const next = lines[i + k]?.text ?? '';
    if (AMOUNT_ONLY.test(next)) return k;
    const cell =
      /[\p{L}\p{N}]/u.test(next) &&
      next.length <= 40 &&
      next.trim().split(/[ \t]+/).length <= 4 &&
      !DATE_ONLY.test(next) &&
      !TIME_ONLY.test(next);
    if (!cell) return 0;
  }
  return 0;
}

/** A header line: two to fourteen column words and no digits, not a sentence. */
function headerLine(line: string): boolean {
  const words = line.trim().split(/[ \t]+/);
  return (
    words.length >= 2 && words.length <= 14 && !/\d/.test(line) && !/[!?;,]$/.test(line.trim())
  );
}

/** The description cells of a statement row (offsets in the line), or null for another line. */
function rowMiddle(line: Line): [number, number] | null {
  if (line.text.length > 200) return null;
  const start = ROW_START.exec(line.text);
  if (!start) return null;
  const end = ROW_END.exec(line.text.slice(start[0].length));
  const a = start[0].length;
  // A row whose amounts wrapped onto a later line ("08.04. Kartenzahlung ALDI SUED//Rostock
  // Karte *8417" / "-143,87 4.045,68"): the posting words after the date make it a row.
  if (!end) {
    const posting = postingOf(line.text.slice(a));
    return posting?.[0].trim() && /\p{L}{2}/u.test(line.text.slice(a + posting[0].length))
      ? [a, line.text.trimEnd().length]
      : null;
  }
  const b = a + end.index;
  return b > a && /\p{L}/u.test(line.text.slice(a, b)) ? [a, b] : null;
}

/** Cash-machine words of the seven languages: a withdrawal's row names a machine, not a party. */
const CASH_MACHINE =
  /(?<![\p{L}])(?:atm|cash withdrawal|cajero|reintegro|dab|gab|retrait|geldautomat|bargeldauszahlung|auszahlung|bancomat|prelievo|levantamento|multibanco|банкомат|снятие наличных)(?![\p{L}])/iu;

/**
 * The party and reference spans of one description between `from` and `to` (`posting`: the
 * posting words that open it, matched at `from`). Without posting words (`liberal` false) the
 * row may be an invoice or expense line ("Office supplies ABC-1234"): only a merchant in
 * capitals or with a legal form, and a reference after its marker or of six digits, count.
 */
function describe(
  text: string,
  from: number,
  to: number,
  posting: RegExpExecArray | null,
  liberal: boolean,
  titled: boolean,
): Span[] {
  const spans: Span[] = [];
  const postingEnd = from + (posting ? posting[0].length : 0);
  const words = tokens(text, postingEnd, to);
  let party: Token[] = [];
  let afterMarker = false;
  const flushParty = () => {
    // Function words and statement vocabulary at either end are no part of the party.
    while (party.length && (vocabulary(party[0]!.text) || !/[\p{Lu}\d]/u.test(party[0]!.text)))
      party.shift();
    // "REWE SAGT DANKE FREIBURG IM BREISGAU", "ESSELUNGA LECCE": a listed town closing the
    // merchant is the place recognizer's (one or two words, or "X im Y").
    for (let k = Math.max(1, party.length - 3); k < party.length; k++) {
      const tail = party
        .slice(k)
        .map((t) => t.text)
        .join(' ');
      const head = tail.split(/ (?:im|am|IM|AM) /u)[0]!;
      // A town written like the words before it in Title Case is part of the name
      // ("Trattoria Roma", "Café Wien", "Pastelaria Lisboa"); a town in capitals after the
      // name, or after a name in capitals, is where the card was used.
      const before = party.slice(0, k);
      const descriptor =
        !/\p{Ll}/u.test(tail) || before.every((t) => !/\p{Ll}/u.test(t.text)) || before.length >= 2;
      if (descriptor && (isListedPlace(tail) || (head !== tail && isListedPlace(head)))) {
        party = party.slice(0, k);
        break;
      }
    }
    while (
      party.length &&
      (vocabulary(party[party.length - 1]!.text) ||
        !/[\p{Lu}\d]/u.test(party[party.length - 1]!.text))
    )
      party.pop();
    const merchant =
      liberal ||
      (titled && titleCaseMerchant(party)) ||
      ORG_SUFFIX.test(party.map((t) => t.text).join(' ')) ||
      (party.every((t) => !/\p{Ll}/u.test(t.text)) &&
        /^[\p{Lu}]{2,}(?![\p{N}-])/u.test(party[0]?.text ?? '') &&
        party
          .map((t) => t.text)
          .join('')
          .replace(/[^\p{L}]/gu, '').length >= 4);
    // A legal form written before the name, alone ("ПАО" ending a line, its name on the next),
    // is the organisation recognizer's, which reads the name across the line end.
    const formOnly = party.every((t) => ORG_FORM_BEFORE.test(t.text));
    if (merchant && !formOnly && party.length && party.some((t) => /\p{L}{2}/u.test(t.text))) {
      spans.push(partySpan(text, party, postingEnd, from));
    }
    party = [];
  };
  for (const whole of words) {
    // "ALDI SUED//Rostock", "Apotheke am Markt//Bielefeld": the town after "//" is no part of
    // the merchant.
    const slash = whole.text.indexOf('//');
    if (slash === 0) {
      flushParty();
      continue;
    }
    const word =
      slash > 0 ? { ...whole, end: whole.start + slash, text: whole.text.slice(0, slash) } : whole;
    const bare = word.text.replace(/[,;]+$/u, '');
    // A purpose or an account field ("Verwendungszweck Miete", "CAUSALE affitto", "/MOTIF
    // loyer", "IBAN …") ends the description: what follows is free text, not a party.
    if (PURPOSE.test(bare)) {
      flushParty();
      break;
    }
    // "IBAN …", "BIC …", "Kunden-Nr. …": an account or customer field ends the party; its value
    // is read as a reference.
    if (ACCOUNT_FIELD.test(bare)) {
      flushParty();
      afterMarker = true;
      continue;
    }
    if (REF_MARKER.test(bare)) {
      flushParty();
      afterMarker = true;
      continue;
    }
    // A masked card in the row ("COMPRA *2610 CONTINENTE MODELO") is the card's, not the party's.
    if (/^(?:[*xX•]+\d{2,}|\d{4}[*xX•]+\d{0,4})$/u.test(bare)) {
      flushParty();
      afterMarker = false;
      continue;
    }
    // The next row's date ("MANDATO" / "19/01 PAGAMENTO…" read as one line) is no reference.
    if (/^\d{1,2}[/.](?:0?[1-9]|1[0-2])(?:[/.]\d{2,4})?\.?$/.test(bare)) {
      flushParty();
      afterMarker = false;
      continue;
    }
    // Four bare digits in a cash withdrawal's description without a reference marker are the
    // machine's number ("ATM WITHDRAWAL 0600", "RETRAIT DAB 1187"), not the person's; a
    // merchant's store number ("SHELL 0412") stays with the merchant and "REF 4821" is read below.
    if (!afterMarker && /^\d{4}$/.test(bare) && CASH_MACHINE.test(text.slice(from, to))) {
      flushParty();
      continue;
    }
    const reference = liberal ? isReference(bare) : bare.replace(/\D/g, '').length >= 6;
    if ((reference && isReference(bare)) || (afterMarker && /\d/.test(bare) && bare.length >= 3)) {
      flushParty();
      const span = makeSpan('ID', word.start, word.start + bare.length, 0.55, 'statement-party');
      span.reason = afterMarker
        ? 'reference after its marker in a statement row'
        : 'transaction reference in a statement row';
      spans.push(span);
      afterMarker = false;
      continue;
    }
    afterMarker = false;
    // A particle inside a name ("Aylin von Ahlen", "Rui de Sá") stays in it, and so does the
    // link of a firm's name ("Gestoría Ruiz y Asociados S.L.U.", "Keller & Söhne"): a name read
    // in two halves is covered by neither.
    if (
      party.length &&
      /^(?:von|van|de|da|di|del|dos|das|do|du|le|la|zu|ten|ter|y|e|et|und|and|&)$/u.test(bare)
    ) {
      party.push(word);
      continue;
    }
    // Words after the party that are statement vocabulary ("SEPA", "CB") close it.
    if (party.length && vocabulary(bare) && !/^\p{Lu}{3,}$/u.test(bare)) {
      flushParty();
      continue;
    }
    party.push(word);
    if (slash > 0) flushParty();
  }
  flushParty();
  return mergeIds(spans);
}

/** What an expense or fee line names instead of a merchant ("Hotel Room", "Taxi Fare"). */
const EXPENSE_WORDS = new Set(
  (
    'rent fuel parking taxi lunch dinner breakfast meals groceries insurance premium subscription ' +
    'license licence fee fare room surcharge supplies travel mileage tolls toll postage shipping ' +
    'tuition utilities electricity water gas internet phone mobile membership donation tip ' +
    'allowance bonus reimbursement expenses expense repayment instalment installment loan ' +
    'mortgage savings dividend cashback rewards points voucher'
  ).split(' '),
);

/**
 * "Greenleaf Grocery", "Café Lindenblüte": under a statement's header, a description of two to
 * five capitalised words, none of them statement or expense vocabulary, names the merchant.
 */
function titleCaseMerchant(party: Token[]): boolean {
  if (party.length < 2 || party.length > 5) return false;
  const shaped = (t: Token) =>
    /^\p{Lu}[\p{L}'’&.-]*$|^(?:&|de|du|des|di|da|do|von|the|of|and)$/u.test(t.text);
  if (!party.every(shaped)) return false;
  const words = party.map((t) => t.text.toLowerCase().replace(/[.,;:]+$/u, ''));
  if (words.some((w) => EXPENSE_WORDS.has(w))) return false;
  return party.some((t) => /\p{Ll}/u.test(t.text) && !vocabulary(t.text));
}

/** A party span: a person after a person cue when it reads like a name, else an organisation. */
function partySpan(text: string, party: Token[], postingEnd: number, from: number): Span {
  const start = party[0]!.start;
  const end = party[party.length - 1]!.end;
  const value = text.slice(start, end).replace(/[,;:]+$/u, '');
  const cue = text.slice(from, postingEnd);
  const nameLike =
    !ORG_SUFFIX.test(value) &&
    !/\d/.test(value) &&
    party.length >= 2 &&
    party.length <= 4 &&
    party.every((t) =>
      /^(?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}\.?(?:\p{Lu}\.)*|\p{Lu}{2,})$/u.test(t.text),
    ) &&
    party.some((t) => /\p{Ll}/u.test(t.text) || /^\p{Lu}\.?$|^\p{Lu}\./u.test(t.text));
  const person = nameLike && PERSON_CUE.test(cue);
  const span = makeSpan(
    person ? 'PERSON_NAME' : 'ORGANIZATION',
    start,
    start + value.length,
    // A whole merchant in capitals or with its legal form outranks a legal form read inside it
    // ("Farmacia Lda. Olmedo"); a mixed-case party leaves names to the name readers.
    !person && (!/\p{Ll}/u.test(value) || ORG_SUFFIX.test(value)) ? 0.86 : 0.6,
    'statement-party',
  );
  span.reason = person
    ? 'person paid or paying in a statement row'
    : 'merchant or counterparty in a statement row';
  return span;
}

/** Joins ID spans separated by one space ("0123 4567 8901" is one reference). */
function mergeIds(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && last.tag === 'ID' && s.tag === 'ID' && s.start - last.end === 1) {
      last.end = s.end;
      continue;
    }
    out.push(s);
  }
  return out;
}
