import type { IncomingMessage } from 'node:http';

/** A request body read under a size limit. */
export type BoundedBody =
  | { kind: 'read'; bytes: Uint8Array }
  /** Past the limit: nothing was kept; `bytesRead` is where the limit was crossed. */
  | { kind: 'too-large'; bytesRead: number };

/** How much of an oversized body is read and thrown away so the client can see the 413. */
const DISCARD_ALLOWANCE = 16 * 1024 * 1024;

/**
 * Reads a request body, keeping at most `limit` bytes in memory (a declared Content-Length was
 * checked before). A body that grows past the limit stops being kept and is drained (up to a
 * bound, then the connection is dropped) so the 413 reaches a client that is still sending.
 */
export function readBoundedBody(
  incoming: IncomingMessage,
  limit: number,
  signal?: AbortSignal,
): Promise<BoundedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let seen = 0;
    let overflow = false;
    let bytesRead = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (!overflow && kept + chunk.length <= limit) {
        chunks.push(chunk);
        kept += chunk.length;
        return;
      }
      if (!overflow) {
        overflow = true;
        bytesRead = seen;
        chunks.length = 0;
      }
      if (seen > limit + DISCARD_ALLOWANCE) {
        cleanup();
        incoming.destroy();
        resolve({ kind: 'too-large', bytesRead });
      }
    };
    const onEnd = () => {
      cleanup();
      if (overflow) resolve({ kind: 'too-large', bytesRead });
      else resolve({ kind: 'read', bytes: new Uint8Array(Buffer.concat(chunks, kept)) });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // Reading stops; the rest of the body is drained after the answer is sent.
    const onAbort = () => {
      cleanup();
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    if (signal?.aborted) return onAbort();
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
