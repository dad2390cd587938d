const MEGABYTE = 1024 * 1024;

/** Megabytes with as many decimals as it takes for `size` and `limit` to read differently. */
export function formatPair(size: number, limit: number): [string, string] {
  for (let digits = 1; digits < 7; digits++) {
    const a = (size / MEGABYTE).toFixed(digits);
    const b = (limit / MEGABYTE).toFixed(digits);
    if (a !== b && Number(a) !== 0 && Number(b) !== 0) return [trim(a), trim(b)];
  }
  return [trim((size / MEGABYTE).toFixed(6)), trim((limit / MEGABYTE).toFixed(6))];
}

function trim(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The 413 sentence, or undefined when the document fits (MB here are 1024 × 1024 bytes). */
export function tooLargeMessage(size: number, maxBytes: number): string | undefined {
  if (size <= maxBytes) return undefined;
  const [sizeMb, maxMb] = formatPair(size, maxBytes);
  return `The PDF is ${sizeMb} MB; the largest accepted is ${maxMb} MB.`;
}
