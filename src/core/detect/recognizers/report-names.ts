import type { Recognizer, Span } from '../span';
import { isCommonWord, isOrgOrPlaceWord } from './name-evidence';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Persons named by the phrases of police reports, witness statements, board minutes and
 * references, where no list need know the name: "a man he knew as Lennox Abernathy", "Statement
 * of: Cordelia Ravenscroft", "Name des Zeugen: Gundula Oberhauser", "recomiendo a Rosaura
 * Quintanilla", "a favor de Nicomedes Sarasola", and each name of a board's attendance list
 * ("Present: Augustin Fairweather (Chair), Philomena Drax, Casimir Oyelaran").
 */

/** Cheap literal gate: none of the cue stems, no work. */
const GATE =
  /kn[eo]w|conoc|conhec|nom de|kennt|kannte|conosciut|noto come|nota come|знает|известн|statement|witness|zeug|testigo|témoin|testimon|testemunh|свидетел|informata|recomm|recomi|recomend|raccomand|empfehl|рекоменд|favo|present|attendance|asistentes|anwesend|присутств|apologies|excus|entschuldigt|ausentes|assenti/iu;

/** A courtesy title between a cue or a label and the name, kept outside the box ("recommend Ms X"). */
const TITLE = `(?:Mr|Mrs|Ms|Miss|Mx|Dr|M|Mme|Mlle|Herrn?|Frau|Sr|Sra|Srta|Dña|D|Dra|sig|sig\\.ra|dott|dott\\.ssa|la${HS}+dott\\.ssa|il${HS}+dott|don|doña|dona|г-н|г-жа)\\.?${HS}+`;

/** Phrases after which the next capitalised words name a person. */
const CUE = new RegExp(
  `(?<![\\p{L}])(?:` +
    // Only the verbs of a person knowing someone: "a process known as X" names no person.
    `(?:knew|know|knows)(?:${HS}+(?:him|her|them))?${HS}+as|known${HS}+to${HS}+(?:me|him|her|them|us)${HS}+as|conoc(?:e|ía|emos|ían)${HS}+como|conhec(?:e|ia|emos|iam)${HS}+(?:como|por)|(?:connaît|connaissait|connais)${HS}+sous${HS}+le${HS}+nom${HS}+de` +
    `|(?:conosce|conosceva|conosco)${HS}+come|(?:знает|знал[аи]?)${HS}+как` +
    // Recommendation letters: the verb, an optional adverb and article, then the person.
    `|(?:I${HS}+)?(?:warmly${HS}+|highly${HS}+|strongly${HS}+)?recommend(?:ing)?|[Rr]ecomiendo(?:${HS}+(?:vivamente|encarecidamente|sin${HS}+reservas))?${HS}+a|(?:[Jj]e${HS}+)?recommande(?:${HS}+(?:vivement|chaleureusement|sans${HS}+réserve))?|[Ee]mpfehle${HS}+ich(?:${HS}+(?:Ihnen${HS}+)?(?:gerne|nachdrücklich|uneingeschränkt))?|[Rr]accomando(?:${HS}+(?:vivamente|caldamente))?|[Rr]ecomendo(?:${HS}+(?:vivamente|sem${HS}+reservas))?(?:${HS}+[ao])?|[Рр]екомендую` +
    // Transfers and payments in favour of a person.
    `|(?:a|en)${HS}+favor${HS}+de|in${HS}+favou?r${HS}+of|a${HS}+favore${HS}+di|au${HS}+profit${HS}+de|zugunsten${HS}+von` +
    `)(?:${HS}+|${HS}*\\n${HS}*)(${TITLE})?`,
  'gu',
);

/** Cues that need the name to end where a person's would: a product may be recommended too. */
const WEAK_CUE =
  /^(?:I[ \t]+)?(?:warmly[ \t]+|highly[ \t]+|strongly[ \t]+)?recommend|^(?:je[ \t]+)?recommande|^empfehle|^raccomando|^(?:a|en)[ \t]+favor|^in[ \t]+favou?r|^a[ \t]+favore|^au[ \t]+profit|^zugunsten/iu;
