/**
 * Writes the test fixtures (PDFs plus `<name>.truth.json`) deterministically.
 * Usage: npx tsx scripts/generate-fixtures.ts [outDir]   (default test/fixtures/generated/)
 */
import { resolve } from 'node:path';
import { GENERATED_DIR, generateFixtures } from '../test/fixtures/index';

const outDir = process.argv[2] ? resolve(process.argv[2]) : GENERATED_DIR;
const names = await generateFixtures(outDir);
console.log(`Wrote ${names.length} fixtures to ${outDir}: ${names.join(', ')}`);
