import type { TextTag } from '../../contract/tags';
import { afterOriginCue } from './location';
import { COUNTRY_NAMES } from './world-places';
import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isSurname } from './name-evidence';
import { ORG_HEADS } from './org-words';
import { PLACES } from './places';
import { postingPrefixLength } from './statement-parties';
import { HS, eachMatch, makeSpan } from './text-helpers';
import { charClass, clearAfter, clearBefore, nextLiteral } from '../word-occurrences';

/** Prepositions and verbs after which a proper noun is a place ("grew up in X", "flew to X"). */
const PLACE_CUE = new RegExp(
  `(?<![\\p{L}])(?:in|from|to|near|visit(?:ed|ing)?|across|throughout|outside|inside|arrived${HS}+at|landed${HS}+at|en|à|aus|nach|da|em|para|в|из)${HS}+`,
  'gu',
);
/** Phrases after which a proper noun is an organisation ("works at X", "travaille chez X", "lavora presso X"). */
const ORG_CUE = new RegExp(
  `(?<![\\p{L}]|(?:arrived|landed|stayed|stay|born|died|live|lives|lived)${HS}+)(?:at|for|joined|with|of|became|become|becomes|chez|presso|employed${HS}+by|hired${HS}+by|customer${HS}+of|client${HS}+of)${HS}+`,
  'gu',
);
/**
 * Verbs and nouns of a relation to a firm, in the seven languages ("employed by", "insured with",
 * "Kunde bei", "dipendente presso", "segurado na", "travaille chez"), with the article after them.
 */
const ORG_RELATION = new RegExp(
  `(?<![\\p{L}])(?:${[
    '(?:employed|hired|insured|covered|contracted|engaged|retained)${HS}+(?:by|with|at)',
    '(?:works?|working|worked)${HS}+(?:at|for)',
    '(?:banks?|banking|account|policy|contract|subscription|mortgage|loan)${HS}+(?:with|at)',
    '(?:customer|client|subscriber|policyholder|employee|member)${HS}+(?:of|at)',
    '(?:trabajo|trabajé|trabaja|trabajaba|trabajó)${HS}+(?:en|para)',
    '(?:me${HS}+incorporé|se${HS}+incorporó|incorporad[oa])${HS}+a',
    '(?:emplead[oa]|asegurad[oa]|contratad[oa])${HS}+(?:en|de|por|con)',
    'cliente${HS}+(?:de|di|da|do)',
    '(?:travaille|travaillait|travaillé)${HS}+(?:chez|pour)',
    '(?:rejoint|intégré)',
    '(?:employée?|assurée?|salariée?)${HS}+(?:chez|par|de|auprès${HS}+de)',
    'auprès${HS}+(?:de|du|des)',
    '(?:beschäftigt|angestellt|tätig|versichert|arbeitet|arbeitete|kunde|kundin|mitglied|konto)${HS}+bei',
    '(?:dipendente|impiegat[oa]|assicurat[oa])${HS}+(?:di|presso|con)',
    '(?:lavoro|lavora|lavorava|lavorato)${HS}+(?:per|presso)',
    '(?:trabalho|trabalhei|trabalha|trabalhava|trabalhou)${HS}+(?:na|no|para|em)',
    '(?:entrei|entrou)${HS}+(?:na|no)',
    '(?:работаю|работал|работала|работает)${HS}+в',
    '(?:funcionári[oa]|segurad[oa])${HS}+(?:da|do|de|na|no|pela|pelo|com)',
  ]
    .join('|')
    .replace(
      /\$\{HS\}/g,
      HS,
    )})${HS}+(?:(?:the|der|die|dem|den|la|le|les|el|il|lo|a|o|da|do|na|no)${HS}+|l['’])?`,
  'giu',
);

