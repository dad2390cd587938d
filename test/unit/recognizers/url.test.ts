import { describe, expect, it } from 'vitest';
import { urlRecognizer } from '../../../src/core/detect/recognizers/url';
import { found } from './textual-helpers';

describe('urlRecognizer', () => {
  it.each([
    ['Visit us (https://pdf-redaction.com).', 'https://pdf-redaction.com'],
    ['see www.example.org/path?q=1.', 'www.example.org/path?q=1'],
    ['ftp://files.example.net/a.zip, then', 'ftp://files.example.net/a.zip'],
    ['https://en.wikipedia.org/wiki/Foo_(bar).', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ['docs at example.com/about', 'example.com/about'],
    ['Website: example.com', 'example.com'],
    ['Sitio web: ejemplo.es', 'ejemplo.es'],
  ])('finds the URL in %j', (text, expected) => {
    expect(found(urlRecognizer, text)).toEqual([expected]);
  });

  it.each([
    'example.com',
    'write to john@example.com',
    'open report.pdf',
    'Node.js and e.g. i.e.',
    'version 1.2.3',
    'http:// alone',
  ])('ignores %j', (text) => {
    expect(found(urlRecognizer, text)).toEqual([]);
  });
});
