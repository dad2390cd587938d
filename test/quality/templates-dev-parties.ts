/**
 * Development templates about the parties of a document (R2, issue 15): an employment reference
 * letter (a letterhead without a legal form, a c/o recipient block, "employed by", "insured
 * with", a greeting with a surname of any origin and a sign-off with a lone given name), a printed
 * e-mail thread (From/To display names, a "Company:" field, firms with "&", "and Sons", "Group",
 * shops and practices named by their kind) and a tenant register (a "Surname, Given" column,
 * one-line addresses with commas, flats and floors, PO boxes, the tenant's bank). Values come from
 * this file's own pools, written from general knowledge (names of many origins living in the
 * seven languages' countries), never from a benchmark.
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import type { Lang, Values } from './locales';
import type { Template } from './templates-dev';

type Say = Record<Lang, string>;
const P = pii;

interface Pool {
  given: string[];
  family: string[];
  /** Firms without a legal form, as letterheads and e-mail signatures write them. */
  firms: string[];
  /** Insurers, banks and health funds named by their own name. */
  insurers: string[];
  /** Streets, each with its number placed as the language writes it ({n} is the number). */
  streets: string[];
  cities: string[];
  /** A flat, floor or building line. */
  units: string[];
  /** A post-office box line. */
  boxes: string[];
}

