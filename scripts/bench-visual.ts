// Visual detection time per page in Node: the text-only detection of a page, then the same
// page with the visual stage (render once, zxing-wasm barcodes, signature search), split into
// rendering and detection, so the price of turning the setting on is plain. Called from
// `npm run bench`; `npx tsx scripts/bench-visual.ts` runs it alone.
import { DEFAULT_DETECT_OPTIONS } from '../src/core/contract/options';
import { detect } from '../src/core/pipeline/operations';
import { createNodePdfEngine } from '../src/engines/node/node-pdf-engine';
import { createNodeVisualDetectors } from '../src/engines/visual/node-visual';
import { type VisualFixtureName, visualFixture } from '../test/fixtures/visual/registry';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIXTURES: VisualFixtureName[] = [
  'visual-codes',
  'visual-signatures',
  'visual-scanned-form',
  'visual-negatives',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Prints, per fixture, ms per page: text-only detection, and the visual stage's two parts. */
export async function benchVisual(): Promise<void> {
  const engine = createNodePdfEngine();
  const visual = { detectors: createNodeVisualDetectors(), searchWhenAllTags: true };
  const clock = () => performance.now();
  console.log('\nVisual detection (ms per page, median of %d; 150 dpi render)', RUNS);
  console.log('fixture               pages  text-only  +render  +visual  found');
  for (const name of FIXTURES) {
    const { pdf } = await visualFixture(name);
    const text: number[] = [];
    const render: number[] = [];
    const detectMs: number[] = [];
    const source = await engine.open(pdf.slice());
    const pages = source.pageCount;
    await source.close();
    let found = 0;
    // One warm-up run (wasm compile, pdf.js fonts) before the measured ones.
    for (let run = 0; run <= RUNS; run++) {
      const t0 = performance.now();
      await detect(engine, pdf, DEFAULT_DETECT_OPTIONS, { clock });
      const textOnly = performance.now() - t0;
      const withVisual = await detect(engine, pdf, DEFAULT_DETECT_OPTIONS, { clock }, { visual });
      const stages = withVisual.processing_time.stages;
      found = withVisual.detected_pii.entities.filter((e) => e.start === 0 && e.end === 0).length;
      if (run === 0) continue;
      text.push(textOnly / pages);
      render.push(((stages.PdfDataToSingleImage ?? 0) * 1000) / pages);
      detectMs.push(((stages.VisualDetection ?? 0) * 1000) / pages);
    }
    console.log(
      `${name.padEnd(22)}${String(pages).padStart(5)}${median(text).toFixed(0).padStart(11)}` +
        `${median(render).toFixed(0).padStart(9)}${median(detectMs).toFixed(0).padStart(9)}` +
        `${String(found).padStart(7)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchVisual();
