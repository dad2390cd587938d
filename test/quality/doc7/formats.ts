/**
 * Local formats of the seven languages for doc7: people, postal addresses, phones, e-mail
 * addresses, dates, amounts, tax and company numbers, IBANs. Each helper draws from the part's
 * half of the pools and returns the printed text; templates mark it where they print it.
 */
import type { Ctx7, L7, Lang7 } from './kit';
import { POOLS7, type Town7 } from './values';

/** A person as printed in different places of a document. */
export interface Person7 {
  first: string;
  last: string;
  /** "Given Surname" (Russian: with the patronymic when `full` is asked). */
  full: string;
  female: boolean;
}

const RUS_FEMALE = new Set([
  'Ксения',
  'Варвара',
  'Полина',
  'Дарья',
  'Алиса',
  'Ульяна',
  'Василиса',
  'Евгения',
  'Милана',
]);
const FEMALE_END: L7<RegExp> = {
  eng: /^(Imogen|Priyanka|Harriet|Niamh|Freya|Beatrix|Saoirse|Philippa|Rosalind)$/,
  spa: /^(Maite|Rocío|Nerea|Itziar|Lucía|Montserrat|Begoña|Candela|Ainhoa)$/,
  fra: /^(Solène|Maëlle|Anaïs|Clémence|Éloïse|Margaux|Capucine|Ophélie|Albane)$/,
  deu: /^(Annika|Henrike|Friederike|Wiebke|Svenja|Clara|Ulrike|Gesine|Marlene)$/,
  ita: /^(Ludovica|Benedetta|Ginevra|Arianna|Caterina|Noemi|Vittoria|Serena|Ilaria)$/,
  por: /^(Inês|Matilde|Leonor|Beatriz|Carolina|Mariana|Filipa|Joana|Sofia)$/,
  rus: /^$/,
};
/** Fathers' names with their patronymic stems (male ending, female ending). */
const PATRONYMS: Array<[string, string]> = [
  ['Андреевич', 'Андреевна'],
  ['Сергеевич', 'Сергеевна'],
  ['Николаевич', 'Николаевна'],
  ['Дмитриевич', 'Дмитриевна'],
  ['Олегович', 'Олеговна'],
  ['Павлович', 'Павловна'],
  ['Игоревич', 'Игоревна'],
  ['Викторович', 'Викторовна'],
];

/** A person of the part's half of the pools. */
export function person(c: Ctx7): Person7 {
  const p = POOLS7[c.lang];
  const first = c.from(p.first);
  let last = c.from(p.last);
  const female = c.lang === 'rus' ? RUS_FEMALE.has(first) : FEMALE_END[c.lang].test(first);
  if (c.lang === 'rus') {
    if (female && /(ов|ев|ёв|ин)$/.test(last)) last += 'а';
    const patronym = c.pick(PATRONYMS)[female ? 1 : 0];
    return { first, last, full: `${first} ${patronym} ${last}`, female };
  }
  return { first, last, full: `${first} ${last}`, female };
}

/** The honorific before a surname (outside every span). */
export function honorific(c: Ctx7, who: Person7): string {
  const t: L7<[string, string]> = {
    eng: ['Mr', 'Ms'],
    spa: ['Sr.', 'Sra.'],
    fra: ['M.', 'Mme'],
    deu: ['Herr', 'Frau'],
    ita: ['Sig.', 'Sig.ra'],
    por: ['Sr.', 'Sra.'],
    rus: ['г-н', 'г-жа'],
  };
  return t[c.lang][who.female ? 1 : 0];
}

/** A postal address: its street line(s), postcode and town, printed in one line or several. */
export interface Address7 {
  street: string;
  zip: string;
  town: string;
  /** The whole address on one line (country outside). */
  line: string;
  /** The address over two or three lines, as a letter prints it. */
  lines: string[];
}

