/** held5 kind: a credit-card statement (small print, narrow descriptor column, several pages of rows). */
import { LANGS, type Lang } from '../locales';
import { LABELS } from '../labels';
import { assemble, type Writer } from './kit';

/** Merchant descriptors as card networks print them, per country (whole descriptor = one span). */
const MERCHANTS: Record<Lang, string[]> = {
  en: [
    'TESCO STORES 2841 LEEDS',
    'AMZN Mktp UK*2K4LX09T5',
    'PRET A MANGER #0217',
    'SHELL HEADINGLEY',
    'UBER *TRIP HELP.UBER.COM',
    'WAITROSE 0391 CLIFTON',
    'TFL TRAVEL CH',
    'BOOTS 1123 BRIGGATE',
    'SP * HOLLOWAY CERAMICS',
    'PAYPAL *STEAM GAMES',
    'GREGGS 4471',
    'NATIONAL EXPRESS LTD',
  ],
  es: [
    'MERCADONA AV ANDALUCIA',
    'AMAZON* 2R7TY41Q5',
    'REPSOL E.S. 4412 ZARAGOZA',
    'EL CORTE INGLES CASTELLANA',
    'CAFETERIA LA ESPIGA',
    'RENFE VIAJEROS WEB',
    'FARMACIA LDA. ORTIZ GIL',
    'PAYPAL *VINTED',
    'BAR EL RINCON DE PEPE',
    'CARREFOUR EXPRESS 0821',
    'GLOVO*PEDIDO 88213',
    'DECATHLON MALAGA',
  ],
  fr: [
    'CARREFOUR CITY LYON 3',
    'SNCF INTERNET',
    'BOULANGERIE DU PARC',
    'AMAZON PAYMENTS EU',
    'TOTALENERGIES RN7 VIENNE',
    'PHARMACIE DES BROTTEAUX',
    'FNAC BELLECOUR',
    'SumUp *LE PETIT ZINC',
    'MONOPRIX 1142',
    'PAYPAL *LEBONCOIN',
    'FREE MOBILE',
    'PICARD SURGELES 0733',
  ],
  de: [
    'REWE Markt GmbH Zweigniederl',
    'EDEKA Hagedorn Bremen',
    'DB Vertrieb GmbH',
    'AMZN Mktp DE*4T21K8XQ5',
    'Aral Station 281144',
    'Rossmann 1740',
    'SumUp *Eiscafe Venezia',
    'PAYPAL *ZALANDO SE',
    'Baeckerei Wendland',
    'Tchibo Filiale 0457',
    'LIDL DIENSTL 1123',
    'Apotheke am Markt',
  ],
  it: [
    'ESSELUNGA VIALE MONZA',
    'TRENITALIA WEB',
    'AUTOGRILL 3321',
    'AMAZON EU SARL SUCC IT',
    'BAR PASTICCERIA GIGI',
    'FARMACIA SAN CARLO SNC',
    'IPERCOOP BOLOGNA',
    'ENI STATION 4412',
    'SumUp *TRATTORIA DA NELLO',
    'PAYPAL *VINTED',
    'TELEPASS SPA',
    'CONAD CITY 0117',
  ],
  pt: [
    'PINGO DOCE BOAVISTA',
    'CONTINENTE BOM DIA 281',
    'CP COMBOIOS PORTUGAL',
    'AMAZON EU SARL',
    'GALP ENERGIA 0492',
    'FARMACIA ESTACAO',
    'PASTELARIA SAO BENTO',
    'WORTEN SANTA CATARINA',
    'SumUp *TASCA DO ZE',
    'PAYPAL *OLX',
    'VIA VERDE',
    'FNAC NORTESHOPPING',
  ],
  ru: [
    'PYATEROCHKA 4412 EKATERINBURG',
    'MAGNIT MM KAZAN',
    'YANDEX.TAXI',
    'OZON.RU',
    'LUKOIL AZS 66112',
    'APTEKA 36.6',
    'WILDBERRIES',
    'VKUSVILL 1127',
    'RZD BILETY',
    'SHOKOLADNITSA 0217',
    'DNS RETAIL',
    'KOFEMANIYA',
  ],
};

