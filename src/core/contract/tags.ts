/** The 22 predefined tags of the contract (the 19 text tags plus the three visual ones). */
export const TEXT_TAGS = [
  'DATE',
  'PERSON_NAME',
  'ORGANIZATION',
  'LOCATION',
  'EMAIL',
  'PHONE',
  'ID',
  'ACCOUNT',
  'ZIP_CODE',
  'ADDRESS',
  'IP',
  'URL',
  'SSN',
  'DRIVER_LICENSE',
  'PASSPORT',
  'PASSWORD',
  'AGE',
  'CREDIT_CARD',
  'MONEY_AMOUNT',
] as const;

/** Tags that are not found in text but in page images (a later issue detects them). */
export const VISUAL_TAGS = ['SIGNATURE', 'QR_CODE', 'FACE'] as const;

/** Every predefined tag accepted on every operation (decisions.md: all 22 everywhere). */
export const ALL_TAGS = [...TEXT_TAGS, ...VISUAL_TAGS] as const;

/** One predefined tag. */
export type PredefinedTag = (typeof ALL_TAGS)[number];

/** A tag found in text. */
export type TextTag = (typeof TEXT_TAGS)[number];

/** The tag the custom-prompt operation reports. */
export const CUSTOM_TAG = 'CUSTOM';

/** Any entity group an entity may carry: predefined, `CUSTOM`, or a caller's custom tag. */
export type EntityGroup = PredefinedTag | typeof CUSTOM_TAG | (string & {});

const TAG_SET: ReadonlySet<string> = new Set(ALL_TAGS);

/** True when `value` is one of the 22 predefined tags. */
export function isPredefinedTag(value: string): value is PredefinedTag {
  return TAG_SET.has(value);
}
