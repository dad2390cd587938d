/**
 * Firms whose name the text sets off by quotes or by a legal form the name readers do not walk
 * back from, in the seven languages:
 * - a quoted name with a legal form after it ("„Müller“ GmbH", "« Les Jardins de Provence »
 *   SARL", "«Marmi Apuani» S.r.l.", "\"Pastelaria Ribeiro\" Lda.");
 * - a quoted name after a noun for a firm ("die Firma „Sonnenschein“", "la société « Bâtiment
 *   Moreau »", "la empresa «Transportes Gil»", "l'azienda \"Ferramenta Gallo\"", "the firm
 *   \"Harrow & Pike\"");
 * - a Russian legal form before an unquoted name ("ПАО Сбербанк", "АО Тинькофф Банк", "ООО
 *   Ромашка"), and after the name in brackets, as banks write themselves ("Банк ВТБ (ПАО)").
 * Text is read folded (normalize.ts), so every typographic quote is '"' here.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { ORG_SUFFIXES } from './org-suffixes';

/** A quoted name (folded quotes), then a legal form after at most two capitalised words. */
const QUOTED_FORM = new RegExp(
  `"[ \\t]?(\\p{Lu}|\\p{N})[^"\\n]{1,58}[ \\t]?"((?:[ \\t]+\\p{Lu}[\\p{L}-]+){0,2}),?[ \\t]+(?:${ORG_SUFFIXES.join('|')})(?![\\p{L}\\p{N}&]|\\.\\p{L})`,
  'gu',
);

/** Nouns for a firm before its quoted name, in the seven languages (lower case or capitalised). */
const FIRM_NOUNS = [
  'company',
  'firm',
  'business',
  'firma',
  'unternehmen',
  'gesellschaft',
  'betrieb',
  'société',
  'entreprise',
  'compagnie',
  'enseigne',
  'empresa',
  'compañía',
  'sociedad',
  'azienda',
  'società',
  'ditta',
  'companhia',
  'sociedade',
  'компания',
  'компании',
  'компанией',
  'фирма',
  'фирмы',
  'фирме',
  'предприятие',
  'предприятия',
];
/** A firm noun (with a capital or not), then a quoted name. */
const NOUN_QUOTED = new RegExp(
  `(?<![\\p{L}])(?:${FIRM_NOUNS.map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`).join('|')})[ \\t]+"[ \\t]?[\\p{Lu}\\p{N}][^"\\n]{1,58}[ \\t]?"`,
  'gu',
);

/** Russian legal forms that open a firm's name. */
const RU_FORMS = 'ООО|ОАО|ЗАО|ПАО|АО|НКО|ФГУП|ГУП|МУП|АНО|НАО';
/** A Russian legal form, then one to three capitalised words without quotes ("ПАО Сбербанк"). */
const RU_FORM_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${RU_FORMS})[ \\t]+[А-ЯЁ][А-ЯЁа-яё-]+(?:[ \\t]+[А-ЯЁ][А-ЯЁа-яё-]+){0,2}`,
  'gu',
);
/** A capitalised name, then its Russian legal form in brackets ("Банк ВТБ (ПАО)"). */
const RU_FORM_AFTER = new RegExp(
  `(?<![\\p{L}])[А-ЯЁ][А-ЯЁа-яё-]*(?:[ \\t]+[А-ЯЁ][А-ЯЁа-яё-]*){0,3}[ \\t]+\\((?:${RU_FORMS})\\)`,
  'gu',
);
/** Capitalised Russian words that open a sentence or a field, never a firm's name after its form. */
const RU_NOT_NAME =
  /^(?:Адрес|ИНН|ОГРН|КПП|Тел|Телефон|Директор|Генеральный|Руководитель|Счёт|Счет|Расчётный|Расчетный|Почта)$/u;

/** Stems that end a one-word Russian firm's name ("Сбербанк", "Ростелеком", "Трансстрой"). */
const RU_FIRM_STEM =
  /(?:банк|ком|строй|сервис|трейд|нефть|газ|энерго|транс|инвест|холдинг|групп)$/u;

function push(spans: Span[], start: number, end: number, score: number, reason: string): void {
  const span = makeSpan('ORGANIZATION', start, end, score, 'quoted-org');
  span.reason = reason;
  spans.push(span);
}

/** Firms set off by quotes with a legal form or a firm noun, and Russian forms without quotes. */
export const quotedOrgRecognizer = safeRecognizer('quoted-org', ['ORGANIZATION'], ({ folded }) => {
  const spans: Span[] = [];
  if (folded.includes('"')) {
    for (const m of folded.matchAll(QUOTED_FORM))
      push(spans, m.index, m.index + m[0].length, 0.86, 'quoted name with its legal form');
    for (const m of folded.matchAll(NOUN_QUOTED)) {
      const at = m.index + m[0].indexOf('"');
      push(spans, at, m.index + m[0].length, 0.8, 'quoted name after a noun for a firm');
    }
  }
  if (/[А-ЯЁ]{2}/u.test(folded)) {
    for (const m of folded.matchAll(RU_FORM_BEFORE)) {
      const words = [...m[0].matchAll(/[^ \t]+/gu)];
      // "ООО Адрес: …", "АО Генеральный директор": a field or a role after the form is no name.
      let keep = 1;
      while (keep < words.length && !RU_NOT_NAME.test(words[keep]![0])) keep++;
      if (keep < 2) continue;
      const last = words[keep - 1]!;
      push(
        spans,
        m.index,
        m.index + last.index + last[0].length,
        0.88,
        'Russian legal form and name',
      );
    }
    for (const m of folded.matchAll(RU_FORM_AFTER)) {
      // "Статус (АО)": one plain word before the bracket is a field; "Сбербанк (ПАО)",
      // "МегаФон (ПАО)" show a firm's stem or an inner capital.
      const name = m[0].slice(0, m[0].lastIndexOf('(')).trim();
      if (!/[ \t]/.test(name) && !/.\p{Lu}/u.test(name) && !RU_FIRM_STEM.test(name)) continue;
      push(spans, m.index, m.index + m[0].length, 0.88, 'name and its legal form in brackets');
    }
  }
  return spans;
});