/** A card statement: cardholder block, summary box, transactions over one or more pages. */
export function cardStatement(w: Writer): string {
  const { v } = w;
  const L = LABELS[w.lang];
  const bank = v.pick(v.p.banks);
  const holder = v.person();
  const ha = v.address();
  const card = v.maskedCard();
  const closing = v.date(2025, 2025);
  const rows: string[] = [];
  const n = v.int(18, 46);
  let total = 0;
  const merchants = MERCHANTS[w.lang];
  for (let i = 0; i < n; i++) {
    const amount = v.int(150, 24000) / 100;
    total += amount;
    const credit = v.int(0, 12) === 0;
    const sep = w.lang === 'de' || w.lang === 'ru' ? '.' : '/';
    const d = v.int(1, 26);
    const mo = String(v.int(1, 12)).padStart(2, '0');
    const day = `${String(d).padStart(2, '0')}${sep}${mo}`;
    const posted = `${String(d + v.int(0, 2)).padStart(2, '0')}${sep}${mo}`;
    const shown = v.formatMoney(amount);
    rows.push(
      `<tr><td>${w.m('DATE', day)}</td><td>${w.m('DATE', posted)}</td><td class="desc">${w.m('ORGANIZATION', v.pick(merchants))}</td><td class="right">${credit ? '+' : ''}${w.m('MONEY_AMOUNT', shown)}</td></tr>`,
    );
  }
  const lang = LANGS.indexOf(w.lang);
  const hdr = [
    [
      'Trans. date',
      'F. operación',
      'Date opé.',
      'Belegdatum',
      'Data op.',
      'Data mov.',
      'Дата операции',
    ][lang],
    ['Posted', 'F. valor', 'Date val.', 'Buchung', 'Data val.', 'Data valor', 'Дата списания'][
      lang
    ],
    ['Merchant', 'Comercio', 'Commerçant', 'Händler', 'Esercente', 'Comerciante', 'Торговая точка'][
      lang
    ],
    L.amount,
  ];
  const head = `<div style="display:flex;justify-content:space-between"><b>${w.m('ORGANIZATION', bank)}</b><span>${L.card} ${w.m('CREDIT_CARD', card)}</span></div>`;
  const foot = `${w.t(['Statement for', 'Extracto de', 'Relevé de', 'Abrechnung für', 'Estratto conto di', 'Extrato de', 'Выписка для'])} ${w.m('PERSON_NAME', holder.full.toUpperCase())} · ${w.m('ORGANIZATION', bank)} · ${w.t(['Lost or stolen card:', 'Robo o pérdida:', 'Perte ou vol :', 'Sperr-Notruf:', 'Blocco carta:', 'Perda ou roubo:', 'Блокировка карты:'])} ${w.m('PHONE', v.phone())}`;
  const body = `
<div style="display:flex;justify-content:space-between;gap:8mm">
<div style="margin-top:8mm">${w.m('PERSON_NAME', holder.full.toUpperCase())}<br>${w.m('ADDRESS', ha.street.toUpperCase())}<br>${w.m('ZIP_CODE', ha.zip)} ${w.m('LOCATION', ha.town.toUpperCase())}</div>
<table class="small" style="width:72mm"><tr><td>${w.t(['Statement date', 'Fecha de cierre', 'Date d’arrêté', 'Abrechnungsdatum', 'Data estratto', 'Data do extrato', 'Дата выписки'])}</td><td class="right">${w.m('DATE', closing)}</td></tr>
<tr><td>${w.t(['Credit limit', 'Límite', 'Plafond', 'Verfügungsrahmen', 'Fido', 'Limite', 'Кредитный лимит'])}</td><td class="right">${w.m('MONEY_AMOUNT', v.formatMoney(v.int(10, 80) * 100))}</td></tr>
<tr><td>${w.t(['New balance', 'Saldo pendiente', 'Nouveau solde', 'Neuer Saldo', 'Nuovo saldo', 'Novo saldo', 'Задолженность'])}</td><td class="right"><b>${w.m('MONEY_AMOUNT', v.formatMoney(Math.round(total * 100) / 100))}</b></td></tr>
<tr><td>${w.t(['Minimum payment due', 'Pago mínimo', 'Minimum à régler', 'Mindestbetrag fällig', 'Pagamento minimo', 'Pagamento mínimo', 'Минимальный платёж до'])}</td><td class="right">${w.m('DATE', v.date(2025, 2025))}</td></tr>
<tr><td>${w.t(['Direct debit from', 'Cargo en cuenta', 'Prélevé sur', 'Lastschrift von', 'Addebito su', 'Débito na conta', 'Списание со счёта'])}</td><td class="right wrap" style="max-width:34mm">${w.m('ACCOUNT', v.iban())}</td></tr></table>
</div>
<h1 style="margin-top:5mm">${w.t(['Your transactions', 'Movimientos de la tarjeta', 'Vos opérations', 'Ihre Umsätze', 'Movimenti della carta', 'Movimentos do cartão', 'Операции по карте'])}</h1>
<table class="tx"><thead><tr><th style="width:18mm">${hdr[0]}</th><th style="width:16mm">${hdr[1]}</th><th>${hdr[2]}</th><th class="right" style="width:26mm">${hdr[3]}</th></tr></thead>
${rows.join('\n')}
</table>
<p class="small">${w.t(['Interest rate 24.9% APR. Keep this statement for your records.', 'TAE 24,9 %. Conserve este extracto.', 'TAEG 24,9 %. Conservez ce relevé.', 'Effektiver Jahreszins 24,9 %. Bitte prüfen Sie die Umsätze.', 'TAEG 24,9%. Conservare il presente estratto.', 'TAEG 24,9%. Guarde este extrato.', 'Полная стоимость кредита 24,9 % годовых.'])}</p>`;
  return assemble(w.lang, {
    paper: w.lang === 'en' ? 'Letter' : 'A4',
    fontPt: 7.5,
    font: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
    head,
    foot,
    body,
    css: '.tx td { padding: 0.6mm 1.2mm; } .tx .desc { max-width: 40mm; }',
  });
}
