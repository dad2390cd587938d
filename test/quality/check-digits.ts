/**
 * Check digits of the numbers the generated sets (dev2, dev3) write, computed as the real schemes
 * do (Luhn, IBAN mod 97, ABA routing, Spanish DNI letter, French NIR key, German tax ID, Italian
 * codice fiscale, Portuguese NIF, Russian SNILS and INN), so that a well-formed number looks real;
 * dev3's values module spoils some of them on purpose, as a typo would.
 */

/** The Luhn check digit of `body` (digits only). */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** `n` (a long digit string) modulo `m`, digit by digit. */
function mod(n: string, m: number): number {
  let r = 0;
  for (const ch of n) r = (r * 10 + Number(ch)) % m;
  return r;
}

/** The two IBAN check digits of a country and its domestic account number (BBAN). */
export function ibanCheck(country: string, bban: string): string {
  const moved = `${bban}${country}00`.toUpperCase();
  const digits = [...moved].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c));
  return String(98 - mod(digits.join(''), 97)).padStart(2, '0');
}

/** The ninth digit of a US ABA routing number (weights 3, 7, 1). */
export function abaDigit(first8: string): number {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...first8].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** The letter of a Spanish DNI number. */
export function dniLetter(n: number): string {
  return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]!;
}

/** The two-digit key of a French social security number (13 digits). */
export function nirKey(thirteen: string): string {
  return String(97 - mod(thirteen, 97)).padStart(2, '0');
}

/** The eleventh digit of a German tax ID (ISO 7064 MOD 11,10). */
export function steuerIdDigit(ten: string): number {
  let product = 10;
  for (const ch of ten) {
    let sum = (Number(ch) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

const CF_ODD: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

/** The control letter of an Italian codice fiscale's first 15 characters. */
export function codiceFiscaleLetter(fifteen: string): string {
  let sum = 0;
  [...fifteen].forEach((c, i) => {
    if (i % 2 === 0) sum += CF_ODD[c]!;
    else sum += /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  });
  return String.fromCharCode(65 + (sum % 26));
}

/** The ninth digit of a Portuguese NIF. */
export function nifDigit(eight: string): number {
  const sum = [...eight].reduce((s, d, i) => s + Number(d) * (9 - i), 0);
  const check = 11 - (sum % 11);
  return check >= 10 ? 0 : check;
}

/** The two check digits of a Russian SNILS (nine digits). */
export function snilsCheck(nine: string): string {
  const sum = [...nine].reduce((s, d, i) => s + Number(d) * (9 - i), 0);
  let check = sum < 100 ? sum : sum % 101;
  if (check === 100) check = 0;
  return String(check).padStart(2, '0');
}

/** The two check digits of a twelve-digit Russian personal INN (from its first ten). */
export function innCheck(ten: string): string {
  const w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
  const w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
  const d11 = ([...ten].reduce((s, d, i) => s + Number(d) * w11[i]!, 0) % 11) % 10;
  const eleven = ten + String(d11);
  const d12 = ([...eleven].reduce((s, d, i) => s + Number(d) * w12[i]!, 0) % 11) % 10;
  return `${d11}${d12}`;
}
