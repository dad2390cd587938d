/**
 * Secrets: API keys and tokens by their published shapes (OpenAI "sk-", GitHub "ghp_", AWS access
 * keys, Slack "xox?-", JWTs, "Bearer" tokens, PEM private-key blocks) and passwords or PINs
 * after their label in a sentence ("my old password was x", "la nueva contraseña es x"), all as
 * PASSWORD, the contract's tag for credentials.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';
import { wrappedTokens } from './wrapped-tokens';

/** Token shapes that are secrets wherever they appear. */
const TOKEN_SHAPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\w-])sk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{20,}(?![\w-])/g, 'API key (sk-)'],
  // Payment providers' keys: "sk_live_…", "rk_test_…", "pk_live_…", "whsec_…".
  [/(?<![\w-])(?:[spr]k_(?:live|test)_|whsec_)[A-Za-z0-9]{16,}(?![\w-])/g, 'API key (sk_live_)'],
  [/(?<!\w)(?:ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{20,}(?!\w)/g, 'GitHub token'],
  [/(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])/g, 'AWS access key'],
  [/(?<![\w-])xox[abposr]-[A-Za-z0-9-]{10,}(?![\w-])/g, 'Slack token'],
  [
    /(?<![\w-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}(?![\w-])/g,
    'JSON web token',
  ],
  [/(?<![\w-])AIza[0-9A-Za-z_-]{35}(?![\w-])/g, 'Google API key'],
];

/** "Bearer <token>": the token is whatever non-space run follows. */
const BEARER = /(?<!\w)Bearer[ \t]+([A-Za-z0-9._~+/=-]{12,})/g;

/** A PEM private-key block, header to footer. */
const PRIVATE_KEY =
  /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----[\s\S]{0,8000}?-----END (?:[A-Z]+ )?PRIVATE KEY-----/g;

/** A password label, up to two words, then a verb or separator that introduces the value. */
const PASSWORD_SENTENCE =
  /(?<![\p{L}\p{N}])(password|passcode|passwort|kennwort|contraseña|contrasena|mot de passe|parola d'ordine|password|senha|palavra-passe|пароль|pin|пин|пин-код|clave|clé|clef|schlüssel|key|chiave|chave|ключ)((?:[ \t]+[\p{L}][\p{L}-]{1,11}){0,4}?)[ \t]*\n?[ \t]*(?::|=|(?<![\p{L}])(?:is|was|to|es|era|est|était|etait|ist|war|lautet|è|é|был|была|было|—))[ \t]*(?:[:][ \t]*)?\n?[ \t]*([^\s"'«»“”]{4,64})/giu;

/**
 * Codes that are secrets by their label: PINs, card security codes and one-time or verification
 * codes in the seven languages, followed by the digits with or without a separator.
 */
const CODE_LABEL =
  /(?<![\p{L}\p{N}])(?:(?:pin|пин)(?:[ -](?:code|код))?(?:[ \t]+(?:de la |de l'|de |da |do |della |del |dell'|der )?(?:porta|porte|puerta|portão|door|alarm|alarme|alarma|allarme|tür|haustür|cancello|portail|garage|garagem|acceso|accès|accesso|acesso|ingresso|entrada|safe|tresor|cofre|cassaforte|coffre|двери|домофона|сигнализации|сейфа))?|passcode|cvv2?|cvc2?|csc|security code|verification code|one-time (?:pass)?code|otp|código (?:de )?(?:verificación|seguridad|verificação|segurança)|code de (?:vérification|sécurité|confirmation)|cryptogramme|bestätigungscode|sicherheitscode|prüfnummer|codice di (?:verifica|sicurezza)|код (?:подтверждения|безопасности)|пин-код|пин)[ \t]*(?:[:#=][ \t]*|(?:is|was|es|era|est|était|ist|lautet|war|è|é)[ \t]+)?(\d{3,8})(?![\p{L}\p{N}]|[.,]\d)/giu;

/** A token or secret after its label: "Access token: a8f5f167...", "Client secret = 9f86...". */
const TOKEN_LABEL =
  /(?<![\p{L}\p{N}])(?:(?:access|refresh|auth|api|bearer)[ _-]?token|token|client[ _-]?secret|secret(?:[ _-]?key)?|api[ _-]?key|apikey)[ \t]*[:=][ \t]*([A-Za-z0-9._~+/=-]{16,200})(?![A-Za-z0-9._~+/=-])/giu;

/** A value that is a word of the sentence, not a secret ("required", "changed"). */
function looksSecret(value: string, label: string, colon: boolean): boolean {
  if (/^(?:key|schlüssel|chiave|chave|ключ|clave|clé|clef)$/iu.test(label)) {
    const mixed = /\d/.test(value) && /\p{L}/u.test(value);
    // "the key X": only token-like values (long, mixed letters and digits); after a colon
    // ("Wi-Fi key: Guest-1293!") a shorter one with a symbol too.
    return mixed && (value.length >= 16 || (colon && /[^\p{L}\p{N}]/u.test(value)));
  }
  if (/^(?:pin|пин|пин-код)$/iu.test(label)) return /^\d{4,8}$/.test(value);
  return /\d|[^\p{L}\p{N}]/u.test(value) || /\p{Lu}.*\p{Ll}|\p{Ll}.*\p{Lu}/u.test(value);
}

/** Recognises tokens, key blocks and passwords stated in a sentence. */
export const secretRecognizer = safeRecognizer('secret', ['PASSWORD'], ({ folded }) => {
  const spans: Span[] = [];
  const push = (start: number, end: number, score: number, reason: string) => {
    const span = makeSpan('PASSWORD', start, end, score, 'secret');
    span.reason = reason;
    spans.push(span);
  };
  for (const [shape, reason] of TOKEN_SHAPES) {
    for (const m of matchesOf(shape, folded)) push(m.index, m.index + m[0].length, 0.95, reason);
  }
  for (const m of matchesOf(BEARER, folded)) {
    const end = m.index + m[0].length;
    push(end - m[1]!.length, end, 0.9, 'Bearer token');
  }
  for (const m of matchesOf(CODE_LABEL, folded)) {
    const end = m.index + m[0].length;
    push(end - m[1]!.length, end, 0.85, `code after "${m[0].slice(0, -m[1]!.length).trim()}"`);
  }
  for (const m of matchesOf(TOKEN_LABEL, folded)) {
    if (!/\d/.test(m[1]!) || !/[A-Za-z]/.test(m[1]!)) continue;
    const end = m.index + m[0].length;
    push(
      end - m[1]!.length,
      end,
      0.9,
      `token after "${m[0].slice(0, -m[1]!.length).replace(/[:=\s]+$/, '')}"`,
    );
  }
  for (const w of wrappedTokens(folded)) push(w.start, w.end, 0.97, 'token wrapped at a line end');
  for (const m of matchesOf(PRIVATE_KEY, folded))
    push(m.index, m.index + m[0].length, 0.99, 'private key block');
  for (const m of matchesOf(PASSWORD_SENTENCE, folded)) {
    let value = m[3]!;
    // Sentence punctuation is not part of it; '!' and '?' often are.
    value = value.replace(/[.,;:)]+$/, '');
    const colon = /[:=][ \t\n]*$/.test(m[0].slice(0, m[0].length - m[3]!.length));
    if (value.length < 4 || !looksSecret(value, m[1]!, colon)) continue;
    const end = m.index + m[0].length - (m[3]!.length - value.length);
    push(end - value.length, end, 0.85, `value after "${m[1]}"`);
  }
  return spans;
});
