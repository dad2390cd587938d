/**
 * Values broken mid-token inside a narrow table cell (CSS `word-wrap: break-word` in portal
 * exports and spreadsheets print 'FR76…8437' / '11217755576', '172.226.159.1' / '94',
 * 'https://admin.kuchenst' / 'udio.de/customers/8563' / '47'): no hyphen marks the break, so no
 * whole-value reader sees the value and a piece of it would stay readable. A line that ends in a
 * value's piece with no space before its line end is joined with the single-run lines after it
 * only when the joined value validates (IBAN mod-97 and its country's length, four IPv4 octets
 * <= 255, one '@' and a dotted domain, a URL host that reaches a TLD) and the first piece is
 * incomplete on its own; the box covers every piece.
 */
import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import type { TextTag } from '../../contract/tags';
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { parseIpv4 } from './ip-address';

/** A line ending right after a piece of a value (no space before the line end), then a next line. */
const HEAD = /(\S+)\n(?=[ \t]*\S)/g;

/** Cheap gate: a piece of a URL, e-mail, IBAN, Russian account or IP ends a line. */
const GATE = /(?:[/.@:]\S*|[A-Z]{2}\d{2}[A-Z0-9]*|\d{10,})\n/;

/** Per-country IBAN lengths, read once. */
const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  Object.entries(getCountrySpecifications()).flatMap(([code, spec]) =>
    spec.chars ? [[code, spec.chars] as const] : [],
  ),
);

/** Top-level domains common in the documents we read; a host piece ending in one is complete. */
const TLDS = new Set(
  (
    'com net org info biz edu gov mil int io co eu de fr it es pt ru uk ch at be nl lu pl se no dk ' +
    'fi ie is us ca au nz jp cn br mx ar cl cz sk hu ro bg gr tr ua by kz in app dev me tv cat gal ' +
    'su рф online shop store site tech cloud email'
  ).split(' '),
);

/** A continuation piece: one run of characters with no space inside (the rest of the value). */
interface Piece {
  text: string;
  start: number;
  end: number;
}

/** The single-run lines after `from` (each line holds one run, maybe with edge spaces). */
function nextPieces(text: string, from: number, max: number): Piece[] {
  const pieces: Piece[] = [];
  let at = from;
  while (pieces.length < max && at < text.length) {
    let lineEnd = text.indexOf('\n', at);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(at, lineEnd);
    const lead = line.length - line.trimStart().length;
    const run = line.trim();
    // A run with a space after it is a cell of its own: a printer that ends each cell's text
    // with a space (Qt) puts none after the lines of a cell that wrapped, the last one included,
    // and the value's first line has none either.
    if (!run || /\s/.test(run) || /[ \t]$/.test(line)) break;
    pieces.push({ text: run, start: at + lead, end: at + lead + run.length });
    at = lineEnd + 1;
  }
  return pieces;
}

/** A found value: its tag, the pieces it took and its score. */
interface Joined {
  tag: TextTag;
  pieces: number;
  score: number;
}

/** An IBAN cut in its cell: the pieces add up to the country's length and pass mod-97. */
function ibanJoin(head: string, next: Piece[]): Joined | undefined {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]*$/.test(head)) return undefined;
  const length = IBAN_LENGTHS.get(head.slice(0, 2));
  if (!length || head.length >= length || head.length < 8) return undefined;
  let compact = head;
  for (let i = 0; i < next.length; i++) {
    const run = next[i]!.text;
    if (!/^[A-Z0-9]+$/.test(run)) return undefined;
    compact += run;
    if (compact.length > length) return undefined;
    if (compact.length === length)
      return isValidIBAN(compact) ? { tag: 'ACCOUNT', pieces: i + 1, score: 0.98 } : undefined;
  }
  return undefined;
}

/** An IPv4 address whose last octet was cut: three octets and a piece, then its last digits. */
function ipJoin(head: string, next: Piece[]): Joined | undefined {
  const m = /^(\d{1,3}\.\d{1,3}\.\d{1,3}\.)(\d{0,2})$/.exec(head);
  const run = next[0]?.text ?? '';
  if (!m || !/^\d{1,3}$/.test(run)) return undefined;
  const last = m[2]! + run;
  // The cut octet and its rest are at most three digits and the address a full one; a head
  // shorter than 12 characters is a whole short address, not one wrapped at a cell's edge.
  if (last.length > 3 || head.length < 12) return undefined;
  return parseIpv4(m[1]! + last) ? { tag: 'IP', pieces: 1, score: 0.95 } : undefined;
}

/** True when a host piece ends complete: its last label is a known TLD. */
function hostComplete(host: string): boolean {
  const dot = host.lastIndexOf('.');
  return dot > 0 && TLDS.has(host.slice(dot + 1).toLowerCase());
}

