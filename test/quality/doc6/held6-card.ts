/** held6 kind: a credit card statement with a summary box, merchant descriptors and a payment slip. */
import type { Ctx, Doc6, Lang6, Node } from './kit';
import { Values, formatDate, formatMoney } from './values';

interface Words {
  title: string;
  holder: string;
  card: string;
  limit: string;
  closing: string;
  due: string;
  minimum: string;
  balance: string;
  previous: string;
  cols: [string, string, string, string];
  payment: string;
  interest: string;
  slip: string;
  enclosed: string;
  service: string;
  page: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    title: 'Credit Card Statement',
    holder: 'Cardholder',
    card: 'Card number',
    limit: 'Credit limit',
    closing: 'Closing date',
    due: 'Payment due date',
    minimum: 'Minimum payment due',
    balance: 'New balance',
    previous: 'Previous balance',
    cols: ['Trans. date', 'Post date', 'Description', 'Amount'],
    payment: 'PAYMENT - THANK YOU',
    interest: 'INTEREST CHARGE ON PURCHASES',
    slip: 'Payment coupon – detach and return with your payment',
    enclosed: 'Amount enclosed',
    service: 'Customer service',
    page: 'Page {n} of {N}',
  },
  spa: {
    title: 'Extracto de tarjeta de crédito',
    holder: 'Titular',
    card: 'N.º de tarjeta',
    limit: 'Límite de crédito',
    closing: 'Fecha de liquidación',
    due: 'Fecha de cargo',
    minimum: 'Importe mínimo',
    balance: 'Saldo a pagar',
    previous: 'Saldo anterior',
    cols: ['F. operación', 'F. valor', 'Comercio', 'Importe'],
    payment: 'PAGO RECIBIDO - GRACIAS',
    interest: 'INTERESES DEL PERIODO',
    slip: 'Resguardo de pago',
    enclosed: 'Importe abonado',
    service: 'Atención al cliente',
    page: 'Página {n} de {N}',
  },
  fra: {
    title: 'Relevé de carte de crédit',
    holder: 'Titulaire',
    card: 'N° de carte',
    limit: 'Plafond',
    closing: "Date d'arrêté",
    due: 'Date de prélèvement',
    minimum: 'Mensualité minimale',
    balance: 'Solde à régler',
    previous: 'Solde précédent',
    cols: ['Date opé.', 'Date val.', 'Commerçant', 'Montant'],
    payment: 'PAIEMENT REÇU - MERCI',
    interest: 'INTÉRÊTS DÉBITEURS',
    slip: 'Coupon de règlement',
    enclosed: 'Montant réglé',
    service: 'Service clients',
    page: 'Page {n}/{N}',
  },
  deu: {
    title: 'Kreditkartenabrechnung',
    holder: 'Karteninhaber/in',
    card: 'Kartennummer',
    limit: 'Verfügungsrahmen',
    closing: 'Abrechnungsdatum',
    due: 'Fällig am',
    minimum: 'Mindestbetrag',
    balance: 'Neuer Saldo',
    previous: 'Saldo Vormonat',
    cols: ['Beleg', 'Buchung', 'Umsatz', 'Betrag'],
    payment: 'ZAHLUNG - VIELEN DANK',
    interest: 'SOLLZINSEN',
    slip: 'Überweisungsträger',
    enclosed: 'Überwiesener Betrag',
    service: 'Kundenservice',
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: 'Estratto conto carta di credito',
    holder: 'Titolare',
    card: 'Numero carta',
    limit: 'Fido',
    closing: 'Data chiusura',
    due: 'Data addebito',
    minimum: 'Rata minima',
    balance: 'Saldo da pagare',
    previous: 'Saldo precedente',
    cols: ['Data op.', 'Data val.', 'Esercente', 'Importo'],
    payment: 'PAGAMENTO RICEVUTO - GRAZIE',
    interest: 'INTERESSI DEBITORI',
    slip: 'Cedola di pagamento',
    enclosed: 'Importo versato',
    service: 'Servizio clienti',
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: 'Extrato do cartão de crédito',
    holder: 'Titular',
    card: 'N.º do cartão',
    limit: 'Limite de crédito',
    closing: 'Data de fecho',
    due: 'Data-limite de pagamento',
    minimum: 'Pagamento mínimo',
    balance: 'Saldo em dívida',
    previous: 'Saldo anterior',
    cols: ['Data mov.', 'Data valor', 'Comerciante', 'Montante'],
    payment: 'PAGAMENTO RECEBIDO - OBRIGADO',
    interest: 'JUROS DO PERÍODO',
    slip: 'Talão de pagamento',
    enclosed: 'Montante pago',
    service: 'Apoio ao cliente',
    page: 'Página {n} de {N}',
  },
  rus: {
    title: 'Выписка по кредитной карте',
    holder: 'Держатель карты',
    card: 'Номер карты',
    limit: 'Кредитный лимит',
    closing: 'Дата выписки',
    due: 'Оплатить до',
    minimum: 'Минимальный платёж',
    balance: 'Задолженность',
    previous: 'Предыдущий остаток',
    cols: ['Дата операции', 'Дата списания', 'Описание', 'Сумма'],
    payment: 'ПОПОЛНЕНИЕ - СПАСИБО',
    interest: 'ПРОЦЕНТЫ ЗА ПЕРИОД',
    slip: 'Квитанция об оплате',
    enclosed: 'Внесённая сумма',
    service: 'Служба поддержки',
    page: 'Стр. {n} из {N}',
  },
};

