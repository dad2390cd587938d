/**
 * Bank and card statements in the seven countries' styles: rows with dates without a year,
 * posting texts naming payees and references, amount and balance columns with bare amounts.
 */
import type { Block } from '../doc-model';
import type { Lang } from '../locales';
import { D, M, N, O, P, PAGE, domainOf, nd, orgAddress, postal, type Dev3Template } from './kit';
import type { Day, Dev3Values, Person } from './values';

/** One statement row before layout: its day, marked posting text and signed amount. */
interface Row {
  day: Day;
  text: string;
  amount: number;
}

/** The posting texts of one country's bank for each kind of movement. */
interface Postings {
  card: (merchant: string, town: string, masked: string) => string;
  salary: (employer: string, ref: string) => string;
  debit: (creditor: string, mandate: string, customerNo: string) => string;
  transferOut: (to: string, purpose: string) => string;
  transferIn: (from: string, purpose: string) => string;
  atm: (town: string) => string;
  purposes: string[];
}

const ID = (s: string) => P('ID', s);
const LOC = (s: string) => P('LOCATION', s);

const POSTINGS: Record<Lang, Postings> = {
  en: {
    card: (m, t, c) => `POS DEBIT ${O(m)} ${LOC(t.toUpperCase())} CARD ${P('CREDIT_CARD', c)}`,
    salary: (e, r) => `ACH CREDIT ${O(e.toUpperCase())} PAYROLL PPD ID: ${ID(r)}`,
    debit: (c, m, k) => `ACH DEBIT ${O(c)} AUTOPAY WEB ID: ${ID(m)} ACCT ${P('ACCOUNT', k)}`,
    transferOut: (to, p) => `ZELLE PAYMENT TO ${N(to)} FOR "${p}"`,
    transferIn: (f, p) => `ONLINE TRANSFER FROM ${N(f)} ${p}`,
    atm: (t) => `ATM WITHDRAWAL ${LOC(t.toUpperCase())} BRANCH`,
    purposes: ['rent share', 'concert tickets', 'utilities', 'birthday gift'],
  },
  es: {
    card: (m, t, c) => `COMPRA TARJ. ${P('CREDIT_CARD', c)} ${O(m)} ${LOC(t.toUpperCase())}`,
    salary: (e, r) => `TRANSFERENCIA DE ${O(e)}, CONCEPTO NOMINA REF. ${ID(r)}`,
    debit: (c, m, k) => `RECIBO ${O(c)} Nº RECIBO ${ID(m)} REF. MANDATO ${ID(k)}`,
    transferOut: (to, p) => `TRANSFERENCIA A FAVOR DE ${N(to)} CONCEPTO: ${p}`,
    transferIn: (f, p) => `BIZUM DE ${N(f)} CONCEPTO ${p}`,
    atm: (t) => `REINTEGRO CAJERO ${LOC(t.toUpperCase())}`,
    purposes: ['Alquiler', 'Cena cumple', 'Gastos comunidad', 'Regalo boda'],
  },
  fr: {
    card: (m, t, c) => `CB ${O(m)} ${LOC(t.toUpperCase())} CARTE ${P('CREDIT_CARD', c)}`,
    salary: (e, r) => `VIR SEPA RECU /DE ${O(e.toUpperCase())} /MOTIF SALAIRE /REF ${ID(r)}`,
    debit: (c, m, k) => `PRLV SEPA ${O(c)} /RUM ${ID(m)} /REF ${ID(k)}`,
    transferOut: (to, p) => `VIR INST EMIS VERS ${N(to)} /MOTIF ${p}`,
    transferIn: (f, p) => `VIR RECU DE ${N(f)} ${p}`,
    atm: (t) => `RETRAIT DAB ${LOC(t.toUpperCase())}`,
    purposes: ['loyer', 'remboursement resto', 'cadeau naissance', 'charges'],
  },
  de: {
    card: (m, t, c) => `Kartenzahlung ${O(m)}//${LOC(t)} Karte ${P('CREDIT_CARD', c)}`,
    salary: (e, r) => `Gutschrift Lohn/Gehalt ${O(e)} Ref. ${ID(r)}`,
    debit: (c, m, k) => `Lastschrift ${O(c)} Mandatsref. ${ID(m)} Kunden-Nr. ${ID(k)}`,
    transferOut: (to, p) => `Überweisung an ${N(to)} Verwendungszweck ${p}`,
    transferIn: (f, p) => `Gutschrift von ${N(f)} ${p}`,
    atm: (t) => `Bargeldauszahlung GA ${LOC(t)}`,
    purposes: ['Miete', 'Anteil Urlaub', 'Nebenkosten', 'Geschenk'],
  },
  it: {
    card: (m, t, c) => `PAGAMENTO POS ${O(m)} ${LOC(t.toUpperCase())} CARTA ${P('CREDIT_CARD', c)}`,
    salary: (e, r) => `BONIFICO A VOSTRO FAVORE DA ${O(e)} CAUSALE STIPENDIO CRO ${ID(r)}`,
    debit: (c, m, k) => `ADDEBITO SDD ${O(c)} MANDATO ${ID(m)} CLIENTE ${ID(k)}`,
    transferOut: (to, p) => `BONIFICO A FAVORE DI ${N(to)} CAUSALE ${p}`,
    transferIn: (f, p) => `BONIFICO DA ${N(f)} ${p}`,
    atm: (t) => `PRELIEVO BANCOMAT ${LOC(t.toUpperCase())}`,
    purposes: ['affitto', 'quota regalo', 'spese condominiali', 'rimborso cena'],
  },
  pt: {
    card: (m, t, c) => `COMPRA ${P('CREDIT_CARD', c)} ${O(m)} ${LOC(t.toUpperCase())}`,
    salary: (e, r) => `TRF. DE ${O(e)} VENCIMENTO REF ${ID(r)}`,
    debit: (c, m, k) => `DD ${O(c)} AUT. ${ID(m)} REF. ${ID(k)}`,
    transferOut: (to, p) => `TRF. MB WAY P/ ${N(to)} ${p}`,
    transferIn: (f, p) => `TRF. DE ${N(f)} ${p}`,
    atm: (t) => `LEVANTAMENTO ATM ${LOC(t.toUpperCase())}`,
    purposes: ['renda', 'jantar', 'condomínio', 'prenda'],
  },
  ru: {
    card: (m, t, c) => `Оплата товаров и услуг ${O(m)} ${LOC(t)}, карта ${P('CREDIT_CARD', c)}`,
    salary: (e, r) => `Зачисление заработной платы от ${O(e)}, п/п № ${ID(r)}`,
    debit: (c, m, k) => `Автоплатёж ${O(c)}, договор № ${ID(m)}, лицевой счёт ${P('ACCOUNT', k)}`,
    transferOut: (to, p) => `Перевод по СБП получателю ${N(to)}, ${p}`,
    transferIn: (f, p) => `Входящий перевод от ${N(f)}, ${p}`,
    atm: (t) => `Выдача наличных, банкомат ${LOC(t)}`,
    purposes: ['аренда', 'за ужин', 'коммунальные', 'подарок'],
  },
};

