import type { CustomPlan } from './plan';

/** Quotes pieces of an instruction for a sentence: 'a', 'b' and 'c'. */
function quoteList(pieces: readonly string[]): string {
  const quoted = pieces.map((p) => `'${p}'`);
  return quoted.length <= 1
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/**
 * The `exception` sentences of a plan: what was not understood, and a plan that asks for
 * nothing at all (so an empty result is never mistaken for "nothing found").
 */
export function planNotes(plan: CustomPlan): string[] {
  const notes: string[] = [];
  if (plan.notUnderstood.length > 0) {
    notes.push(
      `The built-in interpreter did not understand ${quoteList(plan.notUnderstood)} in the ` +
        'instruction, so that part was not searched; quote exact terms, name kinds of data ' +
        '(e.g. phone numbers) or write a /regular expression/.',
    );
  }
  if (plan.kinds.length + plan.terms.length + plan.patterns.length === 0) {
    notes.push('The instruction named nothing to redact, so nothing was redacted.');
  }
  return notes;
}
