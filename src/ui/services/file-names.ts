/** The file name without its `.pdf` extension (any case), or `document` when nothing is left. */
export function baseName(fileName: string): string {
  const base = fileName.replace(/\.pdf$/i, '').trim();
  return base || 'document';
}

/** Name of the redacted download: `<name>-redacted.pdf`. */
export function redactedPdfName(fileName: string): string {
  return `${baseName(fileName)}-redacted.pdf`;
}

/** Name of the detection download: `<name>-detected_pii.json`. */
export function detectedJsonName(fileName: string): string {
  return `${baseName(fileName)}-detected_pii.json`;
}
