/** held6 kind: an electricity and gas bill: a side panel of account facts, readings and charges tables. */
import type { Ctx, Doc6, Lang6, Node } from './kit';
import { Values, formatDate, formatMoney } from './values';

interface Words {
  title: string;
  invoiceNo: string;
  customerNo: string;
  contract: string;
  meter: string;
  supply: string;
  billTo: string;
  period: string;
  readings: string;
  rCols: [string, string, string, string];
  charges: string;
  cCols: [string, string, string];
  lines: [string, string, string, string];
  total: string;
  debit: (amount: string, acct: string, date: string) => Node[];
  mandate: string;
  help: string;
  outage: string;
  dear: (name: string) => Node[];
  page: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    title: 'Your energy bill',
    invoiceNo: 'Bill number',
    customerNo: 'Customer number',
    contract: 'Service agreement',
    meter: 'Meter no.',
    supply: 'Service address',
    billTo: 'Billing address',
    period: 'Billing period',
    readings: 'Meter readings',
    rCols: ['Read date', 'Previous', 'Current', 'Usage'],
    charges: 'Charges',
    cCols: ['Item', 'Quantity', 'Amount'],
    lines: ['Electricity usage', 'Gas usage', 'Basic service charge', 'State sales tax'],
    total: 'Total amount due',
    debit: (a, ac, d) => [
      'The amount of ',
      a,
      ' will be debited from account ',
      ac,
      ' on or after ',
      d,
      '.',
    ],
    mandate: 'AutoPay ID',
    help: 'Questions? We are here to help',
    outage: 'Power outage line',
    dear: (n) => ['Dear ', n, ', thank you for being a customer.'],
    page: 'Page {n} of {N}',
  },
  spa: {
    title: 'Factura de luz y gas',
    invoiceNo: 'N.º de factura',
    customerNo: 'N.º de cliente',
    contract: 'Contrato',
    meter: 'N.º de contador',
    supply: 'Dirección de suministro',
    billTo: 'Dirección de envío',
    period: 'Periodo de facturación',
    readings: 'Lecturas',
    rCols: ['Fecha lectura', 'Anterior', 'Actual', 'Consumo'],
    charges: 'Detalle de la factura',
    cCols: ['Concepto', 'Cantidad', 'Importe'],
    lines: ['Energía consumida', 'Consumo de gas', 'Término fijo', 'IVA 21 %'],
    total: 'Total a pagar',
    debit: (a, ac, d) => [
      'El importe de ',
      a,
      ' se cargará en la cuenta ',
      ac,
      ' a partir del ',
      d,
      '.',
    ],
    mandate: 'Referencia del mandato',
    help: 'Atención al cliente',
    outage: 'Averías 24 h',
    dear: (n) => ['Estimado/a ', n, ', gracias por confiar en nosotros.'],
    page: 'Página {n} de {N}',
  },
  fra: {
    title: 'Votre facture d’énergie',
    invoiceNo: 'N° de facture',
    customerNo: 'Référence client',
    contract: 'N° de contrat',
    meter: 'N° de compteur (PDL)',
    supply: 'Adresse de consommation',
    billTo: 'Adresse de facturation',
    period: 'Période de facturation',
    readings: 'Relevés',
    rCols: ['Date du relevé', 'Ancien index', 'Nouvel index', 'Consommation'],
    charges: 'Détail de votre facture',
    cCols: ['Libellé', 'Quantité', 'Montant'],
    lines: ['Consommation électricité', 'Consommation gaz', 'Abonnement', 'TVA'],
    total: 'Montant total TTC',
    debit: (a, ac, d) => [
      'La somme de ',
      a,
      ' sera prélevée sur le compte ',
      ac,
      ' à partir du ',
      d,
      '.',
    ],
    mandate: 'Référence unique de mandat',
    help: 'Service clients',
    outage: 'Dépannage 24 h/24',
    dear: (n) => ['Bonjour ', n, ', merci de votre confiance.'],
    page: 'Page {n}/{N}',
  },
  deu: {
    title: 'Ihre Jahresabrechnung Strom und Gas',
    invoiceNo: 'Rechnungsnummer',
    customerNo: 'Kundennummer',
    contract: 'Vertragskonto',
    meter: 'Zählernummer',
    supply: 'Lieferstelle',
    billTo: 'Rechnungsanschrift',
    period: 'Abrechnungszeitraum',
    readings: 'Zählerstände',
    rCols: ['Ablesedatum', 'Alter Stand', 'Neuer Stand', 'Verbrauch'],
    charges: 'Ihre Kosten im Einzelnen',
    cCols: ['Position', 'Menge', 'Betrag'],
    lines: ['Arbeitspreis Strom', 'Arbeitspreis Gas', 'Grundpreis', 'Umsatzsteuer 19 %'],
    total: 'Rechnungsbetrag',
    debit: (a, ac, d) => [
      'Den Betrag von ',
      a,
      ' buchen wir am ',
      d,
      ' von Ihrem Konto ',
      ac,
      ' ab.',
    ],
    mandate: 'Mandatsreferenz',
    help: 'Kundenservice',
    outage: 'Störungsnummer',
    dear: (n) => ['Guten Tag ', n, ', vielen Dank für Ihr Vertrauen.'],
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: 'Bolletta luce e gas',
    invoiceNo: 'Fattura n.',
    customerNo: 'Codice cliente',
    contract: 'Codice contratto',
    meter: 'Codice POD',
    supply: 'Indirizzo di fornitura',
    billTo: 'Recapito bolletta',
    period: 'Periodo di fatturazione',
    readings: 'Letture',
    rCols: ['Data lettura', 'Precedente', 'Attuale', 'Consumo'],
    charges: 'Dettaglio importi',
    cCols: ['Voce', 'Quantità', 'Importo'],
    lines: ['Spesa per la materia energia', 'Spesa per il gas', 'Quota fissa', 'IVA 10%'],
    total: 'Totale da pagare',
    debit: (a, ac, d) => ["L'importo di ", a, ' sarà addebitato sul conto ', ac, ' il ', d, '.'],
    mandate: 'Codice mandato SDD',
    help: 'Servizio clienti',
    outage: 'Pronto intervento',
    dear: (n) => ['Gentile ', n, ', grazie per averci scelto.'],
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: 'Fatura de eletricidade e gás',
    invoiceNo: 'Fatura n.º',
    customerNo: 'N.º de cliente',
    contract: 'Conta contrato',
    meter: 'CPE',
    supply: 'Local de consumo',
    billTo: 'Morada de faturação',
    period: 'Período de faturação',
    readings: 'Leituras',
    rCols: ['Data da leitura', 'Anterior', 'Atual', 'Consumo'],
    charges: 'Detalhe da fatura',
    cCols: ['Descrição', 'Quantidade', 'Valor'],
    lines: ['Energia elétrica', 'Gás natural', 'Potência contratada', 'IVA'],
    total: 'Total a pagar',
    debit: (a, ac, d) => [
      'O valor de ',
      a,
      ' será debitado na conta ',
      ac,
      ' a partir de ',
      d,
      '.',
    ],
    mandate: 'Referência da ADC',
    help: 'Apoio ao cliente',
    outage: 'Avarias',
    dear: (n) => ['Caro(a) ', n, ', obrigado pela sua preferência.'],
    page: 'Página {n} de {N}',
  },
  rus: {
    title: 'Счёт за электроэнергию и газ',
    invoiceNo: 'Счёт №',
    customerNo: 'Лицевой счёт',
    contract: 'Договор',
    meter: 'Номер счётчика',
    supply: 'Адрес поставки',
    billTo: 'Адрес доставки счёта',
    period: 'Расчётный период',
    readings: 'Показания',
    rCols: ['Дата', 'Предыдущие', 'Текущие', 'Расход'],
    charges: 'Начисления',
    cCols: ['Услуга', 'Объём', 'Сумма'],
    lines: ['Электроэнергия', 'Газ', 'Обслуживание', 'НДС 20 %'],
    total: 'Итого к оплате',
    debit: (a, ac, d) => ['Сумма ', a, ' будет списана со счёта ', ac, ' ', d, '.'],
    mandate: 'Номер автоплатежа',
    help: 'Контакт-центр',
    outage: 'Аварийная служба',
    dear: (n) => ['Уважаемый(ая) ', n, '!'],
    page: 'Стр. {n} из {N}',
  },
};

