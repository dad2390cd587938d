/** dev4: a current-account statement (bank letterhead, address window, summary box, transactions). */
import type { Lang } from '../locales';
import { page, pii, esc, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

const T: Record<
  Lang,
  { title: string; bic: string; total: string; notice: string; ref: string; service: string }
> = {
  en: {
    title: 'Checking Account Statement',
    bic: 'Routing number',
    total: 'Totals',
    ref: 'Customer ID',
    service: 'Questions? Call Customer Care at',
    notice:
      'Please examine this statement promptly. If you find an error or have a question about an electronic transfer, contact us within 60 days of the statement date. Deposits are insured up to the maximum amount allowed by law.',
  },
  es: {
    title: 'Extracto de cuenta corriente',
    bic: 'BIC',
    total: 'Totales',
    ref: 'Nº de cliente',
    service: 'Atención al cliente:',
    notice:
      'Le rogamos que compruebe este extracto. Si no recibimos ninguna objeción en el plazo de un mes, consideraremos conformes los movimientos. La entidad está adherida al Fondo de Garantía de Depósitos.',
  },
  fr: {
    title: 'Relevé de compte courant',
    bic: 'BIC',
    total: 'Totaux des mouvements',
    ref: 'Référence client',
    service: 'Votre conseiller :',
    notice:
      'Nous vous remercions de vérifier les opérations de ce relevé. Toute réclamation doit nous parvenir dans un délai de deux mois. Vos dépôts sont garantis dans les conditions prévues par la loi.',
  },
  de: {
    title: 'Kontoauszug Girokonto',
    bic: 'BIC',
    total: 'Summe der Umsätze',
    ref: 'Kundennummer',
    service: 'Ihre Ansprechpartnerin:',
    notice:
      'Bitte prüfen Sie diesen Kontoauszug. Einwendungen gegen Rechnungsabschlüsse sind innerhalb von sechs Wochen nach Zugang zu erheben. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.',
  },
  it: {
    title: 'Estratto conto corrente',
    bic: 'BIC',
    total: 'Totale movimenti',
    ref: 'Codice cliente',
    service: 'Il suo gestore:',
    notice:
      'In mancanza di opposizione scritta entro sessanta giorni dal ricevimento, l’estratto conto si intende approvato. I depositi sono protetti dal Fondo Interbancario di Tutela dei Depositi.',
  },
  pt: {
    title: 'Extrato de conta à ordem',
    bic: 'BIC/SWIFT',
    total: 'Totais',
    ref: 'N.º de cliente',
    service: 'O seu gestor:',
    notice:
      'Verifique os movimentos deste extrato. Qualquer divergência deve ser comunicada no prazo de 30 dias. Os depósitos estão garantidos pelo Fundo de Garantia de Depósitos nos termos da lei.',
  },
  ru: {
    title: 'Выписка по текущему счёту',
    bic: 'БИК',
    total: 'Итого обороты',
    ref: 'Номер клиента',
    service: 'Ваш менеджер:',
    notice:
      'Просим проверить операции по выписке. При обнаружении расхождений обратитесь в банк в течение 10 дней. Вклады застрахованы в порядке и пределах, установленных законом.',
  },
};

/**
 * Shop and service payees: where a person spends is about the person, so a statement row's
 * counterparty is marked ORGANIZATION (its whole descriptor) and a mandate reference ID.
 */
const MERCHANTS = [
  'NETFLIX.COM',
  'SHELL 0412',
  'IKEA',
  'SPOTIFY',
  'LIDL',
  'UBER *TRIP',
  'AMAZON MKTPLACE',
  'DECATHLON',
  'APPLE.COM/BILL',
  'ZARA',
];

const KINDS: Record<
  Lang,
  { card: string; transfer: string; salary: string; rent: string; atm: string; debit: string }
> = {
  en: {
    card: 'DEBIT CARD PURCHASE',
    transfer: 'ONLINE TRANSFER TO',
    salary: 'DIRECT DEP PAYROLL',
    rent: 'ACH DEBIT RENT',
    atm: 'ATM WITHDRAWAL',
    debit: 'AUTOPAY',
  },
  es: {
    card: 'COMPRA TARJ.',
    transfer: 'TRANSFERENCIA A FAVOR DE',
    salary: 'NÓMINA',
    rent: 'RECIBO ALQUILER',
    atm: 'REINTEGRO CAJERO',
    debit: 'RECIBO DOMICILIADO',
  },
  fr: {
    card: 'PAIEMENT CB',
    transfer: 'VIR SEPA EMIS VERS',
    salary: 'VIR SALAIRE',
    rent: 'PRLV LOYER',
    atm: 'RETRAIT DAB',
    debit: 'PRLV SEPA',
  },
  de: {
    card: 'Kartenzahlung',
    transfer: 'Überweisung an',
    salary: 'Gehalt/Lohn',
    rent: 'Dauerauftrag Miete',
    atm: 'Bargeldauszahlung',
    debit: 'Lastschrift',
  },
  it: {
    card: 'PAGAMENTO POS',
    transfer: 'BONIFICO A FAVORE DI',
    salary: 'ACCREDITO STIPENDIO',
    rent: 'ADDEBITO AFFITTO',
    atm: 'PRELIEVO BANCOMAT',
    debit: 'ADDEBITO SDD',
  },
  pt: {
    card: 'COMPRA CARTÃO',
    transfer: 'TRF. P/',
    salary: 'VENCIMENTO',
    rent: 'RENDA',
    atm: 'LEVANTAMENTO MB',
    debit: 'DÉBITO DIRETO',
  },
  ru: {
    card: 'Оплата картой',
    transfer: 'Перевод клиенту',
    salary: 'Зачисление заработной платы',
    rent: 'Аренда квартиры',
    atm: 'Снятие наличных',
    debit: 'Автоплатёж',
  },
};

/** A current-account statement over one or two months, 18-46 rows. */
export function bankStatement(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const t = T[lang];
  const k = KINDS[lang];
  const bank = v.pick(v.pools.banks);
  const bankAddr = v.address();
  const holder = v.person();
  const addr = v.address();
  const acct = v.account();
  const employer = v.company();
  const landlord = v.rng.next() < 0.5 ? v.person().full : v.company();
  const friends = [v.person(), v.person(), v.person()];
  const adviser = v.person();
  const customerId = v.digits(v.between(7, 10));
  const start = v.day(2024, 2025);
  const days = 28 + v.between(0, 30);
  const end = new Date(start.getTime() + days * 86400000);
  const font = v.pick([
    '"Liberation Sans", sans-serif',
    '"DejaVu Sans", sans-serif',
    '"Liberation Serif", serif',
  ]);
  let balance = v.amount(400, 9000);
  const opening = balance;
  const rows: string[] = [];
  const n = v.between(18, 46);
  let totalIn = 0;
  let totalOut = 0;
  const shortDates = v.rng.next() < 0.5;
  for (let i = 0; i < n; i++) {
    const d = new Date(start.getTime() + Math.floor((i / n) * days) * 86400000);
    const r = v.rng.next();
    let desc: string;
    let amt: number;
    if (i === 2) {
      desc = `${esc(k.salary)} ${pii('ORGANIZATION', employer)}`;
      amt = v.amount(1800, 5200);
    } else if (i === 4) {
      desc = `${esc(k.rent)} ${pii(/\s(Inc\.|LLC|GmbH|S\.L\.|SARL|S\.r\.l\.|Lda\.)|ООО|AG|SAS/.test(landlord) ? 'ORGANIZATION' : 'PERSON_NAME', landlord)}`;
      amt = -v.amount(600, 1900);
    } else if (r < 0.15) {
      const f = v.pick(friends);
      desc = `${esc(k.transfer)} ${pii('PERSON_NAME', v.rng.next() < 0.5 ? f.full.toUpperCase() : f.full)}`;
      amt = -v.amount(10, 400);
    } else if (r < 0.25) {
      desc = `${esc(k.atm)} ${esc(v.digits(4))}`;
      amt = -v.pick([20, 40, 50, 60, 100, 200]);
    } else if (r < 0.35) {
      desc = `${esc(k.debit)} ${pii('ORGANIZATION', v.pick(['Vodafone', 'EDP Energia', 'Iberdrola', 'Telekom', 'Enel Energia', 'Comcast', 'МТС']))} ${pii('ID', v.ref('', 6))}`;
      amt = -v.amount(15, 140);
    } else {
      desc = `${esc(k.card)} ${pii('ORGANIZATION', v.pick(MERCHANTS))}`;
      amt = -v.amount(3, 180);
    }
    balance = Math.round((balance + amt) * 100) / 100;
    if (amt > 0) totalIn += amt;
    else totalOut -= amt;
    const date = shortDates ? v.dateShort(d) : v.dateNum(d);
    rows.push(
      `<tr><td>${pii('DATE', date)}</td><td class="desc">${desc}</td>` +
        `<td class="num">${amt < 0 ? pii('MONEY_AMOUNT', v.money(-amt, false)) : ''}</td>` +
        `<td class="num">${amt > 0 ? pii('MONEY_AMOUNT', v.money(amt, false)) : ''}</td>` +
        `<td class="num">${pii('MONEY_AMOUNT', v.money(balance, false))}</td></tr>`,
    );
  }
  const acctLine = acct.routing
    ? `<tr><th>${esc(w.account)}</th><td>${pii('ACCOUNT', acct.account)}</td></tr><tr><th>${esc(t.bic)}</th><td>${esc(acct.routing)}</td></tr>`
    : `<tr><th>${esc(w.iban)}</th><td>${pii('ACCOUNT', acct.account)}</td></tr><tr><th>${esc(t.bic)}</th><td>${esc(acct.bic ?? '')}</td></tr>`;
  const masked = `${'•'.repeat(4)}${acct.account.replace(/\s/g, '').slice(-4)}`;
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 9.5pt; color: #222; }
header .bank { font-size: 15pt; font-weight: bold; color: #0b4f8a; }
header .baddr { font-size: 7.5pt; color: #555; }
header .acct { position: absolute; right: 0; top: 2mm; font-size: 8pt; text-align: right; }
footer { font-size: 7.5pt; color: #666; border-top: 0.5pt solid #999; padding-top: 1.5mm; display: flex; justify-content: space-between; }
.top { display: flex; justify-content: space-between; margin-bottom: 6mm; }
.window { width: 85mm; padding-top: 4mm; line-height: 1.35; }
.summary { width: 78mm; border: 0.6pt solid #0b4f8a; padding: 2mm 3mm; font-size: 8.5pt; }
.summary th { text-align: left; font-weight: normal; color: #444; padding-right: 3mm; }
h1 { font-size: 13pt; margin: 0 0 3mm; }
table.tx { width: 100%; font-size: 8.5pt; }
table.tx th { background: #e6eef6; text-align: left; padding: 1.2mm 1.5mm; border-bottom: 0.8pt solid #0b4f8a; }
table.tx td { padding: 1mm 1.5mm; border-bottom: 0.3pt solid #ccc; vertical-align: top; }
table.tx td.desc { width: 62mm; }
td.num, th.num { text-align: right; white-space: nowrap; }
p.notice { font-size: 7.5pt; color: #555; margin-top: 5mm; text-align: justify; }`,
    header:
      `<div class="bank">${pii('ORGANIZATION', bank)}</div><div class="baddr">${v.addressLines(bankAddr).join(' · ')}</div>` +
      `<div class="acct">${esc(t.title)}<br>${esc(w.customer)}: ${pii('PERSON_NAME', holder.full)}<br>${esc(w.iban)} ${pii('ACCOUNT', masked)}</div>`,
    footer: `<span>${pii('ORGANIZATION', bank)} · ${esc(t.service)} ${pii('PHONE', v.phone(false))}</span><span>${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span></span>`,
    blocks: [
      `<div class="top"><div class="window">${pii('PERSON_NAME', v.rng.next() < 0.4 ? holder.full.toUpperCase() : holder.full)}<br>${v.addressLines(addr).join('<br>')}</div>` +
        `<table class="summary"><tr><th>${esc(w.period)}</th><td>${pii('DATE', v.dateNum(start))} – ${pii('DATE', v.dateNum(end))}</td></tr>` +
        `<tr><th>${esc(t.ref)}</th><td>${pii('ID', customerId)}</td></tr>${acctLine}` +
        `<tr><th>${esc(w.opening)}</th><td>${pii('MONEY_AMOUNT', v.money(opening))}</td></tr>` +
        `<tr><th>${esc(w.closing)}</th><td>${pii('MONEY_AMOUNT', v.money(balance))}</td></tr></table></div>`,
      `<h1>${esc(t.title)}</h1>`,
      `<table class="tx split"><thead><tr><th>${esc(w.date)}</th><th>${esc(w.description)}</th><th class="num">${esc(w.debit)}</th><th class="num">${esc(w.credit)}</th><th class="num">${esc(w.balance)}</th></tr></thead><tbody>${rows.join('')}` +
        `<tr><td></td><td><b>${esc(t.total)}</b></td><td class="num"><b>${pii('MONEY_AMOUNT', v.money(totalOut, false))}</b></td><td class="num"><b>${pii('MONEY_AMOUNT', v.money(totalIn, false))}</b></td><td></td></tr></tbody></table>`,
      `<p class="notice">${esc(t.notice)} ${esc(t.service)} ${pii('PERSON_NAME', adviser.full)}, ${pii('PHONE', v.phone(false))}, ${pii('EMAIL', v.workEmail(adviser, v.domain(bank)))}</p>`,
    ],
  });
  return { name, lang, html };
}
