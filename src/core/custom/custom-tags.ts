import { isPredefinedTag, type TextTag, TEXT_TAGS } from '../contract/tags';
import type { Entity } from '../contract/types';
import type { DocumentModel } from '../document/model';
import { customEntities } from './custom-entities';
import { readRegexLiteral } from './instruction-literals';
import { interpretInstruction } from './interpret-instruction';
import { findModelCustomSpans } from './model-spans';
import { emptyPlan, type CustomPlan } from './plan';
import type { InstructionModel } from './ports';
import { runPlan, type DetectSpans } from './run-plan';

/** How one custom tag will be served, or why it cannot be. */
export type CustomTagPlan =
  | { tag: string; label: string; plan: CustomPlan }
  | { tag: string; label: string; refused: string };

const TEXT_TAG_SET: ReadonlySet<string> = new Set(TEXT_TAGS);

/**
 * Reads a custom tag for the built-in interpreter: `label=/regex/flags` is a pattern reported as
 * `label`; a predefined tag's name is that kind; a tag naming a kind in plain words ("employee
 * names", "Kontonummern") is that kind. Anything else cannot be served without a language model.
 */
export function planCustomTag(tag: string): CustomTagPlan {
  const eq = tag.indexOf('=');
  if (
    eq > 0 &&
    tag
      .slice(eq + 1)
      .trimStart()
      .startsWith('/')
  ) {
    const label = tag.slice(0, eq).trim();
    const written = tag.slice(eq + 1).trim();
    const regex = readRegexLiteral(written, 0);
    if (!regex || regex.end !== written.length) {
      return { tag, label, refused: `'${tag}' (the pattern must be written as /regex/flags)` };
    }
    if (!regex.pattern) return { tag, label, refused: `'${tag}' (${regex.invalid})` };
    return { tag, label, plan: { ...emptyPlan(), patterns: [regex.pattern] } };
  }
  const upper = tag.toUpperCase();
  if (isPredefinedTag(upper)) {
    if (!TEXT_TAG_SET.has(upper)) {
      return { tag, label: tag, refused: `'${tag}' (visual tags are not found in text)` };
    }
    return {
      tag,
      label: tag,
      plan: { ...emptyPlan(), kinds: [{ kind: { tags: [upper as TextTag] }, phrase: tag }] },
    };
  }
  const plan = interpretInstruction(tag);
  if (plan.kinds.length > 0 && plan.notUnderstood.length === 0 && plan.terms.length === 0) {
    return { tag, label: tag, plan: { ...emptyPlan(), kinds: plan.kinds } };
  }
  return { tag, label: tag, refused: `'${tag}' (it names no kind of data the detectors know)` };
}

/** What serving the custom tags gave: entities tagged with their custom tag, and notes. */
export interface CustomTagResult {
  entities: Entity[];
  notes: string[];
}

/**
 * Serves the request's custom tags on the standard endpoints: by the configured language model
 * when there is one (asked for each tag; `label=/regex/` tags stay patterns), by the built-in
 * interpreter otherwise. Every entity carries its custom tag as `entity_group`; tags that cannot
 * be served are named in a note.
 */
export async function serveCustomTags(
  document: DocumentModel,
  customTags: readonly string[],
  detect: DetectSpans,
  model?: InstructionModel,
): Promise<CustomTagResult> {
  const result: CustomTagResult = { entities: [], notes: [] };
  if (customTags.length === 0) return result;
  const refused: string[] = [];
  for (const tag of customTags) {
    const read = planCustomTag(tag);
    // A pattern is exact by itself; every other tag is the model's to read when there is one.
    const isPattern = 'plan' in read && read.plan.patterns.length > 0;
    if (model && !isPattern) {
      const found = await findModelCustomSpans(
        document.text,
        `Find every ${tag} in the text.`,
        model,
      );
      result.entities.push(...customEntities(document, found.spans, tag));
      continue;
    }
    if ('refused' in read) {
      refused.push(read.refused);
      continue;
    }
    const spans = await runPlan(document.text, read.plan, detect);
    result.entities.push(...customEntities(document, spans, read.label));
  }
  if (refused.length > 0) {
    result.notes.push(
      `Custom tags ${refused.join(', ')} could not be served by the built-in interpreter and ` +
        'were not searched; name a kind of data (e.g. employee names), write label=/regex/, or ' +
        'configure a language model in Settings.',
    );
  }
  return result;
}
