import { TEXT_TAGS, type TextTag } from '../core/contract/tags';
import { findPii } from '../core/detect/find-pii';
import { propagateOccurrences } from '../core/detect/propagate';
import type { Span } from '../core/detect/span';
import type { PdfEngine } from '../core/platform/ports';
import type { DetectionThread } from './detection-thread';
import { type PaintAheadLimits, paintingAhead } from './paint-ahead';

/** Pages painted ahead, at most (each is held until the writer takes it: ~8.4 MB at 150 dpi). */
const LIMITS = { maxPages: 16, maxBytes: 160 * 1024 * 1024 };

/**
 * Characters of the first pages read that the thread detects in beforehand (`warm`), at most
 * twice that. On the 12-page lease (35,000 characters) a cold run took 297-330 ms of CPU; after
 * a warm-up on its first 1,000, 2,000 or 6,000 characters (204-249 ms each) 109-137 ms. A
 * made-up letter in seven languages warmed nothing (550-600 ms, then 260-357 ms): the
 * document's own words reach the code its run needs.
 */
const WARM_CHARACTERS = 1000;

const TEXT_TAG_SET: ReadonlySet<string> = new Set(TEXT_TAGS);

/** The engine and detector port of a job whose detection runs on the detection thread. */
export interface OverlappedDetection {
  engine: PdfEngine;
  findTextSpans(text: string, tags: readonly TextTag[]): Promise<Span[]>;
}

/**
 * Detection on `thread` while this thread paints the pages (paint-ahead.ts): the job's
 * `findTextSpans` port sends the text to the thread and starts the painting, so both cores work
 * between reading and writing. Same spans and same pixels as without: the detector is the same
 * code, and a page painted ahead is the same render call made earlier. If the thread fails, the
 * detector runs here.
 */
export function overlappedDetection(
  engine: PdfEngine,
  thread: DetectionThread,
  pageTimeLimitMs: number | undefined,
  jobTags: readonly string[],
): OverlappedDetection {
  const tags = jobTags.filter((t): t is TextTag => TEXT_TAG_SET.has(t));
  const limits: PaintAheadLimits = {
    ...LIMITS,
    ...(pageTimeLimitMs === undefined ? {} : { pageTimeLimitMs }),
  };
  // The first pages' text warms the thread up while the rest is read (only its strings: the
  // warm-up's result is dropped, so it need not be the document's text exactly).
  let read = '';
  const painting = paintingAhead(engine, limits, (_page, runs) => {
    if (read.length >= WARM_CHARACTERS) return;
    read += runs.map((run) => run.str).join(' ') + '\n';
    if (read.length >= WARM_CHARACTERS) thread.warm(read.slice(0, 2 * WARM_CHARACTERS), tags);
  });
  return {
    // Verification's text check reads the output there too (the thread is idle by then).
    engine: { ...painting.engine, pageTexts: (pdf) => thread.pageTexts(pdf) },
    async findTextSpans(text, tags) {
      // A long input with a short text (a scan): detected here, its pages not painted ahead.
      if (thread.declines?.(text)) return propagateOccurrences(text, findPii(text, tags));
      const spans = thread.findTextSpans(text, tags);
      painting.paint(spans);
      try {
        return await spans;
      } catch {
        return propagateOccurrences(text, findPii(text, tags));
      }
    },
  };
}
