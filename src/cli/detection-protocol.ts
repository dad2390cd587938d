import type { TextTag } from '../core/contract/tags';
import type { Span } from '../core/detect/span';

/**
 * What the CLI's detection thread is asked (detect.thread.ts): one document's text, or a first
 * part of it to run the detector on beforehand, unanswered (`warm`: V8 compiles the detector's
 * code and regular expressions while the rest of the document is read).
 */
export type DetectRequest =
  | { kind: 'detect'; id: number; text: string; tags: readonly TextTag[] }
  | { kind: 'warm'; text: string; tags: readonly TextTag[] };

/** The thread's answer: the spans `propagateOccurrences(text, findPii(text, tags))` returns. */
export type DetectReply = { id: number; spans: Span[] } | { id: number; error: string };
