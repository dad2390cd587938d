/**
 * doc6's own value pools and local formats per language: people, places, organisations, phone
 * numbers, national numbers, accounts, dates and amounts. Every list is split by position
 * (even entries for dev6, odd for held6) so that tuning on dev6 never sees a held6 value.
 */
import type { Ctx, Lang6, Part6 } from './kit';

interface Pools {
  first: string[];
  middle: string[];
  last: string[];
  streets: string[];
  /** "postcode|town|region" (region may be empty). */
  towns: string[];
  brands: string[];
  firms: string[];
  banks: string[];
  domains: string[];
}

const P: Record<Lang6, Pools> = {
  eng: {
    first: [
      'Harriet',
      'Desmond',
      'Colleen',
      'Marcus',
      'Wendeline',
      'Tobias',
      'Imogen',
      'Rafferty',
      'Jolene',
      'Everett',
      'Noor',
      'Caspian',
      'Bethany',
      'Lucian',
      'Marisol',
      'Thaddeus',
    ],
    middle: ['J.', 'Anne', 'R.', 'Louise', 'Patrick', 'M.', 'Grace', 'T.'],
    last: [
      'Whitcombe',
      'Okonkwo-Blake',
      'Fairbanks',
      'de la Cruz',
      'Thistlewood',
      'MacAllister',
      "O'Rourke",
      'Pennington-Shaw',
      'Vanterpool',
      'Abernathy',
      'Lindqvist',
      'Castellanos',
      'Holloway',
      'St. Clair',
      'Brightwater',
      'Nakashima',
    ],
    streets: [
      'Alder Creek Road',
      'Wexford Lane',
      'Harbor View Drive',
      'Quarry Hill Street',
      'Maple Terrace',
      'Old Mill Road',
      'Juniper Court',
      'Bancroft Avenue',
      'Larkspur Way',
      'Sycamore Boulevard',
    ],
    towns: [
      '97214|Portland|OR',
      '55408|Minneapolis|MN',
      '02139|Cambridge|MA',
      '28203|Charlotte|NC',
      '80205|Denver|CO',
      '43215|Columbus|OH',
      '53703|Madison|WI',
      '37203|Nashville|TN',
      '84102|Salt Lake City|UT',
      '19103|Philadelphia|PA',
    ],
    brands: [
      'Brightwell',
      'Copperline',
      'Northgale',
      'Pinecrest Health',
      'Tallowmere',
      'Quillfeather',
      'Redmarsh',
      'Bluefinch',
      'Harrowgate Clinics',
      'Saltbridge',
    ],
    firms: [
      'Kestrel Analytics Inc.',
      'Marlow & Finch LLP',
      'Greystone Property Management LLC',
      'Arbor Lane Logistics Corp.',
      'Heatherfield Medical Group, P.C.',
      'Osprey Ridge Insurance Company',
      'Cobalt Harbor Software Inc.',
      'Lamplighter Utilities Co.',
      'Westbrook Academy Trust',
      'Hollis & Vane Ltd.',
    ],
    banks: [
      'First Prairie Bank',
      'Cedarline Credit Union',
      'Summit Federal Savings',
      'Bayshore National Bank',
      'Granite Trust Bank',
      'Riverbend Community Bank',
    ],
    domains: ['mailbox.net', 'fastmail.com', 'outlook.com', 'proton.me', 'gmail.com', 'yahoo.com'],
  },
  spa: {
    first: [
      'Lucía',
      'Álvaro',
      'Itziar',
      'Gonzalo',
      'Remedios',
      'Iñaki',
      'Covadonga',
      'Íñigo',
      'Nerea',
      'Fermín',
      'Ainhoa',
      'Baltasar',
      'Montserrat',
      'Eusebio',
      'Rocío',
      'Teodoro',
    ],
    middle: ['María', 'José', 'del Carmen', 'Luis', 'Isabel', 'Ángel'],
    last: [
      'García-Arenal Ruiz',
      'de la Fuente Ortega',
      'Etxeberria Goñi',
      'Sánchez del Río',
      'Villalobos Pérez',
      'Martín-Portugués Gil',
      'Olabarrieta Sáez',
      'de los Santos Marín',
      'Quiroga Lema',
      'Cifuentes Arroyo',
      'Fernández de Córdoba',
      'Bermúdez Calvo',
      'Arrieta Urquiza',
      'Zorrilla Benavente',
      'Ibáñez Soler',
      'Castro Llamazares',
    ],
    streets: [
      'Calle del Doctor Esquerdo',
      'Avenida de la Albufera',
      'Calle Mayor',
      'Paseo de la Castellana',
      'Calle de Alcalá',
      'Rúa do Vilar',
      'Carrer de Balmes',
      'Calle San Vicente Mártir',
      'Avenida de Andalucía',
      'Calle Sierpes',
    ],
    towns: [
      '28007|Madrid|',
      '46002|Valencia|',
      '41004|Sevilla|',
      '08036|Barcelona|',
      '15704|Santiago de Compostela|',
      '48001|Bilbao|',
      '50003|Zaragoza|',
      '29015|Málaga|',
      '33003|Oviedo|',
      '37002|Salamanca|',
    ],
    brands: [
      'Nubaria',
      'Alcaraván',
      'Tramuntana Salud',
      'Verdemar',
      'Cierzo',
      'Luzmila',
      'Ostrava Energía',
      'Bravío',
      'Sendaluz',
      'Marjal',
    ],
    firms: [
      'Inmobiliaria Cantábrica S.L.',
      'Seguros Albaida S.A.',
      'Distribuciones Moncayo S.L.U.',
      'Clínica Quirúrgica Levante S.L.',
      'Tecnologías Garnacha S.A.',
      'Gestoría Ulloa y Asociados S.L.',
      'Aguas del Júcar S.A.',
      'Colegio Sagrada Familia de Urgel',
      'Transportes Hermanos Ledesma S.L.',
      'Laboratorios Benavent S.A.',
    ],
    banks: [
      'Banco Mediterráneo de Inversión',
      'Caja Rural del Duero',
      'Banca Ibérica',
      'Caixa Lloret',
      'Banco del Cantábrico',
      'Unicaja Levante',
    ],
    domains: ['correo.es', 'gmail.com', 'hotmail.es', 'telefonica.net', 'yahoo.es', 'outlook.es'],
  },
  fra: {
    first: [
      'Sidonie',
      'Aurélien',
      'Maëlle',
      'Gaspard',
      'Ségolène',
      'Benoît',
      'Clémence',
      'Anatole',
      'Noémie',
      'Thibault',
      'Héloïse',
      'Jean-Baptiste',
      'Capucine',
      'Lucien',
      'Solène',
      'Marc-Antoine',
    ],
    middle: ['Marie', 'Pierre', 'Louise', 'Henri', 'Claire', 'Joseph'],
    last: [
      'Delacroix-Vautrin',
      'de Montferrand',
      'Lefebvre',
      'Beauchamp',
      'Le Guennec',
      'Fournier-Abadie',
      'Rousseau',
      'Dumas-Lacoste',
      "d'Harcourt",
      'Marchetti',
      'Boulanger',
      'Vasseur',
      'de la Roche',
      'Kerhervé',
      'Perrin',
      'Chevalier-Ndiaye',
    ],
    streets: [
      'rue des Tanneurs',
      'avenue Jean-Jaurès',
      'boulevard de la Croix-Rousse',
      'rue du Faubourg Saint-Antoine',
      'impasse des Glycines',
      'quai de la Fosse',
      'rue Paradis',
      'allée des Tilleuls',
      'chemin du Moulin',
      'place des Vosges',
    ],
    towns: [
      '75011|Paris|',
      '69004|Lyon|',
      '13006|Marseille|',
      '44000|Nantes|',
      '31000|Toulouse|',
      '67000|Strasbourg|',
      '59800|Lille|',
      '33000|Bordeaux|',
      '35000|Rennes|',
      '21000|Dijon|',
    ],
    brands: [
      'Lumière Verte',
      'Azurine',
      'Mistralis',
      'Bocage Santé',
      'Ardoise',
      'Colibri Mobile',
      'Fleur de Sel Énergie',
      'Pervenche',
      'Quartz Assurances',
      'Galet',
    ],
    firms: [
      'Immobilière du Rhône SARL',
      'Mutuelle Horizon Prévoyance',
      'Transports Lebrun et Fils SAS',
      'Clinique Saint-Exupéry SA',
      'Cabinet Vernet Avocats',
      'Logiciels Maréchal SAS',
      'Société des Eaux de Loire',
      'Lycée Gustave-Eiffel',
      'Boulangeries Rolland SARL',
      'Assurances Montaigne SA',
    ],
    banks: [
      'Banque Populaire du Léman',
      'Crédit Armoricain',
      'Caisse Régionale du Vexin',
      'Banque Delorme & Cie',
      'Crédit Mutuel des Causses',
      'Banque de Provence',
    ],
    domains: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'wanadoo.fr'],
  },
  deu: {
    first: [
      'Friederike',
      'Konstantin',
      'Annelie',
      'Jörg',
      'Henrike',
      'Malte',
      'Wiebke',
      'Ulrich',
      'Svenja',
      'Björn',
      'Roswitha',
      'Leopold',
      'Gesine',
      'Mathis',
      'Dörte',
      'Kai-Uwe',
    ],
    middle: ['Maria', 'Johannes', 'Luise', 'Wilhelm', 'Sophie', 'Karl'],
    last: [
      'von Briesen',
      'Schulze-Hagedorn',
      'Müller',
      'Wittkowski',
      'zu Lynar',
      'Brandstätter',
      'Oberländer',
      'Kühne-Petersen',
      'Hartmann',
      'van der Linden',
      'Zimmermann',
      'Jankowiak',
      'Großkopf',
      'Eschenbach',
      'Weiß',
      'Rautenberg',
    ],
    streets: [
      'Lindenstraße',
      'Am Mühlengraben',
      'Karl-Marx-Allee',
      'Schillerplatz',
      'Hohenzollernring',
      'Bergmannstraße',
      'Im Wiesengrund',
      'Friedrichstraße',
      'Goethestraße',
      'Alte Poststraße',
    ],
    towns: [
      '10961|Berlin|',
      '80469|München|',
      '20357|Hamburg|',
      '50674|Köln|',
      '04109|Leipzig|',
      '70173|Stuttgart|',
      '01067|Dresden|',
      '28195|Bremen|',
      '90402|Nürnberg|',
      '60311|Frankfurt am Main|',
    ],
    brands: [
      'Elbwerk',
      'Sonnenhof Pflege',
      'Grünfink',
      'Nordlicht Versorgung',
      'Havelblick',
      'Kranich',
      'Tannengrün',
      'Fuchsbau',
      'Silberweide',
      'Weserstrom',
    ],
    firms: [
      'Hausverwaltung Krüger GmbH',
      'Allgemeine Ostsee Versicherung AG',
      'Brenner & Söhne KG',
      'Praxisklinik am Stadtpark GmbH',
      'Datenwerk Systemhaus GmbH',
      'Stadtwerke Havelland GmbH',
      'Labor Dr. Reinhardt MVZ GmbH',
      'Gymnasium am Römerkastell',
      'Speditions-Union Mitte GmbH & Co. KG',
      'Wohnungsbaugenossenschaft Lichtenberg eG',
    ],
    banks: [
      'Sparkasse Oberlausitz',
      'Volksbank Mittelweser eG',
      'Hansa Privatbank',
      'Kreissparkasse Altmark',
      'Raiffeisenbank Isartal eG',
      'Nordbank Direkt',
    ],
    domains: ['web.de', 'gmx.de', 't-online.de', 'posteo.de', 'mailbox.org', 'gmail.com'],
  },
  ita: {
    first: [
      'Ludovica',
      'Gianmarco',
      'Benedetta',
      'Ottavio',
      'Mariasole',
      'Pierluigi',
      'Costanza',
      'Raffaele',
      'Ginevra',
      'Tancredi',
      'Elettra',
      'Gualtiero',
      'Annunziata',
      'Corrado',
      'Serena',
      'Filiberto',
    ],
    middle: ['Maria', 'Giuseppe', 'Anna', 'Luigi', 'Teresa', 'Carlo'],
    last: [
      'Esposito',
      'Dell’Acqua',
      'De Santis',
      'Lo Bianco',
      'Barbieri-Conti',
      'Di Stefano',
      'Pellegrini',
      'La Torre',
      'Mancuso',
      'D’Amico',
      'Galli',
      'Sangiorgi',
      'Vitale',
      'Caruso',
      'Dalla Costa',
      'Ferraresi',
    ],
    streets: [
      'Via Garibaldi',
      'Corso Vittorio Emanuele II',
      'Via dei Mille',
      'Viale Monza',
      'Piazza delle Erbe',
      'Via San Gregorio',
      'Vicolo del Cedro',
      'Via Roma',
      'Largo Augusto',
      'Via Indipendenza',
    ],
    towns: [
      '20129|Milano|MI',
      '00153|Roma|RM',
      '80134|Napoli|NA',
      '10123|Torino|TO',
      '40126|Bologna|BO',
      '50122|Firenze|FI',
      '90133|Palermo|PA',
      '37121|Verona|VR',
      '16123|Genova|GE',
      '70122|Bari|BA',
    ],
    brands: [
      'Lucciola',
      'Maestrale',
      'Borgoluce Salute',
      'Zefiro',
      'Aurora Energia',
      'Tramonto',
      'Girasole',
      'Vespero',
      'Rondine',
      'Scirocco',
    ],
    firms: [
      'Immobiliare Ghirlandina S.r.l.',
      'Assicurazioni Ponente S.p.A.',
      'Trasporti Fratelli Brambilla S.n.c.',
      'Casa di Cura Villa Serena S.p.A.',
      'Sistemi Informativi Adriatica S.r.l.',
      'Acquedotto Pugliese Ovest S.p.A.',
      'Istituto Comprensivo Dante Alighieri',
      'Studio Legale Ferri & Associati',
      'Laboratorio Analisi San Luca S.r.l.',
      'Cooperativa Sociale Il Faro',
    ],
    banks: [
      'Banca Popolare del Tirreno',
      'Cassa di Risparmio di Lucca',
      'Credito Emiliano Nord',
      'Banca Valsesia',
      'BCC Colli Euganei',
      'Banca Adriatica',
    ],
    domains: ['libero.it', 'alice.it', 'virgilio.it', 'gmail.com', 'tiscali.it', 'fastwebnet.it'],
  },
  por: {
    first: [
      'Inês',
      'Gonçalo',
      'Beatriz',
      'Tiago',
      'Leonor',
      'Duarte',
      'Matilde',
      'Rodrigo',
      'Carolina',
      'Afonso',
      'Mafalda',
      'Vasco',
      'Filipa',
      'Martim',
      'Joana',
      'Simão',
    ],
    middle: ['Maria', 'José', 'Sofia', 'Miguel', 'Isabel', 'Manuel'],
    last: [
      'Sousa Tavares',
      'da Silva Pereira',
      'Carvalho',
      'dos Santos Rocha',
      'Magalhães',
      'Ferreira-Lopes',
      'de Almeida Correia',
      'Gonçalves',
      'Pinto da Costa',
      'Azevedo',
      'Monteiro',
      'Vasconcelos',
      'do Carmo Ribeiro',
      'Nogueira',
      'Antunes',
      'Brandão',
    ],
    streets: [
      'Rua das Flores',
      'Avenida da Liberdade',
      'Rua de Santa Catarina',
      'Travessa do Carvalho',
      'Rua Augusta',
      'Avenida dos Aliados',
      'Largo do Carmo',
      'Rua do Alecrim',
      'Calçada da Estrela',
      'Rua Direita',
    ],
    towns: [
      '1200-195|Lisboa|',
      '4000-322|Porto|',
      '3000-141|Coimbra|',
      '4700-432|Braga|',
      '8000-312|Faro|',
      '7000-589|Évora|',
      '3810-193|Aveiro|',
      '2400-118|Leiria|',
      '6000-084|Castelo Branco|',
      '9000-050|Funchal|',
    ],
    brands: [
      'Andorinha',
      'Maresia',
      'Lusocare',
      'Brisa Norte',
      'Figueira',
      'Sardinha Azul',
      'Oliveira Verde Energia',
      'Caravela',
      'Alfazema',
      'Gaivota',
    ],
    firms: [
      'Imobiliária Ribeira Lda.',
      'Seguros Atlântida, S.A.',
      'Transportes Irmãos Fonseca, Lda.',
      'Hospital Particular do Mondego, S.A.',
      'Soluções Informáticas Tejo, Lda.',
      'Águas do Douro Litoral, S.A.',
      'Escola Básica e Secundária de Valongo',
      'Sociedade de Advogados Queirós & Matos',
      'Laboratório Clínico Vale do Sousa, Lda.',
      'Cooperativa Agrícola do Alentejo, CRL',
    ],
    banks: [
      'Banco Lusitano de Crédito',
      'Caixa Agrícola do Minho',
      'Banco do Atlântico Norte',
      'Montepio Beira',
      'Banco Tejo',
      'Caixa Económica do Sado',
    ],
    domains: ['sapo.pt', 'gmail.com', 'outlook.pt', 'netcabo.pt', 'clix.pt', 'iol.pt'],
  },
  rus: {
    first: [
      'Анастасия',
      'Григорий',
      'Ксения',
      'Всеволод',
      'Ульяна',
      'Тимофей',
      'Варвара',
      'Ярослав',
      'Полина',
      'Арсений',
      'Злата',
      'Родион',
      'Евгения',
      'Святослав',
      'Алёна',
      'Матвей',
    ],
    middle: ['Игоревна', 'Петрович', 'Андреевна', 'Сергеевич', 'Викторовна', 'Олегович'],
    last: [
      'Воронцова',
      'Белозёров',
      'Кузнецова',
      'Римский-Корсаков',
      'Лебедева',
      'Шереметев',
      'Оболенская',
      'Тимирязев',
      'Ковальчук',
      'Прохоров',
      'Мельникова',
      'Гаврилов',
      'Соколова',
      'Давыдов',
      'Ершова',
      'Пестов',
    ],
    streets: [
      'ул. Садовая-Кудринская',
      'пр-т Мира',
      'ул. Большая Покровская',
      'наб. реки Фонтанки',
      'ул. Ленина',
      'пер. Столярный',
      'ул. Малая Бронная',
      'б-р Карла Маркса',
      'ул. Комсомольская',
      'Московское ш.',
    ],
    towns: [
      '123001|Москва|',
      '191023|Санкт-Петербург|',
      '603005|Нижний Новгород|',
      '620014|Екатеринбург|',
      '420111|Казань|',
      '630099|Новосибирск|',
      '344002|Ростов-на-Дону|',
      '443099|Самара|',
      '350000|Краснодар|',
      '614000|Пермь|',
    ],
    brands: [
      'Северный ветер',
      'Берёзка',
      'Ладога',
      'Светоч',
      'Медуница',
      'Жар-птица',
      'Сокол Связь',
      'Рябина',
      'Горизонт Плюс',
      'Заря',
    ],
    firms: [
      'ООО «Техносфера»',
      'АО «Страховая компания Волга»',
      'ООО «Управляющая компания Ремжилсервис»',
      'ГБУЗ «Городская поликлиника № 12»',
      'ПАО «Энергосбыт Приволжья»',
      'ООО «Логистик-Центр»',
      'МАОУ «Гимназия № 5»',
      'ИП Сафронов А. В.',
      'ООО «Медицинский центр Здоровье»',
      'АО «Северсталь-Инжиниринг»',
    ],
    banks: [
      'ПАО «Банк Уральский»',
      'АО «Волжский кредит»',
      'Банк «Новая Ладога»',
      'ООО «Сибирский расчётный банк»',
      'АО «Таврический»',
      'ПАО «Промсвязьинвест»',
    ],
    domains: ['yandex.ru', 'mail.ru', 'rambler.ru', 'bk.ru', 'gmail.com', 'list.ru'],
  },
};

