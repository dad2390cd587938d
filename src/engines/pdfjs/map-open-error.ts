import { DocumentError } from '../../core/contract/errors';

/** Bytes a PDF must start with (within its first kilobyte, as readers tolerate leading junk). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Throws DocumentError unless `data` looks like a PDF (checked before handing it to pdf.js). */
export function assertLooksLikePdf(data: Uint8Array): void {
  if (data.length === 0)
    throw new DocumentError('empty', 'The file is empty (0 bytes), so it is not a PDF.');
  const limit = Math.min(data.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= limit; i++) {
    if (PDF_MAGIC.every((byte, k) => data[i + k] === byte)) return;
  }
  throw new DocumentError(
    'not-pdf',
    'The file is not a PDF: it does not start with a %PDF- header.',
  );
}

/** Turns a pdf.js loading failure into a DocumentError with a sentence a user can act on. */
export function mapOpenError(error: unknown, hadPassword: boolean): DocumentError {
  const name = error instanceof Error ? error.name : '';
  const detail = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
  if (name === 'PasswordException') {
    return hadPassword
      ? new DocumentError(
          'encrypted',
          'The PDF is encrypted and the password given is not correct.',
        )
      : new DocumentError('encrypted', 'The PDF is encrypted: a password is needed to open it.');
  }
  if (name === 'InvalidPDFException') {
    return new DocumentError('unreadable', `The PDF is damaged and cannot be read (${detail}).`);
  }
  return new DocumentError('unreadable', `The PDF cannot be opened: ${detail}.`);
}
