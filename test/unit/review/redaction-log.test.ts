import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/core/contract/types';
import {
  applyAction,
  initialReview,
  manualEntity,
  redactionLogCsv,
  startHistory,
} from '../../../src/core/review';

function entity(tag: string, word: string, start: number, page: number, score = 0.9): Entity {
  return {
    entity_group: tag,
    score,
    word,
    start,
    end: start + word.length,
    boxes: [{ text: word, score: 1, x: 10, y: 10, width: 20, height: 10, angle: 0, page }],
  };
}

describe('the redaction log', () => {
  const found = [
    entity('PERSON_NAME', 'Jane Doe', 0, 1),
    entity('SSN', '123-45-6789', 20, 2),
    entity('EMAIL', 'jd@example.com', 40, 1),
    entity('LOCATION', 'OCR', 60, 1, 0.5),
  ];

  it('lists page, tag, reason and who decided, without the text unless asked', () => {
    let h = startHistory(initialReview(found));
    const [name, ssn, email] = h.present.entities;
    h = applyAction(h, { type: 'decide', ids: [ssn!.id], decision: 'accepted' });
    h = applyAction(h, { type: 'decide', ids: [email!.id], decision: 'rejected' });
    h = applyAction(h, { type: 'reason', ids: [ssn!.id, name!.id], reason: 'b(7)(C)' });
    h = applyAction(h, {
      type: 'add',
      entities: [manualEntity('MANUAL', { page: 2, x: 1, y: 2, width: 30, height: 10 }, 80)],
    });
    const csv = redactionLogCsv(h.present, [], 0.55);
    expect(csv.split('\r\n')).toEqual([
      'page,tag,reason,decided_by',
      '1,PERSON_NAME,b(7)(C),rule (not reviewed)',
      '2,SSN,b(7)(C),hand (accepted)',
      '2,MANUAL,,hand (added)',
      '',
    ]);
    expect(csv).not.toContain('Jane Doe');
    // The kept e-mail and the uncertain "OCR" are not in the log: they are not blacked out.
    expect(csv).not.toContain('EMAIL');
    expect(csv).not.toContain('LOCATION');
    const withText = redactionLogCsv(h.present, [], 0.55, true);
    expect(withText).toContain('1,PERSON_NAME,b(7)(C),rule (not reviewed),Jane Doe');
  });

  it('quotes fields and defuses spreadsheet formulas', () => {
    const h = startHistory(initialReview([entity('CUSTOM', '=HYPERLINK("x"),y', 0, 1)]));
    const csv = redactionLogCsv(h.present, [], 0, true);
    expect(csv).toContain(`"'=HYPERLINK(""x""),y"`);
  });
});