/** The pool of `lang` for `part`: even positions for dev6, odd for held6. */
function pools(lang: Lang6, part: Part6): Pools {
  const half = <T>(list: T[]) => list.filter((_, i) => i % 2 === (part === 'dev6' ? 0 : 1));
  const all = P[lang];
  return {
    first: half(all.first),
    middle: half(all.middle),
    last: half(all.last),
    streets: half(all.streets),
    towns: half(all.towns),
    brands: half(all.brands),
    firms: half(all.firms),
    banks: half(all.banks),
    domains: all.domains,
  };
}

/** A person as printed in several shapes. */
export interface Person {
  first: string;
  last: string;
  /** First (middle) last, as on a form. */
  full: string;
  /** "LAST, First" or "Last First" shapes for tables and lists. */
  listed: string;
  email: string;
}

const LATIN: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe' };
/** An e-mail local part from a name: accents stripped, particles kept or dropped. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæøœ]/g, (c) => LATIN[c] ?? c)
    .replace(/[^a-z]+/g, '');
}

const TRANSLIT: Record<string, string> = {
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
const translit = (text: string) => [...text.toLowerCase()].map((c) => TRANSLIT[c] ?? c).join('');

/** Values drawn for one document. */
export class Values {
  private readonly pool: Pools;

  constructor(private readonly c: Ctx) {
    this.pool = pools(c.lang, c.part);
  }

