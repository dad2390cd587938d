/**
 * Logins named by what a system or a writer says about them, in the seven languages: an audit or
 * export line's "created by jsmith" / "modified by m.rossi" / "geändert von kwagner" / "modifié par
 * rpoulain" / "creado por lgarcia" / "modificato da gbianchi" / "alterado por asilva" / "изменил
 * ipetrov", and a sentence's "your user name is jsmith", "Ihr Benutzername lautet kwagner", "con
 * el usuario lgarcia", "avec l'identifiant rpoulain", "под логином ipetrov". A login is one
 * lower-case token of letters, digits, '.', '_' or '-'; a plain word must spell a name written
 * near it ("by hand", "by default", "user name is required" stay words).
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** An audit line's preposition before a lower-case Latin token: the cheap first pass. */
const BY_TOKEN = /(?<=[ \t])(?:[Bb]y|von|durch|par|por|da)[ \t]+(?=[a-z])/g;

/** The audit verb right before that preposition (participles in both genders). */
const AUDIT_VERB =
  /(?<![\p{L}])(?:created|modified|updated|changed|edited|approved|assigned|reassigned|closed|opened|resolved|submitted|deleted|reviewed|uploaded|posted|escalated|exported|erstellt|geändert|bearbeitet|aktualisiert|genehmigt|zugewiesen|geschlossen|gelöscht|hochgeladen|angelegt|freigegeben|créée?s?|modifiée?s?|mise? à jour|approuvée?s?|assignée?s?|attribuée?s?|clôturée?s?|fermée?s?|supprimée?s?|validée?s?|cread[oa]s?|modificad[oa]s?|actualizad[oa]s?|aprobad[oa]s?|asignad[oa]s?|cerrad[oa]s?|eliminad[oa]s?|editad[oa]s?|subid[oa]s?|criad[oa]s?|alterad[oa]s?|atualizad[oa]s?|aprovad[oa]s?|atribuíd[oa]s?|fechad[oa]s?|carregad[oa]s?|creat[oaie]|modificat[oaie]|aggiornat[oaie]|approvat[oaie]|assegnat[oaie]|chius[oaie]|eliminat[oaie]|caricat[oaie])[ \t]+$/iu;

/** A Russian audit verb in the past tense ("Изменил(а) ipetrov"). */
const RU_AUDIT =
  /(?<![\p{L}])(?:создал|изменил|обновил|утвердил|назначил|закрыл|удалил|загрузил|отредактировал)(?:\(а\)|а)?[ \t]+(?=[a-z])/giu;

/** A sentence's login formula: the label, then "is", a colon or "with the". */
const PROSE =
  /(?<![\p{L}])(?:(?:user ?name|login(?: name)?) (?:is|will be|was)|(?:with|using) (?:the |your )?(?:user ?name|login)|(?:benutzername|anmeldename|login) (?:lautet|ist)|(?:mit|unter) (?:dem|ihrem|deinem) (?:benutzernamen|login)|(?:nombre de usuario|usuario) (?:es|será)|con (?:el|su) (?:nombre de )?usuario|(?:identifiant|nom d['’]utilisateur) (?:est|sera)|avec (?:l['’]|votre )identifiant|(?:nome utente) (?:è|sarà)|con (?:il|lo|il suo) (?:nome utente|username)|(?:nome de )?(?:utilizador|usuário) (?:é|será)|com o (?:nome de )?(?:utilizador|usuário)|(?:ваш )?логин(?:[ \t]+—)?|(?:под|с) логином)[ \t]+/giu;

/** A lower-case login token (logins are written in Latin letters). */
const LOGIN = /[a-z][a-z0-9._-]{1,38}[a-z0-9]/y;

/** Words that follow such verbs and formulas but are no login. */
const NOT_LOGIN = new Set(
  (
    'the a an and or your our their his her its this that hand default email mail phone post ' +
    'system admin administrator automatic automatically user customer client support team staff ' +
    'management manager agent someone anyone nobody mistake error request law contract ' +
    'der die das dem den ein eine einen einem ihrem ihren system kunde kunden le la les un une ' +
    'des du votre notre système client erreur el la los las un una su sistema cliente error ' +
    'il lo gli uno una suo sua sistema cliente errore o a os as um uma seu sua sistema cliente ' +
    'erro система клиент пользователь администратор не'
  ).split(' '),
);

/** What a login never is: an e-mail, a web or file name, a plain number. */
const NOT_LOGIN_SHAPE =
  /[@/:]|^www\.|\.(?:com|net|org|de|fr|es|it|pt|ru|uk|eu|io|pdf|docx?|xlsx?|csv|html?)$/u;

/** True when a plain lower-case token spells a capitalised name word near it ("kwagner"). */
function spellsName(token: string, context: string): boolean {
  const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const t = plain(token);
  for (const m of context.matchAll(/\p{Lu}\p{Ll}{3,}/gu)) if (t.includes(plain(m[0]))) return true;
  return false;
}

/** The login right at `at`, if its shape and neighbours say it is one. */
function loginAt(folded: string, at: number): string | undefined {
  LOGIN.lastIndex = at;
  const token = LOGIN.exec(folded)?.[0];
  if (!token || NOT_LOGIN.has(token) || NOT_LOGIN_SHAPE.test(token)) return undefined;
  // The token ends there: no letter, '@' or further word character right after it.
  if (/^[\p{L}\p{N}@]/u.test(folded.slice(at + token.length, at + token.length + 1)))
    return undefined;
  if (/[\d._]/.test(token) && /\p{L}{3}/u.test(token)) return token;
  if (token.length < 4) return undefined;
  const context = folded.slice(Math.max(0, at - 400), at + 400);
  return spellsName(token, context) ? token : undefined;
}

function push(spans: Span[], at: number, token: string, why: string): void {
  const span = makeSpan('ID', at, at + token.length, 0.7, 'login-phrase');
  span.reason = why;
  spans.push(span);
}

/** Recognises logins after audit verbs and login formulas of running text. */
export const loginPhraseRecognizer = safeRecognizer('login-phrase', ['ID'], ({ folded }) => {
  const spans: Span[] = [];
  for (const m of matchesOf(BY_TOKEN, folded)) {
    const at = m.index + m[0].length;
    const verb = AUDIT_VERB.exec(folded.slice(Math.max(0, m.index - 24), m.index));
    const token = verb ? loginAt(folded, at) : undefined;
    if (token) push(spans, at, token, `login after "${verb![0].trim()} ${m[0].trim()}"`);
  }
  // Cheap gate: the Russian verbs' common stems.
  if (/ил/u.test(folded)) {
    for (const m of matchesOf(RU_AUDIT, folded)) {
      const at = m.index + m[0].length;
      const token = loginAt(folded, at);
      if (token) push(spans, at, token, `login after "${m[0].trim()}"`);
    }
  }
  // Cheap gate: the login labels' stems.
  if (
    /user ?name|login|benutzername|anmeldename|usuario|usuário|identifiant|utilisateur|utente|utilizador|логин/iu.test(
      folded,
    )
  ) {
    for (const m of matchesOf(PROSE, folded)) {
      const at = m.index + m[0].length;
      const token = loginAt(folded, at);
      if (token) push(spans, at, token, `login after "${m[0].trim()}"`);
    }
  }
  return spans.sort((a, b) => a.start - b.start);
});
