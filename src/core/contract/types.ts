import type { EntityGroup } from './tags';

/**
 * A region of a page covering (part of) an entity.
 * Coordinates are PDF points from the top-left corner of the page as displayed (after /Rotate
 * and CropBox), y downwards. x/y/width/height is the axis-aligned rectangle that covers the
 * glyphs; `angle` is the text direction in degrees counter-clockwise (0 for upright text).
 */
export interface Box {
  text: string;
  score: number;
  x: number;
  y: number;
  width: number;
  height: number;
  angle: number;
  /** 1-based page number (the project's one extension field). */
  page: number;
}

/** One detected entity: a tag, the text, its offsets in the document text and its boxes. */
export interface Entity {
  entity_group: EntityGroup;
  score: number;
  word: string;
  /** UTF-16 offset into the `\f`-joined document text. */
  start: number;
  end: number;
  boxes: Box[];
}

/** The `detected_pii` object (always a single object, never the array variant). */
export interface DetectedPii {
  path: string;
  entities: Entity[];
  exception: string;
  json: string;
}

/** Stage names of the contract, in pipeline order. */
export const STAGE_NAMES = [
  'PdfDataToDocument',
  'PdfDataToSingleImage',
  'Ocr',
  'Ner',
  'VisualDetection',
  'ImageDrawBoxes',
  'SingleImageToPdf',
] as const;

/** One processing stage name. */
export type StageName = (typeof STAGE_NAMES)[number];

/** `processing_time`: seconds, total and per stage that ran. */
export interface ProcessingTime {
  total: number;
  stages: Partial<Record<StageName, number>>;
}

/** Body of the detection operations. */
export interface DetectResponse {
  detected_pii: DetectedPii;
  processing_time: ProcessingTime;
}

/** Body of `/api/anonymize/pdf` (base64 output PDF). */
export interface AnonymizeResponse {
  pdf: string;
  detected_pii: DetectedPii;
  processing_time: ProcessingTime;
}

/** Validation error item, FastAPI/pydantic style. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** 422 body. */
export interface ValidationErrorBody {
  detail: ValidationIssue[];
}

/** 400/401/413/415 body. */
export interface DetailErrorBody {
  detail: string;
}

/** Error codes of the application error body. */
export type AppErrorCode = 'LLM_CALL_ERROR' | 'INTERNAL_ERROR';

/** 500/502 body. */
export interface AppErrorBody {
  error_code: AppErrorCode;
  message: string;
}
