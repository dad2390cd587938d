/** Scores one doc13 part for `npm run bench:quality` (the hook: one call per part). */
import { loadCommittedDocs, scoreCommittedPart } from '../committed-set';
import type { DocDetector } from '../score-docs';
import { SET13, type Part13, type Placed13 } from './set';

/** Reads back every committed PDF of a part with its truth placed. */
export function loadDocs13(part: Part13): Promise<Placed13[]> {
  return loadCommittedDocs(SET13, part);
}

/** Prints a part's per-tag table; `showErrors` lists dev13's errors (never held13's). */
export function scoreDoc13Part(
  part: Part13,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  return scoreCommittedPart(
    SET13,
    {
      devPart: 'dev13',
      devTitle:
        'Generated documents, development 13 (TCPDF / PHP, independent author, tunable)',
      heldTitle:
        'Generated documents, held out 13 (TCPDF / PHP, independent author, never tuned on)',
      devName: 'development 13',
    },
    part,
    detect,
    showErrors,
  );
}
