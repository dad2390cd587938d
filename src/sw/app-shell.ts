import {
  FRAMING_HEADERS,
  contentSecurityPolicy,
  headerContentSecurityPolicy,
} from './content-security-policy';
import { loadHubOptIn } from '../shared/storage/hub-opt-in';
import { chatEndpointOrigin } from '../shared/storage/instruction-way';
import { matchPrecache } from './precache';
import { APP_SHELL_URL } from './precache-manifest';

/** The built page's CSP meta tag (vite.config.ts writes it with double-quoted attributes). */
const META_CSP = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/;

/**
 * The precached index.html, with the policy chosen from the stored opt-in: the model hub is
 * allowed in `connect-src` only after the user opted in. Both the meta tag and the header carry
 * it (a host's own stricter header is replaced, since policies only ever intersect).
 */
export async function appShellResponse(): Promise<Response | undefined> {
  const cached = await matchPrecache(APP_SHELL_URL);
  if (!cached) return undefined;
  const chatEndpoint = await chatEndpointOrigin();
  const options = { modelHub: await loadHubOptIn(), ...(chatEndpoint ? { chatEndpoint } : {}) };
  const policy = contentSecurityPolicy(options);
  const html = (await cached.text()).replace(META_CSP, `$1${policy}$2`);
  const headers = new Headers(cached.headers);
  // The header adds `frame-ancestors 'none'` (a meta tag cannot carry it), as preview does.
  headers.set('Content-Security-Policy', headerContentSecurityPolicy(options));
  for (const [name, value] of Object.entries(FRAMING_HEADERS)) headers.set(name, value);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.delete('Content-Length');
  return new Response(html, { status: 200, headers });
}
