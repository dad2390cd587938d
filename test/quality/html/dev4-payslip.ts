/** dev4: a payslip (employer and employee blocks, earnings and deductions table, net pay box). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

interface Labels {
  title: string;
  employer: string;
  employee: string;
  empNo: string;
  ssn: string;
  taxId: string;
  period: string;
  payDate: string;
  item: string;
  base: string;
  rate: string;
  earnings: string;
  deductions: string;
  gross: string;
  net: string;
  ytd: string;
  lines: Array<[string, 'earn' | 'ded', number]>;
  paidTo: string;
  position: string;
  positions: string[];
  hired: string;
  months: string[];
}

const M = (a: string) => a.split(',');
const L: Record<Lang, Labels> = {
  en: {
    title: 'Earnings Statement',
    employer: 'Employer',
    employee: 'Employee',
    empNo: 'Employee no.',
    ssn: 'SSN',
    taxId: 'Employer EIN',
    period: 'Pay period',
    payDate: 'Pay date',
    item: 'Description',
    base: 'Hours',
    rate: 'Rate',
    earnings: 'Earnings',
    deductions: 'Deductions',
    gross: 'Gross pay',
    net: 'Net pay',
    ytd: 'Year to date',
    paidTo: 'Deposited to account',
    position: 'Position',
    hired: 'Hire date',
    positions: ['Sales Associate', 'Lab Technician', 'Software Engineer', 'Shift Supervisor'],
    months: M(
      'January,February,March,April,May,June,July,August,September,October,November,December',
    ),
    lines: [
      ['Regular', 'earn', 1],
      ['Overtime', 'earn', 0.08],
      ['Federal income tax', 'ded', 0.11],
      ['Social Security', 'ded', 0.062],
      ['Medicare', 'ded', 0.0145],
      ['State income tax', 'ded', 0.045],
      ['401(k)', 'ded', 0.05],
    ],
  },
  es: {
    title: 'Recibo de salarios',
    employer: 'Empresa',
    employee: 'Trabajador',
    empNo: 'Nº de empleado',
    ssn: 'Nº afiliación S.S.',
    taxId: 'CIF',
    period: 'Periodo de liquidación',
    payDate: 'Fecha de pago',
    item: 'Concepto',
    base: 'Base',
    rate: '%',
    earnings: 'Devengos',
    deductions: 'Deducciones',
    gross: 'Total devengado',
    net: 'Líquido a percibir',
    ytd: 'Acumulado anual',
    paidTo: 'Transferido a la cuenta',
    position: 'Categoría',
    hired: 'Antigüedad',
    positions: ['Dependienta', 'Técnico de laboratorio', 'Programador', 'Encargado de turno'],
    months: M(
      'enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre',
    ),
    lines: [
      ['Salario base', 'earn', 1],
      ['Plus convenio', 'earn', 0.08],
      ['Contingencias comunes', 'ded', 0.047],
      ['Desempleo', 'ded', 0.0155],
      ['Formación profesional', 'ded', 0.001],
      ['Retención IRPF', 'ded', 0.14],
    ],
  },
  fr: {
    title: 'Bulletin de paie',
    employer: 'Employeur',
    employee: 'Salarié',
    empNo: 'Matricule',
    ssn: 'N° de sécurité sociale',
    taxId: 'SIRET',
    period: 'Période',
    payDate: 'Paiement le',
    item: 'Rubrique',
    base: 'Base',
    rate: 'Taux',
    earnings: 'À payer',
    deductions: 'À déduire',
    gross: 'Salaire brut',
    net: 'Net à payer',
    ytd: 'Cumul annuel',
    paidTo: 'Virement sur le compte',
    position: 'Emploi',
    hired: 'Entrée le',
    positions: ['Vendeuse', 'Technicien de laboratoire', 'Développeur', 'Chef d’équipe'],
    months: M(
      'janvier,février,mars,avril,mai,juin,juillet,août,septembre,octobre,novembre,décembre',
    ),
    lines: [
      ['Salaire de base', 'earn', 1],
      ['Heures supplémentaires', 'earn', 0.06],
      ['Sécurité sociale plafonnée', 'ded', 0.069],
      ['Retraite complémentaire', 'ded', 0.0401],
      ['CSG déductible', 'ded', 0.068],
      ['CSG/CRDS non déductible', 'ded', 0.029],
      ['Prélèvement à la source', 'ded', 0.075],
    ],
  },
  de: {
    title: 'Verdienstabrechnung',
    employer: 'Arbeitgeber',
    employee: 'Arbeitnehmer/in',
    empNo: 'Personal-Nr.',
    ssn: 'SV-Nummer',
    taxId: 'Steuer-ID',
    period: 'Abrechnungsmonat',
    payDate: 'Auszahlung',
    item: 'Lohnart',
    base: 'Menge',
    rate: 'Satz',
    earnings: 'Bezüge',
    deductions: 'Abzüge',
    gross: 'Gesamtbrutto',
    net: 'Auszahlungsbetrag',
    ytd: 'Jahressumme',
    paidTo: 'Überweisung an',
    position: 'Tätigkeit',
    hired: 'Eintritt',
    positions: ['Verkäuferin', 'Laborant', 'Softwareentwicklerin', 'Schichtleiter'],
    months: M('Januar,Februar,März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember'),
    lines: [
      ['Gehalt', 'earn', 1],
      ['Überstunden', 'earn', 0.05],
      ['Lohnsteuer', 'ded', 0.12],
      ['Solidaritätszuschlag', 'ded', 0.002],
      ['KV-Beitrag', 'ded', 0.0815],
      ['RV-Beitrag', 'ded', 0.093],
      ['AV-Beitrag', 'ded', 0.013],
      ['PV-Beitrag', 'ded', 0.017],
    ],
  },
  it: {
    title: 'Cedolino paga',
    employer: 'Datore di lavoro',
    employee: 'Dipendente',
    empNo: 'Matricola',
    ssn: 'Codice fiscale',
    taxId: 'P. IVA',
    period: 'Mese di retribuzione',
    payDate: 'Data pagamento',
    item: 'Voce',
    base: 'Ore/GG',
    rate: 'Aliquota',
    earnings: 'Competenze',
    deductions: 'Trattenute',
    gross: 'Totale competenze',
    net: 'Netto in busta',
    ytd: 'Progressivi',
    paidTo: 'Accredito su',
    position: 'Qualifica',
    hired: 'Data assunzione',
    positions: ['Commessa', 'Tecnico di laboratorio', 'Sviluppatore', 'Capoturno'],
    months: M(
      'gennaio,febbraio,marzo,aprile,maggio,giugno,luglio,agosto,settembre,ottobre,novembre,dicembre',
    ),
    lines: [
      ['Paga base', 'earn', 1],
      ['Superminimo', 'earn', 0.07],
      ['Contributi INPS', 'ded', 0.0919],
      ['IRPEF', 'ded', 0.17],
      ['Addizionale regionale', 'ded', 0.0123],
      ['Addizionale comunale', 'ded', 0.008],
    ],
  },
  pt: {
    title: 'Recibo de vencimento',
    employer: 'Entidade patronal',
    employee: 'Trabalhador',
    empNo: 'N.º mecanográfico',
    ssn: 'N.º Segurança Social',
    taxId: 'NIF',
    period: 'Período',
    payDate: 'Data de pagamento',
    item: 'Descrição',
    base: 'Qtd.',
    rate: 'Taxa',
    earnings: 'Abonos',
    deductions: 'Descontos',
    gross: 'Total ilíquido',
    net: 'Total líquido',
    ytd: 'Acumulado',
    paidTo: 'Transferência para',
    position: 'Categoria',
    hired: 'Data de admissão',
    positions: ['Operadora de loja', 'Técnico de laboratório', 'Programadora', 'Chefe de turno'],
    months: M(
      'janeiro,fevereiro,março,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro',
    ),
    lines: [
      ['Vencimento base', 'earn', 1],
      ['Subsídio de alimentação', 'earn', 0.09],
      ['Segurança Social', 'ded', 0.11],
      ['IRS', 'ded', 0.135],
      ['Sindicato', 'ded', 0.01],
    ],
  },
  ru: {
    title: 'Расчётный листок',
    employer: 'Организация',
    employee: 'Сотрудник',
    empNo: 'Табельный №',
    ssn: 'СНИЛС',
    taxId: 'ИНН',
    period: 'Период',
    payDate: 'Дата выплаты',
    item: 'Вид',
    base: 'Дни',
    rate: 'Ставка',
    earnings: 'Начислено',
    deductions: 'Удержано',
    gross: 'Всего начислено',
    net: 'К выплате',
    ytd: 'С начала года',
    paidTo: 'Перечислено на счёт',
    position: 'Должность',
    hired: 'Дата приёма',
    positions: ['Продавец-консультант', 'Лаборант', 'Программист', 'Начальник смены'],
    months: M('январь,февраль,март,апрель,май,июнь,июль,август,сентябрь,октябрь,ноябрь,декабрь'),
    lines: [
      ['Оклад', 'earn', 1],
      ['Премия', 'earn', 0.15],
      ['НДФЛ', 'ded', 0.13],
      ['Профсоюзные взносы', 'ded', 0.01],
    ],
  },
};

/** A one-page payslip. */
export function payslip(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const employer = v.company();
  const office = v.address();
  const me = v.person();
  const home = v.address();
  const acct = v.account();
  const pay = v.day(2024, 2025);
  const hired = v.day(2005, 2023);
  const base =
    lang === 'en'
      ? v.amount(2100, 7800)
      : lang === 'ru'
        ? v.amount(45000, 190000)
        : v.amount(1200, 5200);
  let gross = 0;
  let ded = 0;
  const money = (n: number) => pii('MONEY_AMOUNT', v.money(n, false));
  const rows = l.lines.map(([label, kind, share]) => {
    const amount = Math.round(base * share * 100) / 100;
    if (kind === 'earn') gross += amount;
    else ded += amount;
    return `<tr><td>${esc(label)}</td><td class="n">${kind === 'earn' ? money(amount) : ''}</td><td class="n">${kind === 'ded' ? money(amount) : ''}</td><td class="n">${money(amount * (pay.getUTCMonth() + 1))}</td></tr>`;
  });
  const net = gross - ded;
  const font = v.pick([
    '"Liberation Sans Narrow", "Liberation Sans", sans-serif',
    '"DejaVu Sans", sans-serif',
    '"Liberation Sans", sans-serif',
  ]);
  const ssnTag = lang === 'it' ? 'ID' : 'SSN';
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 9pt; }
header { display: flex; justify-content: space-between; border: 1pt solid #000; padding: 2mm 3mm; }
header .t { font-size: 14pt; font-weight: bold; }
footer { font-size: 7pt; color: #555; text-align: right; }
.boxes { display: grid; grid-template-columns: 1fr 1fr; column-gap: 4mm; margin-bottom: 4mm; }
.box { border: 0.6pt solid #333; padding: 2mm; line-height: 1.4; }
.box .h { font-size: 7pt; text-transform: uppercase; color: #555; }
table.kv { width: 100%; font-size: 8.5pt; margin-bottom: 4mm; border: 0.6pt solid #333; }
table.kv td { padding: 1mm 2mm; border: 0.3pt solid #aaa; }
table.kv td.k { color: #555; width: 22%; }
table.pay { width: 100%; border: 0.8pt solid #000; }
table.pay th { background: #eee; border-bottom: 0.8pt solid #000; padding: 1.2mm; text-align: left; }
table.pay td { padding: 1mm 1.2mm; border-bottom: 0.2pt solid #bbb; }
td.n, th.n { text-align: right; width: 24mm; }
.net { margin-top: 4mm; display: flex; justify-content: flex-end; }
.net div { border: 1.2pt solid #000; padding: 2mm 4mm; font-size: 11pt; }`,
    header:
      `<div><div class="t">${esc(l.title)}</div>${esc(l.period)}: ${esc(l.months[pay.getUTCMonth()]!)} ${pay.getUTCFullYear()}</div>` +
      `<div style="text-align:right">${pii('ORGANIZATION', employer)}<br>${esc(l.taxId)} ${pii('ID', v.taxId())}</div>`,
    footer: `${esc(w.confidential)} · ${esc(w.page)} <span class="pageno"></span>/<span class="pagecount"></span>`,
    blocks: [
      `<div class="boxes"><div class="box"><div class="h">${esc(l.employer)}</div>${pii('ORGANIZATION', employer)}<br>${v.addressLines(office).join('<br>')}</div>` +
        `<div class="box"><div class="h">${esc(l.employee)}</div>${pii('PERSON_NAME', v.rng.next() < 0.5 ? me.inverted : me.full)}<br>${v.addressLines(home).join('<br>')}</div></div>`,
      `<table class="kv"><tr><td class="k">${esc(l.empNo)}</td><td>${pii('ID', v.ref('', 5))}</td><td class="k">${esc(l.ssn)}</td><td>${pii(ssnTag, lang === 'it' ? v.taxId() : v.ssn())}</td></tr>` +
        `<tr><td class="k">${esc(l.position)}</td><td>${esc(v.pick(l.positions))}</td><td class="k">${esc(l.hired)}</td><td>${pii('DATE', v.dateNum(hired))}</td></tr>` +
        `<tr><td class="k">${esc(l.payDate)}</td><td>${pii('DATE', v.dateNum(pay))}</td><td class="k">${esc(w.dob)}</td><td>${pii('DATE', v.dateNum(v.day(1960, 2002)))}</td></tr></table>`,
      `<table class="pay"><thead><tr><th>${esc(l.item)}</th><th class="n">${esc(l.earnings)}</th><th class="n">${esc(l.deductions)}</th><th class="n">${esc(l.ytd)}</th></tr></thead><tbody>${rows.join('')}` +
        `<tr><td><b>${esc(l.gross)}</b></td><td class="n"><b>${money(gross)}</b></td><td class="n"><b>${money(ded)}</b></td><td></td></tr></tbody></table>`,
      `<div class="net"><div>${esc(l.net)}: <b>${pii('MONEY_AMOUNT', v.money(net))}</b></div></div>`,
      `<p>${esc(l.paidTo)} ${pii('ACCOUNT', acct.account)}${acct.bic ? ` (BIC ${esc(acct.bic)})` : ''}</p>`,
    ],
  });
  return { name, lang, html };
}
