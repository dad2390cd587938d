import type { Recognizer, Span } from '../span';
import { ageOfAThing, yearsOfNoPerson } from './age-context';
import { HS, eachMatch, makeSpan } from './text-helpers';

const N = '(\\d{1,3})';

/**
 * Phrases that are unmistakably an age: score high. The number is capture group 1 and is the
 * whole span: "years old" tells nothing about the person, and redacting only the number keeps
 * the sentence readable (the same convention as Presidio's AGE).
 */
const STRONG: readonly RegExp[] = [
  // 42 years old, 42 yrs old, 42-year-old, 42 y/o, 42 yo, 42 y.o.
  new RegExp(
    `(?<![\\p{N}.,])${N}(?:${HS}?-?${HS}?(?:years?|yrs?)${HS}?-?${HS}?old|${HS}?(?:y/o|yo|y\\.${HS}?o\\.?)(?![\\p{L}]))`,
    'giu',
  ),
  // 42 Jahre alt, 42 ans (with "âgé de"), 42 años de edad, 42 anni di età, 42 anos de idade
  new RegExp(
    `(?<![\\p{N}.,])${N}${HS}+(?:Jahre${HS}+alt|años${HS}+de${HS}+edad|anni${HS}+di${HS}+età|anos${HS}+de${HS}+idade|лет${HS}+от${HS}+роду)`,
    'giu',
  ),
];

/**
 * A baby's or child's age in months or weeks ("3 months old", "6 Monate alt", "un bébé de 8
 * mois", "niña de 10 meses", "figlio di 7 mesi", "ребёнок 5 месяцев"): the unit says age only with
 * "old" or after a child word, so a term ("12 meses de garantía") stays out. The span takes the
 * unit in, as `withAgeUnits` does for years (months alone would be read as a duration).
 */
const INFANT = new RegExp(
  `(?<![\\p{N}.,])\\d{1,2}${HS}?-?${HS}?(?:months?|weeks?)${HS}?-?${HS}?old|(?<![\\p{N}.,])\\d{1,2}${HS}+(?:Monate|Wochen)${HS}+alt|(?<![\\p{L}])(?:baby|infant|bebé|bebê|bébé|nourrisson|neonat[oa]|lattante|Säugling|младен\\p{L}*|niñ[oa]|hij[oa]|enfant|fils|fille|bambin[oa]|figli[oa]|criança|filh[oa]|Kind|Sohn|Tochter|ребён\\p{L}*|ребен\\p{L}*|сын|дочь)${HS}+(?:(?:de|d'|di|von|com|mit)${HS}*)?\\d{1,2}${HS}+(?:meses|mois|mesi|Monaten?|месяц(?:а|ев)?|semanas|semaines|settimane|Wochen|недел[ьи]|недель)(?![\\p{L}])`,
  'giu',
);

/** Labels and verbs followed by a bare number that is an age; only the number is the span. */
const LABELLED = new RegExp(
  `(?<![\\p{L}])(?:aged|age|edad|âge|age|alter|lebensalter|età|idade|возраст|âgée?${HS}+de|im${HS}+Alter${HS}+von|di${HS}+età|años${HS}+cumplidos|anos${HS}+completos|anni${HS}+compiuti|ans${HS}+révolus|полных${HS}+лет)${HS}*(?:[:.]|-{1,2}|\\.{2,}|…+)?${HS}*${N}(?![\\p{N}]|[.,:/-]\\d)`,
  'giu',
);

/**
 * A form's age field with its label above the value ("AGE" / "35 years", "ALTER" / "64 Jahre",
 * "Возраст" / "42"): the label alone on its line, the number alone (or with its unit) on the next.
 */
const LABEL_ABOVE = new RegExp(
  `^${HS}*(?:age|edad|âge|alter|età|idade|возраст|años|ans|anni|anos)${HS}*:?${HS}*\n${HS}*${N}(?:${HS}+(?:years?|yrs?|jahre|años|ans|anni|anos|лет|года?))?${HS}*$`,
  'gimu',
);

/** Verbs and phrases of English before an age: "turned 60", "I'll turn 23", "at the age of 61". */
const AGE_PHRASE = new RegExp(
  `(?<![\\p{L}])(?:turned|turns|turn|turning|at${HS}+the${HS}+age${HS}+of|when${HS}+(?:he|she|I|they)${HS}+(?:was|were)|cumplió|cumple|cumplir|à${HS}+l'âge${HS}+de|compiuto|compie|compiere|completou)${HS}+${N}(?![\\p{N}]|[.,:/-]\\d|${HS}*(?:%|h\\b|:\\d|st\\b|nd\\b|rd\\b|th\\b|minutes?|hours?|days?|weeks?|months?|times?|percent|degrees?|pages?|[€$£]))`,
  'giu',
);

