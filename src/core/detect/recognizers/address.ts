import type { Recognizer, Span } from '../span';
import { CALENDAR_WORDS } from './dates/months';
import { extendAddress } from './street-address';
import {
  DE_STREET_SUFFIXES,
  EN_STREET_TYPES,
  FR_STREET_WORDS,
  LEADING_STREET_WORDS,
  RU_STREET_WORDS,
} from './street-words';
import { HS, eachMatch, lineEnd, makeSpan, qualifiedByPreviousWord, trimEnd } from './text-helpers';
import { US_STATE_CODES } from './us-states';

/** Street words written with a dot that belongs to them ("St.", "Ave."). */
const ABBREVIATIONS = new Set(
  [...EN_STREET_TYPES, ...FR_STREET_WORDS, ...LEADING_STREET_WORDS]
    .map((w) => w.replace(/\\\./g, ''))
    .filter((w) => w.length <= 4),
);

/** "rue" → "[rR]ue": street words may open a line, but the name after them must stay capitalised. */
function anyCaseFirst(word: string): string {
  const first = word[0] ?? '';
  return `[${first}${first.toUpperCase()}]${word.slice(1)}`;
}

const CAP = "\\p{Lu}[\\p{L}'.-]*(?![\\p{L}\\p{N}])";
const NAME_WORD = `(?:${CAP}|\\d+(?:st|nd|rd|th)|[NSEW]\\.?)`;

/** Address labels in the seven languages; the rest of the line after one is the address. */
const LABEL = new RegExp(
  `(?<![\\p{L}-])(?:(?:home|mailing|postal|billing|shipping|street|business|residential|permanent|current|registered|delivery|office)${HS}+)?(?:address|adress|dirección|direccion|domicilio|adresse|anschrift|wohnanschrift|wohnort|indirizzo|residenza|morada|endereço|endereco|адрес(?:${HS}+проживания|${HS}+регистрации)?)${HS}*:${HS}*`,
  'giu',
);
/** Words that turn "Address" into something else ("Email Address", "IP Address"). */
const NOT_POSTAL = new Set([
  'email',
  'e-mail',
  'mail',
  'ip',
  'mac',
  'web',
  'wallet',
  'bitcoin',
  'url',
  'server',
  'internet',
  'ipv4',
  'ipv6',
]);

/** A unit after the street ("Apt 4B", "Suite 200", "#12"). */
const UNIT = `(?:,?${HS}*(?:Apt|Apartment|Suite|Ste|Unit|Floor|Fl|Room|Rm|Bldg|#)\\.?${HS}*#?[\\p{L}\\p{N}-]{1,6})?`;

/** "1234 Elm St", "12 N. Main Street Apt 4": number, 1-4 capitalised words, a street type. */
const US_STREET = new RegExp(
  `(?<![\\p{L}\\p{N}.,$€£-])\\d{1,6}[A-Za-z]?${HS}+(?:${NAME_WORD}${HS}+){1,4}(?:${EN_STREET_TYPES.join('|')})(?![\\p{L}\\p{N}])\\.?${UNIT}`,
  'gu',
);

/** Unit words after a comma that no town's name starts with ("Portal 2", "Escalera B"). */
const UNIT_WORDS =
  '(?:Portal|Escalera|Esc|Bloque|Puerta|Planta|Piso|Scala|Interno|Int|Bâtiment|Bât|Escalier|Bloco|Lote|Apartment|Apt|Suite|Unit|Flat|Floor|Building|Block|Aufgang|Haus|Wohnung|Etage|Appt|Appartement|Porte)(?![\\p{L}])';

/** ", Springfield, IL 62704" / ", Springfield IL" / ", London SW1A 1AA" / ", 28013 Madrid". */
const TAIL = new RegExp(
  `^(?:,|${HS}+[-–])${HS}*(?:[A-Z]{1,2}-)?(?:\\d{4}-\\d{3}|\\d{4,6})${HS}+\\p{Lu}[\\p{L}'-]+(?:${HS}+(?:(?:de|del|de la|di|da|do|sur|am|an der|im)${HS}+)?\\p{Lu}[\\p{L}'-]+){0,2}(?:${HS}+\\(?\\p{Lu}{2}\\)?(?![\\p{L}\\p{N}]))?|^(?:,${HS}*(?!${UNIT_WORDS})(?:${CAP}(?:${HS}+${CAP}){0,2}))?(?:,?${HS}*(?:${US_STATE_CODES.join('|')})(?:${HS}+\\d{4,5}(?:-\\d{4})?)?(?![\\p{L}\\p{N}])|,?${HS}*[A-Z]{1,2}\\d[A-Z\\d]?${HS}\\d[A-Z]{2}(?![\\p{L}\\p{N}]))?`,
  'u',
);

