import { VISUAL_TAGS } from '../contract/tags';
import type { PredefinedTag } from '../contract/tags';

/** A tag found in page images rather than in text. */
export type VisualTag = (typeof VISUAL_TAGS)[number];

const VISUAL_SET: ReadonlySet<string> = new Set(VISUAL_TAGS);

/** True for SIGNATURE, QR_CODE and FACE. */
export function isVisualTag(tag: string): tag is VisualTag {
  return VISUAL_SET.has(tag);
}

/**
 * The visual tags a request searches. Named visual tags are always searched. An empty tag list
 * ("all tags") searches them only when `searchWhenAllTags` is on (the Settings toggle, the CLI's
 * `--visual`): rendering and scanning every page costs far more than reading its text, so
 * text-only work stays fast unless the user opted in.
 */
export function visualTagsToSearch(
  tags: readonly PredefinedTag[],
  searchWhenAllTags: boolean,
): VisualTag[] {
  if (tags.length === 0) return searchWhenAllTags ? [...VISUAL_TAGS] : [];
  return VISUAL_TAGS.filter((t) => tags.includes(t));
}
