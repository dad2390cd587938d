import type { Recognizer, Span } from '../span';
import { splitAddressFields, splitInlineStreet } from './address-fields';
import {
  CITY,
  STREET_SUFFIX,
  STREET_WORDS,
  TAIL_AT,
  UNITS_AT,
  ZIP,
  continuationKind,
} from './address-parts';
import { CALENDAR_WORDS } from './dates/months';
import { isBusinessReference } from './helpers';
import { PLACES } from './places';
import { COUNTRY_NAMES } from './world-places';
import { HS, eachMatch, lineEnd, lineStart, makeSpan } from './text-helpers';

/** Where a street may start: a house number (one or two groups) or a street word / compound. */
const START = new RegExp(
  `(?<![\\p{L}\\p{N}.,$€£/:#'-])(?:\\d{1,6}[A-Za-z]?(?:${HS}+\\d{1,5}[A-Za-z]?)?(?=${HS}+\\S)|(?:Rue|Avenue|Avenida|Avda\\.|Av\\.|Calle|C/|Via|Viale|Corso|Piazza|Rua|Travessa|Praça|ul\\.|Ul\\.|Ulica|ulica|Boulevard|Bd|Paseo|Plaza|Strada)(?=${HS}+\\p{Lu})|\\p{Lu}[\\p{L}'-]{2,}(?=${HS}+\\d{1,5}[A-Za-z]?\\b))`,
  'gu',
);
/** Connectors inside street names ("rue de la Paix", "Gerrit Achterberghove"). */
const CONNECTORS = new Set(
  'de del della dei di da do dos das du des la le les las los van der den ten ter von of the al el y i e d l'.split(
    ' ',
  ),
);
/** Unit words that end the street name and start the units. */
const UNIT_WORD = /^(?:apt|apartment|suite|ste|unit|fl|floor|room|rm|bldg|box|flat|piso)\.?$/i;
/**
 * Capitalised words that follow numbers in non-address phrases ("Chapter 3 Section 4"), and the
 * units of time and quantity of the seven languages that German capitalises ("Garantie: 2 Jahre.
 * Seit 5 Jahren" is a duration, no street "Jahre. Seit" with house number 5).
 */
