/**
 * Organisations known by name in the seven languages' countries, from general knowledge: the
 * banks, insurers and health funds, telecoms and utilities, carriers and public agencies that
 * send the statements, bills, payslips and letters people redact ("Allianz", "Deutsche Bank",
 * "Agenzia delle Entrate", "Сбербанк"); brands of shops, services and employers ("Starbucks",
 * "Zalando", "Пятёрочка") count only in a party's context (see BRANDS). Card networks
 * ("Mastercard") and social platforms ("Facebook", "Instagram") are left out.
 * Names that are also common words or first names
 * ("Visa", "Target", "Orange", "Free", "Zara", "NOS", "Delta") are left out on purpose, and so are
 * social-insurance names that payslips print as deduction lines ("Medicare", "INPS", "Segurança
 * Social").
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { ORG_HEADS } from './org-words';
import { matchesOf } from './text-helpers';
import { isCommonWord, isFirstName } from './name-evidence';

const NAMES: readonly string[] = [
  // United States, United Kingdom
  'Bank of America',
  'Wells Fargo',
  'JPMorgan Chase',
  'Chase Bank',
  'Citibank',
  'Citigroup',
  'Capital One',
  'Goldman Sachs',
  'Morgan Stanley',
  'Charles Schwab',
  'Fidelity Investments',
  'Discover Bank',
  'U.S. Bank',
  'PNC Bank',
  'Truist',
  'TD Bank',
  'HSBC',
  'Barclays',
  'Lloyds Bank',
  'Lloyds Banking Group',
  'NatWest',
  'Nationwide Building Society',
  'Monzo',
  'Revolut',
  'Verizon',
  'AT&T',
  'T-Mobile',
  'Comcast',
  'Xfinity',
  'FedEx',
  'USPS',
  'DHL',
  'UnitedHealthcare',
  'UnitedHealth Group',
  'Aetna',
  'Cigna',
  'Humana',
  'Blue Cross Blue Shield',
  'Kaiser Permanente',
  'Internal Revenue Service',
  'Social Security Administration',
  'Department of Veterans Affairs',
  'Equifax',
  'Experian',
  'TransUnion',
  'Transunion',
  'Deloitte',
  'PricewaterhouseCoopers',
  'PwC',
  'KPMG',
  'Ernst & Young',
  'Vodafone',
  'British Telecom',
  'HMRC',
  'NHS',
  'National Health Service',
  'Royal Mail',
  'British Airways',
  'Ryanair',
  'easyJet',
  // Spain
  'BBVA',
  'Banco Santander',
  'CaixaBank',
  'La Caixa',
  'Bankinter',
  'Banco Sabadell',
  'Unicaja',
  'Abanca',
  'Ibercaja',
  'Kutxabank',
  'Iberdrola',
  'Endesa',
  'Naturgy',
  'Repsol',
  'Telefónica',
  'Movistar',
  'Mapfre',
  'Sanitas',
  'Adeslas',
  'Mutua Madrileña',
  'Renfe',
  'Agencia Tributaria',
  'Servicio Público de Empleo Estatal',
  'SEPE',
  // France
  'BNP Paribas',
  'Société Générale',
  'Crédit Agricole',
  'Crédit Lyonnais',
  'LCL',
  'La Banque Postale',
  "Caisse d'Epargne",
  "Caisse d'Épargne",
  'Boursorama',
  'Crédit Mutuel',
  'SFR',
  'Bouygues Telecom',
  'EDF',
  'Engie',
  'SNCF',
  'Air France',
  'La Poste',
  'AXA',
  'MAIF',
  'MACIF',
  'Groupama',
  'Harmonie Mutuelle',
  'Assurance Maladie',
  'CPAM',
  'Pôle emploi',
  'France Travail',
  "Caisse d'allocations familiales",
  // Germany
  'Deutsche Bank',
  'Commerzbank',
  'Postbank',
  'DKB',
  'Deutsche Kreditbank',
  'ING-DiBa',
  'N26',
  'Allianz',
  'Debeka',
  'HUK-Coburg',
  'AOK',
  'Techniker Krankenkasse',
  'Barmer',
  'DAK-Gesundheit',
  'Deutsche Telekom',
  'Telekom',
  'Deutsche Bahn',
  'Lufthansa',
  'Deutsche Post',
  'Bundesagentur für Arbeit',
  'Deutsche Rentenversicherung',
  'Bundeszentralamt für Steuern',
  'Schufa',
  'SCHUFA',
  // Italy
  'Intesa Sanpaolo',
  'UniCredit',
  'Banca Mediolanum',
  'BPER Banca',
  'Banco BPM',
  'Fineco',
  'Monte dei Paschi di Siena',
  'Poste Italiane',
  'Assicurazioni Generali',
  'UnipolSai',
  'Enel',
  'Eni',
  'Telecom Italia',
  'WindTre',
  'Fastweb',
  'Trenitalia',
  'ITA Airways',
  'Agenzia delle Entrate',
  // Portugal
  'Caixa Geral de Depósitos',
  'Millennium BCP',
  'Novo Banco',
  'Banco BPI',
  'Santander Totta',
  'Montepio',
  'Crédito Agrícola',
  'CTT',
  'EDP',
  'Galp',
  'MEO',
  'TAP Air Portugal',
  'Fidelidade',
  'Autoridade Tributária',
  'Serviço Nacional de Saúde',
  // Russia
  'Сбербанк',
  'Сбер',
  'ВТБ',
  'Газпромбанк',
  'Альфа-Банк',
  'Т-Банк',
  'Тинькофф',
  'Росбанк',
  'Райффайзенбанк',
  'Почта России',
  'РЖД',
  'Аэрофлот',
  'Газпром',
  'Роснефть',
  'Лукойл',
  'МТС',
  'Билайн',
  'МегаФон',
  'Ростелеком',
  'Социальный фонд России',
  'Пенсионный фонд',
  'ФНС России',
  'Госуслуги',
  // Airlines, rail and coach carriers that issue the tickets and itineraries people redact
  'Iberia',
  'Iberia Express',
  'Vueling',
  'Air Europa',
  'Volotea',
  'Binter',
  'Transavia',
  'Condor',
  'Eurowings',
  'Aer Lingus',
  'KLM',
  'Swiss International Air Lines',
  'Austrian Airlines',
  'Brussels Airlines',
  'Alitalia',
  'Wizz Air',
  'Air Dolomiti',
  'Corsair',
  'Air Caraïbes',
  'Finnair',
  'Icelandair',
  'Turkish Airlines',
  'Pegasus Airlines',
  'SunExpress',
  'Emirates',
  'Qatar Airways',
  'Etihad Airways',
  'Air Canada',
  'WestJet',
  'United Airlines',
  'American Airlines',
  'Delta Air Lines',
  'Southwest Airlines',
  'JetBlue',
  'Alaska Airlines',
  'Jet2',
  'LATAM',
  'Avianca',
  'Aeroméxico',
  'S7 Airlines',
  'Уральские авиалинии',
  'ЮТэйр',
  'Utair',
  'Aeroflot',
  'Ouigo',
  'Thalys',
  'Eurostar',
  'FlixBus',
  'Flixbus',
  'ALSA',
  'ÖBB',
  'SBB',
  'Amtrak',
  'Greyhound',
  // Hotel chains
  'Hilton',
  'Hilton Garden Inn',
  'Marriott',
  'Sheraton',
  'Novotel',
  'Ibis',
  'Mercure',
  'Meliá',
  'NH Hotels',
  'Radisson',
  'Holiday Inn',
  'Best Western',
  'Premier Inn',
  'Travelodge',
  'Motel One',
  'Pestana',
  'Vila Galé',
  'Paradores',
  // Insurers and health funds
  'Tranquilidade',
  'Ageas',
  'Médis',
  'Multicare',
  'Línea Directa',
  'Mutua Madrileña',
  'Reale Mutua',
  'Generali Italia',
  'Cattolica Assicurazioni',
  'Helvetia',
  'Baloise',
  'R+V Versicherung',
  'HDI',
  'Signal Iduna',
  'Gothaer',
  'DEVK',
  'Provinzial',
  'Württembergische',
  'IKK classic',
  'BKK',
  'KKH',
  'MAAF',
  'GMF',
  'Matmut',
  'MGEN',
  'Aviva',
  'Direct Line',
  'Hastings Direct',
  'Legal & General',
  'Prudential',
  'State Farm',
  'GEICO',
  'Geico',
  'Allstate',
  'Liberty Mutual',
  'Bupa',
  'РЕСО-Гарантия',
  'Ингосстрах',
  'Росгосстрах',
  'СОГАЗ',
  'АльфаСтрахование',
  'Ренессанс Страхование',
  // Telecoms and utilities
  'Yoigo',
  'Jazztel',
  'MásMóvil',
  'Pepephone',
  'Simyo',
  'Lowi',
  'Telefónica Germany',
  '1&1',
  'Congstar',
  'Bouygues',
  'Iliad',
  'TIM',
  'Iliad Italia',
  'PosteMobile',
  'Kena Mobile',
  'Tele2',
  'Теле2',
  'Yota',
  'E.ON',
  'Vattenfall',
  'EnBW',
  'RWE',
  'Octopus Energy',
  'British Gas',
  'Scottish Power',
  'Thames Water',
  'A2A',
  'Acea',
  'Iren',
  'Sorgenia',
  'TotalEnergies',
  'Holaluz',
  'Águas de Portugal',
  'EPAL',
  'Мосэнергосбыт',
  'Мосводоканал',
  // Public agencies and registries
  'URSSAF',
  'CAF',
  'Ameli',
  'DVLA',
  'DMV',
  'Jobcenter',
  'Agentur für Arbeit',
  'Tesorería General de la Seguridad Social',
  'INSS',
  'DGT',
  'INAIL',
  'Guardia Civil',
  'Policía Nacional',
  'Carabinieri',
  'Polizia di Stato',
  'Gendarmerie nationale',
  'Police nationale',
  'GNR',
  'Росреестр',
  'ГИБДД',
  'ФССП',
  'МФЦ',
  // Car rentals, parcel carriers, hotel chains and more airlines named on itineraries, invoices
  // and delivery notes (no "Avis", "Enterprise" or "Maggiore" alone: common words)
  'Sixt',
  'Europcar',
  'Goldcar',
  'Enterprise Rent-A-Car',
  'Alamo Rent a Car',
  'Thrifty Car Rental',
  'Buchbinder',
  'Starcar',
  'Record Go',
  'Centauro Rent a Car',
  'OK Mobility',
  'Locauto',
  'Sicily by Car',
  'Drivalia',
  'Hermes',
  'DPD',
  'GLS',
  'Chronopost',
  'Colissimo',
  'Mondial Relay',
  'SEUR',
  'MRW',
  'Nacex',
  'Correos Express',
  'Bartolini',
  'BRT',
  'Nexive',
  'CTT Expresso',
  'DHL Express',
  'Parcelforce',
  'Evri',
  'Yodel',
  'PostNL',
  'СДЭК',
  'Боксберри',
  'ПЭК',
  'Деловые Линии',
  'Steigenberger',
  'Maritim',
  'Dorint',
  'Kempinski',
  'InterContinental',
  'Crowne Plaza',
  'Hyatt',
  'Sofitel',
  'Pullman',
  'Barceló',
  'Iberostar',
  'Eurostars',
  'Catalonia Hotels',
  'B&B Hotels',
  'Campanile',
  'Kyriad',
  'Starhotels',
  'Air Corsica',
  'HOP!',
  'Air Nostrum',
  'Aegean Airlines',
  'airBaltic',
  'Luxair',
  'Croatia Airlines',
  'Air Serbia',
  'Aeroitalia',
  'Neos',
  'Smartavia',
  'Red Wings',
  // Laboratories and hospital groups that sign the reports people redact
  'Synlab',
  'SYNLAB',
  'Unilabs',
  'Cerba',
  'Cerballiance',
  'Biogroup',
  'Eurofins',
  'Labcorp',
  'Quest Diagnostics',
  'Bioscientia',
  'Amedes',
  'Limbach',
  'Sonic Healthcare',
  'Echevarne',
  'Germano de Sousa',
  'Joaquim Chaves Saúde',
  'Lifebrain',
  'Centro Diagnostico Italiano',
  'Инвитро',
  'Гемотест',
  'Хеликс',
  'Quirónsalud',
  'HM Hospitales',
  'Vithas',
  'Ramsay Santé',
  'Elsan',
  'Helios Kliniken',
  'Asklepios',
  'Sana Kliniken',
  'Humanitas',
  'Hospital da Luz',
  'Lusíadas Saúde',
  'Медси',
  'СМ-Клиника',
];

/**
 * Retailers, chains, online shops, services and large employers that card statements and chats
 * name as the merchant and references as the employer. A brand also names products and tools
 * ("Apple Pay", "Google Drive", "SAP ID"), so it counts only where the text makes it a party: on
 * a line with an amount or a date (a statement row), after a relation word ("at", "from", "bei",
 * "chez", "presso", "в"), or as a field's value. No "Orange", "Total", "Shell", "Next", "Target",
 * "Mango", "Saturn", "Otto", "Zara", "Worten", "Henkel", "Bayer" (common words, nouns or first
 * names), nor surnames (Ferrari, Ferrero, Bosch, Porsche, Renault, Siemens...): a person's name
 * would lose to the brand.
 */
