/** OCR languages the contract allows, in the lower-case form used internally. */
export const OCR_LANGUAGES = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'rus'] as const;

/** One OCR language code. */
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

const LANGUAGE_SET: ReadonlySet<string> = new Set(OCR_LANGUAGES);

/** Normalises a language code case-insensitively; returns undefined when it is not allowed. */
export function parseOcrLanguage(value: string): OcrLanguage | undefined {
  const lower = value.trim().toLowerCase();
  return LANGUAGE_SET.has(lower) ? (lower as OcrLanguage) : undefined;
}
