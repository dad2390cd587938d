import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Builds an `n`-page document (US Letter), each page with its number and one e-mail address. */
export async function buildManyPagesPdf(n: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= n; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Page ${i} of ${n}`, { x: 72, y: 720, size: 18, font });
    page.drawText(`Contact: person${i}@example.com about the account review.`, {
      x: 72,
      y: 680,
      size: 12,
      font,
    });
  }
  return pdf.save({ updateFieldAppearances: false });
}
