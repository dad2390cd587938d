import { create } from 'zustand';
import { INITIAL_STATE } from './app-state';
import { documentSlice } from './document-slice';
import { releaseSlice } from './release-slice';
import { reviewSlice } from './review-slice';
import { settingsSlice } from './settings-slice';
import { type AppStoreState, createStoreKit, type StoreDeps } from './store-kit';

export type { StoreDeps } from './store-kit';

/**
 * Creates the app's store: the only place state lives and changes. Each slice owns one part of
 * the actions (document, review, release, settings); they share only the store kit.
 */
export function createAppStore(deps: StoreDeps) {
  return create<AppStoreState>()((set, get) => {
    const kit = createStoreKit(deps, set, get);
    return {
      ...INITIAL_STATE,
      ...documentSlice(kit),
      ...reviewSlice(kit),
      ...releaseSlice(kit),
      ...settingsSlice(kit),
    };
  });
}

/** The store hook type. */
export type AppStore = ReturnType<typeof createAppStore>;
