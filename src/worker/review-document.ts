import type { DetectOptions } from '../core/contract/options';
import type { Box } from '../core/contract/types';
import { boxesForRange } from '../core/document/entity-boxes';
import type { DocumentModel } from '../core/document/model';
import { detectWith, type PipelineDeps, standardDetection } from '../core/pipeline/operations';
import type { OperationHooks } from '../core/pipeline/progress';
import type { PdfEngine } from '../core/platform/ports';
import { type SearchQuery, searchText } from '../core/review/search';
import { TEXT_TAGS, VISUAL_TAGS } from '../core/contract/tags';
import type { Entity } from '../core/contract/types';
import { findPii } from '../core/detect/find-pii';
import {
  type EntitySource,
  entitySourceKey,
  type ReviewDetectResult,
  type SearchMatches,
} from './protocol';

/**
 * Detection for the review workspace: the same steps as `detect`, keeping the analysed
 * document (its text, and the glyph geometry that maps text ranges to boxes) so that a search
 * during the review can be answered without reading (or OCRing) the PDF again.
 */
export async function detectForReview(
  engine: PdfEngine,
  data: Uint8Array,
  options: DetectOptions,
  hooks: OperationHooks,
  deps: PipelineDeps,
): Promise<{ response: ReviewDetectResult; document: DocumentModel }> {
  const standard = standardDetection(options, deps);
  let document: DocumentModel | undefined;
  const response = await detectWith(engine, data, options, hooks, async (source, timer, h) => {
    const run = await standard(source, timer, h);
    document = run.document;
    return run;
  });
  if (!document) throw new Error('Detection finished without reading the document.');
  const entitySources = sourcesOf(
    response.detected_pii.entities,
    document.text,
    options,
    deps.ner !== undefined,
  );
  return { response: { ...response, entitySources }, document };
}

/** Searches a kept document: every match with the boxes covering it on its page. */
export function searchDocument(document: DocumentModel, query: SearchQuery): SearchMatches {
  const result = searchText(document.text, query);
  if (!result.ok) return { ok: false, message: result.message };
  return {
    ok: true,
    matches: result.ranges.map((r) => ({
      start: r.start,
      end: r.end,
      word: document.text.slice(r.start, r.end),
      boxes: boxesForRange(document, r.start, r.end) satisfies Box[],
    })),
  };
}

const TEXT_TAG_SET: ReadonlySet<string> = new Set(TEXT_TAGS);
const VISUAL_TAG_SET: ReadonlySet<string> = new Set(VISUAL_TAGS);

/**
 * Which detector found each entity. The core merges rule and model spans without saying which
 * was which, so when a model ran the rules are run again (cheap next to the model): an entity
 * equal to a rule span is the rules', one overlapping a rule span of its tag was merged, the
 * rest are the model's.
 */
export function sourcesOf(
  entities: readonly Entity[],
  text: string,
  options: Pick<DetectOptions, 'tags' | 'customTags'>,
  modelRan: boolean,
): Record<string, EntitySource> {
  const custom = new Set(options.customTags);
  const tags = options.tags.filter((t): t is (typeof TEXT_TAGS)[number] => TEXT_TAG_SET.has(t));
  const rules = modelRan ? findPii(text, tags) : [];
  const sources: Record<string, EntitySource> = {};
  for (const e of entities) {
    const sameTag = rules.filter((r) => r.tag === e.entity_group);
    sources[entitySourceKey(e)] = VISUAL_TAG_SET.has(e.entity_group)
      ? 'image'
      : custom.has(e.entity_group)
        ? 'custom'
        : !modelRan || sameTag.some((r) => r.start === e.start && r.end === e.end)
          ? 'rule'
          : sameTag.some((r) => r.start < e.end && e.start < r.end)
            ? 'rule and model'
            : 'model';
  }
  return sources;
}
