import { RE2JS } from 're2js';

/** One match of a caller's pattern: where it starts (UTF-16 index) and what it matched. */
export interface SafeMatch {
  index: number;
  text: string;
}

/** A caller's regular expression compiled for a linear-time engine (never backtracks). */
export interface SafeRegex {
  /** Every match in `text`, left to right, never overlapping (as `String.matchAll` with `g`). */
  matchAll(text: string): Iterable<SafeMatch>;
}

/** A compiled pattern, or the sentence saying why it cannot be used. */
export type SafeRegexResult = { ok: true; regex: SafeRegex } | { ok: false; reason: string };

/** JavaScript flags that change matching and their RE2 counterparts; g, y, u, d, v change nothing here. */
const FLAGS: Readonly<Record<string, number>> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

/** What RE2 refused in a valid JavaScript pattern, as a sentence a person can act on. */
function reasonOf(message: string): string {
  if (/invalid escape sequence: `\\[1-9]/.test(message) || /\\k</.test(message)) {
    return 'backreferences (\\1, \\k<name>) are not supported';
  }
  if (/\(\?[=!]/.test(message)) return 'lookaheads ((?=...), (?!...)) are not supported';
  return message.replace(/^error parsing regexp:\s*/, '').replace(/\.+$/, '');
}

/**
 * Compiles a caller's `/source/flags` for RE2JS, a linear-time engine: no pattern can hang the
 * page, the worker or the API queue ((a+)+b on a line of a's answers at once). JavaScript syntax
 * is translated (named groups, `\/`); an invalid pattern gets JavaScript's own message, and what
 * RE2 cannot do in linear time (backreferences, lookaheads) is refused with a sentence.
 * Lookbehinds without captures are supported.
 */
export function compileSafeRegex(source: string, flags: string): SafeRegexResult {
  // A pattern that is not valid JavaScript gets JavaScript's own sentence (compiling never
  // backtracks; only matching does, and that is RE2's job below).
  try {
    new RegExp(source, [...new Set(`${flags.replace(/[^dimsuvy]/g, '')}g`)].join(''));
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  let mask = RE2JS.LOOKBEHINDS;
  for (const flag of new Set(flags)) mask |= FLAGS[flag] ?? 0;
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(RE2JS.translateRegExp(source), mask);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason:
        `${reasonOf(message)}: patterns run on a linear-time engine (RE2 syntax), ` +
        'so constructs that need backtracking are refused',
    };
  }
  return {
    ok: true,
    regex: {
      *matchAll(text: string): Iterable<SafeMatch> {
        for (const match of compiled.matchAll(text)) {
          yield { index: match.index ?? 0, text: match[0] };
        }
      },
    },
  };
}
