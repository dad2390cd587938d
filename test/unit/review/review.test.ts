import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/core/contract/types';
import {
  addAllowed,
  applyAction,
  decisionOf,
  entitiesToRedact,
  idsWithSameText,
  idsWithTag,
  initialReview,
  manualEntity,
  redo,
  removeAllowed,
  reviewReport,
  searchEntities,
  searchText,
  startHistory,
  undo,
} from '../../../src/core/review';

function entity(tag: string, word: string, start: number, page = 1): Entity {
  return {
    entity_group: tag,
    score: 0.9,
    word,
    start,
    end: start + word.length,
    boxes: [{ text: word, score: 1, x: start, y: 10, width: 20, height: 10, angle: 0, page }],
  };
}

const detected = [
  entity('PERSON_NAME', 'John Carter', 0),
  entity('EMAIL', 'jc@example.com', 20),
  entity('PERSON_NAME', 'john  carter', 40, 2),
  entity('PHONE', '555 0100', 60, 2),
];

describe('review reducer', () => {
  it('keeps every visual entity (no text range) as its own item, by page and place', () => {
    const visual = (tag: string, page: number, x: number, y: number): Entity => ({
      entity_group: tag,
      score: 0.8,
      word: tag === 'QR_CODE' ? 'https://example.com' : 'Handwritten signature',
      start: 0,
      end: 0,
      boxes: [{ text: '', score: 0.8, x, y, width: 90, height: 40, angle: 0, page }],
    });
    const found = [
      visual('SIGNATURE', 1, 60, 500),
      visual('SIGNATURE', 1, 320, 500),
      visual('SIGNATURE', 2, 60, 500),
      visual('QR_CODE', 1, 400, 80),
      visual('SIGNATURE', 1, 60, 500), // the same signature reported twice is one item
    ];
    const state = initialReview(found);
    expect(state.entities).toHaveLength(4);
    expect(entitiesToRedact(state, [])).toHaveLength(4);
  });

  it('starts with every detected entity pending, and exports them all (safe default)', () => {
    const state = initialReview(detected);
    expect(state.entities).toHaveLength(4);
    expect(state.entities.every((e) => decisionOf(state, e.id) === 'pending')).toBe(true);
    expect(entitiesToRedact(state, [])).toHaveLength(4);
  });

  it('accepts and rejects one entity, and export leaves out exactly the rejected one', () => {
    let h = startHistory(initialReview(detected));
    const [a, b] = h.present.entities;
    h = applyAction(h, { type: 'decide', ids: [a!.id], decision: 'accepted' });
    h = applyAction(h, { type: 'decide', ids: [b!.id], decision: 'rejected' });
    expect(decisionOf(h.present, a!.id)).toBe('accepted');
    const words = entitiesToRedact(h.present, []).map((e) => e.word);
    expect(words).not.toContain('jc@example.com');
    expect(words).toHaveLength(3);
  });

  it('decides all of a tag and every occurrence of the same text', () => {
    let h = startHistory(initialReview(detected));
    h = applyAction(h, {
      type: 'decide',
      ids: idsWithTag(h.present, 'PERSON_NAME'),
      decision: 'rejected',
    });
    expect(entitiesToRedact(h.present, []).map((e) => e.entity_group)).toEqual(['EMAIL', 'PHONE']);
    h = undo(h);
    const same = idsWithSameText(h.present, 'JOHN CARTER');
    expect(same).toHaveLength(2);
    h = applyAction(h, { type: 'decide', ids: same, decision: 'rejected' });
    expect(entitiesToRedact(h.present, [])).toHaveLength(2);
  });

  it('undoes and redoes every step, and a no-op adds no step', () => {
    let h = startHistory(initialReview(detected));
    const id = h.present.entities[0]!.id;
    h = applyAction(h, { type: 'decide', ids: [id], decision: 'rejected' });
    const again = applyAction(h, { type: 'decide', ids: [id], decision: 'rejected' });
    expect(again).toBe(h);
    h = undo(h);
    expect(decisionOf(h.present, id)).toBe('pending');
    h = redo(h);
    expect(decisionOf(h.present, id)).toBe('rejected');
    h = undo(h);
    h = applyAction(h, { type: 'decide', ids: [id], decision: 'accepted' });
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    const back = undo(undo(undo(h)));
    expect(back.present).toEqual(initialReview(detected));
    expect(back.past).toEqual([]);
  });

  it('adds manual boxes as accepted entities with their tag, exported; undo removes them', () => {
    let h = startHistory(initialReview(detected));
    const manual = manualEntity(
      'SIGNATURE',
      { page: 2, x: 100, y: 200, width: 80, height: 30 },
      100,
    );
    h = applyAction(h, { type: 'add', entities: [manual] });
    const out = entitiesToRedact(h.present, []);
    expect(out.at(-1)).toMatchObject({
      entity_group: 'SIGNATURE',
      boxes: [{ page: 2, x: 100, width: 80 }],
    });
    expect(reviewReport(h.present, []).added).toBe(1);
    h = undo(h);
    expect(h.present.entities).toHaveLength(4);
  });

  it('never redacts detected entities on the allow-list, but redacts added ones', () => {
    const list = addAllowed(addAllowed([], 'John Carter'), ' john carter ');
    expect(list).toEqual(['John Carter']);
    let state = initialReview(detected);
    expect(entitiesToRedact(state, list).map((e) => e.entity_group)).toEqual(['EMAIL', 'PHONE']);
    const match = searchEntities(
      [{ start: 0, end: 11, word: 'John Carter', boxes: detected[0]!.boxes }],
      'PERSON_NAME',
    );
    state = applyAction(startHistory(state), { type: 'add', entities: match }).present;
    expect(entitiesToRedact(state, list).map((e) => e.word)).toContain('John Carter');
    expect(removeAllowed(list, 'JOHN CARTER')).toEqual([]);
  });

  it('reports counts per tag and page, and what was added by hand', () => {
    let h = startHistory(initialReview(detected));
    h = applyAction(h, { type: 'decide', ids: [h.present.entities[1]!.id], decision: 'rejected' });
    h = applyAction(h, {
      type: 'add',
      entities: [manualEntity('ID', { page: 1, x: 1, y: 1, width: 5, height: 5 }, 100)],
    });
    const report = reviewReport(h.present, ['555 0100']);
    expect(report).toMatchObject({
      total: 5,
      redacted: 3,
      rejected: 1,
      allowed: 1,
      pending: 2,
      added: 1,
    });
    expect(report.byTag).toEqual({ PERSON_NAME: 2, ID: 1 });
    expect(report.byPage).toEqual({ 1: 2, 2: 1 });
  });
});

