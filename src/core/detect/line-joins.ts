/**
 * An offset-mapped view of the document text in which line ends that fall inside a value are
 * joined, so a phone number "(503) 555-" / "1000", an IBAN split after a group or a surname that
 * starts the next line can be recognised whole. Only runs of lines that look wrapped are kept in
 * the view (pages and unrelated blocks are separated by `\f`), and every character of the view
 * maps back to the original text, so a span found there covers both lines in the original.
 */

import { isSurname } from './recognizers/name-evidence';

/** The joined view: its text, and for each of its characters the original offset. */
export interface JoinedView {
  text: string;
  /** `toOriginal[i]` is the original offset of `text[i]` (length = text.length). */
  toOriginal: Int32Array;
  /**
   * Line ends joined only because a value of this tag ended there (original offset of the
   * value's end): what is read across them must be a value of the same tag.
   */
  valueJoins: Map<number, string>;
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
  /(?:^|[^\p{L}\p{N}])(?:\d{1,2}|\p{L}|dr|mr|mrs|ms|prof|st|sr|sra|dra|dott|sig|mme|mlle|m|hr|fr|gen|col|capt|rev|ext|доб|apt|app|nr|no|tel|av|avda|str|ул|пр|пер|кв|корп)\.$/iu;
/**
 * A soft hyphenation: a word broken with a hyphen after a lower-case letter, continued in lower
 * case. Its first piece may be capitalised and short ("Fe-" / "bruar", "Re-" / "medios"): only a
 * capital after the line end marks a real hyphenated compound ("Barbieri-" / "Conti").
 */
const SOFT_HYPHEN_END = /\p{L}\p{Ll}-$/u;
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
  // The hyphen and full-stop patterns end in that character: test it before running them
  // (this runs for every line of the text, three readings per call).
  const last = a.charCodeAt(a.length - 1);
  if (last === HYPHEN) {
    if (SOFT_HYPHEN_END.test(a) && /\p{Ll}/u.test(first)) return 'soft';
    if (/[\p{L}\p{N}]-$/u.test(a) && /[\p{L}\p{N}]/u.test(first)) return 'glue';
  }
  // A wrapped line is nearly as long as the longest around it; lines of a form or a block are not.
  const wrapped = a.length >= 24 && a.length >= 0.72 * neighbourhoodMax;
  // A link or address broken inside its last token goes on without a space ("yahoo.co" + "m").
  // But a link that ends in a whole name ("info@martin-thoma.de") followed by a plain word
  // ("schicken.") has ended: the word belongs to the sentence.
  if (
    /^[\p{Ll}\d./?=&%#~_-]/u.test(b) &&
    LINK_TAIL.test(a) &&
    !(/\.\p{L}{2,}$/u.test(a) && /^\p{Ll}{4,}(?:[\s.,;:!?)]|$)/u.test(b))
  )
    return 'glue';
  // "18." / "März 2013" (a German date) and "Dr." / "Megan Okafor" go on across the line end.
  if (CLOSED_END.test(a) && !(last === FULL_STOP && OPEN_DOT_END.test(a))) return undefined;
  return wrapped ? 'space' : undefined;
}

/** Char codes of '-' and '.', the last characters the join patterns above look for. */
const HYPHEN = 45;
const FULL_STOP = 46;

/** Values a wrapped cell may continue with digits (a phone's last group, a door number). */
const NUMBER_VALUES: ReadonlySet<string> = new Set([
  'PHONE',
  'ID',
  'ACCOUNT',
  'CREDIT_CARD',
  'SSN',
  'ZIP_CODE',
  'ADDRESS',
  'DRIVER_LICENSE',
  'PASSPORT',
]);

/**
 * A value found at the very end of a short line (a table cell or a form field wrapped in its
 * column: "13 décembre" / "2025", "+49 (0)89 729" / "7984", "Варвара Олеговна" / "Журавлёва")
 * may go on at the start of the next line when that line opens with what continues such a value:
 * digits, a year word, a unit or an extension, or one or two capitalised words alone on their line.
 */