const BRANDS: readonly string[] = [
  'Amazon',
  'Amazon Prime',
  'Apple',
  'Google',
  'Microsoft',
  'Netflix',
  'Spotify',
  'Disney+',
  'YouTube Premium',
  'eBay',
  'Zalando',
  'AliExpress',
  'Temu',
  'Shein',
  'Vinted',
  'Wallapop',
  'Leboncoin',
  'Cdiscount',
  'Booking.com',
  'Airbnb',
  'Expedia',
  'Uber',
  'Uber Eats',
  'Cabify',
  'BlaBlaCar',
  'Glovo',
  'Deliveroo',
  'Just Eat',
  'Lieferando',
  'Wolt',
  'Starbucks',
  "McDonald's",
  'McDonald’s',
  'Burger King',
  'KFC',
  "Domino's",
  'Telepizza',
  'Pizza Hut',
  'Costa Coffee',
  'Pret A Manger',
  'Nespresso',
  'IKEA',
  'Lidl',
  'LIDL',
  'Aldi',
  'ALDI',
  'Tesco',
  "Sainsbury's",
  'Asda',
  'Waitrose',
  'Carrefour',
  'Auchan',
  'E.Leclerc',
  'Intermarché',
  'Monoprix',
  'Franprix',
  'Mercadona',
  'Eroski',
  'El Corte Inglés',
  'Alcampo',
  'Hipercor',
  'REWE',
  'Rewe',
  'Edeka',
  'EDEKA',
  'Kaufland',
  'MediaMarkt',
  'Media Markt',
  'Esselunga',
  'Conad',
  'Eurospin',
  'Pingo Doce',
  'Fnac',
  'FNAC',
  'Decathlon',
  'Castorama',
  'H&M',
  'Primark',
  'Uniqlo',
  'Pull&Bear',
  'Bershka',
  'Massimo Dutti',
  'Sephora',
  'Douglas Parfümerie',
  'Пятёрочка',
  'Пятерочка',
  'Перекрёсток',
  'Перекресток',
  'ВкусВилл',
  'Ашан',
  'Ozon',
  'OZON',
  'Wildberries',
  'Яндекс',
  'Яндекс Go',
  'Яндекс Маркет',
  'Авито',
  'М.Видео',
  'Эльдорадо',
  'Спортмастер',
  'SAP',
  'BASF',
  'Mercedes-Benz',
  'Volkswagen',
  'BMW',
  'Audi',
  'Adidas',
  'adidas',
  'Stellantis',
  "L'Oréal",
  'L’Oréal',
  'Danone',
  'Airbus',
  'Capgemini',
  'Sopra Steria',
  'LVMH',
  'Inditex',
  'Ferrovial',
  'Acciona',
  'Luxottica',
  'Sonae',
  'Accenture',
  'IBM',
  'Oracle',
  'Intel',
  'Cisco',
  'Salesforce',
  'Adobe',
  'Samsung',
  'Nokia',
  'Ericsson',
  'Huawei',
  'Xiaomi',
  'Вымпелком',
  'Северсталь',
  'Норникель',
  'Магнитогорский металлургический комбинат',
];

