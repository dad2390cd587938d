/**
 * Tesseract workers worth running on a machine with `cores` cores: one per core (each worker
 * is single-threaded), capped because each holds ~100-200 MB and more lanes than cores only
 * adds memory.
 */
export function ocrPoolSize(cores: number, cap = 4): number {
  return Math.max(1, Math.min(Math.floor(cores) || 1, cap));
}
