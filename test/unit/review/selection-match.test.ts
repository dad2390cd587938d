import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery } from '../../../src/core/review/search';
import type { SearchMatches } from '../../../src/worker/protocol';
import { matchUnderSelection, selectionQuery } from '../../../src/ui/state/selection-match';
import { documentKey } from '../../../src/shared/protocols/document-key';
import { inProcessPipeline } from '../../support/in-process-pipeline';
import type { FixtureTruth } from '../../fixtures/index';
import { loadFixture } from '../../setup/fixtures';

/** The truth words `first`, `second` (adjacent) at their `occurrence`-th place (0-based). */
function wordPair(truth: FixtureTruth, first: string, second: string, occurrence: number) {
  const pairs = truth.words.flatMap((w, i) => {
    const next = truth.words[i + 1];
    return w.text === first && next?.text.startsWith(second) ? [[w, next] as const] : [];
  });
  return pairs[occurrence]!;
}

describe('redacting a text selection', () => {
  let search: (query: SearchQuery) => Promise<SearchMatches>;
  let truth: FixtureTruth;

  beforeAll(async () => {
    const fixture = await loadFixture('letter-a4');
    truth = fixture.truth;
    // The review's detection runs in the worker's document session, which search then reads.
    const { client, api } = inProcessPipeline();
    const key = await documentKey(fixture.pdf);
    await client.detectForReview(
      fixture.pdf.slice(),
      key,
      { path: 'letter-a4.pdf' },
      () => undefined,
    ).result;
    search = (query) => api.search({ documentKey: key, query });
  });

  it('picks the occurrence under the selected rectangles, not the first one', async () => {
    const query = selectionQuery('your account')!;
    const answer = await search(query);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.matches.length).toBeGreaterThanOrEqual(3);
    for (const occurrence of [0, 1, 2]) {
      const [a, b] = wordPair(truth, 'your', 'account', occurrence);
      const rect = { x: a.x, y: a.y, width: b.x + b.width - a.x, height: a.height };
      const match = matchUnderSelection(answer.matches, {
        page: 1,
        text: 'your account',
        rects: [rect],
      })!;
      expect(match.word).toBe('your account');
      expect(match).toBe(answer.matches[occurrence]);
      expect(match.boxes[0]!.x).toBeCloseTo(a.x, -1);
    }
  });

  it('matches a selection whose spacing differs from the document text', async () => {
    // The browser gives line ends as "\n" and may drop or double spaces between runs.
    const answer = await search(selectionQuery('Thank you  for\nyour letter')!);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.matches.map((m) => m.word)).toEqual(['Thank you for your letter']);
  });

  it('reads special characters literally and refuses a blank selection', async () => {
    const answer = await search(selectionQuery('€2,450.00')!);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.matches.map((m) => m.word)).toEqual(['€2,450.00']);
    expect(selectionQuery(' \n\t ')).toBeUndefined();
  });

  it('finds nothing when the selection lies on another page or off the text', async () => {
    const answer = await search(selectionQuery('your account')!);
    if (!answer.ok) throw new Error(answer.message);
    const [a] = wordPair(truth, 'your', 'account', 0);
    const rect = { x: a.x, y: a.y, width: 60, height: a.height };
    expect(
      matchUnderSelection(answer.matches, { page: 2, text: 'x', rects: [rect] }),
    ).toBeUndefined();
    const margin = { x: 0, y: 0, width: 20, height: 20 };
    expect(
      matchUnderSelection(answer.matches, { page: 1, text: 'x', rects: [margin] }),
    ).toBeUndefined();
  });
});
