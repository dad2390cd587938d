/**
 * Flats, floors, staircases and buildings that the street readers leave behind: after a street
 * and its number on the same line ("Calle Goya, 105, Escalera B, 3.º izquierda", "Via dei Mille,
 * 19, Interno 14", "Am Mühlbach 101, Aufgang B, EG links") and on a line of their own inside an
 * address block ("Apartment 7", "Bloco B, 2.º Dto.", "Hinterhaus, 3. OG" above the street line).
 * Each unit is reported with the comma before it and at a low score, so a street reader's whole
 * address wins where both read the same characters and the unit only fills what it left out.
 */
import type { Span } from '../span';
import { UNIT, UNIT_WORDS } from './address-parts';
import { makeSpan, safeRecognizer } from './helpers';
import { alternationOpenings, foldCase, LiteralStarts } from './literal-starts';
import { isCommonWord } from './name-evidence';
import { HS, lowerLiterals, matchesOf } from './text-helpers';

/** One unit after a comma on a line that began with a street and its number. */
const TAIL_UNIT = new RegExp(`,${HS}*(?:${UNIT})`, 'giu');
/** A line made only of units. */
const UNIT_LINE = new RegExp(`^[ \\t]*(?:${UNIT})(?:,?${HS}*(?:${UNIT}))*[ \\t.]*$`, 'iu');
/**
 * A building's name on its own address line, after an optional unit: "Flat 4, Rosewood Court",
 * "Harbour House", "Résidence Les Tilleuls", "Edificio Miramar, 3.º B", "Palazzo Verdi".
 */
const BUILDING_LINE = new RegExp(
  `^[ \\t]*(?:(?:${UNIT}),?${HS}*)?(?:\\p{Lu}[\\p{L}'’-]+(?:${HS}+\\p{Lu}[\\p{L}'’-]+){0,3}${HS}+(?:Court|House|Building|Tower|Mansions|Lodge|Cottage|Apartments|Residences|Heights|Gardens)|(?:Résidence|Residencia|Residencial|Edificio|Edifício|Residenza|Condominio|Palazzo|Haus|Жилой${HS}+комплекс|ЖК)${HS}+(?:(?:Les|Le|La|El|Los|Las|Il|Lo|Am|Zum|Zur|Os|As)${HS}+)?\\p{Lu}[\\p{L}'’-]+(?:${HS}+\\p{Lu}[\\p{L}'’-]+){0,2})(?:,?${HS}*(?:${UNIT}))*[ \\t.]*$`,
  'u',
);

/** Units after a building's name, in any case ("…, appt 14"). */
/** A Russian page counter on its own line: "Стр. 2", "стр. 1 из 3". */
const PAGE_LINE = /^[ \t]*стр\.[ \t]*\d{1,3}(?:[ \t]*(?:из|\/)[ \t]*\d{1,3})?[ \t.]*$/iu;
const UNIT_TAIL = new RegExp(`(?:,?${HS}*(?:${UNIT}))+[ \\t.]*$`, 'iu');

/**
 * The building words one of which every BUILDING_LINE match holds, as written (the pattern has
 * no i flag): a line without one is no building line, units or not, and skips UNIT_TAIL and
 * BUILDING_LINE (~400 KB of regex code, the 16 MB limit of compile-order.ts).
 */
const BUILDING_WORDS = [
  'Court',
  'House',
  'Building',
  'Tower',
  'Mansions',
  'Lodge',
  'Cottage',
  'Apartments',
  'Residences',
  'Heights',
  'Gardens',
  'Résidence',
  'Residencia',
  'Edificio',
  'Edifício',
  'Residenza',
  'Condominio',
  'Palazzo',
  'Haus',
  'Жилой',
  'ЖК',
];

/** True for a building line, with or without units after the name. */
function isBuildingLine(line: string): boolean {
  if (!BUILDING_WORDS.some((word) => line.includes(word))) return false;
  return BUILDING_LINE.test(line) || BUILDING_LINE.test(line.replace(UNIT_TAIL, ''));
}

