import { describe, expect, it } from 'vitest';
import { spanOver, untouched } from './span-probes';

// Issue 15 (R1, session of 24 Nov 15:55): links a narrow cell or column wrapped where a link
// cannot end (after '=', '?', '&', '-') or after a path's slash before a path-like token, and a
// space a text layer put after the scheme; the next line's words stay out otherwise.

describe('wrapped links', () => {
  it.each([
    ['Portal: https://portal.example.com/p?id=\n8812', 'https://portal.example.com/p?id=\n8812'],
    ['Profil https://linkedin.com/in/\nMaria-Lopez', 'https://linkedin.com/in/\nMaria-Lopez'],
    [
      'Dossier : https://portal.example.fr/Patients/\nRecords/8812',
      'https://portal.example.fr/Patients/\nRecords/8812',
    ],
    ['Ссылка: https://example.ru/profile/\nivanov42', 'https://example.ru/profile/\nivanov42'],
    ['Web https:// www.example.com', 'https:// www.example.com'],
  ])('%j: the URL box is %j', (text, url) => {
    expect(spanOver(text, url)?.tag).toBe('URL');
  });

  it("leaves the next line's words out after a link that can end there", () => {
    expect(untouched('See https://example.com/\nContact us today', 'Contact')).toBe(true);
    expect(untouched('Visit https://example.com/help\nThank you', 'Thank')).toBe(true);
  });
});
