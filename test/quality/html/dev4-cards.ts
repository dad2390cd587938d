/**
 * dev4: a credit-card statement as card issuers print it: transaction and posting dates, a
 * merchant descriptor in capitals (store numbers, the town and a state or country code, an
 * acquirer's prefix such as "SQ *" or "PAYPAL *", the posting words of the country: "POS",
 * "CB", "TPV", "Pago en", "Kartenzahlung", "Оплата"), foreign-currency rows and a payment row.
 * The merchant is the name (ORGANIZATION, store number included), never the prefix, the date or
 * the amount; the town is a LOCATION. Merchants are chains and small shops of each country,
 * written from general knowledge for this set (a town's name inside a shop's name stays in it).
 */
import type { Lang } from '../locales';
import { page, pii, esc, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

interface CardWords {
  title: string;
  holder: string;
  card: string;
  txDate: string;
  postDate: string;
  merchant: string;
  amount: string;
  limit: string;
  minimum: string;
  due: string;
  payment: string;
  foreign: string;
  notice: string;
}

const T: Record<Lang, CardWords> = {
  en: {
    title: 'Credit Card Statement',
    holder: 'Cardholder',
    card: 'Card number',
    txDate: 'Trans. date',
    postDate: 'Post date',
    merchant: 'Description',
    amount: 'Amount',
    limit: 'Credit limit',
    minimum: 'Minimum payment due',
    due: 'Payment due date',
    payment: 'PAYMENT - THANK YOU',
    foreign: 'Foreign transaction fee',
    notice:
      'Late payment warning: if we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $40.00.',
  },
  es: {
    title: 'Extracto de tarjeta de crédito',
    holder: 'Titular de la tarjeta',
    card: 'Tarjeta',
    txDate: 'F. operación',
    postDate: 'F. valor',
    merchant: 'Comercio',
    amount: 'Importe',
    limit: 'Límite de crédito',
    minimum: 'Pago mínimo',
    due: 'Fecha de cargo',
    payment: 'ABONO LIQUIDACIÓN TARJETA',
    foreign: 'Comisión por cambio de divisa',
    notice:
      'El importe de la liquidación se cargará en su cuenta en la fecha indicada. Puede consultar sus movimientos en la banca electrónica.',
  },
  fr: {
    title: 'Relevé de carte bancaire',
    holder: 'Titulaire de la carte',
    card: 'Carte',
    txDate: 'Date opé.',
    postDate: 'Date débit',
    merchant: 'Libellé',
    amount: 'Montant',
    limit: 'Plafond de paiement',
    minimum: 'Montant à débiter',
    due: 'Date de débit différé',
    payment: 'REMBOURSEMENT CARTE',
    foreign: 'Commission paiement hors zone euro',
    notice:
      'Les opérations réglées avec votre carte à débit différé seront débitées de votre compte à la date indiquée ci-dessus.',
  },
  de: {
    title: 'Kreditkartenabrechnung',
    holder: 'Karteninhaber',
    card: 'Kartennummer',
    txDate: 'Belegdatum',
    postDate: 'Buchungsdatum',
    merchant: 'Umsatz',
    amount: 'Betrag',
    limit: 'Verfügungsrahmen',
    minimum: 'Abrechnungsbetrag',
    due: 'Belastung am',
    payment: 'Ausgleich Kreditkartenkonto',
    foreign: 'Auslandseinsatzentgelt',
    notice:
      'Der Abrechnungsbetrag wird zum genannten Datum von Ihrem Girokonto abgebucht. Bitte prüfen Sie die Umsätze und melden Sie Unstimmigkeiten unverzüglich.',
  },
  it: {
    title: 'Estratto conto carta di credito',
    holder: 'Titolare',
    card: 'Carta',
    txDate: 'Data operazione',
    postDate: 'Data registrazione',
    merchant: 'Descrizione operazione',
    amount: 'Importo',
    limit: 'Fido',
    minimum: 'Importo da addebitare',
    due: 'Data di addebito',
    payment: 'ADDEBITO SALDO CARTA',
    foreign: 'Commissione valuta estera',
    notice:
      'L’importo a saldo sarà addebitato sul conto corrente collegato alla data indicata. Eventuali contestazioni vanno presentate entro sessanta giorni.',
  },
  pt: {
    title: 'Extrato de cartão de crédito',
    holder: 'Titular do cartão',
    card: 'Cartão',
    txDate: 'Data mov.',
    postDate: 'Data valor',
    merchant: 'Descritivo',
    amount: 'Montante',
    limit: 'Limite de crédito',
    minimum: 'Pagamento mínimo',
    due: 'Data limite de pagamento',
    payment: 'PAGAMENTO CARTÃO OBRIGADO',
    foreign: 'Comissão de câmbio',
    notice:
      'O pagamento será debitado na conta associada na data limite indicada. Consulte os movimentos no seu serviço de homebanking.',
  },
  ru: {
    title: 'Выписка по кредитной карте',
    holder: 'Держатель карты',
    card: 'Карта',
    txDate: 'Дата операции',
    postDate: 'Дата списания',
    merchant: 'Описание операции',
    amount: 'Сумма',
    limit: 'Кредитный лимит',
    minimum: 'Минимальный платёж',
    due: 'Оплатить до',
    payment: 'ПОГАШЕНИЕ ЗАДОЛЖЕННОСТИ',
    foreign: 'Комиссия за конвертацию',
    notice:
      'Для сохранения льготного периода погасите задолженность до указанной даты. Операции в иностранной валюте пересчитываются по курсу банка.',
  },
};

/** A merchant as a descriptor prints it: the name (with a store number) and where it is. */
interface Merchant {
  name: string;
  town?: string;
}

/** Chains and small shops of each country (general knowledge; invented small shops). */
const MERCHANTS: Record<Lang, Merchant[]> = {
  en: [
    { name: 'TARGET 00021784', town: 'DENVER' },
    { name: 'WALGREENS #7731', town: 'CHICAGO' },
    { name: 'CHEVRON 0093126', town: 'SACRAMENTO' },
    { name: 'COSTCO WHSE #0412', town: 'SEATTLE' },
    { name: 'SQ *BLUE HERON COFFEE', town: 'PORTLAND' },
    { name: 'PAYPAL *STEAMGAMES' },
    { name: 'DELTA AIR 0062318845521' },
    { name: 'WHOLEFDS MKT 10234', town: 'AUSTIN' },
    { name: 'Pizzeria Napoli', town: 'BOSTON' },
    { name: 'HOME DEPOT #4410', town: 'ATLANTA' },
    { name: 'AMZN Mktp US*2K4LT0', town: 'SEATTLE' },
    { name: 'MCDONALD\u2019S F23314', town: 'DALLAS' },
  ],
  es: [
    { name: 'MERCADONA 2231', town: 'VALENCIA' },
    { name: 'EL CORTE INGLES', town: 'MADRID' },
    { name: 'REPSOL E.S. 4471', town: 'ZARAGOZA' },
    { name: 'FARMACIA LDO. PEREZ', town: 'SEVILLA' },
    { name: 'Bar Restaurante Galicia', town: 'BILBAO' },
    { name: 'CARREFOUR EXPRESS 0719', town: 'MALAGA' },
    { name: 'RENFE VIAJEROS' },
    { name: 'PRIMARK 304', town: 'MURCIA' },
  ],
  fr: [
    { name: 'CARREFOUR MARKET', town: 'LYON' },
    { name: 'BOULANGERIE MARIUS', town: 'MARSEILLE' },
    { name: 'TOTALENERGIES 77123', town: 'NANTES' },
    { name: 'SNCF INTERNET' },
    { name: 'MONOPRIX 2107', town: 'PARIS' },
    { name: 'Brasserie de Lille', town: 'LILLE' },
    { name: 'PHARMACIE DU CENTRE', town: 'RENNES' },
    { name: 'FNAC 0045', town: 'BORDEAUX' },
  ],
  de: [
    { name: 'REWE Markt GmbH', town: 'Berlin' },
    { name: 'EDEKA NEUKAUF 1234', town: 'Hamburg' },
    { name: 'ARAL Station 28841', town: 'Köln' },
    { name: 'DB Vertrieb GmbH', town: 'Frankfurt' },
    { name: 'ROSSMANN 2291', town: 'Hannover' },
    { name: 'Gasthaus Zur Linde', town: 'Freiburg' },
    { name: 'SATURN 1048', town: 'München' },
    { name: 'dm-drogerie markt', town: 'Leipzig' },
  ],
  it: [
    { name: 'ESSELUNGA 0123', town: 'MILANO' },
    { name: 'CONAD SUPERSTORE', town: 'BOLOGNA' },
    { name: 'ENI STATION 44817', town: 'TORINO' },
    { name: 'TRENITALIA' },
    { name: 'Pizzeria Vesuvio', town: 'NAPOLI' },
    { name: 'FARMACIA COMUNALE 3', town: 'FIRENZE' },
    { name: 'COOP ALLEANZA 3.0', town: 'MODENA' },
    { name: 'AUTOGRILL 5521', town: 'PARMA' },
  ],
  pt: [
    { name: 'CONTINENTE MODELO', town: 'LISBOA' },
    { name: 'PINGO DOCE 0412', town: 'PORTO' },
    { name: 'GALP 30215', town: 'BRAGA' },
    { name: 'CP COMBOIOS' },
    { name: 'Pastelaria Lisboa', town: 'COIMBRA' },
    { name: 'FARMACIA CENTRAL', town: 'FARO' },
    { name: 'WORTEN 0077', town: 'AVEIRO' },
    { name: 'LIDL 1123', town: 'SETUBAL' },
  ],
  ru: [
    { name: 'PYATEROCHKA 5521', town: 'MOSCOW' },
    { name: 'MAGNIT MM 3317', town: 'KAZAN' },
    { name: 'LUKOIL AZS 77121', town: 'SAMARA' },
    { name: 'ВКУСВИЛЛ 0415', town: 'МОСКВА' },
    { name: 'Кофейня Дружба', town: 'ТВЕРЬ' },
    { name: 'АПТЕКА РИГЛА 204', town: 'ПЕРМЬ' },
    { name: 'YANDEX.TAXI' },
    { name: 'OZON.RU' },
  ],
};

/** Card posting prefixes of the country ('' for none): never personal data. */
const PREFIXES: Record<Lang, string[]> = {
  en: ['', '', '', 'POS ', 'PURCHASE '],
  es: ['COMPRA TPV ', 'Pago en ', 'TPV ', 'COMPRA TARJ. '],
  fr: ['CB ', 'CB ', 'PAIEMENT CB ', 'CARTE '],
  de: ['Kartenzahlung ', 'girocard ', 'Kartenumsatz ', ''],
  it: ['POS ', 'PAGAMENTO POS ', 'ACQUISTO ', ''],
  pt: ['COMPRA ', 'COMPRA CARTÃO ', 'PAG. ', ''],
  ru: ['Оплата ', 'Покупка ', 'Оплата товаров ', ''],
};

/** The country code printed after the town. */
const COUNTRY: Record<Lang, string[]> = {
  en: ['CA', 'TX', 'NY', 'WA', 'IL', 'OR'],
  es: ['ES', 'ESP'],
  fr: ['FR', 'FRA'],
  de: ['DE', 'DEU'],
  it: ['IT', 'ITA'],
  pt: ['PT', 'PRT'],
  ru: ['RU', 'RUS'],
};

/** Headers of the optional columns. */
const EXTRA: Record<Lang, { time: string; town: string; category: string; reference: string }> = {
  en: { time: 'Time', town: 'Location', category: 'Category', reference: 'Reference' },
  es: { time: 'Hora', town: 'Localidad', category: 'Categoría', reference: 'Referencia' },
  fr: { time: 'Heure', town: 'Lieu', category: 'Catégorie', reference: 'Référence' },
  de: { time: 'Uhrzeit', town: 'Ort', category: 'Kategorie', reference: 'Referenz' },
  it: { time: 'Ora', town: 'Località', category: 'Categoria', reference: 'Riferimento' },
  pt: { time: 'Hora', town: 'Localidade', category: 'Categoria', reference: 'Referência' },
  ru: { time: 'Время', town: 'Город', category: 'Категория', reference: 'Номер операции' },
};

/** Spending categories an issuer prints next to the merchant (never personal data). */
const CATEGORIES: Record<Lang, string[]> = {
  en: ['Groceries', 'Gas', 'Dining', 'Travel', 'Shopping', 'Health'],
  es: ['Alimentación', 'Combustible', 'Restaurantes', 'Viajes', 'Compras'],
  fr: ['Alimentation', 'Carburant', 'Restaurants', 'Voyages', 'Achats'],
  de: ['Lebensmittel', 'Tanken', 'Gastronomie', 'Reisen', 'Einkauf'],
  it: ['Alimentari', 'Carburante', 'Ristoranti', 'Viaggi', 'Acquisti'],
  pt: ['Supermercado', 'Combustível', 'Restauração', 'Viagens', 'Compras'],
  ru: ['Супермаркеты', 'Топливо', 'Рестораны', 'Путешествия', 'Покупки'],
};

/** A card statement of one billing period: 14-34 purchases, a payment, a foreign row. */
export function cardStatementDev(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const t = T[lang];
  const bank = v.pick(v.pools.banks);
  const holder = v.person();
  const addr = v.address();
  const last4 = v.digits(4);
  const masked = v.pick([`XXXX XXXX XXXX ${last4}`, `**** **** **** ${last4}`, `•••• ${last4}`]);
  const start = v.day(2024, 2025);
  const days = 30;
  const font = v.pick(['"Liberation Sans", sans-serif', '"DejaVu Sans Condensed", sans-serif']);
  const separator = lang === 'de' ? v.pick([' ', '//']) : ' ';
  // Issuers differ in their columns: a time after the date, the town in a column of its own,
  // a spending category, a transaction reference; amounts with a currency code.
  const extra = v.pick(['none', 'town', 'category', 'reference'] as const);
  const withTime = v.rng.next() < 0.35;
  const code = v.pick(['', '', lang === 'ru' ? 'RUB' : lang === 'en' ? 'USD' : 'EUR']);
  const codeFirst = v.rng.next() < 0.5;
  const withPrefix = v.rng.next() < 0.7;
  const rows: string[] = [];
  const n = v.between(14, 34);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const d = new Date(start.getTime() + Math.floor((i / n) * days) * 86400000);
    const posted = new Date(d.getTime() + v.between(0, 2) * 86400000);
    let desc: string;
    let amount: number;
    let cell = '';
    if (i === 3) {
      desc = esc(t.payment);
      amount = -v.amount(200, 1500);
    } else {
      const m = v.pick(MERCHANTS[lang]);
      const prefix = withPrefix ? v.pick(PREFIXES[lang]) : '';
      const country = v.pick(COUNTRY[lang]);
      const where =
        m.town && extra !== 'town'
          ? `${separator === '//' ? '//' : ' '}${pii('LOCATION', m.town)}${separator === '//' ? '/' : ' '}${esc(country)}`
          : '';
      desc = `${esc(prefix)}${pii('ORGANIZATION', m.name)}${where}`;
      if (extra === 'town')
        cell = m.town ? `${pii('LOCATION', m.town)} ${esc(country)}` : esc(country);
      else if (extra === 'category') cell = esc(v.pick(CATEGORIES[lang]));
      else if (extra === 'reference') cell = pii('ID', v.digits(v.between(8, 12)));
      amount = v.amount(2, 240);
      if (v.rng.next() < 0.12) {
        const foreign = v.pick(['USD', 'GBP', 'CHF', 'EUR']);
        desc += `<br><span class="fx">${esc(foreign)} ${pii('MONEY_AMOUNT', (amount * 1.08).toFixed(2))}</span>`;
      }
    }
    total += amount;
    const money = v.money(amount, false);
    const shown = code ? (codeFirst ? `${code} ${money}` : `${money} ${code}`) : money;
    const clock = `${v.between(7, 22)}:${String(v.between(0, 59)).padStart(2, '0')}`;
    const time = withTime ? `<td>${pii('DATE', clock)}</td>` : '';
    rows.push(
      `<tr><td>${pii('DATE', v.dateShort(d))}</td>${time}<td>${pii('DATE', v.dateShort(posted))}</td><td class="desc">${desc}</td>` +
        (extra === 'none' ? '' : `<td>${cell}</td>`) +
        `<td class="num">${pii('MONEY_AMOUNT', shown)}</td></tr>`,
    );
  }
  const due = new Date(start.getTime() + (days + 20) * 86400000);
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 9pt; color: #1a1a1a; }
header .issuer { font-size: 14pt; font-weight: bold; color: #7a1420; }
header .right { position: absolute; right: 0; top: 1mm; font-size: 8pt; text-align: right; }
footer { font-size: 7pt; color: #666; display: flex; justify-content: space-between; }
.top { display: flex; justify-content: space-between; margin-bottom: 5mm; }
.addr { width: 80mm; line-height: 1.3; }
.box { width: 80mm; border: 0.8pt solid #7a1420; padding: 2mm; font-size: 8pt; }
.box th { text-align: left; font-weight: normal; padding-right: 2mm; }
h2 { font-size: 11pt; margin: 2mm 0; }
table.tx { width: 100%; font-size: 8pt; }
table.tx th { text-align: left; border-bottom: 1pt solid #333; padding: 1mm; }
table.tx td { padding: 0.8mm 1mm; vertical-align: top; }
table.tx td.desc { width: 95mm; }
.fx { color: #555; font-size: 7pt; }
td.num, th.num { text-align: right; white-space: nowrap; }
p.notice { font-size: 7pt; margin-top: 4mm; }`,
    header:
      `<div class="issuer">${pii('ORGANIZATION', bank)}</div>` +
      `<div class="right">${esc(t.title)}<br>${esc(t.card)} ${pii('CREDIT_CARD', masked)}</div>`,
    footer: `<span>${esc(t.title)} · ${esc(t.holder)}: ${pii('PERSON_NAME', holder.full)}</span><span>${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span></span>`,
    blocks: [
      `<div class="top"><div class="addr">${pii('PERSON_NAME', holder.full.toUpperCase())}<br>${v.addressLines(addr).join('<br>')}</div>` +
        `<table class="box"><tr><th>${esc(t.holder)}</th><td>${pii('PERSON_NAME', holder.full)}</td></tr>` +
        `<tr><th>${esc(t.limit)}</th><td>${pii('MONEY_AMOUNT', v.money(v.pick([1500, 3000, 5000, 8000])))}</td></tr>` +
        `<tr><th>${esc(t.minimum)}</th><td>${pii('MONEY_AMOUNT', v.money(Math.max(25, total * 0.05)))}</td></tr>` +
        `<tr><th>${esc(t.due)}</th><td>${pii('DATE', v.dateNum(due))}</td></tr></table></div>`,
      `<h2>${esc(t.title)}</h2>`,
      `<table class="tx split"><thead><tr><th>${esc(t.txDate)}</th>${withTime ? `<th>${esc(EXTRA[lang].time)}</th>` : ''}<th>${esc(t.postDate)}</th><th>${esc(t.merchant)}</th>${extra === 'none' ? '' : `<th>${esc(EXTRA[lang][extra])}</th>`}<th class="num">${esc(t.amount)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
      `<p class="notice">${esc(t.notice)}</p>`,
    ],
  });
  return { name, lang, html };
}
