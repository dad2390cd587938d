import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { TEXTUAL_RECOGNIZERS } from '../../../src/core/detect/recognizers/textual';

function detected(text: string): string[] {
  return findPii(text).map((s) => `${s.tag}:${text.slice(s.start, s.end)}`);
}

describe('textual recognizers through findPii', () => {
  it.each([
    ['Full Name: Johnathan Smith', 'PERSON_NAME:Johnathan Smith'],
    ['Email Address: john.smith@email.com', 'EMAIL:john.smith@email.com'],
    [
      'Home Address: 1234 Elm St, Springfield, IL 6270',
      'ADDRESS:1234 Elm St, Springfield, IL 6270',
    ],
  ])('finds the seed sample %j', (text, expected) => {
    expect(detected(text)).toContain(expected);
  });

  it('keeps each seed line to its own entity', () => {
    const text = [
      'Full Name: Johnathan Smith',
      'Email Address: john.smith@email.com',
      'Home Address: 1234 Elm St, Springfield, IL 6270',
    ].join('\n');
    const found = detected(text);
    expect(found).toContain('PERSON_NAME:Johnathan Smith');
    expect(found).toContain('EMAIL:john.smith@email.com');
    expect(found).toContain('ADDRESS:1234 Elm St, Springfield, IL 6270');
    expect(found.some((f) => f.startsWith('ADDRESS:john'))).toBe(false);
  });

  it('finds a URL without its brackets', () => {
    expect(detected('Try it (https://pdf-redaction.com).')).toContain(
      'URL:https://pdf-redaction.com',
    );
  });

  it('filters by tag', () => {
    const text = 'Full Name: Johnathan Smith, born 15 January 1980';
    expect(findPii(text, ['DATE']).map((s) => text.slice(s.start, s.end))).toEqual([
      '15 January 1980',
    ]);
  });

  it('never lets a span cross a page; only a name or address goes on over a line end', () => {
    const text = 'Name: Anna\nSmith\fDOB 15\nJanuary 2024\nPaid 5\nEUR';
    const spans = findPii(text);
    for (const s of spans) {
      const piece = text.slice(s.start, s.end);
      expect(piece).not.toContain('\f');
      if (s.tag !== 'ADDRESS' && s.tag !== 'PERSON_NAME') expect(piece).not.toContain('\n');
    }
    // A short form field whose surname wrapped onto the next line is one name (issue 15).
    expect(spans.map((s) => `${s.tag}:${text.slice(s.start, s.end)}`)).toContain(
      'PERSON_NAME:Anna\nSmith',
    );
  });

  it('never throws on odd input', () => {
    const odd = [
      '',
      '\f\f\n',
      '@@@',
      '$',
      'Name:',
      'Address:\n',
      '\u00ad'.repeat(50),
      '1'.repeat(5000),
    ];
    for (const text of odd) expect(() => findPii(text)).not.toThrow();
  });

  it('stays fast on a 3,000-character page', () => {
    const line =
      'Full Name: Johnathan Smith, DOB 15 January 1980, Paid $1,234.56 to Acme Inc. at 12 rue de la Paix, 75002 Paris; el 15 de enero de 2024 en Madrid. Lorem ipsum dolor sit amet.\n';
    const text = line.repeat(Math.ceil(3000 / line.length)).slice(0, 3000);
    const input = { text, folded: text };
    for (const r of TEXTUAL_RECOGNIZERS) r.find(input); // warm up
    // CPU time, not wall time: the figure must not depend on what else shares the machine.
    const t0 = process.cpuUsage();
    for (let i = 0; i < 5; i++) for (const r of TEXTUAL_RECOGNIZERS) r.find(input);
    const used = process.cpuUsage(t0);
    // Generous bound for slow CI machines; the measured figure is far lower.
    expect((used.user + used.system) / 1000 / 5).toBeLessThan(100);
  });
});
