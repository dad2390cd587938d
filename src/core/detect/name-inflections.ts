/**
 * The written forms a person's name takes in running text: Russian names decline ("Журавлёв" →
 * "Журавлёва", "Журавлёву", "Журавлёвым"; "Светлана" → "Светланы", "Светланой"), a German
 * genitive adds an s ("Müllers Antrag"). Propagation uses these patterns so that a name found once
 * is redacted in every case it is written in; an English possessive ("Okafor's") and an elided
 * article ("d'Okafor") need none, the apostrophe already ends the word.
 */
import type { StemWord } from './word-occurrences';

/** Endings of a Russian word ending in -а/-я (Светлана, Журавлёва, Илья). */
const A_ENDINGS = ['а', 'я', 'ы', 'и', 'е', 'у', 'ю', 'ой', 'ей', 'ою', 'ею'];
/** Endings of an adjectival surname (Достоевский, Толстой, Бельский). */
const ADJ_ENDINGS = ['ий', 'ый', 'ой', 'ого', 'его', 'ому', 'ему', 'им', 'ым', 'ом', 'ем'];
/** Endings of a Russian word ending in -й or -ь (Тимофей, Игорь). */
const SOFT_ENDINGS = ['й', 'ь', 'я', 'ю', 'ем', 'ём', 'е'];
/** Endings of a Russian word ending in a consonant (Журавлёв, Крылов, Иван, Пушкин). */
const HARD_ENDINGS = ['', 'а', 'у', 'ом', 'ым', 'ым', 'е', 'ы', 'ой', 'ых', 'ыми'];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A stem and its endings, longest first (the order the pattern's alternation tries them). */
function stemWord(stem: string, endings: readonly string[]): StemWord {
  return { stem, endings: [...new Set(endings)].sort((a, b) => b.length - a.length) };
}

/** One lower-case word of a name as its stem and the endings of its declined forms. */
function wordForms(word: string): StemWord {
  if (/[а-яё]$/u.test(word) && word.length >= 3) {
    if (/[ая]$/u.test(word)) return stemWord(word.slice(0, -1), A_ENDINGS);
    if (/(?:ий|ый|ой)$/u.test(word) && word.length >= 6)
      return stemWord(word.slice(0, -2), ADJ_ENDINGS);
    if (/[йь]$/u.test(word)) return stemWord(word.slice(0, -1), SOFT_ENDINGS);
    if (/[бвгджзклмнпрстфхцчшщ]$/u.test(word)) return stemWord(word, HARD_ENDINGS);
  }
  return { stem: word, endings: [''] };
}

/** The pattern source of one lower-case word of a name, with its declined forms. */
function wordPattern(word: string): string {
  const { stem, endings } = wordForms(word);
  if (endings.length === 1 && endings[0] === '' && stem === word) return escape(word);
  return `${escape(stem)}(?:${endings.map(escape).join('|')})`;
}

/**
 * The words of the name `key` (lower case, one space between words) as stems and endings, for
 * `stemSequenceMatches` (word-occurrences.ts: the same matches as `inflectedNamePattern`'s
 * pattern without compiling one per name), or undefined when the name has no declined forms.
 */
export function inflectedNameWords(key: string): StemWord[] | undefined {
  const words = key.split(' ').map(wordForms);
  if (words.every((w) => w.endings.length === 1 && w.endings[0] === '')) return undefined;
  return words;
}

/** True when the name `key` (lower case) may take a genitive s ("Müllers Antrag", "Okafors"). */
export function takesGenitiveS(key: string): boolean {
  const last = key.slice(key.lastIndexOf(' ') + 1);
  return /^[\p{Script=Latin}'’-]{4,}$/u.test(last) && !/[sxzß]$/u.test(last);
}

/**
 * A pattern (lower case, words separated by one space, as propagation keys are) that matches
 * the name `key` and its declined forms, or undefined when the name has none (a Latin name's
 * genitive s is checked by `takesGenitiveS`, cheaper than a pattern).
 */
export function inflectedNamePattern(key: string): RegExp | undefined {
  const words = key.split(' ');
  const parts = words.map(wordPattern);
  if (parts.every((p, i) => p === escape(words[i]!))) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.join(' ')}(?![\\p{L}\\p{N}])`, 'gu');
}
