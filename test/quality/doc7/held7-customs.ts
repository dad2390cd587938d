/**
 * held7 kind: a shipping and customs declaration. Exporter and consignee blocks (firm, address
 * over several lines, EORI and VAT numbers, contact, phone, e-mail), the carrier, waybill and
 * declaration numbers, the customs office, a goods table with bare values, the totals, the
 * declarant's statement signed at a town on a date, and a footer on every page.
 */
import {
  address,
  anyDate,
  day,
  email,
  figure,
  host,
  money,
  numericDate,
  person,
  phone,
  vatId,
} from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  title: string;
  exporter: string;
  consignee: string;
  eori: string;
  vat: string;
  contact: string;
  carrier: string;
  awb: string;
  mrn: string;
  office: string;
  shipped: string;
  head: string[];
  goods: string[];
  origin: string;
  total: string;
  freight: string;
  declare: (who: string, firm: string) => string;
  place: (town: string, date: string) => string;
  page: string;
}> = {
  eng: {
    title: 'Export Declaration and Commercial Invoice',
    exporter: 'Exporter',
    consignee: 'Consignee',
    eori: 'EORI',
    vat: 'VAT no.',
    contact: 'Contact',
    carrier: 'Carrier',
    awb: 'Waybill no.',
    mrn: 'MRN',
    office: 'Office of exit',
    shipped: 'Date of shipment',
    head: ['Description of goods', 'HS code', 'Qty', 'Net kg', 'Value', 'Origin'],
    goods: [
      'Stainless steel brackets',
      'Printed cotton T-shirts',
      'Ceramic floor tiles',
      'Roasted coffee beans',
      'Spare parts for pumps',
      'Wooden office chairs',
    ],
    origin: 'United Kingdom',
    total: 'Total invoice value',
    freight: 'Freight and insurance',
    declare: (w, f) =>
      `I, ${w}, declare on behalf of ${f} that the information given in this declaration is true and complete.`,
    place: (town, d) => `${town}, ${d}`,
    page: 'Page {n} of {N}',
  },
  spa: {
    title: 'Declaración de exportación y factura comercial',
    exporter: 'Exportador',
    consignee: 'Destinatario',
    eori: 'EORI',
    vat: 'NIF-IVA',
    contact: 'Contacto',
    carrier: 'Transportista',
    awb: 'N.º de carta de porte',
    mrn: 'MRN',
    office: 'Aduana de salida',
    shipped: 'Fecha de expedición',
    head: ['Descripción de la mercancía', 'Código TARIC', 'Cant.', 'Kg netos', 'Valor', 'Origen'],
    goods: [
      'Soportes de acero inoxidable',
      'Camisetas de algodón estampadas',
      'Baldosas cerámicas',
      'Café tostado en grano',
      'Recambios para bombas',
      'Sillas de oficina de madera',
    ],
    origin: 'España',
    total: 'Valor total de la factura',
    freight: 'Flete y seguro',
    declare: (w, f) =>
      `Yo, ${w}, declaro en nombre de ${f} que los datos de esta declaración son ciertos y completos.`,
    place: (town, d) => `En ${town}, a ${d}`,
    page: 'Página {n} de {N}',
  },
  fra: {
    title: 'Déclaration d’export et facture commerciale',
    exporter: 'Expéditeur',
    consignee: 'Destinataire',
    eori: 'EORI',
    vat: 'N° TVA',
    contact: 'Contact',
    carrier: 'Transporteur',
    awb: 'N° de lettre de voiture',
    mrn: 'MRN',
    office: 'Bureau de sortie',
    shipped: 'Date d’expédition',
    head: ['Désignation des marchandises', 'Code SH', 'Qté', 'Poids net kg', 'Valeur', 'Origine'],
    goods: [
      'Équerres en acier inoxydable',
      'T-shirts en coton imprimés',
      'Carreaux de céramique',
      'Café torréfié en grains',
      'Pièces détachées pour pompes',
      'Chaises de bureau en bois',
    ],
    origin: 'France',
    total: 'Valeur totale facturée',
    freight: 'Fret et assurance',
    declare: (w, f) =>
      `Je soussigné(e), ${w}, déclare au nom de ${f} que les renseignements portés sur la présente déclaration sont exacts et complets.`,
    place: (town, d) => `Fait à ${town}, le ${d}`,
    page: 'Page {n}/{N}',
  },
  deu: {
    title: 'Ausfuhranmeldung und Handelsrechnung',
    exporter: 'Ausführer',
    consignee: 'Empfänger',
    eori: 'EORI',
    vat: 'USt-IdNr.',
    contact: 'Ansprechpartner',
    carrier: 'Frachtführer',
    awb: 'Frachtbriefnummer',
    mrn: 'MRN',
    office: 'Ausgangszollstelle',
    shipped: 'Versanddatum',
    head: ['Warenbezeichnung', 'Zolltarifnr.', 'Menge', 'Netto kg', 'Wert', 'Ursprung'],
    goods: [
      'Edelstahlwinkel',
      'Bedruckte Baumwoll-T-Shirts',
      'Keramikfliesen',
      'Geröstete Kaffeebohnen',
      'Ersatzteile für Pumpen',
      'Bürostühle aus Holz',
    ],
    origin: 'Deutschland',
    total: 'Rechnungsbetrag gesamt',
    freight: 'Fracht und Versicherung',
    declare: (w, f) =>
      `Ich, ${w}, erkläre im Namen von ${f}, dass die Angaben in dieser Anmeldung richtig und vollständig sind.`,
    place: (town, d) => `${town}, den ${d}`,
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: 'Dichiarazione di esportazione e fattura commerciale',
    exporter: 'Esportatore',
    consignee: 'Destinatario',
    eori: 'EORI',
    vat: 'P. IVA',
    contact: 'Referente',
    carrier: 'Vettore',
    awb: 'N. lettera di vettura',
    mrn: 'MRN',
    office: 'Dogana di uscita',
    shipped: 'Data di spedizione',
    head: ['Descrizione della merce', 'Codice NC', 'Q.tà', 'Kg netti', 'Valore', 'Origine'],
    goods: [
      'Staffe in acciaio inox',
      'T-shirt in cotone stampate',
      'Piastrelle in ceramica',
      'Caffè tostato in grani',
      'Ricambi per pompe',
      'Sedie da ufficio in legno',
    ],
    origin: 'Italia',
    total: 'Valore totale fattura',
    freight: 'Nolo e assicurazione',
    declare: (w, f) =>
      `Il/la sottoscritto/a ${w} dichiara per conto di ${f} che i dati riportati nella presente dichiarazione sono veritieri e completi.`,
    place: (town, d) => `${town}, ${d}`,
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: 'Declaração de exportação e fatura comercial',
    exporter: 'Exportador',
    consignee: 'Destinatário',
    eori: 'EORI',
    vat: 'NIF',
    contact: 'Contacto',
    carrier: 'Transportador',
    awb: 'N.º da guia de transporte',
    mrn: 'MRN',
    office: 'Estância aduaneira de saída',
    shipped: 'Data de expedição',
    head: ['Descrição das mercadorias', 'Código pautal', 'Qtd.', 'Kg líquidos', 'Valor', 'Origem'],
    goods: [
      'Suportes em aço inoxidável',
      'T-shirts de algodão estampadas',
      'Azulejos cerâmicos',
      'Café torrado em grão',
      'Peças para bombas',
      'Cadeiras de escritório em madeira',
    ],
    origin: 'Portugal',
    total: 'Valor total da fatura',
    freight: 'Frete e seguro',
    declare: (w, f) =>
      `Eu, ${w}, declaro em nome da ${f} que os dados constantes desta declaração são verdadeiros e completos.`,
    place: (town, d) => `${town}, ${d}`,
    page: 'Página {n} de {N}',
  },
  rus: {
    title: 'Экспортная декларация и коммерческий инвойс',
    exporter: 'Отправитель',
    consignee: 'Получатель',
    eori: 'ОГРН',
    vat: 'ИНН',
    contact: 'Контактное лицо',
    carrier: 'Перевозчик',
    awb: 'Номер накладной',
    mrn: 'Номер ДТ',
    office: 'Таможенный орган',
    shipped: 'Дата отгрузки',
    head: [
      'Наименование товара',
      'Код ТН ВЭД',
      'Кол-во',
      'Нетто, кг',
      'Стоимость',
      'Происхождение',
    ],
    goods: [
      'Кронштейны из нержавеющей стали',
      'Футболки хлопковые с печатью',
      'Плитка керамическая',
      'Кофе жареный в зёрнах',
      'Запчасти для насосов',
      'Стулья офисные деревянные',
    ],
    origin: 'Россия',
    total: 'Итоговая стоимость',
    freight: 'Фрахт и страхование',
    declare: (w, f) =>
      `Я, ${w}, от имени ${f} подтверждаю, что сведения, указанные в декларации, достоверны и полны.`,
    place: (town, d) => `г. ${town}, ${d}`,
    page: 'Стр. {n} из {N}',
  },
};