/** Where a unit word may open (UNIT matches in any case: read on the case-folded line). */
const UNIT_STARTS = new LiteralStarts(alternationOpenings(lowerLiterals(UNIT_WORDS)));
/** How a unit that opens with digits (ORDINAL_UNIT) begins, on the case-folded line. */
const ORDINAL_OPENING =
  /^\d{1,2}(?:\.?[º°ª]|(?:\.|e|er|ème|st|nd|rd|th)?[ \t]*(?:floor|étage|stock|og|ug|dg|piano|andar|planta|piso|этаж))/u;

/**
 * UNIT_LINE.test(line), its ~300 KB pattern compiled and run only when the line opens (after its
 * indent) as a unit can: with a unit word or with a floor's ordinal.
 */
function isUnitLine(line: string): boolean {
  const lower = foldCase(line);
  let i = 0;
  while (lower[i] === ' ' || lower[i] === '\t') i++;
  const opens =
    lower[i] !== undefined &&
    (/\d/.test(lower[i]!) ? ORDINAL_OPENING.test(lower.slice(i)) : UNIT_STARTS.mayStartAt(lower, i));
  return opens && UNIT_LINE.test(line);
}

/** A street line or a postcode line that a unit line sits above or below. */
const ADDRESS_NEAR =
  /\d.*(?:\p{Lu}\p{Ll}{2,}|\p{Ll}{3,})|(?:^|[ \t])(?:\d{4,5}|\d{4}-\d{3}|[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2})(?:[ \t]|$)/u;

/**
 * A street named without its house number ("Unfallort: Neuer Wall", "ocorreu na Rua Direita",
 * "place du Marché", "Old Mill Road"): a street word and capitalised name words.
 */
const LINKS = `(?:(?:de|del|de la|de las|de los|da|do|dos|das|di|dei|della|degli|du|des|de l['’]|d['’])${HS}*)`;
const NAME_WORD = `\\p{Lu}[\\p{L}'’-]+`;
const BARE_STREET = new RegExp(
  `(?<![\\p{L}])(?:(?:Calle|Carrer|Rúa|Rua|Avenida|Avinguda|Paseo|Passeig|Plaza|Plaça|Praça|Largo|Travessa|Calçada|Via|Viale|Corso|Piazza|Piazzale|Vicolo|Rue|rue|Boulevard|boulevard|Avenue|avenue|place|Allée|allée|Quai|quai|Chemin|chemin|Impasse|impasse)${HS}+${LINKS}?${NAME_WORD}(?:${HS}+${LINKS}?${NAME_WORD}){0,3}|${NAME_WORD}(?:${HS}+${NAME_WORD}){0,2}${HS}+(?:Road|Street|Avenue|Lane|Drive|Boulevard|Terrace|Crescent|Close|Parkway|Grove|Mews)|(?:Neuer|Alter|Großer|Kleiner|Hoher)${HS}+(?:Wall|Markt|Graben|Steinweg|Weg|Ring|Platz)|(?<=(?:[Ii]n|[Aa]n|[Aa]uf|[Aa]us|[Vv]on|[Ee]cke)${HS}+(?:der${HS}+)?)\\p{Lu}\\p{Ll}{2,}(?:straße|strasse|gasse|allee)|(?:ул\\.|улиц[аеуы]|просп\\.|проспект[аеу]?|пр-т|пер\\.|переул(?:ок|ка|ке)|наб\\.|набережн(?:ая|ой)|бульвар[аеу]?|площад[ьи]|шоссе)${HS}*\\p{Lu}[\\p{L}-]+(?:${HS}+\\p{Lu}[\\p{L}-]+)?)(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * A unit written before the numbered street on the same line ("Flat 9, 146 Bramble Lane",
 * "Apartment 3B, 12 King Street"): the street readers start at the house number.
 */
const LEAD_UNIT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:Flat|Apartment|Apt\\.?|Unit|Suite|Studio|Maisonette)${HS}+#?\\d{1,4}[A-Z]?,${HS}*(?=\\d{1,5}[\\p{L}]?${HS}+\\p{Lu}\\p{Ll})`,
  'gu',
);

/** Under both the street readers' and the labelled readers' scores. */
const SCORE = 0.5;