const POOLS: Record<Lang, Pool> = {
  en: {
    given: ['Chinedu', 'Siobhan', 'Tariq', 'Mei-Ling', 'Oluwaseun', 'Priyanka', 'Declan', 'Thuy'],
    family: ['Okafor', 'Nakashima', 'Brennan-Walsh', 'Haddad', 'Venkataraman', 'Kowalczyk'],
    firms: [
      'Harbourside Dental Studio',
      'Whitcombe & Daughters',
      'Larkspur Property Group',
      'Pembroke and Sons',
      'Northgate Family Clinic',
    ],
    insurers: ['Aviva', 'Bupa', 'Legal & General', 'Direct Line'],
    streets: ['{n} Tanner Lane', '{n} Ashgrove Avenue', '{n} Moorfield Road', '{n} Quayside Walk'],
    cities: ['Leeds', 'Norwich', 'Swansea', 'Dundee'],
    units: ['Flat 4B', 'Unit 12, Second Floor', 'Apartment 7', 'Building C, Floor 3'],
    boxes: ['PO Box 4417', 'P.O. Box 2081'],
  },
  es: {
    given: ['Itziar', 'Youssef', 'Araceli', 'Jordi', 'Nerea', 'Wilmer', 'Xiomara', 'Borja'],
    family: ['Etxeberria', 'El Amrani', 'Castells', 'Arrizabalaga', 'Quintero', 'Gorostiza'],
    firms: [
      'Clínica Dental Arrieta',
      'Ferretería Hermanos Soler',
      'Grupo Alcaraz',
      'Farmacia Llorens',
      'Talleres Ugarte e Hijos',
    ],
    insurers: ['Mapfre', 'Sanitas', 'Línea Directa', 'Mutua Madrileña'],
    streets: ['Calle Goya, {n}', 'Avenida de Burgos, {n}', 'Paseo de la Castellana, {n}'],
    cities: ['Valladolid', 'Logroño', 'Cáceres', 'Tarragona'],
    units: ['Escalera B, 3.º izquierda', 'Bloque 2, 5.º D', 'Portal 4, bajo'],
    boxes: ['Apartado de Correos 318', 'Apdo. 1204'],
  },
  fr: {
    given: [
      'Soizic',
      'Karim',
      'Maëlle',
      'Thibault',
      'Aïssatou',
      'Corentin',
      'Fatoumata',
      'Gwenaëlle',
    ],
    family: ['Kervella', 'Benali', 'Diallo', 'Le Bihan', 'Toussaint', 'Nguyen-Thibault'],
    firms: [
      'Cabinet Dentaire Hamon',
      'Pharmacie du Marché',
      'Menuiserie Quéré et Fils',
      'Groupe Delmas',
      'Studio Lemaire',
    ],
    insurers: ['MAIF', 'Matmut', 'Groupama', 'MGEN'],
    streets: ['{n}, rue des Tanneurs', '{n}, boulevard Voltaire', '{n} bis, impasse des Lilas'],
    cities: ['Rennes', 'Poitiers', 'Mulhouse', 'Limoges'],
    units: ['Bâtiment C, 2e étage', 'Résidence Les Tilleuls, appt 14', 'Escalier 3, porte 12'],
    boxes: ['BP 2245', 'Boîte postale 118'],
  },
  de: {
    given: ['Svenja', 'Mehmet', 'Wiebke', 'Jannik', 'Aylin', 'Sönke', 'Dragana', 'Hendrik'],
    family: ['Oberländer', 'Özdemir', 'Baumgärtner', 'Hagedorn', 'Kowalski', 'Schmidtke'],
    firms: [
      'Zahnarztpraxis Dr. Wendt',
      'Bäckerei Hagedorn',
      'Autohaus Reimann',
      'Kanzlei Vetter & Partner',
      'Physiotherapie am Stadtpark',
    ],
    insurers: ['Techniker Krankenkasse', 'Barmer', 'HUK-Coburg', 'Debeka'],
    streets: ['Lindenstraße {n}', 'Am Mühlbach {n}', 'Kirchgasse {n}a', 'Bahnhofstr. {n}'],
    cities: ['Bielefeld', 'Göttingen', 'Würzburg', 'Lübeck'],
    units: ['Hinterhaus, 3. OG', 'Wohnung 12, 2. Stock', 'Aufgang B, EG links'],
    boxes: ['Postfach 10 22 41', 'Postfach 3318'],
  },
  it: {
    given: ['Rossella', 'Gennaro', 'Ilaria', 'Efisio', 'Mariangela', 'Chukwuemeka', 'Tiziana'],
    family: ['Santangelo', 'Melis', 'Cosentino', 'Puglisi', 'Okoye', 'Zanella'],
    firms: [
      'Studio Dentistico Marras',
      'Farmacia San Rocco',
      'Officine Lanza',
      'Pasticceria Cirillo',
      'Gruppo Zanetti',
    ],
    insurers: ['Generali Italia', 'UnipolSai', 'Reale Mutua', 'Cattolica Assicurazioni'],
    streets: ['Via dei Mille, {n}', 'Corso Vittorio Emanuele, {n}', 'Piazza Garibaldi, {n}'],
    cities: ['Cagliari', 'Perugia', 'Modena', 'Salerno'],
    units: ['Scala B, interno 7', 'Palazzina C, 2° piano', 'Interno 14'],
    boxes: ['Casella Postale 412', 'C.P. 88'],
  },
  pt: {
    given: ['Madalena', 'Vasco', 'Zulmira', 'Gonçalo', 'Aminata', 'Telmo', 'Deolinda', 'Kléber'],
    family: ['Quintela', 'Magalhães', 'Loureiro', 'Gaspar', 'Camara', 'Vasconcelos'],
    firms: [
      'Clínica Dentária Sorriso',
      'Padaria Loureiro',
      'Farmácia Central',
      'Oficina Macedo & Filhos',
      'Grupo Peixoto',
    ],
    insurers: ['Fidelidade', 'Tranquilidade', 'Ageas', 'Médis'],
    streets: ['Rua de Santa Catarina, {n}', 'Avenida da Boavista, {n}', 'Largo do Carmo, {n}'],
    cities: ['Aveiro', 'Setúbal', 'Évora', 'Coimbra'],
    units: ['3.º Esq.', 'Bloco B, 2.º Dto.', 'R/C Frente'],
    boxes: ['Apartado 1187', 'Apartado 56'],
  },
  ru: {
    given: ['Тимофей', 'Злата', 'Арсений', 'Василиса', 'Руслан', 'Ульяна'],
    family: ['Тихонов', 'Гаврилов', 'Калинин', 'Пономарёв', 'Шевчук', 'Рыбаков'],
    firms: [
      'Стоматология «Улыбка»',
      'Аптека «Здоровье»',
      'Агентство «Северный ветер»',
      'Пекарня «Колосок»',
      'Группа компаний «Вектор»',
    ],
    insurers: ['Ингосстрах', 'СОГАЗ', 'РЕСО-Гарантия', 'АльфаСтрахование'],
    streets: ['ул. Садовая, д. {n}', 'пр-т Мира, д. {n}', 'Лесной пер., д. {n}'],
    cities: ['Казань', 'Пермь', 'Самара', 'Тверь'],
    units: ['кв. 48', 'корп. 2, кв. 115', 'стр. 1, офис 12'],
    boxes: ['а/я 112', 'абонентский ящик 45'],
  },
};

