import { WEEKDAYS } from './months';

/**
 * Weekdays printed with a date, in full or abbreviated, in the seven languages: web portals,
 * booking systems and mail headers write "Mon, 03 Mar 2026", "Di., 04.03.2026", "lun. 3 mars
 * 2026", "mar 4 mar 2026", "ter., 4 mar. 2026", "gio 5 mar 2026". The weekday names the same day
 * as the date beside it, so a reviewer boxes them together; the date reader takes it into the
 * date's span only when it stands right before (or in brackets right after) an accepted date, so
 * "sex" or "mar" alone is never read as anything.
 */

/** Three- and four-letter abbreviations (lower case), shared by several languages. */
const SHORT_WEEKDAYS: ReadonlySet<string> = new Set([
  // en
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
  // es (lun, mar also fr and it)
  'lun',
  'mar',
  'mié',
  'mie',
  'jue',
  'vie',
  'sáb',
  'sab',
  'dom',
  // fr
  'mer',
  'jeu',
  'ven',
  'sam',
  'dim',
  // it
  'gio',
  // pt
  'seg',
  'ter',
  'qua',
  'qui',
  'sex',
  // ru
  'пн',
  'вт',
  'ср',
  'чт',
  'пт',
  'сб',
  'вс',
]);

/**
 * German two-letter weekdays ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"): only capitalised, since
 * lower-case "di", "do", "so" are ordinary Italian, Spanish and English words.
 */
const GERMAN_TWO_LETTER: ReadonlySet<string> = new Set(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);

const FULL_WEEKDAYS: ReadonlySet<string> = new Set(WEEKDAYS);

/** True when `word` (as printed, without its dot) is a weekday name or abbreviation. */
export function isWeekdayWord(word: string): boolean {
  // "Mo" and "MO" (a capitalised table), never "mo".
  if (word.length === 2 && GERMAN_TWO_LETTER.has(word[0]! + word[1]!.toLowerCase())) return true;
  const lower = word.toLowerCase().replace(/-feira$/, '');
  return FULL_WEEKDAYS.has(lower) || SHORT_WEEKDAYS.has(lower);
}

/** A word (maybe a Portuguese "-feira" day), its dot, a comma perhaps, right before the date. */
const WEEKDAY_BEFORE = /(?<![\p{L}\p{N}])(\p{L}+(?:-feira)?)\.?,?[ \t]+$/u;

/** A weekday after the date, in brackets or after a comma ("(четверг)", ", Friday", "(Tue)"). */
const WEEKDAY_AFTER =
  /[ \t]*(?:\((\p{L}+(?:-feira)?)\.?\)|,[ \t]*(\p{L}+(?:-feira)?)(?![\p{L}.]))/uy;

/** How many characters before `start` a weekday printed with the date takes (0: none). */
export function weekdayBefore(text: string, start: number): number {
  const m = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, start - 24), start));
  return m && isWeekdayWord(m[1]!) ? m[0].length : 0;
}

/**
 * How many characters after `end` a weekday printed with the date takes (0: none). After a comma
 * only a full name counts: ", sab" or ", Sun" after a date is more often the next field.
 */
export function weekdayAfter(text: string, end: number): number {
  WEEKDAY_AFTER.lastIndex = end;
  const m = WEEKDAY_AFTER.exec(text);
  if (!m) return 0;
  const word = m[1] ?? m[2]!;
  const known = m[1]
    ? isWeekdayWord(word)
    : FULL_WEEKDAYS.has(word.toLowerCase().replace(/-feira$/, ''));
  return known ? m[0].length : 0;
}
