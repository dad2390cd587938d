// Run in its own process by deferred-system-fonts.test.ts (canvas loads once per process):
// imports @napi-rs/canvas plainly or with the system-font scan deferred, then draws text and
// prints what it saw as one JSON line.
import { createRequire } from 'node:module';
import type * as Canvas from '@napi-rs/canvas';
import { deferSystemFonts } from '../../src/engines/node/deferred-system-fonts';

const require = createRequire(import.meta.url);
const deferred = process.argv[2] === 'deferred';
const loaded = deferred ? deferSystemFonts() : () => undefined;
const canvas = require('@napi-rs/canvas') as typeof Canvas;
loaded();
const familiesBefore = canvas.GlobalFonts.families.length;
const surface = canvas.createCanvas(240, 40);
const context = surface.getContext('2d');
context.font = '20px sans-serif';
const width = context.measureText('Hello Obscura').width;
context.fillText('Hello Obscura', 5, 30);
const pixels = context.getImageData(0, 0, 240, 40).data;
let ink = 0;
for (let i = 3; i < pixels.length; i += 4) ink += pixels[i]!;
console.log(
  JSON.stringify({
    familiesBefore,
    familiesAfter: canvas.GlobalFonts.families.length,
    width,
    ink,
    switchLeft: process.env.DISABLE_SYSTEM_FONTS_LOAD ?? null,
    ownMethodsBack: context.fillText === Object.getPrototypeOf(context).fillText,
  }),
);
