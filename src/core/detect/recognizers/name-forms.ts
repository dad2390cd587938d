/**
 * Person names known by how forms, tables and signature blocks write them, where no label or
 * title introduces them:
 * - surname first in capitals, then the first name: "LINDQVIST, Rosalind", "DE SÁ, Conceição"
 *   (staff lists, patient lists, registers);
 * - a whole name in capitals anywhere on a line, led by a listed first name: "JÖRG OBERHUBER",
 *   "RAÚL DE LOS SANTOS", "HAROLD M. FAIRBANKS" (signature blocks, addressee lines);
 * - Russian names with a patronymic, in either order and any case: "Тарасов Григорий
 *   Степанович", "Варвара Олеговна Журавлёва", "ТИМОФЕЙ АРКАДЬЕВИЧ КРЫЛОВ", and with initials:
 *   "Громов А. С.", "А. С. Громов".
 */
import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { PLACES } from './places';
import { HS, eachMatch, makeSpan } from './text-helpers';

/** Particles written in capitals inside a name in capitals. */
const CAPS_PARTICLE =
  '(?:DE|DEL|DELLA|DA|DI|DO|DOS|DAS|DU|DES|LA|LE|LO|LOS|LAS|VAN|VON|DER|DEN|ZU)';
const CAPS_WORD = "\\p{Lu}{2,}(?:['’-]\\p{Lu}+)*";
const IS_CAPS_PARTICLE = new RegExp(`^${CAPS_PARTICLE}$`, 'u');

/** "LINDQVIST, Rosalind", "PEÑALOSA-RUIZ, Raúl", "D'ALMEIDA, Clémence". */
const SURNAME_FIRST = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])((?:${CAPS_PARTICLE}${HS}+){0,2}(?:\\p{Lu}['’])?${CAPS_WORD}(?:${HS}+${CAPS_WORD}){0,1}),${HS}*(?:\\n${HS}*)?(\\p{Lu}\\p{Ll}[\\p{L}'’]*(?:-\\p{Lu}\\p{Ll}+)?)(?:${HS}+\\p{Lu}\\.(?=[ \\t,;)\\n]|$))?(?![\\p{L}\\p{N}])`,
  'gu',
);

/** A title in capitals, then a name in capitals: "MR JOHN A SMITH", "FRAU UTE PFEIFFER". */
const CAPS_TITLED = new RegExp(
  `(?<![\\p{L}])(?:MR|MRS|MS|MISS|DR|PROF|HERR|FRAU|MME|MLLE|SR|SRA|SRTA|SIG|SIG\\.RA|DOTT|DOTT\\.SSA|Г-Н|Г-ЖА)\\.?${HS}+((?:\\p{Lu}\\.?${HS}+){0,3}${CAPS_WORD}(?:${HS}+(?:\\p{Lu}\\.?|${CAPS_PARTICLE}|${CAPS_WORD})){0,4})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** Airline and booking records: "ABERNATHY/NOREEN", "COLOMBO/GIORGIA MS", "DUVAL-MOREAU/OCÉANE". */
const SLASHED = new RegExp(
  `(?<![\\p{L}\\p{N}/])((?:${CAPS_PARTICLE}${HS}+){0,2}${CAPS_WORD}(?:${HS}+${CAPS_WORD}){0,2})/(${CAPS_WORD}(?:${HS}+(?!(?:MR|MRS|MS|MISS|MSTR)(?![\\p{L}]))${CAPS_WORD})?)(?:${HS}+(?:MR|MRS|MS|MISS|MSTR))?(?![\\p{L}\\p{N}/])`,
  'gu',
);

/** Two to five words in capitals (initials and particles allowed), not inside a longer caps run. */
const CAPS_NAME = new RegExp(
  `(?<![\\p{L}\\p{N}'’.-]|\\p{Lu}${HS})(${CAPS_WORD})((?:${HS}+(?:\\p{Lu}\\.|\\p{Lu}(?=${HS}+\\p{Lu}{2})|${CAPS_PARTICLE}|${CAPS_WORD})){1,4})(?![\\p{L}\\p{N}'’-]|${HS}\\p{Lu}{2})`,
  'gu',
);

