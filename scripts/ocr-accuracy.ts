// Word accuracy of OCR against the known text of the benchmark pages (shared by the Node and
// browser OCR benchmarks so both measure the same thing).
import {
  SCAN_LETTERS,
  type ScanLanguage,
  type ScanLine,
} from '../test/fixtures/scans/scan-content';

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
