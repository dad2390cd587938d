/**
 * One-to-one character folding for matching. Every UTF-16 unit maps to exactly one unit, so
 * offsets found in the folded text are offsets in the original.
 */
const FOLD: Record<string, string> = {
  '\u00ad': '-', // soft hyphen: some producers write "555\u00ad234" for "555-234"
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\ufe63': '-',
  '\uff0d': '-',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\uff20': '@',
};

const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLD).join('')}]`, 'g');

/** Returns `text` with look-alike characters folded; always the same length as `text`. */
export function foldForMatching(text: string): string {
  return text.replace(FOLD_PATTERN, (ch) => FOLD[ch] ?? ch);
}
