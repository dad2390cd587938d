// NER throughput in Node (characters per second): the model path (chunking, transformers.js
// inference, alignment, aggregation) with the committed tiny model, and the built-in detector
// (`findPii`) on the same text, so a regression in either shows. Called from `npm run bench`;
// `npx tsx scripts/bench-ner.ts` runs it alone.
import { findPii } from '../src/core/detect/find-pii';
import { findModelSpans } from '../src/core/ner/find-model-spans';
import { mergeModelSpans } from '../src/core/ner/merge';
import { loadNodeNerModel } from '../src/engines/transformers/node-ner';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** A letter-like text of about `chars` characters with names, places and contact data. */
function sampleText(chars: number): string {
  const lines = [
    'Dear Alice Smith, thank you for your letter of 12 March 2024.',
    'Bob Garcia from Acme Corp will call you on +1 415 555 0132 next week.',
    'Please send the signed form to maria.muller@example.com or to our office in Berlin.',
    'Our records show account DE89 3704 0044 0532 0130 00 in the name of José García.',
    'The meeting with Globex Bank in London is confirmed for Tuesday.',
  ];
  const out: string[] = [];
  for (let i = 0, n = 0; n < chars; i++) {
    const line = lines[i % lines.length]!;
    out.push(line);
    n += line.length + 1;
    if (i % 40 === 39) out.push('\f');
  }
  return out.join('\n');
}

/** Median of `RUNS` timings (after one warm-up) in milliseconds. */
async function medianMs(work: () => Promise<unknown> | unknown): Promise<number> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[samples.length >> 1]!;
}

/** Prints characters per second of the model path and of the built-in detector. */
export async function benchNer(): Promise<void> {
  const text = sampleText(50_000);
  const model = await loadNodeNerModel('test/models/tiny-ner');
  try {
    let found = 0;
    const modelMs = await medianMs(async () => {
      found = (await findModelSpans(text, model)).length;
    });
    const rulesMs = await medianMs(() => findPii(text));
    const mergedMs = await medianMs(async () =>
      mergeModelSpans(findPii(text), await findModelSpans(text, model)),
    );
    const rate = (ms: number) =>
      `${Math.round(text.length / (ms / 1000)).toLocaleString('en')} chars/s`;
    console.log(`\nNER on ${text.length.toLocaleString('en')} characters (median of ${RUNS})`);
    console.log(
      `  model (tiny-ner, ${model.maxTokens} tokens/window)  ${rate(modelMs)}   ${found} entities`,
    );
    console.log(`  built-in detector (findPii)          ${rate(rulesMs)}`);
    console.log(`  both, merged                          ${rate(mergedMs)}`);
  } finally {
    await model.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNer();