/** A postal address in the local format of the document's language. */
export function address(c: Ctx7): Address7 {
  const p = POOLS7[c.lang];
  const name = c.from(p.streets);
  const t: Town7 = c.from(p.towns);
  const n = c.int(1, 180);
  const l = c.lang;
  let street: string;
  let lines: string[];
  let line: string;
  const townPart = t.region ? `${t.town} (${t.region})` : t.town;
  switch (l) {
    case 'eng': {
      const flat = c.chance(0.3) ? `${c.pick(['Flat', 'Unit', 'Suite'])} ${c.int(1, 24)}, ` : '';
      street = `${flat}${n} ${name}`;
      lines = c.chance(0.5) ? [street, t.town, t.zip] : [street, `${t.town} ${t.zip}`];
      line = `${street}, ${t.town} ${t.zip}`;
      break;
    }
    case 'spa': {
      const floor = c.chance(0.4) ? `, ${c.int(1, 8)}º ${c.pick(['izq.', 'dcha.', 'B', 'A'])}` : '';
      street = `${name}, ${n}${floor}`;
      lines = [street, `${t.zip} ${t.town}`];
      line = `${street}, ${t.zip} ${t.town}`;
      break;
    }
    case 'fra': {
      const bis = c.chance(0.2) ? ' bis' : '';
      street = `${n}${bis} ${name}`;
      lines = c.chance(0.3)
        ? [`Bât. ${c.pick(['A', 'B', 'C'])}`, street, `${t.zip} ${t.town}`]
        : [street, `${t.zip} ${t.town}`];
      line = `${lines.slice(0, -1).join(', ')}, ${t.zip} ${t.town}`;
      break;
    }
    case 'deu': {
      street = `${name} ${n}${c.chance(0.2) ? c.pick(['a', 'b']) : ''}`;
      lines = [street, `${t.zip} ${t.town}`];
      line = `${street}, ${t.zip} ${t.town}`;
      break;
    }
    case 'ita': {
      street = `${name}${name.startsWith('Corso') ? ',' : ''} ${n}`;
      lines = [street, `${t.zip} ${townPart}`];
      line = `${street}, ${t.zip} ${townPart}`;
      break;
    }
    case 'por': {
      const floor = c.chance(0.4) ? `, ${c.int(1, 6)}.º ${c.pick(['Esq.', 'Dto.', 'A'])}` : '';
      street = `${name}, ${n}${floor}`;
      lines = [street, `${t.zip} ${t.town}`];
      line = `${street}, ${t.zip} ${t.town}`;
      break;
    }
    case 'rus': {
      const flat = c.chance(0.5) ? `, ${c.pick(['кв.', 'оф.'])} ${c.int(1, 240)}` : '';
      street = `${name}, д. ${n}${flat}`;
      if (c.chance(0.5)) {
        lines = [`${t.zip}, г. ${t.town}`, street];
        line = `${t.zip}, г. ${t.town}, ${street}`;
      } else {
        lines = [street, `г. ${t.town}, ${t.zip}`];
        line = `${street}, г. ${t.town}, ${t.zip}`;
      }
      break;
    }
  }
  return { street, zip: t.zip, town: t.town, line, lines };
}

