/** held4: a credit card statement (sidebar summary, two-date transaction table, payment coupon). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

const T: Record<
  Lang,
  {
    title: string;
    summary: string;
    prev: string;
    payments: string;
    purchases: string;
    fees: string;
    newBal: string;
    minDue: string;
    due: string;
    limit: string;
    trans: string;
    post: string;
    ref: string;
    coupon: string;
    card: string;
    payment: string;
    interest: string;
    member: string;
  }
> = {
  en: {
    title: 'Credit Card Statement',
    summary: 'Account Summary',
    prev: 'Previous balance',
    payments: 'Payments and credits',
    purchases: 'Purchases',
    fees: 'Fees charged',
    newBal: 'New balance',
    minDue: 'Minimum payment due',
    due: 'Payment due date',
    limit: 'Credit limit',
    trans: 'Trans. date',
    post: 'Post date',
    ref: 'Reference',
    coupon: 'Please detach and return this portion with your payment',
    card: 'Card number',
    payment: 'PAYMENT - THANK YOU',
    interest: 'Interest charge calculation: purchases 24.99% APR (v).',
    member: 'Cardmember',
  },
  es: {
    title: 'Extracto de tarjeta de crédito',
    summary: 'Resumen',
    prev: 'Saldo anterior',
    payments: 'Pagos y abonos',
    purchases: 'Compras',
    fees: 'Comisiones',
    newBal: 'Nuevo saldo',
    minDue: 'Pago mínimo',
    due: 'Fecha de cargo',
    limit: 'Límite de crédito',
    trans: 'F. operación',
    post: 'F. valor',
    ref: 'Referencia',
    coupon: 'Resguardo para el pago en oficina',
    card: 'Número de tarjeta',
    payment: 'PAGO RECIBIDO - GRACIAS',
    interest: 'TAE aplicable a compras aplazadas: 21,70 %.',
    member: 'Titular',
  },
  fr: {
    title: 'Relevé de carte de crédit',
    summary: 'Synthèse',
    prev: 'Solde précédent',
    payments: 'Remboursements',
    purchases: 'Achats',
    fees: 'Frais',
    newBal: 'Nouveau solde',
    minDue: 'Échéance minimale',
    due: 'Date de prélèvement',
    limit: 'Plafond',
    trans: 'Date opé.',
    post: 'Date valeur',
    ref: 'Référence',
    coupon: 'Talon à joindre à votre règlement',
    card: 'Numéro de carte',
    payment: 'REMBOURSEMENT - MERCI',
    interest: 'TAEG du crédit renouvelable : 19,80 %.',
    member: 'Titulaire',
  },
  de: {
    title: 'Kreditkartenabrechnung',
    summary: 'Übersicht',
    prev: 'Saldo der letzten Abrechnung',
    payments: 'Zahlungen und Gutschriften',
    purchases: 'Umsätze',
    fees: 'Gebühren',
    newBal: 'Neuer Saldo',
    minDue: 'Mindestbetrag',
    due: 'Fällig am',
    limit: 'Kreditrahmen',
    trans: 'Belegdatum',
    post: 'Buchungsdatum',
    ref: 'Referenz',
    coupon: 'Zahlungsbeleg – bitte abtrennen',
    card: 'Kartennummer',
    payment: 'ZAHLUNG - VIELEN DANK',
    interest: 'Sollzinssatz für Teilzahlungen: 15,90 % p. a.',
    member: 'Karteninhaber',
  },
  it: {
    title: 'Estratto conto carta di credito',
    summary: 'Riepilogo',
    prev: 'Saldo precedente',
    payments: 'Pagamenti e accrediti',
    purchases: 'Acquisti',
    fees: 'Commissioni',
    newBal: 'Nuovo saldo',
    minDue: 'Importo minimo',
    due: 'Data di addebito',
    limit: 'Fido',
    trans: 'Data op.',
    post: 'Data val.',
    ref: 'Riferimento',
    coupon: 'Cedola di pagamento da staccare',
    card: 'Numero carta',
    payment: 'PAGAMENTO RICEVUTO - GRAZIE',
    interest: 'TAEG rateale: 18,50 %.',
    member: 'Titolare',
  },
  pt: {
    title: 'Extrato do cartão de crédito',
    summary: 'Resumo',
    prev: 'Saldo anterior',
    payments: 'Pagamentos',
    purchases: 'Compras',
    fees: 'Comissões',
    newBal: 'Saldo atual',
    minDue: 'Pagamento mínimo',
    due: 'Data limite de pagamento',
    limit: 'Limite de crédito',
    trans: 'Data mov.',
    post: 'Data valor',
    ref: 'Referência',
    coupon: 'Talão de pagamento',
    card: 'Número do cartão',
    payment: 'PAGAMENTO - OBRIGADO',
    interest: 'TAEG: 16,4 %.',
    member: 'Titular',
  },
  ru: {
    title: 'Выписка по кредитной карте',
    summary: 'Сводка',
    prev: 'Задолженность на начало периода',
    payments: 'Погашения',
    purchases: 'Покупки',
    fees: 'Комиссии',
    newBal: 'Задолженность на конец периода',
    minDue: 'Минимальный платёж',
    due: 'Оплатить до',
    limit: 'Кредитный лимит',
    trans: 'Дата операции',
    post: 'Дата списания',
    ref: 'Код',
    coupon: 'Реквизиты для погашения',
    card: 'Номер карты',
    payment: 'ПОГАШЕНИЕ ЗАДОЛЖЕННОСТИ',
    interest: 'Процентная ставка по операциям покупок: 29,9 % годовых.',
    member: 'Держатель карты',
  },
};

/** Card payees: the counterparty of a row is about the person (marked ORGANIZATION). */
const SHOPS = [
  'AIRBNB * HMQ7ZK',
  'BOOKING.COM',
  'STARBUCKS #1142',
  'H&M ONLINE',
  'MEDIAMARKT',
  'RYANAIR',
  'FNAC',
  'CARREFOUR',
  'GOOGLE *YouTube',
  'STEAM PURCHASE',
  'PHARMACIE CENTRALE',
  'EL CORTE INGLES',
];

