/**
 * Organisations known by name in the seven languages' countries, from general knowledge: the
 * banks, insurers and health funds, telecoms and utilities, carriers and public agencies that
 * send the statements, bills, payslips and letters people redact ("Allianz", "Deutsche Bank",
 * "Agenzia delle Entrate", "Сбербанк"). Consumer brands, shops and card networks ("Mastercard",
 * "Google", "Walmart") are left out: in a ticket or a statement row they name a product or a
 * merchant, not whom the document is about. Names that are also common words or first names
 * ("Visa", "Target", "Orange", "Free", "Zara", "NOS", "Delta") are left out on purpose, and so are
 * social-insurance names that payslips print as deduction lines ("Medicare", "INPS", "Segurança
 * Social").
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';

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
];

/** A word without a possessive or a trailing dot or quote: "AT&T's" → "AT&T". */
function bare(word: string): string {
  return word.replace(/(?:['’]s)?[.'’]*$/u, '');
}

/** Longest names first within a start word, so "Banco Santander" wins over "Santander". */
const BY_FIRST_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const name of NAMES) {
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

/** Recognises organisations known by name, as written (case-sensitive, whole words). */
export const knownOrganizationRecognizer = safeRecognizer(
  'known-organization',
  ['ORGANIZATION'],
  ({ folded }) => {
    const spans: Span[] = [];
    for (const m of folded.matchAll(WORD)) {
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
        const span = makeSpan(
          'ORGANIZATION',
          m.index,
          m.index + name.length,
          0.8,
          'known-organization',
        );
        span.reason = 'well-known organisation';
        spans.push(span);
        break;
      }
    }
    return spans;
  },
);
