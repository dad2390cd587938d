/** Word-level evidence that a capitalised word is part of a person's name, or is not. */
import { COMMON_CAPITALISED } from './common-words';
import { CALENDAR_WORDS } from './dates/months';
import { FIRST_NAMES } from './first-names';
import { ORG_HEADS } from './org-words';
import { PLACES } from './places';
import { SURNAMES, SURNAME_ENDING } from './surnames';

/** "ANNA" or "anna" → "Anna", so lists written in Title Case match any casing. */
function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** True for a listed first name in any casing. */
export function isFirstName(word: string): boolean {
  if (FIRST_NAMES.has(word) || FIRST_NAMES.has(titleCase(word))) return true;
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
