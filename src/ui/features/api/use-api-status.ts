import { useSyncExternalStore } from 'react';
import { type ApiStatus, getApiStatus, subscribeApiStatus } from '../../services/api-bridge-sw';

/** Whether this page's requests to /api/ reach the local service worker. */
export function useApiStatus(): ApiStatus {
  return useSyncExternalStore(subscribeApiStatus, getApiStatus);
}
