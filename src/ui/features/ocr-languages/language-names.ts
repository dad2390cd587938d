import type { OcrLanguage } from '../../../core/contract/languages';

/** Each OCR language's name, as the list shows it. */
export const LANGUAGE_NAMES: Record<OcrLanguage, string> = {
  eng: 'English',
  spa: 'Spanish',
  fra: 'French',
  deu: 'German',
  ita: 'Italian',
  por: 'Portuguese',
  rus: 'Russian',
};
