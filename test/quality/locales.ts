/**
 * Value lists and formats for the generated quality documents, per language and per part. The
 * development and held-out parts draw from disjoint name, street, city and company lists, so
 * tuning on one never sees the values of the other.
 */
import type { Prng } from '../fixtures/prng';

/** The seven languages of the generated documents. */
export const LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru'] as const;
/** One language. */
export type Lang = (typeof LANGS)[number];
/** The two parts of the generated set. */
export type Part = 'dev' | 'held';

interface Lists {
  first: string[];
  last: string[];
  streets: string[];
  cities: string[];
  companies: string[];
  hospitals: string[];
  banks: string[];
}

type PartLists = Record<Part, Lists>;

const EN: PartLists = {
  dev: {
    first: ['Priya', 'Michael', 'Laura', 'Daniel', 'Grace', 'Kevin', 'Megan', 'Thomas', 'Aisha'],
    last: [
      'Venkataraman',
      'Whitaker',
      'Okafor',
      'Brennan',
      'Delgado',
      "O'Connor",
      'Hughes-Parker',
      'Nakamura',
      'Sullivan',
    ],
    streets: [
      'Maple Avenue',
      'Harbor View Drive',
      'West 14th Street',
      'Oakridge Lane',
      'Cedar Court',
    ],
    cities: ['Portland, OR', 'Columbus, OH', 'Austin, TX', 'Raleigh, NC', 'Denver, CO'],
    companies: ['Brightwater Logistics Inc.', 'Northfield Analytics LLC', 'Copperline Media Group'],
    hospitals: ['Mercy General Hospital', 'St. Luke Medical Center', 'Riverside Family Clinic'],
    banks: ['First Summit Bank', 'Pinecrest Credit Union', 'Harborstone Savings Bank'],
  },
  held: {
    first: [
      'Rebecca',
      'Jamal',
      'Eleanor',
      'Marcus',
      'Hannah',
      'Tyrone',
      'Olivia',
      'Gregory',
      'Fatima',
    ],
    last: [
      'Livingston',
      'Abernathy',
      'Castellano',
      'McAllister',
      'Thornton-Hale',
      'Pemberton',
      'Yamamoto',
      'Gallagher',
      'Washington',
    ],
    streets: [
      'Birchwood Road',
      'Lakeshore Boulevard',
      'East 52nd Street',
      'Juniper Way',
      'Sycamore Place',
    ],
    cities: ['Tucson, AZ', 'Madison, WI', 'Spokane, WA', 'Savannah, GA', 'Omaha, NE'],
    companies: [
      'Silverpine Software Corp.',
      'Redwood Harbor Partners LLP',
      'Ironbridge Staffing Inc.',
    ],
    hospitals: [
      'Providence Heart Institute',
      'Lakeview Regional Hospital',
      'Cedar Hills Orthopedic Clinic',
    ],
    banks: ['Granite Peak Bank', 'Bluewater Federal Credit Union', 'Meridian Trust Bank'],
  },
};

const ES: PartLists = {
  dev: {
    first: ['Lucía', 'Javier', 'Carmen', 'Alejandro', 'Marta', 'Sergio', 'Elena'],
    last: ['García Moreno', 'Fernández', 'Ruiz de la Torre', 'Jiménez', 'Navarro', 'Herrera'],
    streets: ['Calle de Alcalá', 'Avenida de la Constitución', 'Calle Mayor', 'Paseo de Gracia'],
    cities: ['Madrid', 'Sevilla', 'Valencia', 'Zaragoza'],
    companies: ['Construcciones Levante S.L.', 'Distribuciones Ibéricas S.A.'],
    hospitals: ['Hospital Universitario La Paz', 'Clínica San Rafael'],
    banks: ['Banco Mediterráneo', 'Caja Rural del Sur'],
  },
  held: {
    first: ['Adriana', 'Rodrigo', 'Pilar', 'Gonzalo', 'Irene', 'Ignacio', 'Nuria'],
    last: ['Castillo Vega', 'Domínguez', 'Ortega', 'Santos de Miguel', 'Romero', 'Vidal'],
    streets: ['Calle del Carmen', 'Avenida del Puerto', 'Calle Real', 'Ronda de Segovia'],
    cities: ['Bilbao', 'Málaga', 'Valladolid', 'Córdoba'],
    companies: ['Talleres Cantábricos S.L.', 'Grupo Almenara S.A.'],
    hospitals: ['Hospital General de Castilla', 'Clínica Santa Elena'],
    banks: ['Banco del Norte', 'Caja Atlántica'],
  },
};

