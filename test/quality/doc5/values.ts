/**
 * Values of the doc5 set (own lists, written for this set): people, places, organisations and
 * numbers per language, drawn from a seeded generator so every document is reproducible.
 */
import type { Prng } from '../../fixtures/prng';
import type { Lang } from '../locales';

interface Pools {
  first: string[];
  last: string[];
  streets: string[];
  /** [postcode, town] pairs. */
  towns: Array<[string, string]>;
  employers: string[];
  insurers: string[];
  hospitals: string[];
  banks: string[];
  schools: string[];
  landlords: string[];
  mail: string[];
  months: string[];
}

const POOLS: Record<Lang, Pools> = {
  en: {
    first: [
      'Harriet',
      'Owen',
      'Bethany',
      'Callum',
      'Imogen',
      'Declan',
      'Rosalind',
      'Tobias',
      'Nadia',
      'Gareth',
    ],
    last: [
      'Whitfield',
      'Okonkwo',
      'Pemberton',
      'Ashworth',
      'Lindqvist',
      'Brennan',
      'Halloway',
      'Chaudhry',
      'Fairbairn',
      'McAllister',
    ],
    streets: [
      'Bramble Lane',
      'Kingsway Road',
      'Orchard Close',
      'Station Parade',
      'Wexford Avenue',
      'Millbrook Street',
    ],
    towns: [
      ['LS6 2QT', 'Leeds'],
      ['BS3 4HX', 'Bristol'],
      ['NG7 1FB', 'Nottingham'],
      ['CF24 3AA', 'Cardiff'],
      ['EH9 1SP', 'Edinburgh'],
    ],
    employers: [
      'Harbourline Logistics Ltd',
      'Pennant Software Limited',
      'Greywell Foods plc',
      'Tamworth Print & Packaging Ltd',
    ],
    insurers: [
      'Northgate Mutual Insurance',
      'Albion Shield Assurance Ltd',
      'Crestway Insurance plc',
    ],
    hospitals: [
      "St Aldhelm's Hospital",
      'Riverside General Infirmary',
      'Moorfield Community Hospital',
    ],
    banks: ['Thameside Building Society', 'Carrow Bank plc', 'Northern Crown Bank'],
    schools: ['Holmewood Academy', 'Kestrel Park School', 'Ashby Grange High School'],
    landlords: [
      'Larkspur Lettings Ltd',
      'Brookvale Property Management Ltd',
      'Castlegate Homes Ltd',
    ],
    mail: ['outlook.com', 'btinternet.com', 'gmail.com', 'yahoo.co.uk'],
    months: [
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
  },
  es: {
    first: [
      'Inmaculada',
      'Rodrigo',
      'Montserrat',
      'Ignacio',
      'Araceli',
      'Gonzalo',
      'Begoña',
      'Joaquín',
      'Nerea',
      'Fermín',
    ],
    last: [
      'Villalobos',
      'Echeverría',
      'Cifuentes',
      'Barrionuevo',
      'Santamaría',
      'Olmedo',
      'Quintanilla',
      'Arrieta',
      'Zamora',
      'Calatayud',
    ],
    streets: [
      'Calle de Embajadores',
      'Avenida de Andalucía',
      'Calle Mayor',
      'Paseo de la Castellana',
      'Calle del Pilar',
      'Ronda de Toledo',
    ],
    towns: [
      ['29004', 'Málaga'],
      ['46021', 'Valencia'],
      ['50009', 'Zaragoza'],
      ['15702', 'Santiago de Compostela'],
      ['37002', 'Salamanca'],
    ],
    employers: [
      'Transportes Galindo S.L.',
      'Conservas del Cantábrico S.A.',
      'Ingeniería Albarracín S.L.U.',
      'Grupo Hostelero Levante S.L.',
    ],
    insurers: [
      'Mutua Ibérica de Seguros',
      'Aseguradora del Ebro S.A.',
      'Previsora Castellana Seguros',
    ],
    hospitals: [
      'Hospital Universitario Virgen de la Vega',
      'Clínica San Rafael',
      'Hospital Comarcal del Bierzo',
    ],
    banks: ['Caja Rural de Aragón', 'Banco Meridional S.A.', 'Caixa del Túria'],
    schools: ['IES Ramón y Cajal', 'Colegio Nuestra Señora del Carmen', 'IES Alfonso X el Sabio'],
    landlords: [
      'Inmobiliaria Puerta del Sol S.L.',
      'Gestión de Alquileres Turia S.L.',
      'Patrimonios Barceló S.A.',
    ],
    mail: ['gmail.com', 'hotmail.es', 'telefonica.net', 'yahoo.es'],
    months: [
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
  },
  fr: {
    first: [
      'Ségolène',
      'Aurélien',
      'Clémence',
      'Baptiste',
      'Maëlle',
      'Gaëtan',
      'Solène',
      'Thibault',
      'Héloïse',
      'Yannick',
    ],
    last: [
      'Lefebvre-Roussel',
      'Marchetti',
      'Dufresne',
      'Beauchamp',
      'Kerouac',
      'Vasseur',
      'Delaunay',
      'Guillot',
      'Perrault',
      'Morvan',
    ],
    streets: [
      'rue des Tanneurs',
      'avenue Jean-Jaurès',
      'boulevard de la Liberté',
      'impasse des Lilas',
      'rue du Faubourg Saint-Antoine',
      'allée des Peupliers',
    ],
    towns: [
      ['69003', 'Lyon'],
      ['33800', 'Bordeaux'],
      ['59000', 'Lille'],
      ['44100', 'Nantes'],
      ['67000', 'Strasbourg'],
    ],
    employers: [
      'Transports Morvandiaux SARL',
      'Ateliers Delorme et Fils SAS',
      'Boulangeries Artisanales du Rhône SA',
      'Informatique Vendômoise SAS',
    ],
    insurers: [
      'Mutuelle Générale du Centre',
      'Assurances Bretonnes Réunies',
      'La Prévoyance Lyonnaise SA',
    ],
    hospitals: [
      'Centre Hospitalier Saint-Joseph',
      'Clinique des Cèdres',
      'Hôpital Privé du Confluent',
    ],
    banks: [
      'Banque Populaire du Val de Loire',
      'Crédit Maritime Atlantique',
      'Caisse d’Épargne des Vosges',
    ],
    schools: ['Collège Victor-Hugo', 'Lycée Camille-Claudel', 'Collège Jean-Moulin'],
    landlords: ['Foncière des Alpes SAS', 'Cabinet Immobilier Garnier', 'Régie Bellecour SARL'],
    mail: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com'],
    months: [
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
  },
  de: {
    first: [
      'Friederike',
      'Malte',
      'Annegret',
      'Jörg',
      'Wiebke',
      'Henrik',
      'Cordula',
      'Lennart',
      'Svenja',
      'Ulrich',
    ],
    last: [
      'Schwarzkopf',
      'Brüggemann',
      'Oltmanns',
      'Kowalczyk',
      'Eichhorn',
      'Pfeiffer',
      'Hagedorn',
      'Strauß',
      'Wendland',
      'Lüdecke',
    ],
    streets: [
      'Lindenstraße',
      'Am Mühlenteich',
      'Königsallee',
      'Heinrich-Heine-Weg',
      'Bahnhofstraße',
      'Schillerplatz',
    ],
    towns: [
      ['28195', 'Bremen'],
      ['04109', 'Leipzig'],
      ['79098', 'Freiburg im Breisgau'],
      ['90402', 'Nürnberg'],
      ['24103', 'Kiel'],
    ],
    employers: [
      'Nordsee Spedition GmbH',
      'Brandt & Söhne Maschinenbau KG',
      'Heidekraut Bäckereien GmbH',
      'Softwarehaus Elbtal AG',
    ],
    insurers: [
      'Hanseatische Versicherung AG',
      'Süddeutsche Krankenversicherung a.G.',
      'Rheinland Assekuranz AG',
    ],
    hospitals: ['Klinikum am Weinberg', 'St.-Elisabeth-Krankenhaus', 'Kreiskrankenhaus Tannenhof'],
    banks: ['Sparkasse Oberlausitz', 'Volksbank Mittelweser eG', 'Hansa Direktbank AG'],
    schools: [
      'Gymnasium am Stadtpark',
      'Friedrich-Schiller-Realschule',
      'Gesamtschule Am Lindenhof',
    ],
    landlords: [
      'Wohnbau Weserbogen GmbH',
      'Immobilienverwaltung Kranich KG',
      'Stadtwohnen Elbe GmbH',
    ],
    mail: ['web.de', 'gmx.de', 't-online.de', 'posteo.de'],
    months: [
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
  },
  it: {
    first: [
      'Annunziata',
      'Gianluca',
      'Ornella',
      'Raffaele',
      'Loredana',
      'Edoardo',
      'Graziella',
      'Tommaso',
      'Benedetta',
      'Salvatore',
    ],
    last: [
      'Capuozzo',
      'Bellandi',
      'Marchionni',
      'Di Stefano',
      'Tagliaferri',
      'Scognamiglio',
      'Ruggeri',
      'Lombardo',
      'Pellegrini',
      'Zanetti',
    ],
    streets: [
      'Via dei Mille',
      'Corso Vittorio Emanuele II',
      'Viale Monza',
      'Piazza Garibaldi',
      'Via San Gregorio Armeno',
      'Via Nazionale',
    ],
    towns: [
      ['80138', 'Napoli'],
      ['40126', 'Bologna'],
      ['10121', 'Torino'],
      ['50122', 'Firenze'],
      ['90133', 'Palermo'],
    ],
    employers: [
      'Trasporti Brambilla S.r.l.',
      'Oleificio Ferraresi S.p.A.',
      'Tessiture Comasche Riunite S.r.l.',
      'Informatica Adriatica S.r.l.',
    ],
    insurers: [
      'Assicurazioni Tirrenia S.p.A.',
      'Mutua Lombarda Assicurazioni',
      'Previdenza Italica S.p.A.',
    ],
    hospitals: [
      'Ospedale San Camillo de Lellis',
      'Policlinico Sant’Orsola',
      'Casa di Cura Villa Serena',
    ],
    banks: [
      'Banca Popolare del Sannio',
      'Cassa di Risparmio di Cesena',
      'Credito Valtellinese Nuovo',
    ],
    schools: [
      'Liceo Scientifico Galileo Galilei',
      'Istituto Comprensivo Dante Alighieri',
      'Liceo Classico Parini',
    ],
    landlords: [
      'Immobiliare Le Torri S.r.l.',
      'Gestioni Immobiliari Arno S.r.l.',
      'Residenze Partenopee S.p.A.',
    ],
    mail: ['libero.it', 'gmail.com', 'virgilio.it', 'tiscali.it'],
    months: [
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
  },
  pt: {
    first: [
      'Conceição',
      'Duarte',
      'Leonor',
      'Gonçalo',
      'Filipa',
      'Rui',
      'Madalena',
      'Vasco',
      'Inês',
      'Tiago',
    ],
    last: [
      'Magalhães',
      'Figueiredo',
      'Sequeira',
      'Carvalhais',
      'Brandão',
      'Quaresma',
      'Azevedo',
      'Lourenço',
      'Rebelo',
      'Valadares',
    ],
    streets: [
      'Rua de Santa Catarina',
      'Avenida da Boavista',
      'Travessa do Carmo',
      'Rua Augusta',
      'Largo do Rato',
      'Rua Conde de Redondo',
    ],
    towns: [
      ['4000-443', 'Porto'],
      ['1100-053', 'Lisboa'],
      ['3000-214', 'Coimbra'],
      ['4700-321', 'Braga'],
      ['8000-138', 'Faro'],
    ],
    employers: [
      'Transportes Alvorada, Lda.',
      'Conservas Ramirense S.A.',
      'Têxteis do Ave, Lda.',
      'Sistemas Informáticos Tejo, S.A.',
    ],
    insurers: [
      'Companhia de Seguros Atlântida',
      'Mútua dos Pescadores',
      'Seguradora Lusitana S.A.',
    ],
    hospitals: [
      'Hospital de Santo António',
      'Centro Hospitalar do Baixo Vouga',
      'Clínica São Lucas',
    ],
    banks: ['Caixa de Crédito Agrícola do Minho', 'Banco Atlântico Português', 'Montepio Regional'],
    schools: [
      'Escola Secundária Rainha Dona Amélia',
      'Agrupamento de Escolas de Valongo',
      'Colégio Luso-Francês',
    ],
    landlords: [
      'Imobiliária Ribeira, Lda.',
      'Gestão Predial Estrela, S.A.',
      'Habitações do Douro, Lda.',
    ],
    mail: ['sapo.pt', 'gmail.com', 'hotmail.com', 'netcabo.pt'],
    months: [
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
  },
  ru: {
    first: [
      'Ксения',
      'Всеволод',
      'Таисия',
      'Ярослав',
      'Любовь',
      'Глеб',
      'Василиса',
      'Тимофей',
      'Евгения',
      'Аркадий',
    ],
    last: [
      'Воронцов',
      'Шестаков',
      'Белоусов',
      'Ковалёв',
      'Зайцев',
      'Лукин',
      'Гончаров',
      'Рябинин',
      'Старостин',
      'Мельников',
    ],
    streets: [
      'ул. Малая Садовая',
      'пр-т Просвещения',
      'ул. Рождественка',
      'наб. реки Фонтанки',
      'ул. Академика Павлова',
      'Кутузовский пр-т',
    ],
    towns: [
      ['620014', 'Екатеринбург'],
      ['420111', 'Казань'],
      ['630099', 'Новосибирск'],
      ['344002', 'Ростов-на-Дону'],
      ['603005', 'Нижний Новгород'],
    ],
    employers: [
      'ООО «Северный Терминал»',
      'АО «Уралхимпласт»',
      'ООО «Хлебозавод Заречный»',
      'ООО «Техносфера-Софт»',
    ],
    insurers: ['СК «Надёжный Щит»', 'АО «Страховой Дом Волга»', 'ООО СК «Уральский Полис»'],
    hospitals: [
      'ГБУЗ «Городская больница № 14»',
      'Клиника «Медицина Плюс»',
      'ГАУЗ «Республиканская клиническая больница»',
    ],
    banks: ['ПАО «Банк Заречье»', 'АО «Кредитный Альянс»', 'КБ «Волжский Капитал»'],
    schools: ['МБОУ «Гимназия № 9»', 'МАОУ «Лицей № 3»', 'МБОУ «СОШ № 127»'],
    landlords: [
      'ООО «Управляющая компания Дом»',
      'ООО «Жилфонд-Сервис»',
      'АО «Невская Недвижимость»',
    ],
    mail: ['yandex.ru', 'mail.ru', 'rambler.ru', 'bk.ru'],
    months: [
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
  },
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const LATIN_TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Plain ASCII of a name for e-mail local parts. */
function ascii(s: string): string {
  return [...s.toLowerCase()]
    .map((c) => LATIN_TRANSLIT[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

/** A person of the document. */
export interface Person {
  first: string;
  last: string;
  /** Middle initial (Latin scripts) or patronymic (Russian), sometimes empty. */
  middle: string;
  full: string;
  email: string;
  phone: string;
}

/** A postal address of a person or organisation. */
export interface Address {
  street: string;
  zip: string;
  town: string;
}

/** The seeded value source of one document. */
export class Values {
  readonly p: Pools;

  constructor(
    readonly lang: Lang,
    readonly rng: Prng,
  ) {
    this.p = POOLS[lang];
  }

  /** One element of a list. */
  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + this.rng.int(hi - lo + 1);
  }

  /** A string of `n` random digits. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.rng.int(10));
    return s;
  }

  /** A string of `n` random capital letters. */
  letters(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += 'ABCDEFGHJKLMNPRSTUVWXYZ'[this.rng.int(23)]!;
    return s;
  }

  /** A new person (distinct surnames inside a document are the caller's business). */
  person(): Person {
    const first = this.pick(this.p.first);
    const last = this.pick(this.p.last);
    let middle = '';
    if (this.lang === 'ru') {
      const base = this.pick(['Андреев', 'Сергеев', 'Игорев', 'Павлов', 'Викторов']);
      const female = /[аяь]$/.test(first) && first !== 'Илья';
      middle = base + (female ? 'на' : 'ич');
    } else if (this.rng.int(3) === 0) middle = `${this.letters(1)}.`;
    const femaleRu = this.lang === 'ru' && /[аяь]$/.test(first);
    const lastShown = femaleRu && /(ов|ев|ин|ёв)$/.test(last) ? `${last}а` : last;
    const full = [first, middle, lastShown].filter(Boolean).join(' ');
    const email = `${ascii(first)}.${ascii(last)}${this.rng.int(2) ? this.int(2, 89) : ''}@${this.pick(this.p.mail)}`;
    return { first, last: lastShown, middle, full, email, phone: this.phone() };
  }

  /** A phone number as the country writes it. */
  phone(): string {
    const d = (n: number) => this.digits(n);
    switch (this.lang) {
      case 'en':
        return this.rng.int(2) ? `07${d(3)} ${d(6)}` : `+44 113 ${d(3)} ${d(4)}`;
      case 'es':
        return this.rng.int(2)
          ? `6${d(2)} ${d(3)} ${d(3)}`
          : `+34 91${d(1)} ${d(2)} ${d(2)} ${d(2)}`;
      case 'fr':
        return `0${this.int(1, 7)} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
      case 'de':
        return this.rng.int(2) ? `0151 ${d(8)}` : `+49 (0)421 ${d(3)}${d(3)}`;
      case 'it':
        return this.rng.int(2) ? `3${d(2)} ${d(3)} ${d(4)}` : `+39 081 ${d(3)} ${d(4)}`;
      case 'pt':
        return this.rng.int(2) ? `9${d(2)} ${d(3)} ${d(3)}` : `+351 22 ${d(3)} ${d(4)}`;
      case 'ru':
        return `+7 (9${d(2)}) ${d(3)}-${d(2)}-${d(2)}`;
    }
  }

  /** A street address of the country. */
  address(): Address {
    const [zip, town] = this.pick(this.p.towns);
    const street = this.pick(this.p.streets);
    const n = this.int(2, 148);
    let line: string;
    switch (this.lang) {
      case 'en':
        line = this.rng.int(2) ? `Flat ${this.int(1, 12)}, ${n} ${street}` : `${n} ${street}`;
        break;
      case 'es':
        line = `${street}, ${n}, ${this.int(1, 8)}º ${this.pick(['A', 'B', 'izda.', 'dcha.'])}`;
        break;
      case 'fr':
        line = `${n}${this.rng.int(4) ? '' : ' bis'} ${street}`;
        break;
      case 'ru':
        line = `${street}, д. ${n}, кв. ${this.int(1, 240)}`;
        break;
      case 'pt':
        line = `${street}, ${n}, ${this.int(1, 6)}º ${this.pick(['Esq.', 'Dto.'])}`;
        break;
      default:
        line = `${street} ${n}`;
    }
    return { street: line, zip, town };
  }

  /** A date as the country writes it in forms (numeric), between 2019 and 2025. */
  date(yearFrom = 2021, yearTo = 2025): string {
    const y = this.int(yearFrom, yearTo);
    const m = this.int(1, 12);
    const d = this.int(1, 28);
    if (this.lang === 'en')
      return this.rng.int(2) ? `${pad(d)}/${pad(m)}/${y}` : `${d} ${this.p.months[m - 1]} ${y}`;
    if (this.lang === 'de' || this.lang === 'ru') return `${pad(d)}.${pad(m)}.${y}`;
    return `${pad(d)}/${pad(m)}/${y}`;
  }

  /** A date written out in words ("3 March 2024", "3. März 2024", "3 марта 2024 г." without "г."). */
  longDate(yearFrom = 2022, yearTo = 2025): string {
    const y = this.int(yearFrom, yearTo);
    const m = this.p.months[this.int(0, 11)]!;
    const d = this.int(1, 28);
    switch (this.lang) {
      case 'en':
        return `${d} ${m} ${y}`;
      case 'de':
        return `${d}. ${m} ${y}`;
      case 'es':
      case 'pt':
        return `${d} de ${m} de ${y}`;
      default:
        return `${d} ${m} ${y}`;
    }
  }

  /** A birth date (numeric). */
  birthDate(): string {
    return this.date(1952, 2004);
  }

  /** An amount with the currency, formatted as the country does. */
  money(lo: number, hi: number): string {
    const v = this.int(lo * 100, hi * 100) / 100;
    return this.formatMoney(v);
  }

  /** Formats `v` with the country's currency and separators. */
  formatMoney(v: number): string {
    const [int, dec] = v.toFixed(2).split('.') as [string, string];
    const group = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    switch (this.lang) {
      case 'en':
        return `£${group(',')}.${dec}`;
      case 'ru':
        return `${group('\u00a0')},${dec} руб.`;
      case 'fr':
        return `${group('\u00a0')},${dec} €`;
      case 'de':
      case 'it':
      case 'es':
      case 'pt':
        return `${group('.')},${dec} €`;
    }
  }

  /** An IBAN-shaped account number of the country (grouped by four). */
  iban(): string {
    const cc = { en: 'GB', es: 'ES', fr: 'FR', de: 'DE', it: 'IT', pt: 'PT', ru: 'RU' }[this.lang];
    if (this.lang === 'ru') return `40817810${this.digits(12)}`;
    const len =
      ({ GB: 22, ES: 24, FR: 27, DE: 22, IT: 27, PT: 25 } as Record<string, number>)[cc] ?? 22;
    let body = `${cc}${this.digits(2)}`;
    if (cc === 'GB') body += this.pick(['NWBK', 'BARC', 'LOYD']) + this.digits(14);
    else if (cc === 'IT') body += this.letters(1) + this.digits(len - 5);
    else body += this.digits(len - 4);
    return body.replace(/(.{4})(?=.)/g, '$1 ');
  }

  /** A national social-insurance style number of the country. */
  ssn(): string {
    switch (this.lang) {
      case 'en':
        return `${this.letters(2)} ${this.digits(2)} ${this.digits(2)} ${this.digits(2)} ${this.pick(['A', 'B', 'C', 'D'])}`;
      case 'es':
        return `${this.digits(8)}${this.letters(1)}`;
      case 'fr':
        return `${this.pick(['1', '2'])} ${this.digits(2)} ${this.digits(2)} ${this.digits(2)} ${this.digits(3)} ${this.digits(3)} ${this.digits(2)}`;
      case 'de':
        return `${this.digits(2)} ${this.digits(6)} ${this.letters(1)} ${this.digits(3)}`;
      case 'it':
        return `${this.letters(6)}${this.digits(2)}${this.letters(1)}${this.digits(2)}${this.letters(1)}${this.digits(3)}${this.letters(1)}`;
      case 'pt':
        return `${this.pick(['1', '2'])}${this.digits(8)}`;
      case 'ru':
        return `${this.digits(3)}-${this.digits(3)}-${this.digits(3)} ${this.digits(2)}`;
    }
  }

  /** A reference number with a prefix ("CLM-2024-004512"). */
  ref(prefix: string, digits = 6): string {
    return `${prefix}-${this.int(2021, 2025)}-${this.digits(digits)}`;
  }

  /** A masked card number as statements print it. */
  maskedCard(): string {
    return this.pick([
      `**** **** **** ${this.digits(4)}`,
      `${this.pick(['4', '5'])}${this.digits(3)} ${this.digits(2)}XX XXXX ${this.digits(4)}`,
      `XXXX-XXXX-XXXX-${this.digits(4)}`,
    ]);
  }

  /** A vehicle plate of the country. */
  plate(): string {
    switch (this.lang) {
      case 'en':
        return `${this.letters(2)}${this.digits(2)} ${this.letters(3)}`;
      case 'es':
        return `${this.digits(4)} ${this.letters(3)}`;
      case 'fr':
      case 'it':
        return `${this.letters(2)}-${this.digits(3)}-${this.letters(2)}`;
      case 'de':
        return `HB-${this.letters(2)} ${this.int(10, 9999)}`;
      case 'pt':
        return `${this.digits(2)}-${this.letters(2)}-${this.digits(2)}`;
      case 'ru':
        return `${this.pick(['А', 'В', 'Е', 'К', 'М'])}${this.digits(3)}${this.pick(['ОР', 'ТУ', 'ХС'])} ${this.pick(['66', '96', '116', '54'])}`;
    }
  }
}
