import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { PLACES } from './places';
import { eachMatch, makeSpan } from './text-helpers';

/**
 * A line holding only a name (2-4 words, initials allowed), as in letterheads, signature blocks
 * and quoted e-mail: "Stephan M Urner" over an address, "> Lina Artemova" over a company.
 */
const NAME_LINE =
  /(?<=^|\n)[ \t>?]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:\p{Lu}\.?|\p{Lu}[\p{L}'’-]+|van|von|de|da|ten|ter)){1,3})[ \t]*(?=\n)/gu;
/**
 * A name written in capitals on a line of its own or as a table cell ("PRIYA VENKATARAMAN",
 * "KATHARINA WEBER-HARTMANN", "BEATRIZ DA SILVA SANTOS"): the first word must be a listed first name.
 */
const CAPS_NAME =
  /(?<=^|\n)[ \t]*(\p{Lu}{2,}(?:[ \t]+(?:\p{Lu}\.|\p{Lu}[\p{Lu}'’-]+|VAN|VON|DE|DA|DI|DU|DOS|DEL|DELLA|LA|LE)){1,4})(?=[ \t]*(?:\n|$|[ \t]{1}\d))/gu;
/**
 * The next line opens a postal address: a house number before a capitalised street word, or a
 * flat, unit or street-type word of the seven languages ("87 Priory Gardens", "Flat 1",
 * "Calle de Alcalá 12", "Rua Augusta, 45", "ул. Ленина").
 */
const ADDRESS_NEXT =
  /^\n[ \t]*(?:\d{1,4}[a-zA-Z]?,?[ \t]+\p{Lu}\p{Ll}|(?:Flat|Apartment|Apt\.?|Unit|Calle|C\/|Avenida|Avda\.|Plaza|Paseo|Rue|Avenue|Boulevard|Bd|Chemin|Impasse|Allée|Via|Viale|Piazza|Corso|Vicolo|Rua|Avenida|Travessa|Largo|Praça|ул\.|улица|пр\.|проспект)[ \t]+[\p{Lu}\p{N}])/u;

/** A dialogue speaker at a line start: `Lisa: Remember me?`, `Koppány: "Who are you?"`. */
const SPEAKER = /(?<=^|\n)[ \t>]*(\p{Lu}[\p{L}'’-]+)[ \t]*:[ \t]*(?=["“]|\p{Lu}\p{Ll})/gu;

/** The most lines one dialogue turn takes before the other speaker answers. */
const MAX_TURN_LINES = 6;

function plausible(words: string[]): boolean {
  return words.every((w) => /^\p{Lu}\.?$/u.test(w) || !(isCommonWord(w) || isOrgOrPlaceWord(w)));
}

/** Names standing alone on a line above contact details, and dialogue speakers. */
export const nameBlockRecognizer: Recognizer = {
  name: 'name-block',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(NAME_LINE, folded, (m) => {
      const name = m[1]!;
      const words = name.split(/[ \t]+/);
      // A listed first name vouches for a surname that is also a place ("Marta Palermo").
      const vouched = isFirstName(words[0]!) && words.every((w) => !isCommonWord(w));
      if (!(vouched || plausible(words)) || PLACES.has(name) || !/\p{Ll}/u.test(name)) return;
      // A heading or a table header ("Patient Intake Form", "Fecha Concepto Importe Saldo") has
      // three or more capitalised words and no first name or initial among them.
      if (words.length >= 3 && !words.some((w) => isFirstName(w) || /^\p{Lu}\.?$/u.test(w))) return;
      // Two capitalised nouns over contact details are as often a form's heading ("Mietvertrag
      // Kfz", "Seguridad Social", "Responsable RH"): a listed given name or surname, or an
      // initial, must vouch for the line.
      // A recipient's block vouches by itself: the next line opens a street address with its
      // house number or its flat ("Marguerite Pelham" / "Flat 1" / "87 Priory Gardens").
      const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 200);
      const addressNext = words.length === 2 && ADDRESS_NEXT.test(after);
      if (!addressNext && !words.some((w) => isFirstName(w) || isSurname(w) || /^\p{Lu}\.?$/u.test(w)))
        return;
      // Only a block: contact details (digits or an e-mail) must follow within a few lines; one
      // blank line may separate the name from them (letterheads).
      if (!/^\n\n?[ \t>?]*[^\n]/.test(after) || !/[\d@]/.test(after)) return;
      // The match may end in spaces after the name (a table cell's trailing space).
      const start = m.index + m[0].lastIndexOf(name);
      spans.push(makeSpan('PERSON_NAME', start, start + name.length, 0.72, 'name-block'));
    });
    eachMatch(CAPS_NAME, folded, (m) => {
      const name = m[1]!.replace(/[ \t]+(?:VAN|VON|DE|DA|DI|DU|DOS|DEL|DELLA|LA|LE)$/u, '');
      const words = name.split(/[ \t]+/);
      if (!isFirstName(words[0]!) || words.some((w) => w.length > 2 && isCommonWord(w))) return;
      const start = m.index + m[0].indexOf(name);
      const span = makeSpan('PERSON_NAME', start, start + name.length, 0.72, 'name-block');
      span.reason = 'name in capitals, listed first name';
      spans.push(span);
    });
    const speakers: RegExpExecArray[] = [];
    eachMatch(SPEAKER, folded, (m) => {
      if (isCommonWord(m[1]!) || isOrgOrPlaceWord(m[1]!)) return;
      // A form's "Landlord: Okafor Lettings" is a label and its value; a speaker says a sentence
      // (three words or more, or a quotation).
      const end = folded.indexOf('\n', m.index + m[0].length);
      const said = folded.slice(m.index + m[0].length, end < 0 ? folded.length : end);
      if (!isFirstName(m[1]!) && !/^["“]/u.test(said) && said.trim().split(/[ \t]+/).length < 3)
        return;
      speakers.push(m);
    });
    // A dialogue goes back and forth: one speaker, another, the first again, each turn within a
    // few lines of the last. Labels of a form or an e-mail header ("Von:", "Firma:") each appear
    // once; a textbook's "Beweis:", "Beobachtung:", "Hinweis:" open paragraphs that may follow
    // each other, but the first label does not come back at once.
    const inExchange = new Set<RegExpExecArray>();
    const near = (a: RegExpExecArray, b: RegExpExecArray) =>
      folded.slice(a.index, b.index).split('\n').length <= MAX_TURN_LINES;
    for (let i = 2; i < speakers.length; i++) {
      const [a, b, c] = [speakers[i - 2]!, speakers[i - 1]!, speakers[i]!];
      if (a[1] === c[1] && a[1] !== b[1] && near(a, b) && near(b, c)) {
        inExchange.add(a);
        inExchange.add(b);
        inExchange.add(c);
      }
    }
    for (const m of speakers) {
      // One "Word:" line is a label; a known first name or a real dialogue makes it a speaker.
      if (!isFirstName(m[1]!) && !inExchange.has(m)) continue;
      const start = m.index + m[0].indexOf(m[1]!);
      spans.push(makeSpan('PERSON_NAME', start, start + m[1]!.length, 0.7, 'name-block'));
    }
    return spans;
  },
};
