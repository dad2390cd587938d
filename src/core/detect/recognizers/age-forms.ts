/**
 * Ages in the short forms of reports and registers that the age phrases leave out: a number in
 * brackets after a person's name ("Tom Reed (34) was stopped", the name read from the name lists), a bracketed number with its unit
 * ("(34 yrs)", "(34 J.)", "(34 ans)"), a sex and age pair under its label ("Sex/Age: F/34"), the
 * Italian registry order ("Mario Rossi, di anni 45") and a German age after a comma or a verb
 * ("Herr Kurz, 61 Jahre", "ist 61 Jahre"). Only the number is the span, as for the other ages.
 */
import type { Span } from '../span';
import { ageOfAThing, yearsOfNoPerson } from './age-context';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { matchesOf } from './text-helpers';
import { isHouseNumberBetweenCommas } from './house-number-context';

/** Two capitalised words, an optional initial between them, then a number in brackets. */
const NAME_THEN_NUMBER =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+)(?:[ \t]+\p{Lu}\.)?[ \t]+(\p{Lu}[\p{Ll}'’-]+)[ \t]?\((\d{1,2})\)(?![ \t]*[\p{N}%])/gu;

/** One capitalised word, then a number in brackets (checked against the first-name lists). */
const FIRST_NAME_THEN_NUMBER =
  /(?<![\p{L}][ \t]?)(\p{Lu}\p{Ll}+)[ \t]?\((\d{1,2})\)(?![ \t]*[\p{N}%])/gu;

/**
 * One listed first name, or a surname after an honorific, then a number between commas ("Maria,
 * 34, from Madrid", "Mr. Hill, 34, of Leeds"): checked against the first-name lists in the code.
 */
const ONE_NAME_COMMA_NUMBER =
  /(?<![\p{L}.][ \t]?)((?:Mr|Mrs|Ms|Miss|Dr|Herr|Frau|Sr|Sra|Srta|M|Mme|Mlle|Sig|Sig\.ra|Signor|Signora|Gospodin)\.?[ \t]+)?(\p{Lu}\p{Ll}+),[ \t]?(\d{1,2}),(?![ \t]*(?:19|20)\d\d)/gu;

/** Month names of English that are also first names ("May, 12, 2024" is a date). */
const MONTH_NAME =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/u;

/** A name, a comma and a number between commas: "John Smith, 34, of Boston" (newspaper style). */
const NAME_COMMA_NUMBER =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+)(?:[ \t]+\p{Lu}\.)?[ \t]+(\p{Lu}[\p{Ll}'’-]+),[ \t]?(\d{1,2}),/gu;

/**
 * Two or three ages joined by "and" ("aged 7 and 9", "ages 7, 9 and 12", "(7 und 9 Jahre)",
 * "de 7 y 9 años", "7 и 9 лет"): each number is an age.
 */
const AGE_LIST =
  /(?:(?<![\p{L}])(?:aged|ages|âgés\s+de|im\s+alter\s+von|в\s+возрасте)[ \t]*:?[ \t]+|(?<![\p{L}\p{N}.,]))(\d{1,2})(?:,[ \t]*(\d{1,2}))?[ \t]+(?:and|&|und|y|et|e|и)[ \t]+(\d{1,2})(?:[ \t]+(?:years?(?:[ \t]+old)?|jahre[n]?|años|ans|anni|anos|лет|года?))?(?![\p{L}\p{N}])/giu;

/**
 * What each pattern above cannot match without (a bracketed number, a number between commas, two
 * numbers joined by a conjunction): most pages have none, and these literal scans are far cheaper
 * than the patterns, which try every capitalised word or digit.
 */
const BRACKETED_NUMBER = /\(\d{1,2}\)/;
const NUMBER_BETWEEN_COMMAS = /,[ \t]?\d{1,2},/;
const NUMBERS_JOINED = /\d[ \t]+(?:and|&|und|y|et|e|и)[ \t]+\d/iu;
const YEAR_BEFORE_BRACKET = /(?:19|20)\d{2}[ \t]*\(/;

/** Honorifics that make the next word a surname. */
const HONORIFIC =
  /^(?:Mr|Mrs|Ms|Herr|Frau|Señor|Señora|Monsieur|Madame|Signor|Signora|Senhor|Senhora|Dr|Prof)$/u;

/** True when the two words read as a person's name (a listed first name or surname, or a title). */
function personBefore(first: string, last: string): boolean {
  if ([first, last].some((w) => isOrgOrPlaceWord(w)) || isCommonWord(last)) return false;
  return isFirstName(first) || isSurname(last) || HONORIFIC.test(first);
}

const FORMS: ReadonlyArray<[rule: string, pattern: RegExp]> = [
  ['years of age', /(?<![\p{N}.,])(\d{1,3})[ \t]+years?[ \t]+of[ \t]+age(?![\p{L}])/giu],
  [
    'sex and age between commas',
    /(?:^|,[ \t]*)(?:[MFWmf]|жен|муж)\.?,[ \t]*(\d{1,3})(?=[ \t]*[,;)]|[ \t]+(?:years?|yo|y\/o|J\.|ans|años|anni|anos|лет))/gmu,
  ],
  [
    'bracketed age with its unit',
    /\((\d{1,3})[ \t]?(?:yrs?\.?|years?|y\.?o\.?|J\.|Jahre|ans|años|anni|anos|лет|года?)\)/giu,
  ],
  [
    'sex and age under their label',
    /(?<![\p{L}])(?:sex|gender|sexo|sexe|geschlecht|sesso|пол)[ \t]*\/[ \t]*(?:age|edad|âge|alter|età|idade|возраст)[ \t]*:?[ \t]*[MFWHmfwhжмЖМ][ \t]*[/,][ \t]*(\d{1,3})(?![\p{N}])/giu,
  ],
  [
    'age adjective',
    /(?<![\p{N}.,])(\d{1,3})[-‐]?(?:jährige[nrms]?|jährig|enne|летн(?:ий|яя|его|ей|ему|юю|ие|их|ая))(?![\p{L}])/giu,
  ],
  [
    'age label with its unit or a sex column',
    /(?<![\p{L}])(?:age|edad|âge|alter|età|idade|возраст|años)(?:[ \t]*\([^)\n]{1,12}\)|,[ \t]*лет|[ \t]*\/[ \t]*(?:sex|gender|sexo|sexe|geschlecht|sesso|пол))?[ \t]*:?[ \t]*(?:anni[ \t]+)?(\d{1,3})(?![\p{N}]|[.,:]\d)/giu,
  ],
  [
    'German age abbreviation',
    /(?<![\p{N}.,])(?<!(?:seit|vor|für|nach|über|in|ca\.|circa|alle)[ \t])(\d{1,3})[ \t]?J\.(?=[ \t,;]|$)/gimu,
  ],
  [
    'age after a comma with its unit',
    /(?<=\p{L}[ \t]?,[ \t]?)(\d{1,3})[ \t]?(?:years?|yrs?\.?|y\.[ \t]?o\.?)(?=[ \t]*[,;)]|[ \t]*$)/gimu,
  ],
  [
    'age label of several words',
    /(?<![\p{L}])(?:age|alter|âge|edad|età|idade|возраст)(?:[ \t]+[\p{L}'.]+){1,3}[ \t]*:[ \t]*(\d{1,3})(?![\p{N}]|[.,:/-]\d)/giu,
  ],
  [
    // A form's label of several words and its value at the line's end, without a colon ("Age
    // last birthday 52", "Age at admission 67 years", "Edad del paciente 54", "Возраст на дату 42").
    'age label of several words before its value',
    /(?<![\p{L}])(?:[Aa]ge|AGE|[Aa]lter|ALTER|[Ââ]ge|ÂGE|[Ee]dad|EDAD|[Ee]tà|ETÀ|[Ii]dade|IDADE|[Вв]озраст|ВОЗРАСТ)(?:[ \t]+(?![Gg]roup|[Rr]ange|[Bb]and|[Bb]racket|[Cc]ategory|[Ll]imit)[\p{L}'.]+){1,3}[ \t]+(\d{1,3})(?=[ \t]*(?:years?|yrs?|ans|años|anni|anos|Jahre|лет|года?)?[ \t]*$)/gmu,
  ],
  [
    'sex word and age',
    /(?<![\p{L}])(?:male|female|man|woman|männlich|weiblich|homme|femme|hombre|mujer|masculino|femenino|maschio|femmina|uomo|donna|feminino|мужчина|женщина)[ \t]*[,/][ \t]*(\d{1,3})(?=[ \t]*[,;)]|[ \t]+(?:years?|yrs?|y\.?o\.?|J\.|Jahre|ans|años|anni|anos|лет|года?)(?![\p{L}])|[ \t]*$)/gimu,
  ],
  [
    'age after a pronoun and a verb',
    /(?<![\p{L}])(?:he|she|I|who|patient|pt)(?:[ \t]+(?:is|was|am)|'s|'m)[ \t]+(\d{1,3})(?![\p{N}]|[.,:/-]\d|[ \t]*(?:%|percent|minutes?|hours?|days?|weeks?|months?|times|km|miles?|kg|lbs?|cm|m(?![\p{L}])|pages?|blocks?|steps?|feet|meters?|points?|[€$£]|th|st|nd|rd))/giu,
  ],
  [
    'birthday number',
    /(?<![\p{N}.,])(\d{1,3}(?:st|nd|rd|th|º|ª|°|e|ème|eme|\.|-?й|-?го)?)[ \t]*(?:birthday|cumpleaños|anniversaire|Geburtstag|compleanno|aniversário|aniversario|день[ \t]+рождения)(?![\p{L}])/giu,
  ],
  ['Italian registry age', /(?:,|(?<![\p{L}])di)[ \t]+anni[ \t]+(\d{1,3})(?![\p{N}])/giu],
  [
    'German age after a comma or a verb',
    /(?:,|(?<![\p{L}])(?:ist|wird|war|sind))[ \t]+(\d{1,3})[ \t]+Jahre(?![\p{L}])(?![ \t]+(?:Garantie|Erfahrung|Berufserfahrung|lang|später|zuvor|Laufzeit))/gu,
  ],
];

/**
 * An age in brackets after a year of birth ("DOB: 12/03/1981 (42)", "born 1980 (age 44)"): the
 * year and the age must add up to a year of this era, so a model year and a count stay out.
 */
const AGE_AFTER_YEAR =
  /(?<![\p{N}])((?:19|20)\d{2})[ \t]*\((?:age[ \t]+|âge[ \t]+|edad[ \t]+)?(\d{1,3})\)/giu;

/** Words that say a date or year of birth follows. */
const BIRTH_CUE =
  /(?<!\p{L})(?:born|birth|DOB|b\.|geb\.?|geboren|Geburts\p{L}*|née?|naissance|nacid[oa]|nacimiento|nat[oa]|nascita|nascid[oa]|nascimento|родил\p{L}*|рождения|г\.р\.)/iu;

/** Recognises ages in the forms of `FORMS`. */
export const ageFormRecognizer = safeRecognizer('age-form', ['AGE'], ({ folded }) => {
  const spans: Span[] = [];
  const bracketed = BRACKETED_NUMBER.test(folded);
  if (bracketed)
    for (const m of matchesOf(NAME_THEN_NUMBER, folded)) {
      if (!personBefore(m[1]!, m[2]!)) continue;
      // "Calle de los Reyes Católicos, 24, 6º A": a street's house number, no age.
      if (isHouseNumberBetweenCommas(folded, m.index, m.index + m[0].length)) continue;
      const end = m.index + m[0].length - 1;
      const span = makeSpan('AGE', end - m[3]!.length, end, 0.7, 'age-form');
      span.reason = `number in brackets after the name "${m[1]} ${m[2]}"`;
      spans.push(span);
    }
  if (NUMBER_BETWEEN_COMMAS.test(folded))
    for (const m of matchesOf(NAME_COMMA_NUMBER, folded)) {
      if (!personBefore(m[1]!, m[2]!)) continue;
      // "Calle de los Reyes Católicos, 24, 6º A": a street's house number, no age.
      if (isHouseNumberBetweenCommas(folded, m.index, m.index + m[0].length)) continue;
      const end = m.index + m[0].length - 1;
      const span = makeSpan('AGE', end - m[3]!.length, end, 0.65, 'age-form');
      span.reason = `number between commas after the name "${m[1]} ${m[2]}"`;
      spans.push(span);
    }
  if (NUMBER_BETWEEN_COMMAS.test(folded))
    for (const m of matchesOf(ONE_NAME_COMMA_NUMBER, folded)) {
      const name = m[2]!;
      if (MONTH_NAME.test(name) || isCommonWord(name) || isOrgOrPlaceWord(name)) continue;
      if (m[1] === undefined && !isFirstName(name)) continue;
      // "Largo Augusto, 26, 28100 Novara": a street's house number, no age.
      if (isHouseNumberBetweenCommas(folded, m.index, m.index + m[0].length)) continue;
      const end = m.index + m[0].length - 1;
      const span = makeSpan('AGE', end - m[3]!.length, end, 0.65, 'age-form');
      span.reason = `number between commas after "${m[0].slice(0, -m[3]!.length - 2).trim()}"`;
      spans.push(span);
    }
  if (NUMBERS_JOINED.test(folded))
    for (const m of matchesOf(AGE_LIST, folded)) {
      // The list needs its age word before it or its unit after it ("7 and 9" alone is anything).
      // "de", "di", "com" only count with the unit ("de 7 y 9 de marzo" is two days).
      const cue = /^(?:aged|ages|âgés|im[ \t]+alter|в[ \t]+возрасте)/iu.test(m[0]);
      const unit = /\p{L}$/u.test(m[0]);
      if (!cue && !unit) continue;
      let from = m.index;
      for (const age of [m[1], m[2], m[3]]) {
        if (age === undefined) continue;
        const at = m[0].indexOf(age, from - m.index) + m.index;
        from = at + age.length;
        const span = makeSpan('AGE', at, at + age.length, 0.7, 'age-form');
        span.reason = 'ages listed together';
        spans.push(span);
      }
    }
  // A listed first name alone before the bracket, as lists of children and dependants write it
  // ("Dependants: Emma (7) and Liam (12)").
  if (bracketed)
    for (const m of matchesOf(FIRST_NAME_THEN_NUMBER, folded)) {
      if (!isFirstName(m[1]!) || isCommonWord(m[1]!) || isOrgOrPlaceWord(m[1]!)) continue;
      const end = m.index + m[0].length - 1;
      const span = makeSpan('AGE', end - m[2]!.length, end, 0.65, 'age-form');
      span.reason = `number in brackets after the first name "${m[1]}"`;
      spans.push(span);
    }
  if (YEAR_BEFORE_BRACKET.test(folded))
    for (const m of matchesOf(AGE_AFTER_YEAR, folded)) {
      const sum = Number(m[1]) + Number(m[2]);
      if (sum < 1995 || sum > 2035) continue;
      // The year closes a written date ("12/03/1981", "3 March 1981") or follows a birth cue.
      const before = folded.slice(Math.max(0, m.index - 40), m.index);
      if (!BIRTH_CUE.test(before) && !/\d[./-]$|\d[ \t]+\p{L}+\.?[ \t]$/u.test(before)) continue;
      const end = m.index + m[0].length - 1;
      const span = makeSpan('AGE', end - m[2]!.length, end, 0.7, 'age-form');
      span.reason = 'age in brackets after the year of birth';
      spans.push(span);
    }
  for (const [rule, pattern] of FORMS) {
    for (const m of matchesOf(pattern, folded)) {
      const age = m[1]!;
      if (Number(age) > 120) continue;
      // In every form the age is the first digit run of the match.
      const start = m.index + m[0].search(/\d/);
      if (yearsOfNoPerson(folded, start) || ageOfAThing(folded, start)) continue;
      const span = makeSpan('AGE', start, start + age.length, 0.7, 'age-form');
      span.reason = rule;
      spans.push(span);
    }
  }
  return spans;
});
