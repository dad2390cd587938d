/** A request URL split into its path and its decoded query parameters, in order. */
export interface RequestUrl {
  path: string;
  query: [name: string, value: string][];
}

/** Form-urlencoded decoding; a malformed escape keeps its raw text rather than failing the request. */
function decodeQueryPart(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Splits `/path?query#fragment` (an absolute URL is accepted too). Hand-written because the core
 * is compiled without DOM types, so `URL`/`URLSearchParams` are not available to it.
 */
export function parseRequestUrl(url: string): RequestUrl {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const withoutFragment = withoutOrigin.split('#', 1)[0] ?? '';
  const q = withoutFragment.indexOf('?');
  const rawPath = q === -1 ? withoutFragment : withoutFragment.slice(0, q);
  const rawQuery = q === -1 ? '' : withoutFragment.slice(q + 1);
  const query: [string, string][] = [];
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    const value = eq === -1 ? '' : pair.slice(eq + 1);
    query.push([decodeQueryPart(name), decodeQueryPart(value)]);
  }
  return { path: rawPath || '/', query };
}
