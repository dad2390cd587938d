import { describe, expect, it } from 'vitest';
import {
  documentRecord,
  KEEP_DOCUMENT_DAYS,
  usableDocument,
} from '../../../src/shared/storage/kept-documents';

const DAY = 24 * 60 * 60 * 1000;
const pdf = new TextEncoder().encode('%PDF-1.7 original, unredacted');

describe('kept original PDFs', () => {
  it('stores nothing unless the person opted in', () => {
    expect(documentRecord(pdf, false, 0)).toBeUndefined();
    expect(documentRecord(pdf, true, 0)?.bytes).toBe(pdf);
  });

  it(`reopens a kept PDF for ${KEEP_DOCUMENT_DAYS} days, not after`, () => {
    const opened = Date.UTC(2026, 0, 1);
    const record = documentRecord(pdf, true, opened);
    expect(usableDocument(record, true, opened + (KEEP_DOCUMENT_DAYS - 1) * DAY)).toBe(pdf);
    expect(usableDocument(record, true, opened + KEEP_DOCUMENT_DAYS * DAY)).toBeUndefined();
  });

  it('does not reopen a kept PDF once keeping is turned off', () => {
    const record = documentRecord(pdf, true, 0);
    expect(usableDocument(record, false, 1)).toBeUndefined();
  });

  it('never reopens bare bytes an older version kept without asking', () => {
    expect(usableDocument(pdf, true, 0)).toBeUndefined();
  });
});
