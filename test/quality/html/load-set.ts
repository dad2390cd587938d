/** Generates, prints (Chromium, cached) and reads back one part of the Chromium-rendered set. */
import type { PdfEngine } from '../../../src/core/platform/ports';
import { generateHtmlDocs, type HtmlPart } from './generate';
import { readBackChromium, type PlacedDoc } from './place';
import { renderHtmlDocs, type RenderStats } from './render';

/** A part read back, with what printing it cost. */
export interface LoadedHtmlSet {
  docs: PlacedDoc[];
  stats: RenderStats;
  /** Blocks too tall for their page (clipped, so not printed whole); should be 0. */
  overflowed: number;
}

/** Loads one part: HTML generated, PDFs printed or taken from the cache, truth placed. */
export async function loadHtmlSet(part: HtmlPart, engine: PdfEngine): Promise<LoadedHtmlSet> {
  const { docs: printed, stats } = await renderHtmlDocs(generateHtmlDocs(part));
  const docs: PlacedDoc[] = [];
  for (const doc of printed) docs.push(await readBackChromium(engine, doc));
  return { docs, stats, overflowed: printed.reduce((n, d) => n + d.overflowed, 0) };
}
