import { describe, expect, it } from 'vitest';
import {
  anonymizedFileName,
  attachmentDisposition,
} from '../../../src/core/api/content-disposition';
import { parseRequestUrl } from '../../../src/core/api/request-url';
import { tooLargeMessage } from '../../../src/core/api/size-limit';

describe('tooLargeMessage', () => {
  const MB = 1024 * 1024;
  it('says nothing when the document fits', () => {
    expect(tooLargeMessage(MB, MB)).toBeUndefined();
  });
  it('shows enough decimals for the two sizes to differ', () => {
    expect(tooLargeMessage(52.4 * MB, 50 * MB)).toBe(
      'The PDF is 52.4 MB; the largest accepted is 50 MB.',
    );
    expect(tooLargeMessage(50 * MB + 1000, 50 * MB)).toBe(
      'The PDF is 50.001 MB; the largest accepted is 50 MB.',
    );
  });
});

describe('parseRequestUrl', () => {
  it('splits path and decoded query, keeping repeats in order', () => {
    expect(parseRequestUrl('/api/x?tags=A&tags=B%2CC&ocr_langs=eng+spa&bad=%E0')).toEqual({
      path: '/api/x',
      query: [
        ['tags', 'A'],
        ['tags', 'B,C'],
        ['ocr_langs', 'eng spa'],
        ['bad', '%E0'],
      ],
    });
    expect(parseRequestUrl('https://host:1/api/y#frag').path).toBe('/api/y');
  });
});

describe('file names', () => {
  it('keeps the stem and replaces only a .pdf extension', () => {
    expect(anonymizedFileName('scan.tar.gz')).toBe('scan.tar.gz-anonymized.pdf');
    expect(anonymizedFileName('/a/b/Letter.Pdf')).toBe('Letter-anonymized.pdf');
  });
  it('escapes the RFC 5987 characters encodeURIComponent leaves alone', () => {
    expect(attachmentDisposition("l'été (1)*.pdf")).toBe(
      `attachment; filename="l'ete (1)*.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.pdf`,
    );
  });
});
