/**
 * The firm that opens an imprint line: the sender line of a letter's address window, a footer or
 * a letterhead printed as one line of parts, "Name · street and number, postcode town · phone"
 * ("Pennine Coaches · 29 Mill Race Lane, Cambridge CB2 1TN · (01223) 971130", "Fernbus
 * Nordstern | Gartenstraße 111 | 23552 Lübeck", "Касса-Про · ул. Гагарина, д. 8, г. Иркутск").
 * Producers of every kind print the firm this way, often without a legal form or a sector word:
 * the parts after it (a postal address, or a phone with a mail or web address) are what say
 * that the first part is the sender. A person's name, a place, a desk ("Customer Service") or a
 * document's title first is left to the other readers.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName } from './name-evidence';
import { PLACES } from './places';

/** Separators between the parts of an imprint line (dashes are folded to '-'). */
const SEPARATOR = /[ \t]+[·|•-][ \t]+|[ \t]*[·|•][ \t]*/u;
/** Cheap gate: a separator character is somewhere in the text. */
const GATE = /[·|•]|[ \t]-[ \t]/u;

/** Street words and abbreviations of the seven languages (a part holding one and a number is a street). */
const STREET =
  /(?<![\p{L}])(?:street|st\.?|road|rd\.?|lane|ln\.?|avenue|ave\.?|way|drive|dr\.?|close|court|place|square|crescent|terrace|row|park|straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|rue|av\.|boulevard|bd|chemin|allée|impasse|quai|calle|c\/|avenida|avda\.?|plaza|paseo|carrer|camino|via|viale|piazza|corso|largo|vicolo|rua|travessa|praça|alameda|estrada|ул\.?|улица|пр\.|проспект|пер\.|переулок|ш\.|шоссе|наб\.|д\.)(?![\p{L}])|\p{L}(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm)(?![\p{L}])/iu;
/** A postcode with its town ("23552 Lübeck", "75008 Paris", "664003", "CB2 1TN", "1000-123 Lisboa"). */
const POSTCODE =
  /(?<![\p{L}\p{N}])(?:\d{4,6}(?:-\d{3})?[ \t]+\p{Lu}|\d{6}(?![\p{N}])|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}(?![\p{L}]))/u;
/** A phone number (at least seven digits, maybe with a prefix, brackets and spaces). */
const PHONE = /(?:\+|\(0|\b0|\b8[ \t]?\()[\d ()./-]{6,}\d/u;
/** A mail or web address. */
const CONTACT =
  /@[\w-]+\.|(?<![\p{L}])www\.|https?:\/\/|(?<![\p{L}@])[a-z0-9-]{3,}\.(?:com|org|net|de|fr|es|it|pt|ru|co\.uk|uk|eu|ch|at|be)(?![\p{L}])/iu;

/** Links that may sit in lower case inside a firm's name. */
const LINKS = new Set(
  '& and und et y e of de del della di da do du des dos das von der van la le el il the'.split(' '),
);
/** Words of a page's chrome or a desk, never a firm's name alone. */
const DESK_WORDS = new Set(
  (
    'page seite página pagina страница стр customer service support help desk office head ' +
    'headquarters contact contacts kundenservice kundendienst zentrale service client clients ' +
    'siège social servicio atención cliente sede centrale assistenza clienti serviço apoio ' +
    'служба поддержки офис отдел invoice rechnung facture factura fattura fatura счёт счет ' +
    'statement letter brief lettre carta lettera письмо tel tél phone telefon teléfono telefono ' +
    'telefone телефон fax email e-mail mail web www'
  ).split(' '),
);
/** A word of a firm's name: capitalised (or in capitals), with inner hyphens, apostrophes, '&'. */
const NAME_WORD = /^[\p{Lu}][\p{L}'’&.-]*$|^[\p{Lu}\p{N}][\p{Lu}\p{N}&.-]+$/u;

/** True when one part of the line is a postal address (a street and a number, or a postcode). */
function addressPart(part: string): boolean {
  return (/\d/.test(part) && STREET.test(part)) || POSTCODE.test(part);
}

/** True when `name` reads as a firm's name: capitalised words, no digits, not a desk, person or place. */
function firmLike(name: string): boolean {
  if (name.length < 3 || name.length > 60 || /\d|[:@/]/.test(name)) return false;
  const words = name.split(/[ \t]+/);
  if (words.length > 6) return false;
  if (!words.every((w) => NAME_WORD.test(w) || LINKS.has(w))) return false;
  if (!NAME_WORD.test(words[0]!)) return false;
  const own = words.filter((w) => !LINKS.has(w));
  const plain = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();
  if (own.every((w) => DESK_WORDS.has(w.toLowerCase()) || isCommonWord(plain(w)))) return false;
  if (own.some((w) => DESK_WORDS.has(w.toLowerCase()))) return false;
  // "Jane Doe · 12 High Street": a person's sender line is the name readers'.
  if (isFirstName(plain(own[0]!)) && own.length <= 3) return false;
  if (PLACES.has(name) || PLACES.has(plain(name))) return false;
  return true;
}

/** Firms opening an imprint line whose other parts are an address or contacts. */
export const imprintOrgRecognizer = safeRecognizer(
  'imprint-org',
  ['ORGANIZATION'],
  ({ folded }) => {
    if (!GATE.test(folded)) return [];
    const spans: Span[] = [];
    let at = 0;
    while (at < folded.length) {
      let end = folded.indexOf('\n', at);
      if (end < 0) end = folded.length;
      const line = folded.slice(at, end);
      if (line.length < 200 && GATE.test(line)) {
        const parts = line.split(SEPARATOR);
        const first = parts[0]!.trim();
        const rest = parts.slice(1);
        const address = rest.some(addressPart);
        const contacts = rest.some((p) => PHONE.test(p)) && rest.some((p) => CONTACT.test(p));
        if (parts.length >= 2 && (address || contacts) && firmLike(first)) {
          const start = at + line.indexOf(first);
          const span = makeSpan('ORGANIZATION', start, start + first.length, 0.7, 'imprint-org');
          span.reason = `first part of an imprint line with ${address ? 'a postal address' : 'a phone and a mail or web address'}`;
          spans.push(span);
        }
      }
      at = end + 1;
    }
    return spans;
  },
);
