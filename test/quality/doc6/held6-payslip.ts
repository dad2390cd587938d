/** held6 kind: a payslip, employer and employee blocks side by side, earnings and deductions tables. */
import type { Ctx, Doc6, Lang6, Node } from './kit';
import { Values, formatDate, formatMoney } from './values';

interface Words {
  title: string;
  period: string;
  employee: string;
  empNo: string;
  entry: string;
  job: string;
  jobValue: string;
  earnings: string;
  deductions: string;
  cols: [string, string, string];
  base: string;
  overtime: string;
  bonus: string;
  meal: string;
  tax: string;
  social: string;
  pension: string;
  gross: string;
  net: string;
  paidTo: (acct: string, date: string) => Node[];
  ytd: string;
  page: string;
  employer: string;
  reg: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    title: 'Earnings Statement',
    period: 'Pay period',
    employee: 'Employee',
    empNo: 'Employee ID',
    entry: 'Hire date',
    job: 'Position',
    jobValue: 'Warehouse Supervisor',
    earnings: 'Earnings',
    deductions: 'Deductions',
    cols: ['Item', 'Hours/Rate', 'Amount'],
    base: 'Regular pay',
    overtime: 'Overtime 1.5x',
    bonus: 'Quarterly bonus',
    meal: 'Meal allowance',
    tax: 'Federal income tax',
    social: 'Social Security',
    pension: '401(k) contribution',
    gross: 'Gross pay',
    net: 'Net pay',
    paidTo: (a, d) => ['Net pay deposited to account ', a, ' on ', d, '.'],
    ytd: 'Year to date gross',
    page: 'Page {n} of {N}',
    employer: 'Employer',
    reg: 'EIN',
  },
  spa: {
    title: 'Recibo de salarios',
    period: 'Periodo de liquidación',
    employee: 'Trabajador/a',
    empNo: 'N.º de matrícula',
    entry: 'Antigüedad',
    job: 'Categoría',
    jobValue: 'Oficial administrativo',
    earnings: 'Devengos',
    deductions: 'Deducciones',
    cols: ['Concepto', 'Cantidad', 'Importe'],
    base: 'Salario base',
    overtime: 'Horas extraordinarias',
    bonus: 'Paga extra prorrateada',
    meal: 'Plus transporte',
    tax: 'Retención IRPF',
    social: 'Contingencias comunes',
    pension: 'Desempleo y formación',
    gross: 'Total devengado',
    net: 'Líquido a percibir',
    paidTo: (a, d) => ['Transferido a la cuenta ', a, ' el ', d, '.'],
    ytd: 'Acumulado anual',
    page: 'Página {n} de {N}',
    employer: 'Empresa',
    reg: 'CIF',
  },
  fra: {
    title: 'Bulletin de paie',
    period: 'Période',
    employee: 'Salarié(e)',
    empNo: 'Matricule',
    entry: "Date d'entrée",
    job: 'Emploi',
    jobValue: 'Technicienne de maintenance',
    earnings: 'Éléments de rémunération',
    deductions: 'Cotisations et contributions',
    cols: ['Rubrique', 'Base/Taux', 'Montant'],
    base: 'Salaire de base',
    overtime: 'Heures supplémentaires 25 %',
    bonus: "Prime d'ancienneté",
    meal: 'Indemnité repas',
    tax: 'Prélèvement à la source',
    social: 'Sécurité sociale',
    pension: 'Retraite complémentaire',
    gross: 'Salaire brut',
    net: 'Net à payer',
    paidTo: (a, d) => ['Virement sur le compte ', a, ' le ', d, '.'],
    ytd: 'Cumul brut annuel',
    page: 'Page {n}/{N}',
    employer: 'Employeur',
    reg: 'SIRET',
  },
  deu: {
    title: 'Entgeltabrechnung',
    period: 'Abrechnungsmonat',
    employee: 'Mitarbeiter/in',
    empNo: 'Personal-Nr.',
    entry: 'Eintritt',
    job: 'Tätigkeit',
    jobValue: 'Lagerleiterin',
    earnings: 'Bezüge',
    deductions: 'Abzüge',
    cols: ['Lohnart', 'Menge/Satz', 'Betrag'],
    base: 'Grundgehalt',
    overtime: 'Überstunden 25 %',
    bonus: 'Leistungsprämie',
    meal: 'Fahrtkostenzuschuss',
    tax: 'Lohnsteuer',
    social: 'Krankenversicherung',
    pension: 'Rentenversicherung',
    gross: 'Gesamtbrutto',
    net: 'Auszahlungsbetrag',
    paidTo: (a, d) => ['Überweisung auf ', a, ' am ', d, '.'],
    ytd: 'Jahresbrutto bisher',
    page: 'Seite {n} von {N}',
    employer: 'Arbeitgeber',
    reg: 'Betriebsnummer',
  },
  ita: {
    title: 'Cedolino paga',
    period: 'Periodo di retribuzione',
    employee: 'Dipendente',
    empNo: 'Matricola',
    entry: 'Data assunzione',
    job: 'Qualifica',
    jobValue: 'Impiegata di 4° livello',
    earnings: 'Competenze',
    deductions: 'Trattenute',
    cols: ['Voce', 'Quantità', 'Importo'],
    base: 'Retribuzione base',
    overtime: 'Straordinario 25%',
    bonus: 'Superminimo',
    meal: 'Buoni pasto',
    tax: 'IRPEF',
    social: 'Contributi INPS',
    pension: 'Fondo pensione',
    gross: 'Totale competenze',
    net: 'Netto in busta',
    paidTo: (a, d) => ['Accredito su IBAN ', a, ' in data ', d, '.'],
    ytd: 'Imponibile progressivo',
    page: 'Pagina {n} di {N}',
    employer: 'Azienda',
    reg: 'P. IVA',
  },
  por: {
    title: 'Recibo de vencimento',
    period: 'Período',
    employee: 'Colaborador(a)',
    empNo: 'N.º de funcionário',
    entry: 'Data de admissão',
    job: 'Categoria',
    jobValue: 'Técnica de logística',
    earnings: 'Abonos',
    deductions: 'Descontos',
    cols: ['Descrição', 'Qtd./Taxa', 'Valor'],
    base: 'Vencimento base',
    overtime: 'Trabalho suplementar',
    bonus: 'Prémio de desempenho',
    meal: 'Subsídio de alimentação',
    tax: 'Retenção IRS',
    social: 'Segurança Social',
    pension: 'Seguro de saúde',
    gross: 'Total ilíquido',
    net: 'Total líquido',
    paidTo: (a, d) => ['Pago por transferência para ', a, ' em ', d, '.'],
    ytd: 'Acumulado do ano',
    page: 'Página {n} de {N}',
    employer: 'Entidade patronal',
    reg: 'NIPC',
  },
  rus: {
    title: 'Расчётный листок',
    period: 'Период',
    employee: 'Сотрудник',
    empNo: 'Табельный №',
    entry: 'Дата приёма',
    job: 'Должность',
    jobValue: 'Кладовщик',
    earnings: 'Начислено',
    deductions: 'Удержано',
    cols: ['Вид', 'Дни/часы', 'Сумма'],
    base: 'Оклад',
    overtime: 'Сверхурочные',
    bonus: 'Премия',
    meal: 'Компенсация питания',
    tax: 'НДФЛ',
    social: 'Профсоюзные взносы',
    pension: 'Алименты',
    gross: 'Итого начислено',
    net: 'К выплате',
    paidTo: (a, d) => ['Перечислено на счёт ', a, ' ', d, '.'],
    ytd: 'Начислено с начала года',
    page: 'Стр. {n} из {N}',
    employer: 'Работодатель',
    reg: 'ИНН',
  },
};

