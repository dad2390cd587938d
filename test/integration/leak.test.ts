import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import type { Entity } from '../../src/core/contract/types';
import { BUILT_IN_RECOGNIZERS } from '../../src/core/detect/recognizers';
import { loadDocument } from '../../src/core/document/load-document';
import { anonymize } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { FIXTURE_NAMES, type FixtureTruth } from '../fixtures/index';
import { loadFixture } from '../setup/fixtures';
import {
  bytesHold,
  metadataFindings,
  readWithPdfJs,
  readWithPdftotext,
  readWithQpdfQdf,
} from '../setup/output-inspection';
import { occurrencesOnPage, squash, type Range } from '../setup/text-search';

const engine = createNodePdfEngine();

/** Tags some built-in recognizer claims: ground truth of other tags is not expected to be found. */
const FOUND_TAGS: ReadonlySet<string> = new Set(BUILT_IN_RECOGNIZERS.flatMap((r) => r.tags));

const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/** Ground-truth PII the pipeline should have found but did not, with what it found instead. */
function missedPii(truth: FixtureTruth, docText: string, entities: readonly Entity[]): string[] {
  const missed: string[] = [];
  for (const item of truth.pii) {
    if (!FOUND_TAGS.has(item.tag)) continue;
    const ranges = occurrencesOnPage(docText, item.page, item.text);
    if (ranges.length === 0) {
      missed.push(`${item.tag} "${item.text}" (p${item.page}): not in the extracted text`);
      continue;
    }
    // Every occurrence must be fully covered, and at least one entity on it must carry the tag.
    for (const range of ranges) {
      const touching = entities.filter((e) => overlaps(e, range));
      const uncovered = [...docText.slice(range.start, range.end)].some(
        (ch, i) =>
          /\S/.test(ch) &&
          !touching.some((e) => e.start <= range.start + i && range.start + i < e.end),
      );
      const tagged = touching.some((e) => e.entity_group === item.tag);
      if (uncovered || !tagged) {
        const got = touching.map((e) => `${e.entity_group} "${e.word}"`).join(', ') || 'nothing';
        missed.push(`${item.tag} "${item.text}" (p${item.page}): found ${got}`);
      }
    }
  }
  return missed;
}

/** Hard negatives that some entity overlaps. */
function flaggedNegatives(
  truth: FixtureTruth,
  docText: string,
  entities: readonly Entity[],
): string[] {
  return truth.negatives.flatMap((negative) =>
    occurrencesOnPage(docText, negative.page, negative.text).flatMap((range) =>
      entities
        .filter((e) => overlaps(e, range))
        .map(
          (e) => `"${negative.text}" (p${negative.page}) flagged as ${e.entity_group} "${e.word}"`,
        ),
    ),
  );
}

describe('anonymized output leaks nothing', () => {
  it.each(FIXTURE_NAMES)('%s', async (name) => {
    const { pdf, truth } = await loadFixture(name);
    const source = await engine.open(pdf);
    const input = await loadDocument(source).finally(() => source.close());

    const result = await anonymize(engine, pdf, DEFAULT_ANONYMIZE_OPTIONS);
    const entities = result.detected_pii.entities;

    // Same pages, same sizes as displayed.
    const output = await readWithPdfJs(engine, result.pdf);
    expect(output.sizes.length).toBe(truth.pages.length);
    output.sizes.forEach((size, i) => {
      expect(Math.abs(size.width - truth.pages[i]!.width)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(size.height - truth.pages[i]!.height)).toBeLessThanOrEqual(0.5);
    });

    // No redacted word survives in any text layer (pdf.js, pdftotext), nor in the file's bytes.
    const secrets = [
      ...entities.map((e) => e.word),
      ...truth.pii.filter((p) => FOUND_TAGS.has(p.tag)).map((p) => p.text),
      ...truth.metadata,
    ].filter((s) => squash(s).length >= 3);
    // The searchable layer keeps every word no box touches: a secret that is also visible
    // unredacted elsewhere in the input (a label "IBAN" beside a redacted IBAN) may be in it.
    let visible = input.text;
    for (const e of entities) {
      visible = visible.slice(0, e.start) + '\u0000'.repeat(e.end - e.start) + visible.slice(e.end);
    }
    const visibleFlat = squash(visible);
    // The output still holds text (the searchable layer of kept words): an empty layer would
    // make every absence above vacuous.
    expect(squash(output.text).length).toBeGreaterThan(0);
    const layers: Array<[string, string, readonly string[]]> = [];
    const inLayer = secrets.filter((s) => !visibleFlat.includes(squash(s)));
    layers.push(['pdf.js', output.text, inLayer]);
    layers.push(['pdftotext', readWithPdftotext(result.pdf), inLayer]);
    const textLeaks = layers.flatMap(([where, text, list]) => {
      const flat = squash(text);
      return list.filter((s) => flat.includes(squash(s))).map((s) => `${where}: "${s}"`);
    });
    // The bytes are searched decompressed (qpdf --qdf): compressed streams hide everything. Each
    // ground-truth secret is shown in the input's bytes first, so the search can find what it looks for.
    const truthSecrets = [
      ...truth.pii.filter((p) => FOUND_TAGS.has(p.tag)).map((p) => p.text),
      ...truth.metadata,
    ];
    const inputBytes = readWithQpdfQdf(pdf);
    expect(truthSecrets.filter((s) => !bytesHold(inputBytes, s))).toEqual([]);
    const byteSecrets = secrets.filter((s) => bytesHold(inputBytes, s));
    const outputBytes = readWithQpdfQdf(result.pdf);
    const byteLeaks = byteSecrets
      .filter((s) => bytesHold(outputBytes, s))
      .map((s) => `decompressed bytes: "${s}"`);
    const leaks = [...textLeaks, ...byteLeaks];
    expect(result.verification.passed).toBe(true);
    expect(leaks).toEqual([]);

    // No document metadata, forms, annotations, outlines or actions from the input.
    expect(await metadataFindings(result.pdf)).toEqual([]);

    // Everything the recognizers are meant to find was found, and no hard negative was flagged.
    const missed = missedPii(truth, input.text, entities);
    expect(missed, `missed ${missed.length} of ${truth.pii.length} PII items`).toEqual([]);
    expect(flaggedNegatives(truth, input.text, entities)).toEqual([]);
    if (truth.pii.length === 0) {
      expect(entities.map((e) => `${e.entity_group} "${e.word}"`)).toEqual([]);
    }
  });
});
