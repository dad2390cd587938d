/**
 * An offset-mapped view of the document text in which line ends that fall inside a value are
 * joined, so a phone number "(503) 555-" / "1000", an IBAN split after a group or a surname that
 * starts the next line can be recognised whole. Only runs of lines that look wrapped are kept in
 * the view (pages and unrelated blocks are separated by `\f`), and every character of the view
 * maps back to the original text, so a span found there covers both lines in the original.
 */

/** The joined view: its text, and for each of its characters the original offset. */
export interface JoinedView {
  text: string;
  /** `toOriginal[i]` is the original offset of `text[i]` (length = text.length). */
  toOriginal: Int32Array;
}

interface Line {
  start: number;
  end: number;
  /** Index of the page the line is on (lines of two pages never join). */
  page: number;
}

/**
 * How one line end is joined: `glue` drops it ("555-" + "1000"), `space` reads it as a space,
 * `soft` drops it with the hyphen before it ("Venkata-" + "raman"), undefined keeps the lines apart.
 */
type Join = 'glue' | 'space' | 'soft' | undefined;

/** Line ends after which a sentence or a field is over. */
const CLOSED_END = /[.!?;:]$/;
/** A full stop that does not close anything: a day's ordinal or a title's abbreviation. */
const OPEN_DOT_END =
  /(?:^|[^\p{L}\p{N}])(?:\d{1,2}|\p{L}|dr|mr|mrs|ms|prof|st|sr|sra|dra|dott|sig|mme|mlle|m|hr|fr|gen|col|capt|rev)\.$/iu;
/** A soft hyphenation: a lower-case word broken with a hyphen, continued in lower case. */
const SOFT_HYPHEN_END = /\p{Ll}{2}-$/u;
/** The last token of a line is a link or an e-mail address that may go on without a space. */
const LINK_TAIL = /(?:[\w.+-]+@[\w.-]*|(?:https?|ftp|file):\/\/\S*|www\.\S*)$/iu;

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let page = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text.charCodeAt(i);
    if (i === text.length || ch === 10 || ch === 12) {
      lines.push({ start, end: i, page });
      if (ch === 12) page++;
      start = i + 1;
    }
  }
  return lines;
}

/**
 * Decides how the end of `line` joins `next`. A line is taken as wrapped when it is nearly as long
 * as the longest line around it (a paragraph or a field value filled to its column) or ends in
 * the middle of a token (after a hyphen, a slash, or inside a link).
 */
function joinOf(text: string, line: Line, next: Line, neighbourhoodMax: number): Join {
  if (next.page !== line.page) return undefined;
  const a = text.slice(line.start, line.end).trimEnd();
  const b = text.slice(next.start, next.end).trimStart();
  if (a.length === 0 || b.length === 0) return undefined;
  const first = b[0]!;
  if (SOFT_HYPHEN_END.test(a) && /\p{Ll}/u.test(first)) return 'soft';
  if (/[\p{L}\p{N}]-$/u.test(a) && /[\p{L}\p{N}]/u.test(first)) return 'glue';
  // A wrapped line is nearly as long as the longest around it; lines of a form or a block are not.
  const wrapped = a.length >= 24 && a.length >= 0.72 * neighbourhoodMax;
  // A link or address broken inside its last token goes on without a space ("yahoo.co" + "m").
  if (LINK_TAIL.test(a) && /^[\p{Ll}\d./?=&%#~_-]/u.test(b)) return 'glue';
  // "18." / "März 2013" (a German date) and "Dr." / "Megan Okafor" go on across the line end.
  if (CLOSED_END.test(a) && !OPEN_DOT_END.test(a)) return undefined;
  return wrapped ? 'space' : undefined;
}

/** Builds the joined view of `text`, or undefined when no line end looks like a wrap. */
export function joinWrappedLines(text: string): JoinedView | undefined {
  const lines = splitLines(text);
  const lengths = lines.map((l) => text.slice(l.start, l.end).trimEnd().length);
  const joins: Join[] = lines.map((line, i) => {
    const next = lines[i + 1];
    if (!next) return undefined;
    let max = 0;
    for (let k = Math.max(0, i - 3); k <= Math.min(lines.length - 1, i + 3); k++) {
      if (lines[k]!.page === line.page) max = Math.max(max, lengths[k]!);
    }
    return joinOf(text, line, next, max);
  });
  if (joins.every((j) => j === undefined)) return undefined;
  let out = '';
  const map: number[] = [];
  const push = (from: number, to: number) => {
    out += text.slice(from, to);
    for (let k = from; k < to; k++) map.push(k);
  };
  let i = 0;
  while (i < lines.length) {
    if (joins[i] === undefined) {
      i++;
      continue;
    }
    // A run of joined lines: i .. j (line j is the last of the run).
    let j = i;
    while (joins[j] !== undefined) j++;
    if (out.length > 0) {
      out += '\f';
      map.push(lines[i]!.start);
    }
    for (let k = i; k <= j; k++) {
      const line = lines[k]!;
      const join = joins[k];
      let end = line.end;
      while (end > line.start && /[ \t]/.test(text[end - 1]!)) end--;
      if (join === 'soft') end--; // the hyphen of a broken word goes
      push(line.start, end);
      if (k < j && join === 'space') {
        out += ' ';
        map.push(line.end);
      }
    }
    i = j + 1;
  }
  return { text: out, toOriginal: Int32Array.from(map) };
}

/** Maps a span of the view back to original offsets [start, end). */
export function toOriginalRange(view: JoinedView, start: number, end: number): [number, number] {
  return [view.toOriginal[start]!, view.toOriginal[end - 1]! + 1];
}
