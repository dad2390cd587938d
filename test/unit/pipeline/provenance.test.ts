import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS } from '../../../src/core/contract/options';
import { StageTimer } from '../../../src/core/contract/stage-timer';
import type { NerEngine, TokenPrediction } from '../../../src/core/ner/ports';
import { openDocument, runJob, runJobOn } from '../../../src/core/pipeline/run-job';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';

const CONTRACT_ENTITY_KEYS = ['boxes', 'end', 'entity_group', 'score', 'start', 'word'];

/** One token per whitespace-separated word. */
const countWords = (t: string) => t.split(/\s+/).filter(Boolean).length;

/**
 * A fake model that labels "Quillon" and "Jane Doe" as persons: the rules know Jane Doe too (so
 * the two agree), but no rule knows Quillon.
 */
const fakeModel: NerEngine = {
  modelId: 'fake',
  tokenizer: { scheme: 'wordpiece' },
  maxTokens: 200,
  countTokens: countWords,
  async classify(texts) {
    return texts.map((t): TokenPrediction[] => {
      const words = t.match(/\S+/g) ?? [];
      return words.map((w, i) => ({
        token: w.toLowerCase(),
        label:
          w === 'Quillon' || w === 'Jane'
            ? 'B-PER'
            : w.replace(/\W+$/, '') === 'Doe' && words[i - 1] === 'Jane'
              ? 'I-PER'
              : 'O',
        score: 0.9,
      }));
    });
  },
};

/** A one-page letter naming an e-mail address, Jane Doe and Quillon. */
async function letter(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'Write to jane.doe@example.com about the contract.',
    'Dear Jane Doe, thank you for your letter.',
    'Ask Quillon about it tomorrow.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 760 - i * 24, size: 12, font }));
  return doc.save();
}

describe('entity provenance (from the merge onwards, never in responses)', () => {
  it('says which detectors found each entity and leaves responses in the contract shape', async () => {
    const engine = createNodePdfEngine();
    const pdf = await letter();
    const timer = new StageTimer(Date.now);
    const source = await openDocument(engine, pdf, undefined, timer);
    try {
      const run = await runJobOn(
        { source },
        { kind: 'detect', options: DEFAULT_DETECT_OPTIONS },
        { engine, ner: fakeModel },
        {},
        timer,
      );
      const byWord = new Map(run.found.map((e) => [e.word, [...e.provenance].sort()]));
      expect(byWord.get('jane.doe@example.com')).toEqual(['rule']);
      expect(byWord.get('Quillon')).toEqual(['model']);
      // Both found the name (the fake model's word keeps the comma: the longer range wins).
      const name = run.found.find((e) => e.word.startsWith('Jane Doe'));
      expect([...(name?.provenance ?? [])].sort()).toEqual(['model', 'rule']);
      for (const entity of run.result.detected_pii.entities) {
        expect(Object.keys(entity).sort()).toEqual(CONTRACT_ENTITY_KEYS);
      }
    } finally {
      await source.close();
    }
  });

  it('never lets provenance reach a JSON body of any job', async () => {
    const engine = createNodePdfEngine();
    const pdf = await letter();
    const result = await runJob(
      {
        kind: 'anonymize',
        pdf,
        options: { ...DEFAULT_DETECT_OPTIONS, redactText: true, dpi: 72, imageQuality: 0.8 },
      },
      { engine, ner: fakeModel },
    );
    const body = JSON.stringify({ ...result, pdf: undefined });
    expect(body).not.toContain('provenance');
    expect(result.detected_pii.entities.length).toBeGreaterThan(2);
  });
});
