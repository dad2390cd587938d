/**
 * Records of the second held-out set: a self-employed person's invoice (their own name, tax
 * and VAT numbers and bank details in the letterhead and footer) and a school enrolment form
 * with a pupil, two guardians and the people allowed to collect the child.
 */
import { pii, type Block } from '../doc-model';
import {
  CONTACT,
  letterhead,
  orgFooter,
  organisation,
  PAGE_WORD,
  type Held2Template,
} from './common';
import type { Held2Lang } from './pools';

interface InvoiceWords {
  title: string;
  number: string;
  issued: string;
  due: string;
  billTo: string;
  attn: string;
  ids: [string, string];
  cols: [string, string, string, string];
  items: [string, string, string];
  unit: string;
  net: string;
  vat: string;
  total: string;
  pay: string;
  bank: string;
  thanks: string;
}

const INVOICE: Record<Held2Lang, InvoiceWords> = {
  en: {
    title: 'INVOICE',
    number: 'Invoice no.',
    issued: 'Invoice date',
    due: 'Due date',
    billTo: 'Bill to',
    attn: 'Attn:',
    ids: ['EIN', 'State business license'],
    cols: ['Description', 'Qty', 'Unit price', 'Amount'],
    items: [
      'UX research and interviews',
      'Website redesign (Figma to HTML)',
      'Hosting setup and training',
    ],
    unit: 'h',
    net: 'Subtotal',
    vat: 'Sales tax 0%',
    total: 'Total due',
    pay: 'Please pay by ACH transfer to',
    bank: 'Bank',
    thanks: 'Payment terms: net 30. Thank you for your business!',
  },
  es: {
    title: 'FACTURA',
    number: 'N.º de factura',
    issued: 'Fecha de emisión',
    due: 'Vencimiento',
    billTo: 'Cliente',
    attn: 'A la atención de',
    ids: ['NIF', 'NIF-IVA'],
    cols: ['Concepto', 'Cant.', 'Precio unitario', 'Importe'],
    items: ['Traducción jurídica EN-ES', 'Revisión y maquetación', 'Interpretación consecutiva'],
    unit: 'h',
    net: 'Base imponible',
    vat: 'IVA 21 %',
    total: 'Total factura',
    pay: 'Forma de pago: transferencia a',
    bank: 'Entidad',
    thanks: 'Retención IRPF no aplicable. Gracias por su confianza.',
  },
  fr: {
    title: 'FACTURE',
    number: 'Facture n°',
    issued: "Date d'émission",
    due: "Date d'échéance",
    billTo: 'Client',
    attn: "À l'attention de",
    ids: ['SIRET', 'N° TVA intracom.'],
    cols: ['Désignation', 'Qté', 'Prix unitaire HT', 'Total HT'],
    items: [
      'Audit de référencement naturel',
      'Rédaction de contenus',
      'Formation équipe marketing',
    ],
    unit: 'j',
    net: 'Total HT',
    vat: 'TVA 20 %',
    total: 'Total TTC',
    pay: 'Règlement par virement sur',
    bank: 'Banque',
    thanks:
      "Pénalités de retard : 3 fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de recouvrement due en cas de retard.",
  },
  de: {
    title: 'RECHNUNG',
    number: 'Rechnungsnummer',
    issued: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    billTo: 'Rechnungsempfänger',
    attn: 'z. Hd.',
    ids: ['Steuernummer', 'USt-IdNr.'],
    cols: ['Leistung', 'Menge', 'Einzelpreis', 'Gesamt'],
    items: ['Fotografie Produktshooting', 'Bildbearbeitung', 'Nutzungsrechte Online'],
    unit: 'Std.',
    net: 'Nettobetrag',
    vat: 'USt. 19 %',
    total: 'Rechnungsbetrag',
    pay: 'Bitte überweisen Sie den Betrag auf',
    bank: 'Bank',
    thanks: 'Vielen Dank für den Auftrag. Leistungszeitraum entspricht dem Rechnungsmonat.',
  },
  it: {
    title: 'FATTURA',
    number: 'Fattura n.',
    issued: 'Data',
    due: 'Scadenza',
    billTo: 'Spett.le',
    attn: "All'attenzione di",
    ids: ['C.F.', 'P. IVA'],
    cols: ['Descrizione', 'Q.tà', 'Prezzo unitario', 'Importo'],
    items: ['Consulenza contabile', 'Dichiarazione IVA annuale', 'Assistenza F24'],
    unit: 'h',
    net: 'Imponibile',
    vat: 'IVA 22 %',
    total: 'Totale documento',
    pay: 'Pagamento tramite bonifico su',
    bank: 'Banca',
    thanks: "Operazione soggetta a ritenuta d'acconto del 20 %. Grazie.",
  },
  pt: {
    title: 'FATURA',
    number: 'Fatura n.º',
    issued: 'Data de emissão',
    due: 'Data de vencimento',
    billTo: 'Cliente',
    attn: 'A/C',
    ids: ['NIF / CPF', 'NIPC / CNPJ'],
    cols: ['Descrição', 'Qtd.', 'Preço unitário', 'Valor'],
    items: ['Desenvolvimento de aplicação', 'Testes e correções', 'Formação de utilizadores'],
    unit: 'h',
    net: 'Subtotal',
    vat: 'IVA 23 %',
    total: 'Total a pagar',
    pay: 'Pagamento por transferência para',
    bank: 'Banco',
    thanks: 'Obrigado pela preferência.',
  },
  ru: {
    title: 'СЧЁТ НА ОПЛАТУ',
    number: 'Счёт №',
    issued: 'Дата',
    due: 'Оплатить до',
    billTo: 'Плательщик',
    attn: 'Контактное лицо:',
    ids: ['ИНН', 'ОГРНИП'],
    cols: ['Наименование', 'Кол-во', 'Цена', 'Сумма'],
    items: ['Разработка сайта', 'Настройка рекламы', 'Техническая поддержка'],
    unit: 'ч',
    net: 'Итого',
    vat: 'Без НДС',
    total: 'Всего к оплате',
    pay: 'Оплата на расчётный счёт',
    bank: 'Банк',
    thanks: 'Оплата данного счёта означает согласие с условиями оказания услуг.',
  },
};

