/**
 * API tokens that a narrow column wrapped at its edge ("token xoxb-0592-2469-Jy6rin" / "JxWh8S0Vy in
 * una chat", "token xox" / "b-3423-1133-xX4G..."): the piece ending a line and the run opening the
 * next are read as one token when the join has a published token shape, so the box covers both
 * lines and no half of the secret stays readable.
 */
import { matchesOf } from './text-helpers';

/** A token's start (or a prefix of one) ending its line, then the next line's first run. */
const PIECES =
  /(?<![\w-])((?:sk-|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|xox[abposr]?-?|AKIA|ASIA|glpat-|eyJ)[A-Za-z0-9_.-]*)[ \t]*\n[ \t]*([A-Za-z0-9_.-]{2,200})(?![\w-])/g;

/** The shapes a joined token must have (the same families as secrets.ts's TOKEN_SHAPES). */
const JOINED_SHAPE =
  /^(?:sk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{20,}|(?:ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|(?:AKIA|ASIA)[A-Z0-9]{16}|glpat-[A-Za-z0-9_-]{20}|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,})$/;

/** A next-line run that continues random token text: it has a digit, or a capital after its first letter. */
function randomRun(run: string): boolean {
  return /\d/.test(run) || /^.+[A-Z]/.test(run);
}

/** A token found across a line end: its start and end in the text. */
export interface WrappedToken {
  start: number;
  end: number;
}

/** Finds tokens split at a line end whose two pieces join into a known token shape. */
export function wrappedTokens(folded: string): WrappedToken[] {
  const out: WrappedToken[] = [];
  // Cheap gate: no token prefix, nothing to join.
  if (!/sk-|gh[pousr]_|github_pat_|xox|AKIA|ASIA|glpat-|eyJ/.test(folded)) return out;
  for (const m of matchesOf(PIECES, folded)) {
    const head = m[1]!;
    const run = m[2]!.replace(/[.]+$/, '');
    if (!randomRun(run) || !JOINED_SHAPE.test(head + run)) continue;
    const end = m.index + m[0].length - (m[2]!.length - run.length);
    out.push({ start: m.index, end });
  }
  return out;
}
