import type { Recognizer, Span } from '../span';
import { isCommonWord, isOrgOrPlaceWord } from './name-evidence';
import {
  alternationOpenings,
  foldCase,
  LiteralStarts,
  matchesAtStarts,
  testAtStarts,
} from './literal-starts';
import { HS, eachMatch, lowerLiterals, makeSpan } from './text-helpers';

/**
 * Persons named by the phrases of police reports, witness statements, board minutes and
 * references, where no list need know the name: "a man he knew as Lennox Abernathy", "Statement
 * of: Cordelia Ravenscroft", "Name des Zeugen: Gundula Oberhauser", "recomiendo a Rosaura
 * Quintanilla", "a favor de Nicomedes Sarasola", and each name of a board's attendance list
 * ("Present: Augustin Fairweather (Chair), Philomena Drax, Casimir Oyelaran").
 */

/** Cheap literal gate: none of the cue stems, no work. */
const GATE =
  /kn[eo]w|conoc|conhec|nom de|kennt|kannte|conosciut|noto come|nota come|знает|известн|statement|witness|zeug|testigo|témoin|testimon|testemunh|свидетел|informata|recomm|recomi|recomend|raccomand|empfehl|рекоменд|favo|present|attendance|asistentes|anwesend|присутств|apologies|excus|entschuldigt|ausentes|assenti|resid|born|domicil|nacid|demeur|né le|née le|wohnhaft|geboren|nato|nata|nascid|morador|проживающ|зарегистрирован|рождения|victim|suspect|complain|informant|offender|accused|injured|reporting|officer|shareholder|referee|proposed|seconded|minute|secretary|director|chair|víctima|denunciante|investigad|detenid|perjudicad|instructor|accionista|plaignan|en cause|verbalisat|actionnaire|geschädigt|beschuldigt|tatverdächt|anzeigeerstatt|protokollführ|aktionär|offesa|indagat|querelante|verbalizz|dichiarante|ofendid|arguid|queixos|autuante|acionista|заявител|потерпевш|подозрева|обвиня|акционер|declarant|déclarant|compareciente|comparente/iu;

/**
 * GATE without the i flag, sticky, tried only where one of its stems opens in the case-folded
 * text (literal-starts.ts): the same answer without scanning the page with a 120-stem
 * alternation, which V8 compiles unoptimised this late in the list (past 16 MB of code).
 */
const GATE_AT = new RegExp(lowerLiterals(GATE.source), 'uy');
const GATE_STARTS = new LiteralStarts(alternationOpenings(lowerLiterals(GATE.source)));

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

/**
 * CUE, sticky, tried only where one of its alternatives opens (as written: no i flag), so the
 * page is not scanned with the whole alternation, compiled unoptimised this late in the list.
 */
const CUE_AT = new RegExp(CUE.source, 'uy');
const CUE_STARTS = new LiteralStarts(
  // knew/know/known, conoc/conhec/connaît/conosce, знает/знал, (I) (warmly|highly|strongly)
  // recommend, [Rr]ecomiendo/[Rr]ecomendo, ([Jj]e) recommande, [Ee]mpfehle, [Rr]accomando,
  // [Рр]екомендую, (a|en) favor de, in favour of, a favore di, au profit de, zugunsten von.
  'kne kno con зна I war hig str rec Rec Je je Emp emp Rac rac Рек рек a en in au zug'.split(' '),
);

/** Cues that need the name to end where a person's would: a product may be recommended too. */
const WEAK_CUE =
  /^(?:I[ \t]+)?(?:warmly[ \t]+|highly[ \t]+|strongly[ \t]+)?recommend|^(?:je[ \t]+)?recommande|^empfehle|^raccomando|^(?:a|en)[ \t]+favor|^in[ \t]+favou?r|^a[ \t]+favore|^au[ \t]+profit|^zugunsten/iu;
