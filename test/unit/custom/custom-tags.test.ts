import { describe, expect, it } from 'vitest';
import { planCustomTag } from '../../../src/core/custom/custom-tags';

/** How a tag is read: its label and the plan's kinds/patterns, or the refusal. */
function read(tag: string) {
  const plan = planCustomTag(tag);
  if ('refused' in plan) return { label: plan.label, refused: plan.refused };
  return {
    label: plan.label,
    kinds: plan.plan.kinds.map((k) => k.kind.tags.join('+')),
    patterns: plan.plan.patterns.map((p) => p.written),
  };
}

describe('planCustomTag', () => {
  it('maps a tag naming a kind, in any of the languages, to that kind', () => {
    expect(read('employee names')).toEqual({
      label: 'employee names',
      kinds: ['PERSON_NAME'],
      patterns: [],
    });
    expect(read('Kontonummern')).toEqual({
      label: 'Kontonummern',
      kinds: ['ACCOUNT'],
      patterns: [],
    });
    expect(read('номера телефонов')).toEqual({
      label: 'номера телефонов',
      kinds: ['PHONE'],
      patterns: [],
    });
    expect(read('email')).toEqual({ label: 'email', kinds: ['EMAIL'], patterns: [] });
  });

  it('reads label=/regex/flags as a pattern reported as the label', () => {
    expect(read('ticket=/TCK-\\d{6}/i')).toEqual({
      label: 'ticket',
      kinds: [],
      patterns: ['/TCK-\\d{6}/i'],
    });
  });

  it('refuses what it cannot serve, saying why', () => {
    expect(read('ticket=/(/')).toMatchObject({
      refused: expect.stringContaining('Invalid regular expression'),
    });
    expect(read('ticket=/abc/ extra')).toMatchObject({
      refused: expect.stringContaining('/regex/flags'),
    });
    expect(read('project codenames')).toMatchObject({
      refused: expect.stringContaining('names no kind'),
    });
    expect(read('FACE')).toMatchObject({ refused: expect.stringContaining('visual tags') });
  });
});
