/**
 * The firm on the last line of a letter's or mail's signature block, in the seven languages:
 * "Kind regards, / Tom Hale / Claims Handler / Brightwater", "Atentamente, / Lucía Gómez /
 * Departamento de Reclamaciones / Aseguradora Albor", "Distinti saluti / Marco Bianchi / Ufficio
 * Sinistri / Corvina / marco@corvina.it"; without a closing formula, a contact block whose firm
 * line stands right above a numbered street. Under a closing formula the block is the writer's name,
 * one or two lines of job title or department (in Title Case or not), then the employer; the
 * block ends at a blank line, a contact line, an address or the text's end. A last line that is
 * itself a job, a department, a place or a person is no firm.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName } from './name-evidence';
import { PLACES } from './places';

/** A closing formula of the seven languages, alone on its line. */
const CLOSING =
  /^(?:(?:kind|best|warm|warmest|with best|many)?[ \t]*regards|sincerely|yours(?: sincerely| faithfully| truly)?|mit freundlichen grüßen|freundliche grüße|viele grüße|beste grüße|hochachtungsvoll|cordialement|bien cordialement|(?:sincères |meilleures )?salutations(?: distinguées)?|atentamente|saludos(?: cordiales)?|un (?:cordial )?saludo|cordiali saluti|distinti saluti|cordialmente|cumprimentos|atenciosamente|com os melhores cumprimentos|melhores cumprimentos|с уважением|всего доброго)[ \t]*[,.!]?$/iu;
/** Cheap literal gate for the closings above (lower-cased text). */
const GATE =
  /regards|sincerely|yours|grüße|hochachtungsvoll|cordial|salutations|atentamente|saludo|saluti|cumprimentos|atenciosamente|уважением|доброго/u;

/** Words of a job title or a department in the seven languages: such a line is no firm. */
const ROLE_WORDS =
  /(?<![\p{L}])(?:manager|director|head|officer|handler|adviser|advisor|assistant|consultant|specialist|coordinator|administrator|clerk|agent|representative|executive|partner|associate|secretary|accountant|lawyer|solicitor|engineer|analyst|supervisor|controller|underwriter|team|department|dept|office|desk|unit|division|services?|leiter(?:in)?|sachbearbeiter(?:in)?|referent(?:in)?|berater(?:in)?|assistent(?:in)?|abteilung|kundenservice|geschäftsführer(?:in)?|prokurist(?:in)?|vertrieb|buchhaltung|personalabteilung|responsable|directeur|directrice|chargée?|conseill(?:er|ère)|gestionnaire|assistante?|département|direction|équipe|pôle|directora?|jefe|jefa|gestora?|asesora?|agente|departamento|área|equipo|servicio|oficina|atención|direttore|direttrice|responsabile|ufficio|reparto|settore|servizio|area|gestore|consulente|addett[oa]|impiegat[oa]|diretora?|responsável|serviço|setor|equipa|equipe|gabinete|técnic[oa]|отдел|служба|управление|департамент|директор|менеджер|специалист|начальник|руководитель|заместитель|главный|ведущий|бухгалтер|юрист)(?![\p{L}])/iu;

/** Labels of an address or contact block, printed on their own line ("Adresse", "Kontakt"). */
const LABEL_WORDS =
  /^(?:address|adresse|anschrift|dirección|direccion|domicilio|indirizzo|endereço|morada|адрес|contact|contacts|kontakt|contacto|contatto|contato|контакты|siège|sede|sitz|postanschrift|correspondence|correspondance)$/iu;