const CYR = '[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?|[А-ЯЁ]{2,}(?:-[А-ЯЁ]+)?';
/** Greetings and titles that stand before a given name and patronymic, never a surname. */
const RU_OPENERS =
  /^(?:уважаем\p{L}*|дорог\p{L}*|господин\p{L}*|госпож\p{L}*|гражданин\p{L}*|гражданк\p{L}*|товарищ\p{L}*|доктор\p{L}*|профессор\p{L}*|здравствуйте|привет|спасибо|коллег\p{L}*|милая|милый|добрый|доброе|пациент\p{L}*|арендатор\p{L}*|арендодател\p{L}*|заявител\p{L}*|сотрудник\p{L}*|ФИО)$/iu;

/**
 * A patronymic in any case form: "Степанович", "Олеговны", "Ильичу", "АРКАДЬЕВИЧА", and the
 * feminine object forms a reference or a transfer writes ("рекомендую ... Марковну", "передать
 * ... Петровне"): the feminine stem takes its own ending (-овна, -овны, -овну, -овне, -овной).
 */
const PATRONYMIC = /(?:(?:ович|евич|ьич)(?:а|у|ем|е)?|(?:ичн|овн|евн)(?:а|у|е|ой|ы|ою))$/iu;
/** Surname endings that tell the word before a first name and patronymic is the surname. */
const RU_SURNAME =
  /(?:ов|ова|ёв|ёва|ев|ева|ин|ина|ын|ына|ский|ская|цкий|цкая|ой|ых|их|ук|юк|ко|ич|ян|дзе)$/iu;