  /** A person; `middle` adds a middle name or patronymic (always one in Russian). */
  person(middle = this.c.chance(0.35)): Person {
    const c = this.c;
    const first = c.pick(this.pool.first);
    const last = c.pick(this.pool.last);
    const lang = c.lang;
    const mid = lang === 'rus' || middle ? c.pick(this.pool.middle) : '';
    const full =
      lang === 'rus' ? `${last} ${first} ${mid}` : [first, mid, last].filter(Boolean).join(' ');
    const listed =
      lang === 'rus' ? `${last} ${first[0]}. ${mid[0]}.` : `${last.toUpperCase()}, ${first}`;
    const latin = lang === 'rus' ? (s: string) => translit(s) : slug;
    const local = c.pick([
      `${latin(first)}.${latin(last)}`,
      `${latin(first)[0]}${latin(last)}`,
      `${latin(last)}.${latin(first)}${c.int(1, 89)}`,
      `${latin(first)}_${latin(last).slice(0, 5)}`,
    ]);
    return { first, last, full, listed, email: `${local}@${c.pick(this.pool.domains)}` };
  }

  /** A brand-like organisation name with no legal form. */
  brand(): string {
    return this.c.pick(this.pool.brands);
  }

  /** An organisation with its legal form. */
  firm(): string {
    return this.c.pick(this.pool.firms);
  }

