import { describe, expect, it } from 'vitest';
import {
  alternationOpenings,
  foldCase,
  letterRunStart,
  LiteralStarts,
  matchesAtPositions,
  matchesAtStarts,
  testAtStarts,
} from '../../../src/core/detect/recognizers/literal-starts';
import { roleNameRecognizer } from '../../../src/core/detect/recognizers/role-names';
import { unlabelledIdRecognizer } from '../../../src/core/detect/recognizers/unlabelled-ids';
import { lowerLiterals, matchesOf } from '../../../src/core/detect/recognizers/text-helpers';

// A long i-flag word alternation scanned only where one of its words opens, on the case-folded
// text (the 16 MB regex code limit: compile-order.ts), must find what the global i-flag scan
// finds, at the same offsets and lengths, on every text.
const ALTERNATION =
  "employee|staff member|co-tenant|next of kin|contact d.urgence|forename\\(s\\)|nuestr[oa]|mein(?:e[mnrs]?)?|o|a|l['’]|сотрудник|straße";
const SOURCE = `(?:${ALTERNATION})(?:[ \\t]*\\n[ \\t]*|[ \\t]+)`;

/** Random texts of the pieces: role words in every case, odd-case characters, line ends. */
function randomTexts(count: number, pieces: string[]): string[] {
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const texts: string[] = [];
  for (let n = 0; n < count; n++) {
    let text = '';
    for (let k = next() % 12; k >= 0; k--) text += pieces[next() % pieces.length];
    texts.push(text);
  }
  return texts;
}

const PIECES = [
  'Employee ',
  'EMPLOYEE\n',
  'xemployee ',
  'Staff Member\t',
  'CO-TENANT ',
  'Next of Kin\n ',
  'Contact d’Urgence ',
  'FORENAME(S) ',
  'Nuestra ',
  'MEINEM ',
  'Meine ',
  'O ',
  'a ',
  "L'",
  'l’',
  'СОТРУДНИК ',
  'STRASSE ',
  'Straße ',
  'ſtraße ',
  'İ',
  'ς',
  'µ',
  'K',
  'Marie',
  ' ',
  '\n',
  '7',
];

describe('literal starts', () => {
  it('takes the literal opening of each alternative, short of an optional character', () => {
    expect(alternationOpenings("employee|nuestr[oa]|o|l['’]|ab?c|kin\\b")).toEqual([
      'emp',
      'nue',
      'o',
      'l',
      'a',
      'kin',
    ]);
    expect(() => alternationOpenings('employee|[ab]c')).toThrow();
    expect(() => alternationOpenings('employee|\\p{L}+')).toThrow();
  });

  it('folds case like the i flag, offsets kept', () => {
    expect(foldCase('EMPLOYEE ſtraße İstanbul µg ΟΔΟΣ')).toBe('employee straße İstanbul μg οδοσ');
    // Every BMP character folds to a one-unit member of its i-flag class that folds to itself.
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const x = String.fromCharCode(c);
      const f = foldCase(x);
      expect(f.length).toBe(1);
      expect(foldCase(f)).toBe(f);
      if (f !== x && !new RegExp(`^\\u{${c.toString(16)}}$`, 'iu').test(f))
        expect.fail(`U+${c.toString(16)}`);
    }
  });

  it('finds the matches and the test result of the global i-flag scan', () => {
    const global = new RegExp(SOURCE, 'giu');
    const sticky = new RegExp(lowerLiterals(SOURCE), 'uy');
    const starts = new LiteralStarts(alternationOpenings(lowerLiterals(ALTERNATION)));
    const gate = new RegExp(ALTERNATION, 'iu');
    const gateAt = new RegExp(lowerLiterals(ALTERNATION), 'uy');
    for (const text of randomTexts(3000, PIECES)) {
      const expected = [...matchesOf(global, text)].map((m) => [m.index, m[0].length]);
      const got = [...matchesAtStarts(sticky, foldCase(text), starts)].map((m) => [
        m.index,
        m[0].length,
      ]);
      expect(got, JSON.stringify(text)).toEqual(expected);
      expect(testAtStarts(gateAt, foldCase(text), starts)).toBe(gate.test(text));
    }
  });

  it('leaves role-name reading what it read: cells and prose, positives and negatives', () => {
    const names = (text: string) =>
      roleNameRecognizer.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));
    expect(names('Notfallkontakt Liselotte Brenner, 0171 5550142')).toEqual(['Liselotte Brenner']);
    expect(names("Ma voisine Josette\nDupuis-Mercier peut m'aider")).toEqual([
      'Josette\nDupuis-Mercier',
    ]);
    expect(names('EMPLOYEE SELF SERVICE\nPatient Information Leaflet')).toEqual([]);
    expect(names('the tenant agreed to pay 450.00 per month')).toEqual([]);
  });

  it('starts a letter run where the u flag reads one, surrogate pairs whole', () => {
    expect(letterRunStart('Postcode', 4)).toBe(0);
    expect(letterRunStart('a code', 2)).toBe(2);
    expect(letterRunStart('x\u{1d400}code', 3)).toBe(0);
    expect(letterRunStart('12code', 2)).toBe(2);
  });

  it('finds the global matches when tried only at the runs holding a keyword', () => {
    const source = '(?<![\\p{L}])(?:\\p{L}{2,}code|code|código)[ \\t]*(\\d{4,6})';
    const global = new RegExp(source, 'giu');
    const sticky = new RegExp(source, 'iuy');
    const pieces = [
      'Code ',
      'CÓDIGO ',
      'Zipcode ',
      'xcode',
      '\u{1d400}code ',
      'ſ',
      ' ',
      '1234',
      '98765',
      ',',
      '\n',
    ];
    for (const text of randomTexts(3000, pieces)) {
      const lower = foldCase(text);
      const starts: number[] = [];
      for (const piece of ['cod', 'cód'])
        for (let at = lower.indexOf(piece); at >= 0; at = lower.indexOf(piece, at + 1))
          starts.push(letterRunStart(text, at));
      const expected = [...matchesOf(global, text)].map((m) => [m.index, m[0]]);
      const got = [...matchesAtPositions(sticky, text, starts)].map((m) => [m.index, m[0]]);
      expect(got, JSON.stringify(text)).toEqual(expected);
    }
  });

  it('leaves unlabelled-id reading the codes after a code word, laws and postcodes aside', () => {
    const ids = (text: string) =>
      unlabelledIdRecognizer.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));
    expect(ids('Code ALD 1439')).toEqual(['1439']);
    expect(ids('Kennziffer 4711')).toEqual(['4711']);
    expect(ids('Code civil 1234')).toEqual([]);
    expect(ids('code postal 75001')).toEqual([]);
  });
});