/** Builds one card statement. */
export function cardStatement(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const issuer = c.m('ORGANIZATION', v.bank());
  const holder = v.person();
  const home = v.address();
  const full = v.card(false);
  const last4 = full.slice(-4);
  const shownCard = c.m(
    'CREDIT_CARD',
    c.pick([
      `${full.slice(0, 4)} ${full.slice(5, 7)}** **** ${last4}`,
      `**** **** **** ${last4}`,
      `${full.slice(0, 4)} XXXX XXXX ${last4}`,
    ]),
  );
  const year = 2025;
  const month = c.int(2, 11);
  const rus = c.lang === 'rus';
  const d = (m: number, day: number, shape: 'numeric' | 'short' | 'long') =>
    c.m('DATE', formatDate(c.lang, year, m, day, shape));
  const money = (cents: number) => c.m('MONEY_AMOUNT', formatMoney(c.lang, cents, false));
  const rows: Node[][] = [];
  let total = 0;
  const towns = [home.town, v.address().town, v.address().town];
  const n = c.int(14, 34);
  const shape = c.pick(['numeric', 'short'] as const);
  for (let i = 0; i < n; i++) {
    const day = 1 + Math.floor((i * 27) / n);
    let desc: Node;
    let cents: number;
    if (i === 3) {
      cents = -c.int(20_000, 90_000) * (rus ? 40 : 1);
      desc = w.payment;
    } else {
      cents = c.int(300, 25_000) * (rus ? 40 : 1);
      const merchant = v.brand().toUpperCase();
      const town = c.pick(towns).toUpperCase();
      const style = c.int(0, 3);
      if (style === 0)
        desc = [c.m('ORGANIZATION', merchant), ` ${c.digits(4)} `, c.m('LOCATION', town)];
      else if (style === 1)
        desc = [
          c.m('ORGANIZATION', `${merchant.replace(/\s+/g, '')}*${c.letters(2)}${c.digits(3)}`),
          ' ',
          c.m('URL', `${v.domainOf(merchant)}`),
        ];
      else if (style === 2)
        desc = [c.m('ORGANIZATION', v.firm()), ' ', c.m('LOCATION', c.pick(towns))];
      else desc = [c.m('ORGANIZATION', merchant), '  ', c.m('LOCATION', town)];
    }
    total += cents;
    rows.push([
      d(month, day, shape),
      d(month, Math.min(28, day + 1), shape),
      { text: desc },
      { text: c.m('MONEY_AMOUNT', formatMoney(c.lang, cents, c.chance(0.6))), alignment: 'right' },
    ]);
  }
  const interest = c.int(0, 3_000) * (rus ? 40 : 1);
  rows.push([
    d(month, 28, shape),
    d(month, 28, shape),
    w.interest,
    { text: c.m('MONEY_AMOUNT', formatMoney(c.lang, interest, true)), alignment: 'right' },
  ]);
  total += interest;
  const prev = c.int(0, 200_000) * (rus ? 40 : 1);
  const holderName = c.m('PERSON_NAME', holder.full.toUpperCase());
  const summary: Node = {
    table: {
      widths: ['*', 'auto'],
      body: [
        [w.holder, holderName],
        [w.card, shownCard],
        [w.limit, money(c.int(1, 15) * 100_000 * (rus ? 40 : 1))],
        [w.closing, d(month, 28, 'long')],
        [w.due, d(month + 1, 20, 'long')],
        [w.previous, money(prev)],
        [
          { text: w.balance, bold: true },
          { text: money(prev + total), bold: true },
        ],
        [w.minimum, money(Math.round((prev + total) * 0.05))],
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#999999',
      vLineColor: () => '#999999',
    },
    fontSize: 8,
  };
  const service = c.m('PHONE', v.phone(false));
  const slip: Node = {
    stack: [
      {
        text: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
        color: '#999999',
        margin: [0, 16, 0, 4],
      },
      { text: w.slip, bold: true, fontSize: 8 },
      {
        columns: [
          {
            stack: [c.m('PERSON_NAME', holder.full), c.m('ADDRESS', home.lines.join('\n'))],
            fontSize: 8,
          },
          {
            table: {
              body: [
                [w.card, shownCard],
                [w.balance, money(prev + total)],
                [w.enclosed, ''],
              ],
            },
            fontSize: 8,
          },
        ],
      },
    ],
    unbreakable: true,
  };
  return {
    name,
    kind: 'card-statement',
    lang: c.lang,
    def: {
      pageSize: c.lang === 'eng' ? 'LETTER' : 'A4',
      pageMargins: [36, 70, 36, 50],
      defaultStyle: { font: c.pick(['Liberation', 'Roboto']), fontSize: 8.5 },
      content: [
        {
          columns: [
            {
              width: '*',
              stack: [
                { text: w.title, fontSize: 15, bold: true, margin: [0, 0, 0, 10] },
                holderName,
                c.m('ADDRESS', home.lines.join('\n')),
              ],
            },
            { width: 230, stack: [summary] },
          ],
          columnGap: 20,
          margin: [0, 0, 0, 14],
        },
        {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: [55, 55, '*', 70],
            body: [
              w.cols.map((t) => ({ text: t, bold: true, color: 'white', fillColor: '#34495e' })),
              ...rows,
            ],
          },
          layout: 'lightHorizontalLines',
        },
        slip,
      ],
    },
    running: {
      header: {
        columns: [
          { text: issuer, fontSize: 13, bold: true, color: '#8e1b1b' },
          { text: [`${w.card}: `, shownCard], alignment: 'right', fontSize: 8 },
        ],
      },
      footer: {
        text: [`${w.service}: `, service, ' · ', c.m('URL', `www.${v.domainOf(issuer)}`)],
        fontSize: 7,
      },
      pageLabel: w.page,
    },
    marks: c.marks,
  };
}
