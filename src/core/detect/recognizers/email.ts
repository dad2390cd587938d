import type { Recognizer, Span } from '../span';
import { eachMatch, makeSpan, matchesOf } from './text-helpers';
import { KNOWN_TLDS } from './tlds';

const LOCAL = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]";
// A label may start or end with a hyphen ("weber-.de" from a company "Weber & Co" slugged): not
// valid, but a redactor does not let the well-formedness of an address decide whether it is one.
const LABEL = '-?[\\p{L}\\p{N}][\\p{L}\\p{N}-]*';

/**
 * RFC-ish address with Unicode (IDN) local parts and domains. The look-behind stops a match from
 * starting inside a longer token, which keeps the scan linear; a bare "@handle" has no local part.
 */
const EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}.@!#$%&'*+/=?^_\`{|}~-])${LOCAL}+(?:\\.${LOCAL}+)*@(?:${LABEL}\\.)+\\p{L}{2,63}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`,
  'gu',
);

/**
 * The "at" of an address written to dodge harvesters ("jane [at] example [dot] com",
 * "max(at)beispiel.de", "juan.garcia @ gmail.com", "jane.doe at example dot com"): the search
 * starts at these few markers, and the local part and domain are read around them.
 */
const OBFUSCATED_AT =
  /[ \t]?[[({][ \t]?(?:at|AT|@)[ \t]?[\])}][ \t]?|[ \t]@[ \t]?|[ \t]?@[ \t]| at | AT /gu;

/** The local part right before the "at". */
const LOCAL_BEFORE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}](?:[\p{L}\p{N}._%+-]*[\p{L}\p{N}])?$/u;

/** A "dot" written out: "[dot]", "(dot)", " dot ", or a plain full stop. */
const DOT =
  '(?:\\.|[ \\t]?[[({][ \\t]?(?:dot|DOT|punkt|point|punto)[ \\t]?[\\])}][ \\t]?|[ \\t](?:dot|DOT)[ \\t])';

/** The domain right after the "at": labels joined by dots (written or not), then the top label. */
const DOMAIN_AFTER = new RegExp(
  `^(?:${LABEL}${DOT})+(\\p{L}{2,24})(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`,
  'u',
);

const TLDS = new Set(KNOWN_TLDS);

/** An e-mail field's own label ("E-mail:", "Correo", "Courriel", "Почта"). */
const ADDRESS_LABEL = /(?<!\p{L})(?:e-?mail|correo|courriel|почта|эл\.[ \t]?почта)(?!\p{L})/iu;

/** An e-mail label or a contact word in the seven languages. */
const MAIL_LABEL =
  /(?<!\p{L})(?:e-?mail|mail|correo|courriel|posta|почта|contact|kontakt|contatto|contacto)(?!\p{L})/iu;

/** Obfuscated addresses: the local part, the written "at", a domain with a known top label. */
function obfuscatedAddresses(folded: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(OBFUSCATED_AT, folded)) {
    const marker = m[0];
    // A plain " at " is English prose unless the domain also writes its dots out ("at x dot com").
    const plainWord = /^ (?:at|AT) $/.test(marker);
    const local = LOCAL_BEFORE.exec(folded.slice(Math.max(0, m.index - 64), m.index));
    if (!local) continue;
    const after = m.index + marker.length;
    const domain = DOMAIN_AFTER.exec(folded.slice(after, after + 255));
    if (!domain) continue;
    if (!TLDS.has(domain[1]!.toLowerCase())) continue;
    const writtenDot = /[[({ ]/.test(domain[0]);
    if (plainWord && !writtenDot) continue;
    // And its local part looks like one ("jane.doe", "j_smith2") or an e-mail label is near.
    if (
      plainWord &&
      !/[._%+\d-]/u.test(local[0]) &&
      !MAIL_LABEL.test(folded.slice(Math.max(0, m.index - 40), m.index))
    )
      continue;
    // "sales @ 10.5 %" or a bare "@ example.com" without a local part are no addresses.
    if (!/\p{L}/u.test(local[0])) continue;
    const start = m.index - local[0].length;
    const span = makeSpan('EMAIL', start, after + domain[0].length, 0.85, 'email');
    span.reason = 'e-mail address written with a spelled-out or spaced "at"';
    spans.push(span);
  }
  return spans;
}

/**
 * The start of an address whose local part wrapped after a dot, a hyphen or an underscore
 * ("jean.pierre." / "dupont@entreprise.fr"): the piece ending the line before, when it is that
 * line's last token.
 */
const WRAPPED_LOCAL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}._%+-]*[._-][ \t]?\n$/u;

/**
 * An address whose local part ends one line and whose "@domain" opens the next ("maria.lopez" /
 * "@example.com", a narrow cell wrapped before the at sign).
 */
const WRAPPED_AT = new RegExp(
  `(?<![\\p{L}\\p{N}.@!#$%&'*+/=?^_\`{|}~-])${LOCAL}+(?:\\.${LOCAL}+)*[ \\t]*\\n[ \\t]*@(?:${LABEL}\\.)+(\\p{L}{2,63})(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`,
  'gu',
);

/** E-mail addresses, including +tags and internationalised domains. */
export const emailRecognizer: Recognizer = {
  name: 'email',
  tags: ['EMAIL'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(EMAIL, folded, (m) => {
      const before = folded.slice(Math.max(0, m.index - 64), m.index);
      const wrapped = WRAPPED_LOCAL.exec(before);
      // A sentence's last word and its full stop ("… contact support." / "info@…") is no piece
      // of the address: a piece ending in a dot needs its own dot, underscore, hyphen or digit,
      // or an e-mail label before it on its line.
      const piece = wrapped?.[0].trimEnd() ?? '';
      const ok =
        wrapped &&
        (!piece.endsWith('.') ||
          /[._\d-]/u.test(piece.slice(0, -1)) ||
          ADDRESS_LABEL.test(before.slice(before.lastIndexOf('\n', before.length - 2) + 1)));
      const start = ok ? m.index - wrapped[0].length : m.index;
      spans.push(makeSpan('EMAIL', start, m.index + m[0].length, 0.97, 'email'));
    });
    if (/\n[ \t]*@/u.test(folded))
      for (const m of matchesOf(WRAPPED_AT, folded)) {
        if (!TLDS.has(m[1]!.toLowerCase())) continue;
        const span = makeSpan('EMAIL', m.index, m.index + m[0].length, 0.9, 'email');
        span.reason = 'e-mail address wrapped before its "@"';
        spans.push(span);
      }
    if (folded.includes('@') || /[[({][ \t]?at|[ \t]at[ \t]/iu.test(folded))
      spans.push(...obfuscatedAddresses(folded));
    return spans;
  },
};
