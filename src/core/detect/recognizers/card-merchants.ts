/**
 * Merchants and their towns in the card-payment rows of bank and card statements ("05 Nov CARD
 * PAYMENT PRET A MANGER KENDAL *8832 3.78 4,699.97", "07.06. Kartenzahlung Edeka Schmitt Bad
 * Kreuznach 98,04 2.546,87", "Оплата картой АЗС Лукойл Великий Новгород" / "37,64 5 102,83").
 * The description between the card posting words and the card mask or amounts is the merchant,
 * then its town. Few towns are in our lists, so the statement itself tells them apart: a chain
 * prints the same merchant in several towns and a town follows several merchants, so a split
 * is taken where the words after it recur after other merchants (or the tail is a listed place),
 * and otherwise the whole description is one merchant box. Posting words and amounts are never
 * boxed.
 */
import type { Span } from '../span';
import { makeSpan } from './helpers';
import { isListedPlace } from './location';

/** A row's date cell(s), then the card posting words in the seven languages. */
const CARD_ROW = new RegExp(
  '^[ \\t]*(?:\\d{1,2}[./-]\\d{1,2}(?:[./-]\\d{2,4})?\\.?|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}\\.? \\p{L}{3,5}\\.?|\\p{L}{3,5}\\.? \\d{1,2})' +
    '(?:[ \\t]+(?:\\d{1,2}[./-]\\d{1,2}(?:[./-]\\d{2,4})?\\.?))?[ \\t]+' +
    '(?:card payment|card purchase|debit card purchase|pos purchase|contactless(?: payment)?|visa purchase|' +
    'kartenzahlung(?: girocard)?|kartenumsatz|girocard|ec-karte|debitkarte|' +
    'paiement (?:cb|par carte|carte)|achat cb|carte|cb|' +
    'compra con tarjeta(?: de débito| de crédito)?|compra tarjeta|pago con tarjeta|compra tpv|' +
    'pagamento (?:pos|carta|bancomat)|acquisto pos|pos|' +
    'compra com cartão(?: de débito| de crédito)?|pagamento com cartão|compra(?: cartão| mb)?|pagamento cartão|' +
    'оплата картой|оплата по карте|покупка)(?![\\p{L}\\p{N}])[ \\t]+',
  'iu',
);

/**
 * A card statement's row without posting words: a transaction and a posting date, then a
 * description in capitals or Title Case ("03 Mar 05 Mar STARBUCKS COFFEE LEEDS 4.75").
 */
const BARE_ROW =
  /^[ \t]*(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?|\d{1,2}\.? \p{L}{3,5}\.?|\p{L}{3,5}\.? \d{1,2})[ \t]+(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?|\d{1,2}\.? \p{L}{3,5}\.?|\p{L}{3,5}\.? \d{1,2})[ \t]+(?=\p{Lu})/u;

/**
 * Statement words that open a row that is no purchase (payments, interest, fees, and cash
 * withdrawals at a machine: "Bargeldauszahlung GA Rostock", "REINTEGRO CAJERO MADRID" name
 * the machine's town, no merchant).
 */
const NO_PURCHASE =
  /^(?:payment|interest|fee|fees|annual|late|cash|balance|atm|withdrawal|bargeldauszahlung|barauszahlung|auszahlung|bargeldabhebung|geldautomat|retrait|dab|reintegro|retirada|retiro|cajero|prelievo|bancomat|levantamento|снятие|zahlung|zinsen|gebühr|jahresgebühr|paiement|intérêts|frais|cotisation|pago|intereses|comisión|cuota|pagamento|interessi|commissione|canone|juros|comissão|anuidade|платёж|платеж|проценты|комиссия|погашение)$/iu;