/** A Spanish or Portuguese floor and door after the house number: ", 3º B", " 2.º izq.", ", 1.º Dto". */
const FLOOR = `(?:,?${HS}*\\d{1,2}\\.?[º°ª]${HS}*(?:[A-H]|izq(?:da)?\\.?|dcha\\.?|dto\\.?|esq\\.?|andar|piso|planta)?(?![\\p{L}\\p{N}]))?(?:${HS}+(?:int|interno|scala|sc)\\.?${HS}*[\\p{L}\\p{N}]{1,3}(?![\\p{L}\\p{N}]))*`;
const LEADING = new RegExp(
  `(?<![\\p{L}])(?:${LEADING_STREET_WORDS.join('|')})${HS}+(?:(?:de|del|della|delle|dello|degli|dei|di|da|do|das|dos|la|las|los|le|San|Santa|São)${HS}+){0,2}(?:${CAP}${HS}+){0,3}${CAP},?${HS}*(?:n(?:[º°o]\\.?|\\.)${HS}*)?\\d{1,5}[A-Za-z]?(?![\\p{N}])${FLOOR}`,
  'gu',
);
/**
 * German streets named with a preposition and no street word: "Am Markt 3", "Unter den Linden
 * 12", "Hinter der Kirche 5", "Zum Steinbruch 8", "Auf dem Berg 1a".
 */
const GERMAN_PREPOSITION = new RegExp(
  `(?<![\\p{L}])(?:Am|An${HS}+der|An${HS}+den|Auf${HS}+der|Auf${HS}+dem|Im|In${HS}+der|In${HS}+den|Unter${HS}+den|Unter${HS}+der|Hinter${HS}+der|Hinter${HS}+dem|Vor${HS}+dem|Zum|Zur|Beim|Alte|Alter|Neue|Neuer)${HS}+(\\p{Lu}[\\p{Ll}ß-]+)${HS}+(?!(?:19|20)\\d\\d)\\d{1,3}${HS}?[a-z]?(?![\\p{L}\\p{N}.,:/-]\\d|[\\p{L}\\p{N}%])`,
  'gu',
);
const FRENCH = new RegExp(
  `(?<![\\p{L}\\p{N}.,])\\d{1,4}(?:${HS}?(?:bis|ter))?,?${HS}+(?:${FR_STREET_WORDS.map(anyCaseFirst).join('|')})${HS}+(?:(?:de la|de l'|des|du|de|d')${HS}*)?${CAP}(?:${HS}+${CAP}){0,3}`,
  'gu',
);
const GERMAN = new RegExp(
  `(?<![\\p{L}])(?:\\p{Lu}[\\p{L}-]{2,}(?:${DE_STREET_SUFFIXES.join('|')})|(?:\\p{Lu}\\p{L}+${HS}+)(?:Straße|Strasse|Str\\.|Weg|Platz|Allee|Gasse|Ring|Damm))${HS}*\\d{1,4}${HS}?[a-zA-Z]?(?![\\p{L}\\p{N}])`,
  'gu',
);
const RUSSIAN = new RegExp(
  `(?<![\\p{L}])(?:${RU_STREET_WORDS.join('|')})${HS}*\\p{Lu}[\\p{L}-]*(?:${HS}+\\p{Lu}[\\p{L}-]*)?(?:,?${HS}*(?:д\\.|дом)${HS}*\\d{1,4}[а-яА-Я]?(?:(?:,?${HS}*(?:кв\\.|квартира|корп\\.|к\\.|стр\\.|оф\\.)${HS}*\\d{1,4}))*)?`,
  'gu',
);
/**
 * A British street of one word with its number, town and postcode on one line ("40 Kingsway,
 * Leeds LS6 2QT", "62 Bishopsgate, Cardiff CF10 3AT"): the postcode makes it an address.
 */
const UK_ONE_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}.,])\\d{1,4}[A-Za-z]?${HS}+${CAP}(?:${HS}+${CAP}){0,2},${HS}*${CAP}(?:${HS}+${CAP}){0,2},?${HS}+[A-Z]{1,2}\\d[A-Z\\d]?${HS}\\d[A-Z]{2}(?![\\p{L}\\p{N}])`,
  'gu',
);
const PO_BOX = new RegExp(
  `(?<![\\p{L}])(?:P\\.?${HS}?O\\.?${HS}*Box|Post${HS}+Office${HS}+Box|Apartado(?:${HS}+de${HS}+correos)?|Bo[iî]te${HS}+postale|B\\.P\\.|Postfach|Casella${HS}+postale|Caixa${HS}+Postal|а/я|абонентский${HS}+ящик)${HS}*(?:No\\.?|Nr\\.?|n[º°]|#)?${HS}*\\d{1,8}`,
  'giu',
);

/** A next line that continues an address: "Springfield, IL 62704", "28013 Madrid", a UK code. */
const CONTINUATION = new RegExp(
  `^${HS}*(?:${CAP}(?:${HS}+${CAP}){0,2},?${HS}+(?:${US_STATE_CODES.join('|')})${HS}+\\d{5}(?:-\\d{4})?|(?:[A-Z]{1,2}-)?(?:\\d{4}-\\d{3}|\\d{4,6})${HS}+\\p{Lu}[\\p{L}'-]+(?:${HS}+\\p{Lu}[\\p{L}'-]+)?|(?:${CAP}(?:${HS}+${CAP}){0,2},?${HS}+)?[A-Z]{1,2}\\d[A-Z\\d]?${HS}\\d[A-Z]{2})${HS}*$`,
  'u',
);