/** Recognises flat, floor and building units after a street or on their own address line. */
export const addressUnitRecognizer = safeRecognizer('address-unit', ['ADDRESS'], ({ folded }) => {
  const spans: Span[] = [];
  for (const m of matchesOf(TAIL_UNIT, folded)) {
    const lineStart = folded.lastIndexOf('\n', m.index) + 1;
    // The line must hold a house number before the unit (a street, not a sentence's list).
    // One of the two parts before it opens or ends with a number ("105", "95, boulevard
    // Voltaire", "125 Quayside Walk") or is a unit: "We sold 3 units, Floor 2" is a sentence.
    const parts = folded
      .slice(Math.max(lineStart, m.index - 80), m.index)
      .split(',')
      .slice(-2);
    const streetLike = (p: string) =>
      /^[ \t]*\d|\d(?:[/-]?[\p{L}])?\.?[ \t]*$/u.test(p) || isUnitLine(p);
    if (!parts.some(streetLike)) continue;
    let end = m.index + m[0].length;
    if (folded[end - 1] === '.' && !/(?:izda|dcha|izq|Esq|Dto|Dt|Dir|Fte|li|re)\.$/u.test(m[0]))
      end--;
    const span = makeSpan('ADDRESS', m.index, end, SCORE, 'address-unit');
    span.reason = 'flat, floor or building after the street';
    spans.push(span);
  }
  for (const m of matchesOf(LEAD_UNIT, folded)) {
    const value = m[0].replace(/[ \t]+$/u, '');
    const span = makeSpan('ADDRESS', m.index, m.index + value.length, SCORE, 'address-unit');
    span.reason = 'flat or unit before the street';
    spans.push(span);
  }
  for (const m of matchesOf(BARE_STREET, folded)) {
    // "Wall Street Journal", "Via Email": a street word must not run into a title or a channel.
    if (
      /^(?:Via|Place|Avenue|Boulevard)[ \t]+(?:Email|E-mail|Mail|Post|Fax|Phone|Web|App)$/iu.test(
        m[0],
      )
    )
      continue;
    // "à la place de Marie" is "instead of Marie", no square.
    if (
      /^place[ \t]/u.test(m[0]) &&
      /(?:^|[ \t])la[ \t]+$/u.test(folded.slice(Math.max(0, m.index - 4), m.index))
    )
      continue;
    // "Near Old Mill Road": a sentence's opening word is no part of the street.
    const lead = /^(?:\p{Lu}\p{Ll}*[ \t]+)/u.exec(m[0]);
    const opener = lead?.[0].trim() ?? '';
    // A street word that leads ("Via Roma", "boulevard Haussmann", "улица Ленина") outranks a
    // place or a surname read inside the street's name; a trailing one ("Elm Street") only the
    // guesses of a preposition.
    const leads =
      !/(?:Road|Street|Avenue|Lane|Drive|Boulevard|Terrace|Crescent|Close|Parkway|Grove|Mews|straße|strasse|gasse|allee)$/u.test(
        m[0],
      );
    const skip =
      !leads &&
      lead &&
      (isCommonWord(opener) || /^(?:near|along|behind|opposite|off|past)$/iu.test(opener))
        ? lead[0].length
        : 0;
    const score = leads ? 0.7 : 0.55;
    const span = makeSpan('ADDRESS', m.index + skip, m.index + m[0].length, score, 'address-unit');
    span.reason = 'street named without its house number';
    spans.push(span);
  }
  let at = 0;
  const lines: Array<[number, string]> = [];
  while (at <= folded.length) {
    let end = folded.indexOf('\n', at);
    if (end < 0) end = folded.length;
    lines.push([at, folded.slice(at, end)]);
    at = end + 1;
  }
  lines.forEach(([start, line], i) => {
    if (line.length > 50 || !(isUnitLine(line) || isBuildingLine(line))) return;
    // "Стр. 1" alone on its line (or "Стр. 1 из 3") is a page counter, no building (строение).
    if (PAGE_LINE.test(line)) return;
    const near = [lines[i - 1], lines[i + 1], lines[i + 2]].some(
      (l) => l !== undefined && l[1].length <= 60 && ADDRESS_NEAR.test(l[1]),
    );
    if (!near) return;
    const lead = line.length - line.trimStart().length;
    const value = line.trim().replace(/[ \t]+$/, '');
    const span = makeSpan(
      'ADDRESS',
      start + lead,
      start + lead + value.length,
      0.6,
      'address-unit',
    );
    span.reason = 'flat, floor or building line of an address block';
    spans.push(span);
  });
  return spans;
});
