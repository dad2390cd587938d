/**
 * dev7 kind: a B2B invoice or purchase order between two firms. A seller letterhead (firm
 * without a legal form most of the time, address, phone, web site, VAT number), the buyer's
 * address block with a contact person, an item table with bare figures, totals, bank details,
 * a closing paragraph naming the carrier and a contact, and a footer on every page.
 */
import {
  address,
  anyDate,
  addDays,
  day,
  email,
  figure,
  honorific,
  host,
  iban,
  money,
  numericDate,
  person,
  phone,
  vatId,
} from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  invoice: string;
  order: string;
  no: string;
  date: string;
  due: string;
  customer: string;
  ref: string;
  billTo: string;
  shipTo: string;
  attn: string;
  head: string[];
  subtotal: string;
  vat: string;
  total: string;
  bank: string;
  tel: string;
  vatNo: string;
  items: string[];
  close: (contact: string, tel: string, mail: string, carrier: string) => string;
  page: string;
}> = {
  eng: {
    invoice: 'INVOICE',
    order: 'PURCHASE ORDER',
    no: 'Invoice no.',
    date: 'Date',
    due: 'Payment due',
    customer: 'Customer account',
    ref: 'Your order ref.',
    billTo: 'Bill to',
    shipTo: 'Deliver to',
    attn: 'For the attention of',
    head: ['Description', 'Qty', 'Unit price', 'Amount'],
    subtotal: 'Subtotal',
    vat: 'VAT 20%',
    total: 'Total due',
    bank: 'Bank',
    tel: 'Tel.',
    vatNo: 'VAT Reg. No.',
    items: [
      'A4 copier paper, 80 gsm, box of 5 reams',
      'Pallet wrap, 500 mm',
      'Installation labour (hours)',
      'Stainless brackets, pack of 20',
      'Delivery and handling',
      'Label printer ribbons',
    ],
    close: (p, t, m, k) =>
      `Goods were dispatched with ${k}. For any question about this invoice please contact ${p} on ${t} or at ${m}, quoting the invoice number.`,
    page: 'Page {n} of {N}',
  },
  spa: {
    invoice: 'FACTURA',
    order: 'PEDIDO DE COMPRA',
    no: 'N.º de factura',
    date: 'Fecha',
    due: 'Vencimiento',
    customer: 'N.º de cliente',
    ref: 'Su pedido',
    billTo: 'Facturar a',
    shipTo: 'Entregar en',
    attn: 'A la atención de',
    head: ['Concepto', 'Cant.', 'Precio unit.', 'Importe'],
    subtotal: 'Base imponible',
    vat: 'IVA 21%',
    total: 'Total factura',
    bank: 'Banco',
    tel: 'Tel.',
    vatNo: 'CIF',
    items: [
      'Papel para fotocopiadora A4, caja de 5 paquetes',
      'Film estirable 500 mm',
      'Mano de obra de instalación (horas)',
      'Soportes de acero inoxidable, pack de 20',
      'Portes y manipulación',
      'Cintas para impresora de etiquetas',
    ],
    close: (p, t, m, k) =>
      `La mercancía se envió con ${k}. Para cualquier consulta sobre esta factura, contacte con ${p} en el ${t} o en ${m}, indicando el número de factura.`,
    page: 'Página {n} de {N}',
  },
  fra: {
    invoice: 'FACTURE',
    order: 'BON DE COMMANDE',
    no: 'Facture n°',
    date: 'Date',
    due: 'Échéance',
    customer: 'Code client',
    ref: 'Votre commande',
    billTo: 'Facturé à',
    shipTo: 'Livré à',
    attn: 'À l’attention de',
    head: ['Désignation', 'Qté', 'Prix unitaire HT', 'Montant HT'],
    subtotal: 'Total HT',
    vat: 'TVA 20 %',
    total: 'Total TTC',
    bank: 'Banque',
    tel: 'Tél.',
    vatNo: 'N° TVA intracom.',
    items: [
      'Ramettes papier A4 80 g, carton de 5',
      'Film étirable 500 mm',
      'Main-d’œuvre de pose (heures)',
      'Équerres inox, lot de 20',
      'Frais de port et emballage',
      'Rubans pour imprimante d’étiquettes',
    ],
    close: (p, t, m, k) =>
      `La marchandise a été expédiée par ${k}. Pour toute question relative à cette facture, contactez ${p} au ${t} ou par courriel à ${m} en rappelant le numéro de facture.`,
    page: 'Page {n}/{N}',
  },
  deu: {
    invoice: 'RECHNUNG',
    order: 'BESTELLUNG',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    customer: 'Kundennummer',
    ref: 'Ihre Bestellung',
    billTo: 'Rechnungsempfänger',
    shipTo: 'Lieferanschrift',
    attn: 'z. Hd.',
    head: ['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'],
    subtotal: 'Nettobetrag',
    vat: 'USt. 19 %',
    total: 'Rechnungsbetrag',
    bank: 'Bank',
    tel: 'Tel.',
    vatNo: 'USt-IdNr.',
    items: [
      'Kopierpapier A4, 80 g, Karton mit 5 Paketen',
      'Stretchfolie 500 mm',
      'Montagearbeiten (Stunden)',
      'Edelstahlwinkel, 20 Stück',
      'Versand und Verpackung',
      'Farbbänder für Etikettendrucker',
    ],
    close: (p, t, m, k) =>
      `Die Ware wurde mit ${k} versandt. Bei Fragen zu dieser Rechnung wenden Sie sich bitte an ${p} unter ${t} oder per E-Mail an ${m} und geben Sie die Rechnungsnummer an.`,
    page: 'Seite {n} von {N}',
  },
  ita: {
    invoice: 'FATTURA',
    order: 'ORDINE DI ACQUISTO',
    no: 'Fattura n.',
    date: 'Data',
    due: 'Scadenza',
    customer: 'Codice cliente',
    ref: 'Vs. ordine',
    billTo: 'Intestatario',
    shipTo: 'Destinazione merce',
    attn: 'Alla c.a. di',
    head: ['Descrizione', 'Q.tà', 'Prezzo unit.', 'Importo'],
    subtotal: 'Imponibile',
    vat: 'IVA 22%',
    total: 'Totale documento',
    bank: 'Banca',
    tel: 'Tel.',
    vatNo: 'P. IVA',
    items: [
      'Carta per fotocopie A4 80 g, scatola da 5 risme',
      'Film estensibile 500 mm',
      'Manodopera di installazione (ore)',
      'Staffe in acciaio inox, conf. da 20',
      'Trasporto e imballo',
      'Nastri per stampante di etichette',
    ],
    close: (p, t, m, k) =>
      `La merce è stata spedita tramite ${k}. Per qualsiasi chiarimento su questa fattura contattare ${p} al numero ${t} oppure all’indirizzo ${m}, citando il numero della fattura.`,
    page: 'Pagina {n} di {N}',
  },
  por: {
    invoice: 'FATURA',
    order: 'NOTA DE ENCOMENDA',
    no: 'Fatura n.º',
    date: 'Data',
    due: 'Vencimento',
    customer: 'N.º de cliente',
    ref: 'V/ encomenda',
    billTo: 'Faturar a',
    shipTo: 'Local de entrega',
    attn: 'Ao cuidado de',
    head: ['Descrição', 'Qtd.', 'Preço unit.', 'Valor'],
    subtotal: 'Total ilíquido',
    vat: 'IVA 23%',
    total: 'Total a pagar',
    bank: 'Banco',
    tel: 'Tel.',
    vatNo: 'NIPC',
    items: [
      'Papel de fotocópia A4 80 g, caixa de 5 resmas',
      'Filme estirável 500 mm',
      'Mão de obra de instalação (horas)',
      'Suportes em aço inox, pack de 20',
      'Transporte e embalagem',
      'Fitas para impressora de etiquetas',
    ],
    close: (p, t, m, k) =>
      `A mercadoria foi expedida pela ${k}. Para qualquer questão sobre esta fatura contacte ${p} pelo ${t} ou através de ${m}, indicando o número da fatura.`,
    page: 'Página {n} de {N}',
  },
  rus: {
    invoice: 'СЧЁТ НА ОПЛАТУ',
    order: 'ЗАКАЗ ПОСТАВЩИКУ',
    no: 'Счёт №',
    date: 'Дата',
    due: 'Оплатить до',
    customer: 'Код клиента',
    ref: 'Ваш заказ',
    billTo: 'Покупатель',
    shipTo: 'Грузополучатель',
    attn: 'Контактное лицо',
    head: ['Наименование', 'Кол-во', 'Цена', 'Сумма'],
    subtotal: 'Итого без НДС',
    vat: 'НДС 20%',
    total: 'Всего к оплате',
    bank: 'Банк',
    tel: 'Тел.',
    vatNo: 'ИНН',
    items: [
      'Бумага офисная А4, 80 г/м², коробка 5 пачек',
      'Стрейч-плёнка 500 мм',
      'Монтажные работы (часы)',
      'Кронштейны из нержавеющей стали, 20 шт.',
      'Доставка и упаковка',
      'Красящие ленты для принтера этикеток',
    ],
    close: (p, t, m, k) =>
      `Товар отгружен через ${k}. По вопросам, связанным с этим счётом, обращайтесь к ${p} по телефону ${t} или по адресу ${m}, указав номер счёта.`,
    page: 'Стр. {n} из {N}',
  },
};

