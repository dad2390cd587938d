import { type ChildProcessByStdio, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accessSync, closeSync, constants, openSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CancelledError, throwIfAborted, type CancelSignal } from '../../core/contract/errors';
import type { OcrOptions, OcrPageResult, OcrWord } from '../../core/ocr/ports';
import type { PageRaster } from '../../core/platform/ports';
import { rotateGray, type GrayImage } from '../tesseract/gray-image';
import { uprightRotation } from '../tesseract/orientation';
import type { TesseractOcrEngine } from '../tesseract/tesseract-engine';
import { checkLanguages, nativeTessdataFolder } from './node-tessdata';

/** The installed `tesseract` program, when there is one of version 4 or newer (LSTM). */
export interface NativeTesseract {
  command: string;
  version: string;
}

let found: NativeTesseract | null | undefined;

/** Looks for `tesseract` on the PATH (once). */
export function findNativeTesseract(command = 'tesseract'): NativeTesseract | undefined {
  if (found !== undefined) return found ?? undefined;
  const run = spawnSync(command, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const version = /tesseract\s+v?(\d+)\.(\d+)\.?(\d*)/i.exec(`${run.stdout}${run.stderr}`);
  found =
    run.status === 0 && version && Number(version[1]) >= 4
      ? { command, version: version.slice(1).filter(Boolean).join('.') }
      : null;
  return found ?? undefined;
}

/** An AbortSignal seen through the core's CancelSignal. */
interface ListeningSignal extends CancelSignal {
  addEventListener?(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener?(type: 'abort', listener: () => void): void;
}

/**
 * The grey image as a binary PGM (P5): a header and the pixels as they are, so nothing is
 * encoded or copied (the uncompressed PNG cost a CRC and an Adler sum over every byte, about
 * 0.1 s of a 300 dpi page). Leptonica reads it from stdin like a PNG; the resolution a PGM cannot
 * carry is given to tesseract by `--dpi` (same hOCR, byte for byte, on a thesis page).
 */
function pgmParts(image: GrayImage): Uint8Array[] {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  return [header, image.pixels];
}

/**
 * Where page images wait for tesseract: a memory-backed folder (`/dev/shm` on Linux) when one is
 * writable, so a page's pixels never reach a disk block, else the system's temporary folder.
 */
function scratchFolder(): string {
  if (shmFolder === undefined) {
    try {
      accessSync('/dev/shm', constants.W_OK | constants.X_OK);
      shmFolder = '/dev/shm';
    } catch {
      shmFolder = '';
    }
  }
  return shmFolder || tmpdir();
}
let shmFolder: string | undefined;

/**
 * The image in a temporary file readable by this user only, unlinked as soon as it is open, so
 * nothing stays on disk even if the process dies: its descriptor becomes tesseract's stdin. A
 * pipe needed this process's event loop to feed it, and pdf.js's in-thread worker keeps the loop
 * busy for the whole reading, so OCR started during the reading only began after it.
 */
function unlinkedImageFile(parts: readonly Uint8Array[]): number {
  const path = join(scratchFolder(), `obscura-ocr-${randomUUID()}.pgm`);
  const fd = openSync(path, 'wx+', 0o600);
  try {
    unlinkSync(path);
    // Positioned writes leave the descriptor's offset at 0, where tesseract starts reading.
    let at = 0;
    for (const part of parts) {
      for (let done = 0; done < part.length;)
        done += writeSync(fd, part, done, part.length - done, at + done);
      at += part.length;
    }
    return fd;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** Runs tesseract on `image` (stdin, from a file) and returns its stdout; a cancel kills it. */
function runTesseract(
  command: string,
  args: string[],
  image: readonly Uint8Array[],
  signal?: ListeningSignal,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const input = unlinkedImageFile(image);
  return new Promise((resolve, reject) => {
    // One thread per process: the pool runs one process per core (OpenMP on 2 cores was slower).
    let child: ChildProcessByStdio<null, Readable, Readable>;
    try {
      child = spawn(command, args, {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        stdio: [input, 'pipe', 'pipe'],
      }) as ChildProcessByStdio<null, Readable, Readable>;
    } finally {
      closeSync(input);
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener?.('abort', abort, { once: true });
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (status) => {
      signal?.removeEventListener?.('abort', abort);
      if (signal?.aborted) reject(new CancelledError());
      else
        resolve({
          status,
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8'),
        });
    });
  });
}

/** Decodes the few entities tesseract's hOCR writes. */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Words of tesseract's hOCR in reading order, numbered by line, with each line's skew from its
 * baseline slope (the same angle tesseract.js's blocks give: counter-clockwise degrees).
 */
export function wordsOfHocr(hocr: string): OcrWord[] {
  const words: OcrWord[] = [];
  let line = -1;
  let skew = 0;
  const tags =
    /<span class='(ocr_line|ocr_caption|ocr_textfloat|ocr_header|ocrx_word)'[^>]*title=(?:"([^"]*)"|'([^']*)')[^>]*>([^<]*)/g;
  for (const m of hocr.matchAll(tags)) {
    const title = m[2] ?? m[3] ?? '';
    if (m[1] !== 'ocrx_word') {
      line++;
      const slope = /baseline (-?[\d.]+)/.exec(title);
      skew = slope ? (Math.atan(-Number(slope[1])) * 180) / Math.PI : 0;
      continue;
    }
    const box = /bbox (\d+) (\d+) (\d+) (\d+)/.exec(title);
    const conf = /x_wconf (\d+)/.exec(title);
    const text = unescape(m[4] ?? '').trim();
    if (!box || !text) continue;
    words.push({
      text,
      confidence: Math.min(1, Math.max(0, Number(conf?.[1] ?? 0) / 100)),
      bbox: { x0: Number(box[1]), y0: Number(box[2]), x1: Number(box[3]), y1: Number(box[4]) },
      line: Math.max(0, line),
      skew: skew === 0 ? 0 : skew,
    });
  }
  return words;
}

/**
 * The OCR engine on the system's `tesseract` program (faster than tesseract.js's WebAssembly,
 * about twice here), reading the same trained data as the tesseract.js engine (the bundled
 * `4.0.0_best_int` models, unpacked once into a temporary folder) with the same page
 * segmentation (one uniform block, tesseract.js's default), so results match. One process per
 * page, at most `poolSize` at a time.
 */
export function createNativeTesseractEngine(
  tesseract: NativeTesseract,
  poolSize: number,
): TesseractOcrEngine {
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    while (running >= poolSize) await new Promise<void>((r) => waiting.push(r));
    running++;
  };
  const free = () => {
    running--;
    waiting.shift()?.();
  };

  const detectRotation = async (image: GrayImage, options: OcrOptions): Promise<number> => {
    const folder = nativeTessdataFolder(['osd'], '4.0.0');
    const args = ['-', '-', '--psm', '0', '--dpi', String(options.dpi), '--tessdata-dir', folder];
    const run = await runTesseract(tesseract.command, args, pgmParts(image), options.signal);
    // A page with too little text fails orientation detection: read it as it is.
    const degrees = /Orientation in degrees: (\d+)/.exec(run.stdout);
    const confidence = /Orientation confidence: ([\d.]+)/.exec(run.stdout);
    if (!degrees) return 0;
    return uprightRotation({
      orientation_degrees: Number(degrees[1]),
      orientation_confidence: Number(confidence?.[1] ?? 0),
    });
  };

  return {
    parallelism: poolSize,
    async recognize(raster: PageRaster, options: OcrOptions): Promise<OcrPageResult> {
      throwIfAborted(options.signal);
      checkLanguages(options.languages);
      const languages = options.languages.length > 0 ? options.languages : ['eng'];
      const folder = nativeTessdataFolder(languages);
      let image: GrayImage = {
        pixels: raster.grayPixels(),
        width: raster.width,
        height: raster.height,
      };
      await slot();
      try {
        throwIfAborted(options.signal);
        const rotation = options.detectOrientation ? await detectRotation(image, options) : 0;
        image = rotateGray(image, rotation);
        const args = ['-', '-', '-l', languages.join('+'), '--oem', '1', '--psm', '6'];
        // hOCR asked by variable: the `hocr` config file lives in the system tessdata folder.
        args.push('--dpi', String(options.dpi), '--tessdata-dir', folder);
        args.push('-c', 'tessedit_create_hocr=1');
        const run = await runTesseract(tesseract.command, args, pgmParts(image), options.signal);
        if (run.status !== 0)
          throw new Error(`OCR failed: tesseract exited with ${run.status}: ${run.stderr.trim()}`);
        return {
          words: wordsOfHocr(run.stdout),
          rotation,
          width: image.width,
          height: image.height,
        };
      } finally {
        free();
      }
    },
    async terminate() {
      // Processes end with their page; nothing stays running between documents.
    },
  };
}
