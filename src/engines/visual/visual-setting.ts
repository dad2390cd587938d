import { get, set } from 'idb-keyval';

/** idb-keyval key of the Settings toggle (read by the page and by the pipeline worker). */
export const VISUAL_SETTING_KEY = 'obscura.visual-detection';

/**
 * Whether a request that names no tags also searches signatures, faces and codes (off until
 * the user turns it on: it renders and scans every page).
 */
export async function loadVisualSetting(): Promise<boolean> {
  return (await get<boolean>(VISUAL_SETTING_KEY)) === true;
}

/** Stores the Settings toggle. */
export async function saveVisualSetting(on: boolean): Promise<void> {
  await set(VISUAL_SETTING_KEY, on);
}