/** How a payee is written in posting texts: Russian shortens to "Given P. S.", others vary. */
function payee(v: Dev3Values, p: Person): string {
  if (v.lang === 'ru') return `${p.given} ${p.patronymic} ${p.family[0]}.`;
  return v.chance(0.4) ? p.caps : p.full;
}

/** The counterparty's IBAN that European statements print after a transfer, now and then. */
function counterparty(v: Dev3Values): string {
  if (v.lang === 'en' || v.lang === 'ru' || !v.chance(0.5)) return '';
  return ` IBAN ${P('ACCOUNT', v.iban().replace(/ /g, ''))}`;
}

function statementRows(v: Dev3Values, start: Day, employer: string): Row[] {
  const post = POSTINGS[v.lang];
  const rows: Row[] = [];
  let day = start;
  // Enough rows that most statements run onto a second page (the footer repeats there).
  const n = v.int(18, 30);
  for (let i = 0; i < n; i++) {
    day = v.after(day, v.int(0, 3));
    const kind = i === 2 ? 'salary' : v.pick(['card', 'card', 'card', 'debit', 'out', 'in', 'atm']);
    const town = v.place().town.split(', ')[0]!;
    switch (kind) {
      case 'salary':
        rows.push({
          day,
          text: post.salary(employer, v.digits(v.int(8, 12))),
          amount: v.cents(1800, 4200),
        });
        break;
      case 'card':
        rows.push({
          day,
          text: post.card(
            v.pick(v.pool.merchants),
            town,
            v.chance(0.6) ? `*${v.digits(4)}` : v.maskedCard(),
          ),
          amount: -v.cents(3, 160),
        });
        break;
      case 'debit':
        rows.push({
          day,
          text: post.debit(v.pick(v.pool.merchants), `${v.letters(2)}${v.digits(7)}`, v.digits(8)),
          amount: -v.cents(15, 120),
        });
        break;
      case 'out':
        rows.push({
          day,
          text: post.transferOut(payee(v, v.person()), v.pick(post.purposes)) + counterparty(v),
          amount: -v.cents(20, 900),
        });
        break;
      case 'in':
        rows.push({
          day,
          text: post.transferIn(payee(v, v.person()), v.pick(post.purposes)) + counterparty(v),
          amount: v.cents(10, 300),
        });
        break;
      case 'atm':
        rows.push({ day, text: post.atm(town), amount: -v.int(2, 20) * 10 });
        break;
    }
  }
  return rows;
}

