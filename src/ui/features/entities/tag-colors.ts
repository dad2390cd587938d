import type { PredefinedTag } from '../../../core/contract/tags';

/** One colour per predefined tag, chosen to stay distinguishable on white and dark pages. */
const TAG_COLORS: Record<PredefinedTag, string> = {
  PERSON_NAME: '#e6194b',
  EMAIL: '#3cb44b',
  PHONE: '#4363d8',
  SSN: '#f58231',
  ADDRESS: '#911eb4',
  DATE: '#42d4f4',
  ORGANIZATION: '#f032e6',
  LOCATION: '#9a6324',
  ID: '#469990',
  ACCOUNT: '#800000',
  ZIP_CODE: '#808000',
  IP: '#000075',
  URL: '#2f8f2f',
  DRIVER_LICENSE: '#e6a800',
  PASSPORT: '#5d3fd3',
  PASSWORD: '#c2185b',
  AGE: '#00897b',
  CREDIT_CARD: '#d84315',
  MONEY_AMOUNT: '#558b2f',
  SIGNATURE: '#6d4c41',
  QR_CODE: '#546e7a',
  FACE: '#ad1457',
};

/** Colours for caller-defined tags, picked by a stable hash of the tag's name. */
const EXTRA_COLORS = ['#7b1fa2', '#0277bd', '#ef6c00', '#2e7d32', '#c62828', '#4e342e'];

/** The colour of a tag: fixed for the predefined ones, stable for any other. */
export function tagColor(tag: string): string {
  const fixed = (TAG_COLORS as Record<string, string>)[tag];
  if (fixed) return fixed;
  let hash = 0;
  for (const ch of tag) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return EXTRA_COLORS[hash % EXTRA_COLORS.length] ?? '#777';
}