const MONTH_YEAR: Record<Lang6, (m: number, y: number) => string> = {
  eng: (m, y) =>
    `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`,
  spa: (m, y) =>
    `${['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][m - 1]} de ${y}`,
  fra: (m, y) =>
    `${['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][m - 1]} ${y}`,
  deu: (m, y) =>
    `${['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'][m - 1]} ${y}`,
  ita: (m, y) =>
    `${['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'][m - 1]} ${y}`,
  por: (m, y) =>
    `${['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'][m - 1]} de ${y}`,
  rus: (m, y) =>
    `${['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'][m - 1]} ${y}`,
};

/** Builds one payslip. */
export function payslip(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const employer = c.m('ORGANIZATION', c.chance(0.5) ? v.firm() : v.brand());
  const empAddr = v.address();
  const p = v.person();
  const home = v.address();
  const nat = v.nationalId();
  const tax = v.taxId();
  const acct = v.account();
  const month = c.int(1, 12);
  const k = c.lang === 'rus' ? 40 : 1;
  const base = c.int(2_100, 5_800) * 100 * k;
  const lines: Array<[string, string, number]> = [
    [w.base, '', base],
    [w.overtime, `${c.int(2, 14)} h`, c.int(80, 600) * 100 * k],
    [w.meal, `${c.int(18, 22)}`, c.int(60, 180) * 100 * k],
  ];
  if (c.chance(0.5)) lines.push([w.bonus, '', c.int(100, 900) * 100 * k]);
  const gross = lines.reduce((s, l) => s + l[2], 0);
  const cuts: Array<[string, string, number]> = [
    [w.tax, `${c.int(9, 24)} %`, Math.round(gross * 0.17)],
    [w.social, `${(c.int(60, 80) / 10).toFixed(1)} %`, Math.round(gross * 0.07)],
    [w.pension, `${(c.int(20, 95) / 10).toFixed(1)} %`, Math.round(gross * 0.05)],
  ];
  const net = gross - cuts.reduce((s, l) => s + l[2], 0);
  const m = (cents: number) => c.m('MONEY_AMOUNT', formatMoney(c.lang, cents, true));
  const table = (
    title: string,
    rows: Array<[string, string, number]>,
    total: [string, number],
  ): Node => ({
    table: {
      headerRows: 2,
      widths: ['*', 48, 62],
      body: [
        [{ text: title, colSpan: 3, bold: true, fillColor: '#eeeeee' }, '', ''],
        w.cols.map((t) => ({ text: t, fontSize: 7, color: '#555555' })),
        ...rows.map(([a, b, n]) => [a, b, { text: m(n), alignment: 'right' }]),
        [
          { text: total[0], bold: true, colSpan: 2 },
          '',
          { text: m(total[1]), bold: true, alignment: 'right' },
        ],
      ],
    },
    layout: 'lightHorizontalLines',
  });
  const period = c.m('DATE', MONTH_YEAR[c.lang](month, 2025));
  const payDate = c.m('DATE', formatDate(c.lang, 2025, month, 28, 'numeric'));
  const info = (label: string, value: Node): Node[] => [
    { text: label, color: '#555555', fontSize: 7.5 },
    { text: value, fontSize: 8.5 },
  ];
  return {
    name,
    kind: 'payslip',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [40, 40, 40, 50],
      defaultStyle: { font: c.pick(['Roboto', 'Liberation', 'DejaVuSans']), fontSize: 8.5 },
      content: [
        {
          columns: [
            {
              width: '*',
              stack: [
                { text: w.employer, fontSize: 7, color: '#555555' },
                { text: employer, bold: true, fontSize: 11 },
                c.m('ADDRESS', empAddr.lines.join('\n')),
                { text: [`${w.reg} `, c.m('ID', c.digits(c.lang === 'fra' ? 14 : 9))] },
              ],
            },
            {
              width: 'auto',
              stack: [
                { text: w.title, fontSize: 16, bold: true, alignment: 'right' },
                { text: [`${w.period}: `, period], alignment: 'right' },
              ],
            },
          ],
          margin: [0, 0, 0, 14],
        },
        {
          columns: [
            {
              width: '*',
              stack: [
                { text: c.m('PERSON_NAME', p.full), bold: true, fontSize: 10 },
                c.m('ADDRESS', home.lines.join('\n')),
              ],
              margin: [0, 0, 10, 0],
            },
            {
              width: 260,
              table: {
                widths: [95, '*'],
                body: [
                  info(w.empNo, c.m('ID', `${c.digits(c.int(4, 6))}`)),
                  info(nat.label, c.m('SSN', nat.value)),
                  info(tax.label, c.m('ID', tax.value)),
                  info(w.entry, c.m('DATE', v.date({ year: c.int(2009, 2024), shape: 'numeric' }))),
                  info(w.job, w.jobValue),
                ],
              },
              layout: 'noBorders',
            },
          ],
          margin: [0, 0, 0, 14],
        },
        {
          columns: [
            table(w.earnings, lines, [w.gross, gross]),
            table(w.deductions, cuts, [w.deductions, cuts.reduce((s, l) => s + l[2], 0)]),
          ],
          columnGap: 14,
        },
        {
          table: {
            widths: ['*', 'auto'],
            body: [
              [
                { text: w.net, bold: true, fontSize: 11 },
                {
                  text: c.m('MONEY_AMOUNT', formatMoney(c.lang, net, false)),
                  bold: true,
                  fontSize: 11,
                },
              ],
            ],
          },
          margin: [0, 14, 0, 6],
        },
        { text: w.paidTo(c.m('ACCOUNT', acct.value), payDate) },
        {
          text: [`${w.ytd}: `, c.m('MONEY_AMOUNT', formatMoney(c.lang, gross * month, false))],
          margin: [0, 4, 0, 0],
          color: '#555555',
        },
      ],
    },
    running: {
      footer: {
        text: [employer, ' · ', c.m('PERSON_NAME', p.full), ' · ', period],
        fontSize: 6.5,
        color: '#777777',
      },
      pageLabel: w.page,
    },
    marks: c.marks,
  };
}
