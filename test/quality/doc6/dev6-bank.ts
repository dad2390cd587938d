/** dev6 kind: a bank account statement with a transaction table running over pages. */
import type { Ctx } from './kit';
import { type Doc6, type Lang6, type Node } from './kit';
import { Values, formatDate, formatMoney } from './values';

const L: Record<
  Lang6,
  {
    title: string;
    holder: string;
    period: string;
    issued: string;
    customer: string;
    opening: string;
    closing: string;
    inflow: string;
    outflow: string;
    cols: [string, string, string, string, string];
    page: string;
    transfer: string;
    card: string;
    salary: string;
    rent: string;
    atm: string;
    fee: string;
    note: string;
  }
> = {
  eng: {
    title: 'Checking Account Statement',
    holder: 'Account holder',
    period: 'Statement period',
    issued: 'Statement date',
    customer: 'Customer number',
    opening: 'Opening balance',
    closing: 'Closing balance',
    inflow: 'Total deposits',
    outflow: 'Total withdrawals',
    cols: ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance'],
    page: 'Page {n} of {N}',
    transfer: 'Transfer to',
    card: 'Debit card purchase',
    salary: 'Payroll deposit',
    rent: 'Rent payment',
    atm: 'ATM withdrawal',
    fee: 'Monthly service fee',
    note: 'Questions about this statement? Call us or write to',
  },
  spa: {
    title: 'Extracto de cuenta corriente',
    holder: 'Titular',
    period: 'Periodo',
    issued: 'Fecha de emisión',
    customer: 'N.º de cliente',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    inflow: 'Total abonos',
    outflow: 'Total cargos',
    cols: ['Fecha', 'Concepto', 'Cargo', 'Abono', 'Saldo'],
    page: 'Página {n} de {N}',
    transfer: 'Transferencia a',
    card: 'Compra con tarjeta',
    salary: 'Nómina',
    rent: 'Recibo alquiler',
    atm: 'Reintegro cajero',
    fee: 'Comisión mantenimiento',
    note: 'Para cualquier consulta llame o escriba a',
  },
  fra: {
    title: 'Relevé de compte courant',
    holder: 'Titulaire',
    period: 'Période',
    issued: "Date d'édition",
    customer: 'N° client',
    opening: 'Solde précédent',
    closing: 'Nouveau solde',
    inflow: 'Total crédits',
    outflow: 'Total débits',
    cols: ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
    page: 'Page {n}/{N}',
    transfer: 'Virement émis vers',
    card: 'Paiement carte',
    salary: 'Virement salaire',
    rent: 'Prélèvement loyer',
    atm: 'Retrait DAB',
    fee: 'Frais de tenue de compte',
    note: 'Votre conseiller est joignable au',
  },
  deu: {
    title: 'Kontoauszug Girokonto',
    holder: 'Kontoinhaber',
    period: 'Zeitraum',
    issued: 'Erstellt am',
    customer: 'Kundennummer',
    opening: 'Alter Kontostand',
    closing: 'Neuer Kontostand',
    inflow: 'Summe Gutschriften',
    outflow: 'Summe Lastschriften',
    cols: ['Buchung', 'Vorgang', 'Soll', 'Haben', 'Saldo'],
    page: 'Seite {n} von {N}',
    transfer: 'Überweisung an',
    card: 'Kartenzahlung',
    salary: 'Gehalt',
    rent: 'Dauerauftrag Miete',
    atm: 'Bargeldauszahlung',
    fee: 'Kontoführungsentgelt',
    note: 'Fragen zu Ihrem Konto? Rufen Sie uns an oder schreiben Sie an',
  },
  ita: {
    title: 'Estratto conto corrente',
    holder: 'Intestatario',
    period: 'Periodo',
    issued: 'Data emissione',
    customer: 'Codice cliente',
    opening: 'Saldo iniziale',
    closing: 'Saldo finale',
    inflow: 'Totale accrediti',
    outflow: 'Totale addebiti',
    cols: ['Data', 'Descrizione', 'Addebiti', 'Accrediti', 'Saldo'],
    page: 'Pagina {n} di {N}',
    transfer: 'Bonifico a favore di',
    card: 'Pagamento POS',
    salary: 'Stipendio',
    rent: 'Canone affitto',
    atm: 'Prelievo bancomat',
    fee: 'Canone mensile conto',
    note: 'Per informazioni chiami o scriva a',
  },
  por: {
    title: 'Extrato de conta à ordem',
    holder: 'Titular',
    period: 'Período',
    issued: 'Data de emissão',
    customer: 'N.º de cliente',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    inflow: 'Total de créditos',
    outflow: 'Total de débitos',
    cols: ['Data', 'Descritivo', 'Débito', 'Crédito', 'Saldo'],
    page: 'Página {n} de {N}',
    transfer: 'Transferência para',
    card: 'Compra com cartão',
    salary: 'Vencimento',
    rent: 'Renda casa',
    atm: 'Levantamento ATM',
    fee: 'Comissão de manutenção',
    note: 'Para esclarecimentos ligue ou escreva para',
  },
  rus: {
    title: 'Выписка по текущему счёту',
    holder: 'Владелец счёта',
    period: 'Период',
    issued: 'Дата формирования',
    customer: 'Номер клиента',
    opening: 'Входящий остаток',
    closing: 'Исходящий остаток',
    inflow: 'Поступления',
    outflow: 'Списания',
    cols: ['Дата', 'Описание операции', 'Расход', 'Приход', 'Остаток'],
    page: 'Стр. {n} из {N}',
    transfer: 'Перевод',
    card: 'Оплата картой',
    salary: 'Заработная плата',
    rent: 'Оплата аренды',
    atm: 'Снятие наличных',
    fee: 'Плата за обслуживание',
    note: 'Вопросы по выписке: звоните или пишите на',
  },
};

