/**
 * Development templates for the shapes of card numbers, e-mail addresses, amounts and ages (R1,
 * issue 15, session of 24 Nov, 13:00): a card-protection letter (a card masked with bullets,
 * middle dots, hashes or X, a whole card grouped by dots or spaces, its expiry after the label, an
 * e-mail written to dodge harvesters, an amount with its code or currency word before it and a
 * sign, the cardholder's age in words) and a card-account summary table (last four digits after
 * the brand, amounts with a minus before the symbol, accounting brackets, apostrophe and thin-space
 * thousands, a German ",-"), in the seven languages. Hard negatives sit beside them, unmarked: a
 * product's year ("Visa Infinite 2025"), a fee schedule's version, a page number, a percentage.
 * Values are made up from general knowledge; their shapes differ from the other templates.
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import type { Lang, Values } from './locales';
import { cityLine, type Template } from './templates-dev';

type Say = Record<Lang, string>;
const P = pii;

/** A Luhn-valid 16-digit number of a brand prefix ("4…", "5…"). */
function cardDigits(v: Values): string {
  const prefix = v.rng.pick(['4', '51', '53', '55']);
  const body = `${prefix}${v.digits(15 - prefix.length)}`;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = Number(body[14 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** A whole card grouped by spaces, dots or hyphens. */
function wholeCard(v: Values): string {
  const groups = cardDigits(v).match(/.{4}/g)!;
  return groups.join(v.rng.pick([' ', '.', '-']));
}

/** A masked card in one of the masks statements print. */
function maskedCard(v: Values): string {
  const last = v.digits(4);
  const mask = v.rng.pick(['•', '·', '*', 'X', '#']);
  const m4 = mask.repeat(4);
  return v.rng.pick([
    `${m4} ${m4} ${m4} ${last}`,
    `${cardDigits(v).slice(0, 4)} ${m4} ${m4} ${last}`,
    `${m4} ${last}`,
    `${cardDigits(v).slice(0, 6)}${mask.repeat(6)}${last}`,
  ]);
}

/** An expiry month and year ("09/27", "11/2026"). */
function expiry(v: Values): string {
  const m = String(1 + v.rng.int(12)).padStart(2, '0');
  return v.rng.int(2) ? `${m}/${26 + v.rng.int(5)}` : `${m}/20${26 + v.rng.int(5)}`;
}

/** An address written to dodge harvesters ("jane [at] example [dot] com", "max(at)web.de"). */
function obfuscatedEmail(v: Values, name: string): string {
  const [user, domain] = v.email(name).split('@') as [string, string];
  const [host, tld] = [
    domain.slice(0, domain.lastIndexOf('.')),
    domain.slice(domain.lastIndexOf('.') + 1),
  ];
  return v.rng.pick([
    `${user} [at] ${host} [dot] ${tld}`,
    `${user}(at)${domain}`,
    `${user} @ ${domain}`,
  ]);
}

/** An e-mail in capitals or with a plus tag. */
function plainEmail(v: Values, name: string): string {
  const email = v.email(name);
  return v.rng.int(2)
    ? email.toUpperCase()
    : email.replace('@', `+${v.rng.pick(['bank', 'cards', 'pay'])}@`);
}

/** Ages written with words, by language. */
const AGE_WORDS: Record<Lang, Array<[words: string, unit: string]>> = {
  en: [
    ['forty-two', 'years old'],
    ['sixty-one', 'years old'],
    ['thirty-seven', 'years old'],
  ],
  es: [
    ['cuarenta y dos', 'años'],
    ['sesenta y uno', 'años'],
    ['treinta y siete', 'años'],
  ],
  fr: [
    ['quarante-deux', 'ans'],
    ['soixante et un', 'ans'],
    ['trente-sept', 'ans'],
  ],
  de: [
    ['zweiundvierzig', 'Jahre alt'],
    ['einundsechzig', 'Jahre alt'],
    ['siebenunddreißig', 'Jahre alt'],
  ],
  it: [
    ['quarantadue', 'anni'],
    ['sessantuno', 'anni'],
    ['trentasette', 'anni'],
  ],
  pt: [
    ['quarenta e dois', 'anos'],
    ['sessenta e um', 'anos'],
    ['trinta e sete', 'anos'],
  ],
  ru: [
    ['сорок два', 'года'],
    ['шестьдесят один', 'год'],
    ['тридцать семь', 'лет'],
  ],
};

/** An amount with its code or currency word before it, sometimes negative. */
function codedAmount(v: Values): string {
  const n = v.amount(3000);
  switch (v.lang) {
    case 'en':
      return v.rng.pick([`-$${n}`, `USD ${n}`, `GBP ${n}`]);
    case 'de':
      return v.rng.pick([`EUR ${n.replace(/,\d\d$/, ',-')}`, `${n} EUR-`, `Euro ${n}`]);
    case 'it':
      return v.rng.pick([`Euro ${n}`, `EUR ${n}`, `-€ ${n}`]);
    case 'ru':
      return `${n.replace(/\./g, ' ').replace(/,\d\d$/, '')} руб. ${v.digits(2)} коп.`;
    default:
      return v.rng.pick([`EUR ${n}`, `-${n} €`, `EURO ${n}`]);
  }
}

/** A card-protection letter: masked and whole cards, expiry, e-mails, an amount and an age. */
function cardProtectionLetter(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const holder = v.fullName();
  const bank = v.bank();
  const [ageWords, ageUnit] = v.rng.pick(AGE_WORDS[v.lang]);
  const age = `${P('AGE', ageWords)} ${ageUnit}`;
  const card = P('CREDIT_CARD', wholeCard(v));
  const masked = P('CREDIT_CARD', maskedCard(v));
  const exp = P('DATE', expiry(v));
  const mail = P('EMAIL', plainEmail(v, holder));
  const hidden = P('EMAIL', obfuscatedEmail(v, holder));
  const amount = P('MONEY_AMOUNT', codedAmount(v));
  const when = P('DATE', v.date(2024, 2025));
  const heading: Say = {
    en: 'Card protection: disputed payment',
    es: 'Protección de tarjeta: pago reclamado',
    fr: 'Protection de la carte : paiement contesté',
    de: 'Kartenschutz: reklamierte Zahlung',
    it: 'Protezione carta: pagamento contestato',
    pt: 'Proteção do cartão: pagamento contestado',
    ru: 'Защита карты: оспоренный платёж',
  };
  const labels: Record<Lang, [string, string, string]> = {
    en: ['Card number', 'Expiry date', 'E-mail'],
    es: ['Número de tarjeta', 'Fecha de caducidad', 'Correo electrónico'],
    fr: ['Numéro de carte', "Date d'expiration", 'Courriel'],
    de: ['Kartennummer', 'Ablaufdatum', 'E-Mail'],
    it: ['Numero carta', 'Scadenza', 'E-mail'],
    pt: ['Número do cartão', 'Validade', 'E-mail'],
    ru: ['Номер карты', 'Срок действия', 'Эл. почта'],
  };
  const [lCard, lExp, lMail] = labels[v.lang];
  const body: Say = {
    en: `The cardholder, ${age}, reported on ${when} a payment of ${amount} that she did not make. We blocked the card ${card} and issued a new one. She asked us to write to ${hidden} rather than to her usual address.`,
    es: `La titular, que tiene ${age}, comunicó el ${when} un cargo de ${amount} que no realizó. Bloqueamos la tarjeta ${card} y emitimos una nueva. Pidió que le escribiéramos a ${hidden} en lugar de a su dirección habitual.`,
    fr: `La titulaire, qui a ${age}, a signalé le ${when} un paiement de ${amount} qu'elle n'a pas effectué. Nous avons bloqué la carte ${card} et en avons émis une nouvelle. Elle souhaite être contactée à ${hidden} plutôt qu'à son adresse habituelle.`,
    de: `Die Karteninhaberin ist ${age} und meldete am ${when} eine Zahlung über ${amount}, die sie nicht veranlasst hat. Wir haben die Karte ${card} gesperrt und eine neue ausgegeben. Sie bittet um Antwort an ${hidden} statt an ihre übliche Adresse.`,
    it: `La titolare, che ha ${age}, ha segnalato il ${when} un addebito di ${amount} che non ha effettuato. Abbiamo bloccato la carta ${card} e ne abbiamo emessa una nuova. Chiede di essere contattata a ${hidden} invece che al solito indirizzo.`,
    pt: `A titular, que tem ${age}, comunicou em ${when} um pagamento de ${amount} que não efetuou. Bloqueámos o cartão ${card} e emitimos um novo. Pediu que lhe escrevêssemos para ${hidden} em vez do endereço habitual.`,
    ru: `Держательнице карты ${age}; ${when} она сообщила о списании ${amount}, которого не совершала. Мы заблокировали карту ${card} и выпустили новую. Она просит писать ей на ${hidden}, а не на обычный адрес.`,
  };
  const negatives: Say = {
    en: 'Visa Infinite 2025 benefits apply; fee schedule 4.2, interest 19.9 %, page 1 of 1.',
    es: 'Ventajas Visa Infinite 2025; tarifas versión 4.2, interés 19,9 %, página 1 de 1.',
    fr: 'Avantages Visa Infinite 2025 ; barème 4.2, taux 19,9 %, page 1 sur 1.',
    de: 'Vorteile Visa Infinite 2025; Preisverzeichnis 4.2, Zins 19,9 %, Seite 1 von 1.',
    it: 'Vantaggi Visa Infinite 2025; fogli informativi 4.2, tasso 19,9 %, pagina 1 di 1.',
    pt: 'Vantagens Visa Infinite 2025; preçário 4.2, taxa 19,9 %, página 1 de 1.',
    ru: 'Преимущества Visa Infinite 2025; тарифы 4.2, ставка 19,9 %, страница 1 из 1.',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', bank)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'lines', lines: [P('PERSON_NAME', holder), P('ADDRESS', v.street()), cityLine(v)] },
      {
        kind: 'fields',
        rows: [
          [lCard, masked],
          [lExp, exp],
          [lMail, mail],
        ],
        columns: 1,
      },
      { kind: 'para', text: body[v.lang] },
      { kind: 'para', text: negatives[v.lang] },
    ],
  };
}

/** A statement-style amount in one of the printed forms of the language. */
function rowAmount(v: Values): string {
  const n = v.amount(4000);
  switch (v.lang) {
    case 'en':
      return v.rng.pick([`(£${n})`, `-$${n}`, `$${n}`]);
    case 'de':
      return v.rng.pick([`${n} €`, `-${n} €`, `${n.replace(/\./g, "'")} CHF`]);
    case 'fr':
      return v.rng.pick([`${n.replace(/\./g, ' ')} €`, `-${n.replace(/\./g, ' ')} €`]);
    case 'ru':
      return `${n.replace(/\./g, ' ')} ₽`;
    default:
      return v.rng.pick([`${n} €`, `-${n} €`, `€ ${n}`]);
  }
}

/** A card-account summary: rows with the brand and last four digits and signed amounts. */
function cardSummary(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const holder = v.fullName();
  const brand = v.rng.pick(['VISA', 'Mastercard']);
  const header: Record<Lang, string[]> = {
    en: ['Date', 'Card', 'Description', 'Amount'],
    es: ['Fecha', 'Tarjeta', 'Concepto', 'Importe'],
    fr: ['Date', 'Carte', 'Libellé', 'Montant'],
    de: ['Datum', 'Karte', 'Buchungstext', 'Betrag'],
    it: ['Data', 'Carta', 'Descrizione', 'Importo'],
    pt: ['Data', 'Cartão', 'Descrição', 'Montante'],
    ru: ['Дата', 'Карта', 'Описание', 'Сумма'],
  };
  const kinds: Say = {
    en: 'Online purchase',
    es: 'Compra en línea',
    fr: 'Achat en ligne',
    de: 'Online-Kauf',
    it: 'Acquisto online',
    pt: 'Compra online',
    ru: 'Покупка онлайн',
  };
  const rows: string[][] = [];
  const last = v.digits(4);
  for (let i = 0; i < 4; i++) {
    rows.push([
      P('DATE', v.date(2025, 2025)),
      `${brand} ${P('CREDIT_CARD', last)}`,
      kinds[v.lang],
      P('MONEY_AMOUNT', rowAmount(v)),
    ]);
  }
  const heading: Say = {
    en: 'Card account summary',
    es: 'Resumen de la cuenta de tarjeta',
    fr: 'Relevé du compte carte',
    de: 'Kartenkontoübersicht',
    it: 'Estratto conto carta',
    pt: 'Resumo da conta cartão',
    ru: 'Выписка по карточному счёту',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', v.bank())} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'lines', lines: [P('PERSON_NAME', holder), P('ADDRESS', v.street()), cityLine(v)] },
      { kind: 'table', header: header[v.lang], rows, widths: [18, 24, 34, 24] },
    ],
  };
}

/** The templates above, by kind. */
export const PAYMENT_TEMPLATES: Record<string, Template> = {
  paycard: cardProtectionLetter,
  paysummary: cardSummary,
};
