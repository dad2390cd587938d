// The author's check after a regeneration (`npx tsx test/quality/doc15/check-placement.ts dev15 held15`):
// reads every committed PDF back through the product's reader and prints each marked value that
// was not found as often as it was printed. It runs no detector: it scores nothing.
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { loadTruth15, readBack15, type Part15 } from './set';

async function main(): Promise<void> {
  const engine = createNodePdfEngine();
  const parts = process.argv.slice(2).filter((a): a is Part15 => a === 'dev15' || a === 'held15');
  for (const part of parts) {
    let unplaced = 0;
    let spans = 0;
    for (const truth of loadTruth15(part)) {
      const read = await readBack15(engine, truth);
      spans += read.spans.length;
      unplaced += read.unplaced;
      for (const c of read.counts)
        if (c.found < c.marked)
          console.log(
            `${truth.name} unplaced ${c.tag} ${JSON.stringify(c.text)} ${c.found}/${c.marked}`,
          );
    }
    console.log(`${part}: ${spans} spans placed, ${unplaced} marked values not found`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
