import type { TesseractManifest } from './tesseract-asset-layout';

/** The manifest of a build that serves no data (or whose manifest cannot be read). */
const NOTHING_BUNDLED: TesseractManifest = { languages: [], osd: false };

/** Whether a parsed JSON value has the manifest's shape. */
function isManifest(value: unknown): value is TesseractManifest {
  const v = value as Partial<TesseractManifest> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.languages) &&
    v.languages.every((l) => typeof l === 'string') &&
    typeof v.osd === 'boolean'
  );
}

/**
 * Reads the build's list of bundled language data. A missing or broken manifest means nothing
 * is bundled, so a language is then refused by name (or read from data the user added) rather
 * than failing inside a tesseract worker.
 */
export async function loadTesseractManifest(url: string): Promise<TesseractManifest> {
  try {
    const response = await fetch(url);
    if (!response.ok) return NOTHING_BUNDLED;
    const value: unknown = await response.json();
    return isManifest(value) ? value : NOTHING_BUNDLED;
  } catch {
    return NOTHING_BUNDLED;
  }
}