/** A card statement of 12-34 transactions. */
export function cardStatement(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const t = T[lang];
  const issuer = v.pick(v.pools.banks);
  const holder = v.person();
  const second = v.rng.next() < 0.4 ? v.person() : undefined;
  const addr = v.address();
  const card = v.card();
  const last4 = card.replace(/\s/g, '').slice(-4);
  const close = v.day(2024, 2025);
  const dueDay = new Date(close.getTime() + 21 * 86400000);
  const n = v.between(12, 34);
  const rows: string[] = [];
  let purchases = 0;
  const prev = v.amount(50, 3000);
  const paid = Math.min(prev, v.amount(50, 1500));
  for (let i = 0; i < n; i++) {
    const d = new Date(close.getTime() - (30 - Math.floor((i * 29) / n)) * 86400000);
    const p = new Date(d.getTime() + v.between(0, 2) * 86400000);
    const isPay = i === 3;
    const amt = isPay ? -paid : v.amount(4, 420);
    if (!isPay) purchases += amt;
    const who =
      second && v.rng.next() < 0.3
        ? ` <i>${pii('PERSON_NAME', second.full.toUpperCase())}</i>`
        : '';
    rows.push(
      `<tr><td>${pii('DATE', v.dateShort(d))}</td><td>${pii('DATE', v.dateShort(p))}</td><td class="mono">${pii('ID', v.digits(4) + 'X' + v.digits(5))}</td>` +
        `<td>${isPay ? esc(t.payment) : pii('ORGANIZATION', v.pick(SHOPS))}${who}</td><td class="num">${pii('MONEY_AMOUNT', v.money(amt, lang !== 'en' ? false : true))}</td></tr>`,
    );
  }
  const fees = v.rng.next() < 0.5 ? v.amount(1, 39) : 0;
  const newBal = prev - paid + purchases + fees;
  const font = v.pick(['"DejaVu Sans", sans-serif', '"Liberation Sans", sans-serif']);
  const money = (n: number) => pii('MONEY_AMOUNT', v.money(n));
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 8.8pt; color: #1b1b1b; }
header { border-bottom: 2pt solid #7a1f3d; padding-bottom: 2mm; }
header .issuer { font: bold 14pt "Liberation Serif", serif; color: #7a1f3d; }
header .right { position: absolute; right: 0; top: 0; text-align: right; font-size: 8pt; }
footer { font-size: 7pt; color: #555; text-align: center; }
.grid { display: grid; grid-template-columns: 58mm 1fr; column-gap: 7mm; }
aside { background: #f4ecef; padding: 3mm; font-size: 8pt; }
aside h3 { margin: 0 0 2mm; font-size: 9.5pt; color: #7a1f3d; }
aside .row { display: flex; justify-content: space-between; border-bottom: 0.3pt dotted #b9a; padding: 0.8mm 0; gap: 2mm; }
aside .lbl { color: #333; }
.who { line-height: 1.4; font-size: 9.5pt; padding-top: 3mm; }
table.tx { width: 100%; margin-top: 5mm; }
table.tx th { font-size: 7.6pt; text-transform: uppercase; text-align: left; border-bottom: 1pt solid #7a1f3d; padding: 1mm; }
table.tx td { padding: 0.9mm 1mm; border-bottom: 0.3pt solid #ddd; }
td.num, th.num { text-align: right; white-space: nowrap; }
td.mono { font-family: "DejaVu Sans Mono", monospace; font-size: 7.4pt; color: #666; }
.coupon { margin-top: 8mm; border-top: 1pt dashed #555; padding-top: 3mm; display: grid; grid-template-columns: 1fr 1fr; font-size: 8.5pt; }
.coupon .cut { grid-column: 1 / 3; font-size: 7pt; color: #666; margin-bottom: 2mm; }
p.small { font-size: 7pt; color: #555; }`,
    header:
      `<div class="issuer">${pii('ORGANIZATION', issuer)}</div><div>${esc(t.title)}</div>` +
      `<div class="right">${esc(t.member)}: ${pii('PERSON_NAME', holder.full)}<br>${esc(t.card)}: ${pii('CREDIT_CARD', `•••• ${last4}`)}</div>`,
    footer: `${esc(w.page)} <span class="pageno"></span> / <span class="pagecount"></span> · ${pii('ORGANIZATION', issuer)} · ${esc(t.interest)}`,
    blocks: [
      `<div class="grid"><aside><h3>${esc(t.summary)}</h3>` +
        `<div class="row"><span class="lbl">${esc(t.prev)}</span><span>${money(prev)}</span></div>` +
        `<div class="row"><span class="lbl">${esc(t.payments)}</span><span>${money(-paid)}</span></div>` +
        `<div class="row"><span class="lbl">${esc(t.purchases)}</span><span>${money(purchases)}</span></div>` +
        `<div class="row"><span class="lbl">${esc(t.fees)}</span><span>${money(fees)}</span></div>` +
        `<div class="row"><b>${esc(t.newBal)}</b><b>${money(newBal)}</b></div>` +
        `<div class="row"><span class="lbl">${esc(t.minDue)}</span><span>${money(Math.max(25, newBal * 0.03))}</span></div>` +
        `<div class="row"><span class="lbl">${esc(t.due)}</span><span>${pii('DATE', v.dateLong(dueDay))}</span></div>` +
        `<div class="row"><span class="lbl">${esc(t.limit)}</span><span>${money(v.pick([1500, 3000, 5000, 8000]))}</span></div></aside>` +
        `<div class="who">${pii('PERSON_NAME', holder.full.toUpperCase())}<br>${v.addressLines(addr).join('<br>')}` +
        `${second ? `<br><br>${esc(t.member)} 2: ${pii('PERSON_NAME', second.full)}` : ''}</div></div>`,
      `<table class="tx split"><thead><tr><th>${esc(t.trans)}</th><th>${esc(t.post)}</th><th>${esc(t.ref)}</th><th>${esc(w.description)}</th><th class="num">${esc(w.amount)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
      `<div class="coupon"><div class="cut">✂ ${esc(t.coupon)}</div><div>${pii('PERSON_NAME', holder.full)}<br>${v.addressLines(addr).join('<br>')}</div>` +
        `<div>${esc(t.card)}: ${pii('CREDIT_CARD', card)}<br>${esc(t.newBal)}: ${money(newBal)}<br>${esc(t.due)}: ${pii('DATE', v.dateNum(dueDay))}</div></div>`,
    ],
  });
  return { name, lang, html };
}
