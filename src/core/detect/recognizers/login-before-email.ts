/**
 * A user name printed beside its e-mail in brackets ("Account owner ortrud.niessen
 * (ortrud.niessen@t-online.de)", "Titular bespinola06 (bernardoesp@sapo.pt)"): an account's
 * login shown with the address it signs in with. The token must look like a login (lower-case
 * letters with a dot, an underscore or digits) and must not be the e-mail's domain or a web
 * address ("acme.com (info@acme.com)"). Tagged ID, as the product tags every login
 * (credential-columns.ts's login-name).
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';

/** An e-mail in brackets: the anchor a login is read back from. */
const BRACKETED_EMAIL = /\(([A-Za-z0-9._%+-]+)@([A-Za-z0-9.-]+\.[A-Za-z]{2,})\)/gu;

/** A login-shaped token ending right before the bracket (one run of login characters). */
const LOGIN_BEFORE = /(?<![\p{L}\p{N}._@-])([a-z][a-z0-9._-]{2,31})[ \t]+$/u;

/** How far before the bracket a login is looked for. */
const LOOK_BACK = 40;

/** Endings of a web address a login does not have. */
const WEB_ENDINGS = new Set([
  'com',
  'org',
  'net',
  'io',
  'eu',
  'uk',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'ru',
]);

/** Recognises a login right before its bracketed e-mail (see the module comment). */
export const loginBeforeEmailRecognizer = safeRecognizer(
  'login-before-email',
  ['ID'],
  ({ text }) => {
    if (!text.includes('@')) return [];
    const spans: Span[] = [];
    for (const m of text.matchAll(BRACKETED_EMAIL)) {
      const from = Math.max(0, m.index - LOOK_BACK);
      const before = LOGIN_BEFORE.exec(text.slice(from, m.index));
      if (!before) continue;
      const login = before[1]!;
      const domain = m[2]!.toLowerCase();
      const at = from + before.index;
      // A login has a dot, an underscore or a digit; a plain word ("support", "us") is prose.
      if (login.length < 4 || !/[._\d]/u.test(login) || /[._-]$/u.test(login)) continue;
      // A web address or the e-mail's own domain is no login.
      const last = login.slice(login.lastIndexOf('.') + 1);
      if (login.includes('.') && (domain.endsWith(login) || WEB_ENDINGS.has(last))) continue;
      const span = makeSpan('ID', at, at + login.length, 0.8, 'login-before-email');
      span.reason = 'login beside its e-mail in brackets';
      spans.push(span);
    }
    return spans;
  },
);
