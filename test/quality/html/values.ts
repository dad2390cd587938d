/**
 * Values of the Chromium-rendered sets, written as each country writes them: names (with
 * middle names, particles, capitals), postal addresses, phones in national formats, dates and
 * amounts in the language's forms, IBANs and national numbers with their real check digits.
 * Every method returns HTML with the personal parts already marked.
 */
import type { Prng } from '../../fixtures/prng';
import {
  abaDigit,
  codiceFiscaleLetter,
  dniLetter,
  ibanCheck,
  innCheck,
  luhnDigit,
  nifDigit,
  nirKey,
  snilsCheck,
  steuerIdDigit,
} from '../check-digits';
import { MONTHS, type Lang } from '../locales';
import { esc, pii } from './kit';
import { POOLS, RU_FEMALE_FIRST, WORLD, type Pools } from './pools';

/** A person: given name, surname and the forms a document writes. */
export interface Person {
  first: string;
  last: string;
  /** "Given Surname" (Russian: with a patronymic sometimes). */
  full: string;
  /** "SURNAME, Given" or "Surname, Given" as registers write. */
  inverted: string;
  female: boolean;
}

/** A postal address, each part as plain text. */
export interface Address {
  street: string;
  zip: string;
  town: string;
  /** State or province abbreviation, not marked ("OR", "(MI)"). */
  region: string;
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

/** Lower-case ASCII of a name for a mail address. */
function mailPart(text: string): string {
  return [
    ...text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  ]
    .map((c) => TRANSLIT[c] ?? c)
    .join('')
    .replace(/[^a-z]/g, '');
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A value generator for one language, drawing from a seeded generator. */
export class HtmlValues {
  readonly pools: Pools;

  constructor(
    readonly lang: Lang,
    readonly rng: Prng,
  ) {
    this.pools = POOLS[lang];
  }

  /** n random digits. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.rng.int(10));
    return s;
  }

  /** An integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    return lo + this.rng.int(hi - lo + 1);
  }

  /** One of the items. */
  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  /** One character of `chars`. */
  letter(chars: string): string {
    return chars[this.rng.int(chars.length)]!;
  }

  /** A person, mostly with local names, sometimes from elsewhere. */
  person(): Person {
    const p = this.pools;
    const world = this.rng.next() < 0.25;
    const first = world ? this.pick(WORLD.first) : this.pick(p.first);
    let last = world && this.lang !== 'ru' ? this.pick(WORLD.last) : this.pick(p.last);
    let female =
      /a$|e$|ie$|ine$/.test(first) && !['Dmitri', 'Luca', 'Andrea', 'Hamza'].includes(first);
    if (this.lang === 'ru') {
      female = RU_FEMALE_FIRST.has(first);
      if (female && /(ов|ев|ин)$/.test(last)) last += 'а';
      if (!female && /(ова|ева|ина)$/.test(last)) last = last.slice(0, -1);
    }
    let full = `${first} ${last}`;
    if (this.lang === 'en' && this.rng.next() < 0.3)
      full = `${first} ${this.letter('ABCDEJKLMRST')}. ${last}`;
    if ((this.lang === 'es' || this.lang === 'pt') && this.rng.next() < 0.5 && !world) {
      full = `${first} ${last} ${this.pick(p.last)}`;
      last = full.slice(first.length + 1);
    }
    if (this.lang === 'ru' && this.rng.next() < 0.5) {
      const father = this.pick([
        'Сергеев',
        'Александров',
        'Викторов',
        'Николаев',
        'Петров',
        'Андреев',
      ]);
      full = `${last} ${first} ${father}${female ? 'на' : 'ич'}`;
    }
    const inverted =
      this.rng.next() < 0.5 ? `${last.toUpperCase()}, ${first}` : `${last}, ${first}`;
    return { first, last, full, inverted, female };
  }

  /** A company's name with its legal form, as the country writes it. */
  company(): string {
    const stem = this.pick(this.pools.companyStems);
    const form = this.pick(this.pools.legalForms);
    return this.lang === 'ru' ? `${form} «${stem}»` : `${stem} ${form}`;
  }

  /** A postal address. */
  address(): Address {
    const p = this.pools;
    const [townRaw, prefix] = this.pick(p.towns);
    const street = this.pick(p.streets);
    const no = this.between(1, 240);
    let line: string;
    let zip: string;
    let town = townRaw;
    let region = '';
    switch (this.lang) {
      case 'en': {
        const unit =
          this.rng.next() < 0.4
            ? `, ${this.pick(['Apt', 'Unit', 'Suite'])} ${this.between(1, 40)}${this.pick(['', 'B', 'C'])}`
            : '';
        line = `${this.between(100, 9899)} ${street}${unit}`;
        [town, region] = townRaw.split(', ') as [string, string];
        zip = prefix + this.digits(3);
        break;
      }
      case 'es':
        line = `${street}, ${no}, ${this.between(1, 9)}º ${this.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}`;
        zip = prefix + this.digits(3);
        break;
      case 'fr':
        line = `${no}${this.pick(['', '', ' bis'])} ${street}`;
        zip = prefix + this.digits(2);
        break;
      case 'de':
        line = `${street} ${no}${this.pick(['', '', 'a', 'b'])}`;
        zip = prefix + this.digits(3);
        break;
      case 'it': {
        line = `${street}, ${no}${this.pick(['', '', '/A', '/B'])}`;
        const m = /^(.*) (\([A-Z]{2}\))$/.exec(townRaw)!;
        town = m[1]!;
        region = m[2]!;
        zip = prefix + this.digits(2);
        break;
      }
      case 'pt':
        line = `${street}, ${no}, ${this.between(1, 8)}.º ${this.pick(['Esq.', 'Dto.', 'A', 'B'])}`;
        zip = `${prefix}${this.digits(4 - prefix.length)}-${this.digits(3)}`;
        break;
      case 'ru':
        line = `${street}, д. ${no}, кв. ${this.between(1, 180)}`;
        town = townRaw.replace(/^г\. /, '');
        zip = prefix + this.digits(4);
        break;
    }
    return { street: line, zip, town, region };
  }

  /** The address as HTML lines (marked), in the country's order. */
  addressLines(a: Address): string[] {
    const street = pii('ADDRESS', a.street);
    const zip = pii('ZIP_CODE', a.zip);
    const town = pii('LOCATION', a.town);
    switch (this.lang) {
      case 'en':
        return [street, `${town}, ${a.region} ${zip}`];
      case 'it':
        return [street, `${zip} ${town} ${a.region}`];
      case 'ru':
        return [`${zip}, г. ${town}`, street];
      default:
        return [street, `${zip} ${town}`];
    }
  }

  /** A phone number in a national (or international) format. */
  phone(mobile = this.rng.next() < 0.6): string {
    const d = (n: number) => this.digits(n);
    switch (this.lang) {
      case 'en': {
        const area = this.pick([
          '503',
          '614',
          '919',
          '520',
          '608',
          '518',
          '208',
          '912',
          '970',
          '217',
        ]);
        return this.pick([
          `(${area}) 555-${d(4)}`,
          `${area}-${this.between(200, 989)}-${d(4)}`,
          `${area}.${this.between(200, 989)}.${d(4)}`,
          `+1 ${area} ${this.between(200, 989)} ${d(4)}`,
        ]);
      }
      case 'es':
        return mobile
          ? this.pick([`+34 6${d(2)} ${d(3)} ${d(3)}`, `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`])
          : `9${d(2)} ${d(3)} ${d(3)}`;
      case 'fr':
        return mobile
          ? this.pick([
              `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
              `+33 7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
            ])
          : `0${this.between(1, 5)} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
      case 'de':
        return mobile
          ? this.pick([`0171 ${d(7)}`, `+49 151 ${d(8)}`, `0160 / ${d(3)} ${d(4)}`])
          : this.pick([`030 ${d(8)}`, `(0221) ${d(3)} ${d(2)}-${d(2)}`, `089 / ${d(7)}`]);
      case 'it':
        return mobile
          ? this.pick([`+39 3${d(2)} ${d(3)} ${d(4)}`, `3${d(2)} ${d(7)}`])
          : `0${this.between(2, 9)}${d(1)} ${d(3)} ${d(4)}`;
      case 'pt':
        return mobile
          ? this.pick([`+351 9${d(2)} ${d(3)} ${d(3)}`, `9${d(2)} ${d(3)} ${d(3)}`])
          : `2${d(1)} ${d(3)} ${d(4)}`;
      case 'ru':
        return mobile
          ? this.pick([
              `+7 (9${d(2)}) ${d(3)}-${d(2)}-${d(2)}`,
              `8 9${d(2)} ${d(3)} ${d(2)} ${d(2)}`,
            ])
          : `8 (${this.pick(['495', '812', '843', '383'])}) ${d(3)}-${d(2)}-${d(2)}`;
    }
  }

  /** A person's mail address. */
  email(p: Person): string {
    const first = mailPart(p.first.split(' ')[0]!);
    const last = mailPart(p.last.split(' ').pop()!);
    const user = this.pick([
      `${first}.${last}`,
      `${first[0]}${last}`,
      `${first}_${last}${this.between(1, 99)}`,
      `${last}.${first}`,
    ]);
    return `${user}@${this.pick(this.pools.mailDomains)}`;
  }

  /** A person's work mail address at an organisation's domain. */
  workEmail(p: Person, domain: string): string {
    return `${mailPart(p.first.split(' ')[0]!)}.${mailPart(p.last.split(' ').pop()!)}@${domain}`;
  }

  /** A company's mail domain stem ("northwind-logistics"). */
  domain(company: string): string {
    const words = company
      .replace(/[«»"]/g, '')
      .split(/\s+/)
      .filter((w) => !this.pools.legalForms.includes(w));
    const stem = words.slice(0, 2).map(mailPart).join('-');
    const tld = { en: 'com', es: 'es', fr: 'fr', de: 'de', it: 'it', pt: 'pt', ru: 'ru' }[
      this.lang
    ];
    return `${stem || 'firma'}.${tld}`;
  }

  /** A random calendar day between two years. */
  day(from = 2023, to = 2025): Date {
    return new Date(Date.UTC(this.between(from, to), this.rng.int(12), this.between(1, 28)));
  }

  /** A date written numerically in the language's way. */
  dateNum(d: Date): string {
    const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    if (this.lang === 'en') return `${pad(m)}/${pad(dd)}/${y}`;
    if (this.lang === 'de' || this.lang === 'ru') return `${pad(dd)}.${pad(m)}.${y}`;
    if (this.lang === 'pt' && this.rng.next() < 0.3) return `${pad(dd)}-${pad(m)}-${y}`;
    return `${pad(dd)}/${pad(m)}/${y}`;
  }

  /** A date written with the month's name. */
  dateLong(d: Date): string {
    const [y, m, dd] = [d.getUTCFullYear(), MONTHS[this.lang][d.getUTCMonth()]!, d.getUTCDate()];
    switch (this.lang) {
      case 'en':
        return `${m} ${dd}, ${y}`;
      case 'es':
      case 'pt':
        return `${dd} de ${m} de ${y}`;
      case 'de':
        return `${dd}. ${m} ${y}`;
      case 'ru':
        return `${dd} ${m} ${y} г.`;
      default:
        return `${dd} ${m} ${y}`;
    }
  }

  /** A short date without the year, as statement rows write it. */
  dateShort(d: Date): string {
    const [m, dd] = [d.getUTCMonth() + 1, d.getUTCDate()];
    if (this.lang === 'en') return `${MONTHS.en[m - 1]!.slice(0, 3)} ${pad(dd)}`;
    if (this.lang === 'de' || this.lang === 'ru') return `${pad(dd)}.${pad(m)}.`;
    return `${pad(dd)}/${pad(m)}`;
  }

  /** An amount with its currency, as the country writes it. */
  money(amount: number, currency = true): string {
    const neg = amount < 0;
    const abs = Math.abs(amount);
    const [int, dec] = abs.toFixed(2).split('.') as [string, string];
    const group = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    const sign = neg ? '-' : '';
    switch (this.lang) {
      case 'en':
        return currency ? `${sign}$${group(',')}.${dec}` : `${sign}${group(',')}.${dec}`;
      case 'es':
      case 'de':
        return `${sign}${group('.')},${dec}${currency ? ' €' : ''}`;
      case 'fr':
      case 'pt':
        return `${sign}${group(' ')},${dec}${currency ? ' €' : ''}`;
      case 'it':
        return currency ? `${sign}€ ${group('.')},${dec}` : `${sign}${group('.')},${dec}`;
      case 'ru':
        return `${sign}${group(' ')},${dec}${currency ? this.pick([' ₽', ' руб.']) : ''}`;
    }
  }

  /** A bank account: IBAN in Europe, "account ending" style in the US, расчётный счёт in Russia. */
  account(): { account: string; routing?: string; bic?: string } {
    switch (this.lang) {
      case 'en': {
        const r8 = `0${this.between(1, 9)}${this.digits(6)}`;
        return { account: this.digits(this.between(9, 12)), routing: `${r8}${abaDigit(r8)}` };
      }
      case 'ru':
        return { account: `40817810${this.digits(12)}`, bic: `04${this.digits(7)}` };
      default: {
        const country = this.lang.toUpperCase();
        const bban = {
          es: () => this.digits(20),
          fr: () => `${this.digits(10)}${this.digits(11)}${this.digits(2)}`,
          de: () => this.digits(18),
          it: () => `${this.pick(['X', 'K', 'B', 'M'])}${this.digits(10)}${this.digits(12)}`,
          pt: () => this.digits(21),
        }[this.lang as 'es' | 'fr' | 'de' | 'it' | 'pt']();
        const iban = `${country}${ibanCheck(country, bban)}${bban}`;
        return {
          account: iban.replace(/(.{4})(?=.)/g, '$1 '),
          bic: `${this.pick(['CAGL', 'BSCH', 'COBA', 'BCIT', 'CGDI', 'CCBP'])}${country}${this.pick(['MM', '2X', 'FF'])}XXX`,
        };
      }
    }
  }

  /** A payment card number (Luhn-valid), grouped by four. */
  card(): string {
    const body = `${this.pick(['4', '51', '55', '4'])}`;
    const rest = body + this.digits(15 - body.length);
    return `${rest}${luhnDigit(rest)}`.replace(/(.{4})(?=.)/g, '$1 ');
  }

  /** A masked card number as statements print it. */
  maskedCard(): string {
    return this.pick([
      `**** **** **** ${this.digits(4)}`,
      `XXXX-XXXX-XXXX-${this.digits(4)}`,
      `•••• ${this.digits(4)}`,
    ]);
  }

  /** The country's social insurance number (tag SSN). */
  ssn(): string {
    switch (this.lang) {
      case 'en':
        return `${this.between(100, 665)}-${this.digits(2).replace('00', '41')}-${this.between(1000, 9999)}`;
      case 'es':
        return `${pad(this.between(1, 52))}/${this.digits(8)}/${this.digits(2)}`;
      case 'fr': {
        const t = `${this.between(1, 2)}${this.digits(2)}${pad(this.between(1, 12))}${pad(this.between(1, 95))}${this.digits(3)}${this.digits(3)}`;
        return `${t[0]} ${t.slice(1, 3)} ${t.slice(3, 5)} ${t.slice(5, 7)} ${t.slice(7, 10)} ${t.slice(10, 13)} ${nirKey(t)}`;
      }
      case 'de':
        return `${this.digits(2)} ${pad(this.between(1, 28))}${pad(this.between(1, 12))}${this.digits(2)} ${this.letter('ABDHKMSW')} ${this.digits(3)}`;
      case 'it':
        return this.taxId();
      case 'pt':
        return `1${this.digits(10)}`;
      case 'ru': {
        const nine = this.digits(9);
        return `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)} ${snilsCheck(nine)}`;
      }
    }
  }

  /** The country's tax or identity number (tag ID). */
  taxId(): string {
    switch (this.lang) {
      case 'en':
        return `${this.digits(2)}-${this.digits(7)}`;
      case 'es': {
        const n = this.between(10000000, 99999999);
        return `${n}${dniLetter(n)}`;
      }
      case 'fr':
        return `${this.between(1, 3)}${this.digits(12)}`;
      case 'de': {
        const ten = `${this.between(1, 9)}${this.digits(9)}`;
        const full = `${ten}${steuerIdDigit(ten)}`;
        return `${full.slice(0, 2)} ${full.slice(2, 5)} ${full.slice(5, 8)} ${full.slice(8)}`;
      }
      case 'it': {
        const L = () => this.letter('BCDFGLMNPRSTVZ');
        const fifteen = `${L()}${L()}${L()}${L()}${L()}${L()}${this.digits(2)}${this.letter('ABCDEHLMPRST')}${pad(this.between(1, 71))}${this.letter('FHLG')}${this.digits(3)}`;
        return `${fifteen}${codiceFiscaleLetter(fifteen)}`;
      }
      case 'pt': {
        const eight = `${this.pick(['1', '2', '2'])}${this.digits(7)}`;
        return `${eight}${nifDigit(eight)}`;
      }
      case 'ru': {
        const ten = `77${this.digits(8)}`;
        return `${ten}${innCheck(ten)}`;
      }
    }
  }

  /** A passport number in the country's shape. */
  passport(): string {
    switch (this.lang) {
      case 'en':
        return `${this.pick(['5', '6', 'A'])}${this.digits(8)}`;
      case 'es':
        return `${this.pick(['PAA', 'PAB', 'XDA'])}${this.digits(6)}`;
      case 'fr':
        return `${this.digits(2)}${this.pick(['AB', 'CK', 'FR'])}${this.digits(5)}`;
      case 'de':
        return `C${this.pick(['F', 'G', 'H'])}${this.digits(2)}${this.pick(['X', 'K', 'L'])}${this.digits(4)}`;
      case 'it':
        return `${this.pick(['YA', 'YB', 'AA'])}${this.digits(7)}`;
      case 'pt':
        return `${this.pick(['C', 'P'])}${this.digits(6)}`;
      case 'ru':
        return `${this.digits(2)} ${this.digits(2)} ${this.digits(6)}`;
    }
  }

  /** A driving licence number in the country's shape. */
  driverLicense(): string {
    switch (this.lang) {
      case 'en':
        return `${this.letter('ABDGKLMSTW')}${this.digits(3)}-${this.digits(4)}-${this.digits(4)}`;
      case 'es':
        return this.taxId();
      case 'fr':
        return `${this.digits(2)}${this.pick(['AA', 'BC', 'EF'])}${this.digits(5)}`;
      case 'de':
        return `B${this.digits(3)}${this.letter('ABCDEFGH')}${this.digits(5)}`;
      case 'it':
        return `U1${this.letter('ABCDE')}${this.digits(6)}${this.letter('ABCDEFGHJ')}`;
      case 'pt':
        return `${this.pick(['L', 'P', 'AV'])}-${this.digits(7)}`;
      case 'ru':
        return `${this.digits(2)} ${this.digits(2)} ${this.digits(6)}`;
    }
  }

  /** A reference of an organisation's own numbering (member, claim, ticket...). */
  ref(prefix: string, n = 7): string {
    return `${prefix}${this.digits(n)}`;
  }

  /** An IPv4 address. */
  ip(): string {
    return this.pick([
      `192.168.${this.between(0, 9)}.${this.between(2, 254)}`,
      `${this.between(11, 223)}.${this.between(0, 255)}.${this.between(0, 255)}.${this.between(1, 254)}`,
      `10.${this.between(0, 255)}.${this.between(0, 255)}.${this.between(1, 254)}`,
    ]);
  }

  /** A password or temporary code someone wrote down. */
  password(): string {
    const words = [
      'Sunflower',
      'Blue',
      'Tiger',
      'Maple',
      'Winter',
      'Rocket',
      'Coffee',
      'Lisboa',
      'Berlin',
    ];
    return this.pick([
      `${this.pick(words)}${this.between(10, 99)}!${this.pick(words).toLowerCase()}`,
      `${this.pick(words)}#${this.digits(4)}`,
      `tmp-${this.digits(3)}-${this.pick(words).toLowerCase()}`,
    ]);
  }

  /** An amount drawn in [lo, hi] with cents. */
  amount(lo: number, hi: number): number {
    return Math.round((lo + this.rng.next() * (hi - lo)) * 100) / 100;
  }

  /** Escaped plain text (not personal). */
  text(s: string): string {
    return esc(s);
  }
}
