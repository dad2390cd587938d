import { liftLiterals } from './instruction-literals';
import {
  tokenizeInstruction,
  wordKey,
  type InstructionToken,
  type WordToken,
} from './instruction-tokens';
import {
  FILLER_WORDS,
  INTRODUCER_TAILS,
  LEADING_ARTICLES,
  LIST_CONNECTORS,
  NAME_JOINERS,
  TERM_INTRODUCERS,
  wordMatches,
} from './instruction-words';
import { KIND_VOCABULARY, type KindPhrase } from './kind-words';
import { emptyPlan, type CustomPlan, type KindRequest } from './plan';

/** Filler words folded exactly as instruction words are (Cyrillic й becomes и, as in the text). */
const FILLERS: ReadonlySet<string> = new Set([...FILLER_WORDS].map(wordKey));

/** Vocabulary entries folded exactly as instruction words are. */
const VOCABULARY: readonly KindPhrase[] = KIND_VOCABULARY.map((phrase) => ({
  kind: phrase.kind,
  words: phrase.words.map((w) => (w.endsWith('*') ? `${wordKey(w.slice(0, -1))}*` : wordKey(w))),
}));

/** Reads the tokens of one instruction (after quoted terms and patterns were lifted out). */
class InstructionReader {
  readonly plan: CustomPlan = emptyPlan();
  private leftover: WordToken[] = [];

  constructor(
    private readonly text: string,
    private readonly tokens: InstructionToken[],
  ) {}

  /** The word at `i`, or undefined at a break or past the end. */
  private word(i: number): WordToken | undefined {
    const token = this.tokens[i];
    return token?.kind === 'word' ? token : undefined;
  }

  /** Length in tokens of the longest kind phrase at `i` (0 when none) and its kind. */
  private kindAt(i: number): { length: number; request?: KindRequest } {
    for (const phrase of VOCABULARY) {
      const words = phrase.words.map((_, k) => this.word(i + k));
      if (words.every((w, k) => w && wordMatches(phrase.words[k]!, w.key))) {
        const first = words[0]!;
        const last = words[words.length - 1]!;
        return {
          length: words.length,
          request: { kind: phrase.kind, phrase: this.text.slice(first.start, last.end) },
        };
      }
    }
    return { length: 0 };
  }

  /** Length of a list connector ("and", "as well as", "sowie") at `i`, or 0. */
  private connectorAt(i: number): number {
    for (const words of LIST_CONNECTORS) {
      if (words.every((w, k) => this.word(i + k)?.key === w)) return words.length;
    }
    return 0;
  }

  /** Reads the whole instruction into the plan. */
  read(): CustomPlan {
    let i = 0;
    while (i < this.tokens.length) i = this.step(i);
    this.flushLeftover();
    return this.plan;
  }

  /** Reads what starts at token `i` and returns the index of the next unread token. */
  private step(i: number): number {
    const token = this.tokens[i]!;
    if (token.kind === 'break') {
      // "the codes /AB-\d+/", "the project "Falcon"": words just before a quoted term or a
      // pattern describe it; the literal itself says what to find.
      if (token.lifted) this.leftover = [];
      else this.flushLeftover();
      return i + 1;
    }
    const kind = this.kindAt(i);
    if (kind.request) {
      const next = this.tokens[i + kind.length];
      // `the code name "Blue Jay"`: a kind right before a quoted term describes that term.
      if (next?.kind === 'break' && next.lifted) {
        this.leftover = [];
        return i + kind.length;
      }
      this.flushLeftover();
      this.addKind(kind.request);
      return i + kind.length;
    }
    if (TERM_INTRODUCERS.some((entry) => wordMatches(entry, token.key))) {
      this.flushLeftover();
      return this.readTermList(i + 1);
    }
    if (FILLERS.has(token.key) && !this.joinsName(i)) {
      this.flushLeftover();
      return i + 1;
    }
    this.leftover.push(token);
    return i + 1;
  }