/** What follows a recommended or favoured person's name: punctuation or a linking word. */
const AFTER_PERSON =
  /^(?:[ \t]*(?:[,.;:()]|\n|$)|[ \t]+(?:for|as|to|without|who|wholeheartedly|unreservedly|pour|sans|qui|comme|für|als|ohne|uneingeschränkt|per|come|senza|che|para|como|sem|que|por|sin|для|как|без)(?![\p{L}]))/u;

/** Labels of a witness's or a statement's person at a line's start, the name after the colon. */
const LABEL = new RegExp(
  `(?:^|\\n)${HS}*(?:Statement${HS}+of|(?:Name${HS}+of${HS}+)?[Ww]itness(?:${HS}+name)?|Name${HS}+des${HS}+Zeugen|Name${HS}+der${HS}+Zeugin|Zeuge|Zeugin|(?:Nombre${HS}+del${HS}+)?[Tt]estigo|(?:Nom${HS}+(?:et${HS}+prénom${HS}+)?du${HS}+)?[Tt]émoin|(?:Nome${HS}+del${HS}+)?[Tt]estimone|Persona${HS}+informata${HS}+sui${HS}+fatti|(?:Nome${HS}+da${HS}+)?[Tt]estemunha|Свидетель|Заявитель|Declarant|Déclarant|Compareciente|Comparente|Dichiarante)${HS}*:${HS}*(?:${TITLE})?`,
  'gu',
);

/** Attendance lists of minutes: the names follow, separated by commas or semicolons. */
const ATTENDANCE = new RegExp(
  `(?:^|\\n)${HS}*(?:Present|In${HS}+attendance|Also${HS}+present|Apologies(?:${HS}+for${HS}+absence)?|Absent|Asistentes|Ausentes|Asisten|(?:Étaient${HS}+)?[Pp]résents?|Excusés?|Anwesend|Entschuldigt|Abwesend|(?:Sono${HS}+)?[Pp]resenti|Assenti|Presentes|Ausentes|Присутствовали|Отсутствовали)${HS}*:${HS}*`,
  'gu',
);

/** A name word: capitalised, maybe hyphenated or with an apostrophe ("O'Hara", "Pemberton-Hale"). */
const NAME_WORD = `\\p{Lu}\\p{Ll}+(?:[-'’]\\p{Lu}?\\p{Ll}+)*`;
const PARTICLE = `(?:de|del|da|dos|das|do|di|della|von|van|der|le|la|du|de${HS}+la)`;
/** One to four name words, particles between them, possibly across one line end. */
const NAME = new RegExp(
  `${NAME_WORD}(?:(?:${HS}+|${HS}*\\n${HS}*)(?:${PARTICLE}${HS}+)?${NAME_WORD}){0,3}(?![\\p{L}\\p{N}])`,
  'uy',
);

/** The same on one line: a field's or a list's value ends at its line end. */
const LINE_NAME = new RegExp(
  `${NAME_WORD}(?:${HS}+(?:${PARTICLE}${HS}+)?${NAME_WORD}){0,3}(?![\\p{L}\\p{N}])`,
  'uy',
);

/** A particle alone, in any case. */
const PARTICLE_WORD = /^(?:de|del|da|dos|das|do|di|della|von|van|der|le|la|du)$/iu;

/** German puts the verb after the name: "den sie als Kuno Ebersberger kennt". */
const ALS_KENNT = new RegExp(
  `(?<![\\p{L}])als${HS}+(${NAME_WORD}(?:${HS}+${NAME_WORD}){1,2})${HS}+(?:kennt|kannte|kenne|kennen|kannten|bekannt)(?![\\p{L}])`,
  'gu',
);

/** Words that are a role or body in an attendance list, not a person ("Chair", "Board"). */
const ROLE_WORD =
  /^(?:Chair|Chairman|Chairwoman|Chairperson|Secretary|Director|Directors|Board|Committee|Auditor|Auditors|Presidente|Secretario|Secretaria|Consejero|Consejera|Président|Présidente|Secrétaire|Administrateur|Vorsitzender|Vorsitzende|Vorstand|Aufsichtsrat|Segretario|Segretaria|Consigliere|Presidente|Administrador|Administradora|Председатель|Секретарь|Members|Member|None|Nadie|Aucun|Keine|Nessuno|Nenhum)$/u;