/** One to three capitalised (or upper-case) words, with short lower-case links inside. */
const PROPER =
  /\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:(?:de|del|la|do|da|di|am|an|upon|on|sur|nad|&)[ \t]+)?\p{Lu}[\p{L}'’.-]*){0,2}/uy;
/** A capitalised run ending in an organisation head noun ("Rapid Cycle Solutions"). */
const ORG_RUN =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’&.-]*(?:[ \t]+(?:(?:of|and|&|for|de|du|des)[ \t]+)?\p{Lu}[\p{L}'’&.-]*){1,4}/gu;

const LINK_WORDS = /^(?:de|del|la|do|da|di|am|an|upon|on|sur|nad|&)$/;

/**
 * The proper noun at `at`: cut at a sentence's full stop ("Cyprus. Mr Leiva") and before the
 * first capitalised common word ("Leppen on Tuesday"), so that a cue never swallows what follows.
 */
function proper(text: string, at: number): string | undefined {
  PROPER.lastIndex = at;
  let value = PROPER.exec(text)?.[0];
  if (!value) return undefined;
  const stop = /\p{L}{2,}\.[ \t]/u.exec(value);
  if (stop) value = value.slice(0, stop.index + stop[0].length - 2);
  const words = value.split(/[ \t]+/);
  let keep = words.findIndex((w, i) => i > 0 && isCommonWord(w));
  if (keep < 0) keep = words.length;
  while (keep > 1 && LINK_WORDS.test(words[keep - 1]!)) keep--;
  const kept = words.slice(0, keep);
  const last = kept[kept.length - 1]!;
  const end = value.indexOf(last, kept.slice(0, -1).join(' ').length) + last.length;
  return value.slice(0, end).replace(/['’]s$|\.$/u, '');
}

const HEADING_LINKS =
  /^(?:of|the|and|for|in|on|to|a|an|at|with|de|la|le|les|du|des|der|die|das|und|für|di|del|della|da|do|dos|e|y|et|и|в)$/u;

/** True when the line holding `at` is a heading in Title Case of three words or more ("Notice of Assessment 2024"). */
function titleCaseLineAt(text: string, at: number): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  let end = text.indexOf('\n', at);
  if (end < 0) end = text.length;
  const words = text
    .slice(start, end)
    .trim()
    .split(/[ \t]+/);
  return (
    words.length >= 3 &&
    words.every((w) => /^[\p{Lu}\d]/u.test(w) || HEADING_LINKS.test(w)) &&
    words.some((w) => HEADING_LINKS.test(w))
  );
}

/** German and Romance abstract nouns a place cue may precede ("aus Kapitalvermögen", "in Ausbildung"). */
const ABSTRACT_NOUN =
  /(?:ung|heit|keit|schaft|vermögen|nis|tät|ismus|tion|sion|ment|ium|wesen|recht|gesetz|kosten|zeit|betrieb|vertrag|leistung|arbeit|ität|dad|ción|zione|ção|ência|ência|ance|ence)$/u;

/** Fields of study after "in" ("degree in Accounting", "laurea in Economia"): no place. */
const STUDY_FIELDS = new Set(
  'accounting economics economia economía économie contabilidade contabilidad comptabilité contabilità finance finanzas finanças nursing engineering ingeniería ingegneria engenharia marketing informatik informatique informática informatica betriebswirtschaftslehre law derecho droit diritto direito medicine medicina médecine medizin'.split(
    ' ',
  ),
);

/** Function words that mark a German text, where every noun is capitalised. */
const GERMAN_WORDS =
  /(?<![\p{L}])(?:der|die|das|und|nicht|mit|für|ist|wird|werden|wir|sie|zur|zum|des|dem|den|ein|eine|einer|einem|oder|auf|bei|vom|sind|wurde|ihre|ihr|bitte|gemäß|über|bis)(?![\p{L}])/gu;

/** Endings of German, Austrian and Swiss town names ("Kirchhausen", "Neustadt", "Rheinfelden"). */
const GERMAN_TOPONYM =
  /(?:burg|berg|stadt|dorf|hausen|heim|feld|felden|ingen|hagen|furt|bach|brück|brücken|see|tal|rode|leben|stedt|hofen|kirchen|wald|walde|münster|hafen|büttel|witz|itz|ow|au|horst|rath|kamp|lingen|ach)$/u;

/**
 * True when a single word after a place cue may be a place: not an abstract noun ("aus
 * Kapitalvermögen"), not written in lower case elsewhere in the text (a common noun used in a
 * heading: "Pago en Efectivo" … "en efectivo"), and in a German text, where "in Kraft", "nach
 * Erhalt" and "aus Gründen" are capitalised nouns, shaped like a town's name.
 */
function placeLike(text: string, value: string, german: boolean): boolean {
  if (ABSTRACT_NOUN.test(value)) return false;
  if (german && !GERMAN_TOPONYM.test(value)) return false;
  const lower = value.toLowerCase();
  if (lower === value) return true;
  // (?<![\p{L}])lower(?![\p{L}]) by a literal scan: no regex per word (word-occurrences.ts).
  const fits = (start: number, end: number) =>
    clearBefore(text, start, LETTER) && clearAfter(text, end, LETTER);
  return nextLiteral(text, lower, 0, fits) === undefined;
}

/** A letter, as the edges of a whole word are tested. */
const LETTER = charClass(/[\p{L}]/u);

/** True when `end` ends its line and that line is a heading in Title Case of three words or more. */
function titleCaseLineEndsAt(text: string, end: number): boolean {
  if (!/^[ \t]*(?:\n|$)/.test(text.slice(end, end + 3))) return false;
  const start = text.lastIndexOf('\n', end - 1) + 1;
  const words = text
    .slice(start, end)
    .trim()
    .split(/[ \t]+/);
  return words.length >= 3 && words.every((w) => /^[\p{Lu}\d]/u.test(w) || HEADING_LINKS.test(w));
}

function personLike(words: string[]): boolean {
  return isFirstName(words[0]!) || (words.length > 1 && isSurname(words[words.length - 1]!));
}

function push(
  spans: Span[],
  tag: TextTag,
  start: number,
  value: string,
  score: number,
  reason: string,
): void {
  const span = makeSpan(tag, start, start + value.length, score, 'context-entity');
  span.reason = reason;
  spans.push(span);
}

/**
 * Places and organisations known only from their context: a proper noun after "in/from/to" is a
 * place, after "at/for/joined" an organisation, and a run ending in "Solutions", "Group" or
 * "Orchestra" an organisation. Listed places and person names are left to their recognizers.
 */
export const contextEntityRecognizer: Recognizer = {
  name: 'context-entity',
  tags: ['LOCATION', 'ORGANIZATION'],
  find({ folded }) {
    const spans: Span[] = [];
    let isGerman: boolean | undefined;
    const german = () => (isGerman ??= (folded.match(GERMAN_WORDS) ?? []).length >= 4);
    const cue = (pattern: RegExp, tag: TextTag, score = 0.5) =>
      eachMatch(pattern, folded, (m) => {
        const at = m.index + m[0].length;
        const value = proper(folded, at);
        if (!value || value.length < 2) return;
        const words = value.split(/[ \t]+/);
        if (words.some((w) => isCommonWord(w)) || personLike(words)) return;
        // An acronym or product word after a cue ("in PDF", "with OCR", "from IP") is not a
        // place or an organisation; listed ones ("USA") are the place recognizer's.
        if (/^\p{Lu}{2,5}s?$/u.test(value) || /[ \t]\p{Lu}{2,5}s$/u.test(value)) return;
        // "…the Future of Privacy Protection:": a heading or a label ends there, not a name.
        if (
          /^[ \t]*[:?][ \t]*(?:\n|$)/.test(folded.slice(at + value.length, at + value.length + 4))
        )
          return;
        // "The Future of Privacy Protection": a Title Case line ending in the value is a heading.
        if (titleCaseLineEndsAt(folded, at + value.length)) return;
        if (titleCaseLineAt(folded, at)) return;
        if (tag === 'LOCATION' && words.some((w) => STUDY_FIELDS.has(w.toLowerCase()))) return;
        if (tag === 'LOCATION' && words.length === 1 && !placeLike(folded, value, german())) return;
        // "…Zustellung Einspruch": in a German text a place named by a cue looks like a town.
        if (
          tag === 'LOCATION' &&
          words.length > 1 &&
          german() &&
          !GERMAN_TOPONYM.test(words[words.length - 1]!) &&
          !/[ \t](?:am|im|an der|ob der)[ \t]/u.test(value)
        )
          return;
        if (tag === 'LOCATION' && words.some((w) => ORG_HEADS.has(w.toLowerCase()))) return;
        // "Made in Portugal", "Hergestellt in Deutschland": the goods' origin, no person's place.
        if (tag === 'LOCATION' && COUNTRY_NAMES.has(value) && afterOriginCue(folded, at)) return;
        if (tag === 'ORGANIZATION' && (PLACES.has(value) || words.some((w) => PLACES.has(w))))
          return;
        const said = m[0].trim();
        push(
          spans,
          tag,
          at,
          value,
          score,
          `${tag === 'LOCATION' ? 'place' : 'organisation'} named after "${said}"`,
        );
      });
    cue(PLACE_CUE, 'LOCATION');
    cue(ORG_CUE, 'ORGANIZATION');
    cue(ORG_RELATION, 'ORGANIZATION', 0.6);
    eachMatch(ORG_RUN, folded, (whole) => {
      // "…at Riverside Academy. Please bring…": a sentence's full stop after a head noun ends
      // the name there.
      let body = whole[0];
      for (const t of body.matchAll(/[^ \t]+/gu)) {
        const w = t[0];
        const end = t.index + w.length;
        if (
          end < body.length &&
          /\p{Ll}{2}\.$/u.test(w) &&
          ORG_HEADS.has(w.slice(0, -1).toLowerCase())
        ) {
          body = body.slice(0, end);
          break;
        }
      }
      const m = { 0: body, index: whole.index };
      const words = m[0].split(/[ \t]+/);
      const last = words[words.length - 1]!.replace(/[.,]$/, '');
      // "Evergreen Health Plan": a plan named by its kind is the insurer's name.
      const plan = /^(?:health|dental|medical|care|benefits?|pension|vision)[ \t]+plans?$/iu.test(
        words.slice(-2).join(' ').replace(/[.,]$/, ''),
      );
      if (!ORG_HEADS.has(last.toLowerCase()) && !plan) return;
      let skip = 0;
      // "PAGAMENTO POS ENEL ENERGIA": a statement row's posting words open no firm's name.
      const postingLen = postingPrefixLength(m[0]);
      if (postingLen > 0)
        skip = m[0]
          .slice(0, postingLen)
          .trim()
          .split(/[ \t]+/).length;
      // "…via Email. The Wall Street Journal": a sentence's full stop ends what came before.
      const stop = words.findLastIndex((w, k) => k < words.length - 1 && /\p{Ll}{2}\.$/u.test(w));
      if (stop >= 0) skip = stop + 1;
      // "Saint Brendan Regional Medical Center": a saint's title opens the name.
      while (
        skip < words.length - 1 &&
        isCommonWord(words[skip]!) &&
        !/^(?:saint|st\.?|san|santa|são|sankt)$/iu.test(words[skip]!)
      )
        skip++;
      if (skip >= words.length - 1) return;
      // "PRIMARY INSURANCE", "SECONDARY INSURANCE": a form's field label in capitals.
      if (/^(?:primary|secondary)$/iu.test(words[skip]!) && !/\p{Ll}/u.test(m[0])) return;
      // "The Pension Plan" is a plan; "Evergreen Health Plan" names the insurer.
      if (plan && words.length - skip < 3) return;
      const start = m.index + m[0].indexOf(words[skip]!);
      const end = m.index + m[0].lastIndexOf(last) + last.length;
      const span = makeSpan('ORGANIZATION', start, end, 0.75, 'context-entity');
      span.reason = `name ending in "${last}"`;
      spans.push(span);
    });
    return spans;
  },
};
