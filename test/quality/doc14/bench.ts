/** Scores one doc14 part for `npm run bench:quality` (the hook: one call per part). */
import { loadCommittedDocs, scoreCommittedPart } from '../committed-set';
import type { DocDetector } from '../score-docs';
import { SET14, type Part14, type Placed14 } from './set';

/** Reads back every committed PDF of a part with its truth placed. */
export function loadDocs14(part: Part14): Promise<Placed14[]> {
  return loadCommittedDocs(SET14, part);
}

/** Prints a part's per-tag table; `showErrors` lists dev14's errors (never held14's). */
export function scoreDoc14Part(
  part: Part14,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  return scoreCommittedPart(
    SET14,
    {
      devPart: 'dev14',
      devTitle:
        'Generated documents, development 14 (Prawn 2.4 / Ruby, independent author, tunable)',
      heldTitle:
        'Generated documents, held out 14 (Prawn 2.4 / Ruby, independent author, never tuned on)',
      devName: 'development 14',
    },
    part,
    detect,
    showErrors,
  );
}
