// `npx tsx scripts/corpus-detections.ts [--texts cache.json] [--only SUBSTRING] [--list]`:
// what the built-in detector finds in every PDF of the outside corpus (../shared/corpus), the
// documents nobody on the project wrote. Reads each file's text layer with the real reader (no
// OCR: image-only files read as empty), runs the detector as the pipeline does (findPii, then
// propagation) and prints, per file, the number of findings per tag and the CPU time per 3,000
// characters; --list prints every finding (tag, text, recognizer). --texts caches the texts read
// (written when missing) so that a loop over detector changes does not read the PDFs again.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { findPii } from '../src/core/detect/find-pii';
import { propagateOccurrences } from '../src/core/detect/propagate';
import { assembleDocument, readPageLayers } from '../src/core/document/load-document';
import { createNodePdfEngine } from '../src/engines/node/node-pdf-engine';

const CORPUS = resolve(import.meta.dirname, '../../shared/corpus');
/** The corpus's one password-protected file and its password (see the corpus README). */
const PASSWORDS: Record<string, string> = { '005-libreoffice-writer-password': 'openpassword' };

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function pdfsUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...pdfsUnder(path));
    else if (entry.endsWith('.pdf')) out.push(path);
  }
  return out;
}

/** Reads the text layer of one PDF; an unreadable file gives its error message instead. */
async function readText(path: string): Promise<string | { error: string }> {
  const engine = createNodePdfEngine();
  const password = Object.entries(PASSWORDS).find(([k]) => path.includes(k))?.[1];
  try {
    const source = await engine.open(
      new Uint8Array(readFileSync(path)),
      password ? { password } : undefined,
    );
    try {
      return assembleDocument(await readPageLayers(source)).text;
    } finally {
      await source.close();
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const cachePath = argValue('--texts');
const only = argValue('--only');
const cache: Record<string, string | { error: string }> =
  cachePath && existsSync(cachePath) ? JSON.parse(readFileSync(cachePath, 'utf8')) : {};
let cacheChanged = false;
let total = 0;
for (const path of pdfsUnder(CORPUS)) {
  const name = relative(CORPUS, path);
  if (only && !name.includes(only)) continue;
  let text = cache[name];
  if (text === undefined) {
    text = await readText(path);
    cache[name] = text;
    cacheChanged = true;
  }
  if (typeof text !== 'string') {
    console.log(`${name}: unreadable (${text.error})`);
    continue;
  }
  const before = process.cpuUsage();
  const spans = propagateOccurrences(text, findPii(text));
  const used = process.cpuUsage(before);
  const ms = (used.user + used.system) / 1000;
  const perTag = new Map<string, number>();
  for (const s of spans) perTag.set(s.tag, (perTag.get(s.tag) ?? 0) + 1);
  total += spans.length;
  const tags = [...perTag].map(([t, n]) => `${t} ${n}`).join(', ');
  const per3000 = text.length > 0 ? (ms * 3000) / text.length : 0;
  console.log(
    `${name}: ${spans.length} findings (${text.length} chars, ${per3000.toFixed(1)} ms/3000)${tags ? ': ' + tags : ''}`,
  );
  if (process.argv.includes('--list'))
    for (const s of spans)
      console.log(
        `  ${s.tag.padEnd(14)} ${JSON.stringify(text.slice(s.start, s.end))}  [${s.recognizer} ${s.score.toFixed(2)}${s.reason ? '; ' + s.reason : ''}]`,
      );
}
console.log(`total ${total} findings`);
if (cachePath && cacheChanged) writeFileSync(cachePath, JSON.stringify(cache));
