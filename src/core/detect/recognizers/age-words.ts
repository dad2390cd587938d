/**
 * Ages written with words, as letters, reports and statements of witnesses write them ("she is
 * forty-two years old", "aged sixty-one", "er ist zweiundvierzig Jahre alt", "tiene cuarenta y dos
 * años", "elle a quarante-deux ans", "ha quarantadue anni", "tem quarenta e dois anos", "ему сорок
 * два года", "в возрасте сорока двух лет"), in the seven languages. Only the number words are the
 * span, as for ages in digits. A unit that also measures time ("ans", "años", "Jahre", "лет") needs
 * an age verb or cue before the words ("elle a", "tiene", "ist", "ему"), so durations ("pendant
 * vingt ans", "seit zwanzig Jahren") stay out.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { caseFoldedLower, lowerLiterals, matchesOf } from './text-helpers';

/** Number words from one to about a hundred that stand as separate words. */
const SEPARATE = [
  // English (hyphenated tens are split at '-')
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred',
  // Spanish
  'un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\\p{L}+|veinte|veinti\\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien',
  // French
  'une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente|quarante|cinquante|soixante|cent',
  // Portuguese
  'um|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze|dezasseis|dezesseis|dezassete|dezessete|dezoito|dezanove|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem',
  // Russian, nominative and genitive ("сорок два года", "в возрасте сорока двух лет")
  'один|одна|одного|одной|два|две|двух|три|трёх|трех|четыре|четырёх|четырех|пять|пяти|шесть|шести|семь|семи|восемь|восьми|девять|девяти|десять|десяти|\\p{L}+надцать|\\p{L}+надцати|двадцать|двадцати|тридцать|тридцати|сорок|сорока|пятьдесят|пятидесяти|шестьдесят|шестидесяти|семьдесят|семидесяти|восемьдесят|восьмидесяти|девяносто|девяноста|сто',
].join('|');

/** German and Italian glue the number into one word ("zweiundvierzig", "quarantadue"). */
const GLUED = [
  '(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?(?:zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)',
  '(?:drei|vier|fünf|sech|sieb|acht|neun)zehn|zehn|elf|zwölf|hundert',
  '(?:vent|trent|quarant|cinquant|sessant|settant|ottant|novant)[ai]?(?:uno|due|tré|tre|quattro|cinque|sei|sette|otto|nove)?',
  'undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|dieci|cento',
].join('|');

/** A run of number words joined by spaces, hyphens or "and" of the language. */
const NUMBER_WORDS = `(?:${SEPARATE}|${GLUED})(?:(?:[ \\t]+|-)(?:(?:and|y|e|et|und|и)[ \\t]+|-)?(?:${SEPARATE}|${GLUED}))*`;

/** Units that say age by themselves: "years old", "year-old", "Jahre alt", "años de edad"… */
const STRONG_UNIT =
  '(?:[ \\t]+|-)(?:years?|yrs?)(?:[ \\t]+|-)old|[ \\t]+Jahre[ \\t]+alt|[ \\t]+años[ \\t]+de[ \\t]+edad|[ \\t]+anni[ \\t]+di[ \\t]+età|[ \\t]+anos[ \\t]+de[ \\t]+idade|[ \\t]+(?:лет|года?)[ \\t]+от[ \\t]+роду';

/** Units that also measure time: only after an age verb or cue. */
const WEAK_UNIT = '[ \\t]+(?:years?|Jahre|ans|años|anni|anos|лет|года?)';

/** Verbs and cues before an age ("she is", "elle a", "tiene", "ist", "ha", "tem", "ему", "aged"). */
const CUE =
  "(?:aged|age|(?:he|she|I)[ \\t]+(?:is|was|am)|(?:he's|she's|I'm)|turned|turns|ist|war|wird|im[ \\t]+Alter[ \\t]+von|(?:il|elle|j'|qui)[ \\t]?(?:a|avait|aura)|âgée?s?[ \\t]+de|à[ \\t]+l'âge[ \\t]+de|tiene|tenía|tengo|cumple|cumplió|ha|aveva|compie|compiuto|all'età[ \\t]+di|tem|tinha|fez|completou|ему|ей|мне|исполнилось|в[ \\t]+возрасте)";

