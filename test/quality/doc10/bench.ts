/** Scores one doc10 part for `npm run bench:quality` (the hook: one call per part). */
import { loadCommittedDocs, scoreCommittedPart } from '../committed-set';
import type { DocDetector } from '../score-docs';
import { SET10, type Part10, type Placed10 } from './set';

/** Reads back every committed PDF of a part with its truth placed. */
export function loadDocs10(part: Part10): Promise<Placed10[]> {
  return loadCommittedDocs(SET10, part);
}

/** Prints a part's per-tag table; `showErrors` lists dev10's errors (never held10's). */
export function scoreDoc10Part(
  part: Part10,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  return scoreCommittedPart(
    SET10,
    {
      devPart: 'dev10',
      devTitle:
        'Generated documents, development 10 (LibreOffice Writer, independent author, tunable)',
      heldTitle:
        'Generated documents, held out 10 (LibreOffice Writer, independent author, never tuned on)',
      devName: 'development 10',
    },
    part,
    detect,
    showErrors,
  );
}
