/**
 * Seeded values of the third development set: people, places, numbers and formats in each
 * country's conventions. Numbers that carry a check digit in real life get a correct one most of
 * the time and a wrong one now and then, as a typo in a real document would.
 */
import type { Prng } from '../../fixtures/prng';
import { MONTHS, type Lang } from '../locales';
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
import { POOLS, type Pool } from './pools';

/** A person as documents write them. */
export interface Person {
  given: string;
  family: string;
  female: boolean;
  /** Given name(s) then surname; Russian: given name, patronymic, surname. */
  full: string;
  /** "SURNAME, Given" as registers and forms write it (Russian: "Surname Given Patronymic"). */
  formal: string;
  /** The full name in capitals, as on cards and in headers. */
  caps: string;
  /** Initials and surname ("R. Tran", Russian "Тран И. С." order: "Захаров И. С."). */
  short: string;
  /** Russian patronymic, empty elsewhere. */
  patronymic: string;
}

/** A calendar date. */
export interface Day {
  y: number;
  m: number;
  d: number;
}

const EN_SHORT = [
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

const MAIL_HOSTS: Record<Lang, string[]> = {
  en: ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'],
  es: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net'],
  fr: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com'],
  de: ['web.de', 'gmx.de', 't-online.de', 'posteo.de'],
  it: ['libero.it', 'virgilio.it', 'tiscali.it', 'gmail.com'],
  pt: ['sapo.pt', 'gmail.com', 'clix.pt', 'outlook.pt'],
  ru: ['yandex.ru', 'mail.ru', 'rambler.ru', 'gmail.com'],
};

const RU_PATRONYMIC_ROOTS = [
  'Сергеев',
  'Андреев',
  'Викторов',
  'Олегов',
  'Рашидов',
  'Николаев',
  'Павлов',
  'Ильдаров',
];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Plain ASCII of a name for user names and mail addresses. */
export function ascii(s: string): string {
  const ru: Record<string, string> = {
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
    щ: 'sch',
    ъ: '',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'yu',
    я: 'ya',
  };
  return [...s.toLowerCase()]
    .map((c) => ru[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}

/** Seeded values in one language's conventions. */
export class Dev3Values {
  readonly pool: Pool;

  constructor(
    readonly lang: Lang,
    readonly rng: Prng,
  ) {
    this.pool = POOLS[lang];
  }

  /** One of `items`. */
  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + this.rng.int(hi - lo + 1);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.rng.next() < p;
  }

  /** `n` random digits. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.rng.int(10));
    return s;
  }

  /** `n` random capital letters (Latin). */
  letters(n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let s = '';
    for (let i = 0; i < n; i++) s += from[this.rng.int(from.length)];
    return s;
  }

  /** A person of either sex (or the one asked for). */
  person(female = this.chance(0.5)): Person {
    const p = this.pool;
    let given = this.pick(female ? p.female : p.male);
    let family = this.pick(p.family);
    let patronymic = '';
    if (this.lang === 'es') {
      let second = this.pick(p.family);
      while (second === family) second = this.pick(p.family);
      family = `${family} ${second}`;
    } else if (this.lang === 'pt') {
      let second = this.pick(p.family);
      while (second === family) second = this.pick(p.family);
      family = this.chance(0.3) ? `${family} de ${second}` : `${family} ${second}`;
    } else if (this.lang === 'ru') {
      if (female && /(ов|ев|ёв|ин)$/.test(family)) family += 'а';
      const root = this.pick(RU_PATRONYMIC_ROOTS);
      patronymic = root + (female ? 'на' : 'ич');
    } else if (this.lang === 'en' && this.chance(0.35)) {
      given = `${given} ${this.letters(1, 'ABCDEGHJKLMRSTW')}.`;
    } else if ((this.lang === 'de' || this.lang === 'fr') && this.chance(0.2)) {
      let second = this.pick(female ? p.female : p.male);
      while (second === given) second = this.pick(female ? p.female : p.male);
      given = `${given}-${second}`;
    }
    const firstGiven = given.split(/[ -]/)[0]!;
    if (this.lang === 'ru') {
      return {
        given,
        family,
        female,
        patronymic,
        full: `${given} ${patronymic} ${family}`,
        formal: `${family} ${given} ${patronymic}`,
        caps: `${family} ${given} ${patronymic}`.toUpperCase(),
        short: `${family} ${given[0]}. ${patronymic[0]}.`,
      };
    }
    return {
      given,
      family,
      female,
      patronymic,
      full: `${given} ${family}`,
      formal: `${family.toUpperCase()}, ${given}`,
      caps: `${given} ${family}`.toUpperCase(),
      short: `${firstGiven[0]}. ${family}`,
    };
  }

  /** A town and its postcode. */
  place(): { town: string; zip: string } {
    const [town, zip] = this.pick(this.pool.towns);
    // Vary the last digits of the postcode within the town's range, as real ones do.
    if (this.lang === 'pt') return { town, zip: `${zip.slice(0, 4)}-${this.digits(3)}` };
    if (this.lang === 'en' && this.chance(0.3)) return { town, zip: `${zip}-${this.digits(4)}` };
    return { town, zip };
  }

  /** A street line with its house number (and, for a home, a flat), in the country's order. */
  street(home = true): string {
    const s = this.pick(this.pool.streets);
    const n = this.int(1, 240);
    if (!home) {
      if (this.lang === 'en')
        return `${n * 10 + this.int(0, 9)} ${s}${this.chance(0.3) ? `, Suite ${this.int(1, 9)}00` : ''}`;
      if (this.lang === 'fr') return `${n} ${s}`;
      if (this.lang === 'de') return `${s} ${n}`;
      if (this.lang === 'ru')
        return `${s}, д. ${n}${this.chance(0.4) ? `, стр. ${this.int(1, 5)}` : ''}`;
      return `${s}, ${n}`;
    }
    switch (this.lang) {
      case 'en':
        return this.chance(0.4)
          ? `${n * 10 + this.int(0, 9)} ${s}, Apt ${this.int(1, 30)}${this.letters(1, 'ABCD')}`
          : `${n * 10 + this.int(0, 9)} ${s}`;
      case 'es':
        return `${s}, ${n}, ${this.int(1, 9)}.º ${this.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}`;
      case 'fr':
        return `${n}${this.chance(0.15) ? ' bis' : ''} ${s}`;
      case 'de':
        return `${s} ${n}${this.chance(0.2) ? this.letters(1, 'abc') : ''}`;
      case 'it':
        return `${s}, ${n}${this.chance(0.2) ? '/' + this.letters(1, 'ABC') : ''}`;
      case 'pt':
        return `${s}, ${n}${this.chance(0.5) ? `, ${this.int(1, 8)}.º ${this.pick(['Esq.', 'Dto.', 'Frente'])}` : ''}`;
      case 'ru':
        return `${s}, д. ${n}${this.chance(0.3) ? `, корп. ${this.int(1, 4)}` : ''}, кв. ${this.int(1, 180)}`;
    }
  }

  /** A phone number in the country's written form; `intl` adds the country code. */
  phone(mobile = this.chance(0.5), intl = this.chance(0.3)): string {
    const d = (n: number) => this.digits(n);
    switch (this.lang) {
      case 'en': {
        const area = this.pick(['208', '859', '559', '508', '918', '218', '423', '505']);
        const exch = this.chance(0.3) ? '555' : `${this.int(2, 9)}${d(2)}`;
        const line = d(4);
        if (this.chance(0.1))
          return `1-${this.pick(['800', '833', '888'])}-${this.int(2, 9)}${d(2)}-${line}`;
        return intl
          ? `+1 ${area}-${exch}-${line}`
          : this.chance(0.5)
            ? `(${area}) ${exch}-${line}`
            : `${area}.${exch}.${line}`;
      }
      case 'es':
        return (
          (intl ? '+34 ' : '') +
          (mobile ? `6${d(2)} ${d(2)} ${d(2)} ${d(2)}` : `9${d(2)} ${d(3)} ${d(3)}`)
        );
      case 'fr': {
        const first = mobile ? this.pick(['6', '7']) : String(this.int(1, 5));
        const rest = `${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
        return intl ? `+33 ${first} ${rest}` : `0${first} ${rest}`;
      }
      case 'de':
        if (mobile)
          return intl
            ? `+49 1${this.pick(['51', '60', '72', '76'])} ${d(8)}`
            : `01${this.pick(['51', '60', '72', '76'])} ${d(3)} ${d(5)}`;
        return intl
          ? `+49 ${this.int(2, 9)}${d(2)} ${d(6)}`
          : `0${this.int(2, 9)}${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
      case 'it':
        return (
          (intl ? '+39 ' : '') + (mobile ? `3${d(2)} ${d(3)} ${d(4)}` : `0${d(1)} ${d(4)} ${d(4)}`)
        );
      case 'pt':
        return (
          (intl ? '+351 ' : '') +
          (mobile
            ? `9${this.pick(['1', '2', '3', '6'])}${d(1)} ${d(3)} ${d(3)}`
            : `2${d(1)} ${d(3)} ${d(4)}`)
        );
      case 'ru':
        return mobile
          ? `${intl ? '+7' : '8'} (9${d(2)}) ${d(3)}-${d(2)}-${d(2)}`
          : `${intl ? '+7' : '8'} (${this.int(3, 8)}${d(2)}${this.chance(0.5) ? d(1) : ''}) ${d(2)}-${d(2)}-${d(2)}`;
    }
  }

  /** A private mail address of `p`. */
  email(p: Person, domain?: string): string {
    const g = ascii(p.given.split(/[ -]/)[0]!);
    const f = ascii(p.family.split(' ')[0]!);
    const host = domain ?? this.pick(MAIL_HOSTS[this.lang]);
    const local = this.pick([
      `${g}.${f}`,
      `${g[0]}${f}`,
      `${f}.${g}${this.int(1, 99)}`,
      `${g}_${f}`,
    ]);
    return `${local}@${host}`;
  }

  /** A user name of `p` as shops and portals give them. */
  username(p: Person): string {
    const g = ascii(p.given.split(/[ -]/)[0]!);
    const f = ascii(p.family.split(' ')[0]!);
    return this.pick([
      `${g}${f[0]}${this.int(10, 99)}`,
      `${f}_${g[0]}`,
      `${g}.${f}${this.int(1, 9)}`,
    ]);
  }

  /** A day between two years. */
  day(from: number, to: number): Day {
    return { y: this.int(from, to), m: this.int(1, 12), d: this.int(1, 28) };
  }

  /** The day `n` days after `day` (months of 28 days are enough for documents). */
  after(day: Day, n: number): Day {
    let { y, m, d } = day;
    d += n;
    while (d > 28) {
      d -= 28;
      m++;
      if (m > 12) {
        m = 1;
        y++;
      }
    }
    return { y, m, d };
  }

  /** A date as the country writes it in a form (numeric). */
  numDate(t: Day): string {
    switch (this.lang) {
      case 'en':
        return `${pad(t.m)}/${pad(t.d)}/${t.y}`;
      case 'de':
      case 'ru':
        return `${pad(t.d)}.${pad(t.m)}.${t.y}`;
      default:
        return `${pad(t.d)}/${pad(t.m)}/${t.y}`;
    }
  }

  /** A date written with the month's name, as in a letter or a sentence. */
  longDate(t: Day): string {
    const month = MONTHS[this.lang][t.m - 1]!;
    switch (this.lang) {
      case 'en': {
        if (!this.chance(0.2)) return `${month} ${t.d}, ${t.y}`;
        const th =
          t.d % 10 === 1 && t.d !== 11
            ? 'st'
            : t.d % 10 === 2 && t.d !== 12
              ? 'nd'
              : t.d % 10 === 3 && t.d !== 13
                ? 'rd'
                : 'th';
        return `${month} ${t.d}${th}, ${t.y}`;
      }
      case 'es':
      case 'pt':
        return `${t.d} de ${month} de ${t.y}`;
      case 'fr':
        return `${t.d === 1 ? '1er' : t.d} ${month} ${t.y}`;
      case 'de':
        return `${t.d}. ${month} ${t.y}`;
      case 'it':
        return `${t.d} ${month} ${t.y}`;
      case 'ru':
        return `${t.d} ${month} ${t.y} г.`;
    }
  }

  /** A date without its year, as statement rows print it. */
  rowDate(t: Day): string {
    switch (this.lang) {
      case 'en':
        return this.chance(0.5) ? `${pad(t.m)}/${pad(t.d)}` : `${EN_SHORT[t.m - 1]} ${t.d}`;
      case 'de':
        return `${pad(t.d)}.${pad(t.m)}.`;
      case 'ru':
        return `${pad(t.d)}.${pad(t.m)}`;
      case 'pt':
        return `${pad(t.d)}-${pad(t.m)}`;
      default:
        return `${pad(t.d)}/${pad(t.m)}`;
    }
  }

  /** The name of a month in the language (nominative for Russian is not needed). */
  month(m: number): string {
    return MONTHS[this.lang][m - 1]!;
  }

  /** A bare amount in the country's number format, with a minus sign when negative. */
  amount(x: number): string {
    const neg = x < 0;
    const [int, dec] = Math.abs(x).toFixed(2).split('.') as [string, string];
    const group = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    let s: string;
    switch (this.lang) {
      case 'en':
        s = `${group(',')}.${dec}`;
        break;
      case 'fr':
      case 'ru':
      case 'pt':
        s = `${group(' ')},${dec}`;
        break;
      default:
        s = `${group('.')},${dec}`;
    }
    return (neg ? '-' : '') + s;
  }

  /** An amount with its currency as the country writes it. */
  money(x: number): string {
    const a = this.amount(x);
    switch (this.lang) {
      case 'en':
        return x < 0 ? `-$${a.slice(1)}` : `$${a}`;
      case 'it':
        return `€ ${a}`;
      case 'de':
        return this.chance(0.3) ? `EUR ${a}` : `${a} €`;
      case 'ru':
        return this.chance(0.5) ? `${a} руб.` : `${a} ₽`;
      default:
        return `${a} €`;
    }
  }

  /** A random amount between lo and hi, in cents. */
  cents(lo: number, hi: number): number {
    return Math.round((lo + this.rng.next() * (hi - lo)) * 100) / 100;
  }

  /** The country's IBAN (Russia has none: a 20-digit account), grouped by four; sometimes mistyped. */
  iban(): string {
    const bban: Record<Lang, () => string> = {
      en: () => '',
      es: () => this.digits(20),
      fr: () => `${this.digits(10)}${this.digits(11)}${this.digits(2)}`,
      de: () => this.digits(18),
      it: () =>
        `${this.letters(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${this.digits(10)}${this.digits(12)}`,
      pt: () => this.digits(21),
      ru: () => '',
    };
    const country = { en: 'GB', es: 'ES', fr: 'FR', de: 'DE', it: 'IT', pt: 'PT', ru: 'RU' }[
      this.lang
    ];
    const body =
      this.lang === 'en' || this.lang === 'ru'
        ? `${this.letters(4)}${this.digits(14)}`
        : bban[this.lang]();
    let check = ibanCheck(country, body);
    if (this.chance(0.12)) check = pad((Number(check) + this.int(1, 9)) % 97);
    const raw = `${country}${check}${body}`;
    return raw.replace(/(.{4})(?=.)/g, '$1 ');
  }

  /** A domestic account number: US account, Russian 20-digit personal account, else the IBAN. */
  account(): string {
    if (this.lang === 'en') return this.digits(this.int(9, 12));
    if (this.lang === 'ru') return `40817810${this.digits(12)}`;
    return this.iban();
  }

  /** A US ABA routing number with its check digit. */
  routing(): string {
    const first8 = `${this.pick(['0', '1', '2', '3'])}${this.digits(7)}`;
    return `${first8}${abaDigit(first8)}`;
  }

  /** A payment card number grouped by four; Luhn-valid but now and then mistyped. */
  card(): string {
    const prefix =
      this.lang === 'ru' && this.chance(0.6)
        ? `220${this.int(0, 4)}`
        : this.pick(['4', '51', '53', '55']);
    const body = prefix + this.digits(15 - prefix.length);
    let check = luhnDigit(body);
    if (this.chance(0.15)) check = (check + this.int(1, 9)) % 10;
    return `${body}${check}`.replace(/(.{4})(?=.)/g, '$1 ');
  }

  /** A masked card number as statements print it. */
  maskedCard(): string {
    const last = this.digits(4);
    return this.pick([
      `**** **** **** ${last}`,
      `XXXX-XXXX-XXXX-${last}`,
      `****${last}`,
      `${this.pick(['4', '5'])}${this.digits(3)} ${this.digits(2)}** **** ${last}`,
    ]);
  }

  /** The social insurance number (the US SSN and its counterparts: NSS, NIR, SV-Nr, NISS, SNILS). */
  social(p: Person, born: Day): string {
    switch (this.lang) {
      case 'en': {
        // Mostly ordinary; some with a 9xx area or a 00 group, which real forms do carry.
        const area = this.chance(0.15) ? `9${this.digits(2)}` : pad(this.int(1, 665), 3);
        const group = this.chance(0.1) ? '00' : pad(this.int(1, 99));
        return `${area}-${group}-${pad(this.int(1, 9999), 4)}`;
      }
      case 'es': {
        const prov = pad(this.int(1, 52));
        const num = this.digits(8);
        const cc = pad(Number(BigInt(prov + num) % 97n));
        return this.chance(0.5) ? `${prov}/${num}/${cc}` : `${prov} ${num} ${cc}`;
      }
      case 'fr': {
        const thirteen = `${p.female ? 2 : 1}${pad(born.y % 100)}${pad(born.m)}${pad(this.int(1, 95))}${this.digits(3)}${this.digits(3)}`;
        let key = nirKey(thirteen);
        if (this.chance(0.1)) key = pad((Number(key) % 96) + 1);
        const t = thirteen;
        return `${t[0]} ${t.slice(1, 3)} ${t.slice(3, 5)} ${t.slice(5, 7)} ${t.slice(7, 10)} ${t.slice(10, 13)} ${key}`;
      }
      case 'de':
        return `${pad(this.int(10, 89))} ${pad(born.d)}${pad(born.m)}${pad(born.y % 100)} ${ascii(p.family)[0]!.toUpperCase()} ${this.digits(3)}`;
      case 'it':
        return this.codiceFiscale(p, born);
      case 'pt':
        return `${this.pick(['1', '2'])}${this.digits(10)}`;
      case 'ru': {
        const nine = this.digits(9);
        return `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)} ${snilsCheck(nine)}`;
      }
    }
  }

  /** An Italian codice fiscale built from the person and birth date, with its control letter. */
  codiceFiscale(p: Person, born: Day): string {
    const part = (s: string, isName: boolean) => {
      const up = ascii(s).toUpperCase();
      const cons = up.replace(/[AEIOU]/g, '');
      const vow = up.replace(/[^AEIOU]/g, '');
      if (isName && cons.length > 3) return cons[0]! + cons[2]! + cons[3]!;
      return (cons + vow + 'XXX').slice(0, 3);
    };
    const months = 'ABCDEHLMPRST';
    const body =
      part(p.family, false) +
      part(p.given.split(' ')[0]!, true) +
      pad(born.y % 100) +
      months[born.m - 1]! +
      pad(born.d + (p.female ? 40 : 0)) +
      this.pick(['A794', 'A662', 'G224', 'G478', 'L424', 'E506', 'F257', 'B354']);
    return body + codiceFiscaleLetter(body);
  }

  /** The tax or identity number of a person: ITIN-less US uses a state ID, else DNI, NIF, Steuer-ID, CF, NIF, INN. */
  taxId(p: Person, born: Day): string {
    switch (this.lang) {
      case 'en':
        return `${this.pick(['D', 'S', 'H'])}${this.digits(8)}`;
      case 'es': {
        if (this.chance(0.25)) {
          const n = this.int(1000000, 9999999);
          const x = this.pick(['X', 'Y']);
          return `${x}${n}${dniLetter(Number(`${x === 'X' ? 0 : 1}${n}`))}`;
        }
        const n = this.int(10000000, 79999999);
        const letter = this.chance(0.1) ? 'A' : dniLetter(n);
        return this.chance(0.3) ? `${n}-${letter}` : `${n}${letter}`;
      }
      case 'fr':
        return `${this.int(0, 3)}${this.digits(12)}`.replace(
          /(\d{2})(\d{2})(\d{3})(\d{3})(\d{3})/,
          '$1 $2 $3 $4 $5',
        );
      case 'de': {
        const ten = `${this.int(1, 9)}${this.digits(9)}`;
        const id = `${ten}${steuerIdDigit(ten)}`;
        return this.chance(0.5)
          ? id
          : `${id.slice(0, 2)} ${id.slice(2, 5)} ${id.slice(5, 8)} ${id.slice(8)}`;
      }
      case 'it':
        return this.codiceFiscale(p, born);
      case 'pt': {
        const eight = `${this.pick(['1', '2'])}${this.digits(7)}`;
        return `${eight}${nifDigit(eight)}`;
      }
      case 'ru': {
        const ten = `${this.pick(['50', '77', '16', '54', '66', '70'])}${this.digits(8)}`;
        return `${ten}${innCheck(ten)}`;
      }
    }
  }

  /** An identity card or passport number (the country's national passport format). */
  passport(): string {
    switch (this.lang) {
      case 'en':
        return this.chance(0.5) ? this.digits(9) : `A${this.digits(8)}`;
      case 'es':
        return `${this.letters(3)}${this.digits(6)}`;
      case 'fr':
        return `${this.digits(2)}${this.letters(2)}${this.digits(5)}`;
      case 'de':
        return `C${this.letters(1, 'FGHJKLMNPRTVWXYZ')}${this.digits(2)}${this.letters(1, 'FGHJKLMNPRTVWXYZ')}${this.digits(3)}${this.int(0, 9)}`;
      case 'it':
        return `Y${this.letters(1)}${this.digits(7)}`;
      case 'pt':
        return `${this.letters(1, 'CPN')}${this.letters(1)}${this.digits(6)}`;
      case 'ru':
        return `${this.digits(2)} ${this.digits(2)} ${this.digits(6)}`;
    }
  }

  /** A driving licence number in the country's style. */
  license(): string {
    switch (this.lang) {
      case 'en':
        return this.pick([
          `${this.letters(1)}${this.digits(3)}-${this.digits(3)}-${this.digits(2)}-${this.digits(3)}-${this.digits(1)}`,
          `${this.letters(1)}${this.digits(7)}`,
          this.digits(9),
        ]);
      case 'es':
        return this.taxId(this.person(), this.day(1970, 2000));
      case 'fr':
        return `${this.digits(2)}${this.letters(2)}${this.digits(5)}${this.digits(3)}`;
      case 'de':
        return `${this.letters(1, 'BFHJKNSW')}${this.digits(3)}${this.letters(1)}${this.digits(5)}${this.letters(1)}${this.digits(1)}`;
      case 'it':
        return `${this.letters(2)}${this.digits(7)}${this.letters(1)}`;
      case 'pt':
        return `${this.letters(1, 'LPCFA')}-${this.digits(6)} ${this.int(0, 9)}`;
      case 'ru':
        return `${this.digits(2)} ${this.digits(2)} ${this.digits(6)}`;
    }
  }

  /** A number plate. */
  plate(): string {
    const ru = 'АВЕКМНОРСТУХ';
    switch (this.lang) {
      case 'en':
        return `${this.digits(1)}${this.letters(3)}${this.digits(3)}`;
      case 'es':
        return `${this.digits(4)} ${this.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
      case 'fr':
        return `${this.letters(2)}-${this.digits(3)}-${this.letters(2)}`;
      case 'de':
        return `${this.pick(['FR', 'KS', 'HRO', 'WÜ', 'BI', 'R', 'OS', 'P'])}-${this.letters(2)} ${this.int(1, 9999)}`;
      case 'it':
        return `${this.letters(2)} ${this.digits(3)} ${this.letters(2)}`;
      case 'pt':
        return `${this.letters(2)}-${this.digits(2)}-${this.letters(2)}`;
      case 'ru':
        return `${this.letters(1, ru)}${this.digits(3)}${this.letters(2, ru)} ${this.pick(['70', '76', '39', '102', '38', '71', '123', '33'])}`;
    }
  }

  /** An IPv4 address (public-looking) or now and then an IPv6 one. */
  ip(): string {
    if (this.chance(0.15))
      return `2a02:${this.rng.int(65536).toString(16)}:${this.rng.int(65536).toString(16)}::${this.rng.int(65536).toString(16)}`;
    return `${this.pick([84, 91, 178, 185, 203, 212, 37, 95])}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`;
  }

  /** A hexadecimal string of `n` characters. */
  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.rng.int(16)];
    return s;
  }

  /** A secret token as developers paste them: a live API key, a GitHub token, an AWS key, a JWT. */
  token(): string {
    const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const run = (n: number, from = alnum) => this.letters(n, from);
    return this.pick([
      `sk_live_${run(24)}`,
      `ghp_${run(36)}`,
      `AKIA${run(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`,
      `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI${run(18)}.${run(22)}`,
    ]);
  }

  /** A password as people write them down. */
  password(): string {
    return this.pick([
      `${this.pick(['Sommer', 'Verano', 'Soleil', 'Lupo', 'Mar', 'Zima', 'Tiger', 'Blue'])}${this.int(10, 99)}${this.pick(['!', '#', '$', '?'])}${this.letters(2, 'abcdefghkmnpqrstwxyz')}`,
      `${this.letters(3, 'ABCDEFGHKMNPRTWXYZabcdefghkmnpqrstwxyz')}${this.digits(3)}${this.pick(['%', '&', '*'])}${this.letters(3, 'abcdefghkmnpqrstwxyz')}`,
    ]);
  }
}
