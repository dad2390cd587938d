/** dev5 kind: a payslip (employer letterhead, employee block on the right, earnings table, small print). */
import { LABELS } from '../labels';
import { assemble, type Writer } from './kit';

/** A monthly payslip with the employer named in the letterhead, the table and the footer. */
export function payslip(w: Writer): string {
  const { v } = w;
  const L = LABELS[w.lang];
  const employer = v.pick(v.p.employers);
  const ea = v.address();
  const emp = v.person();
  const pa = v.address();
  const monthIndex = v.int(0, 11);
  const year = v.int(2023, 2025);
  const period = `${v.p.months[monthIndex]} ${year}`;
  const periodText = w.lang === 'en' ? period : period.charAt(0).toUpperCase() + period.slice(1);
  const gross = v.int(1900, 6400) + v.int(0, 99) / 100;
  const tax = Math.round(gross * 0.18 * 100) / 100;
  const social = Math.round(gross * 0.095 * 100) / 100;
  const bonus = v.int(0, 1) ? v.int(50, 600) : 0;
  const net = Math.round((gross + bonus - tax - social) * 100) / 100;
  const fm = (x: number) => w.m('MONEY_AMOUNT', v.formatMoney(x));
  const pers = `${v.digits(5)}`;
  const head = `<b style="font-size:1.3em">${w.m('ORGANIZATION', employer)}</b><br>${w.m('ADDRESS', ea.street)}, ${w.m('ZIP_CODE', ea.zip)} ${w.m('LOCATION', ea.town)} · ${w.t(['Payroll', 'Nóminas', 'Service paie', 'Lohnbuchhaltung', 'Ufficio paghe', 'Processamento salarial', 'Бухгалтерия'])} ${w.m('PHONE', v.phone())}`;
  const foot = `${w.m('ORGANIZATION', employer)} — ${w.t(['Please keep this payslip for your records.', 'Conserve esta nómina.', 'À conserver sans limitation de durée.', 'Bitte bewahren Sie diese Abrechnung auf.', 'Conservare il presente cedolino.', 'Guarde este recibo de vencimento.', 'Сохраняйте расчётный листок.'])}`;
  const row = (label: string, amount: string, cls = '') =>
    `<tr${cls}><td>${label}</td><td class="right">${amount}</td></tr>`;
  const body = `
<div style="display:flex;justify-content:space-between;gap:10mm">
<div><h1>${w.t(['Payslip', 'Nómina', 'Bulletin de paie', 'Entgeltabrechnung', 'Cedolino paga', 'Recibo de vencimento', 'Расчётный листок'])}</h1>
${w.t(['Pay period', 'Periodo de liquidación', 'Période', 'Abrechnungsmonat', 'Periodo di paga', 'Período', 'Период'])}: ${w.m('DATE', periodText)}<br>${w.t(['Paid on', 'Fecha de pago', 'Payé le', 'Auszahlung am', 'Pagato il', 'Pago em', 'Дата выплаты'])}: ${w.m('DATE', `${v.int(25, 28)}.${String(monthIndex + 1).padStart(2, '0')}.${year}`)}</div>
<div class="box" style="width:70mm">${w.m('PERSON_NAME', emp.full.toUpperCase())}<br>${w.m('ADDRESS', pa.street)}<br>${w.m('ZIP_CODE', pa.zip)} ${w.m('LOCATION', pa.town)}</div>
</div>
<table class="small" style="margin:3mm 0"><tr><td>${L.employeeId}<br><b>${w.m('ID', pers)}</b></td><td>${L.nationalId}<br><b>${w.m('SSN', v.ssn())}</b></td><td>${L.taxId}<br><b>${w.m('ID', `${v.digits(3)} ${v.digits(3)} ${v.digits(3)}`)}</b></td><td>${L.startDate}<br><b>${w.m('DATE', v.date(2012, 2022))}</b></td><td>${w.t(['Tax code', 'Grupo de cotización', 'Coefficient', 'Steuerklasse', 'Livello', 'Categoria', 'Разряд'])}<br><b>${v.pick(['1257L', 'III', '4', 'B2', '7'])}</b></td></tr></table>
<table><thead><tr><th>${L.description}</th><th class="right" style="width:30mm">${L.amount}</th></tr></thead>
${row(w.t(['Basic salary', 'Salario base', 'Salaire de base', 'Grundgehalt', 'Retribuzione base', 'Vencimento base', 'Оклад']), fm(gross))}
${bonus ? row(w.t(['Performance bonus', 'Plus de productividad', 'Prime d’objectifs', 'Leistungsprämie', 'Premio di produzione', 'Prémio de desempenho', 'Премия']), fm(bonus)) : ''}
${row(w.t(['Income tax', 'Retención IRPF', 'Prélèvement à la source', 'Lohnsteuer', 'IRPEF', 'Retenção IRS', 'НДФЛ']), `-${fm(tax)}`)}
${row(w.t(['National Insurance', 'Contingencias comunes', 'Cotisations sociales', 'Sozialversicherung', 'Contributi INPS', 'Segurança Social', 'Взносы']), `-${fm(social)}`)}
${row(`<b>${w.t(['Net pay', 'Líquido a percibir', 'Net à payer', 'Auszahlungsbetrag', 'Netto in busta', 'Valor líquido', 'К выплате'])}</b>`, `<b>${fm(net)}</b>`)}
</table>
<p>${w.t(['Paid by transfer to', 'Abonado por transferencia a', 'Virement sur le compte', 'Überwiesen auf', 'Accreditato su', 'Transferido para', 'Перечислено на счёт'])} ${w.m('ACCOUNT', v.iban())} (${w.m('ORGANIZATION', v.pick(v.p.banks))}).</p>
<p class="small">${w.t(['Year to date: gross', 'Acumulado anual: bruto', 'Cumul annuel : brut', 'Jahressumme brutto', 'Progressivo annuo lordo', 'Acumulado anual bruto', 'С начала года начислено'])} ${fm(gross * (monthIndex + 1))}; ${w.t(['tax', 'retenciones', 'impôt', 'Steuer', 'imposte', 'retenções', 'налог'])} ${fm(tax * (monthIndex + 1))}.</p>`;
  return assemble(w.lang, {
    paper: 'A4',
    fontPt: 8.5,
    font: "'Liberation Sans', Arial, sans-serif",
    head,
    foot,
    body,
  });
}
