/**
 * Local shapes of dates, amounts and check-digit numbers for the second held-out set: what a
 * bank, an employer or a clinic in each country prints, computed here so numbers are well formed.
 */
import type { Held2Lang } from './pools';

/** A calendar day. */
export interface Day {
  y: number;
  m: number;
  d: number;
}

/** How a date is written. */
export type DateStyle = 'numeric' | 'long' | 'row' | 'iso' | 'abbrev' | 'month';

const MONTHS: Record<Held2Lang, readonly string[]> = {
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

const two = (n: number) => String(n).padStart(2, '0');

/** Writes `day` as documents in `lang` print it. */
export function formatDate(lang: Held2Lang, day: Day, style: DateStyle): string {
  const { y, m, d } = day;
  const month = MONTHS[lang][m - 1]!;
  switch (style) {
    case 'iso':
      return `${y}-${two(m)}-${two(d)}`;
    case 'numeric':
      if (lang === 'en') return `${two(m)}/${two(d)}/${y}`;
      if (lang === 'de' || lang === 'ru') return `${two(d)}.${two(m)}.${y}`;
      return `${two(d)}/${two(m)}/${y}`;
    case 'row':
      if (lang === 'en') return `${two(m)}/${two(d)}`;
      if (lang === 'de') return `${two(d)}.${two(m)}.`;
      if (lang === 'ru') return `${two(d)}.${two(m)}`;
      return `${two(d)}/${two(m)}`;
    case 'abbrev':
      if (lang === 'en') return `${month.slice(0, 3)} ${d}`;
      if (lang === 'de') return `${d}. ${month.slice(0, 3)}`;
      if (lang === 'ru') return `${d} ${month.slice(0, 3)}`;
      return `${d} ${month.slice(0, 3)}`;
    case 'month':
      if (lang === 'ru') return `${two(m)}.${y}`;
      if (lang === 'es' || lang === 'pt') return `${month} de ${y}`;
      return `${month} ${y}`;
    case 'long':
      if (lang === 'en') return `${month} ${d}, ${y}`;
      if (lang === 'es' || lang === 'pt') return `${d} de ${month} de ${y}`;
      if (lang === 'de') return `${d}. ${month} ${y}`;
      if (lang === 'ru') return `${d} ${month} ${y} г.`;
      return `${d} ${month} ${y}`;
  }
}

/** Groups digits by three with `sep`. */
function thousands(n: number, sep: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Writes an amount of money; `bare` leaves the currency out, as statement columns do. */
export function formatMoney(lang: Held2Lang, cents: number, bare = false, brazil = false): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const frac = two(abs % 100);
  if (lang === 'en') return `${sign}${bare ? '' : '$'}${thousands(units, ',')}.${frac}`;
  const sep = lang === 'fr' || lang === 'ru' ? ' ' : '.';
  const num = `${sign}${thousands(units, sep)},${frac}`;
  if (bare) return num;
  if (lang === 'ru') return `${num} руб.`;
  if (lang === 'it') return `€ ${num}`;
  if (lang === 'pt' && brazil) return `R$ ${num}`;
  if (lang === 'de') return `${num} EUR`;
  return `${num} €`;
}

/** ISO 13616 check digits of a BBAN for `country`. */
export function ibanOf(country: string, bban: string): string {
  const digits = `${bban}${country}00`
    .toUpperCase()
    .replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return `${country}${two(98 - rest)}${bban}`;
}

/** Splits a compact IBAN into groups of four, as printed. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Luhn check digit of a digit string. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let n = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return (10 - (sum % 10)) % 10;
}

/** The Spanish DNI letter of an eight-digit number. */
export function dniLetter(n: number): string {
  return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]!;
}

/** The French NIR key: 97 minus the number modulo 97. */
export function nirKey(thirteen: string): string {
  return two(97 - Number(BigInt(thirteen) % 97n));
}

/** The two check digits of a Brazilian CPF body of nine digits. */
export function cpfDigits(nine: string): string {
  const digit = (s: string) => {
    let sum = 0;
    for (let i = 0; i < s.length; i++) sum += Number(s[i]) * (s.length + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const first = digit(nine);
  return `${first}${digit(nine + first)}`;
}

/** The Portuguese NIF check digit of an eight-digit body. */
export function nifDigit(eight: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(eight[i]) * (9 - i);
  const r = 11 - (sum % 11);
  return r >= 10 ? 0 : r;
}

/** The Russian SNILS control number of a nine-digit body. */
export function snilsKey(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (9 - i);
  const r = sum % 101;
  return two(r === 100 ? 0 : r);
}

/** Strips accents and keeps letters for e-mail local parts; Russian is transliterated. */
export function asciiName(name: string): string {
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
    щ: 'shch',
    ъ: '',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'yu',
    я: 'ya',
  };
  return [...name.toLowerCase()]
    .map((c) => ru[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]/g, '');
}