/** A contact or address line, which ends a block after the firm. */
const CONTACT_OR_ADDRESS =
  /@|www\.|https?:|^(?:tel|phone|fon|tél|móvil|mobile|cell|т\.|тел)\.?:?[ \t]|^\+?[\d(][\d ()./-]{6,}$|^\d{1,5}[\p{L}]?,?[ \t]+\p{L}/iu;

/** A numbered street opening a line ("338 St Omers Road", "12, rue des Lilas", "Via Roma 12"). */
const STREET_LINE =
  /^\d{1,5}[\p{L}]?(?:[-/]\d{1,4})?,?[ \t]+(?:\d{1,4}[ \t]+)?\p{L}|^\p{L}[\p{L}. '-]+[ \t]\d{1,4}[\p{L}]?(?:,|$)/u;
/** One capitalised word with a job's ending ("Echocardiographer", "Physiotherapist"). */
const ONE_WORD_JOB =
  /^\p{Lu}\p{Ll}{5,}(?:er|or|ist|ant|ent|ian|eur|euse|ista|ore|ora|ero|era|eiro|eira)$/u;

/** A firm's line: one to six capitalised words (links in lower case), no digits or labels. */
const FIRM_LINE =
  /^[\p{Lu}][\p{L}'’&.-]*(?:[ \t]+(?:[\p{Lu}&][\p{L}'’&.-]*|&|and|und|et|y|e|of|de|del|di|da|do|du|des|la|le|el|il|the))*$/u;

/** A writer's name: two to four capitalised words or initials. */
const NAME_LINE = /^\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}$/u;

/** The line's text without leading blanks or quote marks and trailing blanks. */
function clean(line: string): string {
  return line.replace(/^[ \t>]+/, '').replace(/[ \t]+$/, '');
}

/** True when `value` may be a firm's name on its own line. */
function firmLine(value: string): boolean {
  if (value.length < 3 || value.length > 60 || !FIRM_LINE.test(value)) return false;
  if (ROLE_WORDS.test(value) || LABEL_WORDS.test(value) || PLACES.has(value)) return false;
  const words = value.split(/[ \t]+/);
  if (words.length > 6) return false;
  const plain = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();
  // "Tom Hale" again, "Thank you", "Best": a person or common words are no firm.
  if (words.length >= 2 && words.length <= 3 && isFirstName(plain(words[0]!))) return false;
  return !words.every((w) => isCommonWord(plain(w)) || w.length < 3);
}

/** Firms on the last line of a signature block under a closing formula. */
export const signatureFirmRecognizer = safeRecognizer(
  'signature-firm',
  ['ORGANIZATION'],
  ({ folded }) => {
    // Without a closing formula only contact blocks above a numbered street are read.
    const closings = GATE.test(folded.toLowerCase());
    const spans: Span[] = [];
    const raw = folded.split('\n');
    const starts: number[] = [];
    let at = 0;
    for (const line of raw) {
      starts.push(at);
      at += line.length + 1;
    }
    for (let i = 0; i < raw.length; i++) {
      const closed = closings && CLOSING.test(clean(raw[i]!));
      // Without a closing formula, a contact block whose firm line sits right above a numbered
      // street ("Cormac Allan / Echocardiographer / Placeilivecom / 338 St Omers Road").
      let k = i + (closed ? 1 : 0);
      while (closed && k < raw.length && clean(raw[k]!) === '' && k <= i + 2) k++;
      const name = clean(raw[k] ?? '');
      if (!NAME_LINE.test(name)) continue;
      // The block's lines under the name, up to a blank, contact or address line.
      const block: number[] = [];
      let end = k + 1;
      for (; end < raw.length && block.length < 4; end++) {
        const value = clean(raw[end]!);
        if (value === '' || CONTACT_OR_ADDRESS.test(value) || STREET_LINE.test(value)) break;
        block.push(end);
      }
      if (!closed && !STREET_LINE.test(clean(raw[end] ?? ''))) continue;
      // The name and a firm alone ("Tom Hale / Brightwater") are left to the other readers: a
      // role line between them is what says the last line is the employer.
      if (block.length < 2 || block.length > 3) continue;
      const last = block[block.length - 1]!;
      const value = clean(raw[last]!);
      if (!firmLine(value)) continue;
      // Lines between the name and the firm must read as a role or department.
      const roles = block.slice(0, -1).map((j) => clean(raw[j]!));
      const role = (r: string) =>
        ROLE_WORDS.test(r) ||
        /^\S+(?:[ \t]+\p{Ll}\S*)+$/u.test(r) ||
        (!closed && ONE_WORD_JOB.test(r));
      if (!roles.every(role)) continue;
      const start = starts[last]! + raw[last]!.indexOf(value);
      const span = makeSpan('ORGANIZATION', start, start + value.length, 0.74, 'signature-firm');
      span.reason = 'employer on the last line of a signature block';
      spans.push(span);
    }
    return spans;
  },
);
