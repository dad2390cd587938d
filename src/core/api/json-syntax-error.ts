/** Where and why a JSON text fails to parse, in the words of Python's `json` module. */
export interface JsonSyntaxError {
  /** Character offset of the problem (what FastAPI puts in `loc`). */
  position: number;
  /** Python's message, e.g. `Expecting value`, as FastAPI reports it in `ctx.error`. */
  error: string;
}

class Failure {
  constructor(
    readonly position: number,
    readonly error: string,
  ) {}
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/**
 * A small JSON scanner used only after `JSON.parse` failed: engines word and place their errors
 * differently (V8 often gives no position), while clients of FastAPI get a stable position.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
  };
  const string = (): void => {
    const start = i;
    i++;
    for (;;) {
      if (i >= text.length) throw new Failure(start, 'Unterminated string starting at');
      const c = text[i]!;
      if (c === '"') {
        i++;
        return;
      }
      if (c < ' ') throw new Failure(i, 'Invalid control character at');
      if (c === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            throw new Failure(i + 1, 'Invalid \\uXXXX escape');
          }
          i += 6;
          continue;
        }
        if (next === undefined || !ESCAPES.has(next)) throw new Failure(i, 'Invalid \\escape');
        i += 2;
        continue;
      }
      i++;
    }
  };
  const value = (): void => {
    skip();
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    const number = NUMBER.exec(text.slice(i, i + 400));
    if (number) {
      i += number[0].length;
      return;
    }
    throw new Failure(i, 'Expecting value');
  };
  const object = (): void => {
    i++;
    skip();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      skip();
      if (text[i] !== '"') {
        throw new Failure(i, 'Expecting property name enclosed in double quotes');
      }
      string();
      skip();
      if (text[i] !== ':') throw new Failure(i, "Expecting ':' delimiter");
      i++;
      value();
      skip();
      if (text[i] === '}') {
        i++;
        return;
      }
      if (text[i] !== ',') throw new Failure(i, "Expecting ',' delimiter");
      i++;
    }
  };
  const array = (): void => {
    i++;
    skip();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      value();
      skip();
      if (text[i] === ']') {
        i++;
        return;
      }
      if (text[i] !== ',') throw new Failure(i, "Expecting ',' delimiter");
      i++;
    }
  };
  try {
    value();
    skip();
    if (i < text.length) return { position: i, error: 'Extra data' };
    return undefined;
  } catch (failure) {
    if (failure instanceof Failure) return { position: failure.position, error: failure.error };
    // A pathological nesting depth overflows the stack: report the start rather than throwing.
    return { position: 0, error: 'Expecting value' };
  }
}
