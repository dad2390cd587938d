import { parseFlag, setting, storeFlag } from './setting';

/**
 * Whether the user allowed model downloads from the Hugging Face hub. The service worker reads
 * it each time it serves the app shell, to choose the page's policy; a change takes effect when
 * the page next loads (a CSP cannot widen live).
 */
export const hubOptIn = setting('hubOptIn', parseFlag, storeFlag);

/** True when the user allowed model downloads from the Hugging Face hub. */
export const loadHubOptIn = (): Promise<boolean> => hubOptIn.get();

/** Stores the user's choice; it takes effect when the page next loads. */
export const saveHubOptIn = (allowed: boolean): Promise<void> => hubOptIn.set(allowed);
