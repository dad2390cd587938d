import type { Recognizer, Span } from '../span';
import { isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { ORG_SUFFIXES } from './org-suffixes';
import { postingPrefixLength } from './statement-parties';
import { HS, eachMatch, lineStart, makeSpan } from './text-helpers';

/** A legal-form suffix after a space or comma; the name is found by walking back from it. */
const SUFFIX = new RegExp(
  `(?<=[\\p{L}\\p{N}.)&][ \\t]*,?[ \\t]+)(?:${ORG_SUFFIXES.join('|')})(?![\\p{L}\\p{N}&]|\\.\\p{L})`,
  'gu',
);
/**
 * Russian forms put the legal form first: ООО "Ромашка", АО «Газпром»; a quoted name may hold
 * another (ООО «Фабрика «Красный Октябрь»»: folded, the inner quote closes with the outer one).
 */
const RU_ORG = new RegExp(
  `(?<![\\p{L}])(?:ООО|ОАО|ЗАО|ПАО|АО|НКО|ИП|ФГУП|ГУП|МУП|АНО|ГБУЗ|ГБУ|ГАУЗ|ФГБУ|ФГБОУ|ГБОУ|МБОУ|МАОУ|МБДОУ|МКОУ|ЧОУ|НОУ|СК|НПФ|МФО|КБ|ТСЖ|ЖСК|СНТ)(?:${HS}+(?:СК|НПФ|МФО|КБ|ЧОП|ТК))?${HS}*(?:"[^"\\n]{1,60}"(?:[^"\\n]{1,40}"")?|«[^«»\\n]{1,60}»|„[^„“\\n]{1,60}“)`,
  'gu',
);

/** A sole trader: "ИП Журавлёв", "ИП Громов А. С." (the name is the business's name). */
const RU_SOLE_TRADER = new RegExp(
  `(?<![\\p{L}])ИП${HS}+[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?(?:${HS}+[А-ЯЁ]\\.${HS}?[А-ЯЁ]\\.)?`,
  'gu',
);

/** Words that may sit inside a company name without a capital ("Bank of America", "Müller und Söhne"). */
const CONNECTORS = new Set([
  'of',
  'and',
  '&',
  'und',
  'y',
  'e',
  'et',
  'de',
  'del',
  'des',
  'di',
  'da',
  'do',
  'du',
  'della',
  'dei',
  'degli',
  'dos',
  'das',
  'the',
  'for',
]);
/** Sentence openers that precede rather than start a name. */
const OPENERS = new Set([
  'The',
  'A',
  'An',
  'At',
  'In',
  'On',
  'By',
  'For',
  'From',
  'With',
  'To',
  'And',
  'Our',
  'We',
  // Romance articles stay: capitalised inside a sentence they open a name ("La Prévoyance
  // Lyonnaise SA", "El Corte Inglés S.A."); a sentence's "La société Dupont SA" stops earlier.
  'Die',
  'Der',
  'Das',
  'Bei',
  'Von',
  'Mit',
]);

/** Words of a minutes' or resolution's heading in capitals, never inside a firm's name. */
const CAPS_HEADING =
  /^(?:MINUTES|MEETING|BOARD|DIRECTORS|SHAREHOLDERS|MEMBERS|RESOLUTIONS?|ACTA|REUNIÓN|CONSEJO|ADMINISTRACIÓN|ACCIONISTAS|PROCÈS-VERBAL|CONSEIL|ADMINISTRATION|ACTIONNAIRES|ASSOCIÉS|PROTOKOLL|SITZUNG|AUFSICHTSRATS?|VORSTANDS?|GESELLSCHAFTER|HAUPTVERSAMMLUNG|VERBALE|CONSIGLIO|AMMINISTRAZIONE|ASSEMBLEA|SOCI|ATA|REUNIÃO|CONSELHO|ADMINISTRAÇÃO|ACIONISTAS|ASSEMBLEIA)$/u;
/** A heading's connector in capitals before a firm's name ("OF", "DE LA", "DELLA"). */
const CAPS_CONNECTOR = /^(?:OF|THE|DE|DEL|DELLA|DELL'|DA|DO|DI|DU|DES|DER|LA|LE)[ \t]+/u;

/** Walks back over up to five capitalised words (and connectors) before the suffix. */
function nameStart(text: string, suffixStart: number): number | undefined {
  const floor = Math.max(lineStart(text, suffixStart), suffixStart - 80);
  const before = text.slice(floor, suffixStart).replace(/[ \t]*,?[ \t]*$/, '');
  const tokens = [...before.matchAll(/[^ \t]+/gu)];
  let start: number | undefined;
  let words = 0;
  for (let i = tokens.length - 1; i >= 0 && words < 5; i--) {
    const tok = tokens[i];
    if (!tok) break;
    const word = tok[0].replace(/[,;:]$/, '');
    if (word !== tok[0] && i !== tokens.length - 1) break; // a comma ends the name ("Paid by X, Acme Inc")
    // "(Carrow Bank plc)", "«Hansa Direktbank AG": an opening bracket or quote opens the name.
    const open = /^[(["«“„‘]+/u.exec(word)?.[0].length ?? 0;
    // "MINUTES OF THE BOARD OF DIRECTORS OF HALBERD MARITIME LIMITED": a heading's word in
    // capitals ends the walk; the firm's name is what follows it.
    if (CAPS_HEADING.test(word)) break;
    if (/^[\p{Lu}\p{N}][\p{L}\p{N}.'&-]*$/u.test(word.slice(open))) {
      start = floor + (tok.index ?? 0) + open;
      words++;
      if (open) break;
    } else if (CONNECTORS.has(word)) {
      continue;
    } else {
      break;
    }
  }
  if (start === undefined) return undefined;
  // A connector in capitals left after a heading's word opens no name ("OF HALBERD ...").
  for (
    let c = CAPS_CONNECTOR.exec(text.slice(start));
    c;
    c = CAPS_CONNECTOR.exec(text.slice(start))
  )
    start += c[0].length;
  if (start >= suffixStart) return undefined;
  const first = /^[^ \t]+/.exec(text.slice(start))?.[0] ?? '';
  if (OPENERS.has(first)) {
    const next = text.slice(start).search(/[ \t]\S/);
    if (next < 0) return undefined;
    start += next + 1;
    if (start >= suffixStart) return undefined;
  }
  // "(c) 2021 Brightwater Logistics Inc.": a year before the name is the notice's, not the name's.
  const year = /^(?:19|20)\d\d[ \t]+(?=\p{Lu})/u.exec(text.slice(start, suffixStart));
  if (year) start += year[0].length;
  // "03/09 DIRECT DEBIT British Gas Ltd": a statement row's date and posting words open the
  // line, not the firm's name.
  const rowDate = /^(?:\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?[ \t]+)+/u.exec(
    text.slice(start, suffixStart),
  );
  if (rowDate) start += rowDate[0].length;
  start += postingPrefixLength(text.slice(start, suffixStart));
  if (!/^\p{Lu}|^\d/u.test(text.slice(start))) return undefined;
  // "Dobrosław Tomaszewski of Fernandez Inc.": a person's name before "of" is who works there.
  const of =
    /^(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t]+(?:of|at|from|von|de|di)[ \t]+(?=\p{Lu})/u.exec(
      text.slice(start, suffixStart),
    );
  if (of) {
    const words = of[1]!.split(/[ \t]+/);
    const person =
      isFirstName(words[0]!) || (words.length > 1 && isSurname(words[words.length - 1]!));
    if (person && !words.some((w) => isOrgOrPlaceWord(w))) start += of[0].length;
  }
  return start;
}

/** Company names ending in a legal-form suffix (Inc, GmbH, S.A., S.p.A., Lda...) and ООО "…". */
export const organizationRecognizer: Recognizer = {
  name: 'organization',
  tags: ['ORGANIZATION'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(SUFFIX, folded, (m) => {
      const start = nameStart(folded, m.index);
      if (start === undefined) return;
      const span = makeSpan('ORGANIZATION', start, m.index + m[0].length, 0.85, 'organization');
      span.reason = `name ending in the legal form or firm word "${m[0]}"`;
      spans.push(span);
    });
    eachMatch(RU_ORG, folded, (m) => {
      const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.9, 'organization');
      span.reason = 'legal form and quoted name';
      spans.push(span);
    });
    eachMatch(RU_SOLE_TRADER, folded, (m) => {
      const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.9, 'organization');
      span.reason = 'sole trader (ИП) and name';
      spans.push(span);
    });
    return spans;
  },
};
