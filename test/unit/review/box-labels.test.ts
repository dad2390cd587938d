import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/core/contract/types';
import { applyAction, initialReview, reasonLabels, startHistory } from '../../../src/core/review';

function entity(tag: string, word: string, start: number, page: number): Entity {
  return {
    entity_group: tag,
    score: 0.9,
    word,
    start,
    end: start + word.length,
    boxes: [{ text: word, score: 1, x: 10, y: 10 * page, width: 60, height: 12, angle: 0, page }],
  };
}

describe('reason labels of an export', () => {
  it('labels every box of a redacted finding that has a reason, with no redacted text', () => {
    const found = [
      entity('PERSON_NAME', 'Jane Doe', 0, 1),
      entity('SSN', '123-45-6789', 20, 2),
      entity('EMAIL', 'jd@example.com', 40, 1),
    ];
    let h = startHistory(initialReview(found));
    const [name, ssn, email] = h.present.entities;
    h = applyAction(h, { type: 'decide', ids: [email!.id], decision: 'rejected' });
    h = applyAction(h, { type: 'reason', ids: [ssn!.id, email!.id], reason: 'b(6)' });
    const labels = reasonLabels(h.present, [], 0);
    // The name has no reason and the e-mail is kept: only the SSN's box is labelled.
    expect(labels).toEqual([{ page: 2, x: 10, y: 20, width: 60, height: 12, label: 'b(6)' }]);
    expect(JSON.stringify(labels)).not.toContain('123-45-6789');
    expect(name).toBeDefined();
  });
});