/** What follows a recommended or favoured person's name: punctuation or a linking word. */
const AFTER_PERSON =
  /^(?:[ \t]*(?:[,.;:()]|\n|$)|[ \t]+(?:for|as|to|without|who|wholeheartedly|unreservedly|pour|sans|qui|comme|für|als|ohne|uneingeschränkt|per|come|senza|che|para|como|sem|que|por|sin|для|как|без)(?![\p{L}]))/u;

/**
 * Labels of the persons of a police report, a witness statement, minutes and references, in the
 * seven languages: the name follows the colon and ends the line ("Victim: X", "Denunciante: X",
 * "Mis en cause : X", "Beschuldigter: X", "Persona offesa: X", "Arguido: X", "Потерпевший: X").
 */
const PARTY_LABELS = [
  `Statement${HS}+of|(?:Name${HS}+of${HS}+)?[Ww]itness(?:${HS}+name)?|Victim|Suspect|Complainant|Informant|Offender|Accused|Injured${HS}+party|(?:Person${HS}+reporting|Reporting${HS}+person)|(?:Reporting|Attending|Arresting|Interviewing|Investigating)${HS}+officer|Officer${HS}+in${HS}+(?:charge|the${HS}+case)|Shareholder|Referee|Proposed${HS}+by|Seconded${HS}+by|Minute${HS}+taker|(?:Company${HS}+)?[Ss]ecretary|Directors?|Chair(?:man|woman|person)?`,
  `(?:Nombre${HS}+del${HS}+)?[Tt]estigo|Víctima|Denunciante|Investigad[oa]|Detenid[oa]|Perjudicad[oa]|Agente${HS}+instructor|Accionista`,
  `(?:Nom${HS}+(?:et${HS}+prénom${HS}+)?du${HS}+)?[Tt]émoin|Plaignante?|Victime|Mise?${HS}+en${HS}+cause|Suspecte?|Agent${HS}+verbalisateur|Actionnaire`,
  `Name${HS}+des${HS}+Zeugen|Name${HS}+der${HS}+Zeugin|Zeuge|Zeugin|Geschädigter?|Beschuldigter?|Tatverdächtiger?|Anzeigeerstatter(?:in)?|Protokollführer(?:in)?|Aktionär(?:in)?`,
  `(?:Nome${HS}+del${HS}+)?[Tt]estimone|Persona${HS}+informata${HS}+sui${HS}+fatti|Persona${HS}+offesa|Indagat[oa]|Querelante|Verbalizzante|Dichiarante`,
  `(?:Nome${HS}+da${HS}+)?[Tt]estemunha|Ofendid[oa]|Arguid[oa]|Queixos[oa]|Agente${HS}+autuante|Acionista`,
  `Свидетель|Заявитель|Потерпевш(?:ий|ая)|Подозреваем(?:ый|ая)|Обвиняем(?:ый|ая)|Акционер|Declarant|Déclarant|Compareciente|Comparente`,
].join('|');

