import { browserAreas } from '../../../shared/storage/browser-areas';
import { clearGroup, countGroup } from '../../../shared/storage/clear';
import type { ClearGroup } from '../../../shared/storage/registry';
import { CLEAR_GROUPS } from './privacy-groups';

/** How many things of each group are stored now. */
export async function countStored(): Promise<Record<ClearGroup, number>> {
  const areas = browserAreas();
  const counts = await Promise.all(CLEAR_GROUPS.map((g) => countGroup(g, areas)));
  return Object.fromEntries(CLEAR_GROUPS.map((g, i) => [g, counts[i]!])) as Record<
    ClearGroup,
    number
  >;
}

/** Removes everything of one group from this browser. */
export async function clearStored(group: ClearGroup): Promise<void> {
  await clearGroup(group, browserAreas());
  if (group === 'app') {
    // The service worker is unregistered too, so the next visit installs it (and the offline
    // copy) afresh instead of running without its files.
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
  }
}