  /** True when a short preposition at `i` joins two capitalised words of one name. */
  private joinsName(i: number): boolean {
    const word = this.word(i)!;
    const next = this.word(i + 1);
    return (
      NAME_JOINERS.has(word.key) &&
      this.leftover.length > 0 &&
      next !== undefined &&
      this.isCapitalised(this.leftover[this.leftover.length - 1]!) &&
      this.isCapitalised(next) &&
      !FILLERS.has(next.key)
    );
  }

  private isCapitalised(word: WordToken): boolean {
    return /^[\p{Lu}\p{N}]/u.test(this.text.slice(word.start, word.end));
  }

  /**
   * Reads "A, B and C" after an introducer, up to the end of the clause. An item holding a kind
   * of data ("... and the patient's date of birth") ends the list there.
   */
  private readTermList(from: number): number {
    let i = from;
    while (this.word(i) && INTRODUCER_TAILS.has(this.word(i)!.key)) i++;
    let item: WordToken[] = [];
    const finishItem = () => {
      this.addTerm(item);
      item = [];
    };
    while (i < this.tokens.length) {
      const token = this.tokens[i]!;
      if (token.kind === 'break') {
        finishItem();
        if (!token.comma) return i;
        i++;
        continue;
      }
      if (this.kindAt(i).request) {
        finishItem();
        return i;
      }
      const connector = this.connectorAt(i);
      if (connector > 0) {
        finishItem();
        i += connector;
        continue;
      }
      item.push(token);
      i++;
    }
    finishItem();
    return i;
  }

  private addKind(request: KindRequest): void {
    const same = this.plan.kinds.some(
      (k) => k.kind.birth === request.kind.birth && k.kind.tags.join() === request.kind.tags.join(),
    );
    if (!same) this.plan.kinds.push(request);
  }

  /** Adds a literal term from its words, leading articles and fillers dropped. */
  private addTerm(words: WordToken[]): void {
    let first = 0;
    while (first < words.length && LEADING_ARTICLES.has(words[first]!.key)) first++;
    const kept = words.slice(first);
    if (kept.length === 0 || kept.every((w) => FILLERS.has(w.key))) return;
    this.pushTerm(this.text.slice(kept[0]!.start, kept[kept.length - 1]!.end));
  }

  private pushTerm(term: string): void {
    const clean = term.replace(/\s+/g, ' ').trim();
    if (clean && !this.plan.terms.some((t) => t.toLowerCase() === clean.toLowerCase())) {
      this.plan.terms.push(clean);
    }
  }

  /**
   * Words that are neither fillers, kinds nor terms: a run of capitalised words is taken as a
   * proper name to redact ("remove Acme Corp"); anything else is reported as not understood.
   */
  private flushLeftover(): void {
    const words = this.leftover;
    this.leftover = [];
    if (words.length === 0) return;
    const phrase = this.text.slice(words[0]!.start, words[words.length - 1]!.end);
    const content = words.filter((w) => !NAME_JOINERS.has(w.key));
    if (content.every((w) => this.isCapitalised(w))) this.pushTerm(phrase);
    else this.plan.notUnderstood.push(phrase);
  }
}

/**
 * Turns a free-text instruction, in any of the seven languages, into a plan our own detectors
 * can run: kinds of data named in plain words, quoted or listed literal terms, "all mentions of
 * X", and `/regular expressions/`. Nothing is silently dropped: what could not be read is listed
 * in `notUnderstood`.
 */
export function interpretInstruction(instruction: string): CustomPlan {
  const lifted = liftLiterals(instruction);
  const reader = new InstructionReader(lifted.rest, tokenizeInstruction(lifted.rest));
  const plan = reader.read();
  const quoted = lifted.quoted.filter(
    (q) => !plan.terms.some((t) => t.toLowerCase() === q.toLowerCase()),
  );
  return {
    kinds: plan.kinds,
    terms: [...quoted, ...plan.terms],
    patterns: lifted.patterns,
    notUnderstood: [...lifted.invalid, ...plan.notUnderstood],
  };
}