interface Person {
  given: string;
  family: string;
  female: boolean;
}

function person(v: Values): Person {
  const pool = POOLS[v.lang];
  const i = v.rng.int(pool.given.length);
  let family = v.rng.pick(pool.family);
  const female =
    v.lang === 'ru' ? /[аяь]$/u.test(pool.given[i]!) && pool.given[i] !== 'Руслан' : i % 2 === 0;
  if (v.lang === 'ru' && female) family = `${family}а`;
  return { given: pool.given[i]!, family, female };
}

function full(p: Person): string {
  return `${p.given} ${p.family}`;
}

function street(v: Values): string {
  return v.rng.pick(POOLS[v.lang].streets).replace('{n}', String(1 + v.rng.int(140)));
}

function cityLine(v: Values, city = v.rng.pick(POOLS[v.lang].cities)): string {
  const z = P('ZIP_CODE', v.zip());
  const c = P('LOCATION', city);
  return v.lang === 'en' ? `${c} ${z}` : v.lang === 'ru' ? `${z}, ${c}` : `${z} ${c}`;
}

/** An employment reference letter: letterhead, c/o block, relations to firms, greeting, sign-off. */
function referenceLetter(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const pool = POOLS[v.lang];
  const firm = v.rng.pick(pool.firms);
  const employee = person(v);
  const careOf = person(v);
  const signer = person(v);
  const insurer = v.rng.pick(pool.insurers);
  const previous = v.rng.pick(pool.firms.filter((f) => f !== firm));
  const co: Say = { en: 'c/o', es: 'a/a', fr: 'c/o', de: 'c/o', it: 'c/o', pt: 'a/c', ru: 'для' };
  const greeting: Say = {
    en: `Dear ${employee.female ? 'Ms' : 'Mr'} ${P('PERSON_NAME', employee.family)},`,
    es: `Estimado/a ${employee.female ? 'Sra.' : 'Sr.'} ${P('PERSON_NAME', employee.family)}:`,
    fr: `${employee.female ? 'Chère Madame' : 'Cher Monsieur'} ${P('PERSON_NAME', employee.family)},`,
    de: `${employee.female ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${P('PERSON_NAME', employee.family)},`,
    it: `${employee.female ? 'Gentile Sig.ra' : 'Gentile Sig.'} ${P('PERSON_NAME', employee.family)},`,
    pt: `${employee.female ? 'Cara Sra.' : 'Caro Sr.'} ${P('PERSON_NAME', employee.family)},`,
    ru: `${employee.female ? 'Уважаемая' : 'Уважаемый'} ${P('PERSON_NAME', employee.given)}!`,
  };
  const e = P('PERSON_NAME', full(employee));
  const f = P('ORGANIZATION', firm);
  const ins = P('ORGANIZATION', insurer);
  const prev = P('ORGANIZATION', previous);
  const since = P('DATE', v.date(2015, 2022));
  const body: Say = {
    en: `We confirm that ${e} has been employed by ${f} since ${since}, full time. Before joining us, ${employee.female ? 'she' : 'he'} worked for ${prev}. Staff are insured with ${ins} under our group plan.`,
    es: `Certificamos que ${e} trabaja en ${f} desde el ${since}, a jornada completa. Antes trabajó para ${prev}. La plantilla está asegurada con ${ins}.`,
    fr: `Nous certifions que ${e} est employé(e) chez ${f} depuis le ${since}, à temps plein. Auparavant, ${employee.female ? 'elle' : 'il'} travaillait pour ${prev}. Le personnel est assuré auprès de ${ins}.`,
    de: `Wir bestätigen, dass ${e} seit dem ${since} in Vollzeit bei ${f} beschäftigt ist. Zuvor arbeitete ${employee.female ? 'sie' : 'er'} bei ${prev}. Unsere Beschäftigten sind versichert bei der ${ins}.`,
    it: `Si attesta che ${e} è dipendente presso ${f} dal ${since}, a tempo pieno. In precedenza ha lavorato per ${prev}. Il personale è assicurato con ${ins}.`,
    pt: `Declaramos que ${e} trabalha na ${f} desde ${since}, a tempo inteiro. Antes trabalhou para ${prev}. Os colaboradores estão segurados na ${ins}.`,
    ru: `Настоящим подтверждаем, что ${e} работает в ${f} с ${since} на полную ставку. Ранее ${employee.female ? 'работала' : 'работал'} в ${prev}. Сотрудники застрахованы в ${ins}.`,
  };
  const signOff: Say = {
    en: 'Best wishes,',
    es: 'Un saludo,',
    fr: 'Bien à vous,',
    de: 'Viele Grüße',
    it: 'Cordiali saluti,',
    pt: 'Com os melhores cumprimentos,',
    ru: 'С уважением,',
  };
  const firmStreet = street(v);
  const firmCity = v.rng.pick(pool.cities);
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', firm)} · ${P('ADDRESS', firmStreet)} · ${P('LOCATION', firmCity)}`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', firm) },
      { kind: 'lines', lines: [P('ADDRESS', firmStreet), cityLine(v, firmCity)] },
      { kind: 'gap' },
      {
        kind: 'lines',
        lines: [
          P('PERSON_NAME', full(employee)),
          `${co[v.lang]} ${P('PERSON_NAME', full(careOf))}`,
          P('ADDRESS', v.rng.pick(pool.units)),
          P('ADDRESS', street(v)),
          cityLine(v),
        ],
      },
      { kind: 'lines', lines: [P('DATE', v.date(2024, 2025))] },
      { kind: 'lines', lines: [greeting[v.lang]] },
      { kind: 'para', text: body[v.lang] },
      { kind: 'lines', lines: [signOff[v.lang], P('PERSON_NAME', signer.given)] },
    ],
  };
}

