/**
 * Draws the personal values of one document of the second held-out set and returns them
 * already marked with their truth tag, in the shapes the document's country prints them.
 */
import type { Prng } from '../../fixtures/prng';
import { pii } from '../doc-model';
import {
  asciiName,
  cpfDigits,
  dniLetter,
  formatDate,
  formatMoney,
  groupIban,
  ibanOf,
  luhnDigit,
  nifDigit,
  nirKey,
  snilsKey,
  type DateStyle,
  type Day,
} from './formats';
import { POOLS, type Held2Lang, type Pool } from './pools';

/** A person of the document. */
export interface Person {
  first: string;
  last: string;
  female: boolean;
}

/** A postal address split the way forms print it, each part marked. */
export interface Address {
  street: string;
  zip: string;
  town: string;
  /** Street, then postcode and town, on one line in local order. */
  oneLine: string;
  /** The lines of an envelope window. */
  lines: string[];
}

const HONORIFIC: Record<Held2Lang, [male: string, female: string]> = {
  en: ['Mr.', 'Ms.'],
  es: ['Sr.', 'Sra.'],
  fr: ['M.', 'Mme'],
  de: ['Herr', 'Frau'],
  it: ['Sig.', 'Sig.ra'],
  pt: ['Sr.', 'Sra.'],
  ru: ['г-н', 'г-жа'],
};

/** Draws marked values for one document in one language. */
export class Held2Values {
  private readonly pool: Pool;
  /** Portuguese documents are from Brazil about half of the time. */
  readonly brazil: boolean;
  private readonly used = new Set<string>();

  constructor(
    readonly lang: Held2Lang,
    private readonly rng: Prng,
  ) {
    this.pool = POOLS[lang];
    this.brazil = lang === 'pt' && rng.next() < 0.5;
  }