/** The words of a current-account statement. */
interface StatementWords {
  title: string;
  holder: string;
  account: string;
  period: (a: string, b: string) => string;
  opening: string;
  closing: string;
  head: string[];
  /** Separate debit/credit columns (true) or one signed amount column. */
  split: boolean;
  /** The header of a value-date column after the booking date, where the country prints one. */
  valueDate?: string;
  notice: string;
  footer: string;
}

const STATEMENT: Record<Lang, StatementWords> = {
  en: {
    title: 'Checking Account Statement',
    holder: 'Primary account holder',
    account: 'Account number',
    period: (a, b) => `Statement period ${a} through ${b}`,
    opening: 'Beginning balance',
    closing: 'Ending balance',
    head: ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance'],
    split: true,
    notice:
      'Please examine this statement promptly. Errors or questions about electronic transfers must be reported within 60 days. Member FDIC. Equal Housing Lender.',
    footer: 'Member FDIC',
  },
  es: {
    title: 'Extracto de cuenta corriente',
    holder: 'Titular',
    account: 'IBAN',
    period: (a, b) => `Periodo del ${a} al ${b}`,
    opening: 'Saldo anterior',
    closing: 'Saldo final',
    head: ['F. Oper.', 'Concepto', 'Importe', 'Saldo'],
    valueDate: 'F. Valor',
    split: false,
    notice:
      'Le rogamos compruebe los movimientos de este extracto. Si no recibimos su conformidad en el plazo de quince días lo consideraremos aceptado. Entidad adherida al Fondo de Garantía de Depósitos.',
    footer: 'Documento informativo',
  },
  fr: {
    title: 'Relevé de compte courant',
    holder: 'Titulaire du compte',
    account: 'IBAN',
    period: (a, b) => `du ${a} au ${b}`,
    opening: 'Ancien solde créditeur',
    closing: 'Nouveau solde créditeur',
    head: ['Date', 'Opérations', 'Débit', 'Crédit', 'Solde'],
    split: true,
    notice:
      "Sans contestation de votre part dans un délai d'un mois, les opérations figurant sur ce relevé seront considérées comme approuvées. Garantie des dépôts : voir conditions générales.",
    footer: 'Relevé de compte',
  },
  de: {
    title: 'Kontoauszug',
    holder: 'Kontoinhaber',
    account: 'IBAN',
    period: (a, b) => `Zeitraum ${a} bis ${b}`,
    opening: 'Alter Kontostand',
    closing: 'Neuer Kontostand',
    head: ['Buchung', 'Vorgang / Verwendungszweck', 'Betrag EUR', 'Saldo EUR'],
    valueDate: 'Valuta',
    split: false,
    notice:
      'Bitte prüfen Sie die Buchungen. Einwendungen gegen den Rechnungsabschluss sind innerhalb von sechs Wochen nach Zugang zu erheben. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.',
    footer: 'Kontoauszug',
  },
  it: {
    title: 'Estratto conto corrente',
    holder: 'Intestatario',
    account: 'IBAN',
    period: (a, b) => `Periodo dal ${a} al ${b}`,
    opening: 'Saldo iniziale',
    closing: 'Saldo finale',
    head: ['Data', 'Descrizione operazioni', 'Dare', 'Avere', 'Saldo'],
    valueDate: 'Valuta',
    split: true,
    notice:
      "Trascorsi sessanta giorni dal ricevimento senza che sia pervenuto un reclamo scritto, l'estratto conto si intende approvato. La banca aderisce al Fondo Interbancario di Tutela dei Depositi.",
    footer: 'Estratto conto',
  },
  pt: {
    title: 'Extrato de conta à ordem',
    holder: 'Titular',
    account: 'IBAN',
    period: (a, b) => `Período de ${a} a ${b}`,
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    head: ['Data mov.', 'Descritivo', 'Débito', 'Crédito', 'Saldo'],
    split: true,
    notice:
      'Verifique os movimentos deste extrato. Qualquer divergência deve ser comunicada no prazo de 30 dias. Depósitos garantidos pelo Fundo de Garantia de Depósitos até ao limite legal.',
    footer: 'Extrato',
  },
  ru: {
    title: 'Выписка по счёту',
    holder: 'Владелец счёта',
    account: 'Номер счёта',
    period: (a, b) => `за период с ${a} по ${b}`,
    opening: 'Входящий остаток',
    closing: 'Исходящий остаток',
    head: ['Дата', 'Описание операции', 'Сумма', 'Остаток'],
    split: false,
    notice:
      'Выписка сформирована автоматически и не требует подписи. Вклады застрахованы в соответствии с законодательством о страховании вкладов.',
    footer: 'Выписка',
  },
};