  /** A bank. */
  bank(): string {
    return this.c.pick(this.pool.banks);
  }

  /** A company domain made from an organisation name. */
  domainOf(org: string): string {
    const lang = this.c.lang;
    const base = (
      lang === 'rus'
        ? translit(org.replace(/[«»"]/g, '').split(/\s+/).pop()!)
        : slug(org.split(/\s+/).slice(0, 2).join(''))
    ).slice(0, 16);
    const tld = { eng: 'com', spa: 'es', fra: 'fr', deu: 'de', ita: 'it', por: 'pt', rus: 'ru' }[
      lang
    ];
    return `${base || 'firma'}.${tld}`;
  }

  /** An address: street line, postcode, town, region, and the one-line form. */
  address(): {
    street: string;
    zip: string;
    town: string;
    region: string;
    oneLine: string;
    lines: string[];
  } {
    const c = this.c;
    const [zip, town, region] = c.pick(this.pool.towns).split('|') as [string, string, string];
    const s = c.pick(this.pool.streets);
    const n = c.int(1, 240);
    let street: string;
    let lines: string[];
    let oneLine: string;
    switch (c.lang) {
      case 'eng': {
        const apt = c.chance(0.4) ? `, Apt ${c.int(1, 30)}${c.pick(['A', 'B', 'C', ''])}` : '';
        street = `${n * 7 + 11} ${s}${apt}`;
        lines = [street, `${town}, ${region} ${zip}`];
        oneLine = `${street}, ${town}, ${region} ${zip}`;
        break;
      }
      case 'spa': {
        const floor = c.chance(0.6)
          ? `, ${c.int(1, 9)}.º ${c.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}`
          : '';
        street = `${s} ${n}${floor}`;
        lines = [street, `${zip} ${town}`];
        oneLine = `${street}, ${zip} ${town}`;
        break;
      }
      case 'fra': {
        const bis = c.chance(0.2) ? ' bis' : '';
        street = `${n}${bis} ${s}`;
        lines = c.chance(0.3)
          ? [`Bâtiment ${c.pick(['A', 'B', 'C'])}, ${street}`, `${zip} ${town}`]
          : [street, `${zip} ${town}`];
        street = lines[0]!;
        oneLine = `${street}, ${zip} ${town}`;
        break;
      }
      case 'deu': {
        street = `${s} ${n}${c.pick(['', '', 'a', 'b'])}`;
        lines = [street, `${zip} ${town}`];
        oneLine = `${street}, ${zip} ${town}`;
        break;
      }
      case 'ita': {
        street = `${s} ${n}${c.chance(0.3) ? `/${c.pick(['A', 'B'])}` : ''}`;
        lines = [street, `${zip} ${town} (${region})`];
        oneLine = `${street}, ${zip} ${town} (${region})`;
        break;
      }
      case 'por': {
        street = `${s}, ${n}${c.chance(0.5) ? `, ${c.int(1, 8)}.º ${c.pick(['Esq.', 'Dto.', 'Frente'])}` : ''}`;
        lines = [street, `${zip} ${town}`];
        oneLine = `${street}, ${zip} ${town}`;
        break;
      }
      case 'rus': {
        street = `${s}, д. ${n}${c.chance(0.6) ? `, кв. ${c.int(1, 180)}` : ''}`;
        lines = [`${zip}, г. ${town}`, street];
        oneLine = `${zip}, г. ${town}, ${street}`;
        break;
      }
    }
    return { street, zip, town, region, oneLine, lines };
  }

  /** A phone number in a local or international shape; `mobile` picks a mobile range. */
  phone(mobile = this.c.chance(0.5)): string {
    const c = this.c;
    const d = (n: number) => c.digits(n);
    switch (c.lang) {
      case 'eng': {
        const area = c.pick(['503', '612', '617', '704', '303', '614', '608']);
        return c.pick([
          `(${area}) 555-${d(4)}`,
          `+1 ${area}-${c.int(200, 989)}-${d(4)}`,
          `${area}.${c.int(200, 989)}.${d(4)}`,
        ]);
      }
      case 'spa':
        return mobile
          ? c.pick([`+34 6${d(2)} ${d(3)} ${d(3)}`, `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`])
          : `9${d(1)} ${d(3)} ${d(2)} ${d(2)}`;
      case 'fra':
        return mobile
          ? c.pick([`06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `+33 7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`])
          : `0${c.int(1, 5)} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
      case 'deu':
        return mobile
          ? c.pick([`0170 ${d(7)}`, `+49 151 ${d(4)} ${d(4)}`, `0176/${d(8)}`])
          : c.pick([`030 ${d(4)} ${d(3)}`, `+49 89 ${d(6)}-${d(2)}`, `(0341) ${d(6)}`]);
      case 'ita':
        return mobile
          ? c.pick([`+39 3${d(2)} ${d(3)} ${d(4)}`, `34${d(1)} ${d(7)}`])
          : `0${c.int(2, 9)} ${d(4)} ${d(4)}`;
      case 'por':
        return mobile
          ? c.pick([`+351 91${d(1)} ${d(3)} ${d(3)}`, `96${d(1)} ${d(3)} ${d(3)}`])
          : `2${d(1)} ${d(3)} ${d(4)}`;
      case 'rus':
        return mobile
          ? c.pick([`+7 (9${d(2)}) ${d(3)}-${d(2)}-${d(2)}`, `8 9${d(2)} ${d(3)}-${d(2)}-${d(2)}`])
          : `+7 (${c.pick(['495', '812', '831', '343'])}) ${d(3)}-${d(2)}-${d(2)}`;
    }
  }

  /** The national personal number used on forms (tag SSN) and its local label. */
  nationalId(): { label: string; value: string } {
    const c = this.c;
    const d = (n: number) => c.digits(n);
    switch (c.lang) {
      case 'eng':
        return { label: 'SSN', value: `${c.int(100, 899)}-${d(2)}-${d(4)}` };
      case 'spa': {
        const n = c.int(10_000_000, 99_999_999);
        return { label: 'DNI', value: `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}` };
      }
      case 'fra':
        return {
          label: 'N° de sécurité sociale',
          value: `${c.int(1, 2)} ${d(2)} ${String(c.int(1, 12)).padStart(2, '0')} ${d(2)} ${d(3)} ${d(3)} ${d(2)}`,
        };
      case 'deu':
        return {
          label: 'Sozialversicherungsnummer',
          value: `${d(2)} ${String(c.int(1, 28)).padStart(2, '0')}${String(c.int(1, 12)).padStart(2, '0')}${d(2)} ${c.letters(1)} ${d(3)}`,
        };
      case 'ita':
        return {
          label: 'Codice fiscale',
          value: `${c.letters(6, 'BCDFGLMNPRSTVZ')}${d(2)}${c.pick(['A', 'B', 'C', 'D', 'E', 'H', 'L', 'M', 'P', 'R', 'S', 'T'])}${d(2)}${c.letters(1, 'ACDFHLMZ')}${d(3)}${c.letters(1)}`,
        };
      case 'por':
        return { label: 'NIF', value: `${c.int(1, 2)}${d(2)} ${d(3)} ${d(3)}` };
      case 'rus':
        return { label: 'СНИЛС', value: `${d(3)}-${d(3)}-${d(3)} ${d(2)}` };
    }
  }

  /** A tax number that differs from the national number where a country has both (tag ID). */
  taxId(): { label: string; value: string } {
    const c = this.c;
    const d = (n: number) => c.digits(n);
    switch (c.lang) {
      case 'eng':
        return { label: 'EIN', value: `${d(2)}-${d(7)}` };
      case 'spa':
        return { label: 'NSS', value: `${d(2)}/${d(8)}/${d(2)}` };
      case 'fra':
        return {
          label: 'N° fiscal',
          value: `${c.int(1, 3)}${d(1)} ${d(2)} ${d(3)} ${d(3)} ${d(3)}`,
        };
      case 'deu':
        return { label: 'Steuer-ID', value: `${c.int(1, 9)}${d(1)} ${d(3)} ${d(3)} ${d(3)}` };
      case 'ita':
        return { label: 'Tessera sanitaria', value: `80380${d(15)}` };
      case 'por':
        return { label: 'NISS', value: `${c.int(1, 2)}${d(10)}` };
      case 'rus':
        return { label: 'ИНН', value: d(12) };
    }
  }

  /** A passport number in the local shape. */
  passport(): string {
    const c = this.c;
    switch (c.lang) {
      case 'eng':
        return c.digits(9);
      case 'spa':
        return `${c.letters(3)}${c.digits(6)}`;
      case 'fra':
        return `${c.digits(2)}${c.letters(2)}${c.digits(5)}`;
      case 'deu':
        return `C${c.letters(3, 'CFGHJKLMNPRTVWXYZ')}${c.digits(5)}`;
      case 'ita':
        return `${c.letters(2)}${c.digits(7)}`;
      case 'por':
        return `${c.letters(1)}${c.digits(6)}`;
      case 'rus':
        return `${c.digits(2)} ${c.digits(2)} ${c.digits(6)}`;
    }
  }

  /** A driving licence number in the local shape. */
  licence(): string {
    const c = this.c;
    switch (c.lang) {
      case 'eng':
        return `${c.letters(1)}${c.digits(3)}-${c.digits(4)}-${c.digits(4)}`;
      case 'spa':
        return `${c.digits(8)}-${c.letters(1)}`;
      case 'fra':
        return c.digits(12);
      case 'deu':
        return `B${c.digits(3)}${c.letters(1)}${c.digits(5)}${c.letters(1)}`;
      case 'ita':
        return `U1${c.letters(1)}${c.digits(6)}${c.letters(1)}`;
      case 'por':
        return `${c.letters(1)}-${c.digits(6)} ${c.digits(1)}`;
      case 'rus':
        return `${c.digits(2)} ${c.digits(2)} ${c.digits(6)}`;
    }
  }

  /** A bank account: IBAN (grouped by four) in Europe, a plain number in the US and Russia. */
  account(): { label: string; value: string; extra?: { label: string; value: string } } {
    const c = this.c;
    const d = (n: number) => c.digits(n);
    switch (c.lang) {
      case 'eng':
        return {
          label: 'Account number',
          value: d(c.int(10, 12)),
          extra: { label: 'Routing number', value: `0${d(8)}` },
        };
      case 'rus':
        return {
          label: 'Счёт',
          value: `40817810${d(12)}`,
          extra: { label: 'БИК', value: `04${d(7)}` },
        };
      case 'spa':
        return { label: 'IBAN', value: iban('ES', d(20)) };
      case 'fra':
        return { label: 'IBAN', value: iban('FR', `${d(10)}${c.letters(1)}${d(10)}${d(2)}`) };
      case 'deu':
        return { label: 'IBAN', value: iban('DE', d(18)) };
      case 'ita':
        return { label: 'IBAN', value: iban('IT', `${c.letters(1)}${d(10)}${d(12)}`) };
      case 'por':
        return { label: 'IBAN', value: iban('PT', d(21)) };
    }
  }

  /** A card number, in full or masked with the local habit. */
  card(masked: boolean): string {
    const c = this.c;
    const bin = c.pick(['4539', '5412', '4916', '5288', '4024', '2221']);
    const groups = [bin, c.digits(4), c.digits(4), c.digits(4)];
    if (!masked) return groups.join(' ');
    return c.pick([
      `**** **** **** ${groups[3]}`,
      `${bin} **** **** ${groups[3]}`,
      `XXXX-XXXX-XXXX-${groups[3]}`,
      `•••• ${groups[3]}`,
    ]);
  }

  /** A date of this century's past (or of birth with `birth`) in one of the language's shapes. */
  date(
    opts: { birth?: boolean; year?: number; shape?: 'long' | 'numeric' | 'short' } = {},
  ): string {
    const c = this.c;
    const year = opts.year ?? (opts.birth ? c.int(1948, 2004) : c.int(2023, 2025));
    return formatDate(
      c.lang,
      year,
      c.int(1, 12),
      c.int(1, 28),
      opts.shape ?? c.pick(['long', 'numeric']),
    );
  }

  /** An amount with the language's currency habit. */
  money(lo: number, hi: number, opts: { bare?: boolean } = {}): string {
    const cents = this.c.int(lo * 100, hi * 100);
    return formatMoney(this.c.lang, cents, opts.bare ?? false);
  }
}

const MONTHS: Record<Lang6, string[]> = {
  eng: [
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
  spa: [
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
  fra: [
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
  deu: [
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
  ita: [
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
  por: [
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
  rus: [
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
const SHORT_MONTHS: Record<Lang6, string[]> = {
  eng: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  spa: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  fra: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
  deu: [
    'Jan.',
    'Feb.',
    'März',
    'Apr.',
    'Mai',
    'Juni',
    'Juli',
    'Aug.',
    'Sep.',
    'Okt.',
    'Nov.',
    'Dez.',
  ],
  ita: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  por: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  rus: ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
};

/** A date in a language's long, numeric or short (day and month, no year) shape. */
export function formatDate(
  lang: Lang6,
  y: number,
  m: number,
  d: number,
  shape: 'long' | 'numeric' | 'short',
): string {
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const month = MONTHS[lang][m - 1]!;
  if (shape === 'short') {
    const sm = SHORT_MONTHS[lang][m - 1]!;
    if (lang === 'eng') return `${sm} ${d}`;
    if (lang === 'deu') return `${dd}.${mm}.`;
    if (lang === 'rus') return `${dd}.${mm}`;
    return `${dd} ${sm}`;
  }
  if (shape === 'numeric') {
    if (lang === 'eng') return `${mm}/${dd}/${y}`;
    if (lang === 'deu' || lang === 'rus') return `${dd}.${mm}.${y}`;
    if (lang === 'por') return `${dd}-${mm}-${y}`;
    return `${dd}/${mm}/${y}`;
  }
  switch (lang) {
    case 'eng':
      return `${month} ${d}, ${y}`;
    case 'spa':
    case 'por':
      return `${d} de ${month} de ${y}`;
    case 'deu':
      return `${d}. ${month} ${y}`;
    case 'fra':
      return `${d === 1 ? '1er' : d} ${month} ${y}`;
    default:
      return `${d} ${month} ${y}`;
  }
}

/** An amount in cents as the language writes money; `bare` leaves the currency out. */
export function formatMoney(lang: Lang6, cents: number, bare: boolean): string {
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  const group = (sep: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const sign = neg ? '-' : '';
  switch (lang) {
    case 'eng':
      return bare ? `${sign}${group(',')}.${frac}` : `${sign}$${group(',')}.${frac}`;
    case 'fra':
      return `${sign}${group(' ')},${frac}${bare ? '' : ' €'}`;
    case 'rus':
      return `${sign}${group(' ')},${frac}${bare ? '' : ' руб.'}`;
    case 'ita':
      return bare ? `${sign}${group('.')},${frac}` : `${sign}€ ${group('.')},${frac}`;
    default:
      return `${sign}${group('.')},${frac}${bare ? '' : ' €'}`;
  }
}

/** An IBAN with valid check digits, printed in groups of four. */
export function iban(country: string, bban: string): string {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  const check = String(98 - rest).padStart(2, '0');
  return `${country}${check}${bban}`.replace(/(.{4})/g, '$1 ').trim();
}