/** An EORI number in the local format (Russia: a 13-digit OGRN). */
function eori(c: Ctx7): string {
  const cc = { eng: 'GB', spa: 'ES', fra: 'FR', deu: 'DE', ita: 'IT', por: 'PT', rus: '' }[c.lang];
  if (c.lang === 'rus') return `1${c.digits(12)}`;
  return c.lang === 'eng' ? `${cc}${c.digits(12)}` : `${cc}${c.digits(c.lang === 'deu' ? 7 : 9)}`;
}

/** Builds one export declaration. */
export function customsDeclaration(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const exporter = c.chance(0.6) ? c.from(P.firms) : c.from(P.formal);
  let consignee = c.from(P.firms);
  if (consignee === exporter) consignee = c.from(P.formal);
  const party = (firm: string, label: string): Block7[] => {
    const a = address(c);
    const who = person(c);
    m('ADDRESS', a.lines.join(' '));
    return [
      { k: 'h', text: label },
      { k: 'lines', lines: [m('ORGANIZATION', firm), ...a.lines] },
      {
        k: 'fields',
        layout: 'grid',
        rows: [
          [t.eori, m('ID', eori(c))],
          [t.vat, m('ID', vatId(c))],
          [t.contact, m('PERSON_NAME', who.full)],
          ['Tel.', m('PHONE', phone(c))],
          ['E-mail', m('EMAIL', email(c, who, host(c, firm)))],
        ],
      },
    ];
  };
  const shipped = day(c, 2024, 2025);
  const blocks: Block7[] = [{ k: 'title', text: t.title }];
  blocks.push(...party(exporter, t.exporter), ...party(consignee, t.consignee));
  const carrier = c.from(P.carriers);
  const office = c.from(P.bodies);
  const mrn = `${String(shipped.y).slice(2)}${c.letters(2)}${c.digits(4)}${c.letters(4)}${c.digits(6)}`;
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.carrier, m('ORGANIZATION', carrier)],
      [t.awb, m('ID', `${c.digits(3)}-${c.digits(8)}`)],
      [t.mrn, m('ID', mrn)],
      [t.office, m('ORGANIZATION', office)],
      [t.shipped, m('DATE', anyDate(c, shipped))],
    ],
  });
  let sum = 0;
  // A third of the shipments list many lines, so the table runs onto a second page.
  const lines = c.chance(0.35)
    ? Array.from({ length: c.int(24, 34) }, (_, i) => `${c.pick(t.goods)} (${i + 1})`)
    : c.some(t.goods, c.int(2, 5));
  const rows = lines.map((g) => {
    const value = c.int(20000, 2500000);
    sum += value;
    return [
      g,
      `${c.digits(4)}.${c.digits(2)}`,
      String(c.int(10, 900)),
      `${c.int(5, 800)}`,
      m('MONEY_AMOUNT', figure(c.lang, value)),
      t.origin,
    ];
  });
  blocks.push({
    k: 'table',
    head: t.head,
    body: rows,
    theme: c.pick(['grid', 'striped'] as const),
  });
  const freight = c.int(8000, 90000);
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.freight, m('MONEY_AMOUNT', money(c.lang, freight))],
      [t.total, m('MONEY_AMOUNT', money(c.lang, sum + freight))],
    ],
  });
  const declarant = person(c);
  const town = c.from(P.towns).town;
  blocks.push({
    k: 'p',
    justify: true,
    text: t.declare(m('PERSON_NAME', declarant.full), m('ORGANIZATION', exporter)),
  });
  blocks.push({
    k: 'p',
    text: t.place(m('LOCATION', town), m('DATE', numericDate(c.lang, shipped))),
  });
  blocks.push({ k: 'lines', lines: [m('PERSON_NAME', declarant.full)] });
  return {
    name,
    kind: 'customs',
    lang: c.lang,
    family: c.pick(['DejaVuSans', 'LiberationSans'] as const),
    blocks,
    header: `${t.mrn} ${m('ID', mrn)}`,
    footer: [`${m('ORGANIZATION', exporter)} · ${t.eori}/${t.vat}`],
    pageLabel: t.page,
    marks: c.marks,
  };
}