describe('searchText', () => {
  const text = 'Call 555-0100 or 555-0199.\fPage two: 555-0100\fend';

  it('finds plain text case-insensitively, never overlapping', () => {
    const r = searchText(text, { pattern: 'PAGE', regex: false, caseSensitive: false });
    expect(r).toEqual({ ok: true, ranges: [{ start: 27, end: 31 }] });
    const s = searchText('aaaa', { pattern: 'aa', regex: false, caseSensitive: true });
    expect(s.ok && s.ranges).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
  });

  it('treats regex characters literally in plain mode', () => {
    const r = searchText('a.b axb', { pattern: 'a.b', regex: false, caseSensitive: true });
    expect(r.ok && r.ranges).toEqual([{ start: 0, end: 3 }]);
  });

  it('finds regex matches and maps them to text', () => {
    const r = searchText(text, { pattern: '555-\\d{4}', regex: true, caseSensitive: true });
    expect(r.ok && r.ranges.map((x) => text.slice(x.start, x.end))).toEqual([
      '555-0100',
      '555-0199',
      '555-0100',
    ]);
  });

  it('splits a match at a page break and skips empty matches', () => {
    const r = searchText(text, { pattern: '0199\\.\\fPage', regex: true, caseSensitive: true });
    expect(r.ok && r.ranges.map((x) => text.slice(x.start, x.end))).toEqual(['0199.', 'Page']);
    const empty = searchText(text, { pattern: 'x*', regex: true, caseSensitive: true });
    expect(empty).toEqual({ ok: true, ranges: [] });
  });

  it('says in a sentence why an invalid pattern cannot be used', () => {
    const r = searchText(text, { pattern: '(', regex: true, caseSensitive: true });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^The regular expression is not valid/);
  });
});
