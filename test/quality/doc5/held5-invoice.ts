/** held5 kind: an invoice to a private person (address window on the right, item table, payment slip). */
import { LABELS } from '../labels';
import { assemble, type Phrase, type Writer } from './kit';

const ITEMS: Phrase[] = [
  [
    'Boiler service and safety check',
    'Revisión y mantenimiento de caldera',
    'Entretien annuel de chaudière',
    'Wartung Gastherme inkl. Abgasmessung',
    'Manutenzione caldaia e controllo fumi',
    'Manutenção da caldeira',
    'Техобслуживание газового котла',
  ],
  [
    'Replacement thermostatic valve, fitted',
    'Sustitución de válvula termostática',
    'Remplacement robinet thermostatique',
    'Thermostatventil ersetzt, montiert',
    'Sostituzione valvola termostatica',
    'Substituição de válvula termostática',
    'Замена термостатического клапана',
  ],
  [
    'Labour (hours)',
    'Mano de obra (horas)',
    'Main-d’œuvre (heures)',
    'Arbeitszeit (Std.)',
    'Manodopera (ore)',
    'Mão de obra (horas)',
    'Работа (часы)',
  ],
  [
    'Call-out charge',
    'Desplazamiento',
    'Frais de déplacement',
    'Anfahrtspauschale',
    'Diritto di chiamata',
    'Deslocação',
    'Выезд мастера',
  ],
];