/** A Cyrillic word that may be part of a name: capitalised or in capitals. */
const CYR_WORD = new RegExp(`${CYR}`, 'gu');
/** "Громов А. С." and "А. С. Громов": a surname with initials. */
const RU_INITIALS = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:([А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?)${HS}+[А-ЯЁ]\\.${HS}?[А-ЯЁ]\\.|[А-ЯЁ]\\.${HS}?[А-ЯЁ]\\.${HS}?([А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?))(?![\\p{L}\\p{N}])`,
  'gu',
);

/** Closing formulas of letters and e-mails in the seven languages; the signer's name follows. */
const CLOSING = `(?:kind|best|warm|with${HS}+kind)${HS}+regards|regards|thanks|thank${HS}+you|many${HS}+thanks|best|cheers|gracias|un${HS}+abrazo|merci|bien${HS}+à${HS}+vous|danke|liebe${HS}+grüße|gruß|grazie|saluti|obrigad[oa]|abraços|спасибо|sincerely|yours${HS}+(?:sincerely|faithfully|truly)|best${HS}+wishes|atentamente|un${HS}+saludo|saludos(?:${HS}+cordiales)?|cordialmente|(?:bien${HS}+)?cordialement|bien${HS}+à${HS}+vous|mit${HS}+freundlichen${HS}+grüßen|(?:viele|beste|freundliche|herzliche)${HS}+grüße|cordiali${HS}+saluti|distinti${HS}+saluti|(?:com${HS}+os${HS}+)?(?:melhores${HS}+)?cumprimentos|atenciosamente|с${HS}+уважением|с${HS}+наилучшими${HS}+пожеланиями`;
/**
 * The signer under a closing formula ("Kind regards,\n\nMADALENA QUINTELA"): the next line that
 * holds only two to four name words, in any case, after at most three blank lines (the room a
 * printed letter leaves for the handwritten signature).
 */
const SIGNER = new RegExp(
  `(?<![\\p{L}])(?:${CLOSING})[ \\t]*[,.!]?[ \\t]*\\n(?:[ \\t]*\\n){0,3}[ \\t]*((?:\\p{Lu}[\\p{L}'’-]*\\.?)(?:[ \\t]+(?:${CAPS_PARTICLE}|van|von|zu|de|del|della|da|di|do|dos|das|du|des|la|le|los|las|\\p{Lu}[\\p{L}'’-]*\\.?)){0,4})[ \\t]*(?=\\n|$)`,
  'giu',
);

const LOWER_PARTICLE = /^(?:van|von|zu|de|del|della|da|di|do|dos|das|du|des|la|le|los|las)$/u;

/** True for a word that may be part of a name: not a common, organisation or place word. */
function nameWord(word: string): boolean {
  const title = word.charAt(0) + word.slice(1).toLowerCase();
  return !isCommonWord(word) && !isOrgOrPlaceWord(word) && !PLACES.has(title);
}

function push(spans: Span[], start: number, end: number, score: number, reason: string): void {
  const span = makeSpan('PERSON_NAME', start, end, score, 'name-form');
  span.reason = reason;
  spans.push(span);
}

function surnameFirst(text: string, spans: Span[]): void {
  eachMatch(SURNAME_FIRST, text, (m) => {
    const surname = m[1]!.split(/[ \t]+/).filter((w) => !IS_CAPS_PARTICLE.test(w));
    if (!isFirstName(m[2]!) || !surname.every(nameWord)) return;
    // "FAQ, Maria asked": a short word in capitals is an acronym unless a list knows it.
    const particle = surname.length < m[1]!.split(/[ \t]+/).length;
    if (!particle && !surname.some((w) => w.length >= 4 || isSurname(w))) return;
    push(spans, m.index, m.index + m[0].length, 0.85, 'surname in capitals, comma, first name');
  });
}

/** "Haddad, Oluwaseun" opening a line or a table row: a surname, a comma, a listed given name. */
const SURNAME_COMMA_GIVEN = new RegExp(
  `(?:^|(?<=\\n))[ \\t]*((?:(?:de|du|des|van|von|da|di|del|della|le|la)${HS}+(?:(?:der|den|la|le)${HS}+)?)?(?:(?:La|Le|De|Da|Di)${HS}+)?(?:\\p{Lu}['’])?\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?),${HS}+(\\p{Lu}\\p{Ll}[\\p{L}'’]*(?:-\\p{Lu}\\p{Ll}+)?)((?:${HS}+(?:(?:del|de|da|do|dos|di)${HS}+(?:la${HS}+)?)?\\p{Lu}\\p{Ll}[\\p{L}'’]*)?)(?![\\p{L}\\p{N}])`,
  'gu',
);

/** "A. Lindqvist", "R. Pastor Montero", "J.-P. Morgan-Smith": initials, then a surname. */
const INITIALS_SURNAME = new RegExp(
  `(?<![\\p{L}\\p{N}.'’-])((?:\\p{Lu}\\.(?:-\\p{Lu}\\.)?${HS}?){1,2})${HS}*((?:(?:Le|La|De|Di|Da|Van|Von|El|Al|de|da|do|dos|del|van|von|le)${HS}+)?\\p{Lu}\\p{Ll}[\\p{L}'’]*(?:-\\p{Lu}\\p{Ll}[\\p{L}'’]*)?(?:${HS}+(?:(?:de|da|do|dos|del|di|van|von|le|la)${HS}+)?\\p{Lu}\\p{Ll}[\\p{L}'’]*)?)(?![\\p{L}\\p{N}])`,
  'gu',
);

/** Academic degrees written as initials ("B.Sc", "M.Eng", "D.Phil"): no person's name. */
const DEGREE =
  /^[BMD]\.[ \t]?(?:Sc|Eng|Ed|Phil|Arch|Com|Mus|Pharm|Tech|Litt|Res|Sci|Des|Jur)(?![\p{Ll}])/u;

function initialsSurname(text: string, spans: Span[]): void {
  eachMatch(INITIALS_SURNAME, text, (m) => {
    const words = m[2]!
      .split(/[ \t]+/)
      .filter((w) => !/^(?:le|la|de|di|da|do|dos|del|van|von|el|al)$/iu.test(w));
    if (words.length === 0) return;
    if (!words.every(nameWord) || words.some((w) => isFirstName(w) && !isSurname(w))) return;
    // A list item or heading at a line's start ("A. Introduction", "B. Payment terms") needs a
    // listed surname; in running text or after a label, the initials vouch for it.
    const lineStart = /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, m.index - 20), m.index));
    if (lineStart && !words.some((w) => isSurname(w))) return;
    // Degrees are initials too: "B.Sc", "M.Sc.", "B.A. Hons" in a transcript or a CV.
    if (DEGREE.test(m[0]) || words.some((w) => /^(?:Hons|Honours|Oxon|Cantab)$/u.test(w))) return;
    // "z. B. Müller" and "u. a. Schmidt": lower-case abbreviations never match; "U. S. Bank" is
    // an organisation word and fails nameWord.
    push(spans, m.index, m.index + m[0].length, 0.8, 'initials and surname');
  });
}

