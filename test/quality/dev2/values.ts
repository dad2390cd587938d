/**
 * Seeded personal values of the second development set: names, addresses, numbers in each
 * country's own format, with their check digits computed (IBAN mod 97, DNI letter, NIR key,
 * Steuer-ID ISO 7064, codice fiscale, NIF, INN and СНИЛС), money and dates as each language
 * writes them.
 */
import type { Prng } from '../../fixtures/prng';
import { type Lang, MONTHS } from '../locales';
import { codiceFiscaleLetter, ibanCheck, steuerIdDigit } from '../check-digits';
import { POOLS, RU_PATRONYMICS, type Pools } from './pools';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** An IBAN of `country` with its two check digits computed, printed in groups of four. */
export function makeIban(country: string, bban: string): string {
  const raw = `${country}${ibanCheck(country, bban)}${bban}`;
  return raw.replace(/(.{4})/g, '$1 ').trim();
}

/** Three letters of a codice fiscale from a name part: consonants, then vowels, then X. */
function cfPart(word: string): string {
  const plain = word
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  const cons = plain.replace(/[AEIOU]/g, '');
  const vow = plain.replace(/[^AEIOU]/g, '');
  return (cons + vow + 'XXX').slice(0, 3);
}

/** A drawn person: the full name as printed and its parts. */
export interface Person {
  full: string;
  first: string;
  last: string;
  female: boolean;
}

/** A seeded source of dev2 values in one language. */
export class Dev2Values {
  private readonly pools: Pools;

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

  /** One item of a list. */
  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  /** A person; Russian names sometimes carry a patronymic, others sometimes a middle initial. */
  person(): Person {
    const female = this.rng.next() < 0.5;
    const p = this.pools;
    const first = this.pick(female ? p.female : p.male);
    let last = this.pick(p.last);
    if (this.lang === 'ru' && female && /(ов|ев|ёв|ин)$/.test(last)) last += 'а';
    let full = `${first} ${last}`;
    if (this.lang === 'ru' && this.rng.next() < 0.4)
      full = `${first} ${this.pick(female ? RU_PATRONYMICS.female : RU_PATRONYMICS.male)} ${last}`;
    else if (this.lang === 'en' && this.rng.next() < 0.3)
      full = `${first} ${String.fromCharCode(65 + this.rng.int(26))}. ${last}`;
    else if (this.lang === 'pt' && this.rng.next() < 0.3)
      full = `${first} ${this.pick(female ? ['Maria', 'Isabel'] : ['José', 'Manuel'])} ${last}`;
    return { full, first, last, female };
  }

  /** A street with its house number in the language's order. */
  street(): string {
    const s = this.pick(this.pools.streets);
    const n = 1 + this.rng.int(160);
    switch (this.lang) {
      case 'en':
        return this.rng.next() < 0.3 ? `${n} ${s}, Apt ${2 + this.rng.int(30)}` : `${n} ${s}`;
      case 'fr':
        return `${n}${this.rng.next() < 0.2 ? ' bis' : ''} ${s}`;
      case 'de':
        return `${s} ${n}${this.rng.next() < 0.2 ? 'a' : ''}`;
      case 'es':
        return `${s}, ${n}, ${1 + this.rng.int(8)}º ${this.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}`;
      case 'it':
        return `${s}, ${n}`;
      case 'pt':
        return `${s}, n.º ${n}, ${1 + this.rng.int(6)}.º ${this.pick(['Esq.', 'Dto.', 'A'])}`;
      case 'ru':
        return `${s}, д. ${n}, кв. ${1 + this.rng.int(220)}`;
    }
  }

  /** A town and a postcode of it. */
  town(): { town: string; zip: string } {
    const [town, prefix] = this.pick(this.pools.towns);
    if (this.lang === 'pt') return { town, zip: `${prefix.slice(0, 4)}-${this.digits(3)}` };
    const width = this.lang === 'ru' ? 6 : 5;
    return { town, zip: prefix + this.digits(width - prefix.length) };
  }

