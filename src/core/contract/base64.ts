/** Base64 without platform globals (btoa/Buffer differ between Node, workers and the SW). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;
LOOKUP['-'.charCodeAt(0)] = 62; // base64url
LOOKUP['_'.charCodeAt(0)] = 63;

/** Encodes bytes as standard base64 with padding. */
export function encodeBase64(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 3 * 8192;
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    const end = Math.min(bytes.length, offset + CHUNK);
    let out = '';
    for (let i = offset; i < end; i += 3) {
      const a = bytes[i]!;
      const b = i + 1 < end ? bytes[i + 1]! : 0;
      const c = i + 2 < end ? bytes[i + 2]! : 0;
      const n = (a << 16) | (b << 8) | c;
      out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
      out += i + 1 < end ? ALPHABET[(n >> 6) & 63]! : '=';
      out += i + 2 < end ? ALPHABET[n & 63]! : '=';
    }
    chunks.push(out);
  }
  return chunks.join('');
}

/**
 * Decodes base64 (standard or url-safe, padding optional), accepting a `data:...;base64,` prefix
 * and whitespace as the decisions allow. Returns undefined when the text is not base64.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  let body = text;
  const comma = body.startsWith('data:') ? body.indexOf(',') : -1;
  if (comma !== -1) body = body.slice(comma + 1);
  body = body.replace(/\s+/g, '').replace(/=+$/, '');
  if (body.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    const digit = code < 128 ? LOOKUP[code]! : -1;
    if (digit < 0) return undefined;
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}
