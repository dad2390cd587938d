import { describe, expect, it } from 'vitest';
import { OcrLanguageError } from '../../../src/core/ocr/ports';
import { tesseractAssetUrls } from '../../../src/engines/browser/tesseract-asset-urls';
import {
  checkBrowserLanguages,
  checkBrowserOsd,
  type LanguageSources,
} from '../../../src/engines/browser/tesseract-language-resolver';
import { languageStatus } from '../../../src/ui/features/ocr-languages/language-status';
import { toFailure } from '../../../src/core/contract/failure';
import { tesseractAssets } from '../../../scripts/copy-tesseract-assets';

/** Sources of a build bundling `bundled`, with `cached` in IndexedDB. */
function sources(bundled: string[], cached: string[] = [], osd = true): LanguageSources {
  return {
    manifest: async () => ({ languages: bundled, osd }),
    cached: async () => new Set(cached),
  };
}

describe('browser OCR language resolution', () => {
  it('accepts bundled and cached (user-added) languages', async () => {
    await expect(checkBrowserLanguages(['eng', 'spa'], sources(['eng', 'spa']))).resolves.toBe(
      undefined,
    );
    await expect(checkBrowserLanguages(['rus'], sources(['eng'], ['rus']))).resolves.toBe(
      undefined,
    );
  });

  it('refuses a language without data by name, never falling back to English', async () => {
    const error = await checkBrowserLanguages(['eng', 'rus'], sources(['eng'])).catch((e) => e);
    expect(error).toBeInstanceOf(OcrLanguageError);
    expect((error as OcrLanguageError).language).toBe('rus');
    expect((error as Error).message).toMatch(/'rus'.*Settings/);
  });

  it('refuses orientation detection without osd data', async () => {
    await expect(checkBrowserOsd(sources([], [], false))).rejects.toThrow(/'osd'/);
    await expect(checkBrowserOsd(sources([], ['osd'], false))).resolves.toBe(undefined);
  });

  it('crosses the worker boundary as an ocr-language failure with its sentence', () => {
    const failure = toFailure(new OcrLanguageError('rus', "No data for 'rus'."), false);
    expect(failure).toEqual({
      kind: 'ocr-language',
      message: "No data for 'rus'.",
      language: 'rus',
    });
  });
});

describe('browser OCR assets', () => {
  it('are addressed on the app origin, under its base', () => {
    const urls = tesseractAssetUrls('http://localhost:4173/#/settings', '/app/');
    expect(urls).toEqual({
      workerPath: 'http://localhost:4173/app/tesseract/worker.min.js',
      corePath: 'http://localhost:4173/app/tesseract/core/',
      langPath: 'http://localhost:4173/app/tesseract/lang',
      osdPath: 'http://localhost:4173/app/tesseract/osd',
      manifest: 'http://localhost:4173/app/tesseract/languages.json',
    });
  });

  it('include the worker, every core build, the npm languages, osd and a manifest', () => {
    const assets = tesseractAssets();
    const paths = [...assets.keys()];
    expect(paths).toContain('worker.min.js');
    // Six builds (plain, SIMD, relaxed SIMD; each LSTM-only or legacy), each as the .wasm.js
    // a folder corePath loads; the fastest, relaxed SIMD LSTM-only, among them.
    const cores = paths.filter((p) => p.startsWith('core/')).sort();
    expect(cores).toHaveLength(6);
    expect(cores.every((p) => /^core\/tesseract-core[\w-]*\.wasm\.js$/.test(p))).toBe(true);
    expect(cores).toContain('core/tesseract-core-relaxedsimd-lstm.wasm.js');
    for (const code of ['eng', 'spa', 'fra', 'deu', 'ita', 'por'])
      expect(paths).toContain(`lang/${code}.traineddata.gz`);
    expect(paths).toContain('osd/osd.traineddata.gz');
    const manifest = JSON.parse(assets.get('languages.json')!().toString()) as {
      languages: string[];
      osd: boolean;
    };
    expect(manifest.osd).toBe(true);
    expect(manifest.languages).toEqual(expect.arrayContaining(['eng', 'por']));
    const eng = assets.get('lang/eng.traineddata.gz')!();
    expect([eng[0], eng[1]]).toEqual([0x1f, 0x8b]);
  });
});

describe('OCR languages in Settings', () => {
  const file = { fileName: 'rus.traineddata', bytes: 10, addedAt: 0 };
  it('tells bundled, downloaded, added and missing data apart', () => {
    const bundled = new Set(['eng']);
    expect(languageStatus('eng', bundled, new Set(), {})).toMatchObject({
      source: 'bundled',
      offline: false,
    });
    expect(languageStatus('eng', bundled, new Set(['eng']), {})).toMatchObject({
      source: 'bundled',
      offline: true,
    });
    expect(languageStatus('rus', bundled, new Set(['rus']), { rus: file })).toMatchObject({
      source: 'added',
      file,
    });
    expect(languageStatus('rus', bundled, new Set(), {})).toMatchObject({ source: 'missing' });
  });
});
