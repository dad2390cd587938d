/**
 * Values across line ends, in two columns, in wrapped table cells and in running footers, end
 * to end: a generated PDF is read back through the real reader, each value must be covered by
 * the detected entities with boxes on every line it is written on, and the anonymized output
 * must not hold any piece of it, by poppler's text extraction and by OCR of the rendered pages.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS, DEFAULT_DETECT_OPTIONS } from '../../src/core/contract/options';
import type { Entity } from '../../src/core/contract/types';
import { loadDocument } from '../../src/core/document/load-document';
import type { DocumentModel } from '../../src/core/document/model';
import { anonymize, detect } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { folded, missingNativeTools, pdftotext, tesseractOfRender } from '../setup/native-tools';

const engine = createNodePdfEngine();
const SIZE = 10;
const LEADING = 14;

/** Draws `lines` from (x, top) down, one per baseline. */
function lines(page: PDFPage, font: PDFFont, x: number, top: number, text: string[]): void {
  text.forEach((line, i) => page.drawText(line, { x, y: top - i * LEADING, size: SIZE, font }));
}

/** Two pages: a two-column letter (drawn column after column), a table with wrapped cells. */
async function buildLayoutPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];

  const one = doc.addPage([width, height]);
  one.drawText('Harbor View Lettings Ltd', { x: 50, y: height - 50, size: 14, font: bold });
  lines(one, font, 50, height - 90, [
    'If you have any questions about this account,',
    'please call our lettings office at (503) 555-',
    '1000 during business hours. The social security',
    'number we hold for the tenant is 521-',
    '40-1234, and the deposit is paid to IBAN DE89 3704',
    '0044 0532 0130 00 at the landlord’s own bank. The',
    'tenant under this agreement is Katharina',
    'Schneider, who has been residing at 104',
    'Kingsbury Crescent, Suite 302, Burlington, VT.',
  ]);
  lines(one, font, 320, height - 90, [
    'Copies of the signed lease are sent to the',
    'tenant by e-mail at katharina.schneider-',
    'wolf@example.com and the documents are kept',
    'online at https://lettings.example.com/',
    'cases/0000014/documents until the lease ends.',
    'The city had 273.879.750',
  ]);
  // A footnote mark raised in a smaller size after a number (no phone number).
  one.drawText('1', {
    x: 320 + font.widthOfTextAtSize('The city had 273.879.750', SIZE) + 0.5,
    y: height - 90 - 5 * LEADING + 4,
    size: 6,
    font: font,
  });
  one.drawText('Harbor View Lettings Ltd · Lease 2025 · Page 1', {
    x: 50,
    y: 40,
    size: 8,
    font: font,
  });

  const two = doc.addPage([width, height]);
  lines(two, bold, 50, height - 60, ['Case register']);
  two.drawText('Opened', { x: 50, y: height - 90, size: SIZE, font: bold });
  two.drawText('Client', { x: 150, y: height - 90, size: SIZE, font: bold });
  two.drawText('Phone', { x: 320, y: height - 90, size: SIZE, font: bold });
  // One row, drawn cell after cell; the date and the phone number wrap inside their cells.
  lines(two, font, 50, height - 110, ['13 December', '2025']);
  lines(two, font, 150, height - 110, ['Priya Venkataraman']);
  lines(two, font, 320, height - 110, ['+49 (0)89 729', '7984']);
  lines(two, font, 50, height - 160, [
    'The register is kept by the office for the tenant Schneider and',
    'is checked every week by the lettings manager of the company.',
  ]);
  two.drawText('Schneider · Lease 2025 · Harbor View Lettings Ltd · Page 2', {
    x: 50,
    y: 40,
    size: 8,
    font: font,
  });
  return doc.save({ useObjectStreams: false });
}

/** The values the PDF holds, as the document text reads them (line ends included). */
const VALUES: Array<{ page: number; text: string }> = [
  { page: 1, text: '(503) 555-\n1000' },
  { page: 1, text: '521-\n40-1234' },
  { page: 1, text: 'DE89 3704\n0044 0532 0130 00' },
  { page: 1, text: 'Katharina\nSchneider' },
  { page: 1, text: '104\nKingsbury Crescent, Suite 302' },
  { page: 1, text: 'katharina.schneider-\nwolf@example.com' },
  { page: 1, text: 'https://lettings.example.com/\ncases/0000014/documents' },
  { page: 1, text: 'Harbor View Lettings Ltd' },
  { page: 2, text: '13 December\n2025' },
  { page: 2, text: '+49 (0)89 729\n7984' },
  { page: 2, text: 'Schneider' },
];

