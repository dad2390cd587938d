import { del, get, set } from 'idb-keyval';

// Kept in idb-keyval's default store, shared by the windows and the service worker: the service
// worker reads it each time it serves the app shell, to choose the page's policy.
const HUB_OPT_IN = 'obscura.model-hub-opt-in';

/** True when the user allowed model downloads from the Hugging Face hub. */
export async function loadHubOptIn(): Promise<boolean> {
  return (await get<boolean>(HUB_OPT_IN)) === true;
}

/** Stores the user's choice; it takes effect when the page next loads (CSP cannot widen live). */
export async function saveHubOptIn(allowed: boolean): Promise<void> {
  await (allowed ? set(HUB_OPT_IN, true) : del(HUB_OPT_IN));
}
