/** Scores one doc12 part for `npm run bench:quality` (the hook: one call per part). */
import { loadCommittedDocs, scoreCommittedPart } from '../committed-set';
import type { DocDetector } from '../score-docs';
import { SET12, type Part12, type Placed12 } from './set';

/** Reads back every committed PDF of a part with its truth placed. */
export function loadDocs12(part: Part12): Promise<Placed12[]> {
  return loadCommittedDocs(SET12, part);
}

/** Prints a part's per-tag table; `showErrors` lists dev12's errors (never held12's). */
export function scoreDoc12Part(
  part: Part12,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  return scoreCommittedPart(
    SET12,
    {
      devPart: 'dev12',
      devTitle:
        'Generated documents, development 12 (wkhtmltopdf / Qt WebKit, independent author, tunable)',
      heldTitle:
        'Generated documents, held out 12 (wkhtmltopdf / Qt WebKit, independent author, never tuned on)',
      devName: 'development 12',
    },
    part,
    detect,
    showErrors,
  );
}
