/**
 * held7 kind: a tax or council notice. The public body's letterhead (name, address, phone, web
 * site), the addressee's window block (name and address over lines), the taxpayer numbers and
 * the notice number, the property or income the notice is about (an address, an employer), an
 * assessment table of amounts, an instalment table with due dates, the body's bank account and
 * payment reference, the officer to contact, and a footer on every page.
 */
import {
  address,
  addDays,
  anyDate,
  day,
  email,
  honorific,
  host,
  iban,
  longDate,
  money,
  nationalId,
  NATIONAL_ID_LABEL,
  numericDate,
  person,
  phone,
} from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  title: [string, string];
  taxRef: string;
  notice: string;
  date: string;
  property: string;
  employer: string;
  assessHead: string[];
  items: [string[], string[]];
  total: string;
  instalments: string;
  instHead: string[];
  pay: string;
  ref: string;
  intro: (name: string) => string;
  query: (officer: string, tel: string, mail: string, date: string) => string;
  page: string;
}> = {
  eng: {
    title: ['Council Tax Bill 2025/26', 'Simple Assessment: Income Tax 2024/25'],
    taxRef: 'Unique Taxpayer Reference',
    notice: 'Account reference',
    date: 'Date of issue',
    property: 'Property',
    employer: 'Income from employment with',
    assessHead: ['Item', 'Amount'],
    items: [
      ['Band D charge', 'Adult social care precept', 'Single person discount'],
      ['Pay from employment', 'Tax deducted by your employer', 'Tax still to pay'],
    ],
    total: 'Amount due',
    instalments: 'Instalments',
    instHead: ['Instalment', 'Due date', 'Amount'],
    pay: 'Pay to',
    ref: 'Payment reference',
    intro: (n) => `Dear ${n},`,
    query: (o, t, m, d) =>
      `If you think this notice is wrong, contact ${o} on ${t} or at ${m} before ${d}.`,
    page: 'Page {n} of {N}',
  },
  spa: {
    title: [
      'Recibo del Impuesto sobre Bienes Inmuebles 2025',
      'Liquidación provisional del IRPF 2024',
    ],
    taxRef: 'NIF del contribuyente',
    notice: 'N.º de liquidación',
    date: 'Fecha de emisión',
    property: 'Inmueble',
    employer: 'Rendimientos del trabajo pagados por',
    assessHead: ['Concepto', 'Importe'],
    items: [
      ['Cuota íntegra', 'Bonificación familia numerosa', 'Recargo'],
      ['Rendimientos íntegros del trabajo', 'Retenciones practicadas', 'Cuota diferencial'],
    ],
    total: 'Importe a ingresar',
    instalments: 'Plazos',
    instHead: ['Plazo', 'Vencimiento', 'Importe'],
    pay: 'Ingreso en',
    ref: 'Referencia de pago',
    intro: (n) => `Estimado/a ${n}:`,
    query: (o, t, m, d) =>
      `Si no está de acuerdo con esta liquidación, contacte con ${o} en el ${t} o en ${m} antes del ${d}.`,
    page: 'Página {n} de {N}',
  },
  fra: {
    title: ['Avis de taxe foncière 2025', 'Avis d’impôt sur le revenu 2025'],
    taxRef: 'Numéro fiscal',
    notice: 'Référence de l’avis',
    date: 'Date d’établissement',
    property: 'Bien imposé',
    employer: 'Salaires versés par',
    assessHead: ['Élément', 'Montant'],
    items: [
      ['Part communale', 'Part intercommunale', 'Frais de gestion'],
      ['Salaires déclarés', 'Prélèvement à la source déjà versé', 'Reste à payer'],
    ],
    total: 'Montant à payer',
    instalments: 'Échéancier',
    instHead: ['Échéance', 'Date limite', 'Montant'],
    pay: 'Paiement sur le compte',
    ref: 'Référence de paiement',
    intro: (n) => `Madame, Monsieur ${n},`,
    query: (o, t, m, d) =>
      `En cas de désaccord, contactez ${o} au ${t} ou à l’adresse ${m} avant le ${d}.`,
    page: 'Page {n}/{N}',
  },
  deu: {
    title: ['Grundsteuerbescheid 2025', 'Einkommensteuerbescheid 2024'],
    taxRef: 'Steuernummer',
    notice: 'Kassenzeichen',
    date: 'Bescheiddatum',
    property: 'Grundstück',
    employer: 'Arbeitslohn von',
    assessHead: ['Posten', 'Betrag'],
    items: [
      ['Grundsteuer B', 'Straßenreinigung', 'Abfallgebühr'],
      ['Bruttoarbeitslohn', 'Einbehaltene Lohnsteuer', 'Nachzahlung'],
    ],
    total: 'Zu zahlen',
    instalments: 'Fälligkeiten',
    instHead: ['Rate', 'Fällig am', 'Betrag'],
    pay: 'Zahlung an',
    ref: 'Verwendungszweck',
    intro: (n) => `Sehr geehrte/r ${n},`,
    query: (o, t, m, d) =>
      `Gegen diesen Bescheid können Sie bis zum ${d} Einspruch einlegen; Ansprechperson ist ${o}, Telefon ${t}, E-Mail ${m}.`,
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: ['Avviso di pagamento TARI 2025', 'Comunicazione di irregolarità IRPEF 2024'],
    taxRef: 'Codice fiscale',
    notice: 'N. avviso',
    date: 'Data di emissione',
    property: 'Immobile',
    employer: 'Redditi di lavoro dipendente erogati da',
    assessHead: ['Voce', 'Importo'],
    items: [
      ['Quota fissa', 'Quota variabile', 'Tributo provinciale'],
      ['Reddito di lavoro dipendente', 'Ritenute subite', 'Imposta a debito'],
    ],
    total: 'Totale da versare',
    instalments: 'Rate',
    instHead: ['Rata', 'Scadenza', 'Importo'],
    pay: 'Versamento su',
    ref: 'Codice avviso',
    intro: (n) => `Gentile ${n},`,
    query: (o, t, m, d) =>
      `Per chiarimenti può rivolgersi a ${o}, tel. ${t}, e-mail ${m}, entro il ${d}.`,
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: ['Nota de cobrança do IMI 2025', 'Demonstração de liquidação de IRS 2024'],
    taxRef: 'NIF',
    notice: 'N.º do documento',
    date: 'Data de emissão',
    property: 'Prédio',
    employer: 'Rendimentos pagos por',
    assessHead: ['Descrição', 'Valor'],
    items: [
      ['Coleta do IMI', 'Adicional municipal', 'Dedução por dependentes'],
      ['Rendimento bruto', 'Retenções na fonte', 'Imposto a pagar'],
    ],
    total: 'Valor a pagar',
    instalments: 'Prestações',
    instHead: ['Prestação', 'Data-limite', 'Valor'],
    pay: 'Pagamento para',
    ref: 'Referência de pagamento',
    intro: (n) => `Exmo.(a) Sr.(a) ${n},`,
    query: (o, t, m, d) =>
      `Se discordar desta liquidação, contacte ${o} pelo ${t} ou através de ${m} até ${d}.`,
    page: 'Página {n} de {N}',
  },
  rus: {
    title: [
      'Налоговое уведомление (имущественные налоги) за 2024 год',
      'Требование об уплате НДФЛ за 2024 год',
    ],
    taxRef: 'ИНН',
    notice: 'Номер уведомления',
    date: 'Дата',
    property: 'Объект',
    employer: 'Доход от налогового агента',
    assessHead: ['Показатель', 'Сумма'],
    items: [
      ['Налог на имущество', 'Земельный налог', 'Льгота'],
      ['Доход', 'Удержано налоговым агентом', 'К доплате'],
    ],
    total: 'Итого к уплате',
    instalments: 'Сроки уплаты',
    instHead: ['Платёж', 'Срок', 'Сумма'],
    pay: 'Получатель платежа, счёт',
    ref: 'УИН',
    intro: (n) => `Уважаемый(ая) ${n}!`,
    query: (o, t, m, d) =>
      `При несогласии с расчётом обратитесь к специалисту ${o} по тел. ${t} или по адресу ${m} до ${d}.`,
    page: 'Стр. {n} из {N}',
  },
};