/** A current-account statement: holder block, period, rows with amounts and balances. */
export const bankStatement: Dev3Template = (v, name) => {
  const w = STATEMENT[v.lang];
  const bank = v.pick(v.pool.banks);
  const holder = v.person();
  const employer = v.pick(v.pool.companies);
  const start = { y: v.int(2023, 2025), m: v.int(1, 11), d: 1 };
  const end = { ...start, d: 28 };
  const rows = statementRows(v, start, employer);
  let balance = v.cents(300, 5000);
  const opening = balance;
  const table: string[][] = rows.map((r) => {
    balance = Math.round((balance + r.amount) * 100) / 100;
    const amt = M(v.amount(w.split ? Math.abs(r.amount) : r.amount));
    const bal = M(v.amount(balance));
    const dates = [D(v.rowDate(r.day))];
    if (w.valueDate) dates.push(D(v.rowDate(v.after(r.day, v.chance(0.7) ? 0 : v.int(1, 2)))));
    if (!w.split) return [...dates, r.text, amt, bal];
    return r.amount < 0 ? [...dates, r.text, amt, '', bal] : [...dates, r.text, '', amt, bal];
  });
  const header = w.valueDate ? [w.head[0]!, w.valueDate, ...w.head.slice(1)] : w.head;
  const widths = [...(w.valueDate ? [9, 9] : [10]), ...(w.split ? [40, 13, 13, 16] : [48, 16, 18])];
  const acct = v.lang === 'en' || v.lang === 'ru' ? v.account() : v.iban();
  const blocks: Block[] = [
    { kind: 'lines', lines: [O(bank), orgAddress(v)] },
    { kind: 'heading', text: w.title },
    {
      kind: 'columns',
      left: postal(v, holder).join('\n'),
      right: `${w.period(nd(v, start), nd(v, end))}\n${w.account}: ${P('ACCOUNT', acct)}`,
    },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.holder, N(v.lang === 'ru' ? holder.formal : holder.caps)],
        [w.opening, M(v.money(opening))],
        ...(v.lang === 'en'
          ? [['Routing number', P('ACCOUNT', v.routing())] as [string, string]]
          : []),
        [w.closing, M(v.money(balance))],
      ],
    },
    {
      kind: 'table',
      header,
      rows: table,
      widths,
    },
    { kind: 'para', text: w.notice },
  ];
  return { name, lang: v.lang, footer: `${O(bank)} · ${w.footer}`, pageWord: PAGE[v.lang], blocks };
};

