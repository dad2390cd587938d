/**
 * Organisations without a legal form or a head noun, named where the sentence says it is a firm:
 * - after a firm noun of the seven languages ("the company Brightwater", "die Firma Hansen",
 *   "la ditta Ferretti", "la empresa Brillo", "la société Morel", "a empresa Estrela",
 *   "в компании Ромашка", "фирма Техснаб");
 * - between "bei" and a verb of employment or membership ("bei Hansen Bau beschäftigt",
 *   "bei der Nordlicht versichert"), where German puts the verb last;
 * - Russian firm names in one word built from company stems ("Стройсервис", "Техснаб",
 *   "Промторг") or written in camel case ("ТехноСтрой"), with "Плюс", "Групп" after them.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord } from './name-evidence';
import { PLACES } from './places';
import { HS } from './text-helpers';

/** Firm nouns, with the article or preposition that may precede the name in each language. */
const FIRM_NOUN = new RegExp(
  `(?<![\\p{L}])(?:company|firm|employer|Firma|firma|Unternehmen|Arbeitgeber|empresa|compañía|sociedad|société|entreprise|compagnie|ditta|azienda|società|impresa|companhia|компани[яиюей]|фирм(?:а|ы|у|е|ой)|организаци[яиюей]|предприяти[еяю])${HS}+`,
  'giu',
);

/** A name after a firm noun: one to four capitalised words, with links inside, on one line. */
const NAME =
  /(?:\p{Lu}[\p{L}\p{N}'’&.-]*)(?:[ \t]+(?:(?:&|and|und|e|y|et|de|del|di|da|do|du|des|von)[ \t]+)?\p{Lu}[\p{L}\p{N}'’&.-]*){0,3}/uy;

/** "bei (der) X beschäftigt": German relation verbs that close the clause. */
const BEI = new RegExp(
  `(?<![\\p{L}])bei${HS}+(?:(?:der|dem|den)${HS}+)?(\\p{Lu}[\\p{L}\\p{N}'’&.-]*(?:${HS}+\\p{Lu}[\\p{L}\\p{N}'’&.-]*){0,3})${HS}+(?:beschäftigt|angestellt|tätig|versichert|gearbeitet|gekündigt|eingestellt|angefangen|eingestiegen|Kunde|Kundin|Mitglied|als(?=${HS}+\\p{Lu}))(?![\\p{L}])`,
  'gu',
);

/** Russian company stems: a firm's one-word name is built from two of them or one and a root. */
const RU_STEMS =
  'строй|сервис|торг|снаб|пром|трейд|лизинг|логистик|инвест|холдинг|капитал|телеком|энерго|маркет|софт|транс|комплект|монтаж|проект|технолог';
/** "Стройсервис", "Техснаб", "Промторг": a capitalised Cyrillic word ending in a company stem. */
const RU_ONE_WORD = new RegExp(
  `(?<![\\p{L}])[А-ЯЁ][а-яё]{2,}(?:${RU_STEMS})[а-яё]{0,2}(?:${HS}+(?:Плюс|Групп|Групп?а|Трейд|Сервис|Строй|Про|М))?(?![\\p{L}])`,
  'gu',
);
/** "ТехноСтрой", "АльфаСервис": camel case in Cyrillic is a brand, never a word. */
const RU_CAMEL = new RegExp(
  `(?<![\\p{L}])[А-ЯЁ][а-яё]{2,}[А-ЯЁ][а-яё]{2,}(?:${HS}+(?:Плюс|Групп|Трейд|Сервис|Строй))?(?![\\p{L}])`,
  'gu',
);

/** Words that a Russian company-stem word may also be as a common noun. */
const RU_COMMON = new Set(['Автосервис', 'Техсервис', 'Госпром', 'Минпромторг', 'Интернет-маркет']);

/** The name after `at`, cut before common words and a sentence's full stop, or undefined. */
function nameAt(text: string, at: number): string | undefined {
  NAME.lastIndex = at;
  const m = NAME.exec(text);
  if (!m) return undefined;
  const words = m[0].split(/[ \t]+/);
  let keep = words.findIndex((w, k) => k > 0 && isCommonWord(w.replace(/[.,]$/u, '')));
  if (keep < 0) keep = words.length;
  const stop = words.findIndex((w, k) => k < keep && /\p{Ll}{2}[.,]$/u.test(w));
  if (stop >= 0) keep = stop + 1;
  while (keep > 1 && /^(?:&|and|und|e|y|et|de|del|di|da|do|du|des|von)$/u.test(words[keep - 1]!))
    keep--;
  const value = words.slice(0, keep).join(' ').replace(/[.,]$/u, '');
  const first = words[0]!.replace(/[.,]$/u, '');
  if (value.length < 3 || isCommonWord(first) || PLACES.has(value)) return undefined;
  // "the company X" in running text must keep its spacing; a name re-joined differently is skipped.
  return text.startsWith(value, at) ? value : undefined;
}

function push(spans: Span[], start: number, value: string, score: number, reason: string): void {
  const span = makeSpan('ORGANIZATION', start, start + value.length, score, 'org-cue');
  span.reason = reason;
  spans.push(span);
}

/** Recognises organisations named after a firm noun, in a German "bei … beschäftigt" clause, or by Russian company stems. */
export const orgCueRecognizer = safeRecognizer('org-cue', ['ORGANIZATION'], ({ folded }) => {
  const spans: Span[] = [];
  for (const m of folded.matchAll(FIRM_NOUN)) {
    // "Company: …" and "Firma:" are fields, read by the field recognizer.
    const at = m.index + m[0].length;
    const value = nameAt(folded, at);
    if (!value) continue;
    // An acronym of a form ("company ID", "empresa NIF") is a label, not a name.
    if (
      /^\p{Lu}{2,4}$/u.test(value) &&
      /^[ \t]*(?:[:#№]|\p{Lu}{0,2}\d)/u.test(folded.slice(at + value.length, at + value.length + 3))
    )
      continue;
    push(spans, at, value, 0.7, `organisation named after "${m[0].trim()}"`);
  }
  for (const m of folded.matchAll(BEI)) {
    const value = m[1]!;
    if (value.split(/[ \t]+/).some((w) => isCommonWord(w)) || PLACES.has(value)) continue;
    // "bei Frau Weber als Pflegekraft": a person, not the firm.
    if (/^(?:Herr|Frau|Familie|Dr\.?|Prof\.?)(?![\p{L}])/u.test(value)) continue;
    const start = m.index + m[0].indexOf(value, 3);
    push(spans, start, value, 0.7, 'organisation in "bei … beschäftigt"');
  }
  if (/[А-ЯЁ]/u.test(folded)) {
    for (const re of [RU_ONE_WORD, RU_CAMEL]) {
      for (const m of folded.matchAll(re)) {
        if (RU_COMMON.has(m[0].split(/[ \t]/)[0]!)) continue;
        push(spans, m.index, m[0], 0.72, 'firm name built from company stems');
      }
    }
  }
  return spans;
});
