import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Values the workspace tests look for (invented). */
export const WORKSPACE_PII = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  ssn: '123-45-6789',
  /** A long case number with nothing around it that says it is personal data. */
  caseNumber: '00481516',
} as const;

/** A one-page letter with ordinary PII, a term to search for and a bare long number. */
export async function buildWorkspaceLetter(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = [
    'Settlement review',
    '',
    `Name: ${WORKSPACE_PII.name}`,
    `Email: ${WORKSPACE_PII.email}`,
    `SSN: ${WORKSPACE_PII.ssn}`,
    '',
    'Project Falcon is discussed below. Project Falcon ends in May.',
    `Our file ${WORKSPACE_PII.caseNumber} stays open until the review ends.`,
    'Thank you for your letter.',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 72, y: 700 - i * 22, size: 12, font }));
  return pdf.save({ updateFieldAppearances: false });
}