/** An invoice from a trade business to a householder, with VAT and the payee's bank details. */
export function invoice(w: Writer): string {
  const { v } = w;
  const L = LABELS[w.lang];
  const firm = v.pick(v.p.employers);
  const fa = v.address();
  const client = v.person();
  const ca = v.address();
  const invNo = `${w.raw(['INV', 'FAC', 'FA', 'RE', 'FT', 'FT', 'СЧ'])}-${v.digits(6)}`;
  const custNo = `${v.digits(7)}`;
  let net = 0;
  const rows = ITEMS.map((it) => {
    const qty = v.int(1, 4);
    const unit = v.int(1500, 18000) / 100;
    const line = Math.round(qty * unit * 100) / 100;
    net += line;
    return `<tr><td>${w.t(it)}</td><td class="right">${qty}</td><td class="right">${w.m('MONEY_AMOUNT', v.formatMoney(unit))}</td><td class="right">${w.m('MONEY_AMOUNT', v.formatMoney(line))}</td></tr>`;
  });
  net = Math.round(net * 100) / 100;
  const vat = Math.round(net * 0.2 * 100) / 100;
  const gross = Math.round((net + vat) * 100) / 100;
  const head = `<div style="display:flex;justify-content:space-between"><div><b style="font-size:1.4em">${w.m('ORGANIZATION', firm)}</b></div><div class="right">${w.m('ADDRESS', fa.street)}<br>${w.m('ZIP_CODE', fa.zip)} ${w.m('LOCATION', fa.town)}<br>${w.m('PHONE', v.phone())}</div></div>`;
  const foot = `${w.m('ORGANIZATION', firm)} · ${L.taxId} ${w.m('ID', `${v.letters(2)}${v.digits(9)}`)} · ${L.iban} ${w.m('ACCOUNT', v.iban())}`;
  const body = `
<div style="display:flex;justify-content:space-between">
<div class="small" style="margin-top:14mm">${w.t(['Invoice no.', 'Factura n.º', 'Facture n°', 'Rechnungsnr.', 'Fattura n.', 'Fatura n.º', 'Счёт №'])} <b>${w.m('ID', invNo)}</b><br>${w.t(['Customer no.', 'N.º de cliente', 'N° client', 'Kundennr.', 'Cod. cliente', 'N.º de cliente', 'Клиент №'])} ${w.m('ID', custNo)}<br>${L.date}: ${w.m('DATE', v.date(2025, 2025))}</div>
<div style="width:80mm;border:0.4pt solid #bbb;padding:3mm;margin-top:6mm">${w.t(['Mr/Ms', 'Sr./Sra.', 'M./Mme', 'Herrn/Frau', 'Sig./Sig.ra', 'Exmo(a). Sr(a).', 'г-ну/г-же'])}<br>${w.m('PERSON_NAME', client.full)}<br>${w.m('ADDRESS', ca.street)}<br>${w.m('ZIP_CODE', ca.zip)} ${w.m('LOCATION', ca.town)}</div>
</div>
<h1 style="margin-top:8mm">${w.t(['Invoice', 'Factura', 'Facture', 'Rechnung', 'Fattura', 'Fatura', 'Счёт'])}</h1>
<p>${w.t(['Work carried out on', 'Trabajos realizados el', 'Intervention du', 'Leistungsdatum', 'Intervento del', 'Serviço realizado em', 'Работы выполнены'])} ${w.m('DATE', v.date(2025, 2025))} ${w.t(['at', 'en', 'au', 'in', 'presso', 'na', 'по адресу'])} ${w.m('ADDRESS', ca.street)}.</p>
<table><thead><tr><th>${L.description}</th><th class="right" style="width:14mm">${w.t(['Qty', 'Cant.', 'Qté', 'Menge', 'Q.tà', 'Qtd.', 'Кол.'])}</th><th class="right" style="width:26mm">${w.t(['Unit price', 'Precio', 'P.U.', 'Einzelpreis', 'Prezzo', 'Preço', 'Цена'])}</th><th class="right" style="width:26mm">${L.amount}</th></tr></thead>
${rows.join('\n')}
<tr><td colspan="3" class="right">${w.t(['Net', 'Base imponible', 'Total HT', 'Netto', 'Imponibile', 'Total s/ IVA', 'Без НДС'])}</td><td class="right">${w.m('MONEY_AMOUNT', v.formatMoney(net))}</td></tr>
<tr><td colspan="3" class="right">${w.t(['VAT 20%', 'IVA 21%', 'TVA 20 %', 'USt. 19 %', 'IVA 22%', 'IVA 23%', 'НДС 20 %'])}</td><td class="right">${w.m('MONEY_AMOUNT', v.formatMoney(vat))}</td></tr>
<tr><td colspan="3" class="right"><b>${w.t(['Total due', 'Total factura', 'Total TTC', 'Gesamtbetrag', 'Totale', 'Total a pagar', 'Итого к оплате'])}</b></td><td class="right"><b>${w.m('MONEY_AMOUNT', v.formatMoney(gross))}</b></td></tr>
</table>
<p>${w.t(['Please pay within 14 days quoting the invoice number. Questions: ', 'Plazo de pago: 14 días indicando el número de factura. Consultas: ', 'Paiement à 14 jours en rappelant le numéro de facture. Contact : ', 'Zahlbar innerhalb von 14 Tagen unter Angabe der Rechnungsnummer. Rückfragen: ', 'Pagamento entro 14 giorni indicando il numero di fattura. Info: ', 'Pagamento a 14 dias indicando o número da fatura. Dúvidas: ', 'Оплата в течение 14 дней с указанием номера счёта. Вопросы: '])}${w.m(
    'EMAIL',
    `info@${
      firm
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()
        .slice(0, 12) || 'firma'
    }.com`,
  )}</p>
<div class="box small" style="margin-top:10mm;border-style:dashed">${w.t(['Payment slip', 'Resguardo de pago', 'Talon de paiement', 'Überweisungsträger', 'Bollettino', 'Talão de pagamento', 'Квитанция'])} — ${w.m('PERSON_NAME', client.full.toUpperCase())} — ${w.m('ID', invNo)} — ${w.m('MONEY_AMOUNT', v.formatMoney(gross))}</div>`;
  return assemble(w.lang, {
    paper: w.lang === 'en' ? 'Letter' : 'A4',
    fontPt: 9,
    font: "'Liberation Sans', sans-serif",
    head,
    foot,
    body,
  });
}
