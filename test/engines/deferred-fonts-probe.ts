// Run in its own process by deferred-system-fonts.test.ts (canvas loads once per process):
// imports @napi-rs/canvas plainly or with the system-font scan deferred, then draws text and
// prints what it saw as one JSON line.
import { createRequire } from 'node:module';
import type * as Canvas from '@napi-rs/canvas';
import { deferSystemFonts, systemFontsPending } from '../../src/engines/node/deferred-system-fonts';

const require = createRequire(import.meta.url);
const mode = process.argv[2];
const deferred = mode !== 'plain';
const loaded = deferred ? deferSystemFonts() : () => undefined;
const canvas = require('@napi-rs/canvas') as typeof Canvas;
loaded();
const pendingAfterImport = systemFontsPending();
// 'registry': the program asks the font registry first (as test fixtures register fonts).
const familiesFirst = mode === 'registry' ? canvas.GlobalFonts.families.length : null;
const pendingAfterRegistry = systemFontsPending();
const surface = canvas.createCanvas(240, 40);
const context = surface.getContext('2d');
context.font = '20px sans-serif';
const pendingAfterFontSet = systemFontsPending();
const width = context.measureText('Hello Obscura').width;
const pendingAfterText = systemFontsPending();
context.fillText('Hello Obscura', 5, 30);
const pixels = context.getImageData(0, 0, 240, 40).data;
let ink = 0;
for (let i = 3; i < pixels.length; i += 4) ink += pixels[i]!;
console.log(
  JSON.stringify({
    pendingAfterImport,
    familiesFirst,
    pendingAfterRegistry,
    pendingAfterFontSet,
    pendingAfterText,
    familiesAfter: canvas.GlobalFonts.families.length,
    width,
    ink,
    switchLeft: process.env.DISABLE_SYSTEM_FONTS_LOAD ?? null,
  }),
);
