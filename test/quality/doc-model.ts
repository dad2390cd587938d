/**
 * The shape of a generated quality document before layout: blocks of text in which personal
 * values are marked with `pii(tag, value)`, so the truth is known character by character.
 */

const OPEN = '\u0002';
const MID = '\u0003';
const CLOSE = '\u0004';

/** Marks `value` as personal data of `tag` inside a block's text. */
export function pii(tag: string, value: string): string {
  return `${OPEN}${tag}${MID}${value}${CLOSE}`;
}

/** One marked value in a plain string: [start, end) and its tag. */
export interface MarkedSpan {
  start: number;
  end: number;
  tag: string;
}

/** A block's text with the markers removed and the marked spans. */
export interface PlainText {
  text: string;
  spans: MarkedSpan[];
}

/** Removes the markers of `marked`, keeping where each value lies. */
export function parseMarked(marked: string): PlainText {
  let text = '';
  const spans: MarkedSpan[] = [];
  const pattern = new RegExp(`${OPEN}([A-Z_]+)${MID}([^${CLOSE}]*)${CLOSE}`, 'g');
  let last = 0;
  for (const m of marked.matchAll(pattern)) {
    text += marked.slice(last, m.index);
    const start = text.length;
    text += m[2]!;
    spans.push({ start, end: text.length, tag: m[1]! });
    last = m.index + m[0].length;
  }
  text += marked.slice(last);
  return { text, spans };
}

/** A block of a document, laid out top to bottom. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'fields'; rows: Array<[label: string, value: string]>; columns: 1 | 2 }
  | { kind: 'table'; header: string[]; rows: string[][]; widths: number[] }
  | { kind: 'columns'; left: string; right: string }
  | { kind: 'gap' };

/** A whole generated document. */
export interface QualityDoc {
  name: string;
  lang: string;
  /** Text repeated at the foot of every page (may hold marked values, e.g. the organisation). */
  footer: string;
  /** The word before the page number in the footer ("Page", "Seite"). */
  pageWord: string;
  blocks: Block[];
}