/** A self-employed person's invoice: their name and numbers up top and in the footer. */
export const freelanceInvoice: Held2Template = (v, name) => {
  const w = INVOICE[v.lang];
  const me = v.person();
  const myHome = v.address();
  const client = organisation(v, 'companies');
  const contact = v.person();
  const [reg, vat] = v.businessIds();
  const myAccount = v.account();
  const year = v.int(2023, 2025);
  const m = v.int(1, 11);
  const c = CONTACT[v.lang];
  let net = 0;
  const rows = w.items.map((item) => {
    const qty = v.int(2, 40);
    const price = v.int(45, 140) * 100;
    net += qty * price;
    return [item, `${qty} ${w.unit}`, v.money(price), v.money(qty * price)];
  });
  const rate = v.brazil
    ? 0.05
    : { en: 0, es: 0.21, fr: 0.2, de: 0.19, it: 0.22, pt: 0.23, ru: 0 }[v.lang];
  const tax = Math.round(net * rate);
  const blocks: Block[] = [
    {
      kind: 'columns',
      left: [v.name(me, v.pick(['full', 'caps'] as const)), ...myHome.lines].join('\n'),
      right: [
        `${c.tel} ${v.phone(true)}`,
        `${c.mail} ${v.email(me)}`,
        `${w.ids[0]} ${reg}`,
        `${w.ids[1]} ${vat}`,
      ].join('\n'),
    },
    { kind: 'heading', text: w.title },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.number, `${year}-${String(v.int(1, 140)).padStart(3, '0')}`],
        [w.issued, v.date({ y: year, m, d: v.int(1, 28) })],
        [w.due, v.date({ y: year, m: m + 1, d: v.int(1, 28) })],
      ],
    },
    {
      kind: 'lines',
      lines: [w.billTo, client.name, `${w.attn} ${v.name(contact)}`, ...client.address.lines],
    },
    { kind: 'table', header: w.cols, rows, widths: [46, 14, 20, 20] },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.net, v.money(net)],
        [v.brazil ? 'ISS 5 %' : w.vat, rate ? v.money(tax) : '-'],
        [w.total, v.money(net + tax)],
      ],
    },
    {
      kind: 'para',
      text: `${w.pay} ${myAccount} (${w.bank}: ${pii('ORGANIZATION', v.org('banks'))}).`,
    },
    { kind: 'para', text: w.thanks },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${v.name(me)} · ${w.ids[1]} ${vat} · ${myAccount}`,
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};

interface EnrolWords {
  title: string;
  year: string;
  pupil: string;
  pupilCols: [string, string, string, string];
  age: string;
  grade: string;
  grades: string[];
  previous: string;
  studentNo: string;
  home: string;
  guardian: (n: number) => string;
  gCols: [string, string, string, string];
  relation: [string, string];
  pickup: string;
  pCols: [string, string, string];
  kin: string[];
  health: string;
  doctor: string;
  allergy: string;
  photo: string;
  sign: string;
}

const ENROL: Record<Held2Lang, EnrolWords> = {
  en: {
    title: 'Student Enrollment Form',
    year: 'School year 2025-26',
    pupil: 'Student',
    age: 'Age on September 1',
    pupilCols: ['Legal last name', 'First and middle name', 'Date of birth', 'Student ID'],
    grade: 'Grade',
    grades: ['Kindergarten', '3rd grade', '5th grade', '7th grade'],
    previous: 'Previous school',
    studentNo: 'Student ID',
    home: 'Home address',
    guardian: (n) => `Parent / guardian ${n}`,
    gCols: ['Name', 'Phone', 'Email', 'Employer'],
    relation: ['Mother', 'Father'],
    pickup: 'Adults authorized to pick up the student',
    pCols: ['Name', 'Relationship', 'Phone'],
    kin: ['Grandmother', 'Aunt', 'Neighbor', 'Uncle'],
    health: 'Health information',
    doctor: 'Pediatrician',
    allergy: 'Allergies: peanuts (EpiPen in nurse office). Asthma inhaler as needed.',
    photo:
      'I consent [x] / do not consent [ ] to my child appearing in school photos and the yearbook.',
    sign: 'Signature of parent/guardian',
  },
  es: {
    title: 'Solicitud de matrícula',
    year: 'Curso 2025-2026',
    pupil: 'Datos del alumno/a',
    age: 'Edad a 31 de diciembre',
    pupilCols: ['Apellidos', 'Nombre', 'Fecha de nacimiento', 'N.º de expediente'],
    grade: 'Curso',
    grades: ['1.º de Primaria', '3.º de Primaria', '1.º de ESO', '4.º de ESO'],
    previous: 'Centro de procedencia',
    studentNo: 'NIA',
    home: 'Domicilio familiar',
    guardian: (n) => `Padre/madre/tutor ${n}`,
    gCols: ['Nombre', 'Teléfono', 'Correo', 'Empresa'],
    relation: ['Madre', 'Padre'],
    pickup: 'Personas autorizadas a recoger al alumno/a',
    pCols: ['Nombre', 'Parentesco', 'Teléfono'],
    kin: ['Abuela', 'Tía', 'Vecino', 'Tío'],
    health: 'Datos sanitarios',
    doctor: 'Pediatra',
    allergy: 'Alergias: frutos secos. Inhalador en caso de crisis asmática.',
    photo: 'Autorizo [x] / No autorizo [ ] la publicación de imágenes en la web del centro.',
    sign: 'Firma del padre/madre/tutor',
  },
  fr: {
    title: "Fiche d'inscription scolaire",
    year: 'Année scolaire 2025-2026',
    pupil: "Renseignements sur l'élève",
    age: 'Âge à la rentrée',
    pupilCols: ['Nom', 'Prénoms', 'Date de naissance', 'INE'],
    grade: 'Classe',
    grades: ['CP', 'CE2', 'CM2', '6e'],
    previous: 'Établissement précédent',
    studentNo: 'INE',
    home: 'Adresse',
    guardian: (n) => `Responsable légal ${n}`,
    gCols: ['Nom', 'Téléphone', 'Courriel', 'Employeur'],
    relation: ['Mère', 'Père'],
    pickup: "Personnes autorisées à venir chercher l'enfant",
    pCols: ['Nom', 'Lien', 'Téléphone'],
    kin: ['Grand-mère', 'Tante', 'Voisin', 'Oncle'],
    health: 'Santé',
    doctor: 'Médecin traitant',
    allergy: "Allergies : arachides (PAI en cours). Ventoline en cas de crise d'asthme.",
    photo: "J'autorise [x] / Je n'autorise pas [ ] la diffusion de photos de mon enfant.",
    sign: 'Signature du responsable légal',
  },
  de: {
    title: 'Anmeldung zur Schulaufnahme',
    year: 'Schuljahr 2025/26',
    pupil: 'Schülerin / Schüler',
    age: 'Alter bei Schulbeginn',
    pupilCols: ['Familienname', 'Vornamen', 'Geburtsdatum', 'Schülernummer'],
    grade: 'Klasse',
    grades: ['1a', '3b', '5c', '7a'],
    previous: 'Bisherige Schule',
    studentNo: 'Schülernummer',
    home: 'Wohnanschrift',
    guardian: (n) => `Erziehungsberechtigte/r ${n}`,
    gCols: ['Name', 'Telefon', 'E-Mail', 'Arbeitgeber'],
    relation: ['Mutter', 'Vater'],
    pickup: 'Abholberechtigte Personen',
    pCols: ['Name', 'Beziehung', 'Telefon'],
    kin: ['Großmutter', 'Tante', 'Nachbar', 'Onkel'],
    health: 'Gesundheit',
    doctor: 'Kinderarzt/-ärztin',
    allergy: 'Allergien: Erdnüsse (Notfallset im Sekretariat). Asthmaspray bei Bedarf.',
    photo:
      'Ich willige ein [x] / nicht ein [ ], dass Fotos meines Kindes im Jahresbericht erscheinen.',
    sign: 'Unterschrift der Erziehungsberechtigten',
  },
  it: {
    title: 'Domanda di iscrizione',
    year: 'Anno scolastico 2025/2026',
    pupil: "Dati dell'alunno/a",
    age: 'Età',
    pupilCols: ['Cognome', 'Nome', 'Data di nascita', 'Matricola'],
    grade: 'Classe',
    grades: ['1ª primaria', '3ª primaria', '1ª media', '3ª media'],
    previous: 'Scuola di provenienza',
    studentNo: 'Matricola',
    home: 'Residenza',
    guardian: (n) => `Genitore/tutore ${n}`,
    gCols: ['Nome', 'Telefono', 'E-mail', 'Datore di lavoro'],
    relation: ['Madre', 'Padre'],
    pickup: "Persone delegate al ritiro dell'alunno/a",
    pCols: ['Nome', 'Parentela', 'Telefono'],
    kin: ['Nonna', 'Zia', 'Vicino', 'Zio'],
    health: 'Informazioni sanitarie',
    doctor: 'Pediatra',
    allergy: 'Allergie: arachidi. Broncodilatatore al bisogno.',
    photo: 'Autorizzo [x] / Non autorizzo [ ] la pubblicazione di foto sul sito della scuola.',
    sign: 'Firma del genitore',
  },
  pt: {
    title: 'Ficha de matrícula',
    year: 'Ano letivo 2025/2026',
    pupil: 'Dados do aluno',
    age: 'Idade a 15 de setembro',
    pupilCols: ['Apelidos', 'Nome', 'Data de nascimento', 'N.º de aluno'],
    grade: 'Ano',
    grades: ['1.º ano', '3.º ano', '5.º ano', '7.º ano'],
    previous: 'Escola anterior',
    studentNo: 'N.º de aluno',
    home: 'Morada',
    guardian: (n) => `Encarregado de educação ${n}`,
    gCols: ['Nome', 'Telefone', 'E-mail', 'Entidade patronal'],
    relation: ['Mãe', 'Pai'],
    pickup: 'Pessoas autorizadas a recolher o aluno',
    pCols: ['Nome', 'Parentesco', 'Telefone'],
    kin: ['Avó', 'Tia', 'Vizinho', 'Tio'],
    health: 'Saúde',
    doctor: 'Pediatra',
    allergy: 'Alergias: amendoim. Inalador em caso de crise de asma.',
    photo: 'Autorizo [x] / Não autorizo [ ] a publicação de fotografias do meu educando.',
    sign: 'Assinatura do encarregado de educação',
  },
  ru: {
    title: 'Заявление о приёме в школу',
    year: '2025/2026 учебный год',
    pupil: 'Сведения об ученике',
    age: 'Возраст на 1 сентября',
    pupilCols: ['Фамилия', 'Имя', 'Дата рождения', 'Номер личного дела'],
    grade: 'Класс',
    grades: ['1 «А»', '3 «Б»', '5 «В»', '7 «А»'],
    previous: 'Предыдущая школа',
    studentNo: 'Номер личного дела',
    home: 'Адрес проживания',
    guardian: (n) => `Законный представитель ${n}`,
    gCols: ['ФИО', 'Телефон', 'Эл. почта', 'Место работы'],
    relation: ['Мать', 'Отец'],
    pickup: 'Лица, которым разрешено забирать ребёнка',
    pCols: ['ФИО', 'Кем приходится', 'Телефон'],
    kin: ['Бабушка', 'Тётя', 'Сосед', 'Дядя'],
    health: 'Здоровье',
    doctor: 'Педиатр',
    allergy: 'Аллергия: арахис. Ингалятор при приступе астмы.',
    photo: 'Согласен [x] / не согласен [ ] на публикацию фотографий ребёнка.',
    sign: 'Подпись родителя',
  },
};

/** A school enrolment form: pupil row, guardians table, pickup list, health, consent. */
export const schoolEnrolment: Held2Template = (v, name) => {
  const w = ENROL[v.lang];
  const school = organisation(v, 'schools');
  const child = v.person();
  let mother = v.person();
  while (!mother.female) mother = v.person();
  let father = v.person();
  while (father.female) father = v.person();
  const birth = v.day(2011, 2019);
  const home = v.address();
  const doctor = v.person();
  const studentNo = v.ref(v.pick(['', 'S', '1']), v.int(6, 9));
  const guardianRow = (p: typeof child) => [
    v.name(p),
    v.phone(true),
    v.email(p),
    pii('ORGANIZATION', v.org('companies')),
  ];
  const blocks: Block[] = [
    letterhead(v, school),
    { kind: 'heading', text: `${w.title} · ${w.year}` },
    { kind: 'heading', text: w.pupil },
    {
      kind: 'table',
      header: w.pupilCols,
      rows: [[v.name(child, 'last'), v.name(child, 'first'), v.date(birth), studentNo]],
      widths: [28, 28, 22, 22],
    },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.age, v.age(birth, { y: 2025, m: 9, d: 1 })],
        [w.grade, v.pick(w.grades)],
        [w.previous, pii('ORGANIZATION', v.org('schools'))],
        [w.home, home.oneLine],
      ],
    },
    { kind: 'heading', text: w.guardian(1) },
    { kind: 'table', header: w.gCols, rows: [guardianRow(mother)], widths: [26, 22, 30, 22] },
    { kind: 'heading', text: w.guardian(2) },
    { kind: 'table', header: w.gCols, rows: [guardianRow(father)], widths: [26, 22, 30, 22] },
    { kind: 'heading', text: w.pickup },
    {
      kind: 'table',
      header: w.pCols,
      rows: [0, 1].map(() => [v.name(v.person()), v.pick(w.kin), v.phone()]),
      widths: [45, 25, 30],
    },
    { kind: 'heading', text: w.health },
    { kind: 'fields', columns: 1, rows: [[w.doctor, `${v.name(doctor)}, ${v.phone(false)}`]] },
    { kind: 'para', text: w.allergy },
    { kind: 'para', text: w.photo },
    {
      kind: 'columns',
      left: `${v.town()}, ${v.date(v.day(2025, 2025))}`,
      right: `______________________\n${v.name(mother)}\n${w.sign}`,
    },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${orgFooter(v, school)}`,
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};
