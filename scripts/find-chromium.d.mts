/** Path of a Chromium for browser tests and benchmarks (see find-chromium.mjs). */
export function findChromium(): Promise<string>;