/** A phone number in the national style (with the country code most of the time). */
export function phone(c: Ctx7, mobile = false): string {
  const d = (n: number) => c.digits(n);
  const intl = c.chance(0.6);
  switch (c.lang) {
    case 'eng':
      return mobile
        ? intl
          ? `+44 7${d(3)} ${d(6)}`
          : `07${d(3)} ${d(6)}`
        : intl
          ? `+44 (0)${c.pick(['113', '117', '161', '131'])} ${d(3)} ${d(4)}`
          : `0${c.pick(['113', '117', '161'])} ${d(3)} ${d(4)}`;
    case 'spa':
      return `${intl ? '+34 ' : ''}${mobile ? '6' : '9'}${d(2)} ${d(3)} ${d(3)}`;
    case 'fra':
      return `${intl ? '+33 ' : '0'}${mobile ? '6' : c.pick(['1', '2', '4', '5'])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
    case 'deu':
      return mobile
        ? `${intl ? '+49 ' : '0'}1${c.pick(['51', '60', '72'])} ${d(7)}`
        : `${intl ? '+49 ' : '0'}${c.pick(['221', '40', '341', '711'])} ${d(3)}${c.chance(0.5) ? '-' : ' '}${d(4)}`;
    case 'ita':
      return `${intl ? '+39 ' : ''}${mobile ? `3${d(2)} ${d(3)} ${d(4)}` : `0${c.pick(['2', '11', '55', '51'])} ${d(4)} ${d(3)}`}`;
    case 'por':
      return `${intl ? '+351 ' : ''}${mobile ? '9' : '2'}${d(2)} ${d(3)} ${d(3)}`;
    case 'rus':
      return mobile
        ? `+7 9${d(2)} ${d(3)}-${d(2)}-${d(2)}`
        : `${intl ? '+7' : '8'} (${c.pick(['343', '495', '843', '383'])}) ${d(3)}-${d(2)}-${d(2)}`;
  }
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

/** A name as an e-mail address or a host name would spell it (no accents, no spaces). */
export function slug(text: string): string {
  return [...text.toLowerCase().replace(/ß/g, 'ss')]
    .map((ch) => TRANSLIT[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}

/** The web host of a firm ("nordwindspedition.de"). */
export function host(c: Ctx7, firm: string): string {
  const words = firm
    .replace(/[«»"“”]/g, '')
    .split(/\s+/)
    .filter(
      (w) =>
        !/^(ООО|АО|ПАО|ЗАО|GmbH|Ltd|S\.?[AL]|Lda\.?|SARL|SAS|S\.r\.l\.|S\.p\.A\.|plc|LLP|KG|&)/.test(
          w,
        ),
    );
  return `${slug(words.slice(-2).join(''))}.${POOLS7[c.lang].tld}`;
}

/** A person's e-mail address at a firm's host. */
export function email(c: Ctx7, who: Person7, at: string): string {
  const f = slug(who.first);
  const l = slug(who.last);
  const local = c.pick([`${f}.${l}`, `${f[0]}.${l}`, `${f}${l[0]}`, l]);
  return `${local}@${at}`;
}

const MONTHS: L7<string[]> = {
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
const SHORT_MONTHS_ENG = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** A calendar date: year, month (1-12), day. */
export interface Day7 {
  y: number;
  m: number;
  d: number;
}

/** A date between two years. */
export function day(c: Ctx7, fromYear = 2024, toYear = 2025): Day7 {
  return { y: c.int(fromYear, toYear), m: c.int(1, 12), d: c.int(1, 28) };
}

/** The date `n` days after `d` (months of 28-31 days handled by Date). */
export function addDays(d: Day7, n: number): Day7 {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A date in the numeric style of the language ("14/03/2025", "14.03.2025"). */
export function numericDate(lang: Lang7, d: Day7): string {
  const sep = lang === 'deu' || lang === 'rus' ? '.' : lang === 'por' && d.d % 3 === 0 ? '-' : '/';
  return `${two(d.d)}${sep}${two(d.m)}${sep}${d.y}`;
}

/** A date with the month's name ("14 March 2025", "14. März 2025", "14 марта 2025"). */
export function longDate(lang: Lang7, d: Day7): string {
  const month = MONTHS[lang][d.m - 1]!;
  switch (lang) {
    case 'eng':
      return `${d.d} ${month} ${d.y}`;
    case 'spa':
    case 'por':
      return `${d.d} de ${month} de ${d.y}`;
    case 'deu':
      return `${d.d}. ${month} ${d.y}`;
    default:
      return `${d.d} ${month} ${d.y}`;
  }
}

/** A short date without its year, as itineraries print it ("14 Mar", "14.03.", "14 мар"). */
export function shortDate(lang: Lang7, d: Day7): string {
  switch (lang) {
    case 'eng':
      return `${d.d} ${SHORT_MONTHS_ENG[d.m - 1]}`;
    case 'deu':
    case 'rus':
      return `${two(d.d)}.${two(d.m)}.`;
    default:
      return `${two(d.d)}/${two(d.m)}`;
  }
}

/** Either style of full date, chosen by the seed. */
export function anyDate(c: Ctx7, d: Day7): string {
  return c.chance(0.5) ? numericDate(c.lang, d) : longDate(c.lang, d);
}

function grouped(n: number, sep: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** An amount in the local style with its currency ("£1,234.50", "1.234,50 €", "1 234,50 ₽"). */
export function money(lang: Lang7, cents: number): string {
  const neg = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const dec = two(abs % 100);
  switch (lang) {
    case 'eng':
      return `${neg}£${grouped(units, ',')}.${dec}`;
    case 'fra':
      return `${neg}${grouped(units, '\u00a0').replace(/\u00a0/g, ' ')},${dec} €`;
    case 'rus':
      return `${neg}${grouped(units, ' ')},${dec} руб.`;
    case 'ita':
      return `€ ${neg}${grouped(units, '.')},${dec}`;
    default:
      return `${neg}${grouped(units, '.')},${dec} €`;
  }
}

/** A bare amount in the local style without a currency (a table column's figure). */
export function figure(lang: Lang7, cents: number): string {
  const units = Math.floor(Math.abs(cents) / 100);
  const dec = two(Math.abs(cents) % 100);
  if (lang === 'eng') return `${grouped(units, ',')}.${dec}`;
  return `${grouped(units, lang === 'fra' || lang === 'rus' ? ' ' : '.')},${dec}`;
}

/** An IBAN of the language's country, printed in groups of four (Russia: a 20-digit account). */
export function iban(c: Ctx7): string {
  const d = (n: number) => c.digits(n);
  const raw: L7<() => string> = {
    eng: () => `GB${d(2)}${c.letters(4)}${d(14)}`,
    spa: () => `ES${d(22)}`,
    fra: () => `FR${d(12)}${c.letters(1)}${d(10)}${d(2)}`,
    deu: () => `DE${d(20)}`,
    ita: () => `IT${d(2)}${c.letters(1)}${d(10)}${d(12)}`,
    por: () => `PT50${d(21)}`,
    rus: () => `40702810${d(12)}`,
  };
  const s = raw[c.lang]();
  if (c.lang === 'rus') return s;
  return c.chance(0.8) ? s.replace(/(.{4})(?=.)/g, '$1 ') : s;
}

/** A company's VAT or tax registration number in the local format. */
export function vatId(c: Ctx7): string {
  const d = (n: number) => c.digits(n);
  switch (c.lang) {
    case 'eng':
      return `GB ${d(3)} ${d(4)} ${d(2)}`;
    case 'spa':
      return `${c.pick(['B', 'A'])}${d(8)}`;
    case 'fra':
      return `FR ${d(2)} ${d(3)} ${d(3)} ${d(3)}`;
    case 'deu':
      return `DE${d(9)}`;
    case 'ita':
      return `IT${d(11)}`;
    case 'por':
      return `PT ${c.pick(['5', '6'])}${d(8)}`;
    case 'rus':
      return `${d(10)}`;
  }
}

/** A person's national number: NI number, DNI, NIR, Steuer-ID, codice fiscale, NIF, СНИЛС. */
export function nationalId(c: Ctx7, who: Person7): string {
  const d = (n: number) => c.digits(n);
  switch (c.lang) {
    case 'eng':
      return `${c.letters(2, 'ABCEGHJKLMNPRSTWXYZ')} ${d(2)} ${d(2)} ${d(2)} ${c.pick(['A', 'B', 'C', 'D'])}`;
    case 'spa':
      return `${d(8)}-${c.letters(1, 'TRWAGMYFPDXBNJZSQVHLCKE')}`;
    case 'fra':
      return `${who.female ? '2' : '1'} ${d(2)} ${d(2)} ${d(2)} ${d(3)} ${d(3)} ${d(2)}`;
    case 'deu':
      return `${d(2)} ${d(3)} ${d(3)} ${d(3)}`;
    case 'ita': {
      const cons = (s: string) =>
        (slug(s).replace(/[aeiou]/g, '') + 'xxx').slice(0, 3).toUpperCase();
      return `${cons(who.last)}${cons(who.first)}${d(2)}${c.pick(['A', 'C', 'E', 'H', 'M', 'P', 'T'])}${two(c.int(1, 28) + (who.female ? 40 : 0))}${c.letters(1, 'ABCDEFGHL')}${d(3)}${c.letters(1)}`;
    }
    case 'por':
      return `${d(3)} ${d(3)} ${d(3)}`;
    case 'rus':
      return `${d(3)}-${d(3)}-${d(3)} ${d(2)}`;
  }
}

/** The name a language gives the national number's label. */
export const NATIONAL_ID_LABEL: L7 = {
  eng: 'National Insurance No.',
  spa: 'DNI',
  fra: 'N° de sécurité sociale',
  deu: 'Steuer-ID',
  ita: 'Codice fiscale',
  por: 'NIF',
  rus: 'СНИЛС',
};
