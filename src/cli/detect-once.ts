import type { DetectionThread } from './detection-thread';

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