/** Labels of a witness's or a statement's person at a line's start, the name after the colon. */
const LABEL = new RegExp(
  `(?:^|\\n)${HS}*(?:${PARTY_LABELS})${HS}*:${HS}*(?:${TITLE})?(?:(?:PC|DC|DS|DI|DCI|Sgt\\.?|Insp\\.?|Supt\\.?|POK|PHK|KHK|KOK)${HS}+(?:\\d{2,7}${HS}+)?)?`,
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

/**
 * What legal prose says of a party right after the name and a comma: where the person lives or
 * when they were born ("Florêncio Mascarenhas, residente na ...", "Philippa Throckmorton, born
 * 28 November 1963", "Frau Irmgard Wolkenhauer, geboren am", "X, demeurant à", "X, nato a").
 */
const PARTY_AFTER = new RegExp(
  `,${HS}*(?:residing|resident|who${HS}+resides|born${HS}+(?:on${HS}+)?\\d|of${HS}+no${HS}+fixed|residente|domiciliad[oa]|con${HS}+domicilio|nacid[oa]${HS}+(?:el|en)|demeurant|domicilié(?:e)?|né(?:e)?${HS}+le|wohnhaft|geboren${HS}+am|nat[oa]${HS}+(?:a|il)|residente${HS}+in|nascid[oa]${HS}+(?:a|em)|morador(?:a)?|com${HS}+residência|проживающ\\p{Ll}+|зарегистрированн\\p{Ll}+|\\d{4}${HS}+года${HS}+рождения)(?![\\p{L}])`,
  'gu',
);
/** The name words that end the text before a party's comma (one line, two to four words). */
const NAME_BEFORE = new RegExp(
  `(?:${NAME_WORD}${HS}+(?:${PARTICLE}${HS}+)?){1,3}${NAME_WORD}$`,
  'u',
);

/** A courtesy title written as a word, before a name ("Frau", "Herr", "Signora", "Don"). */
const TITLE_WORD =
  /^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Frau|Herr|Herrn|Mme|Mlle|Sr|Sra|Srta|Dña|Don|Doña|Dona|Signor|Signora|Sig|Senhor|Senhora|Madame|Monsieur|Mademoiselle|Professor|Prof)$/u;

/** Words that are a role, a body or a description after a label or in a list, not a person's name. */
const ROLE_WORD =
  /^(?:Chair|Chairman|Chairwoman|Chairperson|Secretary|Director|Directors|Board|Committee|Auditor|Auditors|Presidente|Secretario|Secretaria|Consejero|Consejera|Président|Présidente|Secrétaire|Administrateur|Vorsitzender|Vorsitzende|Vorstand|Aufsichtsrat|Segretario|Segretaria|Consigliere|Presidente|Administrador|Administradora|Председатель|Секретарь|Members|Member|None|Nadie|Aucun|Keine|Nessuno|Nenhum|Néant|Vacant|Male|Female|White|Black|Asian|Unknown|Unbekannt|Inconnu|Inconnue|Desconocido|Sconosciuto|Desconhecido|Ministerio|Ministère|Ministerium|Ministero|Ministério|Fiscal|Crown|Staatsanwaltschaft|Procura|Procuradoria|Parquet|Prosecutor|Prosecution)$/u;

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
    if (!testAtStarts(GATE_AT, foldCase(folded), GATE_STARTS)) return spans;
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
    for (const m of matchesAtStarts(CUE_AT, folded, CUE_STARTS)) {
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
    }
    eachMatch(ALS_KENNT, folded, (m) => {
      const value = nameWords(m[1]!, 2);
      if (value !== undefined && value === m[1])
        push(m.index + m[0].indexOf(value), value, 0.8, "name before 'kennt'");
    });
    eachMatch(PARTY_AFTER, folded, (m) => {
      const from = Math.max(0, m.index - 80, folded.lastIndexOf('\n', m.index - 1) + 1);
      const before = NAME_BEFORE.exec(folded.slice(from, m.index))?.[0];
      if (!before) return;
      // Keep the words nearest the comma that can be a name ("and Philippa Throckmorton").
      const words = before.split(/[ \t]+/u);
      let k = words.length;
      while (
        k > 0 &&
        !isCommonWord(words[k - 1]!) &&
        !isOrgOrPlaceWord(words[k - 1]!) &&
        !ROLE_WORD.test(words[k - 1]!) &&
        !TITLE_WORD.test(words[k - 1]!)
      )
        k--;
      while (k < words.length && PARTICLE_WORD.test(words[k]!)) k++;
      const kept = words.slice(k);
      if (kept.filter((w) => !PARTICLE_WORD.test(w)).length < 2) return;
      const value = kept.join(' ');
      if (!before.endsWith(value)) return;
      push(m.index - value.length, value, 0.8, 'name before where the party lives or was born');
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
