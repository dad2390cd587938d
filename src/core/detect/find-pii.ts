import type { TextTag } from '../contract/tags';
import { fillAddressGaps } from './address-gaps';
import { joinAddressParts } from './address-joins';
import { runOrder } from './compile-order';
import {
  joinSoftHyphens,
  joinValueLines,
  joinWrappedLines,
  toOriginalRange,
  type JoinedView,
} from './line-joins';
import { foldForMatching } from './normalize';
import { BUILT_IN_RECOGNIZERS } from './recognizers';
import { withAgeUnits } from './recognizers/age-units';
import { resolveOverlaps } from './resolve-overlaps';
import type { Recognizer, Span } from './span';
import { dropTermReadings, termEvidence } from './term-filter';
import { withoutUnboundReferences } from './reference-subjects';
import { withoutProducerCredits } from './producer-credits';
import { withoutScheduleHeaderOrgs } from './schedule-header-orgs';
import { withoutListedSecurities } from './securities-rows';
import { withoutPartNumbers } from './part-number-rows';

/** Tags whose recognizers read a label before the value (which may end the line before). */
const LABEL_DRIVEN: ReadonlySet<TextTag> = new Set<TextTag>([
  'PASSWORD',
  'ID',
  'ACCOUNT',
  'PHONE',
  'SSN',
  'CREDIT_CARD',
  'DRIVER_LICENSE',
  'PASSPORT',
  'DATE',
  'AGE',
  'MONEY_AMOUNT',
]);

/** Values written in words: read across a line end, they never swallow a number the lines read. */
const WORD_VALUES: ReadonlySet<TextTag> = new Set<TextTag>([
  'ADDRESS',
  'LOCATION',
  'PERSON_NAME',
  'ORGANIZATION',
]);

/** The longest value kept from the joined reading (an IBAN with its label is about 40). */
const MAX_JOINED_LENGTH = 90;

/** A value found whole across a line end outranks the pieces found on each line. */
const JOINED_BONUS = 0.02;

/**
 * Recognizers every finding of which the joined readings drop (a cue word's guess must not run
 * from a heading into the next line): they are not run there at all, which saves their time.
 */
const LINES_ONLY: ReadonlySet<string> = new Set(['context-entity']);

/** Runs the recognizers on `text`, keeping the spans of wanted tags. */
function runRecognizers(
  text: string,
  wanted: ReadonlySet<TextTag> | undefined,
  recognizers: readonly Recognizer[],
  skip?: ReadonlySet<string>,
): Span[] {
  const input = { text, folded: foldForMatching(text) };
  // Run in compile-order.ts's order (a speed matter of V8's), kept in the list's order.
  const found: Span[][] = recognizers.map(() => []);
  for (const i of runOrder(recognizers)) {
    const recognizer = recognizers[i]!;
    if (wanted && !recognizer.tags.some((t) => wanted.has(t))) continue;
    if (skip?.has(recognizer.name)) continue;
    for (const span of recognizer.find(input)) {
      if (!wanted || wanted.has(span.tag)) found[i]!.push(span);
    }
  }
  return found.flat();
}

/**
 * Where the half token a span ends with starts, when the span stops at a hyphen that ends its
 * line ("… 192725 Санкт-" / "Петербург"); the span's end otherwise. That half is no coverage:
 * the joined view reads the token whole.
 */
function halfTokenStart(text: string, span: Span): number {
  if (text[span.end - 1] !== '-' || text[span.end] !== '\n') return span.end;
  let at = span.end - 1;
  while (at > span.start && !/\s/.test(text[at - 1]!)) at--;
  return at;
}

/** True when the view's range [start, end) glues two lines without a space between them. */
function gluedAcross(view: JoinedView, start: number, end: number): boolean {
  for (let k = start; k + 1 < end; k++) {
    if (view.toOriginal[k + 1]! > view.toOriginal[k]! + 1 && view.text[k] !== ' ') return true;
  }
  return false;
}

/**
 * Original offsets where the view's range [start, end) goes on after a line end it glued without
 * a space (the first character of the next line's piece: "serswerther" after "Kai-").
 */
function gluePoints(view: JoinedView, start: number, end: number): number[] {
  const points: number[] = [];
  for (let k = start; k + 1 < end; k++) {
    if (view.toOriginal[k + 1]! > view.toOriginal[k]! + 1 && view.text[k] !== ' ')
      points.push(view.toOriginal[k + 1]!);
  }
  return points;
}