  shop = (): string => this.pick(this.pools.shops);
  firm = (): string => this.pick(this.pools.firms);
  /** A pharmacy or drugstore among the shops. */
  pharmacy = (): string =>
    this.pick(this.pools.shops.filter((s) => /Farm|Pharm|Apoth|Аптек|Drog/i.test(s)));
  bank = (): string => this.pick(this.pools.banks);
  clinic = (): string => this.pick(this.pools.clinics);
  insurer = (): string => this.pick(this.pools.insurers);
  school = (): string => this.pick(this.pools.schools);
  agency = (): string => this.pick(this.pools.agencies);
  telecom = (): string => this.pick(this.pools.telecoms);
  collector = (): string => this.pick(this.pools.collectors);
  airline = (): string => this.pick(this.pools.airlines);
  hotel = (): string => this.pick(this.pools.hotels);

  /** A phone number in one of the country's shapes. */
  phone(): string {
    const d = (n: number): string => this.digits(n);
    const shapes: Record<Lang, string[]> = {
      en: [
        `(${2 + this.rng.int(7)}${d(2)}) ${2 + this.rng.int(7)}${d(2)}-${d(4)}`,
        `${2 + this.rng.int(7)}${d(2)}.${d(3)}.${d(4)}`,
        `+1 ${2 + this.rng.int(7)}${d(2)}-${d(3)}-${d(4)}`,
      ],
      es: [`6${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `+34 9${d(2)} ${d(3)} ${d(3)}`],
      fr: [
        `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
        `+33 (0)2 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
        `02.${d(2)}.${d(2)}.${d(2)}.${d(2)}`,
      ],
      de: [`0521 ${d(6)}`, `+49 (0)171 ${d(7)}`, `0931/${d(5)}-${d(2)}`],
      it: [`035 ${d(6)}`, `+39 338 ${d(3)} ${d(4)}`, `338-${d(7)}`],
      pt: [`253 ${d(3)} ${d(3)}`, `+351 96 ${d(3)} ${d(4)}`],
      ru: [
        `8-9${d(2)}-${d(3)}-${d(2)}-${d(2)}`,
        `+7 843 ${d(3)}-${d(2)}-${d(2)}`,
        `+7 (9${d(2)}) ${d(3)} ${d(2)} ${d(2)}`,
      ],
    };
    return this.pick(shapes[this.lang]);
  }

  /** An e-mail address made from a person's name. */
  email(p: Person, domain?: string): string {
    const plain = (s: string): string =>
      s
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase();
    const ru: Record<string, string> = {
      Д: 'd',
      А: 'a',
      С: 's',
      И: 'i',
      О: 'o',
      Н: 'n',
      В: 'v',
      К: 'k',
      Е: 'e',
      П: 'p',
      Г: 'g',
      Т: 't',
      М: 'm',
      Л: 'l',
      Ю: 'yu',
      Я: 'ya',
      Ф: 'f',
      Ш: 'sh',
      З: 'z',
      Б: 'b',
      Р: 'r',
      Ч: 'ch',
    };
    const first = this.lang === 'ru' ? (ru[p.first[0]!] ?? 'x') : plain(p.first);
    const last = this.lang === 'ru' ? `user${this.digits(3)}` : plain(p.last);
    const host =
      domain ??
      this.pick([
        'gmail.com',
        'outlook.com',
        'yahoo.com',
        'web.de',
        'libero.it',
        'sapo.pt',
        'yandex.ru',
        'orange.fr',
      ]);
    return this.pick([`${first}.${last}@${host}`, `${first[0]}${last}${this.digits(2)}@${host}`]);
  }

  /** A date as digits, in the language's order. */
  date(from = 2023, to = 2025): string {
    const y = from + this.rng.int(to - from + 1);
    const m = 1 + this.rng.int(12);
    const d = 1 + this.rng.int(28);
    if (this.lang === 'en') return `${pad(m)}/${pad(d)}/${y}`;
    if (this.lang === 'de' || this.lang === 'ru') return `${pad(d)}.${pad(m)}.${y}`;
    return `${pad(d)}/${pad(m)}/${y}`;
  }

  /** A date with the month in words. */
  longDate(from = 2023, to = 2025): string {
    const y = from + this.rng.int(to - from + 1);
    const m = MONTHS[this.lang][this.rng.int(12)]!;
    const d = 1 + this.rng.int(28);
    switch (this.lang) {
      case 'en':
        return `${m} ${d}, ${y}`;
      case 'es':
      case 'pt':
        return `${d} de ${m} de ${y}`;
      case 'de':
        return `${d}. ${m} ${y}`;
      case 'ru':
        return `${d} ${m} ${y} г.`;
      default:
        return `${d} ${m} ${y}`;
    }
  }

  /** A date of birth (digits) for a person of `age` in 2025. */
  birthDate(age: number): string {
    return this.date(2024 - age, 2024 - age);
  }

  /** A bare amount in the language's number format, below `max`. */
  amount(max: number, cents = true): string {
    const value = this.rng.int(max * 100) / 100 + 1;
    const [int, dec] = value.toFixed(2).split('.') as [string, string];
    const grouped = (sep: string): string => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    if (this.lang === 'en') return grouped(',') + (cents ? `.${dec}` : '');
    if (this.lang === 'fr' || this.lang === 'ru') return grouped(' ') + (cents ? `,${dec}` : '');
    return grouped('.') + (cents ? `,${dec}` : '');
  }

  /** An amount with its currency as the language writes it. */
  money(max: number): string {
    const a = this.amount(max);
    if (this.lang === 'en') return `$${a}`;
    if (this.lang === 'ru') return this.pick([`${a} ₽`, `${a} руб.`]);
    if (this.lang === 'de' || this.lang === 'it') return this.pick([`${a} €`, `EUR ${a}`]);
    return `${a} €`;
  }

  /** An IBAN of the language's country (a US account number in English). */
  iban(): string {
    switch (this.lang) {
      case 'es':
        return makeIban('ES', this.digits(20));
      case 'fr':
        return makeIban('FR', this.digits(23));
      case 'de':
        return makeIban('DE', this.digits(18));
      case 'it':
        return makeIban('IT', `${String.fromCharCode(65 + this.rng.int(26))}${this.digits(22)}`);
      case 'pt':
        return makeIban('PT', this.digits(21));
      case 'ru':
        return `40817810${this.digits(12)}`;
      case 'en':
        return makeIban('GB', `${this.pick(['NWBK', 'BARC', 'LOYD'])}${this.digits(14)}`);
    }
  }

  /** The national identity or tax number of the language's country, check digits computed. */
  nationalId(p: Person): string {
    switch (this.lang) {
      case 'en': {
        const area = 100 + this.rng.int(565);
        return `${area}-${pad(1 + this.rng.int(98))}-${pad(1 + this.rng.int(9998), 4)}`;
      }
      case 'es': {
        const n = 10000000 + this.rng.int(89999999);
        return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
      }
      case 'fr': {
        const body = `${p.female ? 2 : 1}${pad(50 + this.rng.int(50))}${pad(1 + this.rng.int(12))}${pad(1 + this.rng.int(95))}${this.digits(3)}${this.digits(3)}`;
        const key = 97 - Number(BigInt(body) % 97n);
        return `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10, 13)} ${pad(key)}`;
      }
      case 'de': {
        const body = `${1 + this.rng.int(9)}${this.digits(9)}`;
        const id = body + String(steuerIdDigit(body));
        return this.pick([
          id,
          `${id.slice(0, 2)} ${id.slice(2, 5)} ${id.slice(5, 8)} ${id.slice(8)}`,
        ]);
      }
      case 'it': {
        const months = 'ABCDEHLMPRST';
        const day = 1 + this.rng.int(28) + (p.female ? 40 : 0);
        const first15 = `${cfPart(p.last)}${cfPart(p.first)}${pad(50 + this.rng.int(50))}${months[this.rng.int(12)]}${pad(day)}${this.pick(['A', 'D', 'F', 'H', 'L'])}${this.digits(3)}`;
        return first15 + codiceFiscaleLetter(first15);
      }
      case 'pt': {
        const body = `${1 + this.rng.int(2)}${this.digits(7)}`;
        let sum = 0;
        [...body].forEach((d, i) => (sum += Number(d) * (9 - i)));
        const check = 11 - (sum % 11);
        return `${body}${check >= 10 ? 0 : check}`;
      }
      case 'ru': {
        const body = this.digits(9);
        let sum = 0;
        [...body].forEach((d, i) => (sum += Number(d) * (9 - i)));
        const check = sum < 100 ? sum : sum === 100 || sum === 101 ? 0 : (sum % 101) % 100;
        return `${body.slice(0, 3)}-${body.slice(3, 6)}-${body.slice(6)} ${pad(check)}`;
      }
    }
  }

  /** A Russian INN of a person (12 digits, both check digits computed). */
  inn(): string {
    const d = [...this.digits(10)].map(Number);
    const c1 = ([7, 2, 4, 10, 3, 5, 9, 4, 6, 8].reduce((s, w, i) => s + w * d[i]!, 0) % 11) % 10;
    d.push(c1);
    const c2 = ([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8].reduce((s, w, i) => s + w * d[i]!, 0) % 11) % 10;
    d.push(c2);
    return d.join('');
  }

  /** A reference made of a prefix, a separator and digits (contract, claim, customer numbers). */
  ref(prefix: string, n: number, sep = '-'): string {
    return `${prefix}${sep}${this.digits(n)}`;
  }

  /** A password as people choose them. */
  password(): string {
    const words = [
      'Sunflower',
      'Tigre',
      'Mistral',
      'Bergamo',
      'Falke',
      'Gaivota',
      'Kotik',
      'Orion',
      'Lavanda',
    ];
    return `${this.pick(words)}${this.pick(['!', '#', '_', '$', '.'])}${this.digits(2 + this.rng.int(3))}${this.pick(['', 'x', 'Q', '?'])}`;
  }

  /** A numeric PIN. */
  pin(): string {
    return this.digits(this.pick([4, 4, 6]));
  }

  /** An API token of a common shape. */
  token(): string {
    const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const draw = (n: number): string =>
      Array.from({ length: n }, () => alnum[this.rng.int(alnum.length)]).join('');
    return this.pick([
      `sk_live_${draw(24)}`,
      `ghp_${draw(36)}`,
      `AKIA${draw(16).toUpperCase()}`,
      `xoxb-${this.digits(11)}-${draw(20)}`,
    ]);
  }

  /** A vehicle plate of the country. */
  plate(): string {
    const L = (n: number): string =>
      Array.from({ length: n }, () => 'BCDFGHJKLMNPRSTVWXYZ'[this.rng.int(20)]).join('');
    switch (this.lang) {
      case 'en':
        return `${this.digits(1)}${L(3)}${this.digits(3)}`;
      case 'es':
        return `${this.digits(4)} ${L(3)}`;
      case 'fr':
      case 'it':
        return `${L(2)}-${this.digits(3)}-${L(2)}`;
      case 'de':
        return `${this.pick(['BI', 'WÜ', 'KS', 'HRO'])}-${L(2)} ${1 + this.rng.int(9998)}`;
      case 'pt':
        return `${L(2)}-${this.digits(2)}-${L(2)}`;
      case 'ru':
        return `${this.pick(['А', 'В', 'Е', 'К', 'М'])}${this.digits(3)}${this.pick(['ВС', 'КМ', 'ОР', 'ТХ'])} ${this.pick(['116', '163', '66', '52'])}`;
    }
  }
}