function continuesValue(line: string, next: string, tag: string): boolean {
  const b = next.trim();
  if (b.length === 0 || b.length > 40) return false;
  // A date goes on with its year ("13 décembre" / "2025", "5 de dezembro" / "de 2025",
  // "12 августа 2025" / "г."), not with the amount of the next row.
  if (tag === 'DATE') return /^(?:(?:de\s+)?(?:19|20)\d\d\b|г\.|года\b)/u.test(b);
  if (!NUMBER_VALUES.has(tag) && tag !== 'PERSON_NAME') return false;
  if (NUMBER_VALUES.has(tag) && /^[\d(+]/u.test(b)) return true;
  if (
    tag !== 'PERSON_NAME' &&
    /^(?:ext\.?|x|доб\.?|int\.?|poste|apt\.?|suite|app\.?|piso|dto\.?|esq\.?|izda\.?|dcha\.?|кв\.|д\.)(?:\s|$)/iu.test(
      b,
    )
  )
    return true;
  // A street's door or the rest of its name before the postcode ("C, 39024 Santander",
  // "Saint-Antoine, 57077 Metz") goes on an address.
  if (
    tag === 'ADDRESS' &&
    /^(?:\p{L}{1,2}\.?|\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*)?),/u.test(b)
  )
    return true;
  // A surname or a patronymic alone on the next line goes on a person's name only, written as
  // the name is (a name in capitals does not go on with "O Arrendatário").
  if (tag !== 'PERSON_NAME') return false;
  // A middle initial wrapped alone onto the next line after a name written surname first
  // ("CASTELLANOS, Desmond" / "H."); after "Given Surname" a lone "A." is a list's mark.
  if (/^\p{Lu}\.(?:\s?\p{Lu}\.)?$/u.test(b)) return /,\s*\p{Lu}[\p{L}'’-]+$/u.test(line.trimEnd());
  if (!/^\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?[,.]?$/u.test(b)) return false;
  const capitals = (word: string) => word === word.toUpperCase();
  const last = /[\p{L}'’.-]+$/u.exec(line.trimEnd())?.[0] ?? '';
  const words = b.replace(/[,.]$/, '').split(/\s/);
  if (capitals(last) !== capitals(words.join(' '))) return false;
  // Only a surname or a patronymic: a title, a role or a heading on the next line is no part.
  return words.every((w) => isSurname(titleCase(w)) || PATRONYMIC.test(w));
}

/** A Russian patronymic ("Аркадьевич", "Олеговна", "Ильинична"). */
const PATRONYMIC = /^\p{Lu}\p{L}+(?:вич|вна|ична|инична|ьич)$/iu;

function titleCase(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/** The lines of a text, their trimmed lengths and how each line end joins the next. */
interface LineJoins {
  lines: Line[];
  lengths: number[];
  joins: Join[];
}

/**
 * The last text's joins: findPii asks for the three views of one text in a row, and deciding the
 * joins reads every line (about 4% of the detector's time on a 117-page thesis).
 */
let lastJoins: { text: string; joins: LineJoins } | undefined;

/** Lines of `text` and how each line end joins the next (see joinOf), kept for the next view. */
function wrappedJoins(text: string): LineJoins {
  if (lastJoins?.text !== text) lastJoins = { text, joins: decideJoins(text) };
  return lastJoins.joins;
}

function decideJoins(text: string): LineJoins {
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
  return { lines, lengths, joins };
}

/** Builds a view from runs of joined lines (each run separated by `\f`). */
function buildView(
  text: string,
  lines: readonly Line[],
  joins: readonly Join[],
  valueJoins: Map<number, string>,
): JoinedView | undefined {
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
  return { text: out, toOriginal: Int32Array.from(map), valueJoins };
}

/** Builds the joined view of `text`, or undefined when no line end looks like a wrap. */
export function joinWrappedLines(text: string): JoinedView | undefined {
  const { lines, joins } = wrappedJoins(text);
  return buildView(text, lines, joins, new Map());
}

/**
 * The view of only the words hyphenated at a line end ("Soci-" / "ety"), each run of such lines
 * joined: what a cue-word reader, kept off the wrapped view, may read there (a word glued back
 * is no heading running into the next line). Undefined when no line end is a soft hyphenation.
 */
export function joinSoftHyphens(text: string): JoinedView | undefined {
  if (!text.includes('-\n')) return undefined;
  const { lines, joins } = wrappedJoins(text);
  const soft = joins.map((j) => (j === 'soft' ? j : undefined));
  return buildView(text, lines, soft, new Map());
}

/**
 * A second view, apart from the wrapped one so that it never changes what that one reads: the
 * short lines that end with a value found on its own (`valueEnds`: offset of the value's end ->
 * its tag) joined to a next line that looks like the value's continuation (see continuesValue),
 * as in a table cell or a form field wrapped in its column. Undefined when there is none.
 */
export function joinValueLines(
  text: string,
  valueEnds: ReadonlyMap<number, string>,
): JoinedView | undefined {
  if (valueEnds.size === 0) return undefined;
  const { lines, lengths, joins } = wrappedJoins(text);
  const valueJoins = new Map<number, string>();
  const pairs: Join[] = lines.map((line, i) => {
    const next = lines[i + 1];
    if (!next || joins[i] !== undefined || next.page !== line.page) return undefined;
    const end = line.start + lengths[i]!;
    const tag = valueEnds.get(end);
    const here = text.slice(line.start, line.end);
    if (!tag || !continuesValue(here, text.slice(next.start, next.end), tag)) return undefined;
    valueJoins.set(end, tag);
    return 'space';
  });
  return buildView(text, lines, pairs, valueJoins);
}

/** Maps a span of the view back to original offsets [start, end). */
export function toOriginalRange(view: JoinedView, start: number, end: number): [number, number] {
  return [view.toOriginal[start]!, view.toOriginal[end - 1]! + 1];
}