/** A word without a possessive or a trailing dot or quote: "AT&T's" → "AT&T". */
function bare(word: string): string {
  return word.replace(/(?:['’]s)?[.'’]*$/u, '');
}

const BRAND_SET: ReadonlySet<string> = new Set(BRANDS);

/** A product after a brand ("Apple Pay", "Google Drive", "Microsoft Teams"): no party. */
const PRODUCT_AFTER =
  /^[ \t]+(?:Pay|Wallet|Drive|Meet|Docs|Sheets|Maps|Chrome|Play|Store|Teams|Office|Word|Excel|Outlook|Windows|Music|Watch|ID|Account|Cloud|Photos|Translate|Authenticator|Prime|Video|TV|Search|Ads|Analytics|Workspace|Azure|AWS|Web|Echo|Alexa|Kindle|Fire|Pixel|Galaxy|Card|Gift|Points|Rewards|app|App)(?![\p{L}])/u;
/** An amount or a date on the line: a statement row. */
const ROW_VALUE =
  /\d[.,]\d\d(?!\d)|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?|(?:€|\$|£|EUR|USD|GBP|руб|₽)/u;
/** Relation words and labels before a party ("at", "from", "bei", "chez", "presso", "в", "Merchant:"). */
const PARTY_BEFORE =
  /(?:(?<![\p{L}])(?:at|from|by|with|for|to|joined|bei|von|für|chez|de|du|pour|auprès|en|con|para|por|desde|presso|da|di|per|em|na|no|pela|pelo|com|в|во|от|у|из)|:)[ \t]+$/iu;

/** True when the brand at `at`…`end` stands where the text makes it a party. */
function brandAsParty(text: string, at: number, end: number): boolean {
  if (PRODUCT_AFTER.test(text.slice(end, end + 16))) return false;
  if (PARTY_BEFORE.test(text.slice(Math.max(0, at - 14), at))) return true;
  const from = text.lastIndexOf('\n', at - 1) + 1;
  let to = text.indexOf('\n', end);
  if (to < 0) to = text.length;
  if (ROW_VALUE.test(text.slice(from, to))) return true;
  // A statement printed one cell per line: the brand alone on its line, an amount or a date on
  // the line before or after.
  if (text.slice(from, at).trim() !== '' || text.slice(end, to).trim() !== '') return false;
  const before = text.slice(
    text.lastIndexOf('\n', Math.max(0, from - 2)) + 1,
    Math.max(0, from - 1),
  );
  let next = text.indexOf('\n', to + 1);
  if (next < 0) next = text.length;
  return ROW_VALUE.test(before) || ROW_VALUE.test(text.slice(to + 1, next));
}

/** Longest names first within a start word, so "Banco Santander" wins over "Santander". */
const BY_FIRST_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const name of [...NAMES, ...BRANDS]) {
    const first = bare(name.split(' ')[0]!);
    const list = map.get(first) ?? [];
    list.push(name);
    map.set(first, list);
  }
  for (const list of map.values()) list.sort((a, b) => b.length - a.length);
  return map;
})();

