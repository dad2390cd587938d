/**
 * Month names of the seven OCR languages. The date parser (chrono-node) has its own tables; these
 * decide cheaply whether a page needs a non-English parser at all, and tell the name recognizers
 * that "March" or "Mai" is not a first name.
 */

/** A language code of the seven OCR languages. */
export type DateLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru';

/** Full month names per language, January first (Russian in the genitive used in dates). */
export const MONTHS: Readonly<Record<DateLanguage, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

/**
 * Stems that start a month word in each non-English language (any case); a page lacking all of
 * them cannot hold a written date in that language, so its parser is skipped.
 */
export const MONTH_STEMS: Readonly<Record<Exclude<DateLanguage, 'en'>, RegExp>> = {
  es: /(?<!\p{L})(?:ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic)/iu,
  fr: /(?<!\p{L})(?:janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|oct|nov|déc|dec)/iu,
  de: /(?<!\p{L})(?:jan|jän|feb|mär|mae|apr|mai|jun|jul|aug|sep|okt|nov|dez)/iu,
  it: /(?<!\p{L})(?:genn|febb|marz|apr|magg|giu|lug|ago|sett|ott|nov|dic)/iu,
  pt: /(?<!\p{L})(?:jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)/iu,
  ru: /(?<!\p{L})(?:янв|фев|мар|апр|ма[яй]|июн|июл|авг|сен|окт|ноя|дек)/iu,
};

/** Weekday names (lower case) in the seven languages. */
export const WEEKDAYS: readonly string[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'montag',
  'dienstag',
  'mittwoch',
  'donnerstag',
  'freitag',
  'samstag',
  'sonntag',
  'lunedì',
  'martedì',
  'mercoledì',
  'giovedì',
  'venerdì',
  'sabato',
  'domenica',
  'segunda',
  'terça',
  'quarta',
  'quinta',
  'sexta',
  'понедельник',
  'вторник',
  'среда',
  'четверг',
  'пятница',
  'суббота',
  'воскресенье',
];

/** Every month and weekday word (lower case), plus common English abbreviations. */
export const CALENDAR_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(MONTHS).flatMap((names) => names.map((n) => n.toLowerCase())),
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
  'jänner',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  ...WEEKDAYS,
]);

/** Month names of the seven languages and every abbreviation of three letters or more (lower case). */
const MONTH_PREFIXES: ReadonlySet<string> = (() => {
  const words = new Set<string>();
  for (const names of Object.values(MONTHS))
    for (const name of names) {
      const lower = name.toLowerCase();
      for (let n = 3; n <= lower.length; n++) words.add(lower.slice(0, n));
    }
  return words;
})();

/** True when `word` is a month name or its abbreviation ("Okt", "févr", "gen", "сент"). */
export function isMonthWord(word: string): boolean {
  return MONTH_PREFIXES.has(word.toLowerCase());
}