/** Builds one invoice or purchase order. */
export function invoice(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const seller = c.chance(0.75) ? c.from(P.firms) : c.from(P.formal);
  let buyer = c.from(P.firms);
  if (buyer === seller) buyer = c.from(P.formal);
  const sAddr = address(c);
  const bAddr = address(c);
  const dAddr = address(c);
  const sHost = host(c, seller);
  const sPhone = phone(c);
  const contact = person(c);
  const buyerPerson = person(c);
  const sVat = vatId(c);
  const bVat = vatId(c);
  const order = c.chance(0.3);
  const issued = day(c, 2024, 2025);
  const due = addDays(issued, c.pick([14, 30, 45]));
  const no = `${c.pick(['INV', 'FA', 'R', 'F'])}-${issued.y}-${c.digits(4)}`;
  const custNo = `${c.letters(2)}${c.digits(5)}`;
  const poRef = `PO${c.digits(6)}`;
  const vatRate = { eng: 20, spa: 21, fra: 20, deu: 19, ita: 22, por: 23, rus: 20 }[c.lang];

  const blocks: Block7[] = [];
  // A letterhead address on several lines is one ADDRESS span over them.
  const headAddr = c.chance(0.5) ? [sAddr.line] : sAddr.lines;
  m('ADDRESS', headAddr.join(' '));
  blocks.push({
    k: 'lines',
    bold: true,
    lines: [
      m('ORGANIZATION', seller),
      ...headAddr,
      `${t.tel} ${m('PHONE', sPhone)} · ${m('URL', `www.${sHost}`)}`,
      `${t.vatNo} ${m('ID', sVat)}`,
    ],
  });
  blocks.push({ k: 'title', text: order ? t.order : t.invoice });
  blocks.push({
    k: 'fields',
    layout: c.chance(0.5) ? 'grid' : 'inline',
    rows: [
      [t.no, m('ID', no)],
      [t.date, m('DATE', anyDate(c, issued))],
      [t.customer, m('ID', custNo)],
      [t.due, m('DATE', numericDate(c.lang, due))],
      [t.ref, m('ID', poRef)],
      [t.vatNo, m('ID', bVat)],
    ],
  });
  blocks.push({ k: 'h', text: t.billTo });
  const attn = c.chance(0.5)
    ? `${t.attn} ${honorific(c, buyerPerson)} ${m('PERSON_NAME', buyerPerson.full)}`
    : `${t.attn}: ${m('PERSON_NAME', buyerPerson.full)}`;
  blocks.push({ k: 'lines', lines: [m('ORGANIZATION', buyer), attn, ...bAddr.lines] });
  m('ADDRESS', bAddr.lines.join(' '));
  if (c.chance(0.6)) {
    blocks.push({ k: 'h', text: t.shipTo });
    blocks.push({ k: 'p', text: m('ADDRESS', dAddr.line) });
  }
  const rows: string[][] = [];
  let net = 0;
  for (const item of c.some(t.items, c.int(3, 6))) {
    const qty = c.int(1, 40);
    const unit = c.int(150, 48000);
    const amount = qty * unit;
    net += amount;
    rows.push([
      item,
      String(qty),
      m('MONEY_AMOUNT', figure(c.lang, unit)),
      m('MONEY_AMOUNT', figure(c.lang, amount)),
    ]);
  }
  blocks.push({
    k: 'table',
    head: t.head,
    body: rows,
    theme: c.pick(['grid', 'striped', 'plain'] as const),
  });
  const vat = Math.round((net * vatRate) / 100);
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.subtotal, m('MONEY_AMOUNT', money(c.lang, net))],
      [t.vat, m('MONEY_AMOUNT', money(c.lang, vat))],
      [t.total, m('MONEY_AMOUNT', money(c.lang, net + vat))],
    ],
  });
  const bank = c.from(P.banks);
  const account = iban(c);
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.bank, m('ORGANIZATION', bank)],
      [c.lang === 'rus' ? 'Р/с' : 'IBAN', m('ACCOUNT', account)],
    ],
  });
  const carrier = c.from(P.carriers);
  const mail = email(c, contact, sHost);
  blocks.push({
    k: 'p',
    justify: true,
    text: t.close(
      m('PERSON_NAME', contact.full),
      m('PHONE', phone(c, c.chance(0.5))),
      m('EMAIL', mail),
      m('ORGANIZATION', carrier),
    ),
  });
  return {
    name,
    kind: 'invoice',
    lang: c.lang,
    family: c.pick(['DejaVuSans', 'LiberationSans', 'LiberationSerif'] as const),
    blocks,
    footer: [
      `${m('ORGANIZATION', seller)} · ${m('ADDRESS', sAddr.line)} · ${t.vatNo} ${m('ID', sVat)}`,
    ],
    pageLabel: t.page,
    marks: c.marks,
  };
}