/** Thanks and greetings that open a line before a given name ("Спасибо, Алёна", "Danke, Jens"). */
const THANKS_OR_GREETING =
  /^(?:thanks|thank|cheers|hello|hi|hey|dear|gracias|hola|saludos|merci|bonjour|salut|danke|hallo|grazie|ciao|salve|obrigad[oa]|olá|oi|спасибо|благодарю|здравствуйте|привет|уважаем\p{L}*)$/iu;

function surnameCommaGiven(text: string, spans: Span[]): void {
  eachMatch(SURNAME_COMMA_GIVEN, text, (m) => {
    const surname = m[1]!;
    const core = surname.split(/[ \t]+/).at(-1)!;
    if (!isFirstName(m[2]!) || !nameWord(core) || isFirstName(core)) return;
    // A second given name is kept when listed or after a particle ("María del Carmen").
    const more = m[3]!;
    const keepMore = more !== '' && (/[ \t]\p{Ll}/u.test(more) || isFirstName(more.trim()));
    if (THANKS_OR_GREETING.test(surname)) return;
    if (!isSurname(core) && core.length < 4) return;
    const start = m.index + m[0].indexOf(surname);
    const end = m.index + m[0].length - (keepMore ? 0 : more.length);
    push(spans, start, end, 0.82, 'surname, comma, listed first name');
  });
}

function capsNames(text: string, spans: Span[]): void {
  eachMatch(CAPS_NAME, text, (m) => {
    const words = m[0].split(/[ \t]+/).filter((w) => !IS_CAPS_PARTICLE.test(w));
    if (!isFirstName(m[1]!) || words.length < 2) return;
    if (!words.every((w) => /^\p{Lu}\.$/u.test(w) || nameWord(w))) return;
    // "ANNA" alone is found elsewhere; a caps run ending in an initial is a code ("MARIA B.").
    if (/\.$/.test(m[0])) return;
    push(spans, m.index, m.index + m[0].length, 0.9, 'name in capitals, listed first name');
  });
}

function titledCaps(text: string, spans: Span[]): void {
  eachMatch(CAPS_TITLED, text, (m) => {
    const name = m[1]!;
    const words = name.split(/[ \t]+/).filter((w) => w.length > 1 && !IS_CAPS_PARTICLE.test(w));
    if (words.length === 0 || !words.every(nameWord)) return;
    const start = m.index + m[0].length - name.length;
    push(spans, start, start + name.length, 0.9, 'name in capitals after a title');
  });
}

