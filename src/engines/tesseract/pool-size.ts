/**
 * Memory one tesseract worker is given, in GiB: its wasm heap holds the LSTM model and a page
 * image with tesseract's copies of it (a few hundred MB at 300 dpi), beside what the rest of
 * the process needs for the same page.
 */
const GIB_PER_WORKER = 1;

/**
 * Tesseract workers worth running on a machine with `cores` cores: one per core (each worker
 * is single-threaded), capped because each holds ~100-200 MB and more lanes than cores only
 * adds memory; and, when the runtime says how much memory the device has (`memoryGiB`, the
 * browser's `navigator.deviceMemory`), at most one per GiB of it, so a small device is not
 * pushed into swapping or a killed tab by parallel pages.
 */
export function ocrPoolSize(cores: number, cap = 4, memoryGiB?: number): number {
  const byMemory =
    memoryGiB !== undefined && memoryGiB > 0 ? Math.floor(memoryGiB / GIB_PER_WORKER) : cap;
  return Math.max(1, Math.min(Math.floor(cores) || 1, cap, byMemory));
}
