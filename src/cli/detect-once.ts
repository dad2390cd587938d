import type { DetectionThread } from './detection-thread';

/**
 * Shortest text detected on the thread. A long input may hold little text (the 12-page degraded
 * scan is 6.7 MB): its detection is short, and painting its pages ahead held their decoded
 * pictures (peak 373-416 -> 602-604 MB, wall unchanged), so it is detected as without a thread.
 * The thesis has 143,000 characters (detection ~2 s), the 12-page lease 35,000 (~0.3 s).
 */
const MIN_CHARACTERS = 60_000;

/**
 * The detection thread of a long document: it ends once it has detected, and reads no page
 * texts for verification. Its isolate holds the detector's heap after a long text (the
 * 117-page thesis, 143,000 characters: ~100 MB), and reading the output there would load pdf.js
 * and a copy of the output (~20 MB) into it too; the thesis's peak went from 519-536 MB
 * without the thread to 585-662 MB with it kept, and 496-503 MB ended (goal < 600 MB).
 * Verification then reads the output's text on the main thread as without a thread.
 */
export function detectOnce(thread: DetectionThread): DetectionThread {
  let ended: Promise<void> | undefined;
  const end = () => (ended ??= thread.end());
  return {
    declines(text) {
      if (text.length >= MIN_CHARACTERS) return false;
      void end();
      return true;
    },
    async findTextSpans(text, tags) {
      try {
        return await thread.findTextSpans(text, tags);
      } finally {
        void end();
      }
    },
    warm: (text, tags) => thread.warm(text, tags),
    pageTexts: () =>
      Promise.reject(new Error('A long document’s page texts are read on the main thread.')),
    end,
  };
}
