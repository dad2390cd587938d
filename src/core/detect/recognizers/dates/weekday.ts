import type { Recognizer, Span } from '../../span';
import { HS, eachMatch, escapeRegExp, makeSpan } from '../text-helpers';
import { WEEKDAYS } from './months';

/**
 * Weekday names that a cue makes a day something happened ("on Monday", "next Friday", "el
 * lunes", "am Montag", "в понедельник", "Monday morning"), which chrono (rightly) does not read as
 * dates, at a low score. Years standing alone ("founded in 1998") are deliberately not reported:
 * the project's hard negatives keep them, since a year alone identifies nobody and flagging it
 * would black out every annual report.
 */

/** Portuguese weekdays short of "-feira" are also ordinals ("na quinta" = "on the farm", too). */
const PT_ORDINALS = new Set(['segunda', 'terça', 'quarta', 'quinta', 'sexta']);
const WEEKDAY_WORDS = [
  '(?:segunda|terça|quarta|quinta|sexta)-feira',
  ...WEEKDAYS.filter((w) => !PT_ORDINALS.has(w)).map(escapeRegExp),
].join('|');

/** "on Monday", "next Friday", "el lunes", "am Montag", "в понедельник", "Monday morning/at". */
const CUED_WEEKDAY = new RegExp(
  `(?<![\\p{L}])(?:(?:on|next|last|this|every|el|los|le|am|il|no|na|в|во)${HS}+(${WEEKDAY_WORDS})(?!\\p{L})|(${WEEKDAY_WORDS})(?=${HS}+(?:morning|afternoon|evening|night|at|mañana|tarde|matin|soir|Morgen|Abend|mattina|sera|manhã|утром|вечером)(?!\\p{L})))`,
  'giu',
);

/** Score: below every structured date, so any longer date that overlaps wins. */
const SCORE = 0.5;

/** Weekdays that a cue word makes a point in time. */
export const weekdayRecognizer: Recognizer = {
  name: 'weekday',
  tags: ['DATE'],
  find({ folded }) {
    const spans: Span[] = [];
    const pushGroup = (m: RegExpExecArray, group: string) => {
      const start = m.index + m[0].lastIndexOf(group);
      spans.push(makeSpan('DATE', start, start + group.length, SCORE, 'weekday'));
    };
    eachMatch(CUED_WEEKDAY, folded, (m) => {
      const word = m[1] ?? m[2];
      // "Monday Morning Meeting" is a Title Case heading, not a day someone did something.
      const next = folded.slice(m.index + m[0].length).trimStart();
      if (m[2] && /^\p{Lu}/u.test(next)) return;
      if (word) pushGroup(m, word);
    });
    return spans;
  },
};