const FR: PartLists = {
  dev: {
    first: ['Camille', 'Julien', 'Élodie', 'Mathieu', 'Chloé', 'Antoine', 'Inès'],
    last: ['Dubois', 'Lefèvre', 'Moreau', 'de la Fontaine', 'Girard', 'Rousseau'],
    streets: ['rue de la République', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue des Lilas'],
    cities: ['Lyon', 'Toulouse', 'Nantes', 'Bordeaux'],
    companies: ['Transports Delmas SARL', 'Atelier Besson et Fils'],
    hospitals: ['Hôpital Saint-Joseph', 'Clinique du Parc'],
    banks: ['Banque Populaire du Rhône', 'Crédit Mutuel Atlantique'],
  },
  held: {
    first: ['Margaux', 'Thibault', 'Aurélie', 'Nicolas', 'Léa', 'Guillaume', 'Sophie'],
    last: ['Lambert', 'Fournier', 'Chevalier', 'Marchand', 'Perrin', 'Le Goff'],
    streets: ['rue Pasteur', 'avenue Jean Jaurès', 'impasse des Tilleuls', 'quai Saint-Michel'],
    cities: ['Lille', 'Strasbourg', 'Montpellier', 'Rennes'],
    companies: ['Menuiserie Garnier SAS', 'Cabinet Roux Conseil'],
    hospitals: ['Centre Hospitalier de la Côte', 'Clinique Sainte-Anne'],
    banks: ['Banque de Savoie', 'Caisse Régionale du Centre'],
  },
};

const DE: PartLists = {
  dev: {
    first: ['Lukas', 'Anna', 'Jonas', 'Katharina', 'Felix', 'Lena', 'Tobias'],
    last: ['Müller', 'Schneider', 'Weber-Hartmann', 'von Bergen', 'Schäfer', 'Krüger'],
    streets: ['Hauptstraße', 'Lindenallee', 'Goethestraße', 'Am Mühlbach'],
    cities: ['München', 'Hamburg', 'Leipzig', 'Köln'],
    companies: ['Schulz Maschinenbau GmbH', 'Nordlicht Versicherung AG'],
    hospitals: ['Klinikum Nord', 'Praxis Dr. Brandt'],
    banks: ['Sparkasse Rheinland', 'Volksbank Mittelhessen'],
  },
  held: {
    first: ['Sebastian', 'Miriam', 'Florian', 'Johanna', 'Matthias', 'Sabine', 'Dominik'],
    last: ['Hoffmann', 'Becker', 'Zimmermann', 'Neumann-Roth', 'Schwarz', 'Vogel'],
    streets: ['Bahnhofstraße', 'Schillerweg', 'Kirchgasse', 'Bergstraße'],
    cities: ['Dresden', 'Stuttgart', 'Bremen', 'Nürnberg'],
    companies: ['Albrecht Logistik GmbH', 'Sonnenfeld Energie AG'],
    hospitals: ['Kreiskrankenhaus Eichstätt', 'Gemeinschaftspraxis Lorenz'],
    banks: ['Stadtsparkasse Elbtal', 'Raiffeisenbank Südpfalz'],
  },
};

const IT: PartLists = {
  dev: {
    first: ['Giulia', 'Marco', 'Francesca', 'Alessandro', 'Chiara', 'Davide', 'Sara'],
    last: ['Rossi', 'Bianchi', 'De Luca', 'Esposito', 'Colombo', 'Ferraro'],
    streets: ['Via Garibaldi', 'Corso Vittorio Emanuele', 'Via dei Mille', 'Piazza Cavour'],
    cities: ['Milano', 'Torino', 'Bologna', 'Napoli'],
    companies: ['Edilnord S.r.l.', 'Tessitura Lombarda S.p.A.'],
    hospitals: ['Ospedale San Raffaele', 'Policlinico Sant’Orsola'],
    banks: ['Banca Popolare di Lodi', 'Cassa di Risparmio del Veneto'],
  },
  held: {
    first: ['Valentina', 'Lorenzo', 'Martina', 'Federico', 'Elisa', 'Matteo', 'Silvia'],
    last: ['Romano', 'Ricci', 'Marino', 'Greco', 'Di Stefano', 'Barbieri'],
    streets: ['Via Roma', 'Viale Europa', 'Via delle Rose', 'Largo Augusto'],
    cities: ['Firenze', 'Genova', 'Verona', 'Palermo'],
    companies: ['Officine Meccaniche Sarde S.r.l.', 'Agricola Toscana S.p.A.'],
    hospitals: ['Ospedale Maggiore', 'Casa di Cura Villa Serena'],
    banks: ['Banca del Tirreno', 'Credito Emiliano Sud'],
  },
};

const PT: PartLists = {
  dev: {
    first: ['João', 'Mariana', 'Tiago', 'Beatriz', 'Rafael', 'Inês', 'Gonçalo'],
    last: ['Silva', 'Ferreira', 'Costa Pereira', 'da Silva Santos', 'Oliveira', 'Rodrigues'],
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua do Almada', 'Travessa do Carmo'],
    cities: ['Lisboa', 'Porto', 'Braga', 'Coimbra'],
    companies: ['Transportes Minho Lda.', 'Conservas Atlântico S.A.'],
    hospitals: ['Hospital de Santa Maria', 'Clínica do Restelo'],
    banks: ['Banco Lusitano', 'Caixa Agrícola do Douro'],
  },
  held: {
    first: ['Catarina', 'Miguel', 'Ana Rita', 'Pedro', 'Sofia', 'Diogo', 'Leonor'],
    last: ['Martins', 'Sousa', 'Gomes', 'Carvalho Lopes', 'Almeida', 'Ribeiro'],
    streets: ['Rua de Santa Catarina', 'Avenida dos Aliados', 'Largo do Rato', 'Rua da Prata'],
    cities: ['Faro', 'Aveiro', 'Setúbal', 'Évora'],
    companies: ['Cortiças do Sul Lda.', 'Têxteis Vale do Ave S.A.'],
    hospitals: ['Hospital da Luz', 'Centro Clínico do Algarve'],
    banks: ['Banco Atlântico Norte', 'Caixa de Crédito do Tejo'],
  },
};

const RU: PartLists = {
  dev: {
    first: ['Анна', 'Дмитрий', 'Екатерина', 'Сергей', 'Ольга', 'Алексей', 'Наталья'],
    last: ['Иванова', 'Смирнов', 'Кузнецова', 'Попов', 'Соколова', 'Лебедев'],
    streets: ['ул. Ленина', 'пр. Мира', 'ул. Садовая', 'Невский пр.'],
    cities: ['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск'],
    companies: ['ООО «Северные Технологии»', 'АО «Волга Логистик»'],
    hospitals: ['Городская клиническая больница № 5', 'Клиника «Здоровье»'],
    banks: ['Банк «Восток»', 'Уральский Кредитный Банк'],
  },
  held: {
    first: ['Мария', 'Андрей', 'Татьяна', 'Николай', 'Елена', 'Игорь', 'Светлана'],
    last: ['Морозова', 'Волков', 'Павлова', 'Козлов', 'Новикова', 'Фёдоров'],
    streets: ['ул. Пушкина', 'ул. Гагарина', 'пер. Тихий', 'Лесная ул.'],
    cities: ['Екатеринбург', 'Самара', 'Воронеж', 'Пермь'],
    companies: ['ООО «Альфа Строй»', 'ЗАО «Меридиан»'],
    hospitals: ['Областная больница № 2', 'Медцентр «Надежда»'],
    banks: ['Банк «Приокский»', 'Камский Коммерческий Банк'],
  },
};

const LISTS: Record<Lang, PartLists> = { en: EN, es: ES, fr: FR, de: DE, it: IT, pt: PT, ru: RU };

/** Month names as each language writes them in a date (Russian in the genitive). */
export const MONTHS: Record<Lang, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

const IBAN_PREFIX: Record<Lang, [string, number]> = {
  en: ['GB29 NWBK', 14],
  es: ['ES91 2100', 16],
  fr: ['FR76 3000', 19],
  de: ['DE89 3704', 14],
  it: ['IT60 X054', 19],
  pt: ['PT50 0002', 17],
  ru: ['RU02 0445', 25],
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A seeded source of personal values of one language and part. */
export class Values {
  private readonly lists: Lists;

  constructor(
    readonly lang: Lang,
    readonly part: Part,
    readonly rng: Prng,
  ) {
    this.lists = LISTS[lang][part];
  }

  /** n random digits. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.rng.int(10));
    return s;
  }

  firstName(): string {
    return this.rng.pick(this.lists.first);
  }
  lastName(): string {
    return this.rng.pick(this.lists.last);
  }
  /** A full name; in Russian sometimes with a patronymic-like middle name is left out for brevity. */
  fullName(): string {
    return `${this.firstName()} ${this.lastName()}`;
  }
  street(): string {
    const s = this.rng.pick(this.lists.streets);
    const n = 1 + this.rng.int(180);
    if (this.lang === 'en') return `${n} ${s}`;
    if (this.lang === 'ru') return `${s}, д. ${n}`;
    if (this.lang === 'de') return `${s} ${n}`;
    if (this.lang === 'fr') return `${n} ${s}`;
    return `${s}, ${n}`;
  }
  city(): string {
    return this.rng.pick(this.lists.cities);
  }
  company(): string {
    return this.rng.pick(this.lists.companies);
  }
  hospital(): string {
    return this.rng.pick(this.lists.hospitals);
  }
  bank(): string {
    return this.rng.pick(this.lists.banks);
  }
  /** A postcode of the language's country. */
  zip(): string {
    switch (this.lang) {
      case 'en':
        return this.digits(5);
      case 'pt':
        return `${this.digits(4)}-${this.digits(3)}`;
      case 'ru':
        return `1${this.digits(5)}`;
      default:
        return `${1 + this.rng.int(8)}${this.digits(4)}`;
    }
  }
  /** A phone number in one of the language's usual shapes. */
  phone(): string {
    const d = (n: number) => this.digits(n);
    const shapes: Record<Lang, string[]> = {
      en: [
        `(${2 + this.rng.int(7)}${d(2)}) 555-${d(4)}`,
        `+1 ${2 + this.rng.int(7)}${d(2)} ${d(3)} ${d(4)}`,
        `${2 + this.rng.int(7)}${d(2)}-${d(3)}-${d(4)}`,
        `1-800-${d(3)}-${d(4)}`,
      ],
      es: [`+34 6${d(2)} ${d(3)} ${d(3)}`, `91 ${d(3)} ${d(2)} ${d(2)}`],
      fr: [`06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `+33 1 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`],
      de: [`+49 30 ${d(8)}`, `0${d(3)} ${d(7)}`, `+49 (0)89 ${d(3)} ${d(4)}`],
      it: [`+39 3${d(2)} ${d(3)} ${d(4)}`, `02 ${d(4)} ${d(4)}`],
      pt: [`+351 9${d(2)} ${d(3)} ${d(3)}`, `21 ${d(3)} ${d(4)}`],
      ru: [`+7 (9${d(2)}) ${d(3)}-${d(2)}-${d(2)}`, `8 (495) ${d(3)}-${d(2)}-${d(2)}`],
    };
    return this.rng.pick(shapes[this.lang]);
  }
  email(name: string): string {
    const ascii = name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .trim()
      .split(/\s+/);
    const user =
      ascii.length > 1 ? `${ascii[0]}.${ascii[ascii.length - 1]}` : `user${this.digits(3)}`;
    const domain = this.rng.pick([
      'gmail.com',
      'outlook.com',
      'yahoo.com',
      'mail.ru',
      'web.de',
      'libero.it',
      'sapo.pt',
    ]);
    return `${user || 'client' + this.digits(3)}@${domain}`;
  }
  /** A full date in a shape of the language. */
  date(minYear = 1950, maxYear = 2025): string {
    const y = minYear + this.rng.int(maxYear - minYear + 1);
    const m = 1 + this.rng.int(12);
    const day = 1 + this.rng.int(28);
    const month = MONTHS[this.lang][m - 1]!;
    const shapes: Record<Lang, string[]> = {
      en: [
        `${pad(m)}/${pad(day)}/${y}`,
        `${month} ${day}, ${y}`,
        `${day} ${month} ${y}`,
        `${y}-${pad(m)}-${pad(day)}`,
      ],
      es: [`${pad(day)}/${pad(m)}/${y}`, `${day} de ${month} de ${y}`],
      fr: [`${pad(day)}/${pad(m)}/${y}`, `${day} ${month} ${y}`],
      de: [`${pad(day)}.${pad(m)}.${y}`, `${day}. ${month} ${y}`],
      it: [`${pad(day)}/${pad(m)}/${y}`, `${day} ${month} ${y}`],
      pt: [`${pad(day)}/${pad(m)}/${y}`, `${day} de ${month} de ${y}`],
      ru: [`${pad(day)}.${pad(m)}.${y}`, `${day} ${month} ${y} г.`],
    };
    return this.rng.pick(shapes[this.lang]);
  }
  /** A short statement-row date: month/day or day.month. without a year. */
  shortDate(): string {
    const m = 1 + this.rng.int(12);
    const day = 1 + this.rng.int(28);
    if (this.lang === 'en')
      return this.rng.pick([`${pad(m)}/${pad(day)}`, `${MONTHS.en[m - 1]!.slice(0, 3)} ${day}`]);
    if (this.lang === 'de' || this.lang === 'ru') return `${pad(day)}.${pad(m)}.`;
    return `${pad(day)}/${pad(m)}`;
  }
  iban(): string {
    const [prefix, rest] = IBAN_PREFIX[this.lang];
    const body = this.digits(rest);
    return `${prefix} ${body.replace(/(.{4})/g, '$1 ').trim()}`;
  }
  /** A Luhn-valid 16-digit card number in groups of four. */
  card(): string {
    const base = `4${this.digits(14)}`;
    let sum = 0;
    for (let i = 0; i < 15; i++) {
      let v = Number(base[14 - i]);
      if (i % 2 === 0) {
        v *= 2;
        if (v > 9) v -= 9;
      }
      sum += v;
    }
    const full = base + String((10 - (sum % 10)) % 10);
    return full.replace(/(.{4})/g, '$1 ').trim();
  }
  maskedCard(): string {
    return this.rng.pick([
      `**** **** **** ${this.digits(4)}`,
      `****${this.digits(4)}`,
      `XXXX-XXXX-XXXX-${this.digits(4)}`,
    ]);
  }
  /** A national identifier of the language's country (SSN in English). */
  nationalId(): string {
    switch (this.lang) {
      case 'en':
        return `${this.rng.pick(['521', '912', '078', '660'])}-${this.rng.pick(['40', '00', '17'])}-${this.digits(4)}`;
      case 'es':
        return `${this.digits(8)}${'TRWAGMYFPDXBNJZSQVHLCKE'[this.rng.int(23)]}`;
      case 'fr':
        return `${1 + this.rng.int(2)} ${this.digits(2)} ${this.digits(2)} ${this.digits(2)} ${this.digits(3)} ${this.digits(3)} ${this.digits(2)}`;
      case 'de':
        return `${this.digits(2)} ${this.digits(3)} ${this.digits(3)} ${this.digits(3)}`;
      case 'it':
        return `RSS${'MLT'[this.rng.int(3)]}RA${this.digits(2)}T${this.digits(2)}F${this.digits(3)}Z`;
      case 'pt':
        return `${1 + this.rng.int(2)}${this.digits(8)}`;
      case 'ru':
        return `${this.digits(3)}-${this.digits(3)}-${this.digits(3)} ${this.digits(2)}`;
    }
  }
  /** A reference number: prefix letters, dash, digits. */
  reference(prefix: string, n = 7): string {
    return `${prefix}-${this.digits(n)}`;
  }
  amount(max = 5000): string {
    const v = (1 + this.rng.int(max * 100)) / 100;
    const [int, dec] = v.toFixed(2).split('.');
    const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, this.lang === 'en' ? ',' : '.');
    return this.lang === 'en' ? `${grouped}.${dec}` : `${grouped},${dec}`;
  }
  ip(): string {
    return `${10 + this.rng.int(200)}.${this.rng.int(256)}.${this.rng.int(256)}.${1 + this.rng.int(254)}`;
  }
  plate(): string {
    const L = () => 'ABCDEFGHJKLMNPRSTVWXYZ'[this.rng.int(22)]!;
    const shapes: Record<Lang, string> = {
      en: `${this.digits(1)}${L()}${L()}${L()}${this.digits(3)}`,
      es: `${this.digits(4)} ${L()}${L()}${L()}`,
      fr: `${L()}${L()}-${this.digits(3)}-${L()}${L()}`,
      de: `M-${L()}${L()} ${this.digits(4)}`,
      it: `${L()}${L()} ${this.digits(3)}${L()}${L()}`,
      pt: `${this.digits(2)}-${L()}${L()}-${this.digits(2)}`,
      ru: `А${this.digits(3)}ВС ${this.digits(2)}`,
    };
    return shapes[this.lang];
  }
  password(): string {
    return this.rng.pick([
      `Tr0ub4dor&${this.digits(2)}`,
      `Summer${this.digits(4)}!`,
      `qX7#pL${this.digits(3)}zR`,
    ]);
  }
  apiKey(): string {
    const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const s = (n: number) =>
      Array.from({ length: n }, () => alnum[this.rng.int(alnum.length)]).join('');
    return this.rng.pick([`sk-${s(40)}`, `ghp_${s(36)}`, `AKIA${s(16).toUpperCase()}`]);
  }
}
