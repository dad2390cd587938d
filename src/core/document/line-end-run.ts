import type { TextRun } from '../platform/ports';

/** An empty run that only ends a line (pdf.js emits these; OCR words are kept off a text line). */
export const LINE_END_RUN: TextRun = Object.freeze({
  str: '',
  transform: [1, 0, 0, 1, 0, 0],
  width: 0,
  fontSize: 0,
  fontFamily: 'sans-serif',
  hasEOL: true,
  ascent: 0.8,
  descent: -0.2,
  rtl: false,
}) as TextRun;