/**
 * Runs the recognizers whose tags are wanted (all when `tags` is empty) on the text and on its
 * view with wrapped line ends joined (see line-joins.ts), keeps from the latter what the lines
 * alone missed (values across a line end, values whose label ended the previous line), and
 * resolves overlaps.
 */
export function findPii(
  text: string,
  tags: readonly TextTag[] = [],
  recognizers: readonly Recognizer[] = BUILT_IN_RECOGNIZERS,
): Span[] {
  const wanted = tags.length === 0 ? undefined : new Set<TextTag>(tags);
  // Readings the document's own usage shows to be its terms are dropped before anything else
  // (term-filter.ts: "die Halbebenen", "Gruppe S", "in X. Außerdem", "2-dimensionaler").
  const evidence = termEvidence(text);
  const spans = dropTermReadings(text, runRecognizers(text, wanted, recognizers), evidence);
  // A value found at the end of its line may go on at the start of the next (a wrapped cell).
  const valueEnds = new Map<number, TextTag>();
  for (const span of spans) {
    const after = text.charCodeAt(span.end);
    if (after === 10 || (after === 32 && /^[ \t]*\n/.test(text.slice(span.end, span.end + 8))))
      valueEnds.set(span.end, span.tag);
  }
  // What the lines alone settled on (a label read into a losing name guess does not count).
  const lineSpans = resolveOverlaps(spans);
  // A reading that lost part of its stretch to a surer one of the lines has no say over what
  // lies beyond it ("…, 2º B, 15702 Santiago", lost to the street form "…, 2º B", does not
  // veto "Santiago de" / "Compostela").
  const kept = new Set(lineSpans);
  const outranked = (s: Span) =>
    !kept.has(s) && lineSpans.some((w) => w.start < s.end && s.start < w.end && w.score > s.score);
  const lineReadings = [...spans];
  const covered = new Uint8Array(text.length);
  for (const span of spans)
    if (!outranked(span)) covered.fill(1, span.start, halfTokenStart(text, span));
  const addsCoverage = (start: number, end: number) => {
    for (let i = start; i < end; i++) if (!covered[i] && !/\s/.test(text[i]!)) return true;
    return false;
  };
  const joined: Span[] = [];
  // Cue-word readers are kept off the wrapped view, but a word hyphenated at a line end is
  // glued back in a view of its own for them ("with Yorkshire Building Soci-" / "ety").
  const views: [JoinedView | undefined, boolean][] = [
    [joinWrappedLines(text), false],
    [joinValueLines(text, valueEnds), false],
    [joinSoftHyphens(text), true],
  ];
  for (const [view, softOnly] of views) {
    if (!view) continue;
    const valueJoins = [...view.valueJoins];
    // What is read across a value's line end must be a value of the same tag (checked below):
    // only the recognizers of those tags can add anything there, so only they run.
    const viewWanted =
      valueJoins.length === 0
        ? wanted
        : new Set(
            valueJoins.map(([, tag]) => tag as TextTag).filter((t) => !wanted || wanted.has(t)),
          );
    const viewRecognizers = softOnly
      ? recognizers.filter((r) => LINES_ONLY.has(r.name))
      : recognizers;
    for (const span of runRecognizers(
      view.text,
      viewWanted,
      viewRecognizers,
      softOnly ? undefined : LINES_ONLY,
    )) {
      // What the soft view adds must glue a hyphenated word back together.
      if (softOnly && !gluedAcross(view, span.start, span.end)) continue;
      let [start, end] = toOriginalRange(view, span.start, span.end);
      // Only what the lines alone did not find: a value across a line end, or one whose label
      // ended the line before. Where every piece was found already, the line-by-line reading
      // (addresses in blocks) stands.
      if (!addsCoverage(start, end)) continue;
      let score = span.score;
      // A reading of the lines of the same kind that holds only the pieces on one side of a word
      // glued back ("Straße 181, 40479 Düsseldorf" after "Kai-" / "serswerther", "… ул.
      // Краснопрес-" before "ненская, д. 148") is the same value seen in part: one box over both.
      const glues = gluePoints(view, span.start, span.end);
      const oneSide = (s: Span) =>
        glues.length > 0 &&
        s.tag === span.tag &&
        s.start < end &&
        start < s.end &&
        glues.some((g) => s.start >= g || s.end <= g - 1);
      for (const s of glues.length > 0 ? lineSpans : []) {
        if (!oneSide(s) || (s.start >= start && s.end <= end)) continue;
        start = Math.min(start, s.start);
        end = Math.max(end, s.end);
        score = Math.max(score, s.score);
      }
      // A value is short: a long joined span is a reading gone astray.
      if (end - start > MAX_JOINED_LENGTH) continue;
      // It may extend what the lines found ("Kevin" → "Kevin\nBrennan"), never cut through it
      // ("1984\nDomicilio Calle Mayor" across the end of a date of birth).
      // What the lines settled on vetoes; so does any reading of the lines at least as sure.
      const cuts = (s: Span) => s.start < end && start < s.end && (s.start < start || s.end > end);
      // A reading that stops at the hyphen ending a line ("… 192725 Санкт-") holds half of the
      // token glued back there ("Санкт-Петербург"): it does not veto the whole token.
      const glued = gluedAcross(view, span.start, span.end);
      const half = (s: Span) => glued && halfTokenStart(text, s) < s.end && s.end < end;
      if (
        lineSpans.some(cuts) ||
        lineReadings.some(
          (s) => s.score >= span.score && cuts(s) && !half(s) && !outranked(s) && !oneSide(s),
        )
      )
        continue;
      // A name, place or address read across a line end does not swallow a number the lines read
      // ("COMPRA TARJ. XXXX-XXXX-XXXX-9133" / "Farmacia Lda." is no organisation over a card),
      // unless it glues a token back together.
      if (
        lineSpans.some(
          (s) =>
            start <= s.start &&
            s.end <= end &&
            WORD_VALUES.has(span.tag) &&
            !WORD_VALUES.has(s.tag) &&
            s.tag !== 'ZIP_CODE',
        ) &&
        !gluedAcross(view, span.start, span.end)
      )
        continue;
      // On one line, only label-driven values gain from the line before; a name, an address or
      // a place read across two unrelated lines is noise.
      if (!text.slice(start, end).includes('\n') && !LABEL_DRIVEN.has(span.tag)) continue;
      // A value continued on the next line goes across that line end and stays the same kind of
      // value ("Dr. Brandt" / "Patientenaufnahmebogen" is no organisation).
      if (
        valueJoins.length > 0 &&
        !valueJoins.some(([at, tag]) => start < at && at < end && tag === span.tag)
      )
        continue;
      // A guess from a cue word ("of", "in", "at") must not run from a heading into the next
      // line ("The Future of Privacy Protection" / "Scanned PDFs…").
      if (span.recognizer === 'context-entity' && !softOnly) continue;
      // Address fields are read one per line (a letter's address block): joined lines are none.
      if (span.recognizer === 'address-fields') continue;
      // A token glued back across a line end outranks the fragments of it the lines read
      // ("24095B7C-8717-CAD5-" / "F1E4-…" over "CAD5").
      if (gluedAcross(view, span.start, span.end))
        for (const s of lineSpans)
          if (start <= s.start && s.end <= end) score = Math.max(score, s.score);
      joined.push({
        ...span,
        start,
        end,
        score: Math.min(1, score + JOINED_BONUS),
        reason: `${span.reason ? span.reason + '; ' : ''}read with wrapped lines joined`,
      });
    }
  }
  spans.push(...dropTermReadings(text, joined, evidence));
  // An age's box takes in its unit ("58 years"): authors differ on whether it is the datum.
  // One postal address, one box: its street, postcode and town pieces joined (address-joins.ts).
  // A postcode's unlisted town and a street line without a street word (address-gaps.ts).
  // An order or invoice number is a person's only where the text names one (reference-subjects.ts).
  // A brokerage statement's listed securities and ISINs are no client data (securities-rows.ts),
  // nor is a parts table's catalogue number (part-number-rows.ts).
  // A PDF producer's credit line names software, not a party (producer-credits.ts).
  // A loan schedule's column headings are no firm (schedule-header-orgs.ts).
  return withoutScheduleHeaderOrgs(
    text,
    withoutProducerCredits(
      text,
      withoutPartNumbers(
        text,
        withoutListedSecurities(
          text,
          withoutUnboundReferences(
            joinAddressParts(
              text,
              fillAddressGaps(text, withAgeUnits(text, resolveOverlaps(spans))),
            ),
          ),
        ),
      ),
    ),
  );
}
