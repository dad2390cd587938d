/**
 * Building blocks of international street addresses: street words, units, city/postcode tails
 * and the test for a line that continues an address block. Shared by the street recognizers.
 */
import { EN_STREET_TYPES, FR_STREET_WORDS, LEADING_STREET_WORDS } from './street-words';
import { HS } from './text-helpers';

/** Street words in lower case without their dot, from every locale's list plus common extras. */
export const STREET_WORDS: ReadonlySet<string> = new Set(
  [
    ...EN_STREET_TYPES,
    ...FR_STREET_WORDS,
    ...LEADING_STREET_WORDS,
    // Nordic, Dutch, Central European and Baltic street words written as separate words.
    ...'ul ulica u utca út tér kapu gate gata vej gade vei veg vegen veien väg vägen straat laan weg str strada rua calle via viale avenida avda av rue boulevard bd corso piazza largo travessa estrada praça alameda camino paseo carretera ronda plaza pza ctra strasse straße gasse platz allee terrasse'.split(
      ' ',
    ),
  ].map((w) => w.replace(/\\/g, '').replace(/\.$/, '').toLowerCase()),
);

/**
 * Endings of one-word street names (Finnish -katu/-tie/-kuja, Scandinavian -vej/-gade/-vegen,
 * Dutch -straat/-laan, German -straße/-weg/-steig/-kamp). Long enough that ordinary words rarely
 * end so, and a name-first street needs its house number after it anyway.
 */
export const STREET_SUFFIX =
  /(?:straße|strasse|gasse|platz|allee|damm|ufer|chaussee|weg|steig|stieg|pfad|graben|kamp|katu|kuja|tie|polku|vej|gade|stræde|vænget|vegen|veien|veg|gata|gatan|vägen|väg|gränd|straat|laan|plein|gracht|kade|singel|dreef|wei|utca|ulica|ulice|iela|gatve|tänav)$/u;

/** Unit words that a number or a single letter follows ("Apt. 4B", "Suite 200", "кв 12"). */
const UNIT_BEFORE_NUMBER =
  'Apartment|Apt|Suite|Ste|Unit|Floor|Fl|Room|Rm|Bldg|Box|Flat|Piso|Étage|Wohnung|кв';
/** Unit words whose number or letter follows them ("Building C", "Escalera B", "Interno 7", "корп. 2"). */
const UNIT_BEFORE_ID =
  'Building|Block|Blk|Level|Tower|Planta|Puerta|Pta|Escalera|Esc|Bloque|Portal|Bâtiment|Bât|Escalier|Appartement|Appt|Porte|Whg|Aufgang|Zimmer|Etage|Scala|Interno|Int|Palazzina|Pal|Edificio|Bloco|Lote|Apartamento|Apto|Fração|Loja|квартира|корп|корпус|стр|строение|офис|оф|подъезд|этаж|комн|пом|помещение';
/** A floor or a door after its ordinal ("2nd Floor", "3. OG", "2e étage", "2° piano", "5.º D", "3.º izquierda"). */
const ORDINAL_UNIT = `\\d{1,2}(?:\\.?[º°ª]|\\.|e|er|ème|st|nd|rd|th)?${HS}*(?:Floor|étage|Stock|OG|UG|DG|piano|andar|planta|piso|этаж)(?:${HS}+(?:links|rechts|li\\.|re\\.))?|\\d{1,2}\\.?[º°ª]${HS}*(?:izquierda|izda\\.?|izq\\.?|derecha|dcha\\.?|dcha|centro|Dto\\.?|Dt\\.?|Esq\\.?|Dir\\.?|Frente|Fte\\.?|[A-H](?![\\p{L}\\p{N}]))`;
/** Unit words that stand alone ("Hinterhaus", "EG links", "bajo", "R/C Frente", "Ground Floor"). */
const LONE_UNIT_WORDS = `EG|Erdgeschoss|Dachgeschoss|Hinterhaus|Vorderhaus|Seitenflügel|Gartenhaus|bajo|entresuelo|ático|R/C|rés-do-chão|RDC|rez-de-chaussée|Ground${HS}+Floor|Basement`;
const LONE_UNIT = `(?:${LONE_UNIT_WORDS})(?:${HS}+(?:links|rechts|li\\.|re\\.|Frente|Esq\\.?|Dto\\.?|izquierda|derecha|A|B|C|D))?(?![\\p{L}\\p{N}])`;

/**
 * A unit, floor or box after the street ("Apt. 4B", "Suite 200", "#12", "Escalera B", "3. OG").
 * The unit word stands alone (a dot or no letter after it: "Flights", "stellt" and "Box of" are
 * no units) and its number holds a digit or is one letter.
 */
