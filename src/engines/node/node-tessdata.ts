import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import type { OcrLanguage } from '../../core/contract/languages';
import { OcrLanguageError } from '../../core/ocr/ports';

const require = createRequire(import.meta.url);

/**
 * The bundled data flavour: LSTM-only integer models, about 4x smaller than `4.0.0` and as
 * accurate for the LSTM engine (the legacy models in `4.0.0` are never used for recognition).
 */
const BUNDLED_FLAVOUR = '4.0.0_best_int';

/** System tessdata folders (Debian's tesseract-ocr-* packages), newest first. */
function systemTessdataDirs(): string[] {
  const dirs: string[] = [];
  if (process.env.TESSDATA_PREFIX) dirs.push(process.env.TESSDATA_PREFIX);
  const root = '/usr/share/tesseract-ocr';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort().reverse())
      dirs.push(join(root, version, 'tessdata'));
  }
  return dirs;
}

/**
 * The file holding `code`'s data: the bundled `@tesseract.js-data/<code>` package when
 * installed, else a `<code>.traineddata` in a system tessdata folder (Russian has no package).
 */
export function findTrainedData(code: string, flavour = BUNDLED_FLAVOUR): string | undefined {
  try {
    const bundled = join(
      dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
      flavour,
      `${code}.traineddata.gz`,
    );
    if (existsSync(bundled)) return bundled;
  } catch {
    // Not bundled: look in the system's tessdata folders.
  }
  for (const dir of systemTessdataDirs()) {
    const file = join(dir, `${code}.traineddata`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** The refusal for a language without data, with what to install. */
function missing(code: string): OcrLanguageError {
  return new OcrLanguageError(
    code,
    `OCR language data for '${code}' is not installed: install '@tesseract.js-data/${code}' or ` +
      `Debian's 'tesseract-ocr-${code}', or put ${code}.traineddata in the folder named by TESSDATA_PREFIX.`,
  );
}

/**
 * A folder holding `<code>.traineddata.gz` for each language, as tesseract.js reads every
 * language of a worker from one `langPath`. The files are links (copies where links fail) in a
 * temporary folder named after their targets, so processes share it and nothing is fetched.
 * tesseract.js checks the gzip magic, so an uncompressed system file under a `.gz` name works.
 */
export function languageFolder(codes: readonly string[], flavour = BUNDLED_FLAVOUR): string {
  const files = codes.map((code) => {
    const file = findTrainedData(code, flavour);
    if (!file) throw missing(code);
    return { code, file };
  });
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const folder = join(tmpdir(), `obscura-tessdata-${userInfo().uid}`, hash);
  mkdirSync(folder, { recursive: true });
  for (const { code, file } of files) {
    const link = join(folder, `${code}.traineddata.gz`);
    if (existsSync(link)) continue;
    try {
      symlinkSync(file, link);
    } catch (error) {
      // Another process made it meanwhile, or links are not allowed here: copy instead.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') copyFileSync(file, link);
    }
  }
  return folder;
}

/** Folder of the bundled orientation data (legacy engine, so the full `4.0.0` flavour). */
export function osdFolder(): string {
  return languageFolder(['osd'], '4.0.0');
}

/** The codes asked for, after checking each has data (so the error names the missing one). */
export function checkLanguages(codes: readonly OcrLanguage[]): void {
  for (const code of codes) if (!findTrainedData(code)) throw missing(code);
}

/**
 * A tessdata folder for the native `tesseract` program holding the same data as `languageFolder`
 * (the bundled models, unpacked: the program reads no gzip), plus Debian's own where nothing is
 * bundled. Unpacked once into a temporary folder named after the files, shared by processes.
 */
export function nativeTessdataFolder(codes: readonly string[], flavour = BUNDLED_FLAVOUR): string {
  const files = codes.map((code) => {
    const file = findTrainedData(code, flavour);
    if (!file) throw missing(code);
    return { code, file };
  });
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const folder = join(tmpdir(), `obscura-tessdata-${userInfo().uid}`, `native-${hash}`);
  mkdirSync(folder, { recursive: true });
  for (const { code, file } of files) {
    const target = join(folder, `${code}.traineddata`);
    if (existsSync(target)) continue;
    const bytes = readFileSync(file);
    // Written aside and renamed, so a process running beside this one never reads half a file.
    const partial = `${target}.${process.pid}.part`;
    writeFileSync(partial, file.endsWith('.gz') ? gunzipSync(bytes) : bytes);
    renameSync(partial, target);
  }
  return folder;
}