  /** A random integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + this.rng.int(hi - lo + 1);
  }

  /** One element of `items`. */
  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.rng.next() < p;
  }

  private digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.rng.int(10));
    return s;
  }

  /** A person not yet used in this document. */
  person(): Person {
    for (;;) {
      const female = this.chance(0.5);
      const first = this.pick(female ? this.pool.female : this.pool.male);
      let last = this.pick(this.pool.surnames);
      if (this.lang === 'ru' && female) last = feminine(last);
      if (this.lang === 'es' && this.chance(0.6)) last += ` ${this.pick(this.pool.surnames)}`;
      if (this.lang === 'pt' && this.chance(0.5)) last = `${this.pick(this.pool.surnames)} ${last}`;
      const key = `${first} ${last}`;
      if (this.used.has(key)) continue;
      this.used.add(key);
      return { first, last, female };
    }
  }

  /** The person's name as printed; the honorific, if any, stays outside the span. */
  name(
    p: Person,
    style: 'full' | 'caps' | 'lastFirst' | 'initial' | 'first' | 'last' = 'full',
  ): string {
    const full = `${p.first} ${p.last}`;
    const text = {
      full,
      caps: full.toUpperCase(),
      lastFirst: `${p.last.toUpperCase()}, ${p.first}`,
      initial: `${p.first[0]}. ${p.last}`,
      first: p.first,
      last: p.last,
    }[style];
    return pii('PERSON_NAME', text);
  }

  /** "Ms." or "Herr" for the person. */
  honorific(p: Person): string {
    return HONORIFIC[this.lang][p.female ? 1 : 0];
  }

  /** An honorific and surname, the surname marked. */
  formal(p: Person): string {
    return `${this.honorific(p)} ${this.name(p, this.lang === 'ru' ? 'full' : 'last')}`;
  }

  /** A personal e-mail address of `p`. */
  email(p: Person, host?: string): string {
    const f = asciiName(p.first.split(' ')[0]!);
    const l = asciiName(p.last.split(' ').at(-1)!);
    const local = this.pick([
      `${f}.${l}`,
      `${f[0]}${l}`,
      `${f}${l}${this.int(1, 99)}`,
      `${l}.${f}`,
    ]);
    return pii('EMAIL', `${local}@${host ?? this.pick(this.pool.mailHosts)}`);
  }

  /** A work e-mail of `p` at the organisation's domain. */
  workEmail(p: Person, domain: string): string {
    const f = asciiName(p.first.split(' ')[0]!);
    const l = asciiName(p.last.split(' ').at(-1)!);
    return pii('EMAIL', `${this.pick([`${f}.${l}`, `${f[0]}.${l}`, l])}@${domain}`);
  }

  /** A web domain for an organisation name. */
  domainOf(org: string): string {
    const words = asciiName(org.split(' ').slice(0, 2).join('')).slice(0, 20);
    const tld = {
      en: 'com',
      es: 'es',
      fr: 'fr',
      de: 'de',
      it: 'it',
      pt: this.brazil ? 'com.br' : 'pt',
      ru: 'ru',
    }[this.lang];
    return `${words || 'firma'}.${tld}`;
  }

  /** A postal address, marked as street, postcode and town; `flat` allows a flat number. */
  address(flat = true): Address {
    const townPool = this.pool.towns.filter(
      ([, zip]) => this.lang !== 'pt' || /^\d{5}-/.test(zip) === this.brazil,
    );
    const [townName, baseZip] = this.pick(townPool);
    const streetName = this.pick(this.pool.streets);
    const no = this.int(1, 240);
    let street: string;
    switch (this.lang) {
      case 'en':
        street = `${this.int(100, 9899)} ${streetName}${flat && this.chance(0.4) ? `, Apt ${this.int(1, 40)}${this.pick(['', 'B', 'C'])}` : ''}`;
        break;
      case 'fr':
        street = `${no}${this.chance(0.2) ? ' bis' : ''} ${streetName}`;
        break;
      case 'es':
        street = `${streetName}, ${no}${flat && this.chance(0.5) ? `, ${this.int(1, 9)}º ${this.pick(['A', 'B', 'C', 'Izq.', 'Dcha.'])}` : ''}`;
        break;
      case 'pt':
        street = this.brazil
          ? `${streetName}, ${no}${flat && this.chance(0.5) ? `, apto ${this.int(11, 184)}` : ''}`
          : `${streetName}, ${no}${flat && this.chance(0.5) ? `, ${this.int(1, 8)}.º ${this.pick(['Esq.', 'Dto.', 'Frente'])}` : ''}`;
        break;
      case 'ru':
        street = `${streetName}, д. ${no}${flat && this.chance(0.6) ? `, кв. ${this.int(1, 180)}` : ''}`;
        break;
      default:
        street = `${streetName} ${no}${this.chance(0.2) ? this.pick(['a', 'b']) : ''}`;
    }
    let zipText = baseZip;
    if (this.lang === 'en' && this.chance(0.3)) zipText += `-${this.digits(4)}`;
    const s = pii('ADDRESS', street);
    if (this.lang === 'en') {
      const [city, state] = townName.split(', ') as [string, string];
      const town = `${pii('LOCATION', city)}, ${pii('LOCATION', state)}`;
      const zip = pii('ZIP_CODE', zipText);
      return {
        street: s,
        zip,
        town,
        oneLine: `${s}, ${town} ${zip}`,
        lines: [s, `${town} ${zip}`],
      };
    }
    const zip = pii('ZIP_CODE', zipText);
    const town = pii('LOCATION', townName);
    if (this.lang === 'ru') {
      const line = `${zip}, г. ${town}, ${s}`;
      return { street: s, zip, town, oneLine: line, lines: [`${zip}, г. ${town}`, s] };
    }
    const second = `${zip} ${town}`;
    return { street: s, zip, town, oneLine: `${s}, ${second}`, lines: [s, second] };
  }

  /** A bare city name, marked. */
  town(): string {
    return pii('LOCATION', this.pick(this.pool.towns)[0].split(',')[0]!);
  }

  /** A phone number in one of the country's printed shapes. */
  phone(mobile = this.chance(0.5)): string {
    const d = (n: number) => this.digits(n);
    const nz = () => String(this.int(2, 9));
    let text: string;
    switch (this.lang) {
      case 'en': {
        const area = this.pick([
          '503',
          '614',
          '520',
          '919',
          '608',
          '518',
          '208',
          '912',
          '509',
          '859',
          '800',
          '888',
        ]);
        const ex = this.chance(0.3) ? '555' : `${nz()}${d(2)}`;
        const line = d(4);
        text = this.pick([
          `(${area}) ${ex}-${line}`,
          `${area}-${ex}-${line}`,
          `${area}.${ex}.${line}`,
          `+1 ${area} ${ex} ${line}`,
          `1-${area}-${ex}-${line}`,
        ]);
        break;
      }
      case 'es':
        text = mobile
          ? this.pick([`6${d(2)} ${d(3)} ${d(3)}`, `+34 6${d(2)} ${d(2)} ${d(2)} ${d(2)}`])
          : this.pick([
              `91 ${d(3)} ${d(2)} ${d(2)}`,
              `+34 93 ${d(3)} ${d(2)} ${d(2)}`,
              `96${d(1)} ${d(3)} ${d(3)}`,
            ]);
        break;
      case 'fr':
        text = mobile
          ? this.pick([
              `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
              `+33 7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
              `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`,
            ])
          : this.pick([
              `01 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
              `+33 (0)4 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
              `05 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
            ]);
        break;
      case 'de':
        text = mobile
          ? this.pick([`0151 ${d(8)}`, `+49 170 ${d(7)}`, `0176 / ${d(3)} ${d(4)}`])
          : this.pick([
              `030 ${d(8)}`,
              `+49 (0)89 ${d(7)}`,
              `0221/${d(6)}-${d(2)}`,
              `040 - ${d(3)} ${d(2)} ${d(2)}`,
            ]);
        break;
      case 'it':
        text = mobile
          ? this.pick([`347 ${d(3)} ${d(4)}`, `+39 333 ${d(7)}`, `320-${d(7)}`])
          : this.pick([`06 ${d(4)} ${d(4)}`, `+39 02 ${d(8)}`, `081 ${d(3)} ${d(4)}`]);
        break;
      case 'pt':
        text = this.brazil
          ? mobile
            ? this.pick([
                `(11) 9${d(4)}-${d(4)}`,
                `+55 21 9${d(4)}-${d(4)}`,
                `(31) 9 ${d(4)}-${d(4)}`,
              ])
            : this.pick([`(11) 3${d(3)}-${d(4)}`, `+55 41 3${d(3)} ${d(4)}`])
          : mobile
            ? this.pick([
                `912 ${d(3)} ${d(3)}`,
                `+351 96 ${d(3)} ${d(2)} ${d(2)}`,
                `93${d(1)} ${d(3)} ${d(3)}`,
              ])
            : this.pick([`21 ${d(3)} ${d(4)}`, `+351 22 ${d(3)} ${d(2)} ${d(2)}`]);
        break;
      case 'ru':
        text = mobile
          ? this.pick([
              `+7 (9${d(2)}) ${d(3)}-${d(2)}-${d(2)}`,
              `8 9${d(2)} ${d(3)} ${d(2)} ${d(2)}`,
              `+7 9${d(2)} ${d(3)}-${d(4)}`,
            ])
          : this.pick([`+7 (495) ${d(3)}-${d(2)}-${d(2)}`, `8 (812) ${d(3)}-${d(2)}-${d(2)}`]);
        break;
    }
    return pii('PHONE', text);
  }

  /** A day between `fromYear` and `toYear`. */
  day(fromYear: number, toYear: number): Day {
    return { y: this.int(fromYear, toYear), m: this.int(1, 12), d: this.int(1, 28) };
  }

  /** A date, marked. */
  date(day: Day, style: DateStyle = 'numeric'): string {
    return pii('DATE', formatDate(this.lang, day, style));
  }

  /** A time stamp (date and clock time), marked as one date. */
  stamp(day: Day, style: DateStyle, clock: string): string {
    return pii('DATE', `${formatDate(this.lang, day, style)} ${clock}`);
  }

  /** An amount of money, marked; `bare` leaves the currency out. */
  money(cents: number, bare = false): string {
    return pii('MONEY_AMOUNT', formatMoney(this.lang, cents, bare, this.brazil));
  }

  /** An organisation of one of the pool's kinds, unmarked (templates mark it where it appears). */
  org(
    kind: 'companies' | 'banks' | 'clinics' | 'insurers' | 'schools' | 'utilities' | 'merchants',
  ): string {
    return this.pick(this.pool[kind]);
  }

  /** A bank account: an IBAN where the country has one, else the local account shape. */
  account(grouped = this.chance(0.7)): string {
    const d = (n: number) => this.digits(n);
    const compact = {
      es: () => ibanOf('ES', `${this.pick(['2100', '0049', '0182', '2085'])}${d(20)}`),
      fr: () =>
        ibanOf('FR', `${this.pick(['30004', '30003', '10278', '20041'])}${d(5)}${d(11)}${d(2)}`),
      de: () =>
        ibanOf('DE', `${this.pick(['37050198', '10090000', '20050550', '50010517'])}${d(10)}`),
      it: () =>
        ibanOf(
          'IT',
          `${this.pick(['X', 'Y', 'K', 'M'])}${this.pick(['03069', '02008', '05696'])}${d(5)}${d(12)}`,
        ),
      pt: () =>
        ibanOf('PT', `${this.pick(['0035', '0033', '0007', '0010'])}${d(4)}${d(11)}${d(2)}`),
    } as const;
    if (this.lang === 'en')
      return pii('ACCOUNT', this.pick([d(10), `${d(4)}-${d(6)}`, `00${d(8)}`]));
    if (this.lang === 'ru')
      return pii(
        'ACCOUNT',
        this.chance(0.5) ? `40817810${d(12)}` : `40817 810 ${d(1)} ${d(4)} ${d(7)}`,
      );
    if (this.brazil) return pii('ACCOUNT', `${d(5)}-${d(1)}`);
    const iban = compact[this.lang]();
    return pii('ACCOUNT', grouped ? groupIban(iban) : iban);
  }

  /** A routing number, bank sort code or branch (agência) of the country, marked. */
  routing(): string {
    if (this.lang === 'en')
      return pii('ACCOUNT', `${this.pick(['12', '32', '05', '26'])}${this.digits(7)}`);
    if (this.brazil) return pii('ACCOUNT', `${this.digits(4)}-${this.digits(1)}`);
    if (this.lang === 'ru') return pii('ACCOUNT', `04${this.digits(7)}`);
    return pii(
      'ACCOUNT',
      `${this.pick(['BBVAESMM', 'CAIXESBB', 'COBADEFF', 'BNPAFRPP', 'UNCRITMM', 'CGDIPTPL', 'SABRRUMM'])}${this.chance(0.5) ? 'XXX' : ''}`,
    );
  }

  /** A payment card number, Luhn-valid most of the time. */
  card(): string {
    const body = `${this.pick(['4', '51', '53', '55'])}${this.digits(14)}`.slice(0, 15);
    let num = body + String(luhnDigit(body));
    if (this.chance(0.15)) num = body + String((luhnDigit(body) + 3) % 10);
    const text = this.chance(0.7)
      ? num.replace(/(\d{4})(?=\d)/g, '$1 ')
      : num.replace(/(\d{4})(?=\d)/g, '$1-');
    return pii('CREDIT_CARD', text);
  }

  /** A card number showing only its last four digits. */
  maskedCard(): string {
    const last = this.digits(4);
    return pii(
      'CREDIT_CARD',
      this.pick([
        `**** **** **** ${last}`,
        `XXXX-XXXX-XXXX-${last}`,
        `****${last}`,
        `**** ${last}`,
      ]),
    );
  }

  /** The national identity number printed on forms (tax or ID card number). */
  nationalId(): string {
    const d = (n: number) => this.digits(n);
    switch (this.lang) {
      case 'en':
        return pii('SSN', `${this.pick([d(3), '9' + d(2)])}-${d(2)}-${d(4)}`);
      case 'es': {
        const n = this.int(10000000, 79999999);
        return pii('ID', this.chance(0.8) ? `${n}${dniLetter(n)}` : `${n}-${dniLetter(n)}`);
      }
      case 'fr':
        return pii(
          'ID',
          `${this.pick(['X', 'Y', 'F'])}${d(1)}${this.pick(['AB', 'RT', 'KM'])}${d(5)}`,
        );
      case 'de':
        return pii(
          'ID',
          `${this.pick(['L', 'T', 'C'])}${d(2)}${this.pick(['X', 'Z', 'K'])}${d(2)}${this.pick(['T', 'G'])}${d(2)}`,
        );
      case 'it': {
        const L = () => 'BCDFGHLMNPRSTVZ'[this.int(0, 14)]!;
        return pii(
          'ID',
          `${L()}${L()}${L()}${L()}${L()}${L()}${d(2)}${this.pick(['A', 'C', 'E', 'H', 'M', 'P', 'T'])}${this.int(10, 70)}${this.pick(['F', 'H', 'L', 'A'])}${d(3)}${L()}`,
        );
      }
      case 'pt': {
        if (this.brazil) {
          const nine = d(9);
          return pii(
            'ID',
            `${nine.slice(0, 3)}.${nine.slice(3, 6)}.${nine.slice(6)}-${cpfDigits(nine)}`,
          );
        }
        const eight = `${this.pick(['1', '2'])}${d(7)}`;
        return pii('ID', `${eight}${nifDigit(eight)}`);
      }
      case 'ru':
        return pii('ID', `77${d(10)}`);
    }
  }

  /** The social security number of the country. */
  socialSecurity(p: Person, birth: Day): string {
    const d = (n: number) => this.digits(n);
    const yy = String(birth.y % 100).padStart(2, '0');
    const mm = String(birth.m).padStart(2, '0');
    switch (this.lang) {
      case 'en':
        return pii('SSN', `${d(3)}-${d(2)}-${d(4)}`);
      case 'es':
        return pii('SSN', `${this.pick(['28', '08', '46', '41'])}/${d(8)}/${d(2)}`);
      case 'fr': {
        const body = `${p.female ? 2 : 1}${yy}${mm}${this.pick(['75', '69', '33', '13'])}${d(3)}${d(3)}`;
        const key = nirKey(body);
        return pii(
          'SSN',
          `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10)} ${key}`,
        );
      }
      case 'de':
        return pii(
          'SSN',
          `${d(2)} ${String(birth.d).padStart(2, '0')}${mm}${yy} ${p.last[0]!.toUpperCase()} ${d(3)}`,
        );
      case 'it':
        return pii('SSN', `${d(2)}${d(9)}`);
      case 'pt':
        return pii('SSN', this.brazil ? `${d(3)}.${d(5)}.${d(2)}-${d(1)}` : `1${d(10)}`);
      case 'ru': {
        const nine = d(9);
        return pii(
          'SSN',
          `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)} ${snilsKey(nine)}`,
        );
      }
    }
  }

  /** A tax identification number for payslips (the national number where it doubles as one). */
  taxId(): string {
    const d = (n: number) => this.digits(n);
    switch (this.lang) {
      case 'en':
        return pii('SSN', `XXX-XX-${d(4)}`);
      case 'de':
        return pii('ID', `${d(2)} ${d(3)} ${d(3)} ${d(3)}`);
      case 'fr':
        return pii('ID', `${this.pick(['1', '2', '3'])}${d(1)} ${d(2)} ${d(3)} ${d(3)} ${d(3)}`);
      case 'ru':
        return pii('ID', `${d(4)}${d(8)}`);
      default:
        return this.nationalId();
    }
  }

  /** The business registration and VAT numbers of a self-employed person, marked. */
  businessIds(): [registration: string, vat: string] {
    const d = (n: number) => this.digits(n);
    const id = (t: string) => pii('ID', t);
    switch (this.lang) {
      case 'en':
        return [id(`${d(2)}-${d(7)}`), id(`${this.pick(['OR', 'WA', 'NC'])}-${d(8)}`)];
      case 'es': {
        const n = this.int(10000000, 79999999);
        return [id(`${n}${dniLetter(n)}`), id(`ES${n}${dniLetter(n)}`)];
      }
      case 'fr': {
        const siren = `${d(3)} ${d(3)} ${d(3)}`;
        return [id(`${siren} 000${d(2)}`), id(`FR ${d(2)} ${siren.replace(/ /g, '')}`)];
      }
      case 'de':
        return [id(`${d(2)}/${d(3)}/${d(5)}`), id(`DE${d(9)}`)];
      case 'it': {
        const piva = d(11);
        return [this.nationalId(), id(this.chance(0.5) ? `IT${piva}` : piva)];
      }
      case 'pt':
        return this.brazil
          ? [this.nationalId(), id(`${d(2)}.${d(3)}.${d(3)}/0001-${d(2)}`)]
          : [this.nationalId(), id(`PT ${d(9)}`)];
      case 'ru':
        return [id(`${d(12)}`), id(`3${d(14)}`)];
    }
  }

  /** The identity document a party shows to sign a contract: licence, ID card or (ru) passport. */
  idCard(): string {
    if (this.lang === 'en') return this.licence();
    if (this.lang === 'ru')
      return pii('PASSPORT', `${this.digits(2)} ${this.digits(2)} ${this.digits(6)}`);
    return this.nationalId();
  }

  /** A passport number. */
  passport(): string {
    const d = (n: number) => this.digits(n);
    const text = {
      en: () => `${this.pick(['5', '6', 'A'])}${d(8)}`,
      es: () => `PA${this.pick(['A', 'B', 'C'])}${d(6)}`,
      fr: () => `${d(2)}${this.pick(['AB', 'CK', 'FR'])}${d(5)}`,
      de: () => `C${this.pick(['F', 'G', 'H'])}${d(2)}${this.pick(['X', 'K', 'R'])}${d(4)}`,
      it: () => `Y${this.pick(['A', 'B', 'C'])}${d(7)}`,
      pt: () =>
        this.brazil ? `F${this.pick(['Z', 'T', 'K'])}${d(6)}` : `C${this.pick(['A', 'B'])}${d(6)}`,
      ru: () => `${this.pick(['72', '75', '76'])} ${d(7)}`,
    }[this.lang]();
    return pii('PASSPORT', text);
  }

  /** A driving licence number. */
  licence(): string {
    const d = (n: number) => this.digits(n);
    const text = {
      en: () =>
        this.pick([
          `D${d(3)}-${d(4)}-${d(4)}`,
          `WDL${d(2)}${this.pick(['RT', 'QK', 'MN'])}${d(4)}`,
          `${this.pick(['A', 'B', 'S'])}${d(7)}`,
        ]),
      es: () => {
        const n = this.int(10000000, 79999999);
        return `${n}${dniLetter(n)}`;
      },
      fr: () => `${d(2)}${this.pick(['AB', 'CD', 'LK'])}${d(5)}`,
      de: () =>
        `${this.pick(['B', 'J', 'N'])}${d(3)}${this.pick(['0', '7'])}${d(5)}${this.pick(['1', '2'])}`,
      it: () => `${this.pick(['U1', 'MI', 'RM'])}${d(7)}${this.pick(['A', 'K', 'W'])}`,
      pt: () => (this.brazil ? d(11) : `${this.pick(['L', 'P', 'C'])}-${d(7)} ${d(1)}`),
      ru: () => `${d(2)} ${d(2)} ${d(6)}`,
    }[this.lang]();
    return pii('DRIVER_LICENSE', text);
  }

  /** A reference number with a prefix, marked as an identifier. */
  ref(prefix: string, digits: number): string {
    return pii('ID', `${prefix}${this.digits(digits)}`);
  }

  /** Random digits, unmarked, for hard negatives such as product codes. */
  plainDigits(n: number): string {
    return this.digits(n);
  }

  /** An IPv4 address of a home connection. */
  ip(): string {
    return pii(
      'IP',
      `${this.pick(['84', '91', '178', '213', '37', '188'])}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`,
    );
  }

  /** A login name built from the person's name, unmarked (templates mark each use). */
  login(p: Person): string {
    const f = asciiName(p.first.split(' ')[0]!);
    const l = asciiName(p.last.split(' ').at(-1)!);
    return this.pick([`${f[0]}${l}`, `${f}.${l}`, `${f}_${l}${this.int(1, 99)}`, `${l}${f[0]}`]);
  }

  /** A temporary password as IT departments hand them out. */
  password(): string {
    const words = ['Tango', 'Harbor', 'Maple', 'Quartz', 'Orbit', 'Falcon', 'Cobalt', 'Juniper'];
    const sym = this.pick(['!', '#', '$', '%', '&', '?']);
    return pii(
      'PASSWORD',
      this.pick([
        `${this.pick(words)}${sym}${this.digits(4)}${this.pick(words).toLowerCase()}`,
        `${this.pick(['xK', 'pQ', 'Zr', 'mW'])}${this.digits(2)}${sym}v${this.digits(3)}L`,
      ]),
    );
  }

  /** A numeric PIN. */
  pin(): string {
    return pii('PASSWORD', this.digits(this.pick([4, 4, 6])));
  }

  /** An access token or key in one of the shapes services issue. */
  token(): string {
    const pool = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const chars = (n: number, from = pool) => {
      let out = '';
      for (let i = 0; i < n; i++) out += from[this.rng.int(from.length)]!;
      return out;
    };
    const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    return pii(
      'PASSWORD',
      this.pick([
        `ghp_${chars(36)}`,
        `sk-${chars(20)}T3BlbkFJ${chars(20)}`,
        `AKIA${chars(16, upper)}`,
        `glpat-${chars(20)}`,
        `xoxb-${this.digits(11)}-${this.digits(13)}-${chars(24)}`,
      ]),
    );
  }

  /** An age in years. */
  age(birth: Day, now: Day): string {
    const years =
      now.y - birth.y - (now.m < birth.m || (now.m === birth.m && now.d < birth.d) ? 1 : 0);
    return pii('AGE', String(years));
  }
}

/** The feminine form of a Russian surname. */
function feminine(last: string): string {
  if (/(ский|цкий)$/.test(last)) return last.replace(/ий$/, 'ая');
  if (/(ов|ев|ин|ын)$/.test(last)) return `${last}а`;
  return last;
}
