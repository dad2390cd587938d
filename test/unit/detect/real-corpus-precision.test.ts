import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { corpusPath } from '../../support/shared-corpus';

/** One finding as the pipeline reports it: tag and text. */
interface Found {
  tag: string;
  text: string;
}

/** Reads a corpus PDF's text layer (the real reader) and runs the detector as the pipeline does. */
async function detect(...path: string[]): Promise<{ text: string; found: Found[] }> {
  const engine = createNodePdfEngine();
  const source = await engine.open(new Uint8Array(readFileSync(corpusPath(...path))));
  const text = assembleDocument(await readPageLayers(source)).text;
  await source.close();
  const found = propagateOccurrences(text, findPii(text)).map((s) => ({
    tag: s.tag,
    text: text.slice(s.start, s.end).replace(/-\n/gu, '').replace(/\s+/gu, ' '),
  }));
  return { text, found };
}

const texts = (found: Found[], tag: string) =>
  found.filter((f) => f.tag === tag).map((f) => f.text);

// The 117-page German mathematics lecture script of the outside corpus (../shared/corpus; a
// missing corpus fails in corpusPath). German writes every noun with a capital and mathematics
// writes variables as capitals, so its terms were read as names and firms (158 findings, most
// false). The real people in it (the author, the professors thanked, the authors of a book and
// of the figures) must still be found.
describe('real corpus: the German mathematics thesis', () => {
  let thesis: { text: string; found: Found[] };
  beforeAll(async () => {
    thesis = await detect('real', '009-pdflatex-geotopo_GeoTopo-komprimiert.pdf');
  }, 60_000);

  it('reads its nouns as no names, even where a surname ending or a variable fits', () => {
    const people = texts(thesis.found, 'PERSON_NAME');
    // Each word is in the text, capitalised, as a term.
    for (const term of [
      'Umgebungen',
      'Halbebenen',
      'Funktionen',
      'Definitionen',
      'Projektionen',
      'Beweisen',
      'Decktransformationen',
      'Äquivalenzklassen',
      'Bemerkung',
      'Definition',
      'Beweis',
      'Außerdem',
    ]) {
      expect(thesis.text).toContain(term);
      expect(people.filter((p) => p.split(' ').includes(term))).toEqual([]);
    }
  });

  it('reads groups, segments, list items and counted words as no organisations or IDs', () => {
    const orgs = texts(thesis.found, 'ORGANIZATION');
    for (const term of ['Gruppe', 'Sphäre', 'Achterknoten', 'AB', 'Kosinus', 'Ω3', 'K5']) {
      expect(thesis.text).toContain(term);
      expect(orgs.filter((o) => o.split(/[ -]/u).includes(term))).toEqual([]);
    }
    const ids = texts(thesis.found, 'ID');
    for (const term of ['2-dimensionaler', '3-gefärber', '1D-Simplizialkomplex']) {
      expect(thesis.text).toContain(term);
      expect(ids).not.toContain(term);
    }
  });

  it('still finds the people, the e-mail address and the dates in it', () => {
    const people = texts(thesis.found, 'PERSON_NAME');
    for (const name of [
      'Martin Thoma',
      'Herrlich',
      'Lenz',
      'Randecker',
      'Leuzinger',
      'Jérôme Urhausen',
      'Christian Bär',
      'R. Stöcker',
      'H. Zieschang',
      'Charles Staats',
    ])
      expect(people).toContain(name);
    expect(texts(thesis.found, 'EMAIL')).toContain('info@martin-thoma.de');
    expect(texts(thesis.found, 'DATE')).toContain('31. Dezember 2016');
    // 158 findings before; about 80 now, the rest real people, links and references.
    expect(thesis.found.length).toBeLessThan(100);
  });
});

// Court filings among the earlier-redaction files: English legal text, where "Terms of Use",
// "Motion for Stay" and "the Debtor" are no organisations but the parties and lawyers are people.
describe('real corpus: court filings keep their people', () => {
  it('finds the people named in the filings', async () => {
    const expected: Array<[string, string[]]> = [
      [
        'bad_cross_hatched_redactions.pdf',
        ['Rudolph Giuliani', 'Victoria Toensing', 'Yuriy Lutsenko', 'Alexander Levin'],
      ],
      ['no_bad_redactions.2.1.pdf', ['David H. Bundy']],
      ['rectangles_no.pdf', ['Anna Schubert', 'Christine M. Kroupa', 'Franz Hardy']],
      ['no_bad_redactions.7.1.pdf', ['DENNIS B. REGALADO', 'W.J. SULLIVAN', 'JOHN A. KRONSTADT']],
      ['partial_intersections_ok.pdf', ['Golding, Michael']],
      ['hidden_text_on_visible_text.pdf', ['Richard Liebowitz', 'Colin Thomas']],
    ];
    for (const [file, names] of expected) {
      const { found } = await detect('bad-redactions', file);
      const people = texts(found, 'PERSON_NAME');
      for (const name of names) expect(people, file).toContain(name);
    }
  }, 60_000);

  it('finds the case numbers in captions and footers', async () => {
    const { found } = await detect('bad-redactions', 'hidden_text_on_visible_text.pdf');
    expect(texts(found, 'ID')).toContain('3:19-cv-00227-HRH');
    const judgment = await detect('bad-redactions', 'no_bad_redactions.7.1.pdf');
    expect(texts(judgment.found, 'ID')).toContain('2:18-cv-10166-JAK (AFM)');
  }, 60_000);

  it('takes words the filing writes in lower case for no one-word organisation', async () => {
    const { text, found } = await detect('bad-redactions', 'no_bad_redactions.6.2.pdf');
    expect(text).toContain('Terms of Use');
    expect(text).toMatch(/\buse\b/u);
    expect(texts(found, 'ORGANIZATION')).not.toContain('Use');
  }, 60_000);
});
