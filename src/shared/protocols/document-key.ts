/**
 * The key of a document between the page and the pipeline worker: SHA-256 of its bytes as
 * lowercase hex (the review saves under the same key). Both sides compute it, so a job can
 * only ever run in the session of the very bytes it names.
 */
export async function documentKey(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
