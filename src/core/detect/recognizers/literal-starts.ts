/**
 * Scanning a long word alternation only where one of its words can start. V8 compiles a regex
 * without optimisation once the isolate holds 16 MB of code (compile-order.ts), and such a
 * pattern, scanned over a whole page, tries every alternative at every character: role-name's
 * cell roles cost 4.5-5 ms per 3,000 characters there against 0.15 when optimised. Here the
 * same pattern, sticky, runs only at the positions whose first three characters open one of its
 * alternatives (a table lookup per character), which costs the same in either state.
 */

/**
 * The simple case fold of the characters whose lower case is not their fold (the i flag's
 * Unicode matching compares folds; text-helpers.ts's ODD_CASE lists them). 'İ' has no simple
 * fold (it matches only itself), and its lower case is two characters: it stays as it is.
 */
const ODD_FOLDS: Readonly<Record<string, string>> = {
  '\u0345': '\u03b9',
  '\u00b5': '\u03bc',
  '\u0130': '\u0130',
  '\u017f': 's',
  '\u03c2': '\u03c3',
  '\u03d0': '\u03b2',
  '\u03d1': '\u03b8',
  '\u03d5': '\u03c6',
  '\u03d6': '\u03c0',
  '\u03f0': '\u03ba',
  '\u03f1': '\u03c1',
  '\u03f5': '\u03b5',
  '\u1c80': '\u0432',
  '\u1c81': '\u0434',
  '\u1c82': '\u043e',
  '\u1c83': '\u0441',
  '\u1c84': '\u0442',
  '\u1c85': '\u0442',
  '\u1c86': '\u044a',
  '\u1c87': '\u0463',
  '\u1c88': '\ua64b',
  '\u1e9b': '\u1e61',
  '\u1fbe': '\u03b9',
};
const ODD = new RegExp(`[${Object.keys(ODD_FOLDS).join('')}]`, 'g');

/**
 * `text` with every character replaced by its case fold, same length and offsets: a pattern
 * written in lower case without the i flag finds on it what the i-flag pattern finds on `text`.
 */
export function foldCase(text: string): string {
  // Lower case first ('Σ' at a word's end becomes 'ς', which folds to 'σ'), 'İ' kept whole.
  const lower = text.includes('\u0130')
    ? text
        .split('\u0130')
        .map((part) => part.toLowerCase())
        .join('\u0130')
    : text.toLowerCase();
  return lower.replace(ODD, (c) => ODD_FOLDS[c]!);
}

/** Hash of one to three UTF-16 code units into a lookup table (collisions only add candidates). */
function key(a: number, b: number, c: number): number {
  return (a * 961 + b * 31 + c) & 0xffff;
}

/** The openings (one to three characters) of a pattern's alternatives, as lookup tables. */
export class LiteralStarts {
  /** One table per opening length: [1] one character, [2] two, [3] three. */
  private readonly tables = [0, 1, 2, 3].map(() => new Uint8Array(0x10000));
  private readonly lengths: number[];

  /** `openings`: the first one to three characters of every alternative, as the text holds them. */
  constructor(openings: Iterable<string>) {
    const lengths = new Set<number>();
    for (const o of openings) {
      if (o.length < 1 || o.length > 3) throw new Error(`literal start of 1-3 characters: ${o}`);
      lengths.add(o.length);
      this.tables[o.length]![key(o.charCodeAt(0), o.charCodeAt(1) || 0, o.charCodeAt(2) || 0)] = 1;
    }
    this.lengths = [...lengths];
  }

  /** True when `text` at `i` may open an alternative (false only when none does). */
  mayStartAt(text: string, i: number): boolean {
    for (const n of this.lengths) {
      const b = n > 1 ? text.charCodeAt(i + 1) || 0 : 0;
      const c = n > 2 ? text.charCodeAt(i + 2) || 0 : 0;
      if (this.tables[n]![key(text.charCodeAt(i), b, c)] === 1) return true;
    }
    return false;
  }
}

