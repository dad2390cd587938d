import { useSyncExternalStore } from 'react';

/** The app's views, addressed by the URL hash so each can be linked to and bookmarked. */
export type Route = 'workspace' | 'settings' | 'api' | 'privacy';

/** The hash of each view. */
export const ROUTE_HASHES: Record<Route, string> = {
  workspace: '#/',
  settings: '#/settings',
  api: '#/api',
  privacy: '#/privacy',
};

/** The view for the current hash (anything unknown is the workspace). */
function currentRoute(): Route {
  const hash = location.hash.replace(/\/+$/, '');
  if (hash === '#/settings') return 'settings';
  if (hash === '#/api') return 'api';
  if (hash === '#/privacy') return 'privacy';
  return 'workspace';
}

/** Subscribes to hash changes. */
function subscribe(listener: () => void): () => void {
  addEventListener('hashchange', listener);
  return () => removeEventListener('hashchange', listener);
}

/** The view the URL asks for, updated on every hash change. */
export function useHashRoute(): Route {
  return useSyncExternalStore(subscribe, currentRoute);
}
