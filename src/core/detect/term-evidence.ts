/**
 * What the document itself says about its capitalised words: German writes every noun with a
 * capital, mathematics writes variables as capital letters, and a text uses its own terms over
 * and over in ways no name is used ("disjunkte Umgebungen", "die Gruppe S", "Bemerkung 61",
 * "in X."). The evidence is read once per text (linear scans) and lets `term-filter.ts` drop
 * readings of such words as names or organisations, in every language, without a word list.
 */
import { matchesOf } from './recognizers/text-helpers';

/**
 * German determiners and quantifiers: a capitalised word right after one is a noun ("die
 * Halbebenen", "keine Henkel", "zwei Punkte"). Lower case only: a name is rarely written after
 * an article in a document, and a sentence that opens with "Die" proves nothing.
 */
const GERMAN_DETERMINERS = new Set(
  (
    'der die das den dem des ein eine einer einem einen eines kein keine keiner keinem keinen ' +
    'keines jede jeder jedes jedem jeden diese dieser dieses diesem diesen jene jener jenes ' +
    'alle allen aller beide beiden beider zwei drei vier fünf mehrere viele vielen einige ' +
    'einigen manche welche welcher welches solche solcher sein seine seiner seinem seinen ihre ' +
    'ihrer ihrem ihren unsere unserer unserem unseren zum zur vom beim im am ins'
  ).split(' '),
);

/**
 * German words ending like an inflected adjective that stand before names too: verbs of the
 * inverted word order ("hatte Kowalczyk angerufen"), prepositions and conjunctions.
 */
const NOT_ADJECTIVES = new Set(
  (
    'zwischen gegen neben wegen unter hinter über oder aber wieder sondern ohne außer entlang ' +
    'wurde würde wurden würden hatte hätte hatten hätten habe haben werde werden sollte sollten ' +
    'könnte könnten müsste müssten möchte möchten wollte wollten durfte dürfen sagte sagten ' +
    'fragte fragten schrieb meinte meinten bestätigte bestätigten erklärte erklärten teilte ' +
    'sind waren seien wären können müssen sollen wollen lassen sehen nennen kennen heißen ' +
    'bitte danke liebe lieber liebes herzliche herzlichen geehrte geehrter geehrten ' +
    'frau herr herrn unten oben hier seit unserer ihrer eurer deren dessen denen'
  ).split(' '),
);

/** A lower-case word and the capitalised word right after it on the same line. */
const PAIR = /(?<![\p{L}\p{N}])(\p{Ll}+)[ \t]+(\p{Lu}\p{Ll}[\p{L}-]*)/gu;

/** A name particle right before an article ("von der", "van den", "de la"). */
const PARTICLE_BEFORE = /(?:^|[^\p{L}])(?:von|van|vom|zu|de|da|di)[ \t]+$/iu;

/** One-letter words of the seven languages: variables only in German text. */
const WORD_LETTERS = new Set([
  'A',
  'I',
  'O',
  'E',
  'Y',
  'U',
  'À',
  'Á',
  'Ó',
  'В',
  'И',
  'К',
  'О',
  'С',
  'У',
  'Я',
  'А',
]);

/** A capital letter standing alone as a token (not an initial "X.", not in a word). */
const LONE_CAPITAL = /(?<![\p{L}\p{N}.'’-])(\p{Lu})(?![\p{L}\p{N}'’.-])/gu;

/** Frequent German function words: their share of a text's words tells German text apart. */
const GERMAN_FUNCTION_WORDS =
  /(?<![\p{L}])(?:und|der|die|das|ist|nicht|mit|von|sich|auf|für|dem|den|des|eine|ein|einer|wird|werden|sind|auch|oder|wenn|dann|gilt|sei|zu|im|zum|zur)(?![\p{L}])/gu;
/** Share of German function words among all words from which a text is German. */
const GERMAN_SHARE = 0.06;
/** …and at least this many of them (a form of labels proves nothing either way). */
const GERMAN_MIN = 8;

