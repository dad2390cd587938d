/** Scores one doc11 part for `npm run bench:quality` (the hook: one call per part). */
import { scoreCommittedPart } from '../committed-set';
import type { DocDetector } from '../score-docs';
import { SET11, type Part11 } from './set';

/** Prints a part's per-tag table; `showErrors` lists dev11's errors (never held11's). */
export function scoreDoc11Part(
  part: Part11,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  return scoreCommittedPart(
    SET11,
    {
      devPart: 'dev11',
      devTitle: 'Generated documents, development 11 (LaTeX/pdfTeX, independent author, tunable)',
      heldTitle:
        'Generated documents, held out 11 (LaTeX/pdfTeX, independent author, never tuned on)',
      devName: 'development 11',
    },
    part,
    detect,
    showErrors,
  );
}
