/** Word-level evidence that a capitalised word is part of a person's name, or is not. */
import { COMMON_CAPITALISED } from './common-words';
import { CALENDAR_WORDS } from './dates/months';
import { FIRST_NAMES } from './first-names';
import { ORG_HEADS } from './org-words';
import { PLACES } from './places';
import { SURNAMES, SURNAME_ENDING } from './surnames';

/** "O'Brien", "D'Alessandro", "McAllister", "MacKenzie" (not "Mach", "Macro": a capital follows). */
const PREFIXED_SURNAME = /^(?:[OD]['’]\p{Lu}\p{Ll}{2,}|Ma?c\p{Lu}\p{Ll}{2,})$/u;

/** Everyday words whose accent is all that tells them from a name ("Días" is no "Dias"). */
const WORDS_NOT_NAMES = new Set(['días', 'más', 'así', 'aún', 'según', 'será', 'está', 'mês', 'país']);

/**
 * "Glória" → "Gloria", "Семён" → "Семен": a name written with or without its accents (or ё) is
 * the same name, whichever way a list wrote it. Words without such letters come back unchanged.
 */
function unaccented(word: string): string {
  if (!/[\u00c0-\u024fё]/u.test(word) || WORDS_NOT_NAMES.has(word.toLowerCase())) return word;
  if (/ё/u.test(word)) return word.replace(/ё/gu, 'е');
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

/** "ANNA" or "anna" → "Anna", so lists written in Title Case match any casing. */
function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** True for a listed first name in any casing. */
export function isFirstName(word: string): boolean {
  if (FIRST_NAMES.has(word) || FIRST_NAMES.has(titleCase(word))) return true;
  const plain = unaccented(word);
  if (plain !== word && (FIRST_NAMES.has(plain) || FIRST_NAMES.has(titleCase(plain)))) return true;
  // A double given name ("Emre-Jürgen", "Agnès-Fatoumata", "Konstantin-Volker"): every part is one.
  if (!word.includes('-')) return false;
  const parts = word.split('-');
  return (
    parts.length <= 3 &&
    parts.every((p) => p.length > 1 && (FIRST_NAMES.has(p) || FIRST_NAMES.has(titleCase(p))))
  );
}

/** True for a listed surname, or a mixed-case word of six letters or more with a surname ending. */
export function isSurname(word: string): boolean {
  if (SURNAMES.has(word) || SURNAMES.has(titleCase(word))) return true;
  // "O'Brien", "D'Alessandro", "McAllister", "MacKenzie": an Irish, Italian or Scottish prefix
  // glued to a capitalised stem is a family name's own shape.
  if (PREFIXED_SURNAME.test(word)) return true;
  const plain = unaccented(word);
  if (plain !== word && (SURNAMES.has(plain) || SURNAMES.has(titleCase(plain)))) return true;
  return word.length >= 6 && /^\p{Lu}\p{Ll}/u.test(word) && SURNAME_ENDING.test(word);
}

/** True for words that are capitalised for other reasons: openers, headings, months, weekdays. */
export function isCommonWord(word: string): boolean {
  const lower = word.toLowerCase();
  return COMMON_CAPITALISED.has(lower) || CALENDAR_WORDS.has(lower);
}

/** True for words that make a capitalised run an organisation or a place instead of a person. */
export function isOrgOrPlaceWord(word: string): boolean {
  return ORG_HEADS.has(word.toLowerCase().replace(/\.$/, '')) || PLACES.has(word);
}
