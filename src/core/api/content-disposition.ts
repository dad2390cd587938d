/** Characters RFC 5987's `attr-char` allows unescaped beyond what encodeURIComponent keeps. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The download name for an uploaded file: its stem plus `-anonymized.pdf`, path and quotes removed. */
export function anonymizedFileName(uploadName: string): string {
  const base = uploadName.split(/[\\/]/).pop() ?? '';
  // Quotes would end the header's quoted-string and control characters could split the header.
  // eslint-disable-next-line no-control-regex
  const safe = base.replace(/["\u0000-\u001f\u007f]/g, '').trim();
  const stem = safe.replace(/\.pdf$/i, '').trim() || 'document';
  return `${stem}-anonymized.pdf`;
}

/**
 * `Content-Disposition` for a download (RFC 6266): an ASCII `filename` every client understands
 * and, for a non-ASCII name, `filename*=UTF-8''...` (RFC 5987) that modern clients prefer.
 */
export function attachmentDisposition(fileName: string): string {
  const isAscii = /^[\u0020-\u007e]*$/.test(fileName);
  if (isAscii) return `attachment; filename="${fileName}"`;
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0020-\u007e]/g, '_')
    .replace(/%/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