const NOT_STREET = new Set(
  (
    'section chapter page table figure part step item article level grade version room year years day days week weeks month months hour hours minute minutes million billion thousand hundred percent per vol no nr number ' +
    'jahr jahre jahren monat monate monaten woche wochen tag tage tagen stunde stunden minuten prozent stück stk euro eur mal ' +
    'años meses días semanas horas ans mois jours semaines heures anni mesi giorni settimane ore anos meses dias semanas horas лет года месяцев дней ' +
    // A law's paragraph ("§ 41 Abs. 1"), and a form's age column after a school class ("10D Age 10").
    'abs satz ziff lit art kapitel anlage anhang age edad âge alter età idade возраст'
  ).split(' '),
);
/** Capitalised function words: a number before "Of The" starts a Title Case heading, not a street. */
const HEADING_WORDS = new Set('of the and for to in on at with you your are is our my'.split(' '));
const TOKEN = /[^\s,;:()"“”!?]+/uy;
const NUMBER = /^\d{1,5}[A-Za-z]?\.?$/u;

function isStreetWord(word: string): boolean {
  const bare = word.replace(/\.$/, '').toLowerCase();
  return STREET_WORDS.has(bare) || (bare.length > 4 && STREET_SUFFIX.test(bare));
}

/** Walks the words after a street start; returns where the street ends, or undefined. */
function streetEnd(text: string, start: number, numberFirst: boolean): number | undefined {
  let i = start;
  let end: number | undefined;
  let names = 0;
  let capitals = 0;
  let street = false;
  let houseNumberLast = false;
  for (let n = 0; n < 8; n++) {
    const gap = /[ \t]*/y;
    gap.lastIndex = i;
    gap.exec(text);
    if (n > 0 && gap.lastIndex === i) break;
    TOKEN.lastIndex = gap.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) break;
    const word = m[0];
    const wordEnd = TOKEN.lastIndex;
    if (n === 0 && !numberFirst) {
      // The start word itself: a street word or a compound such as "Kiannonkatu".
      street = isStreetWord(word);
      names = 1;
      capitals = /^\p{Lu}/u.test(word) ? 1 : 0;
      end = wordEnd;
      i = wordEnd;
      continue;
    }
    if (UNIT_WORD.test(word)) break;
    if (NUMBER.test(word) && names > 0) {
      // "1110 Overtime 1,740.86", "1000 Grundgehalt 288,51": an amount in a table row, not a
      // house number.
      if (/^[.,]\d/.test(text.slice(wordEnd, wordEnd + 2))) return undefined;
      // "71046 Venipuncture 1 1,703.45": a quantity before a row's price, not a house number.
      if (/^[ \t]+\d{1,3}(?:[.,  ]\d{3})*[.,]\d{2}(?!\d)/u.test(text.slice(wordEnd, wordEnd + 16)))
        return undefined;
      end = /\.$/.test(word) ? wordEnd - 1 : wordEnd;
      houseNumberLast = true;
      break;
    }
    const lower = word.toLowerCase();
    if (/^\p{Lu}/u.test(word) && !/\d/.test(word)) {
      const bare = lower.replace(/\.$/, '');
      if (names === 0 && (CALENDAR_WORDS.has(bare) || NOT_STREET.has(bare))) return undefined;
      // "14 de Março de 2025": a month after connectors alone is a written date, no street.
      if (numberFirst && capitals === 0 && CALENDAR_WORDS.has(lower)) return undefined;
      if (HEADING_WORDS.has(lower)) return undefined;
      capitals++;
    } else if (!isStreetWord(word) && !CONNECTORS.has(lower.replace(/'.*$/, ''))) {
      break;
    }
    names++;
    if (isStreetWord(word)) street = true;
    if (!CONNECTORS.has(lower)) end = wordEnd;
    i = wordEnd;
    if (text[i] === ',') break;
    // A full stop after a word of four letters or more, then a capital, ends a sentence ("64
    // Jahre. Die Garantie…"): the street, if any, ended before it; an abbreviation ("Str.",
    // "St.") is shorter or followed by its house number.
    if (/\p{L}{4}\.$/u.test(word) && /^[ \t]+\p{Lu}/u.test(text.slice(i, i + 3))) break;
  }
  if (end === undefined || capitals === 0) return undefined;
  // "26 309398 X 007": a street name has a word of three letters or more.
  if (!/\p{L}{3}/u.test(text.slice(start, end))) return undefined;
  // Name-first streets need both a street word and the house number ("Rua Igreja 25");
  // number-first ones need either ("12 Elm Street", "5049 Harjukuja 54").
  if (numberFirst ? !street && !houseNumberLast : !street || !houseNumberLast) return undefined;
  // A sentence's full stop is not part of the street; an abbreviation's dot ("St.") is.
  if (text[end - 1] === '.' && !/(?:^|[ \t])\p{L}{1,4}\.$/u.test(text.slice(end - 6, end))) end--;
  return end;
}

/** A place (and maybe its postcode) opening a line: "Cyprus (Greek) 25572", "New Zealand". */
const PLACE_HEAD = new RegExp(
  `^[ \\t>]*(${CITY}(?:${HS}+\\([\\p{L} ]+\\))?)(?:${HS}+(${ZIP}))?(?=[ \\t]*[?!.,;]|[ \\t]+\\p{Ll}|[ \\t]*$)`,
  'u',
);
/** Capitalised words after a unit on the street's line ("Apt. 615 Moosleerau Switzerland"). */
const SAME_LINE_WORDS = new RegExp(`[ \\t]+(${CITY})`, 'uy');

/** True for a listed place in any casing ("OULU", "Oulu"). */
function isListedPlace(name: string): boolean {
  if (PLACES.has(name)) return true;
  const title = name.replace(/\p{L}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
  return PLACES.has(title);
}

/**
 * Extends `end` over the city and country written on the street's own line without commas, up
 * to the last listed place: "Apt. 050 Coalville South Africa", "Suite 274 Ljubljana".
 */
function samelinePlace(text: string, end: number): number {
  SAME_LINE_WORDS.lastIndex = end;
  const m = SAME_LINE_WORDS.exec(text);
  if (!m) return end;
  const words = [...m[1]!.matchAll(/[^ \t]+/gu)];
  for (let k = words.length; k > 0; k--) {
    for (let j = 0; j < k; j++) {
      const from = words[j]!.index!;
      const to = words[k - 1]!.index! + words[k - 1]![0].length;
      const name = m[1]!.slice(from, to).replace(/\.$/, '');
      if (isListedPlace(name)) return end + m[0].length - m[1]!.length + from + name.length;
    }
  }
  return end;
}

/**
 * The end of a same-line tail (`from`..`to`, ", 20121 Milano, Italy ...") cut after a listed
 * country that opens its last comma piece and is followed by more words: a country closes an
 * address, so "Italy Item Description" (a table's header read on from the line above, or the
 * next cell) keeps only "Italy".
 */
function countryEnd(text: string, from: number, to: number): number {
  const comma = text.lastIndexOf(',', to - 1);
  if (comma < from) return to;
  const piece = text.slice(comma + 1, to);
  const words = [...piece.matchAll(/[^ \t]+/gu)];
  // Longest country first ("United States of America" before "United States").
  for (let k = Math.min(4, words.length); k >= 1; k--) {
    const last = words[k - 1]!;
    const name = piece.slice(words[0]!.index, last.index + last[0].length);
    if (COUNTRY_NAMES.has(name)) return comma + 1 + last.index + last[0].length;
  }
  return to;
}

/** Extends a street over units, a same-line city/postcode tail and continuation lines. */
export function extendAddress(text: string, end: number): number {
  return sentenceEnd(text, end, extendedEnd(text, end));
}

/** A full stop after a word of four letters or more, then a capitalised word: a sentence ends. */
const SENTENCE_STOP = /\p{L}{4}\.(?=[ \t]*\n?[ \t]*\p{Lu}\p{Ll})/u;

/**
 * `to` cut at the first sentence end after `from`: "…, 79098 Freiburg im Breisgau. Die Medikation
 * …", "…, 50122\nFirenze. La terapia …" (the town's full stop, then the next sentence, which the
 * town pattern reads as more words of a town's name).
 */
function sentenceEnd(text: string, from: number, to: number): number {
  if (to <= from) return to;
  const stop = SENTENCE_STOP.exec(text.slice(from, to));
  return stop ? from + stop.index + stop[0].length - 1 : to;
}

function extendedEnd(text: string, end: number): number {
  UNITS_AT.lastIndex = end;
  if (UNITS_AT.exec(text)) end = UNITS_AT.lastIndex;
  TAIL_AT.lastIndex = end;
  if (TAIL_AT.exec(text)) end = countryEnd(text, end, TAIL_AT.lastIndex);
  // A sentence's full stop after the city or country ("…, Finland.") is not part of it; an
  // abbreviation's dot ("St.", "N.Y.") is.
  if (text[end - 1] === '.' && /\p{L}{4,}\.$/u.test(text.slice(end - 8, end))) end--;
  end = samelinePlace(text, end);
  let e = end;
  let lineAt = end;
  for (let n = 0; n < 5; n++) {
    const next = /^[.,]?[ \t]*\n/.exec(text.slice(lineAt, lineAt + 3));
    if (!next) break;
    const from = lineAt + next[0].length;
    const to = lineEnd(text, from);
    // "Phone 503.256.6739" under the city line is the next field, not more of the address.
    if (FIELD_LABEL.test(text.slice(from, to))) break;
    const kind = continuationKind(text.slice(from, to), (name) => PLACES.has(name));
    if (kind === 'none') {
      // "Cyprus 36903? I am in…", "New Zealand. Please call…": the block's last line may run on
      // into the sentence; its place-and-postcode head still belongs to the address.
      const head = PLACE_HEAD.exec(text.slice(from, to));
      if (head && (head[2] !== undefined || isListedPlace(head[1]!))) e = from + head[0].length;
      break;
    }
    lineAt = to;
    if (kind === 'strong') e = to;
  }
  while (e > end && /[ \t.]/.test(text[e - 1] ?? '')) e--;
  return e;
}

/**
 * A row of a table of contents: a section number, a title, a page number ("1 Foo 2",
 * "2.3 Simplizialkomplex 44"). "28245 Puruntie 82" has the same shape, so a row counts only with a
 * neighbouring row of the same shape above or below it.
 */
const CONTENTS_ROW = /^[ \t]*\d{1,2}(?:\.\d{1,2})*\.?[ \t]+\S.*?[ \t.]+\d{1,4}[ \t]*$/u;

/** True when the line holding `index` is a table-of-contents row between others. */
function inContentsList(text: string, index: number): boolean {
  const from = lineStart(text, index);
  const to = lineEnd(text, index);
  if (!CONTENTS_ROW.test(text.slice(from, to))) return false;
  const above = from > 0 ? text.slice(lineStart(text, from - 1), from - 1) : '';
  const below = to < text.length ? text.slice(to + 1, lineEnd(text, to + 1)) : '';
  return CONTENTS_ROW.test(above) || CONTENTS_ROW.test(below);
}

/** A German street name's opening preposition and article, right before the name word. */
const GERMAN_LEAD =
  /(?:^|[\s,:;·(])((?:Am|Im|Zum|Zur|An[ \t]+der|An[ \t]+den|Auf[ \t]+der|Auf[ \t]+dem|In[ \t]+der|In[ \t]+den|Unter[ \t]+den|Hinter[ \t]+der|Hinter[ \t]+dem|Vor[ \t]+dem|Bei[ \t]+der)[ \t]+)$/u;

/**
 * A street word and its particle right before a name-first street that opens with another
 * street word: "Via del" (Corso 177), "Rua do" (Largo 5), "Calle de la" (Ronda 3); the street
 * word may end the line above in wrapped prose.
 */
const STREET_WORD_LEAD = new RegExp(
  `(?:^|[\\s,:;·(])((?:Via|Viale|Piazza|Vicolo|Rua|Calle|Avenida|Travessa|Largo|Plaza|Paseo|Praça|Estrada|Carrer)[ \\t]*\\n?[ \\t]*(?:(?:del|della|dello|dei|degli|delle|di|de|do|da|dos|das|la|las|los|el)[ \\t]*\\n?[ \\t]*){1,2})$`,
  'u',
);
/** A German street word that is a street's name alone ("Straße 53a" after "Offenbacher"). */
const GERMAN_STREET_WORD =
  /^(?:Straße|Strasse|Allee|Weg|Platz|Ring|Damm|Chaussee|Ufer)(?![\p{L}])/u;
/**
 * The adjective of a town that names a German street, maybe at the end of the line above:
 * "Offenbacher" (Straße 53a), "Berliner" (Allee 4).
 */
const GERMAN_ADJECTIVE_LEAD = /(?:^|[\s,:;·(])(\p{Lu}\p{Ll}+er[ \t]*\n?[ \t]*)$/u;

/** A page counter ("Página 1", "Seite 2", "Стр. 1"): never part of a street. */
const PAGE_COUNTER = /(?<![\p{L}])(?:página|pagina|page|seite|pág|стр)\.?[ \t]+\d/iu;

/** A form label written before a number (the value of the field, not a house number). */
const FIELD_LABEL =
  /^(?:address|adresse|anschrift|dirección|direccion|domicilio|indirizzo|morada|endereço|адрес|phone|tel|telefon|telephone|téléphone|teléfono|telefono|telefone|телефон|mobile|mobil|handy|portable|móvil|cellulare|telemóvel|fax|ust-idnr|steuer-id|steuernummer|kennzeichen|matrícula|matricula|targa|placa|plaque|инн|снилс|nif|nie|dni|mrn|page|seite|página|pagina|стр)\.?[ \t]*:?[ \t]*\d/iu;

/**
 * Street addresses in the number-first (US/UK, "5049 Harjukuja 54") and name-first ("Rua Igreja
 * 25", "Kiannonkatu 98") orders of many countries, with units, city and postcode lines.
 */
export const streetAddressRecognizer: Recognizer = {
  name: 'street-address',
  tags: ['ADDRESS'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(START, folded, (m) => {
      const numberFirst = /^\d/.test(m[0]);
      if (numberFirst && isBusinessReference(folded, m.index)) return;
      if (numberFirst && inContentsList(folded, m.index)) return;
      // "06/11 71046 Venipuncture 1 …": a row's date, then a code (a bill or statement row).
      if (
        numberFirst &&
        /^[ \t]*\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?[ \t]+$/u.test(
          folded.slice(lineStart(folded, m.index), m.index),
        )
      )
        return;
      // "Jun 17 SHELL 4471": the number is a day after its month (a statement row), no house.
      const before = /(\p{L}+)\.?[ \t]+$/u.exec(folded.slice(Math.max(0, m.index - 12), m.index));
      if (numberFirst && before && CALENDAR_WORDS.has(before[1]!.toLowerCase())) return;
      // "March 17, 2025 VISA 9052": the year closing a written date, no house number.
      const dated = /(\p{L}+)\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+$/u.exec(
        folded.slice(Math.max(0, m.index - 20), m.index),
      );
      if (
        numberFirst &&
        dated &&
        /^(?:19|20)\d\d(?!\d)/.test(m[0]) &&
        CALENDAR_WORDS.has(dated[1]!.toLowerCase())
      )
        return;
      // "Lindenallee 60b, 55116 Mainz 040 794-1852": a postcode after a numbered street and a
      // comma opens no street of its own (the phone after the town is no house number).
      if (numberFirst && /^\d{4,5}[ \t]+\p{Lu}/u.test(folded.slice(m.index, m.index + 8))) {
        const lineBefore = folded.slice(lineStart(folded, m.index), m.index);
        if (/,[ \t]*$/.test(lineBefore) && /\d/.test(lineBefore)) return;
      }
      // "Adresse 29 rue des Lilas", "Телефон 8 (495)…", "USt-IdNr. 46 909…": a form's label and
      // its value, not a street named "Adresse" with house number 29.
      if (!numberFirst && FIELD_LABEL.test(folded.slice(m.index, m.index + 40))) return;
      // "M-DM 7432 USt-IdNr. 46 909": the end of one field's value, then the next field's label.
      const afterNumber = folded.slice(m.index, m.index + 48).replace(/^\d+[ \t]+/, '');
      if (numberFirst && FIELD_LABEL.test(afterNumber)) return;
      const end = streetEnd(folded, numberFirst ? m.index + m[0].length : m.index, numberFirst);
      if (end === undefined) return;
      const blockEnd = extendAddress(folded, end);
      // "…493 575 Página 1 de 1": a phone's last groups and a page counter, no street; "MN 3630
      // Manchester Leeds 16:05": a timetable row whose "house number" is a time.
      if (PAGE_COUNTER.test(folded.slice(m.index, blockEnd))) return;
      if (/^:\d\d/.test(folded.slice(blockEnd, blockEnd + 3))) return;
      const fields =
        splitAddressFields(folded, m.index) ?? splitInlineStreet(folded, m.index, blockEnd);
      if (fields) spans.push(...fields);
      else {
        // "Am Stadtgraben 60", "An der Alster 12", "Zur Mühle 3": a German street name that opens
        // with a preposition and article belongs to the street.
        const before = folded.slice(Math.max(0, m.index - 24), m.index);
        const lead = numberFirst
          ? null
          : (GERMAN_LEAD.exec(before) ??
            STREET_WORD_LEAD.exec(before) ??
            (GERMAN_STREET_WORD.test(folded.slice(m.index, m.index + 9))
              ? GERMAN_ADJECTIVE_LEAD.exec(before)
              : null));
        spans.push(
          makeSpan('ADDRESS', m.index - (lead?.[1]!.length ?? 0), blockEnd, 0.93, 'street-address'),
        );
      }
    });
    return spans;
  },
};