/**
 * The openings of a word alternation's source ("employee|staff member|nuestr[oa]|l['’]"): each
 * alternative's leading literal characters, up to three (letters, digits, spaces, '-', '/', '’',
 * "'"), without one that a quantifier makes optional. Every match of the alternative opens with
 * them; an alternative that opens with a class, a group or an escape throws.
 */
export function alternationOpenings(alternation: string): string[] {
  return alternation.split('|').map((alternative) => {
    let n = 0;
    while (n < 3 && /^[\p{L}\p{N} /'’-]$/u.test(alternative[n] ?? '')) n++;
    if (/^[?*{]/.test(alternative.slice(n))) n--;
    if (n < 1) throw new Error(`alternative without a literal opening: ${alternative}`);
    return alternative.slice(0, n);
  });
}

/**
 * The matches a global scan of `sticky`'s pattern finds over `text` (leftmost first, each scan
 * going on where the last match ended), trying the pattern only where `starts` says an
 * alternative may open. Exact when every match of the pattern opens with one of the openings
 * `starts` was built from and no match is empty. `sticky` must have the y flag; its lastIndex
 * is restored.
 */
export function* matchesAtStarts(
  sticky: RegExp,
  text: string,
  starts: LiteralStarts,
): Generator<RegExpExecArray> {
  const saved = sticky.lastIndex;
  try {
    for (let i = 0; i < text.length; i++) {
      if (!starts.mayStartAt(text, i)) continue;
      sticky.lastIndex = i;
      const m = sticky.exec(text);
      if (!m) continue;
      yield m;
      // An empty match: the scan goes on at the next character, as a global scan does.
      if (m[0].length > 0) i = m.index + m[0].length - 1;
    }
  } finally {
    sticky.lastIndex = saved;
  }
}

/** `pattern.test(text)` for a pattern whose every match opens as `starts` says, `sticky` its y-flag twin. */
export function testAtStarts(sticky: RegExp, text: string, starts: LiteralStarts): boolean {
  const saved = sticky.lastIndex;
  try {
    for (let i = 0; i < text.length; i++) {
      if (!starts.mayStartAt(text, i)) continue;
      sticky.lastIndex = i;
      if (sticky.test(text)) return true;
    }
    return false;
  } finally {
    sticky.lastIndex = saved;
  }
}

/**
 * The matches a global scan of a pattern finds over `text`, `sticky` its y-flag twin tried only
 * at `positions` (any order, repeats allowed): exact when every match starts at one of them and
 * no match is empty. `sticky`'s lastIndex is restored.
 */
export function* matchesAtPositions(
  sticky: RegExp,
  text: string,
  positions: Iterable<number>,
): Generator<RegExpExecArray> {
  const saved = sticky.lastIndex;
  try {
    let from = 0;
    for (const at of [...new Set(positions)].sort((a, b) => a - b)) {
      if (at < from) continue;
      sticky.lastIndex = at;
      const m = sticky.exec(text);
      if (!m) continue;
      yield m;
      from = m.index + Math.max(1, m[0].length);
    }
  } finally {
    sticky.lastIndex = saved;
  }
}

const LETTER = /^\p{L}$/u;

/**
 * Where the run of letters (`\p{L}`) that reaches up to `index` starts: `index` itself when no
 * letter ends right before it. Code points are read whole (a surrogate pair is one letter), as a
 * u-flag lookbehind reads them.
 */
export function letterRunStart(text: string, index: number): number {
  let at = index;
  while (at > 0) {
    const low = text.charCodeAt(at - 1);
    const pair =
      low >= 0xdc00 &&
      low <= 0xdfff &&
      at >= 2 &&
      text.charCodeAt(at - 2) >= 0xd800 &&
      text.charCodeAt(at - 2) <= 0xdbff;
    const width = pair ? 2 : 1;
    if (!LETTER.test(text.slice(at - width, at))) break;
    at -= width;
  }
  return at;
}
