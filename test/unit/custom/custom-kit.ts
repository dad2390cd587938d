import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Page lines of the custom-instruction test document: requested terms on every page, and look-alikes. */
export const CUSTOM_PAGES: readonly string[][] = [
  [
    'Project Falcon kick-off notes',
    'Patient: Maria Lopez, date of birth: 12/03/1980.',
    'Follow-up visit on 05/06/2024 with Dr. Alan Reed.',
    'Falconry club and project falcons are not the project.',
    'Codes AB-1234 and AB-99 were issued.',
  ],
  [
    'Status of PROJECT   FALCON after review',
    'Alpha team and Al Jones met about Beta.',
    'Call +1 415 555 0132 about Projéct Falcon.',
  ],
];

/** A two-page PDF of `CUSTOM_PAGES`, Helvetica 12 pt, built with pdf-lib. */
export async function buildCustomPdf(
  pages: readonly string[][] = CUSTOM_PAGES,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 72, y: 760 - i * 22, size: 12, font }));
  }
  return doc.save();
}