/** The taxpayer number of the language and its tag (national numbers are SSN, others ID). */
function taxpayer(c: Ctx7, who: ReturnType<typeof person>): [string, string] {
  switch (c.lang) {
    case 'eng':
      return ['ID', `${c.digits(5)} ${c.digits(5)}`];
    case 'deu':
      return ['ID', `${c.digits(2)}/${c.digits(3)}/${c.digits(5)}`];
    case 'fra':
      return ['ID', `${c.digits(2)} ${c.digits(2)} ${c.digits(3)} ${c.digits(3)} ${c.digits(3)}`];
    case 'rus':
      return ['ID', c.digits(12)];
    default:
      return ['SSN', nationalId(c, who)];
  }
}

/** Builds one tax or council notice. */
export function taxNotice(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const body = c.from(P.bodies);
  const bodyAddr = address(c);
  const bodyHost = host(c, body);
  const who = person(c);
  const home = address(c);
  const officer = person(c);
  const issued = day(c, 2025, 2025);
  const kind = c.int(0, 1) as 0 | 1;
  const blocks: Block7[] = [];
  blocks.push({
    k: 'lines',
    bold: true,
    lines: [
      m('ORGANIZATION', body),
      ...bodyAddr.lines,
      `${m('PHONE', phone(c))} · ${m('URL', `www.${bodyHost}`)}`,
    ],
  });
  m('ADDRESS', bodyAddr.lines.join(' '));
  blocks.push({ k: 'gap', h: 10 });
  const addressee = c.chance(0.5) ? who.full.toUpperCase() : `${honorific(c, who)} ${who.full}`;
  m('PERSON_NAME', addressee === who.full.toUpperCase() ? addressee : who.full);
  blocks.push({ k: 'lines', right: c.chance(0.5), lines: [addressee, ...home.lines] });
  m('ADDRESS', home.lines.join(' '));
  blocks.push({ k: 'title', text: t.title[kind] });
  const [idTag, idValue] = taxpayer(c, who);
  const ref = `${c.letters(2)}${c.digits(10)}`;
  blocks.push({
    k: 'fields',
    layout: c.pick(['grid', 'inline'] as const),
    rows: [
      [t.taxRef, m(idTag, idValue)],
      [t.notice, m('ID', `${c.digits(4)} ${c.digits(4)} ${c.digits(4)}`)],
      [t.date, m('DATE', numericDate(c.lang, issued))],
      [t.ref, m('ID', ref)],
    ],
  });
  if (c.lang !== 'ita' && c.lang !== 'spa' && c.lang !== 'por' && c.chance(0.4))
    blocks.push({
      k: 'fields',
      layout: 'inline',
      rows: [[NATIONAL_ID_LABEL[c.lang], m('SSN', nationalId(c, who))]],
    });
  blocks.push({ k: 'p', text: t.intro(m('PERSON_NAME', who.full)) });
  if (kind === 0)
    blocks.push({ k: 'fields', layout: 'inline', rows: [[t.property, m('ADDRESS', home.line)]] });
  else
    blocks.push({
      k: 'fields',
      layout: 'inline',
      rows: [[t.employer, m('ORGANIZATION', c.chance(0.5) ? c.from(P.firms) : c.from(P.formal))]],
    });
  const amounts = t.items[kind].map(() => c.int(4000, 260000));
  blocks.push({
    k: 'table',
    theme: c.pick(['plain', 'striped', 'grid'] as const),
    head: t.assessHead,
    body: t.items[kind].map((label, i) => [label, m('MONEY_AMOUNT', money(c.lang, amounts[i]!))]),
  });
  const total = amounts.reduce((a, b) => a + b, 0);
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [[t.total, m('MONEY_AMOUNT', money(c.lang, total))]],
  });
  const n = c.int(2, 4);
  const part = Math.floor(total / n);
  blocks.push({ k: 'h', text: t.instalments });
  blocks.push({
    k: 'table',
    theme: 'grid',
    head: t.instHead,
    body: Array.from({ length: n }, (_, i) => [
      String(i + 1),
      m(
        'DATE',
        c.chance(0.5)
          ? numericDate(c.lang, addDays(issued, 30 * (i + 1)))
          : longDate(c.lang, addDays(issued, 30 * (i + 1))),
      ),
      m('MONEY_AMOUNT', money(c.lang, i === n - 1 ? total - part * (n - 1) : part)),
    ]),
  });
  const bank = c.from(P.banks);
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.pay, `${m('ORGANIZATION', body)}, ${m('ORGANIZATION', bank)}, ${m('ACCOUNT', iban(c))}`],
    ],
  });
  blocks.push({
    k: 'p',
    justify: true,
    text: t.query(
      m('PERSON_NAME', officer.full),
      m('PHONE', phone(c)),
      m('EMAIL', email(c, officer, bodyHost)),
      m('DATE', anyDate(c, addDays(issued, 30))),
    ),
  });
  return {
    name,
    kind: 'notice',
    lang: c.lang,
    family: c.pick(['DejaVuSerif', 'LiberationSans', 'LiberationSerif'] as const),
    blocks,
    header: `${m('ORGANIZATION', body)} · ${t.ref} ${m('ID', ref)}`,
    footer: [`${m('ORGANIZATION', body)} · ${m('ADDRESS', bodyAddr.line)}`],
    pageLabel: t.page,
    marks: c.marks,
  };
}
