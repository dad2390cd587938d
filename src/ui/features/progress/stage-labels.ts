import type { StageName } from '../../types';

/** What each pipeline stage does, in words a user understands. */
export const STAGE_LABELS: Record<StageName, string> = {
  PdfDataToDocument: 'Reading the text',
  PdfDataToSingleImage: 'Rendering the pages',
  Ocr: 'Recognising text in images',
  Ner: 'Finding personal data',
  VisualDetection: 'Looking for signatures, faces and codes',
  ImageDrawBoxes: 'Blacking out',
  SingleImageToPdf: 'Writing the PDF',
};
