import type { Recognizer, Span } from '../span';
import { eachMatch, makeSpan } from './text-helpers';

const LOCAL = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';

/**
 * RFC-ish address with Unicode (IDN) local parts and domains. The look-behind stops a match from
 * starting inside a longer token, which keeps the scan linear; a bare "@handle" has no local part.
 */
const EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}.@!#$%&'*+/=?^_\`{|}~-])${LOCAL}+(?:\\.${LOCAL}+)*@(?:${LABEL}\\.)+\\p{L}{2,63}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`,
  'gu',
);

/** E-mail addresses, including +tags and internationalised domains. */
export const emailRecognizer: Recognizer = {
  name: 'email',
  tags: ['EMAIL'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(EMAIL, folded, (m) => {
      spans.push(makeSpan('EMAIL', m.index, m.index + m[0].length, 0.97, 'email'));
    });
    return spans;
  },
};
