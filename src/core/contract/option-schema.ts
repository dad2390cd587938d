import { z } from 'zod';
import { OCR_LANGUAGES } from './languages';
import { ALL_TAGS } from './tags';

/** A predefined tag, upper-cased; an unknown tag is an error naming the value. */
export const tagSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(
    z.enum(ALL_TAGS, {
      error: (issue) =>
        `'${String(issue.input)}' is not a known tag; expected one of ${ALL_TAGS.join(', ')}`,
    }),
  );

/** An OCR language, case-insensitive, normalised to lower case. */
export const ocrLanguageSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z.enum(OCR_LANGUAGES, {
      error: (issue) =>
        `'${String(issue.input)}' is not a supported OCR language; expected one of ${OCR_LANGUAGES.join(', ')}`,
    }),
  );

/** The detection options every operation shares, with the contract's defaults. */
export const detectOptionsSchema = z.object({
  tags: z.array(tagSchema).default([]),
  custom_tags: z
    .array(z.string().trim().min(1))
    .nullish()
    .transform((v) => v ?? []),
  force_ocr: z.boolean().default(false),
  ocr_langs: z.array(ocrLanguageSchema).default(['eng']),
  rotated_text: z.boolean().default(false),
  min_chunk_size: z.number().int().min(0).default(0),
});

/** The anonymize options: detection plus `redact_text`. */
export const anonymizeOptionsSchema = detectOptionsSchema.extend({
  redact_text: z.boolean().default(true),
});

/**
 * The processing limits as request fields (extension fields, snake_case like the contract's):
 * `max_pages` (0: none), `max_page_pixels`, `page_time_limit_ms` (0: none).
 */
export const limitOptionsSchema = z.object({
  max_pages: z.number().int().min(0).default(0),
  max_page_pixels: z.number().int().min(1_000_000).default(40_000_000),
  page_time_limit_ms: z.number().int().min(0).default(0),
});