/** A URL cut in its host (and maybe again in its path by the same cell width). */
function urlJoin(head: string, next: Piece[]): Joined | undefined {
  const m = /^(?:https?:\/\/|www\.)([\p{L}\p{N}.-]*)$/iu.exec(head);
  const first = next[0];
  if (!m || !first || hostComplete(m[1]!) || /^(?:https?:|www\.)/i.test(first.text))
    return undefined;
  // The rest of the host reaches a TLD, then the path, port or nothing.
  const rest = /^[\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)*\.([\p{L}]{2,})(?=[/:?#]|$)/u.exec(first.text);
  if (!rest || !TLDS.has(rest[1]!.toLowerCase())) return undefined;
  if (!/^[\p{L}\p{N}._~:/?#[\]@!$&'()*+,;=%-]+$/u.test(first.text)) return undefined;
  let pieces = 1;
  // Further pieces only while the one before filled the cell (as wide as the first, within a
  // fifth) and the URL had a path: a short last line of a full-width cell is the path's end.
  const width = head.length;
  let prev = first.text;
  while (pieces < next.length && prev.includes('/')) {
    const run = next[pieces]!.text;
    if (prev.length < width * 0.8 || run.length > width) break;
    if (!/^[\p{L}\p{N}._~:/?#[\]@!$&'()*+,;=%-]+$/u.test(run) || /^(?:https?:|www\.)/i.test(run))
      break;
    pieces++;
    prev = run;
  }
  return { tag: 'URL', pieces, score: 0.95 };
}

/** An e-mail address cut in its local part, right after its '@' or in its domain. */
function emailJoin(head: string, next: Piece[]): Joined | undefined {
  const run = next[0]?.text ?? '';
  const at = head.indexOf('@');
  if (at < 0) {
    // Cut in the local part: the next line holds the rest of it, the '@' and a dotted domain;
    // the first line filled the cell, so it is at least as long as that rest.
    if (!/^[\p{L}\p{N}._%+-]{6,}$/u.test(head) || head.length < run.length) return undefined;
    if (!/^[\p{L}\p{N}._%+-]*@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u.test(run))
      return undefined;
    return { tag: 'EMAIL', pieces: 1, score: 0.98 };
  }
  if (head.indexOf('@', at + 1) >= 0 || at === 0) return undefined;
  const domain = head.slice(at + 1);
  if (!/^[\p{L}\p{N}.-]*$/u.test(domain) || hostComplete(domain)) return undefined;
  if (!/^[\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u.test(run)) return undefined;
  const tld = run.slice(run.lastIndexOf('.') + 1);
  return TLDS.has(tld.toLowerCase()) ? { tag: 'EMAIL', pieces: 1, score: 0.98 } : undefined;
}

/**
 * A Russian personal account cut in its cell: 20 digits, balance account 408xx/423xx, then the
 * currency (810 rouble, 840 dollar, 978 euro). It outranks a card read in its first 16 digits.
 */
function russianAccountJoin(head: string, next: Piece[]): Joined | undefined {
  if (!/^(?:408|423)\d\d(?:810|840|978)\d{4,11}$/.test(head)) return undefined;
  let digits = head;
  for (let i = 0; i < next.length; i++) {
    const run = next[i]!.text;
    if (!/^\d+$/.test(run)) return undefined;
    digits += run;
    if (digits.length > 20) return undefined;
    if (digits.length === 20) return { tag: 'ACCOUNT', pieces: i + 1, score: 0.97 };
  }
  return undefined;
}

/** The readers tried on a line's last piece, in order. */
const JOINS = [ibanJoin, ipJoin, urlJoin, emailJoin, russianAccountJoin];

/** Values broken mid-token at a narrow cell's edge, read whole over two or three lines. */
export const cellWrappedValueRecognizer = safeRecognizer(
  'cell-wrapped-values',
  ['ACCOUNT', 'IP', 'URL', 'EMAIL'],
  (input) => {
    const { folded } = input;
    if (!GATE.test(folded)) return [];
    const spans: Span[] = [];
    HEAD.lastIndex = 0;
    for (let m = HEAD.exec(folded); m; m = HEAD.exec(folded)) {
      const head = m[1]!;
      // Only the line's last run: a space before it on the line starts the value there.
      const start = m.index;
      const next = nextPieces(folded, m.index + m[0].length, 3);
      if (!next.length) continue;
      for (const join of JOINS) {
        const found = join(head, next);
        if (!found) continue;
        const end = next[found.pieces - 1]!.end;
        const span = makeSpan(found.tag, start, end, found.score, 'cell-wrapped-values');
        span.reason = 'value broken inside a narrow cell, read whole over its lines';
        spans.push(span);
        break;
      }
    }
    return spans;
  },
);