function slashedNames(text: string, spans: Span[]): void {
  eachMatch(SLASHED, text, (m) => {
    const given = m[2]!.split(/[ \t]+/);
    const surname = m[1]!.split(/[ \t]+/).filter((w) => !IS_CAPS_PARTICLE.test(w));
    const titled = /(?:MR|MRS|MS|MISS|MSTR)$/u.test(m[0]);
    // The surname may be a place too ("COLOMBO/GIORGIA"); the given names must read as names.
    if (!(isFirstName(given[0]!) || titled) || !given.every(nameWord)) return;
    if (surname.some((w) => isCommonWord(w))) return;
    push(spans, m.index, m.index + m[0].length, 0.88, 'SURNAME/GIVEN name of a booking record');
  });
}

function russianNames(text: string, spans: Span[]): void {
  const words: Array<{ w: string; start: number; end: number }> = [];
  eachMatch(CYR_WORD, text, (m) => {
    const prev = text[m.index - 1] ?? ' ';
    const next = text[m.index + m[0].length] ?? ' ';
    if (/[\p{L}\p{N}-]/u.test(prev) || /[\p{L}\p{N}-]/u.test(next)) return;
    words.push({ w: m[0], start: m.index, end: m.index + m[0].length });
  });
  /** Word k, when only spaces separate it from word j. */
  const beside = (j: number, k: number) => {
    const a = words[Math.min(j, k)];
    const b = words[Math.max(j, k)];
    return a && b && /^[ \t]+$/.test(text.slice(a.end, b.start)) ? words[k] : undefined;
  };
  const usable = (w: string | undefined) =>
    w !== undefined && nameWord(w) && !PATRONYMIC.test(w) && !isFirstName(w);
  /** Word i-1 before a patronymic at i, on its line or at the end of the line before: a register
   * cell wraps "КУДРЯШОВА ОЛИМПИАДА" / "ГЕРМАНОВНА". */
  const givenBefore = (i: number) => {
    const a = words[i - 1];
    const b = words[i];
    return a && b && /^[ \t]*\n?[ \t]*$/.test(text.slice(a.end, b.start)) && a.end < b.start
      ? a
      : undefined;
  };
  words.forEach((p, i) => {
    const first = givenBefore(i);
    if (!PATRONYMIC.test(p.w) || !first || PATRONYMIC.test(first.w) || !nameWord(first.w)) return;
    let start = first.start;
    let end = p.end;
    const before = beside(i - 1, i - 2);
    const after = beside(i, i + 1);
    // "Тарасов Григорий Степанович" or "Григорий Степанович Тарасов": the word before is the
    // surname only with a surname ending ("Уважаемый Григорий Степанович" has none).
    // A surname is written in the same case as the given name ("Журавлёва ГРИГОРИЙ СТЕПАНОВИЧ"
    // is the end of one name and the start of the next).
    const sameCase = (w: string) => /^[А-ЯЁ-]+$/u.test(w) === /^[А-ЯЁ-]+$/u.test(first.w);
    if (
      before &&
      usable(before.w) &&
      sameCase(before.w) &&
      (RU_SURNAME.test(before.w) ||
        // "Ким Игорь Викторович", "Цой Анна Петровна": a short surname without an ending, when
        // the word before is no greeting or title.
        (!RU_OPENERS.test(before.w) && !isCommonWord(before.w) && /^[А-ЯЁ]/u.test(before.w)))
    )
      start = before.start;
    else if (after && usable(after.w)) end = after.end;
    // "Ольга Рашидовна А.": bank transfers print the surname's initial after the patronymic.
    else {
      const initial = /^[ \t]+[А-ЯЁ]\.(?![\p{L}])/u.exec(text.slice(end, end + 4));
      if (initial && start === first.start) end += initial[0].length;
    }
    push(spans, start, end, 0.9, 'Russian name with patronymic');
  });
  // "Гаврилова Василиса", "Тихонов Тимофей" in a list or table: a surname by its ending and a
  // listed given name, in either order, without a patronymic.
  words.forEach((p, i) => {
    const next = beside(i, i + 1);
    if (!next || PATRONYMIC.test(next.w) || PATRONYMIC.test(beside(i + 1, i + 2)?.w ?? '')) return;
    const surnameFirst = RU_SURNAME.test(p.w) && isFirstName(next.w) && usable(p.w);
    const givenFirst = isFirstName(p.w) && RU_SURNAME.test(next.w) && usable(next.w);
    if (!surnameFirst && !givenFirst) return;
    if (/^[А-ЯЁ]+$/u.test(p.w) !== /^[А-ЯЁ]+$/u.test(next.w)) return;
    push(spans, p.start, next.end, 0.85, 'Russian surname and given name');
  });
  eachMatch(RU_INITIALS, text, (m) => {
    const surname = m[1] ?? m[2]!;
    if (!nameWord(surname)) return;
    // Two initials vouch for a surname without a Russian ending too ("Длугач З. И.", "Ткач А. В."),
    // when it ends as surnames do (a consonant); nouns end in a vowel ("Приложение А. Б.").
    const bare = !RU_SURNAME.test(surname);
    if (bare && !/[бвгджзйклмнпрстфхцчшщь]$/iu.test(surname)) return;
    const score = bare ? 0.8 : 0.85;
    push(spans, m.index, m.index + m[0].length, score, 'Russian surname with initials');
  });
}

