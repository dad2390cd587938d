// Run by scripts/build-node.mjs after a build: one `anonymize` of a small made-up letter through
// the fresh CommonJS build, so V8's code cache of the CLI (bin/code-cache.mjs) is written once,
// at build time, holding the functions a document run compiles (reading, detection, rendering,
// writing, verification). Without it the first user run would write it, and be the slow one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Lines with the usual kinds of personal data, so the detector's common readers run. */
const LETTER = [
  'Tenancy agreement between Jonathan Whitaker and Maria Gonzalez',
  'Address: 14 Elm Street, Springfield, IL 62704, United States',
  'Date of birth: 12/03/1984, signed on 5 March 2025 in Berlin',
  'Email: j.whitaker@example.com, phone +44 20 7946 0958',
  'IBAN DE89 3704 0044 0532 0130 00, card 4111 1111 1111 1111',
  'Herr Thomas Müller, Hauptstraße 5, 10115 Berlin, Deutschland',
  'Rent: 1,250.00 EUR per month, deposit 3.750,00 €, SSN 078-05-1120',
];

/** Writes the letter as a one-page text PDF (pdf-lib, a dependency of the CLI) and returns it. */
async function letterPdf() {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  LETTER.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return doc.save();
}

/**
 * Anonymizes the letter with `node bin/obscura.mjs` from `root`; returns a sentence saying why
 * when it did not run (the CLI then writes the cache on its first run instead).
 */
export async function seedCodeCache(root) {
  const dir = mkdtempSync(join(tmpdir(), 'obscura-code-cache-'));
  try {
    const input = join(dir, 'letter.pdf');
    writeFileSync(input, await letterPdf());
    const run = spawnSync(
      process.execPath,
      ['bin/obscura.mjs', 'anonymize', input, '--out', join(dir, 'out.pdf')],
      { cwd: root, encoding: 'utf8', env: { ...process.env, OBSCURA_TRUST_BUILD: '1' } },
    );
    return run.status === 0 ? undefined : `the seeding run failed: ${run.stderr.trim()}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
