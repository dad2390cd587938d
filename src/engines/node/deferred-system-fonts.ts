// Defers @napi-rs/canvas's system-font scan from its import to the first text it draws.
//
// Importing @napi-rs/canvas scans every font on the system (`GlobalFonts.loadSystemFonts()` and
// two more folders): about 100 ms of the CLI's start-up, for fonts a PDF render almost never uses.
// pdf.js in Node draws embedded and standard glyphs as paths (`disableFontFace`); only a font it
// could not load at all is drawn with `fillText` in a system face. So the CLI imports canvas with
// the package's own switch (DISABLE_SYSTEM_FONTS_LOAD) set, and the first `fillText`,
// `strokeText` or `measureText` on any 2D context loads exactly what the import would have loaded,
// then puts the context's own methods back: every text drawn sees the same fonts as before. Any
// call on the font registry (GlobalFonts: register, families...) loads them first as well, so
// fonts registered by the program still come after the system's, as with a plain import.
import { createRequire } from 'node:module';
import { homedir, platform } from 'node:os';
import { join } from 'node:path';

/** The package's switch read when it is imported. */
const SWITCH = 'DISABLE_SYSTEM_FONTS_LOAD';

/** The parts of @napi-rs/canvas used here. */
interface CanvasModule {
  createCanvas(width: number, height: number): { getContext(kind: '2d'): object };
  GlobalFonts: { loadSystemFonts(): unknown; loadFontsFromDir(dir: string): unknown };
}

/** True while canvas is loaded and its system fonts wait for the first text (tests read it). */
let pending = false;

/** Whether @napi-rs/canvas's system fonts are still deferred (loaded at the first text). */
export function systemFontsPending(): boolean {
  return pending;
}

/** Context methods that need the fonts loaded. */
const TEXT_METHODS = ['fillText', 'strokeText', 'measureText'] as const;

/** Loads the fonts @napi-rs/canvas's index.js loads on import (same calls, same order). */
function loadSystemFonts(fonts: CanvasModule['GlobalFonts']): void {
  fonts.loadSystemFonts();
  const home = homedir();
  switch (platform()) {
    case 'win32':
      fonts.loadFontsFromDir(join(home, 'AppData', 'Local', 'Microsoft', 'Windows', 'Fonts'));
      break;
    case 'darwin':
      fonts.loadFontsFromDir(join(home, 'Library', 'Fonts'));
      break;
    case 'linux':
      // Relative as the package writes it: kept so the same fonts load.
      fonts.loadFontsFromDir(join('usr', 'local', 'share', 'fonts'));
      fonts.loadFontsFromDir(join(home, '.fonts'));
      break;
  }
}

/**
 * Call before anything imports @napi-rs/canvas; it returns the function to call once it is
 * imported (or to import it now). Does nothing, and leaves the import as it is, when
 * DISABLE_SYSTEM_FONTS_LOAD is already set (the user's choice) or canvas was loaded before.
 */
export function deferSystemFonts(): () => void {
  const require = createRequire(import.meta.url);
  if (process.env[SWITCH] !== undefined) return () => undefined;
  try {
    if (require.cache[require.resolve('@napi-rs/canvas')]) return () => undefined;
  } catch {
    return () => undefined; // not installed: the engines report it when they load.
  }
  process.env[SWITCH] = '1';
  return () => {
    // Threads and child processes started later scan their fonts as usual.
    delete process.env[SWITCH];
    const canvas = require('@napi-rs/canvas') as CanvasModule;
    const context = Object.getPrototypeOf(canvas.createCanvas(1, 1).getContext('2d')) as object;
    // The font registry too, so fonts registered later still come after the system's.
    const registry = canvas.GlobalFonts as unknown as Record<string, unknown>;
    const registryMethods = Object.keys(registry).filter((k) => typeof registry[k] === 'function');
    const patched = [
      ...TEXT_METHODS.map((name) => [context, name] as const),
      ...registryMethods.map((name) => [registry, name] as const),
    ].flatMap(([target, name]) => {
      const descriptor = Object.getOwnPropertyDescriptor(target, name);
      return descriptor?.configurable && typeof descriptor.value === 'function'
        ? [{ target, name, descriptor, method: descriptor.value as (...a: unknown[]) => unknown }]
        : [];
    });
    let loaded = false;
    const restore = () => {
      for (const { target, name, descriptor } of patched)
        Object.defineProperty(target, name, descriptor);
      if (loaded) return;
      loaded = true;
      pending = false;
      loadSystemFonts(canvas.GlobalFonts);
    };
    pending = true;
    for (const { target, name, descriptor, method } of patched) {
      Object.defineProperty(target, name, {
        ...descriptor,
        value: function (this: unknown, ...args: unknown[]) {
          restore();
          return method.apply(this, args);
        },
      });
    }
  };
}
