// The stage breakdown of `scripts/bench-browser.ts`: the pipeline worker records each job's
// spans as User Timing measures (`src/worker/job-spans.ts`, `timed-engine.ts`); this reads them
// from the worker after a step and sums them per name.
import type { Page } from '@playwright/test';

/** One recorded span, on the worker's clock (ms). */
interface Span {
  name: string;
  start: number;
  end: number;
}

/** A span name's figures: how many, their summed length, and the wall time they covered. */
export interface SpanTotal {
  name: string;
  count: number;
  /** Summed durations (spans of pages in flight together overlap, so this can exceed wall). */
  sumMs: number;
  /** Length of the union of the spans: the wall time during which at least one ran. */
  wallMs: number;
}

/** The spans of the job the worker ran last, by name; empty when no pipeline worker answers. */
export async function lastJobSpans(page: Page): Promise<SpanTotal[]> {
  const worker = page.workers().find((w) => w.url().includes('pipeline.worker'));
  if (!worker) return [];
  const spans = await worker.evaluate<Span[]>(`performance
    .getEntriesByType('measure')
    .filter((e) => e.name.startsWith('obscura:'))
    .map((e) => ({ name: e.name.slice(8), start: e.startTime, end: e.startTime + e.duration }))`);
  const byName = new Map<string, Span[]>();
  for (const s of spans) byName.set(s.name, [...(byName.get(s.name) ?? []), s]);
  const totals: SpanTotal[] = [];
  for (const [name, list] of byName) {
    list.sort((a, b) => a.start - b.start);
    let wallMs = 0;
    let reach = -Infinity;
    for (const s of list) {
      if (s.end <= reach) continue;
      wallMs += s.end - Math.max(s.start, reach);
      reach = s.end;
    }
    const sumMs = list.reduce((sum, s) => sum + (s.end - s.start), 0);
    totals.push({ name, count: list.length, sumMs, wallMs });
  }
  return totals;
}

/** Prints the spans in a fixed order (stages first, then reading, writing, verification). */
export function printSpans(title: string, totals: SpanTotal[]): void {
  if (totals.length === 0) return;
  const order = ['stage:', 'read:', 'write:', 'verify:'];
  const rank = (name: string) => order.findIndex((p) => name.startsWith(p));
  const sorted = [...totals].sort((a, b) => rank(a.name) - rank(b.name) || b.wallMs - a.wallMs);
  console.log(`  ${title} (ms: wall covered / summed over n spans)`);
  for (const t of sorted) {
    console.log(
      `    ${t.name.padEnd(28)} ${t.wallMs.toFixed(0).padStart(6)} / ${t.sumMs.toFixed(0).padStart(6)}  n=${t.count}`,
    );
  }
}
