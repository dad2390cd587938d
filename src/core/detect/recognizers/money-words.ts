/**
 * Amounts written in words before their currency, as contracts and cheques repeat them ("one
 * thousand two hundred pounds", "mil doscientos euros", "mille deux cents euros",
 * "eintausendzweihundert Euro", "milleduecento euro", "mil e duzentos euros", "одна тысяча двести
 * рублей"), in the seven languages. A magnitude word (hundred, thousand, cent, mil, тысяча...) must
 * be part of the run, so "two euros" or "un euro" in passing stay out.
 */
import type { Span } from '../span';
import { makeSpan, matchesOf } from './text-helpers';

/** Number words of the seven languages that stand as separate words (German and Italian glue them). */
const WORDS = [
  // English
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|and',
  // Spanish
  'un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\\p{L}+|veinte|veinti\\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|doscient[oa]s|trescient[oa]s|cuatrocient[oa]s|quinient[oa]s|seiscient[oa]s|setecient[oa]s|ochocient[oa]s|novecient[oa]s|mil|millón|millones|y',
  // French (hyphenated compounds are split at '-')
  'une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente|quarante|cinquante|soixante|cents?|mille|millions?|et',
  // Portuguese
  'um|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quinze|dezasseis|dezesseis|dezassete|dezessete|dezoito|dezanove|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento|duzent[oa]s|trezent[oa]s|quatrocent[oa]s|quinhent[oa]s|seiscent[oa]s|setecent[oa]s|oitocent[oa]s|novecent[oa]s|milhão|milhões|e',
  // Russian
  'один|одна|одну|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|\\p{L}+надцать|двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто|сто|двести|триста|четыреста|пятьсот|шестьсот|семьсот|восемьсот|девятьсот|тысяч[аиу]?|миллион\\p{L}*',
].join('|');

/** German and Italian write the whole number as one word: "eintausendzweihundert", "milleduecento". */
const GLUED =
  '(?:ein|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|hundert|tausend|und|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|venti?|trenta?|quaranta?|cinquanta?|sessanta?|settanta?|ottanta?|novanta?|cento|mille|mila)+';

const MAGNITUDE =
  /hundred|thousand|million|cien|cient|mil|cent|mille|hundert|tausend|cento|mila|cem|centos|сто|ст[аи]|сот|тысяч|миллион|двести|триста/iu;

const CURRENCY =
  '(?:euros?|Euro|pounds?(?:[ \\t]+sterling)?|dollars?|francs?|Franken|dólares|libras?|reais|rubles?|roubles?|рубл(?:ей|я|ь)|евро|долларов)';

/** A currency word: where an amount in words may end (few on a page, so the search starts there). */
const CURRENCY_WORD = new RegExp(`(?<![\\p{L}])${CURRENCY}(?![\\p{L}])`, 'giu');

/** The number words right before a currency word (the window's end). */
const WORDS_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:(?:${WORDS})(?:[ \\t-]+(?:${WORDS}))*|${GLUED})[ \\t]+$`,
  'iu',
);

/**
 * Digits, the same amount in words in brackets, then the currency word, as contracts write it
 * ("35 000 (тридцать пять тысяч) рублей", "1.500 (mil quinientos) euros", "1 500 (mille cinq
 * cents) euros"): neither the digits nor the words stand next to the currency, so neither reading
 * above finds it. The bracket must hold number words with a magnitude.
 */
const BRACKETED_BEFORE =
  /(?<![\p{N}.,])\d{1,3}(?:[ \u00a0\u202f.,'’]\d{3})*(?:[.,]\d{1,2})?[ \t]*\(([^()\n]{3,100})\)[ \t]*$/u;
const WORDS_ONLY = new RegExp(
  `^[ \\t]*(?:(?:${WORDS})(?:[ \\t-]+(?:${WORDS}))*|${GLUED})(?:[ \\t]*/[ \\t]*\\d{2})?[ \\t]*$`,
  'iu',
);

/** An amount in digits with its words in brackets before the currency word at `at`, or undefined. */
function bracketedAmount(folded: string, at: number, end: number): Span | undefined {
  if (folded[at - 1] !== ')' && folded[at - 2] !== ')') return undefined;
  const from = Math.max(0, at - 140);
  const m = BRACKETED_BEFORE.exec(folded.slice(from, at));
  if (!m || !WORDS_ONLY.test(m[1]!) || !MAGNITUDE.test(m[1]!)) return undefined;
  const span = makeSpan('MONEY_AMOUNT', from + m.index, end, 0.8, 'money');
  span.reason = 'amount in digits and in words in brackets before its currency';
  return span;
}

/** Amounts written in words before a currency word. */
export function amountsInWords(folded: string): Span[] {
  const spans: Span[] = [];
  for (const c of matchesOf(CURRENCY_WORD, folded)) {
    const bracketed = bracketedAmount(folded, c.index, c.index + c[0].length);
    if (bracketed) {
      spans.push(bracketed);
      continue;
    }
    const from = Math.max(0, c.index - 120);
    const m = WORDS_BEFORE.exec(folded.slice(from, c.index));
    if (!m) continue;
    // Leading conjunctions ("and", "y", "et", "e", "und") belong to the sentence, not the amount.
    const lead = /^(?:(?:and|y|et|e|und)[ \t]+)+/iu.exec(m[0])?.[0].length ?? 0;
    if (!MAGNITUDE.test(m[0].slice(lead))) continue;
    const start = from + m.index + lead;
    const span = makeSpan('MONEY_AMOUNT', start, c.index + c[0].length, 0.75, 'money');
    span.reason = 'amount written in words before its currency';
    spans.push(span);
  }
  return spans;
}
