/**
 * Airports in an itinerary, a booking or a boarding pass are places a person travels between:
 * an airport's name followed by its IATA code in brackets ("Paris-Charles de Gaulle (CDG)",
 * "Madrid-Barajas (MAD)", "Франкфурт-на-Майне (FRA)"). The name is read back from the code over
 * capitalised words and their linking particles; it is taken where a flight row shows it (a
 * flight number before it on the line, a "From → To" arrow, or an airport word in the name) in a
 * text about flights (a flight, boarding or itinerary word in seven languages).
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';

/** A text about flights (seven languages; lower case). */
export const FLIGHT_TEXT =
  /flight|flug|vuelo|\bvol\b|\bvols\b|volo|\bvoo\b|рейс|boarding|embarque|embarquement|imbarco|посадочн|itinerar|маршрут|airport|aeropuerto|aéroport|flughafen|aeroporto|аэропорт|airline|airways/u;

/** An IATA code in brackets: three capital letters. */
const CODE = /\(([A-Z]{3})\)/gu;

/** Three-letter codes in brackets that are no airports (currencies, taxes, common acronyms). */
const NOT_AIRPORTS = new Set([
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'RUB',
  'JPY',
  'CNY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'CAD',
  'AUD',
  'VAT',
  'IVA',
  'TVA',
  'PDF',
  'CEO',
  'CFO',
  'CTO',
  'HTML',
  'API',
  'FAQ',
  'ATM',
]);

/** A word of an airport's name (seven languages; lower case). */
const AIRPORT_WORD =
  /^(?:airport|aeropuerto|aéroport|aeroport|flughafen|aeroporto|аэропорт|international|internacional|intl\.?)$/u;

/** A flight number before the airport on its line ("WN 299", "LH1234"). */
const FLIGHT_NUMBER = /(?:^|\s)[A-Z][A-Z0-9] ?\d{1,4}\s/u;

/** An arrow between two airports ("→", "->", "⇒"). */
const ARROW = /→|->|⇒|➔|✈/u;

/** Particles inside a place's name ("Charles de Gaulle", "Frankfurt am Main"). */
const PARTICLE = /^(?:de|del|des|du|da|do|dos|das|di|la|le|el|am|an|upon|on|sur|sul|на|де|ла)$/u;

/** Column and field words that open an airport cell but are no part of its name. */
const LABEL_WORDS =
  /^(?:from|to|departure|arrival|depart|arrive|von|nach|abflug|ankunft|desde|hasta|salida|llegada|origen|destino|départ|arrivée|partenza|arrivo|partida|chegada|origem|откуда|куда|вылет|прилёт|прилет|отправление|прибытие|из|в)$/iu;

/** Most words an airport's name is read back over. */
const MAX_WORDS = 5;

/** Most characters an airport's name is read back over. */
const MAX_LENGTH = 40;

/** Where the airport's name before `codeAt` on its line begins, or -1 if none is there. */
function nameStart(line: string, codeAt: number): number {
  let start = -1;
  let end = codeAt;
  while (end > 0 && line[end - 1] === ' ') end--;
  let words = 0;
  let capitalised = 0;
  while (end > 0 && words < MAX_WORDS) {
    let begin = end;
    // Any other white space (a joined view's line mark) ends the name as a space cannot.
    while (begin > 0 && line[begin - 1] !== ' ' && !/\s/u.test(line[begin - 1]!)) begin--;
    const last = begin > 0 && line[begin - 1] !== ' ';
    const word = line.slice(begin, end);
    // Digits, brackets, punctuation, a field word or a lone letter (letter-spaced capitals of a
    // boarding pass) end the name; so does a name grown past an airport's length.
    if (/[\d)(:→>·|,;]/u.test(word) || LABEL_WORDS.test(word) || word.length < 2) break;
    if (codeAt - begin > MAX_LENGTH) break;
    // An elided particle glued to a capitalised word counts as one ("Côte d’Azur").
    if (/^(?:[dl][’'])?\p{Lu}/u.test(word)) {
      start = begin;
      capitalised++;
    } else if (!PARTICLE.test(word)) break;
    words++;
    if (last) break;
    end = begin;
    while (end > 0 && line[end - 1] === ' ') end--;
  }
  return capitalised > 0 ? start : -1;
}

/** Recognises airports named with their IATA code in a flight itinerary (see the module comment). */
export const airportCodeRecognizer = safeRecognizer('airport-code', ['LOCATION'], ({ text }) => {
  if (!text.includes(')') || !FLIGHT_TEXT.test(text.toLowerCase())) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(CODE)) {
    if (NOT_AIRPORTS.has(m[1]!)) continue;
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    // The code may have wrapped onto the line after its name ("Paris-Charles de Gaulle" / "(CDG)").
    let nameLineStart = lineStart;
    let line = text.slice(lineStart, m.index);
    if (line.trim() === '' && lineStart > 0) {
      nameLineStart = text.lastIndexOf('\n', lineStart - 2) + 1;
      line = text.slice(nameLineStart, lineStart - 1);
    }
    const at = nameStart(line, line.length);
    if (at < 0) continue;
    const name = line.slice(at).trim();
    const before = line.slice(0, at);
    const lineEnd = text.indexOf('\n', m.index);
    const whole = text.slice(nameLineStart, lineEnd < 0 ? text.length : lineEnd);
    const airportWord = name.split(/[\s-]+/u).some((w) => AIRPORT_WORD.test(w.toLowerCase()));
    if (!airportWord && !ARROW.test(whole) && !FLIGHT_NUMBER.test(before)) {
      // A flight row's second airport follows the first's code.
      if (!/\([A-Z]{3}\)\s*$/u.test(before)) continue;
    }
    const span = makeSpan(
      'LOCATION',
      nameLineStart + at,
      m.index + m[0].length,
      0.8,
      'airport-code',
    );
    span.reason = `airport before its IATA code (${m[1]}) in a flight itinerary`;
    spans.push(span);
  }
  return spans;
});