/** Builds one bank statement. */
export function bankStatement(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const l = L[c.lang];
  const bank = c.m('ORGANIZATION', v.bank());
  const holder = v.person();
  const addr = v.address();
  const bankAddr = v.address();
  const acct = v.account();
  const year = c.int(2023, 2025);
  const month = c.int(1, 11);
  const date = (d: number, shape: 'long' | 'numeric' | 'short') =>
    c.m('DATE', formatDate(c.lang, year, month, d, shape));
  const rowShape = c.pick(['numeric', 'short'] as const);
  const customer = c.m('ID', `${c.letters(2)}${c.digits(7)}`);
  const site = c.m('URL', `www.${v.domainOf(bank)}`);
  const bankPhone = c.m('PHONE', v.phone(false));

  let cents = c.int(50_000, 900_000);
  const opening = cents;
  let inSum = 0;
  let outSum = 0;
  const rows: Node[][] = [];
  const bare = (n: number) => c.m('MONEY_AMOUNT', formatMoney(c.lang, n, true));
  const nRows = c.int(28, 60);
  const people = [v.person(false), v.person(false)];
  const employer = c.chance(0.5) ? v.firm() : v.brand();
  const landlord = v.firm();
  for (let i = 0; i < nRows; i++) {
    const day = Math.min(28, 1 + Math.floor((i * 28) / nRows));
    const kind = c.int(0, 9);
    let text: Node;
    let amount: number;
    if (kind === 0) {
      amount = c.int(180_000, 420_000);
      text = `${l.salary} ${c.m('ORGANIZATION', employer)}`;
    } else if (kind === 1) {
      const p = c.pick(people);
      amount = -c.int(2_000, 60_000);
      text = `${l.transfer} ${c.m('PERSON_NAME', p.full)}`;
    } else if (kind === 2) {
      amount = -c.int(60_000, 150_000);
      text = `${l.rent} ${c.m('ORGANIZATION', landlord)}`;
    } else if (kind === 3) {
      amount = -c.int(2_000, 40_000);
      text = `${l.atm} ${c.m('LOCATION', addr.town)}`;
    } else if (kind === 4 && i % 3 === 0) {
      amount = -c.int(300, 1_500);
      text = l.fee;
    } else {
      amount = -c.int(150, 18_000);
      const merchant = c.m('ORGANIZATION', v.brand());
      text = c.chance(0.4)
        ? `${l.card} ${c.m('CREDIT_CARD', v.card(true))} ${merchant}`
        : `${l.card} ${merchant}`;
    }
    cents += amount;
    if (amount < 0) outSum -= amount;
    else inSum += amount;
    rows.push([
      { text: date(day, rowShape), noWrap: true },
      { text },
      amount < 0 ? { text: bare(-amount), alignment: 'right' } : '',
      amount > 0 ? { text: bare(amount), alignment: 'right' } : '',
      { text: bare(cents), alignment: 'right' },
    ]);
  }
  const money = (n: number) => c.m('MONEY_AMOUNT', formatMoney(c.lang, n, false));
  const holderName = c.m('PERSON_NAME', holder.full);
  const details: Node[][] = [
    [l.holder, holderName],
    [acct.label, c.m('ACCOUNT', acct.value)],
    ...(acct.extra ? [[acct.extra.label, acct.extra.value]] : []),
    [l.customer, customer],
    [l.period, `${date(1, 'numeric')} – ${date(28, 'numeric')}`],
    [
      l.issued,
      c.m('DATE', formatDate(c.lang, month === 12 ? year + 1 : year, month + 1, 2, 'long')),
    ],
  ];
  const addrBlock = c.m('ADDRESS', addr.lines.join('\n'));
  const content: Node[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            {
              text: c.m('PERSON_NAME', c.chance(0.5) ? holder.full.toUpperCase() : holder.full),
              bold: true,
            },
            addrBlock,
          ],
          margin: [0, 30, 0, 0],
        },
        {
          width: 250,
          table: {
            widths: [100, '*'],
            body: details.map(([a, b]) => [
              { text: a!, fontSize: 8, color: '#444444' },
              { text: b!, fontSize: 8 },
            ]),
          },
          layout: 'noBorders',
        },
      ],
    },
    { text: l.title, style: 'h1', margin: [0, 18, 0, 8] },
    {
      table: {
        widths: ['*', '*', '*', '*'],
        body: [
          [l.opening, l.inflow, l.outflow, l.closing].map((t) => ({
            text: t,
            fontSize: 7,
            color: '#555555',
          })),
          [money(opening), money(inSum), money(-outSum), money(cents)].map((t) => ({
            text: t,
            bold: true,
          })),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
    },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [c.lang === 'eng' ? 58 : 52, '*', 62, 62, 66],
        body: [l.cols.map((t) => ({ text: t, bold: true, fillColor: '#e8eef4' })), ...rows],
      },
      layout: c.pick(['lightHorizontalLines', 'headerLineOnly']),
      fontSize: 8,
    },
    {
      text: [`${l.note} `, c.m('EMAIL', `service@${v.domainOf(bank)}`), '.'],
      fontSize: 8,
      margin: [0, 12, 0, 0],
    },
  ];
  return {
    name,
    kind: 'bank-statement',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [40, 60, 40, 50],
      defaultStyle: { font: c.pick(['Roboto', 'Liberation']), fontSize: 9 },
      styles: { h1: { fontSize: 14, bold: true } },
      content,
    },
    running: {
      header: {
        columns: [
          { text: bank, bold: true, fontSize: 11 },
          { text: site, alignment: 'right', fontSize: 8 },
        ],
      },
      footer: {
        text: [bank, ' · ', c.m('ADDRESS', bankAddr.oneLine), ' · ', bankPhone],
        fontSize: 6.5,
      },
      pageLabel: l.page,
    },
    marks: c.marks,
  };
}
