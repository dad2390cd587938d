import { describe, expect, it } from 'vitest';
import { createAppStore, type StoreDeps } from '../../../src/ui/state/create-app-store';
import type { KeyValueStore } from '../../../src/ui/state/review-storage';
import type { Entity } from '../../../src/core/contract/types';
import {
  applyAction,
  decisionOf,
  entitiesToRedact,
  initialReview,
  isCovered,
  mergeReview,
  reviewReport,
  startHistory,
} from '../../../src/core/review';

function entity(tag: string, word: string, start: number, score = 0.9): Entity {
  return {
    entity_group: tag,
    score,
    word,
    start,
    end: start + word.length,
    boxes: [{ text: word, score: 1, x: start, y: 10, width: 20, height: 10, angle: 0, page: 1 }],
  };
}

describe('a reopened document merged with its saved review', () => {
  it('keeps saved decisions and adds fresh findings as pending, marked new', () => {
    const first = [entity('PERSON_NAME', 'John Carter', 0), entity('EMAIL', 'jc@example.com', 20)];
    let h = startHistory(initialReview(first));
    const [name, email] = h.present.entities;
    h = applyAction(h, { type: 'decide', ids: [name!.id], decision: 'rejected' });
    // A newer detector run finds the same two and a phone number the first run missed.
    const fresh = [...first, entity('PHONE', '555 0100', 40)];
    const merged = mergeReview(h.present, fresh);
    expect(merged.state.entities).toHaveLength(3);
    expect(decisionOf(merged.state, name!.id)).toBe('rejected');
    expect(decisionOf(merged.state, email!.id)).toBe('pending');
    expect(merged.newIds).toHaveLength(1);
    const added = merged.state.entities.find((e) => e.id === merged.newIds[0])!;
    expect(added.entity.word).toBe('555 0100');
    expect(decisionOf(merged.state, added.id)).toBe('pending');
    expect(entitiesToRedact(merged.state, []).map((e) => e.word)).toEqual([
      'jc@example.com',
      '555 0100',
    ]);
  });

  it('keeps a saved finding the fresh run no longer reports, with its decision', () => {
    const saved = initialReview([entity('EMAIL', 'jc@example.com', 20)]);
    const merged = mergeReview(saved, []);
    expect(merged.state.entities).toHaveLength(1);
    expect(merged.newIds).toEqual([]);
  });
});

const found = [entity('LOCATION', 'PDFs', 0, 0.5), entity('EMAIL', 'jc@example.com', 20, 0.95)];

describe('uncertain findings', () => {
  it('are kept when pending and redacted once accepted', () => {
    let h = startHistory(initialReview(found));
    expect(entitiesToRedact(h.present, [], 0.6).map((e) => e.word)).toEqual(['jc@example.com']);
    // With no threshold every pending finding is redacted, as before.
    expect(entitiesToRedact(h.present, [], 0)).toHaveLength(2);
    const weak = h.present.entities[0]!;
    h = applyAction(h, { type: 'decide', ids: [weak.id], decision: 'accepted' });
    expect(entitiesToRedact(h.present, [], 0.6)).toHaveLength(2);
  });

  it('are counted apart in the report', () => {
    const report = reviewReport(initialReview(found), [], 0.6);
    expect(report).toMatchObject({ redacted: 1, uncertain: 1, pending: 1 });
  });
});

describe('search coverage and reason codes', () => {
  it('a match inside a redacted range is covered; one reaching past it is not', () => {
    expect(isCovered({ start: 3, end: 6 }, [{ start: 0, end: 10 }])).toBe(true);
    expect(isCovered({ start: 8, end: 12 }, [{ start: 0, end: 10 }])).toBe(false);
  });

  it('a reason code is set, changed and cleared as undoable steps', () => {
    let h = startHistory(initialReview(found));
    const id = h.present.entities[1]!.id;
    h = applyAction(h, { type: 'reason', ids: [id], reason: 'b(6)' });
    expect(h.present.reasons).toEqual({ [id]: 'b(6)' });
    h = applyAction(h, { type: 'reason', ids: [id], reason: undefined });
    expect(h.present.reasons).toEqual({});
    expect(h.past).toHaveLength(2);
  });
});

/** A pipeline whose detection answers `entities` (what a detector run found). */
function fakePipeline(entities: () => Entity[]): StoreDeps['pipeline'] {
  const done = <T>(value: T) => ({ result: Promise.resolve(value), cancel: () => undefined });
  return {
    detectForReview: () =>
      done({
        detected_pii: { path: 'a.pdf', entities: entities(), exception: '', json: '' },
        processing_time: {} as never,
      }),
    redact: () => {
      throw new Error('not used');
    },
    search: async () => ({ ok: false, message: 'not used' }),
  };
}

describe('the store reopening a reviewed file', () => {
  it('detects again and marks the findings the saved review did not know as new', async () => {
    const map = new Map<string, unknown>();
    const storage: KeyValueStore = {
      get: async <T>(key: string) => map.get(key) as T | undefined,
      set: async (key, value) => void map.set(key, value),
      del: async (key) => void map.delete(key),
    };
    let detected = [entity('EMAIL', 'jc@example.com', 20)];
    const deps = { pipeline: fakePipeline(() => detected), save: () => undefined, storage };
    const first = createAppStore(deps);
    const pdf = new File([new Uint8Array([1, 2, 3])], 'a.pdf');
    await first.getState().openFile(pdf);
    const emailId = first.getState().review!.present.entities[0]!.id;
    first.getState().decide([emailId], 'rejected');
    await expect.poll(() => map.size).toBeGreaterThanOrEqual(3);

    detected = [...detected, entity('PHONE', '555 0100', 40)];
    const next = createAppStore(deps);
    await next.getState().restoreSaved();
    const state = next.getState();
    expect(state.phase).toBe('ready');
    expect(state.review!.present.decisions[emailId]).toBe('rejected');
    expect(state.newIds).toHaveLength(1);
    expect(state.notice).toContain('1 new finding');
  });
});