/** Where the description ends: the card mask or the first amount, with the rest of the line. */
const DESCRIPTION_END =
  /[ \t]+(?:[*xX•]{1,4}\d{4}(?!\d)|[-−+]?[$€£₽]?\d[\d.,' \u00a0]*[.,]\d{2}(?!\d)).*$/u;

/** A line holding only amounts: a row's amounts wrapped below a long description. */
const AMOUNTS_LINE =
  /^[ \t]*(?:[-−+]?[$€£₽]?\d[\d.,' \u00a0]*[.,]\d{2}(?:[ \t]*(?:€|eur|cr|dr|₽|руб\.?))?[ \t]*){1,3}$/iu;

/** The card's word ending a description, before its mask. */
const CARD_WORD_END = /[ \t]+(?:karte|card|carte|tarjeta|cartão|carta|карта)[ \t]*$/iu;

/** The card's word (or its abbreviation) opening a description, right after the posting words. */
const CARD_WORD_START =
  /^(?:tarj\.?|tarjeta|karte|carte|card|cart\.?|cartão|carta|карта|карт\.)(?=[ \t]|$)[ \t]*/iu;

/** A line holding only a card mask, wrapped below a long description. */
const MASK_LINE = /^[ \t]*[*xX•]{1,4}\d{4}[ \t]*$/;

/** One word of a description with its offsets in the text. */
interface Word {
  text: string;
  start: number;
  end: number;
}

/** A row's description words; bare when no card posting word opened it. */
interface Row {
  words: Word[];
  bare: boolean;
}

/** The description's words of every card row in the text. */
function cardDescriptions(folded: string): Row[] {
  const rows: Row[] = [];
  let start = 0;
  while (start < folded.length) {
    let end = folded.indexOf('\n', start);
    if (end < 0) end = folded.length;
    const line = folded.slice(start, end);
    const card = CARD_ROW.exec(line);
    const m = card ?? BARE_ROW.exec(line);
    if (m) {
      let rest = line.slice(m[0].length);
      const cut = DESCRIPTION_END.exec(rest);
      if (cut) rest = rest.slice(0, cut.index);
      else {
        // No amount on the line: a row only when the next lines hold its card mask and amounts.
        const below = folded.slice(end + 1, end + 120).split('\n');
        const amounts = MASK_LINE.test(below[0] ?? '') ? below[1] : below[0];
        if (!AMOUNTS_LINE.test(amounts ?? '')) rest = '';
      }
      const words: Word[] = [];
      // The card's own word before its mask ("Karte *8417") is no part of the merchant. A
      // description opening on the card's word ("COMPRA TARJ. 4111 11** ... MERCADONA") holds
      // the card's number before the merchant: left to the other readers.
      rest = CARD_WORD_START.test(rest) ? '' : rest.replace(CARD_WORD_END, '');
      // "ALDI SUED//Rostock": the slashes part the merchant from its town like a space.
      for (const w of rest.matchAll(/[^\s/]+(?:\/(?!\/)[^\s/]+)*/gu)) {
        const at = start + m[0].length + w.index;
        words.push({ text: w[0], start: at, end: at + w[0].length });
      }
      // A description opening on a lower-case preposition is a posting phrase we do not know
      // ("com cartão ..."), not a merchant.
      const opensOnWord = /^(?:com|con|with|mit|avec|par|per|por|по|с|de|di|da)$/u.test(
        words[0]?.text ?? '',
      );
      if (words.length > 0 && words.length <= 8 && /\p{L}/u.test(rest) && !opensOnWord)
        if (card || !NO_PURCHASE.test(words[0]!.text)) rows.push({ words, bare: !card });
    }
    start = end + 1;
  }
  return rows;
}

/** A case-folded key for a run of words. */
function key(words: readonly Word[]): string {
  return words
    .map((w) => w.text)
    .join(' ')
    .toLowerCase();
}

/** Counts, per key, the distinct partners it was seen with. */
function addPair(map: Map<string, Set<string>>, a: string, b: string): void {
  let set = map.get(a);
  if (!set) map.set(a, (set = new Set()));
  set.add(b);
}

/** Finds merchants (ORGANIZATION) and their towns (LOCATION) in card-payment rows. */
export function cardMerchants(folded: string): Span[] {
  const spans: Span[] = [];
  // Cheap gate: a card posting word somewhere.
  if (
    !/card|karte|girocard|paiement|carte|\bcb\b|compra|tarjeta|pagamento|pos|оплата|покупка/i.test(
      folded,
    )
  )
    return spans;
  const rows = cardDescriptions(folded);
  if (rows.length === 0) return spans;
  // Every (merchant, town) split of up to three town words, counted over the statement.
  const tailsOfHead = new Map<string, Set<string>>();
  const headsOfTail = new Map<string, Set<string>>();
  for (const { words } of rows) {
    for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
      const head = key(words.slice(0, words.length - k));
      const tail = key(words.slice(words.length - k));
      addPair(tailsOfHead, head, tail);
      addPair(headsOfTail, tail, head);
    }
  }
  for (const { words, bare } of rows) {
    let best = 0;
    let bestScore = 0;
    for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
      const headWords = words.slice(0, words.length - k);
      const tailWords = words.slice(words.length - k);
      const tailText = tailWords.map((w) => w.text).join(' ');
      const heads = headsOfTail.get(key(tailWords))?.size ?? 0;
      const tails = tailsOfHead.get(key(headWords))?.size ?? 0;
      const listed = isListedPlace(tailText);
      // A split needs evidence: the town after other merchants, the merchant in other towns,
      // or a listed place (the longer listed name wins: "Великий Новгород" over "Новгород").
      if (heads < 2 && tails < 2 && !listed) continue;
      // A row without card words needs both recurrences, or a listed town.
      if (bare && !listed && (heads < 2 || tails < 2)) continue;
      const score = 2 * Math.max(0, heads - 1) + Math.max(0, tails - 1) + (listed ? 2 + k : 0);
      // On a tie, a town that recurs after other merchants takes its leading word along ("Bad
      // Tölz" after two merchants, like "Tölz"): that word travels with the town. Otherwise the
      // shorter town wins ("COSTA COFFEE" in two towns, not "COSTA" in "COFFEE YEOVIL").
      if (score > bestScore || (score === bestScore && score > 0 && heads >= 2)) {
        bestScore = score;
        best = k;
      }
    }
    const merchantEnd = words[words.length - 1 - best]!.end;
    // Without a split the whole description is a weaker reading: the statement-party reader's
    // own split (a caps merchant, a legal form) wins where it has one.
    // A row without card words and without a town is left to the other readers.
    if (bare && best === 0) continue;
    const merchant = makeSpan(
      'ORGANIZATION',
      words[0]!.start,
      merchantEnd,
      best > 0 ? 0.87 : 0.6,
      'card-merchant',
    );
    merchant.reason = 'merchant in a card-payment row';
    spans.push(merchant);
    if (best > 0) {
      const town = makeSpan(
        'LOCATION',
        words[words.length - best]!.start,
        words[words.length - 1]!.end,
        0.87,
        'card-merchant',
      );
      town.reason = 'town after a merchant in a card-payment row';
      spans.push(town);
    }
  }
  return spans;
}
