// Word accuracy of OCR against the known text of the benchmark pages (shared by the Node and
// browser OCR benchmarks so both measure the same thing).
import {
  SCAN_LETTERS,
  type ScanLanguage,
  type ScanLine,
} from '../test/fixtures/scans/scan-content';
import type { ScanStyle } from '../test/fixtures/scans/scan-raster';

/** Resolution of the benchmark page images. */
export const BENCH_DPI = 300;

/** Style of the benchmark pages: Node and browser benchmarks read the very same pixels. */
export const BENCH_STYLE: ScanStyle = {
  dpi: BENCH_DPI,
  skew: 1.5,
  turn: 0,
  noise: 20,
  speckle: 0,
  blur: 1,
  quality: 0.8,
  font: 'DejaVu Sans',
  fontSize: 11,
  seed: 7,
};

/** A fuller page than the fixtures' letters: the letter's lines repeated down the page. */
export function pageLines(language: ScanLanguage): ScanLine[] {
  const letter: readonly ScanLine[] = SCAN_LETTERS[language];
  return Array.from({ length: 4 }, () => letter).flat();
}

/** Known words of a page, for word accuracy. */
export function knownWords(language: ScanLanguage): string[] {
  return pageLines(language).flatMap((l) =>
    `${l.label}${l.value ?? ''}`.split(/\s+/).filter(Boolean),
  );
}

/** Share of known words found among the recognised words (each recognised word used once). */
export function wordAccuracy(known: string[], recognised: string[]): number {
  const bag = new Map<string, number>();
  for (const w of recognised) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hits = 0;
  for (const w of known) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      hits++;
      bag.set(w, n - 1);
    }
  }
  return hits / known.length;
}