/** Builds one utility bill. */
export function utilityBill(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const supplier = c.m('ORGANIZATION', c.chance(0.6) ? v.brand() : v.firm());
  const domain = v.domainOf(supplier);
  const p = v.person();
  const supply = v.address();
  const billTo = c.chance(0.4) ? v.address() : supply;
  const acct = v.account();
  const y = 2025;
  const m = c.int(2, 10);
  const date = (mm: number, d: number) => c.m('DATE', formatDate(c.lang, y, mm, d, 'numeric'));
  const k = c.lang === 'rus' ? 40 : 1;
  const amounts = [c.int(4_000, 16_000), c.int(2_000, 12_000), c.int(900, 1_800), 0].map(
    (a) => a * k,
  );
  amounts[3] = Math.round((amounts[0]! + amounts[1]! + amounts[2]!) * 0.19);
  const total = amounts.reduce((s, a) => s + a, 0);
  const money = (cents: number, bare = false) =>
    c.m('MONEY_AMOUNT', formatMoney(c.lang, cents, bare));
  const prevE = c.int(10_000, 60_000);
  const useE = c.int(180, 900);
  const prevG = c.int(1_000, 9_000);
  const useG = c.int(40, 400);
  const fact = (label: string, value: Node): Node => ({
    stack: [
      { text: label, fontSize: 6.5, color: '#dddddd' },
      { text: value, fontSize: 8.5, color: 'white', margin: [0, 0, 0, 6] },
    ],
  });
  const side: Node = {
    width: 150,
    table: {
      widths: ['*'],
      body: [
        [
          {
            fillColor: '#0b5345',
            stack: [
              fact(w.customerNo, c.m('ID', c.digits(10))),
              fact(w.contract, c.m('ID', `${c.digits(3)} ${c.digits(3)} ${c.digits(3)}`)),
              fact(
                w.meter,
                c.m(
                  'ID',
                  c.lang === 'ita'
                    ? `IT001E${c.digits(8)}`
                    : c.lang === 'por'
                      ? `PT0002${c.digits(12)}${c.letters(2)}`
                      : c.lang === 'fra'
                        ? c.digits(14)
                        : `${c.digits(1)}${c.letters(3)}${c.digits(8)}`,
                ),
              ),
              fact(w.invoiceNo, c.m('ID', `${c.int(2024, 2025)}-${c.digits(7)}`)),
              fact(w.help, c.m('PHONE', v.phone(false))),
              fact(w.outage, c.m('PHONE', v.phone(false))),
              fact('Web', c.m('URL', `${domain}/account`)),
            ],
          },
        ],
      ],
    },
    layout: 'noBorders',
  };
  const main: Node = {
    width: '*',
    stack: [
      { text: w.title, fontSize: 15, bold: true, color: '#0b5345' },
      { text: w.dear(c.m('PERSON_NAME', p.full)), margin: [0, 4, 0, 8] },
      {
        columns: [
          {
            stack: [
              { text: w.supply, fontSize: 7, color: '#555555' },
              c.m('ADDRESS', supply.lines.join('\n')),
            ],
          },
          {
            stack: [
              { text: w.billTo, fontSize: 7, color: '#555555' },
              c.m('PERSON_NAME', p.full.toUpperCase()),
              c.m('ADDRESS', billTo.lines.join('\n')),
            ],
          },
        ],
        margin: [0, 0, 0, 8],
      },
      {
        text: [`${w.period}: `, date(m - 1, c.int(1, 5)), ' – ', date(m, c.int(1, 5))],
        margin: [0, 0, 0, 8],
      },
      { text: w.readings, bold: true },
      {
        table: {
          widths: [70, '*', '*', 60],
          body: [
            w.rCols.map((t) => ({ text: t, bold: true, fontSize: 7.5 })),
            [date(m, c.int(1, 5)), `${prevE} kWh`, `${prevE + useE} kWh`, `${useE} kWh`],
            [date(m, c.int(6, 9)), `${prevG} m³`, `${prevG + useG} m³`, `${useG} m³`],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 2, 0, 8],
      },
      { text: w.charges, bold: true },
      {
        table: {
          widths: ['*', 70, 70],
          body: [
            w.cCols.map((t) => ({ text: t, bold: true, fontSize: 7.5 })),
            [w.lines[0], `${useE} kWh`, { text: money(amounts[0]!, true), alignment: 'right' }],
            [w.lines[1], `${useG} m³`, { text: money(amounts[1]!, true), alignment: 'right' }],
            [w.lines[2], '1', { text: money(amounts[2]!, true), alignment: 'right' }],
            [w.lines[3], '', { text: money(amounts[3]!, true), alignment: 'right' }],
            [
              { text: w.total, bold: true, colSpan: 2 },
              '',
              { text: money(total), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 2, 0, 8],
      },
      { text: w.debit(money(total), c.m('ACCOUNT', acct.value), date(m, c.int(20, 28))) },
      {
        text: [`${w.mandate}: `, c.m('ID', `${c.letters(3)}${c.digits(9)}`)],
        fontSize: 8,
        margin: [0, 4, 0, 0],
      },
    ],
  };
  return {
    name,
    kind: 'utility-bill',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [36, 64, 36, 46],
      defaultStyle: { font: c.pick(['Roboto', 'Liberation']), fontSize: 8.5 },
      content: [{ columns: [main, side], columnGap: 16 }],
    },
    running: {
      header: {
        columns: [
          { text: supplier, fontSize: 16, bold: true, color: '#0b5345' },
          { text: c.m('URL', `www.${domain}`), alignment: 'right', fontSize: 8 },
        ],
      },
      footer: { text: [supplier, ' · ', c.m('ADDRESS', v.address().oneLine)], fontSize: 6.5 },
      pageLabel: w.page,
    },
    marks: c.marks,
  };
}
