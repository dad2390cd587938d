import type { ManifestEntry } from './manifest';

/** Where progress goes: a terminal gets a bar redrawn in place, anything else plain lines. */
export interface ProgressSink {
  write(text: string): void;
  isTTY: boolean;
}

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Counts a batch keeps for its progress and summary. */
export interface BatchTally {
  total: number;
  skipped: number;
  /** Skipped files whose earlier outcome was a refusal (they still count against the exit status). */
  skippedRefused: number;
  done: number;
  refused: number;
  failed: number;
  pages: number;
}

/**
 * Reports a batch's progress: on a terminal one bar line (files, pages/s, ETA) redrawn in place;
 * otherwise one plain line per finished file, which logs and CI read well.
 */
export class BatchProgress {
  readonly tally: BatchTally;
  private readonly started = performance.now();
  private readonly bar: boolean;

  constructor(
    private readonly sink: ProgressSink,
    total: number,
    skipped: number,
    skippedRefused: number,
    mode: 'auto' | 'plain',
  ) {
    this.tally = { total, skipped, skippedRefused, done: 0, refused: 0, failed: 0, pages: 0 };
    this.bar = mode === 'auto' && sink.isTTY;
    if (skipped > 0) {
      this.line(`${skipped} of ${total} files already finished (manifest); skipping them.`);
    }
  }

  /** Seconds since the start. */
  elapsed(): number {
    return (performance.now() - this.started) / 1000;
  }

  /** Records one finished file. */
  finished(entry: ManifestEntry, rel: string): void {
    const t = this.tally;
    t[entry.outcome]++;
    t.pages += entry.pages;
    if (this.bar) {
      if (entry.outcome !== 'done') this.line(`${entry.outcome}: ${rel} (${entry.status})`);
      this.draw();
      return;
    }
    const n = t.skipped + t.done + t.refused + t.failed;
    const what =
      entry.outcome === 'done'
        ? `${entry.pages} pages, ${Object.values(entry.entities).reduce((a, b) => a + b, 0)} entities, ${entry.seconds} s`
        : `status ${entry.status}: ${errorText(entry.error)}`;
    this.sink.write(`[${n}/${t.total}] ${entry.outcome} ${rel} (${what})\n`);
  }

  /** Clears the bar before the summary. */
  end(): void {
    if (this.bar) this.sink.write('\n');
  }

  private line(text: string): void {
    if (this.bar) this.sink.write(`\r\x1b[2K${text}\n`);
    else this.sink.write(`${text}\n`);
  }

  private draw(): void {
    const t = this.tally;
    const processed = t.done + t.refused + t.failed;
    const todo = t.total - t.skipped;
    const seconds = this.elapsed();
    const width = 24;
    const filled = todo === 0 ? width : Math.round((processed / todo) * width);
    const rate = seconds > 0 ? t.pages / seconds : 0;
    const eta = processed > 0 ? (seconds / processed) * (todo - processed) : Number.NaN;
    this.sink.write(
      `\r\x1b[2K[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${processed}/${todo} files` +
        `  ${t.pages} pages  ${rate.toFixed(1)} pages/s  ETA ${formatDuration(eta)}`,
    );
  }
}

/** The sentence of an error body. */
function errorText(body: object | undefined): string {
  if (!body) return 'unknown error';
  const b = body as { detail?: unknown; message?: unknown };
  if (typeof b.detail === 'string') return b.detail;
  if (typeof b.message === 'string') return b.message;
  return JSON.stringify(body);
}

/** The end-of-batch summary, and the exit status: 0 when nothing was refused or failed, else 1. */
export function summarize(
  tally: BatchTally,
  seconds: number,
  outDir: string,
): { text: string; code: number } {
  const processed = tally.done + tally.refused + tally.failed;
  const rate = seconds > 0 ? (tally.pages / seconds).toFixed(2) : '0';
  const text =
    `Batch finished in ${formatDuration(seconds)}: ${tally.done} done, ${tally.refused} refused, ` +
    `${tally.failed} failed, ${tally.skipped} skipped (already finished` +
    (tally.skippedRefused > 0 ? `, ${tally.skippedRefused} of them refused before` : '') +
    `); ${processed} processed, ` +
    `${tally.pages} pages (${rate} pages/s). Manifest: ${outDir}/manifest.jsonl\n`;
  return { text, code: tally.refused + tally.failed + tally.skippedRefused > 0 ? 1 : 0 };
}