/** Pieces of the values that must not survive anonymization (distinctive enough to search). */
const SECRETS = [
  '(503)',
  '40-1234',
  'DE89',
  '0532',
  'Katharina',
  'Schneider',
  'Kingsbury',
  'wolf@example',
  'lettings.example',
  '0000014',
  'Venkataraman',
  '7984',
];

/** Offsets of every occurrence of `value` on `page` of the document text. */
function occurrences(doc: DocumentModel, page: number, value: string): number[] {
  const p = doc.pages[page - 1]!;
  const found: number[] = [];
  for (let at = p.text.indexOf(value); at !== -1; at = p.text.indexOf(value, at + 1))
    found.push(p.offset + at);
  return found;
}

describe('values across line ends, columns, table cells and footers', () => {
  let pdf: Uint8Array;
  let doc: DocumentModel;
  let entities: Entity[];

  beforeAll(async () => {
    pdf = await buildLayoutPdf();
    const source = await engine.open(pdf);
    doc = await loadDocument(source).finally(() => source.close());
    entities = (await detect(engine, pdf, DEFAULT_DETECT_OPTIONS)).detected_pii.entities;
  });

  it('reads the columns one after the other and the footnote mark apart from its number', () => {
    for (const value of VALUES) {
      expect(occurrences(doc, value.page, value.text), JSON.stringify(value.text)).not.toEqual([]);
    }
    expect(doc.text).toContain('273.879.750 1');
    const number = doc.text.indexOf('273.879.750');
    expect(
      entities.some((e) => e.entity_group === 'PHONE' && e.start <= number && number < e.end),
    ).toBe(false);
  });

  it('covers every character of every value, with a box on each line it is written on', () => {
    const problems: string[] = [];
    for (const value of VALUES) {
      for (const at of occurrences(doc, value.page, value.text)) {
        const end = at + value.text.length;
        const touching = entities.filter((e) => e.start < end && at < e.end);
        const bare = [...value.text].some(
          (ch, i) => /\S/.test(ch) && !touching.some((e) => e.start <= at + i && at + i < e.end),
        );
        // Every word of the value lies under a box of a covering entity on its page.
        const words = doc.pages[value.page - 1]!.words.filter((w) => w.start < end && at < w.end);
        const boxes = touching.flatMap((e) => e.boxes).filter((b) => b.page === value.page);
        const unboxed = words.filter((w) => {
          const cx = w.box.x + w.box.width / 2;
          const cy = w.box.y + w.box.height / 2;
          return !boxes.some(
            (b) => b.x <= cx && cx <= b.x + b.width && b.y <= cy && cy <= b.y + b.height,
          );
        });
        if (bare || unboxed.length > 0)
          problems.push(
            `${JSON.stringify(value.text)} p${value.page}: ${bare ? 'characters uncovered' : ''} ` +
              `${unboxed.map((w) => `"${w.text}" without a box`).join(', ')} (found: ${
                touching.map((e) => `${e.entity_group} ${JSON.stringify(e.word)}`).join(', ') ||
                'nothing'
              })`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('marks the surname in the footer of the second page as the same person', () => {
    const footer = doc.pages[1]!.offset + doc.pages[1]!.text.lastIndexOf('Schneider');
    const hit = entities.find((e) => e.start <= footer && footer < e.end);
    expect(hit?.entity_group).toBe('PERSON_NAME');
  });

  it('needs poppler and tesseract', () => expect(missingNativeTools()).toEqual([]));

  it('leaves no piece of any value in the anonymized output (pdftotext and OCR)', async () => {
    const input = folded(pdftotext(pdf));
    for (const secret of SECRETS) expect(input, secret).toContain(folded(secret));
    const output = (await anonymize(engine, pdf, DEFAULT_ANONYMIZE_OPTIONS)).pdf;
    const text = folded(pdftotext(output));
    const ocr = folded(tesseractOfRender(output));
    expect(text).toContain(folded('lettings office')); // the rest stays readable
    expect(SECRETS.filter((s) => text.includes(folded(s)))).toEqual([]);
    expect(SECRETS.filter((s) => ocr.includes(folded(s)))).toEqual([]);
  }, 120_000);
});