/** A printed e-mail thread with display names, a company field and firms in the text. */
function emailThread(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const pool = POOLS[v.lang];
  const sender = person(v);
  const recipient = person(v);
  const firm = v.rng.pick(pool.firms);
  const other = v.rng.pick(pool.firms.filter((f) => f !== firm));
  const insurer = v.rng.pick(pool.insurers);
  const field: Say = {
    en: 'From|To|Company|Subject',
    es: 'De|Para|Empresa|Asunto',
    fr: 'De|À|Société|Objet',
    de: 'Von|An|Firma|Betreff',
    it: 'Da|A|Azienda|Oggetto',
    pt: 'De|Para|Empresa|Assunto',
    ru: 'От|Кому|Компания|Тема',
  };
  const subject: Say = {
    en: 'Invoice query',
    es: 'Consulta sobre la factura',
    fr: 'Question sur la facture',
    de: 'Rückfrage zur Rechnung',
    it: 'Domanda sulla fattura',
    pt: 'Dúvida sobre a fatura',
    ru: 'Вопрос по счёту',
  };
  const [from, to, company, subj] = field[v.lang].split('|') as [string, string, string, string];
  const o = P('ORGANIZATION', other);
  const ins = P('ORGANIZATION', insurer);
  const body: Say = {
    en: `Hi ${P('PERSON_NAME', recipient.given)}, the repair was done by ${o} and the claim went to ${ins}. Could you check the invoice?`,
    es: `Hola, ${P('PERSON_NAME', recipient.given)}: la reparación la hizo ${o} y el parte se envió a ${ins}. ¿Puedes revisar la factura?`,
    fr: `Bonjour ${P('PERSON_NAME', recipient.given)}, la réparation a été faite par ${o} et le dossier transmis à ${ins}. Peux-tu vérifier la facture ?`,
    de: `Hallo ${P('PERSON_NAME', recipient.given)}, die Reparatur hat ${o} erledigt, der Schaden ging an die ${ins}. Kannst du die Rechnung prüfen?`,
    it: `Ciao ${P('PERSON_NAME', recipient.given)}, la riparazione l'ha fatta ${o} e la pratica è andata a ${ins}. Puoi controllare la fattura?`,
    pt: `Olá ${P('PERSON_NAME', recipient.given)}, a reparação foi feita pela ${o} e o processo seguiu para a ${ins}. Podes verificar a fatura?`,
    ru: `Здравствуйте, ${P('PERSON_NAME', recipient.given)}! Ремонт выполнило ${o}, заявление ушло в ${ins}. Проверьте, пожалуйста, счёт.`,
  };
  const thanks: Say = {
    en: 'Thanks,',
    es: 'Gracias,',
    fr: 'Merci,',
    de: 'Danke,',
    it: 'Grazie,',
    pt: 'Obrigado,',
    ru: 'Спасибо,',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: subject[v.lang],
    blocks: [
      {
        kind: 'lines',
        lines: [
          `${from}: ${P('PERSON_NAME', full(sender))} <${P('EMAIL', v.email(full(sender)))}>`,
          `${to}: ${P('PERSON_NAME', full(recipient))} <${P('EMAIL', v.email(full(recipient)))}>`,
          `${company}: ${P('ORGANIZATION', firm)}`,
          `${subj}: ${subject[v.lang]}`,
        ],
      },
      { kind: 'gap' },
      { kind: 'para', text: body[v.lang] },
      {
        kind: 'lines',
        lines: [thanks[v.lang], P('PERSON_NAME', sender.given), P('ORGANIZATION', firm)],
      },
    ],
  };
}