/** The words of a credit-card statement. */
interface CardWords {
  title: string;
  cardholder: string;
  cardNo: string;
  limit: string;
  previous: string;
  newBalance: string;
  minimum: string;
  due: string;
  head: string[];
  intro: (name: string, due: string) => string;
  hotline: string;
}

const CARD: Record<Lang, CardWords> = {
  en: {
    title: 'Visa Signature Card Statement',
    cardholder: 'Cardholder',
    cardNo: 'Card number',
    limit: 'Credit limit',
    previous: 'Previous balance',
    newBalance: 'New balance',
    minimum: 'Minimum payment due',
    due: 'Payment due date',
    head: ['Trans. date', 'Post date', 'Merchant / reference', 'Amount'],
    intro: (n, d) =>
      `${n}, your payment is due ${d}. If we receive your minimum payment late, a late fee may apply and your APR may increase.`,
    hotline: 'Lost or stolen card? Call us 24/7 at the number on the back of your card.',
  },
  es: {
    title: 'Extracto de tarjeta de crédito',
    cardholder: 'Titular de la tarjeta',
    cardNo: 'N.º de tarjeta',
    limit: 'Límite de crédito',
    previous: 'Saldo anterior',
    newBalance: 'Saldo dispuesto',
    minimum: 'Cuota mínima',
    due: 'Fecha de cargo',
    head: ['Fecha', 'Comercio / localidad', 'Autorización', 'Importe'],
    intro: (n, d) =>
      `Estimado/a ${n}: el importe de esta liquidación se cargará en su cuenta el ${d}.`,
    hotline:
      'En caso de robo o extravío llame al servicio de bloqueo de tarjetas, disponible 24 horas.',
  },
  fr: {
    title: 'Relevé de carte de crédit',
    cardholder: 'Titulaire de la carte',
    cardNo: 'N° de carte',
    limit: 'Plafond',
    previous: 'Solde précédent',
    newBalance: 'Total à payer',
    minimum: 'Mensualité minimale',
    due: 'Date de prélèvement',
    head: ['Date', 'Commerçant', "N° d'autorisation", 'Montant'],
    intro: (n, d) => `${n}, le montant de ce relevé sera prélevé sur votre compte le ${d}.`,
    hotline:
      "En cas de perte ou de vol, faites opposition immédiatement auprès du centre d'opposition.",
  },
  de: {
    title: 'Kreditkartenabrechnung',
    cardholder: 'Karteninhaber/in',
    cardNo: 'Kartennummer',
    limit: 'Verfügungsrahmen',
    previous: 'Saldo Vormonat',
    newBalance: 'Neuer Saldo',
    minimum: 'Mindestbetrag',
    due: 'Lastschrift am',
    head: ['Beleg', 'Buchung', 'Umsatz / Ort', 'Betrag EUR'],
    intro: (n, d) => `Der Rechnungsbetrag wird am ${d} von Ihrem Referenzkonto eingezogen, ${n}.`,
    hotline:
      'Bei Verlust oder Diebstahl lassen Sie Ihre Karte sofort über den Sperr-Notruf sperren.',
  },
  it: {
    title: 'Estratto conto carta di credito',
    cardholder: 'Titolare',
    cardNo: 'Numero carta',
    limit: 'Fido',
    previous: 'Saldo precedente',
    newBalance: 'Saldo a debito',
    minimum: 'Importo minimo',
    due: 'Data addebito',
    head: ['Data', 'Esercente', 'Cod. autorizzazione', 'Importo'],
    intro: (n, d) =>
      `Gentile ${n}, l'importo sarà addebitato sul conto di regolamento in data ${d}.`,
    hotline: 'In caso di furto o smarrimento bloccare subito la carta chiamando il numero verde.',
  },
  pt: {
    title: 'Extrato do cartão de crédito',
    cardholder: 'Titular',
    cardNo: 'N.º do cartão',
    limit: 'Limite de crédito',
    previous: 'Saldo anterior',
    newBalance: 'Saldo em dívida',
    minimum: 'Pagamento mínimo',
    due: 'Data-limite de pagamento',
    head: ['Data', 'Comerciante', 'Autorização', 'Valor'],
    intro: (n, d) => `Caro(a) ${n}, o pagamento deve ser efetuado até ${d}.`,
    hotline: 'Em caso de perda ou roubo, cancele de imediato o cartão através da linha de apoio.',
  },
  ru: {
    title: 'Отчёт по кредитной карте',
    cardholder: 'Держатель карты',
    cardNo: 'Номер карты',
    limit: 'Кредитный лимит',
    previous: 'Задолженность на начало периода',
    newBalance: 'Задолженность на конец периода',
    minimum: 'Минимальный платёж',
    due: 'Оплатить до',
    head: ['Дата', 'Торговая точка', 'Код авторизации', 'Сумма'],
    intro: (n, d) => `${n}, внесите минимальный платёж до ${d}, чтобы сохранить льготный период.`,
    hotline:
      'При утрате карты немедленно заблокируйте её в мобильном приложении или по телефону банка.',
  },
};

