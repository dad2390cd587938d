// `npx tsx scripts/uncertain-threshold.ts`: how right the built-in detector is by score, on the
// development part (first 1,000) of the Presidio synthetic sentences that `npm run bench:quality`
// scores (../shared/bench/presidio-synth-v2.json), with the same matching rule (tags agree,
// overlap of at least half the longer span). The review workspace keeps findings scored below
// its "uncertain" threshold unless the reviewer accepts them; this prints what each threshold
// would keep: wrong findings spared from a black box, and right ones left to the reviewer.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findPii } from '../src/core/detect/find-pii';
import {
  PRESIDIO_SCORED_TAGS,
  PRESIDIO_TYPE_MAP,
  type PresidioSample,
} from '../test/quality/presidio-types';

type Sample = PresidioSample;
const TYPE_MAP = PRESIDIO_TYPE_MAP;
const SCORED = PRESIDIO_SCORED_TAGS;

const file = resolve(import.meta.dirname, '../../shared/bench/presidio-synth-v2.json');
const samples = (JSON.parse(readFileSync(file, 'utf8')) as Sample[]).slice(0, 1000);
const found: { score: number; right: boolean }[] = [];
for (const s of samples) {
  const gold = s.spans
    .filter((g) => TYPE_MAP[g.entity_type])
    .map((g) => ({ tag: TYPE_MAP[g.entity_type]!, start: g.start_position, end: g.end_position }));
  for (const p of findPii(s.full_text)) {
    if (!SCORED.has(p.tag)) continue;
    const right = gold.some((g) => {
      const ov = Math.max(0, Math.min(g.end, p.end) - Math.max(g.start, p.start));
      return g.tag === p.tag && ov * 2 >= Math.max(g.end - g.start, p.end - p.start);
    });
    found.push({ score: p.score, right });
  }
}

console.log(`${found.length} findings on ${samples.length} development sentences\n`);
console.log('score band     findings  right  precision');
const bands = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01];
for (let i = 0; i + 1 < bands.length; i++) {
  const [lo, hi] = [bands[i]!, bands[i + 1]!];
  const inBand = found.filter((f) => f.score >= lo && f.score < hi);
  const right = inBand.filter((f) => f.right).length;
  const precision = inBand.length ? (right / inBand.length).toFixed(3) : '-';
  const label = `[${lo.toFixed(2)}, ${Math.min(hi, 1).toFixed(2)}${hi > 1 ? ']' : ')'}`;
  console.log(
    `${label.padEnd(14)} ${String(inBand.length).padStart(8)} ${String(right).padStart(6)}  ${precision}`,
  );
}
console.log('\nthreshold  kept as uncertain  of them wrong  right ones left to the reviewer');
const totalRight = found.filter((f) => f.right).length;
for (const t of [0.5, 0.55, 0.6, 0.65, 0.7, 0.8]) {
  const below = found.filter((f) => f.score < t);
  const wrong = below.filter((f) => !f.right).length;
  const right = below.length - wrong;
  console.log(
    `${t.toFixed(2).padEnd(10)} ${String(below.length).padStart(17)} ${String(wrong).padStart(14)}  ${right} (${((100 * right) / Math.max(1, totalRight)).toFixed(1)} % of right findings)`,
  );
}
