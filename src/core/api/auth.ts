/** Header the contract names for the API key (the service worker hands headers in lower case). */
export const API_KEY_HEADER = 'x-api-key';

/** Compares without stopping at the first difference, so timing does not reveal the key's prefix. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** Reads a header case-insensitively: the SW lower-cases names, but tests and callers may not. */
export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** True when the request carries the configured key; an empty configured key admits nobody. */
export function isAuthorized(headers: Record<string, string>, apiKey: string): boolean {
  const given = headerValue(headers, API_KEY_HEADER);
  return apiKey !== '' && given !== undefined && sameText(given, apiKey);
}
