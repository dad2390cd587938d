/**
 * The written forms a person's name takes in running text: Russian names decline ("Журавлёв" →
 * "Журавлёва", "Журавлёву", "Журавлёвым"; "Светлана" → "Светланы", "Светланой"), a German
 * genitive adds an s ("Müllers Antrag"). Propagation uses these patterns so that a name found once
 * is redacted in every case it is written in; an English possessive ("Okafor's") and an elided
 * article ("d'Okafor") need none, the apostrophe already ends the word.
 */

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

function alternatives(stem: string, endings: readonly string[]): string {
  const unique = [...new Set(endings)].sort((a, b) => b.length - a.length);
  return `${escape(stem)}(?:${unique.map(escape).join('|')})`;
}

/** The pattern source of one lower-case word of a name, with its declined forms. */
function wordPattern(word: string): string {
  if (/[а-яё]$/u.test(word) && word.length >= 3) {
    if (/[ая]$/u.test(word)) return alternatives(word.slice(0, -1), A_ENDINGS);
    if (/(?:ий|ый|ой)$/u.test(word) && word.length >= 6)
      return alternatives(word.slice(0, -2), ADJ_ENDINGS);
    if (/[йь]$/u.test(word)) return alternatives(word.slice(0, -1), SOFT_ENDINGS);
    if (/[бвгджзклмнпрстфхцчшщ]$/u.test(word)) return alternatives(word, HARD_ENDINGS);
    return escape(word);
  }
  return escape(word);
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
