/**
 * Whether a number written between commas is an address's house number: "Largo Augusto, 26, 28100
 * Novara", "Calle de los Reyes Católicos, 24, 6º A, 50004 Zaragoza", "Rua do Carmo, 12, 2.º Dto.".
 * A reader of ages in the newspaper style ("Maria, 34, from Madrid") must leave these alone: a
 * street name is often a person's name ("Largo Augusto", "Via Garibaldi"), but an age is never
 * followed by a postcode and a town or by a floor and door, nor preceded by a street word.
 */
import { LEADING_STREET_WORDS } from './street-words';

/** Right after the number's closing comma: a postcode and its town, a floor or door, "bis". */
const ADDRESS_AFTER =
  /^[ \t\n]*(?:\d{4,5}(?:-\d{3,4})?[ \t\n]+\p{Lu}|\d{6}[ \t\n]*,|\d{1,2}[ \t]?(?:\.[ \t]?)?[º°ª](?![\p{L}])|(?:piso|planta|escalera|esc\.|int\.|interno|scala|andar|porta|puerta|bajo|dcha|izda|bis|ter|apt\.?|app\.?|appartement|étage|wohnung|кв\.)(?![\p{L}]))/iu;

/** A street word, maybe particles, then the capitalised words that end where the name begins. */
const STREET_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${LEADING_STREET_WORDS.join('|')})[ \\t\\n]+(?:(?:de|del|della|delle|dello|degli|dei|di|da|do|das|dos|la|las|los|le|San|Santa|São)[ \\t\\n]+){0,2}(?:\\p{Lu}[\\p{L}'’-]*[ \\t\\n]+){0,2}$`,
  'u',
);

/**
 * True when the number between commas whose name starts at `nameStart` and whose closing comma
 * ends at `commaEnd` reads as a house number.
 */
export function isHouseNumberBetweenCommas(
  folded: string,
  nameStart: number,
  commaEnd: number,
): boolean {
  if (ADDRESS_AFTER.test(folded.slice(commaEnd, commaEnd + 24))) return true;
  return STREET_BEFORE.test(folded.slice(Math.max(0, nameStart - 48), nameStart));
}