const STRONG_SOURCE = `(?<![\\p{L}])(${NUMBER_WORDS})(?=${STRONG_UNIT})`;
const CUED_SOURCE = `(?<![\\p{L}])${CUE}[ \\t]+(${NUMBER_WORDS})(?=${WEAK_UNIT}(?![\\p{L}])|[ \\t]*[,.;)]|[ \\t]*$)`;
const STRONG = new RegExp(STRONG_SOURCE, 'giu');
const CUED = new RegExp(CUED_SOURCE, 'gimu');

/**
 * The same patterns in lower case without the i flag, run on a lower-cased window: V8's code for
 * a case-insensitive alternation of words is about twice as large (900 -> 489 KB for CUED; the
 * 16 MB limit, see compile-order.ts). Lower case stands in for Unicode case folding except for
 * the characters of text-helpers' ODD_CASE; a window holding one is read with the i-flag patterns.
 */
const STRONG_LOWER = new RegExp(lowerLiterals(STRONG_SOURCE), 'gu');
const CUED_LOWER = new RegExp(lowerLiterals(CUED_SOURCE), 'gmu');

/** What follows a time span, not an age ("of experience", "de garantía", "назад", "ago"). */
const DURATION_AFTER =
  /^[ \t]+\p{L}+[ \t]+(?:ago|of[ \t]+(?:experience|service)|experience|de[ \t]+(?:experiencia|experiência|garantía|garantia|servicio|serviço|contrato|antigüedad)|d'(?:expérience|ancienneté)|de[ \t]+(?:service|garantie)|di[ \t]+(?:esperienza|servizio|garanzia|anzianità)|Erfahrung|Berufserfahrung|Garantie|atrás|fa|назад|опыта|стажа)(?![\p{L}])/iu;

/** True when the words hold more than a lone article ("un", "une", "one" alone mean little). */
function meaningful(words: string): boolean {
  return !/^(?:un|une|una|um|one|ein)$/iu.test(words.trim());
}

/**
 * The few words every match holds (a unit or a cue): the number-word patterns, long
 * alternations, run only on windows around them, not over the whole page.
 */
const TRIGGER =
  /(?<!\p{L})(?:years?|yrs?|jahre|ans|años|anni|anos|лет|года?|aged|age|âgée?s?|возрасте|alter|all'età|l'âge)(?!\p{L})/giu;

/** Windows of `folded` around the triggers, merged, starting at a word boundary. */
function windows(folded: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of matchesOf(TRIGGER, folded)) {
    let from = Math.max(0, m.index - 90);
    while (from > 0 && /\S/u.test(folded[from - 1]!)) from--;
    const to = Math.min(folded.length, m.index + m[0].length + 48);
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Recognises ages written with words. */
export const ageWordsRecognizer = safeRecognizer('age-words', ['AGE'], ({ folded: page }) => {
  const spans: Span[] = [];
  for (const [from, to] of windows(page)) spans.push(...inWindow(page.slice(from, to), from));
  return spans;
});

/** The ages in one window (`folded` is the window's text, `offset` its start in the page). */
function inWindow(folded: string, offset: number): Span[] {
  const spans: Span[] = [];
  const lower = caseFoldedLower(folded);
  const lowerFits = lower !== undefined;
  const read = lower ?? folded;
  for (const m of matchesOf(lowerFits ? STRONG_LOWER : STRONG, read)) {
    if (!meaningful(m[1]!)) continue;
    const at = offset + m.index;
    const span = makeSpan('AGE', at, at + m[1]!.length, 0.85, 'age-words');
    span.reason = 'age written in words before "years old"';
    spans.push(span);
  }
  for (const m of matchesOf(lowerFits ? CUED_LOWER : CUED, read)) {
    if (!meaningful(m[1]!)) continue;
    const end = m.index + m[0].length;
    const unitFollows = /^[ \t]+\p{L}/u.test(folded.slice(end, end + 2));
    // Without a unit after it, only "aged"/"âgé de"/"в возрасте" make the words an age.
    const strongCue =
      /^(?:aged|age|âgée?s?|im[ \t]+alter|в[ \t]+возрасте|à[ \t]+l'âge|all'età)/iu.test(m[0]);
    if (!unitFollows && !strongCue) continue;
    if (unitFollows && DURATION_AFTER.test(folded.slice(end, end + 40))) continue;
    const span = makeSpan('AGE', offset + end - m[1]!.length, offset + end, 0.75, 'age-words');
    span.reason = 'age written in words after an age verb';
    spans.push(span);
  }
  return spans;
}
