// `npx tsx scripts/write-sample-pdf.ts`: writes public/sample-letter.pdf, the made-up letter the
// first screen offers to try (every name and number in it is invented). Run again after a change.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const LINES = [
  'Riverside Legal Services - Client intake',
  '',
  'Client: Jane Doe',
  'Email: jane.doe@example.com      Phone: +1 415 555 0134',
  'SSN: 123-45-6789',
  'Address: 1200 Market Street, San Francisco, CA 94102',
  '',
  'Dear Ms. Doe,',
  'Thank you for your letter of March 3. We reviewed your file with Dr. Alan Whitfield and',
  'confirmed the payment to account DE89 3704 0044 0532 0130 00 on your behalf.',
  'Please call our office if anything in this summary is not correct.',
  '',
  'Kind regards,',
  'Maria Gonzalez, Case Manager',
];

const pdf = await PDFDocument.create();
pdf.setTitle('Obscura sample letter (invented data)');
const font = await pdf.embedFont(StandardFonts.Helvetica);
const page = pdf.addPage([612, 792]);
LINES.forEach((text, i) => page.drawText(text, { x: 64, y: 720 - i * 20, size: 11, font }));
writeFileSync('public/sample-letter.pdf', await pdf.save({ updateFieldAppearances: false }));
console.log('wrote public/sample-letter.pdf');