/** Extends an address ending at `end` over a same-line tail, then over one continuation line. */
function extend(text: string, end: number): number {
  let e = end;
  // "…150, 6.º dcha., 28007 Madrid": the door's abbreviation dot comes before the tail.
  if (text[e] === '.' && text[e + 1] === ',' && /\p{L}$/u.test(text.slice(e - 1, e))) e++;
  const tail = TAIL.exec(text.slice(e, lineEnd(text, e)));
  if (tail) e += tail[0].length;
  if (text[e] === '\n' || (text[e] === ',' && text[e + 1] === '\n')) {
    const nl = text.indexOf('\n', e);
    const next = text.slice(nl + 1, lineEnd(text, nl + 1));
    const cont = CONTINUATION.exec(next);
    if (cont) e = trimEnd(text, nl + 1, nl + 1 + cont[0].length, ' \t');
  }
  return e;
}

/** Two to four capitalised words: a person's name written where the address label points. */
const ADDRESSEE = /^\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:\p{Lu}\.?|\p{Lu}[\p{L}'’-]+)){1,3}$/u;

function labelled(text: string, spans: Span[]): void {
  eachMatch(LABEL, text, (m) => {
    const prev = qualifiedByPreviousWord(text, m.index)?.toLowerCase();
    if (prev !== undefined && NOT_POSTAL.has(prev)) return;
    let start = m.index + m[0].length;
    let end = trimEnd(text, start, lineEnd(text, start));
    if (end === start && text[start] === '\n') {
      // "Address:" alone on its line: the address is the next line.
      start += 1;
      end = trimEnd(text, start, lineEnd(text, start));
      if (!/\d/.test(text.slice(start, end))) return;
    }
    const value = text.slice(start, end);
    if (end - start < 3 || /@|https?:|www\./i.test(value) || !/[\p{L}\p{N}]/u.test(value)) return;
    // "Billing address: Sara Schwarz" over "28245 Puruntie 82": the label's line names the
    // addressee, and the address itself starts on the next line (found by the street rules).
    if (ADDRESSEE.test(value) && /^\n[ \t>]*\d/.test(text.slice(end, end + 12))) {
      spans.push(makeSpan('PERSON_NAME', start, end, 0.9, 'address'));
      return;
    }
    // Continuation lines ("Suite 868 / Seatoun / New Zealand") belong to the labelled value.
    const stop = Math.max(extend(text, end), extendAddress(text, end));
    spans.push(makeSpan('ADDRESS', start, stop, 0.95, 'address'));
  });
}

/** Words after "Am"/"Im" that count things rather than name a street ("Im Jahr 3", "Am Ende 2"). */
const NOT_GERMAN_STREET = new Set(
  'jahr jahre monat woche tag tage ende anfang beginn schluss kapitel abschnitt teil punkt seite durchschnitt moment grunde rahmen fall falle prinzip wesentlichen allgemeinen voraus vorfeld regel tat nähe lage höhe summe folge zukunft vergangenheit praxis mitte zeit schnitt zuge laufe verlauf gegensatz vergleich jahresschnitt'.split(
    ' ',
  ),
);

/** Street addresses (US/UK and European forms), PO boxes, and whatever follows an address label. */
export const addressRecognizer: Recognizer = {
  name: 'address',
  tags: ['ADDRESS', 'PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    labelled(folded, spans);
    for (const pattern of [US_STREET, LEADING, FRENCH, GERMAN, RUSSIAN, UK_ONE_WORD]) {
      eachMatch(pattern, folded, (m) => {
        let stop = trimEnd(folded, m.index, m.index + m[0].length, ' \t,');
        // A sentence's full stop is not part of "rue de la Paix"; an abbreviation's dot ("St.") is.
        const lastWord = /(\p{L}+)\.$/u.exec(folded.slice(Math.max(m.index, stop - 20), stop))?.[1];
        if (lastWord !== undefined && lastWord.length > 1 && !ABBREVIATIONS.has(lastWord)) stop--;
        const end = extend(folded, stop);
        const withTail = end > m.index + m[0].length;
        // A British line holds its postcode already: as sure as a street with its tail.
        const sure = withTail || pattern === UK_ONE_WORD;
        spans.push(makeSpan('ADDRESS', m.index, end, sure ? 0.9 : 0.8, 'address'));
      });
    }
    eachMatch(GERMAN_PREPOSITION, folded, (m) => {
      // "Am Montag 3 Termine", "Im Jahr 12": a calendar or counting word is no street name.
      if (CALENDAR_WORDS.has(m[1]!.toLowerCase()) || NOT_GERMAN_STREET.has(m[1]!.toLowerCase()))
        return;
      const end = extend(folded, m.index + m[0].length);
      const span = makeSpan('ADDRESS', m.index, end, 0.85, 'address');
      span.reason = 'German street named with a preposition, house number';
      spans.push(span);
    });
    eachMatch(PO_BOX, folded, (m) => {
      const end = extend(folded, m.index + m[0].length);
      spans.push(makeSpan('ADDRESS', m.index, end, 0.9, 'address'));
    });
    return spans;
  },
};
