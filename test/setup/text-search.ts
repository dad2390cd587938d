/** Finding ground-truth strings in the extracted document text. */

/** A [start, end) range of the document text. */
export interface Range {
  start: number;
  end: number;
}

/** A regular expression for `text` in which any run of whitespace matches any whitespace. */
function flexiblePattern(text: string): RegExp {
  const parts = text
    .trim()
    .split(/\s+/)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('\\s+'), 'g');
}

/**
 * Every occurrence of `text` on 1-based page `page` of a `\f`-joined document text, tolerating
 * different whitespace (extraction may join lines or runs with a space or a newline).
 */
export function occurrencesOnPage(docText: string, page: number, text: string): Range[] {
  let from = 0;
  for (let p = 1; p < page; p++) {
    const next = docText.indexOf('\f', from);
    if (next === -1) return [];
    from = next + 1;
  }
  const pageEnd = docText.indexOf('\f', from);
  const to = pageEnd === -1 ? docText.length : pageEnd;
  const ranges: Range[] = [];
  for (const m of docText.slice(from, to).matchAll(flexiblePattern(text))) {
    ranges.push({ start: from + m.index, end: from + m.index + m[0].length });
  }
  return ranges;
}

/** Collapses whitespace, so strings compare regardless of how lines were joined. */
export function squash(text: string): string {
  return text.replace(/\s+/g, '');
}