export const UNIT = `(?:(?:${UNIT_BEFORE_NUMBER})(?:\\.|(?![\\p{L}]))${HS}*#?(?:[\\p{L}\\p{N}-]{0,3}\\p{N}[\\p{L}\\p{N}-]{0,5}|\\p{L})(?![\\p{L}\\p{N}])|(?:${UNIT_BEFORE_ID})\\.?${HS}*(?:№${HS}*)?(?:\\d[\\p{L}\\p{N}/-]{0,5}|\\p{Lu})(?![\\p{L}\\p{N}])|${ORDINAL_UNIT}|${LONE_UNIT})`;

/**
 * The unit words of UNIT, every alternative that does not open with a digit (ORDINAL_UNIT does):
 * a UNIT match opens with one of them, in any case (the literal gates of address-units.ts).
 */
export const UNIT_WORDS = [UNIT_BEFORE_NUMBER, UNIT_BEFORE_ID, LONE_UNIT_WORDS].join('|');

/** A postcode: digits with an optional country prefix, Portuguese/Polish dashes or a split. */
export const ZIP = `(?:[A-Z]{1,2}-)?\\d{3,6}(?:-\\d{3,4})?(?![\\p{L}\\p{N}])|\\d{3}${HS}\\d{2}(?![\\p{L}\\p{N}])|[A-Z]{1,2}\\d[A-Z\\d]?${HS}\\d[A-Z]{2}(?![\\p{L}\\p{N}])`;

/** Lower-case words allowed inside a city name ("Villafranca del Cid", "Črni Vrh nad Idrijo"). */
const CITY_LINK = `(?:de|del|della|di|da|do|dos|das|du|des|la|le|les|las|los|nad|pod|am|an|im|sur|en|upon|on|y|i)`;
/** A city: up to four capitalised or upper-case words. */
const CITY_WORD = `\\p{Lu}[\\p{L}'’.-]*(?![\\p{L}\\p{N}])`;
export const CITY = `${CITY_WORD}(?:${HS}+(?:${CITY_LINK}${HS}+)?${CITY_WORD}){0,3}`;
/** A region or state code ("IL", "ON", "RS"). */
const REGION = `\\p{Lu}{2,3}(?![\\p{L}\\p{N}])`;

/** Units right after a street, each optionally after a comma. */
export const UNITS_AT = new RegExp(`(?:,?${HS}*${UNIT})*`, 'iuy');

/** ", Springfield, IL 62704", ", Tallinn, Estonia", ", 28013 Madrid", " 02118" on the same line. */
export const TAIL_AT = new RegExp(
  // The closing postcode is no first group of a phone number that goes on ("Leipzig, 0171 5705303").
  `(?:,${HS}*(?:(?:${ZIP})${HS}+)?${CITY}){0,3}(?:,?${HS}+${REGION})?(?:,?${HS}*(?:${ZIP})(?!${HS}*\\d))?`,
  'uy',
);

/** A whole line that can only belong to an address: a unit, a postcode, a region code. */
const STRONG_LINE = new RegExp(
  `^[ \\t>]*(?:${UNIT}(?:,?${HS}*${UNIT})*|(?:${CITY},?${HS}+)?(?:${REGION}${HS}+)?(?:${ZIP})(?:${HS}+${CITY})?|,${HS}*[\\p{L}\\p{N}]{1,3}(?:${HS}+(?:${ZIP}))?|${CITY},?${HS}+${REGION}|(?:\\p{Lu}{2,}[ '-]?)+)[ \\t.]*$`,
  'u',
);
/** A line holding only a place name: part of an address block only when a strong line follows. */
const CITY_LINE = new RegExp(`^[ \\t>]*${CITY}[ \\t.]*$`, 'u');

/**
 * Field labels that a form prints above their boxes, one per line ("CITY", "ORT", "CP",
 * "TELEFON"): such a line ends an address block, it is no town or region.
 */
export const FORM_LABELS: ReadonlySet<string> = new Set(
  (
    'city town zip zip code postcode post code postal code phone telephone tel mobile cell email ' +
    'e-mail fax country state region province county sex gender date ort plz postleitzahl stadt ' +
    'telefon handy mobil land bundesland geschlecht datum cp ville code postal téléphone portable ' +
    'pays département sexe città cap telefono cellulare paese provincia sesso data cidade ' +
    'código postal telefone telemóvel país distrito concelho ciudad localidad teléfono móvil ' +
    'provincia sexo fecha город индекс телефон страна область пол дата'
  )
    .split(' ')
    .concat(['zip code', 'post code', 'postal code', 'code postal', 'código postal']),
);

/** How a line may continue an address block. */
export type LineKind = 'strong' | 'city' | 'none';

/** Classifies one line (without its line break) as a continuation of an address block. */
export function continuationKind(line: string, isPlace: (name: string) => boolean): LineKind {
  if (line.length > 60 || line.trim().length === 0 || line.includes(':')) return 'none';
  if (FORM_LABELS.has(line.trim().toLowerCase())) return 'none';
  if (STRONG_LINE.test(line)) return 'strong';
  if (CITY_LINE.test(line)) return isPlace(line.trim().replace(/[.]$/, '')) ? 'strong' : 'city';
  return 'none';
}