/** The leading name words of `found` (common, place, body and role words end it), if two or more. */
function nameWords(found: string, minWords: number): string | undefined {
  const parts = found.split(/(\s+)/u);
  let length = 0;
  let words = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i]!;
    // Particles count in any case ("Corentin Le Goff", "Anna De Luca").
    const particle = PARTICLE_WORD.test(word);
    if (!particle) {
      if (isCommonWord(word) || isOrgOrPlaceWord(word) || ROLE_WORD.test(word)) break;
      words++;
    }
    length = parts.slice(0, i + 1).join('').length;
  }
  if (words < minWords) return undefined;
  return found.slice(0, length).replace(new RegExp(`(?:\\s+${PARTICLE})+$`, 'u'), '');
}

/** Persons named by the cue phrases of official prose, witness labels and attendance lists. */
export const reportNameRecognizer: Recognizer = {
  name: 'report-name',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    if (!GATE.test(folded)) return spans;
    const push = (at: number, value: string, score: number, reason: string) => {
      const span = makeSpan('PERSON_NAME', at, at + value.length, score, 'report-name');
      span.reason = reason;
      spans.push(span);
    };
    /** Reads a name at `at`; returns its end, or -1. */
    const readName = (
      at: number,
      minWords: number,
      score: number,
      reason: string,
      pattern = NAME,
    ) => {
      pattern.lastIndex = at;
      const found = pattern.exec(folded)?.[0];
      if (!found) return -1;
      const value = nameWords(found, minWords);
      if (!value) return -1;
      push(at, value, score, reason);
      return at + value.length;
    };
    eachMatch(CUE, folded, (m) => {
      const end = readName(m.index + m[0].length, 2, 0.8, `name after '${m[0].trim()}'`);
      // "we recommend Adobe Acrobat Reader", "in favour of Option Two": without a title, a
      // weak cue's name must end as a person's does.
      if (
        end >= 0 &&
        !m[1] &&
        WEAK_CUE.test(m[0]) &&
        !AFTER_PERSON.test(folded.slice(end, end + 20))
      )
        spans.pop();
    });
    eachMatch(ALS_KENNT, folded, (m) => {
      const value = nameWords(m[1]!, 2);
      if (value !== undefined && value === m[1])
        push(m.index + m[0].indexOf(value), value, 0.8, "name before 'kennt'");
    });
    eachMatch(LABEL, folded, (m) => {
      const at = m.index + m[0].length;
      // The name ends its line: a label followed by a sentence is a heading, not a field.
      const end = readName(at, 2, 0.85, `name after the label '${m[0].trim()}'`, LINE_NAME);
      if (end < 0) return;
      if (!/^[ \t]*(?:\n|$|\(|,)/u.test(folded.slice(end, end + 3))) spans.pop();
    });
    eachMatch(ATTENDANCE, folded, (m) => {
      // Each item of the list up to the line's end (a wrapped list goes on after a comma).
      let at = m.index + m[0].length;
      for (let items = 0; items < 12; items++) {
        const end = readName(at, 2, 0.8, `name in the attendance list '${m[0].trim()}'`, LINE_NAME);
        const from = end < 0 ? at : end;
        // Skip a role in brackets or after a dash, then the separator.
        const rest =
          /[ \t]*(?:\([^)\n]{0,60}\)|[-–—][ \t]*\p{L}[\p{L} ]{0,40}?(?=[,;]))?[ \t]*[,;][ \t]*(?:\n[ \t]*)?(?:(?:and|y|et|und|e|и)[ \t]+)?/uy;
        rest.lastIndex = from;
        const sep = rest.exec(folded);
        if (!sep || end < 0) break;
        at = from + sep[0].length;
      }
    });
    return spans;
  },
};