/** A credit-card statement: masked and full card number, merchants with authorisation codes. */
export const cardStatement: Dev3Template = (v, name) => {
  const w = CARD[v.lang];
  const bank = v.pick(v.pool.banks);
  const holder = v.person();
  const start = { y: v.int(2023, 2025), m: v.int(1, 10), d: v.int(1, 10) };
  const due = v.after(start, 40);
  const card = v.card();
  const rows: string[][] = [];
  let total = 0;
  let day = start;
  const count = v.int(12, 22);
  for (let i = 0; i < count; i++) {
    day = v.after(day, v.int(0, 4));
    const amount = v.chance(0.1) ? -v.cents(10, 80) : v.cents(4, 350);
    total += amount;
    const merchant = `${O(v.pick(v.pool.merchants))} ${P('LOCATION', v.place().town.split(', ')[0]!.toUpperCase())}`;
    const auth = P('ID', v.chance(0.5) ? v.digits(6) : `${v.letters(1)}${v.digits(5)}`);
    const amt = M(v.amount(amount));
    if (v.lang === 'de')
      rows.push([D(v.rowDate(day)), D(v.rowDate(v.after(day, 1))), merchant, amt]);
    else if (v.lang === 'en')
      rows.push([D(v.rowDate(day)), D(v.rowDate(v.after(day, 1))), `${merchant} ${auth}`, amt]);
    else rows.push([D(v.rowDate(day)), merchant, auth, amt]);
  }
  const prev = v.cents(0, 900);
  const newBal = Math.round((prev + total) * 100) / 100;
  const nameIn = v.lang === 'ru' ? `${holder.given} ${holder.patronymic}` : holder.full;
  const masked = `**** **** **** ${card.slice(-4)}`;
  const blocks: Block[] = [
    { kind: 'lines', lines: [O(bank), P('URL', `www.${domainOf(v, bank)}`)] },
    { kind: 'heading', text: w.title },
    { kind: 'lines', lines: postal(v, holder) },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.cardholder, N(holder.caps)],
        [w.cardNo, P('CREDIT_CARD', masked)],
        [w.limit, M(v.money(v.int(10, 80) * 100))],
        [w.previous, M(v.money(prev))],
        [w.newBalance, M(v.money(newBal))],
        [w.minimum, M(v.money(Math.max(25, Math.round(newBal * 3) / 100)))],
        [w.due, nd(v, due)],
      ],
    },
    { kind: 'para', text: w.intro(N(nameIn), D(v.longDate(due))) },
    {
      kind: 'table',
      header: w.head,
      rows,
      widths: v.lang === 'de' || v.lang === 'en' ? [12, 12, 58, 18] : [12, 48, 20, 20],
    },
    { kind: 'para', text: `${w.hotline} ${P('PHONE', v.phone(false, true))}` },
    // The detachable payment slip repeats the full card number, as paper statements do.
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.cardNo, P('CREDIT_CARD', card)],
        [w.cardholder, N(holder.formal)],
      ],
    },
  ];
  return { name, lang: v.lang, footer: `${O(bank)} · ${w.title}`, pageWord: PAGE[v.lang], blocks };
};
