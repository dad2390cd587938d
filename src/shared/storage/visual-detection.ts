import { parseFlag, setting, storeFlag } from './setting';

/**
 * Whether a request that names no tags also searches signatures, faces and codes (off until the
 * user turns it on: it renders and scans every page). Read by the worker's engine setup per job.
 */
export const visualDetection = setting('visualDetection', parseFlag, storeFlag);

/** The stored toggle. */
export const loadVisualSetting = (): Promise<boolean> => visualDetection.get();

/** Stores the toggle. */
export const saveVisualSetting = (on: boolean): Promise<void> => visualDetection.set(on);
