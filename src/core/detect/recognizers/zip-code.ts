import { hasContextBefore } from '../context';
import type { Recognizer, Span } from '../span';
import { CALENDAR_WORDS } from './dates/months';
import { HS, eachMatch, lineStart, makeSpan } from './text-helpers';
import { isBusinessReference } from './helpers';
import { isListedPlace } from './location';
import { US_STATE_CODES } from './us-states';

/** US ZIP or ZIP+4 right after a state code ("Springfield, IL 62704"). */
const US = new RegExp(
  `(?<![\\p{L}])(?:${US_STATE_CODES.join('|')})(?:${HS}+|${HS}*\\n${HS}*)(\\d{5}(?:-\\d{4})?)(?![\\p{N}-])`,
  'gu',
);

/** UK postcode (outward + inward, upper case, one space) and Canadian postal code. */
const UK = /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}(?![\p{L}\p{N}])/gu;
const CA =
  /(?<![\p{L}\p{N}])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\p{N}])/gu;

/**
 * Continental codes: 4-6 digits, or Portuguese 1234-567, optionally with a country prefix
 * ("D-10115"). Alone they are just numbers; a city or a label must vouch for them.
 */
const CONTINENTAL = new RegExp(
  `(?<![\\p{L}\\p{N}.,'$€£/:-])(?:[A-Z]{1,2}-)?(\\d{4}-\\d{3}|\\d{4,6})(?![\\p{N}.,/:]\\d|[\\p{L}\\p{N}%])(?! [B-DF-HJ-NP-TV-Z]{3}(?![\\p{L}\\p{N}]))`,
  'gu',
);
/** A capitalised city name right after the number ("28013 Madrid", "75001 Paris Cedex"). */
const CITY_AFTER = new RegExp(`^${HS}+(\\p{Lu}[\\p{Ll}'-]+|\\p{Lu}{2,}(?![\\p{L}]))`, 'u');
/** The city alone at the start of the next line, after a postcode that ends its line. */
// The city may run to a few words with their particles ("Santiago de Compostela", "Frankfurt am
// Main", "Viana do Castelo") when the line holds nothing else.
const CITY_NEXT_LINE = new RegExp(
  `^${HS}*\\n${HS}*(\\p{Lu}[\\p{Ll}'-]+)(?:(?:${HS}+(?:de|del|la|do|da|dos|das|di|sur|en|am|im|an[ \\t]+der|bei)?${HS}*\\p{Lu}[\\p{Ll}'-]+){1,3}(?=${HS}*(?:\\n|$))|${HS}*(?:\\n|$)|,|${HS}+\\()`,
  'u',
);
/** Postcode labels in the seven languages. */
const LABEL_BEFORE =
  /(?:\bzip(?:\s*code)?|postal\s*code|post\s*code|postcode|\bPLZ|Postleitzahl|\bCP\b|c\.p\.|código\s*postal|code\s*postal|\bCAP\b|c\.a\.p\.|индекс|почтовый)\s*[:.#-]?\s*$/iu;
/**
 * A code right after a postcode label ("my zip code is 880", "ZIP: 394 13", "PLZ 10115"):
 * the label vouches for shapes too short or too split for the other patterns.
 */
const LABELLED = new RegExp(
  `(?<![\\p{L}])(?:zip(?:${HS}*code)?|postal${HS}*code|post${HS}*code|postcode|PLZ|Postleitzahl|código${HS}+postal|code${HS}+postal|CAP|индекс)(?:${HS}+(?:is|es|est|ist|è|é|:))?${HS}*[:#]?${HS}*(\\d{3}${HS}\\d{2}|\\d{3,6}(?:-\\d{3,4})?)(?![\\p{L}\\p{N}]|[.,/]\\d)`,
  'giu',
);

/** "Москва, " or "г. Санкт-Петербург, " before a six-digit index (the city written first). */
const RU_CITY_BEFORE = /(?:^|[ \t,])(?:г\.[ \t]?)?\p{Lu}[\p{Ll}]+(?:-\p{Lu}?[\p{Ll}]+)*,[ \t]*$/u;
/** A listed city right before the code without a comma ("Казань 420111", "Lisboa 1100-053"). */
const CITY_JUST_BEFORE = /(?<![\p{L}])(\p{Lu}[\p{Ll}]+(?:[ -]\p{Lu}[\p{Ll}]+)?)[ \t]+$/u;
/**
 * A listed city, perhaps a comma or an Italian province in brackets, then a five-digit code that
 * ends the line or a clause ("Paris 75008", "Madrid, 28013", "Milano (MI) 20121"), as letterheads,
 * statement headers and English-style address lines write the continental order reversed.
 */
const CITY_BEFORE_FIVE =
  /(?<![\p{L}])(\p{Lu}[\p{Ll}]+(?:[ -]\p{Lu}[\p{Ll}]+)?)(?:,|[ \t]+\([A-Z]{2}\))?[ \t]+$/u;

/** A US ZIP after a state written out ("Austin, Texas 78701"). */
const US_STATE_NAME =
  /(?<![\p{L}])(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming),?[ \t]+(\d{5}(?:-\d{4})?)(?![\p{L}\p{N}-])/gu;
/** ", г. Москва" or ", Москва" after an index that opens its line. */
const RU_CITY_AFTER = /^,[ \t]*(?:г\.[ \t\n]?)?\p{Lu}\p{Ll}/u;
/** A plate or registration label before the number: "Matrícula" / "9128 NUT" is a plate. */
const PLATE_LABEL_BEFORE =
  /(?<!\p{L})(?:matrícula|matricula|placa|kennzeichen|plate|registration|immatriculation|targa|госномер|номер[ \t]+автомобиля)[ \t]*:?[ \t]*\n?[ \t]*$/iu;

/** An amount later on the line: the line is a table row, not an address. */
const AMOUNT_LATER = /\d[.,]\d{2}(?!\d)/;

function lineEndOf(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  return n === -1 ? Math.min(text.length, from + 200) : Math.min(n, from + 200);
}

/** Words after a number that make it an amount or a quantity, not a place. */
const NOT_CITY = new Set([
  'euro',
  'euros',
  'dollar',
  'dollars',
  'franken',
  'pesos',
  'reais',
  'total',
  'items',
  'stück',
  'eur',
  'usd',
  'gbp',
  'chf',
  'rub',
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
  'lane',
  'drive',
  'boulevard',
  'blvd',
  'way',
  // A footer's page counter after a phone's last group ("· 05 8735 2475 Pagina 1 di 1").
  'page',
  'página',
  'pagina',
  'seite',
  'страница',
  'стр',
]);

/** Two capitals (or a capital and a digit) right before the digits: an airline's designator. */
const FLIGHT_BEFORE = /(?:^|[ \t])((?=[A-Z0-9]*[A-Z])[A-Z0-9]{2})[ ]?$/;

/** Country prefixes written before a postcode with a space ("CH 8001 Zürich"), not airlines. */
const COUNTRY_PREFIX: ReadonlySet<string> = new Set(
  'CH AT BE LU DK NO PT ES FR IT DE NL SE FI PL CZ HU GR IE SI SK HR'.split(' '),
);

/** Digit groups right before a code: a trunk-zero group, or two groups, then one space. */
const GROUP_BEFORE = /(?<![\p{L}\p{N}.,])(?:0\d{1,4}|\d{2,5}[ ]\d{2,4})[ ]$/u;

function lineLead(text: string, index: number): string {
  return text.slice(lineStart(text, index), index);
}

/** Postal codes: US ZIP after a state, UK, Canada, and continental ones vouched by city or label. */
export const zipCodeRecognizer: Recognizer = {
  name: 'zip-code',
  tags: ['ZIP_CODE'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(US, folded, (m) => {
      const zip = m[1] ?? '';
      const start = m.index + m[0].length - zip.length;
      spans.push(makeSpan('ZIP_CODE', start, start + zip.length, 0.9, 'zip-code'));
    });
    eachMatch(US_STATE_NAME, folded, (m) => {
      const zip = m[1] ?? '';
      const start = m.index + m[0].length - zip.length;
      const span = makeSpan('ZIP_CODE', start, start + zip.length, 0.85, 'zip-code');
      span.reason = 'ZIP after a US state written out';
      spans.push(span);
    });
    eachMatch(UK, folded, (m) => {
      spans.push(makeSpan('ZIP_CODE', m.index, m.index + m[0].length, 0.85, 'zip-code'));
    });
    eachMatch(CA, folded, (m) => {
      spans.push(makeSpan('ZIP_CODE', m.index, m.index + m[0].length, 0.85, 'zip-code'));
    });
    eachMatch(CONTINENTAL, folded, (m) => {
      const code = m[1] ?? '';
      const end = m.index + m[0].length;
      const start = end - code.length;
      if (hasContextBefore(folded, m.index, LABEL_BEFORE, 30)) {
        // A US ZIP+4 after its label ("ZIP: 02139-4307") keeps its four-digit suffix.
        const plus4 = code.length === 5 && /^-\d{4}(?![\p{N}])/u.test(folded.slice(end, end + 6));
        spans.push(makeSpan('ZIP_CODE', start, plus4 ? end + 5 : end, 0.9, 'zip-code'));
        return;
      }
      const lead = lineLead(folded, m.index);
      // The last group of a grouped number ("0161 869 1026", "0711 002 1457" in a supplier row)
      // is no postcode: a number with a trunk zero or two groups runs on into it.
      if (GROUP_BEFORE.test(lead)) return;
      // An airline's designator before the digits makes them a flight ("AR 2366 Alicante").
      const designator = FLIGHT_BEFORE.exec(lead)?.[1];
      if (designator !== undefined && code.length <= 4 && !COUNTRY_PREFIX.has(designator)) return;
      if (PLATE_LABEL_BEFORE.test(folded.slice(Math.max(0, m.index - 40), m.index))) return;
      // Russian order: "Москва, 182691", "123456, г. Москва" and "кв. 89, 165317, Томск" (a six-digit
      // index next to its city).
      // A listed city written first, without a comma: "Казань 420111", "Lisboa 1100-053".
      const cityBefore = CITY_JUST_BEFORE.exec(lead)?.[1];
      if (
        (code.length === 6 || /^\d{4}-\d{3}$/.test(code)) &&
        cityBefore !== undefined &&
        isListedPlace(cityBefore) &&
        /^[ \t]*(?:[,.;]|$)/m.test(folded.slice(end, end + 3))
      ) {
        const span = makeSpan('ZIP_CODE', start, end, 0.75, 'zip-code');
        span.reason = `postcode after the listed city "${cityBefore}"`;
        spans.push(span);
        return;
      }
      const cityFirst = code.length === 5 ? CITY_BEFORE_FIVE.exec(lead)?.[1] : undefined;
      if (
        cityFirst !== undefined &&
        isListedPlace(cityFirst) &&
        /^[ \t]*(?:[,;·|]|$)/m.test(folded.slice(end, end + 3)) &&
        !isBusinessReference(folded, m.index)
      ) {
        const span = makeSpan('ZIP_CODE', start, end, 0.75, 'zip-code');
        span.reason = `five-digit postcode after the listed city "${cityFirst}"`;
        spans.push(span);
        return;
      }
      if (
        (code.length === 6 || code.includes('-')) &&
        ((RU_CITY_BEFORE.test(lead) && /^[ \t]*(?:[,.;·|/]|$)/m.test(folded.slice(end, end + 3))) ||
          (/^[ \t]*$|[,:][ \t]*$/.test(lead) && RU_CITY_AFTER.test(folded.slice(end, end + 12))))
      ) {
        const span = makeSpan('ZIP_CODE', start, end, 0.8, 'zip-code');
        span.reason = 'six-digit index next to a city';
        spans.push(span);
        return;
      }
      // Unlabelled, the code must open a line or follow a comma, as in "Calle Mayor 5, 28013 Madrid",
      // or a letterhead's separator ("Am Markt 3 · 49009 Osnabrück", "Via Roma, 8 / 37159 Verona");
      // in running text a listed city must follow ("wohnhaft in 80331 München", "from 75008 Paris").
      // Dashes are folded to '-' ("Calle Mayor 5 – 28013 Madrid").
      const opens =
        /^[ \t]*$|[,·|/–—]|(?<=[ \t])-[ \t]*$/.test(lead) && !/[\p{L}\p{N}]-$/u.test(lead);
      // After a separator the city may be pushed to the next line ("… / 97088\nWürzburg").
      const after = folded.slice(end, end + 40);
      const city = (CITY_AFTER.exec(after) ??
        (/[,·|/–—][ \t]*$/.test(lead) ? CITY_NEXT_LINE.exec(after) : null))?.[1];
      if (city === undefined) return;
      if (
        !opens &&
        (code.length < 5 ||
          !isListedPlace(city) ||
          // After a label's colon the number is that label's value ("Total: 10115 Berlin").
          /[:=][ \t]*$/.test(lead) ||
          isBusinessReference(folded, m.index))
      )
        return;
      // A table row ("1000 Regular pay 1,488.14 14,805.68"): amounts after the word, no city line.
      if (AMOUNT_LATER.test(folded.slice(end, lineEndOf(folded, end)))) return;
      const word = city.toLowerCase();
      if (NOT_CITY.has(word) || CALENDAR_WORDS.has(word)) return;
      const n = Number(code);
      // "2024 Berlin" is far more often a year than an Austrian/Swiss postcode.
      if (code.length === 4 && n >= 1900 && n <= 2099) return;
      // A country prefix ("CH-8001", "D-80331") is part of the printed code.
      const span = makeSpan('ZIP_CODE', m.index, end, code.includes('-') ? 0.85 : 0.75, 'zip-code');
      if (!opens) span.reason = `postcode before the listed city "${city}"`;
      spans.push(span);
    });
    eachMatch(LABELLED, folded, (m) => {
      const code = m[1]!;
      const end = m.index + m[0].length;
      const start = end - code.length;
      if (spans.some((sp) => sp.start < end && start < sp.end)) return;
      spans.push(makeSpan('ZIP_CODE', start, end, 0.9, 'zip-code'));
    });
    return spans;
  },
};