/** A tenant register: "SURNAME, Given" cells, one-line addresses, units, PO boxes, banks. */
function tenantRegister(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const pool = POOLS[v.lang];
  const header: Say = {
    en: 'Tenant|Address|Insurer',
    es: 'Inquilino|Dirección|Aseguradora',
    fr: 'Locataire|Adresse|Assureur',
    de: 'Mieter|Anschrift|Versicherung',
    it: 'Inquilino|Indirizzo|Assicurazione',
    pt: 'Inquilino|Morada|Seguradora',
    ru: 'Арендатор|Адрес|Страховщик',
  };
  const heading: Say = {
    en: 'Tenant register',
    es: 'Registro de inquilinos',
    fr: 'Registre des locataires',
    de: 'Mieterverzeichnis',
    it: 'Registro inquilini',
    pt: 'Registo de inquilinos',
    ru: 'Реестр арендаторов',
  };
  const manager = v.rng.pick(pool.firms);
  const rows = Array.from({ length: 5 }, (_, i) => {
    const p = person(v);
    const shown =
      v.lang === 'ru'
        ? `${p.family} ${p.given}`
        : i % 2 === 0
          ? `${p.family.toUpperCase()}, ${p.given}`
          : `${p.family}, ${p.given}`;
    const where =
      i === 3
        ? `${P('ADDRESS', v.rng.pick(pool.boxes))}, ${P('LOCATION', v.rng.pick(pool.cities))}`
        : `${P('ADDRESS', `${street(v)}, ${v.rng.pick(pool.units)}`)}, ${P('LOCATION', v.rng.pick(pool.cities))}`;
    return [P('PERSON_NAME', shown), where, P('ORGANIZATION', v.rng.pick(pool.insurers))];
  });
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', manager)} – ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'table', header: header[v.lang].split('|'), widths: [28, 50, 22], rows },
    ],
  };
}

/** The party-centred development templates, by kind. */
export const DEV_PARTY_TEMPLATES: Record<string, Template> = {
  'parties-reference': referenceLetter,
  'parties-email': emailThread,
  'parties-register': tenantRegister,
};
