// Worker-thread entry: the built-in detector (findPii, then propagateOccurrences) for the CLI's
// document commands, started at start-up so loading the detector overlaps the main thread's
// start-up and reading, and detecting overlaps its painting (detection-thread.ts). Started
// through thread-entry.ts (compiled when fresh, else tsx).
import { parentPort } from 'node:worker_threads';
import { findPii } from '../core/detect/find-pii';
import { propagateOccurrences } from '../core/detect/propagate';
import type { DetectReply, DetectRequest } from './detection-protocol';

/** Runs the detector on `text` with its result dropped (it is pure: only speed changes). */
function warm(text: string, tags: DetectRequest['tags']): void {
  try {
    propagateOccurrences(text, findPii(text, tags));
  } catch {
    // The real request reports any failure.
  }
}

parentPort?.on('message', (request: DetectRequest) => {
  if (request.kind === 'warm') {
    warm(request.text, request.tags);
    return;
  }
  let reply: DetectReply;
  try {
    const spans = propagateOccurrences(request.text, findPii(request.text, request.tags));
    reply = { id: request.id, spans };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
