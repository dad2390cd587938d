import type { TextTag } from '../core/contract/tags';
import type { Span } from '../core/detect/span';

/**
 * What the CLI's detection thread is asked (detect.thread.ts): one document's text; a first part
 * of it to run the detector on beforehand, unanswered (`warm`: V8 compiles the detector's code
 * and regular expressions while the rest of the document is read); or the strings of every page
 * of a PDF (`pageTexts`: verification's text check of the output, read with the thread's own
 * pdf.js while the main thread checks the rest).
 */
export type DetectRequest =
  | { kind: 'detect'; id: number; text: string; tags: readonly TextTag[] }
  | { kind: 'warm'; text: string; tags: readonly TextTag[] }
  | { kind: 'pageTexts'; id: number; pdf: Uint8Array };

/** The thread's answer to a numbered request (`error`: the message of what it threw). */
export type DetectReply =
  { id: number; spans: Span[] } | { id: number; texts: string[] } | { id: number; error: string };
