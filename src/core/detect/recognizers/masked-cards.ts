/**
 * Card numbers printed masked ("**** **** **** 7702", "****7702", "XXXX-XXXX-1234", "•••• 1234")
 * and the last four digits after "card ending in" in the seven languages: what is left of the
 * number still identifies the card, and the statement's reader expects it gone.
 */
import { hasContextBefore } from '../context';
import type { Span } from '../span';
import { luhnValid, makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

// Mask characters statements print: stars (*, the operator ∗), bullets (•, ●, ∙, ⋅, the middle dot ·),
// hashes, X.
/**
 * One to four masked groups (stars, X, bullets or hashes), then the visible digits (an Amex's
 * last group shows five: "•••• •••••• •1001").
 */
const MASKED =
  /(?<![\p{L}\p{N}*∗•·●∙⋅#])(?:(?:[*∗•·●∙⋅#]{1,6}|[Xx]{2,6})[ -]?){1,4}\d{4,5}(?![\p{L}\p{N}])/gu;

/** The rest of a masked IBAN after its last four digits ("DE89 **** **** **** 0130 00"). */
// Only where the value ends there: "… 4688 18 марта" is a date after the IBAN, not its tail.
const IBAN_TAIL = /^(?:[ ]\d{1,4})+(?=[ \t]*(?:[,;.)(\t]|$))/mu;

/** A card word shortly before a masked number: the mask outranks an address or ID read there. */
const CARD_WORD =
  /(?<!\p{L})(?:card|karte|karten|kreditkarte|carte|tarjeta|carta|cartão|cartao|карт|visa|master\s?card|amex|maestro)/iu;

/** An IBAN's country and check digits before a masked run: "DE89 **** **** **** 0139". */
const IBAN_PREFIX = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}[ ]?$/u;

/** Partly masked: the first digits shown, the middle masked ("4111 11XX XXXX 1111", "5555-55**-****-4444"). */
// A masked group may wrap onto the next line of a narrow cell ("5162 92" / "•• •••• 5678"); the
// line end is taken only before a mask character, so a row's amount on the next line stays out.
const PARTIAL =
  /(?<![\p{L}\p{N}*∗•·●∙⋅#])\d{4}(?:(?:[ -]|[ \t]*\n[ \t]*(?=[Xx*∗•·●∙⋅#]))?[\dXx*∗•·●∙⋅#]{2,6}){1,4}[ -]?[\dXx*∗•·●∙⋅#]{0,2}\d{2,4}(?![\p{L}\p{N}*∗•·●∙⋅#])/gu;

/** The first and last four digits with an ellipsis between them ("4539 ... 6467", "4539…6467"). */
const ELLIPSIS_PAIR = /(?<![\p{L}\p{N}.])\d{4}[ \t]?(?:\.{2,4}|…)[ \t]?\d{4}(?![\p{L}\p{N}])/gu;

/** "ending in 1234" and its translations. */
const ENDING =
  /(?<!\p{L})(?:ending(?:\s+in|\s+with)?|ends\s+in|terminaci[óo]n|last\s+(?:4|four)(?:\s+digits)?|terminada\s+en|(?:que\s+)?termina\s+en|terminant\s+par|se\s+terminant\s+par|terminée\s+par|mit\s+der\s+endung|(?:mit\s+(?:den\s+)?)?endziffern?|endend\s+(?:auf|mit)|endet\s+(?:auf|mit)|che\s+termina\s+(?:con|in)|che\s+finisce\s+(?:con|in)|terminante\s+in|terminado\s+em|terminada\s+em|(?:que\s+)?termina\s+em|с\s+окончанием|оканчивающ\p{L}*\s+на|заканчивающ\p{L}*\s+на|últimos\s+(?:4|cuatro|quatro)\s+dígitos|derniers\s+chiffres|letzten?\s+(?:4|vier)\s+ziffern|ultime\s+(?:4|quattro)\s+cifre|последние\s+(?:(?:4|четыре)\s+)?цифры|last\s+digits|últimos\s+dígitos|ultime\s+cifre|letzten?\s+ziffern)[\s:]*(\d{4})(?![\p{N}])/giu;

/**
 * A brand or card word (and up to two product words: "Visa Signature®", "Mastercard Gold"), then a
 * short mask and the last digits: "Visa *7702", "Mastercard x4821", "Karte …1234".
 */
const BRAND_MASKED =
  /(?<!\p{L})(?:visa|master\s?card|mc|cb|amex|american\s+express|maestro|discover|diners|girocard|card|karte|carte|tarjeta|carta|cartão|cartao|карта|карты|картой|карте|карту)(?:[ \t]+\p{Lu}\p{L}+[®™]?){0,2}[®™]?(?:[ \t]+(?:number|nummer|numéro|número|numero|номер))?[ \t]*(?:no\.?|nr\.?|n[º°]|№|#|:)?[ \t]*\n?[ \t]*\(?((?:[*∗•·●∙⋅#xX]{1,4}|\.{2,4}|…)[ \t-]?\d{4})(?![\p{L}\p{N}])/giu;

/**
 * The last four digits alone after a card word, perhaps with its number label ("Card 4821", "Card
 * no. 4821", "Karte Nr. 4821", "carte n° 4821", "карта № 4821"), or after a card brand ("VISA
 * 4821", "Mastercard (5678)"): a whole card number has more digits, which the card recognizer reads.
 */
const LAST_FOUR =
  /(?<!\p{L})(?:(?:card|karte|kreditkarte|carte|tarjeta|carta|cartão|cartao|карта|карты)(?:[ \t]*(?:no\.?|nr\.?|n\.[ºo°]?|n[º°]|№|#))?|master\s?card|maestro|amex|american[ \t]+express|visa)(?:[ \t]+(?:number|nummer|numéro|número|numero|номер))?(?:[ \t]*\((?:last|últimos|derniers|letzte|ultime|последние)[^)\n]{0,14}\))?[ \t]*(?:[-:][ \t]*)?\(?(\d{4})(?![\p{L}\p{N}]|[ \t-]?\d{4}|[-/.,:]\d)/giu;

/** An account's last digits after a mask: "Checking account ...6789", "Konto …4312", "счёт *4312". */
const ACCOUNT_MASKED =
  /(?<!\p{L})(?:account|acct\.?|cuenta|compte|konto|conto|conta|сч[её]т\p{L}*)[ \t]*(?:no\.?|nr\.?|n[º°]|№|#|:)?[ \t]*((?:\.{2,4}|…|[*∗•·●xX]{1,12})[ \t-]?\d{3,4})(?![\p{L}\p{N}])/giu;

/**
 * A card number printed letter-spaced ("4 1 1 1  1 1 1 1  1 1 1 1  1 1 1 1"): a wide letter
 * spacing makes the reader put a space between every digit. Checked by Luhn or a card word.
 */
const LETTER_SPACED = /(?<!\p{N} ?)(?<![\p{L}\p{N}])\d(?: {1,3}\d){12,18}(?! ?\p{N})/gu;

/** A count unit after the digits: they number cards, they are no card's last digits. */
const COUNT_AFTER =
  /^[ \t]+(?:stück|stk\.?|pieces?|pcs|units?|unidades|pièces|pezzi|peças|шт)(?!\p{L})/iu;

/** "Cartão final 4821", "tarjeta con final 4821", "tarjeta acabada en 4821": the card word before "final". */
const CARD_FINAL =
  /(?<!\p{L})(?:card|tarjeta|carte|carta|cartão|cartao|karte|карта)[^\n\d]{0,24}?(?:(?:con[ \t]+)?final(?:[ \t]+(?:em|en|de|in))?|acabad[ao][ \t]+en|que[ \t]+acaba[ \t]+en|finissant[ \t]+par)[ \t:]*(\d{4})(?![\p{N}])/giu;

/**
 * A masked card with a card word just before it outranks whatever else reads its digits (an
 * address field's 0.96 took "Kartennummer: 4974 XXXX XXXX 1234" for a postcode and a street).
 */
function cardScore(folded: string, start: number): number {
  return hasContextBefore(folded, start, CARD_WORD, 30) ? 0.97 : 0.85;
}

/** Recognises masked card numbers and "ending in" last digits. */
export const maskedCardRecognizer = safeRecognizer(
  'masked-card',
  ['CREDIT_CARD', 'ACCOUNT'],
  ({ folded }) => {
    const spans: Span[] = [];
    for (const m of matchesOf(MASKED, folded)) {
      // Four mask characters at least ("XX1234" is a code, "XXXXXX6966" a masked account).
      if ((m[0].match(/[*∗•·●∙⋅#Xx]/g)?.length ?? 0) < 4) continue;
      const prefix = IBAN_PREFIX.exec(folded.slice(Math.max(0, m.index - 5), m.index))?.[0] ?? '';
      const end = m.index + m[0].length;
      const tail = prefix ? (IBAN_TAIL.exec(folded.slice(end, end + 16))?.[0].length ?? 0) : 0;
      const span = prefix
        ? makeSpan('ACCOUNT', m.index - prefix.length, end + tail, 0.85, 'masked-card')
        : makeSpan('CREDIT_CARD', m.index, end, cardScore(folded, m.index), 'masked-card');
      span.reason = prefix ? 'masked IBAN with its country prefix' : 'masked card number';
      spans.push(span);
    }
    for (const m of matchesOf(PARTIAL, folded)) {
      // Only a run with masked characters in it: a plain digit run is the card recognizer's.
      // A real mask hides a run of positions; one 'X' is a letter of the next code ("X9286742").
      if (!/[Xx*∗•·●∙⋅#]{2}/.test(m[0])) continue;
      // A card has 13 to 19 positions; a shorter run is some other masked number.
      if (m[0].replace(/[ -]/g, '').length < 13) continue;
      const score = cardScore(folded, m.index);
      const span = makeSpan('CREDIT_CARD', m.index, m.index + m[0].length, score, 'masked-card');
      span.reason = 'partly masked card number';
      spans.push(span);
    }
    if (folded.includes('..') || folded.includes('…'))
      for (const m of matchesOf(ELLIPSIS_PAIR, folded)) {
        // Only after a card word: "1998 ... 2004" is a range of years.
        if (cardScore(folded, m.index) < 0.9) continue;
        const span = makeSpan('CREDIT_CARD', m.index, m.index + m[0].length, 0.9, 'masked-card');
        span.reason = 'first and last digits of a card with an ellipsis between';
        spans.push(span);
      }
    for (const m of matchesOf(BRAND_MASKED, folded)) {
      const end = m.index + m[0].length;
      const span = makeSpan('CREDIT_CARD', end - m[1]!.length, end, 0.75, 'masked-card');
      span.reason = `masked digits after "${m[0].slice(0, -m[1]!.length).trim()}"`;
      spans.push(span);
    }
    for (const pattern of [LAST_FOUR, CARD_FINAL]) {
      for (const m of matchesOf(pattern, folded)) {
        const digits = m[1]!;
        // A travel visa's year ("Visa 2025") or a card of a year ("Carte 2024") is no card, unless
        // a number label says so ("Card no. 2024").
        const numberLabel = /(?:no\.?|nr\.?|n\.[ºo°]?|n[º°]|№|#)[ \t]*\(?\d{4}$/iu.test(m[0]);
        if (!numberLabel && /^(?:19|20)\d\d$/.test(digits)) continue;
        // A count of cards ("Karte 1234 Stück") is no card ending.
        const endAt = m.index + m[0].length;
        if (!numberLabel && COUNT_AFTER.test(folded.slice(endAt, endAt + 12))) continue;
        const end = m.index + m[0].length;
        const span = makeSpan('CREDIT_CARD', end - 4, end, 0.7, 'masked-card');
        span.reason = `last digits after "${m[0].slice(0, -4).trim()}"`;
        spans.push(span);
      }
    }
    if (/\d \d \d \d/.test(folded))
      for (const m of matchesOf(LETTER_SPACED, folded)) {
        // Every digit stands alone: a run of grouped numbers ("12 34 56 78 90 12 34") is no card.
        if (/\d\d/.test(m[0])) continue;
        const digits = m[0].replace(/ /g, '');
        const score = cardScore(folded, m.index);
        if (score < 0.9 && !luhnValid(digits)) continue;
        const span = makeSpan('CREDIT_CARD', m.index, m.index + m[0].length, score, 'masked-card');
        span.reason = 'card number printed letter-spaced';
        spans.push(span);
      }
    for (const m of matchesOf(ACCOUNT_MASKED, folded)) {
      const end = m.index + m[0].length;
      const span = makeSpan('ACCOUNT', end - m[1]!.length, end, 0.75, 'masked-card');
      span.reason = `masked account digits after "${m[0].slice(0, -m[1]!.length).trim()}"`;
      spans.push(span);
    }
    for (const m of matchesOf(ENDING, folded)) {
      const end = m.index + m[0].length;
      const span = makeSpan('CREDIT_CARD', end - 4, end, 0.75, 'masked-card');
      span.reason = `last digits after "${m[0].slice(0, -4).trim()}"`;
      spans.push(span);
    }
    return spans;
  },
);
