// The documents of the speed table (scripts/bench-speed.ts), built with the test fixture
// builders: a 12-page residential lease with a text layer, and the same kind of text as a
// 12-page degraded 200-dpi scan (noise, speckles, blur, skew, low JPEG quality).
import { PDFDocument } from 'pdf-lib';
import { FixtureBuilder, PAGE_SIZES } from '../test/fixtures/fixture-builder';
import type { TextStyle } from '../test/fixtures/page-writer';
import { Prng } from '../test/fixtures/prng';
import type { ScanLine } from '../test/fixtures/scans/scan-content';
import { scanPage, type ScanStyle } from '../test/fixtures/scans/scan-raster';

const PAGES = 12;

const TENANTS = ['Margaret Ellison', 'Jonathan Reeves', 'Amira Haddad', 'Lukas Brandt'];
const STREETS = ['14 Harbour Road', '27 Maple Avenue', '3 Station Lane', '88 Elm Drive'];
const CLAUSES = [
  'The Tenant shall pay the rent monthly in advance on the first day of each month by bank transfer.',
  'The Landlord shall keep the structure and exterior of the premises in good and substantial repair.',
  'The Tenant shall not assign, sublet or part with possession of the premises without written consent.',
  'The deposit is held in a government-approved scheme and is returned within ten days of the end of the term.',
  'The Tenant shall allow the Landlord access for inspection on twenty-four hours written notice.',
  'Either party may end this agreement after the fixed term by giving two months notice in writing.',
  'The Tenant is responsible for council tax, water, gas, electricity and telephone charges.',
  'No alterations or additions shall be made to the premises without the prior consent of the Landlord.',
];

/** The personal data of page `page` (changes from page to page, like a real file of leases). */
function partiesOf(page: number) {
  const rng = new Prng(page * 104729);
  const digits = (n: number) =>
    Array.from({ length: n }, () => Math.floor(rng.next() * 10)).join('');
  const tenant = TENANTS[page % TENANTS.length]!;
  return {
    tenant,
    email: `${tenant.toLowerCase().replace(' ', '.')}@example.com`,
    phone: `+44 20 7946 ${digits(4)}`,
    address: `${STREETS[page % STREETS.length]}, London`,
    iban: `GB${digits(2)} WEST ${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`,
    date: `${1 + (page % 27)} March 2024`,
  };
}

/** The lines of one lease page, personal data included. */
function leaseLines(page: number, pages = PAGES): string[] {
  const p = partiesOf(page);
  const lines = [
    `Residential tenancy agreement, schedule ${page} of ${pages}`,
    `This agreement is made on ${p.date} between Northbridge Lettings Ltd and ${p.tenant}.`,
    `The Tenant, ${p.tenant}, of ${p.address}, can be reached at ${p.email} or ${p.phone}.`,
    `Rent is paid to the account with IBAN ${p.iban}.`,
  ];
  for (let i = 0; lines.length < 30; i++) lines.push(CLAUSES[(page + i) % CLAUSES.length]!);
  return lines;
}

/** The 12-page lease with a text layer (Helvetica, wrapped paragraphs); `pages` for more. */
export async function buildLease(pages = PAGES): Promise<Uint8Array> {
  const f = await FixtureBuilder.create(`bench-lease-${pages}`);
  const body: TextStyle = { font: f.font('Helvetica'), size: 10.5 };
  for (let page = 1; page <= pages; page++) {
    const writer = f.addPage(PAGE_SIZES.a4);
    let y = 72;
    for (const line of leaseLines(page, pages))
      y = writer.paragraph(line, 64, y, writer.width - 128, body, 14) + 6;
  }
  return (await f.finish()).pdf;
}

/** A scanner's faults: 200 dpi, grey noise, speckles, soft focus, skew, heavy JPEG. */
const DEGRADED: ScanStyle = {
  dpi: 200,
  skew: 1.2,
  turn: 0,
  noise: 28,
  speckle: 0.002,
  blur: 0.8,
  quality: 0.6,
  font: 'DejaVu Sans',
  fontSize: 11,
  seed: 7,
};

/** The lease's text as a 12-page degraded 200-dpi scan (image-only PDF); `pages` for more. */
export async function buildDegradedScan(pages = PAGES): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let page = 1; page <= pages; page++) {
    // Lines short enough for the page at 11 px (scanPage draws each line as given).
    const lines: ScanLine[] = leaseLines(page, pages)
      .flatMap((line) => line.match(/.{1,80}(\s|$)/g) ?? [line])
      .slice(0, 30)
      .map((label) => ({ label: label.trim() }));
    const scan = await scanPage(lines, { ...DEGRADED, seed: page }, page, 72);
    const image = await doc.embedJpg(scan.jpeg);
    doc.addPage([scan.width, scan.height]).drawImage(image, {
      x: 0,
      y: 0,
      width: scan.width,
      height: scan.height,
    });
  }
  return doc.save();
}
