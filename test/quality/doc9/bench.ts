/** Scores one doc9 part for `npm run bench:quality` (the hook: one call per part). */
import { loadCommittedDocs, scoreCommittedPart } from '../committed-set';
import type { DocDetector } from '../score-docs';
import { SET9, type Part9, type Placed9 } from './set';

/** Reads back every committed PDF of a part with its truth placed. */
export function loadDocs9(part: Part9): Promise<Placed9[]> {
  return loadCommittedDocs(SET9, part);
}

/** Prints a part's per-tag table; `showErrors` lists dev9's errors (never held9's). */
export function scoreDoc9Part(
  part: Part9,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  return scoreCommittedPart(
    SET9,
    {
      devPart: 'dev9',
      devTitle: 'Generated documents, development 9 (ReportLab, independent author, tunable)',
      heldTitle: 'Generated documents, held out 9 (ReportLab, independent author, never tuned on)',
      devName: 'development 9',
    },
    part,
    detect,
    showErrors,
  );
}
