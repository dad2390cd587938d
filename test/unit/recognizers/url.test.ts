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
    // A bare domain written all in lower case or all in capitals is one without a web word.
    ['example.com', 'example.com'],
    ['Paid at vendemar.es on 12 March', 'vendemar.es'],
    ['12.03. VENDEMAR.ES MADRID 45,20 EUR', 'VENDEMAR.ES'],
    ['Bestellung bei fuchsbau.de, Lieferung morgen', 'fuchsbau.de'],
  ])('finds the URL in %j', (text, expected) => {
    expect(found(urlRecognizer, text)).toEqual([expected]);
  });

  it.each([
    'write to john@example.com',
    'open report.pdf',
    'Node.js and e.g. i.e.',
    'version 1.2.3',
    'http:// alone',
    // Mixed case is a sentence glued to the next by a lost space; short first labels are
    // abbreviations.
    'the end.In the next part',
    'siehe No.de und Fig.at',
    'Ltd.Co and 12.de',
  ])('ignores %j', (text) => {
    expect(found(urlRecognizer, text)).toEqual([]);
  });
});