/**
 * A running footer naming the document's person surname first before the page number
 * ("GAFFNEY, Marguerite Page 1 of 2", "KAUFMANN-STIEFEL, Gebhard Seite 1 von 2"): the footer's
 * place vouches for a name no list knows.
 */
const FOOTER_NAME =
  /(?<=^|\n)[ \t]*(\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,}){0,3},[ \t]*\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)[ \t]+(?=(?:Page|Página|Pág\.|Seite|Pagina|Страница|Стр\.)[ \t]*\d)/gu;

function footerNames(text: string, spans: Span[]): void {
  if (!/Page|Págin|Pág\.|Seite|Pagina|Страниц|Стр\./u.test(text)) return;
  eachMatch(FOOTER_NAME, text, (m) => {
    const name = m[1]!;
    const words = name.split(/[ ,'’-]+/u).filter((w) => w.length > 1);
    const title = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();
    if (!words.every((w) => nameWord(title(w)))) return;
    const start = m.index + m[0].indexOf(name);
    push(spans, start, start + name.length, 0.85, 'surname first in a running footer');
  });
}

function signers(text: string, spans: Span[]): void {
  eachMatch(SIGNER, text, (m) => {
    const name = m[1]!;
    const tokens = name.split(/[ \t]+/);
    // The pattern is case-blind (for the closing); the name words must be capitalised.
    if (!tokens.every((w) => /^\p{Lu}/u.test(w) || LOWER_PARTICLE.test(w))) return;
    const words = tokens.filter((w) => /^\p{Lu}/u.test(w) && !IS_CAPS_PARTICLE.test(w));
    if (!words.every((w) => /^\p{Lu}\.$/u.test(w) || nameWord(w))) return;
    // One word signs a note ("Thanks,\nPriya") only when it is a listed first name.
    if (words.length < 2 && !(words.length === 1 && isFirstName(words[0]!))) return;
    // "Kind regards,\nThe Customer Team": the name line must not be a team or a company.
    if (words.some((w) => /^(?:team|équipe|equipo|equipa|squadra|service|support)$/iu.test(w)))
      return;
    const start = m.index + m[0].length - name.length;
    push(spans, start, start + name.length, 0.85, 'name under a closing formula');
  });
}

/** Names in the shapes of tables, signature blocks and Russian forms. */
export const nameFormRecognizer: Recognizer = {
  name: 'name-form',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    surnameFirst(folded, spans);
    surnameCommaGiven(folded, spans);
    initialsSurname(folded, spans);
    capsNames(folded, spans);
    titledCaps(folded, spans);
    slashedNames(folded, spans);
    russianNames(folded, spans);
    signers(folded, spans);
    footerNames(folded, spans);
    return spans;
  },
};
