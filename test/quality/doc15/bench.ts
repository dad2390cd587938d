/** Scores one doc15 part for `npm run bench:quality` (the hook: one call per part). */
import { loadCommittedDocs, scoreCommittedPart } from '../committed-set';
import type { DocDetector } from '../score-docs';
import { SET15, type Part15, type Placed15 } from './set';

/** Reads back every committed PDF of a part with its truth placed. */
export function loadDocs15(part: Part15): Promise<Placed15[]> {
  return loadCommittedDocs(SET15, part);
}

/** Prints a part's per-tag table; `showErrors` lists dev15's errors (never held15's). */
export function scoreDoc15Part(
  part: Part15,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  return scoreCommittedPart(
    SET15,
    {
      devPart: 'dev15',
      devTitle:
        'Generated documents, development 15 (Apache FOP 2.8 / XSL-FO, independent author, tunable)',
      heldTitle:
        'Generated documents, held out 15 (Apache FOP 2.8 / XSL-FO, independent author, never tuned on)',
      devName: 'development 15',
    },
    part,
    detect,
    showErrors,
  );
}
