/** An operand of a content-stream operator, as far as the output check needs to tell them apart. */
export type Operand =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  /** Strings, arrays, dictionaries, booleans, null: present, never interpreted. */
  | { kind: 'other' };

/** One operator of a content stream with its operands, in order. */
export interface Operation {
  operator: string;
  operands: Operand[];
}

/** The one operand value for strings, arrays and the like (never interpreted). */
const OTHER: Operand = { kind: 'other' };

/** Byte classes: 1 white space, 2 delimiter, 0 regular (part of a name, number or keyword). */
const CLASS = new Uint8Array(256);
for (const b of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[b] = 1;
for (const b of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) CLASS[b] = 2;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** True for a byte that belongs to a name, number or keyword. */
const regular = (b: number) => CLASS[b] === 0;

/**
 * Splits a decoded content stream into operations (PDF 32000 7.2 lexical rules). Returns
 * undefined for anything this reader does not take apart exactly (an inline image, unbalanced
 * brackets, a stray delimiter): the caller then treats the page as not plain, never as clean.
 */
export function contentOperations(bytes: Uint8Array): Operation[] | undefined {
  const ops: Operation[] = [];
  let operands: Operand[] = [];
  /** Nesting of arrays and dictionaries: their contents are one 'other' operand. */
  let depth = 0;
  let i = 0;
  const n = bytes.length;
  const other: Operand = OTHER;
  const push = (operand: Operand) => {
    if (depth === 0) operands.push(operand);
  };
  while (i < n) {
    const b = bytes[i]!;
    if (CLASS[b] === 1) {
      i++;
    } else if (b === 0x25) {
      // A comment runs to the end of the line.
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (b === 0x28) {
      const end = literalStringEnd(bytes, i);
      if (end < 0) return undefined;
      push(other);
      i = end;
    } else if (b === 0x3c && bytes[i + 1] === 0x3c) {
      if (depth === 0) operands.push(other);
      depth++;
      i += 2;
    } else if (b === 0x3e && bytes[i + 1] === 0x3e) {
      if (--depth < 0) return undefined;
      i += 2;
    } else if (b === 0x3c) {
      const end = bytes.indexOf(0x3e, i + 1);
      if (end < 0) return undefined;
      push(other);
      i = end + 1;
    } else if (b === 0x5b) {
      if (depth === 0) operands.push(other);
      depth++;
      i++;
    } else if (b === 0x5d) {
      if (--depth < 0) return undefined;
      i++;
    } else if (b === 0x2f) {
      let j = i + 1;
      let name = '';
      while (j < n && regular(bytes[j]!)) name += String.fromCharCode(bytes[j++]!);
      push({ kind: 'name', value: decodeName(name) });
      i = j;
    } else if (regular(b)) {
      let j = i;
      let word = '';
      while (j < n && regular(bytes[j]!)) word += String.fromCharCode(bytes[j++]!);
      i = j;
      if (NUMBER.test(word)) {
        push({ kind: 'number', value: Number(word) });
      } else if (word === 'true' || word === 'false' || word === 'null') {
        push(other);
      } else {
        // An operator inside an array or dictionary, or an inline image (binary data follows
        // ID): not something to read past.
        if (depth !== 0 || word === 'BI' || word === 'ID' || word === 'EI') return undefined;
        ops.push({ operator: word, operands });
        operands = [];
      }
    } else {
      // '{', '}', a lone '>' or ')'.
      return undefined;
    }
  }
  return depth === 0 && operands.length === 0 ? ops : undefined;
}

/** Index just past the literal string opening at `start` (nested parentheses, escapes); -1 if open. */
function literalStringEnd(bytes: Uint8Array, start: number): number {
  let level = 0;
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x5c) i++;
    else if (b === 0x28) level++;
    else if (b === 0x29 && --level === 0) return i + 1;
  }
  return -1;
}

/** A name's characters with #xx escapes resolved. */
function decodeName(text: string): string {
  if (!text.includes('#')) return text;
  return text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