/** A capitalised word after a lower-case "the": how English documents name their defined terms. */
const DEFINED_TERM = /(?<![\p{L}])the[ \t]+(\p{Lu}[\p{L}'’-]*)/gu;

/** Document-level evidence about capitalised words; see the module comment. */
export interface TermEvidence {
  /** True when the text is German running text (German writes every noun with a capital). */
  german: boolean;
  /** True when German text uses `word` as a noun: after a determiner or an adjective. */
  isNoun(word: string): boolean;
  /** True when the text writes `letter` alone as a symbol often (a variable: "Sei X", "in X"). */
  isVariable(letter: string): boolean;
  /** True when the text is technical: single capital letters stand alone all over it. */
  technical: boolean;
  /** How often the text writes `word` right after a lower-case "the" ("the Debtor", "the Plan"). */
  definedTermUses(word: string): number;
  /** How often (up to `enough`) `word` is written in the text in lower case as a whole word. */
  lowerCaseUses(word: string, enough: number): number;
  /** How often the text writes `word` with a capital (whole word), up to `enough`. */
  capitalisedUses(word: string, enough: number): number;
}

/** Letters standing alone this often make a text technical (per character of text). */
const TECHNICAL_DENSITY = 1 / 400;
/** …and at least this many of them. */
const TECHNICAL_MIN = 20;
/** A letter standing alone this often in a technical text is a variable. */
const VARIABLE_USES = 5;

/** About how many words `text` has: runs of characters between white space. */
function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = code === 32 || (code >= 9 && code <= 13) || code === 0xa0;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** Counts whole-word occurrences of `needle` in `text`, up to `enough`. */
function wholeWordUses(text: string, needle: string, enough: number): number {
  let uses = 0;
  for (
    let at = text.indexOf(needle);
    at !== -1 && uses < enough;
    at = text.indexOf(needle, at + 1)
  ) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + needle.length] ?? ' ';
    // Inside an e-mail address, a handle or a link ("rosario_fonseca@…") is no use as a word.
    if (!/[\p{L}\p{N}'’_@./-]/u.test(before) && !/[\p{L}\p{N}_@]/u.test(after)) uses++;
  }
  return uses;
}

/** Reads the evidence of `text` (lazily: each kind is computed on first use). */
export function termEvidence(text: string): TermEvidence {
  let nouns: Map<string, number> | undefined;
  let letters: Map<string, number> | undefined;
  let loneCount = 0;
  const readNouns = () => {
    if (nouns) return nouns;
    nouns = new Map();
    for (const m of matchesOf(PAIR, text)) {
      const before = m[1]!;
      const isDeterminer = GERMAN_DETERMINERS.has(before);
      const isAdjective =
        !isDeterminer &&
        before.length >= 4 &&
        /(?:e|en|er|es|em)$/u.test(before) &&
        !NOT_ADJECTIVES.has(before);
      if (!isDeterminer && !isAdjective) continue;
      // "von der Leyen", "van den Berg": an article inside a name's particle.
      if (isDeterminer && PARTICLE_BEFORE.test(text.slice(Math.max(0, m.index - 5), m.index)))
        continue;
      const word = m[2]!;
      nouns.set(word, (nouns.get(word) ?? 0) + 1);
    }
    return nouns;
  };
  const readLetters = () => {
    if (letters) return letters;
    letters = new Map();
    for (const m of matchesOf(LONE_CAPITAL, text)) {
      const letter = m[1]!;
      letters.set(letter, (letters.get(letter) ?? 0) + 1);
      if (!WORD_LETTERS.has(letter)) loneCount++;
    }
    return letters;
  };
  let defined: Map<string, number> | undefined;
  const readDefined = () => {
    if (defined) return defined;
    defined = new Map();
    for (const m of matchesOf(DEFINED_TERM, text))
      defined.set(m[1]!, (defined.get(m[1]!) ?? 0) + 1);
    return defined;
  };
  let german: boolean | undefined;
  const evidence: TermEvidence = {
    get german() {
      if (german === undefined) {
        // Counted without collecting the words (this runs on every page of every document).
        let functionWords = 0;
        GERMAN_FUNCTION_WORDS.lastIndex = 0;
        while (GERMAN_FUNCTION_WORDS.exec(text) !== null) functionWords++;
        german = functionWords >= GERMAN_MIN && functionWords >= wordCount(text) * GERMAN_SHARE;
      }
      return german;
    },
    isNoun: (word) => evidence.german && (readNouns().get(word) ?? 0) >= 1,
    // "I", "A", "O", "E", "Y", "U" are words of English and the Romance languages, not of German.
    isVariable: (letter) =>
      evidence.technical &&
      (readLetters().get(letter) ?? 0) >= VARIABLE_USES &&
      (!WORD_LETTERS.has(letter) || evidence.german),
    get technical() {
      readLetters();
      return loneCount >= TECHNICAL_MIN && loneCount >= text.length * TECHNICAL_DENSITY;
    },
    definedTermUses: (word) => readDefined().get(word) ?? 0,
    lowerCaseUses: (word, enough) => {
      const lower = word.toLowerCase();
      return lower === word.toUpperCase() ? 0 : wholeWordUses(text, lower, enough);
    },
    capitalisedUses: (word, enough) => wholeWordUses(text, word, enough),
  };
  return evidence;
}