/** Bare "42 años / ans / anni / anos / года / лет": an age unless a duration word surrounds it. */
const BARE = new RegExp(
  `(?<![\\p{N}.,])${N}${HS}+(años|ans|anni|anos|года|год|лет)(?![\\p{L}])`,
  'giu',
);
const DURATION_BEFORE =
  /(?<!\p{L})(?:(?:contrato|plazo|período|periodo|duración|contrat|bail|période|délai|durée|contratto|durata|periodo|prazo|Laufzeit|Vertrag|срок\p{L}*|договор\p{L}*)\s+(?:de|d'|di|von|на)?|hace|durante|por|desde|en|más de|los últimos|il y a|pendant|depuis|en|plus de|da|per|dopo|fa|há|durante|por|em|mais de|в течение|уже|через|за|более|около|на|до|после|últimos|dernières|ultimi)\s*$/iu;
const DURATION_AFTER =
  /^\s*(?:de experiencia|d'expérience|d'experience|di esperienza|de experiência|опыта|стажа|de servicio|de service|di servizio|atrás|fa\b|назад|спустя|de garantía|de garantie|di garanzia|de garantia|гарантии)/iu;
const AGE_VERB_BEFORE =
  /(?<!\p{L})(?:tiene|tengo|tenía|cumple|cumplió|a|avait|j'ai|il a|elle a|ha|aveva|tem|tinha|fez|мне|ему|ей|исполнилось|âgée? de|de|di|con|com|avec|mit)\s*$/iu;

function inRange(value: string | undefined): boolean {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 130;
}

/** Ages in the seven languages ("42 years old", "aged 42", "42 Jahre alt", "42 года"). */
export const ageRecognizer: Recognizer = {
  name: 'age',
  tags: ['AGE'],
  find({ folded }) {
    const spans: Span[] = [];
    for (const pattern of STRONG) {
      eachMatch(pattern, folded, (m) => {
        if (!inRange(m[1])) return;
        const start = folded.indexOf(m[1]!, m.index);
        if (ageOfAThing(folded, start)) return;
        spans.push(makeSpan('AGE', start, start + m[1]!.length, 0.92, 'age'));
      });
    }
    eachMatch(INFANT, folded, (m) => {
      const start = m.index + m[0].search(/\d/);
      const span = makeSpan('AGE', start, m.index + m[0].length, 0.85, 'age');
      span.reason = 'age of a baby or child in months or weeks';
      spans.push(span);
    });
    eachMatch(AGE_PHRASE, folded, (m) => {
      if (!inRange(m[1])) return;
      const end = m.index + m[0].length;
      if (spans.some((s) => s.end === end)) return;
      spans.push(makeSpan('AGE', end - m[1]!.length, end, 0.8, 'age'));
    });
    eachMatch(LABELLED, folded, (m) => {
      if (!inRange(m[1])) return;
      const start = m.index + m[0].length - (m[1]?.length ?? 0);
      if (yearsOfNoPerson(folded, start)) return;
      spans.push(makeSpan('AGE', start, m.index + m[0].length, 0.88, 'age'));
    });
    eachMatch(LABEL_ABOVE, folded, (m) => {
      if (!inRange(m[1])) return;
      const start = folded.indexOf(m[1]!, folded.indexOf('\n', m.index));
      const span = makeSpan('AGE', start, start + m[1]!.length, 0.85, 'age');
      span.reason = 'age under its form label';
      spans.push(span);
    });
    eachMatch(BARE, folded, (m) => {
      if (!inRange(m[1])) return;
      const end = m.index + m[0].length;
      const before = folded.slice(Math.max(0, m.index - 20), m.index);
      const after = folded.slice(end, end + 24);
      if (DURATION_BEFORE.test(before) || DURATION_AFTER.test(after)) return;
      if (yearsOfNoPerson(folded, m.index)) return;
      const score = AGE_VERB_BEFORE.test(before) ? 0.75 : 0.6;
      spans.push(makeSpan('AGE', m.index, m.index + m[1]!.length, score, 'age'));
    });
    return spans;
  },
};
