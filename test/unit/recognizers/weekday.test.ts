import { describe, expect, it } from 'vitest';
import { weekdayRecognizer } from '../../../src/core/detect/recognizers/dates/weekday';
import { found } from './textual-helpers';

describe('weekdayRecognizer', () => {
  it.each([
    ['en', 'He flew to Oslo on Tuesday morning.', 'Tuesday'],
    ['es', 'Nos vemos el lunes.', 'lunes'],
    ['fr', 'Rendez-vous le mardi à midi.', 'mardi'],
    ['de', 'Wir treffen uns am Montag.', 'Montag'],
    ['it', 'Ci vediamo il venerdì sera.', 'venerdì'],
    ['pt', 'Chegou no sábado, em 2019.', 'sábado'],
    ['ru', 'Встретимся в понедельник.', 'понедельник'],
  ])('%s: finds the weekday in %j', (_lang, text, expected) => {
    expect(found(weekdayRecognizer, text)).toContain(expected);
  });

  it.each([
    'The company was founded in 1998 and relaunched in 2015.',
    'During 2017, the firm grew fast.',
    'We sold 2017 units last quarter.',
    'Invoice 2019-0042 is overdue.',
    'The price rose by 2000 €.',
    'Room 1977 is on the 19th floor.',
    'Monday Morning Meeting',
    'Ele ficou em quinta posição.',
    'Tuesday',
  ])('finds nothing in %j', (text) => {
    expect(found(weekdayRecognizer, text)).toEqual([]);
  });
});
