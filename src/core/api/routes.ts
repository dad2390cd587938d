import { API_PATHS, type ApiPath } from './http';

/** How an endpoint reads its request and what it answers with. */
export interface ApiRoute {
  path: ApiPath;
  operation: 'detect' | 'anonymize' | 'custom';
  /** `json`: base64 PDF in a JSON body; `multipart`: an uploaded file. */
  input: 'json' | 'multipart';
  /** `json`: the contract's JSON body; `pdf`: the anonymized PDF as a binary download. */
  output: 'json' | 'pdf';
}

/** The route table: one row per endpoint, so handlers never compare paths themselves. */
export const API_ROUTES: Readonly<Record<ApiPath, ApiRoute>> = {
  [API_PATHS.anonymizeCustom]: {
    path: API_PATHS.anonymizeCustom,
    operation: 'custom',
    input: 'json',
    output: 'json',
  },
  [API_PATHS.anonymizeBase64]: {
    path: API_PATHS.anonymizeBase64,
    operation: 'anonymize',
    input: 'json',
    output: 'json',
  },
  [API_PATHS.anonymizeFile]: {
    path: API_PATHS.anonymizeFile,
    operation: 'anonymize',
    input: 'multipart',
    output: 'pdf',
  },
  [API_PATHS.detectBase64]: {
    path: API_PATHS.detectBase64,
    operation: 'detect',
    input: 'json',
    output: 'json',
  },
  [API_PATHS.detectFile]: {
    path: API_PATHS.detectFile,
    operation: 'detect',
    input: 'multipart',
    output: 'json',
  },
};

/** Outcome of routing: an endpoint, a known path with the wrong method, or nothing. */
export type RouteMatch =
  { kind: 'route'; route: ApiRoute } | { kind: 'method-not-allowed' } | { kind: 'not-found' };

/** Matches a path exactly (FastAPI has no trailing-slash aliases we could honour without redirects). */
export function matchRoute(method: string, path: string): RouteMatch {
  const route = Object.hasOwn(API_ROUTES, path) ? API_ROUTES[path as ApiPath] : undefined;
  if (!route) return { kind: 'not-found' };
  if (method.toUpperCase() !== 'POST') return { kind: 'method-not-allowed' };
  return { kind: 'route', route };
}