/** A word as written in text: letters, digits and the marks inside names ("AT&T", "d'Epargne"). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}&'’.-]*/gu;

/**
 * How far a known name goes on: over a quoted name ("МФЦ «Мои документы»") or over capitalised
 * words that end in an organisation's head noun ("Ibis Styles Dijon Centre", "Aviva Insurance").
 */
function extension(text: string, at: number): number {
  const quoted = /^[ \t]*"[^"\n]{1,40}"/u.exec(text.slice(at, at + 48));
  if (quoted) return quoted[0].length;
  // "Caisse d'Épargne du Morvan", "Banco Santander de Negocios": a regional name after a particle.
  const regional = /^[ \t]+(?:du|de|des|di|del|della|do|da)[ \t]+\p{Lu}[\p{L}'’-]+/u.exec(
    text.slice(at, at + 60),
  );
  if (regional) return regional[0].length;
  const run = /^(?:[ \t]+\p{Lu}[\p{L}'’&-]*){1,4}/u.exec(text.slice(at, at + 80));
  if (!run) return 0;
  const words = run[0].trim().split(/[ \t]+/);
  for (let k = words.length; k > 0; k--) {
    if (ORG_HEADS.has(words[k - 1]!.toLowerCase())) {
      const last = words[k - 1]!;
      return (
        run[0].indexOf(last, run[0].length - words.slice(k - 1).join(' ').length) + last.length
      );
    }
  }
  return 0;
}

/** True when a listed given name, capitalised and not in capitals, stands right before `at`. */
function givenNameBefore(text: string, at: number): boolean {
  const before = /(?<![\p{L}])(\p{Lu}\p{Ll}+)[ \t]+$/u.exec(text.slice(Math.max(0, at - 25), at));
  return before !== null && isFirstName(before[1]!) && !isCommonWord(before[1]!);
}

/** A number's label word right after a name: the name labels the number ("NHS number"). */
const NUMBER_LABEL_AFTER =
  /^[ \t]+(?:number|no\.|nr\.|nummer|numéro|número|numero|n°|nº)(?![\p{L}])/iu;

/** Recognises organisations known by name, as written (case-sensitive, whole words). */
export const knownOrganizationRecognizer = safeRecognizer(
  'known-organization',
  ['ORGANIZATION'],
  ({ folded }) => {
    const spans: Span[] = [];
    for (const m of matchesOf(WORD, folded)) {
      if (m.index > 0 && /[\p{L}\p{N}@/_]/u.test(folded[m.index - 1]!)) continue;
      const word = bare(m[0]);
      const candidates = BY_FIRST_WORD.get(word);
      if (!candidates) continue;
      for (const name of candidates) {
        if (!folded.startsWith(name, m.index)) continue;
        const after = folded[m.index + name.length] ?? ' ';
        // Whole words only: "Enel" is not the start of "Eneli", "SAP" not of "SAP-System"'s
        // neighbour "SAPs"; a possessive "'s" may follow.
        if (/[\p{L}\p{N}&-]/u.test(after)) continue;
        if (BRAND_SET.has(name) && !brandAsParty(folded, m.index, m.index + name.length)) break;
        // "TRANSFERÊNCIA PARA Leonor Pestana": a one-word name right after a listed given name
        // is that person's surname, not the hotel group.
        if (!name.includes(' ') && givenNameBefore(folded, m.index)) break;
        // "NHS number 4167299540": the body's name as a form's label for a number.
        if (
          NUMBER_LABEL_AFTER.test(folded.slice(m.index + name.length, m.index + name.length + 12))
        )
          break;
        const end = m.index + name.length + extension(folded, m.index + name.length);
        const span = makeSpan('ORGANIZATION', m.index, end, 0.8, 'known-organization');
        span.reason = 'well-known organisation';
        spans.push(span);
        break;
      }
    }
    return spans;
  },
);
