import { type CancelSignal, throwIfAborted } from '../contract/errors';
import type { StageTimer } from '../contract/stage-timer';
import type { Entity } from '../contract/types';
import { findPii } from '../detect/find-pii';
import { boxesForRange } from '../document/entity-boxes';
import { hiddenRanges, markHiddenCharacters } from '../document/hidden-characters';
import { findHiddenGlyphs } from '../document/hidden-glyphs';
import type { DocumentModel } from '../document/model';
import { unreadInkNotes } from '../document/unread-ink-notes';
import type { PdfSource } from '../platform/ports';

/**
 * Entity group of hidden text in which no recognizer finds anything more specific. An extension
 * of the contract's tags (docs/ARCHITECTURE.md, decisions): hidden text is redacted whatever
 * `tags` asks for, because it was meant to be hidden.
 */
export const HIDDEN_TEXT_TAG = 'HIDDEN_TEXT';

/** Text found hidden from view (failed earlier redactions): entities to redact and `exception` sentences. */
export interface HiddenText {
  entities: Entity[];
  notes: string[];
  /** Document ranges [start, end) of hidden text. */
  ranges: Array<[number, number]>;
  /** Pages with hidden text and how many characters each (inner spaces of a phrase counted). */
  pages: Array<{ page: number; characters: number }>;
}

/** Entities for one hidden range: what recognizers find inside it, the rest as HIDDEN_TEXT. */
function entitiesOf(document: DocumentModel, start: number, end: number): Entity[] {
  const slice = document.text.slice(start, end);
  const inside = findPii(slice).filter((s) => s.start >= 0 && s.end <= slice.length);
  const pieces: Array<{ tag: string; from: number; to: number }> = [];
  let cursor = 0;
  for (const span of inside) {
    if (span.start > cursor) pieces.push({ tag: HIDDEN_TEXT_TAG, from: cursor, to: span.start });
    pieces.push({ tag: span.tag, from: span.start, to: span.end });
    cursor = Math.max(cursor, span.end);
  }
  if (cursor < slice.length) pieces.push({ tag: HIDDEN_TEXT_TAG, from: cursor, to: slice.length });
  const entities: Entity[] = [];
  for (const piece of pieces) {
    // Trim the spaces a gap between two recognized spans may start or end with.
    let from = piece.from;
    let to = piece.to;
    while (from < to && /\s/.test(slice[from]!)) from++;
    while (to > from && /\s/.test(slice[to - 1]!)) to--;
    if (from === to) continue;
    entities.push({
      entity_group: piece.tag,
      score: 1,
      word: slice.slice(from, to),
      start: start + from,
      end: start + to,
      boxes: boxesForRange(document, start + from, start + to),
    });
  }
  return entities;
}

/** The sentence for `exception` about one page's hidden text. */
function noteFor(page: number, characters: number): string {
  const one = characters === 1;
  return (
    `Page ${page}: ${characters} ${one ? 'character was' : 'characters were'} hidden from view ` +
    `(under opaque boxes or pictures, or in the colour of the page) but ${one ? 'is' : 'are'} ` +
    'still in the file, as an earlier redaction that did not remove the text leaves them; ' +
    `${one ? 'it is' : 'they are'} treated as personal data.`
  );
}

/**
 * Finds text that the PDF paints but nobody can see: glyphs under opaque boxes drawn over them,
 * or painted in their background's colour (failed earlier redactions). Engines without
 * `pageDrawing` find none. A page whose drawing cannot be read is named in a note.
 */
export async function findHiddenText(
  source: PdfSource,
  document: DocumentModel,
  signal?: CancelSignal,
): Promise<HiddenText> {
  // Annotation ink nothing could read is named too: it is in the page image as drawn.
  const result: HiddenText = {
    entities: [],
    notes: unreadInkNotes(document.pages),
    ranges: [],
    pages: [],
  };
  if (!source.pageDrawing) return result;
  for (const page of document.pages) {
    throwIfAborted(signal);
    if (page.text.trim() === '') continue;
    let covered = page.hiddenGlyphs;
    let failure = page.hiddenCheckError;
    if (!covered && !failure) {
      // The drawing was not read with the text (another caller of loadDocument): read it now.
      try {
        covered = await findHiddenGlyphs(source, page.page);
        await source.releasePage?.(page.page);
      } catch (error) {
        failure = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
      }
    }
    if (failure || !covered) {
      result.notes.push(
        `Page ${page.page} could not be checked for text hidden under boxes (${failure}).`,
      );
      continue;
    }
    if (covered.length === 0) continue;
    const ranges = hiddenRanges(page, markHiddenCharacters(page, covered));
    let characters = 0;
    for (const [from, to] of ranges) {
      characters += to - from;
      result.ranges.push([page.offset + from, page.offset + to]);
      result.entities.push(...entitiesOf(document, page.offset + from, page.offset + to));
    }
    if (characters === 0) characters = covered.length;
    result.pages.push({ page: page.page, characters });
    result.notes.push(noteFor(page.page, characters));
  }
  return result;
}

/**
 * The detected entities with the hidden text added: entities lying inside a hidden range are
 * replaced by the hidden-text entities (which keep a recognizer's tag where one matched).
 */
export function withHiddenText(entities: readonly Entity[], hidden: HiddenText): Entity[] {
  if (hidden.entities.length === 0) return [...entities];
  const insideHidden = (e: Entity) => hidden.ranges.some(([s, t]) => e.start >= s && e.end <= t);
  return [...entities.filter((e) => !insideHidden(e)), ...hidden.entities].sort(
    (a, b) => a.start - b.start || a.end - b.end,
  );
}

/**
 * Detection's hidden-text step in one call: finds hidden text (timed as PdfDataToDocument, it
 * reads the document) and returns the entities with it added, plus the notes for `exception`.
 */
export async function addHiddenText(
  source: PdfSource,
  document: DocumentModel,
  entities: readonly Entity[],
  timer: StageTimer,
  signal?: CancelSignal,
): Promise<{ entities: Entity[]; notes: string[] }> {
  const hidden = await timer.time('PdfDataToDocument', () =>
    findHiddenText(source, document, signal),
  );
  return { entities: withHiddenText(entities, hidden), notes: hidden.notes };
}
