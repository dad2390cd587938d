/**
 * Nothing of a postal address left readable between its pieces (issue 15): the street line, the
 * postcode and the town that the recognizers read as separate pieces ("Via Garibaldi 85" · ", " ·
 * "16123" · " " · "Genova", "344002" · ", г. " · "Ростов-на-Дону" · ", " · "ул. Малая Бронная,
 * д. 237") are bridged when only punctuation, spaces, one line break or a town abbreviation ("г.")
 * separates them and a numbered street line is among them: the punctuation goes under the piece
 * before it, and an Italian province in brackets after the town ("Genova (GE)") under the town.
 * Authors differ on whether an address is one span or three; bridged pieces cover both readings
 * (joining them into one span instead cost the sentence set's per-tag F1: 0.86 -> 0.60 ADDRESS).
 */
import { UNIT } from './recognizers/address-parts';
import type { Span } from './span';

/** Tags of the pieces of an address. */
const PARTS: ReadonlySet<string> = new Set(['ADDRESS', 'ZIP_CODE', 'LOCATION']);
/**
 * What a street line's reading may leave behind at its end: a letter after the house number's
 * slash ("110/ A", "187/B") and a Spanish or Portuguese door after the floor ("3.º izda.",
 * "4.º Dto.", "1.º Frente").
 */
const SUFFIX =
  '(?:/[ \\t]?[A-Z](?![\\p{L}])[ \\t]*)?(?:(?:izda|izq|izqda|dcha|dcho|dch|dto|esq|frente|fte|ctro|centro)\\.?(?![\\p{L}])[ \\t]*)?';
const SUFFIX_ONLY = new RegExp(`^[ \\t]*${SUFFIX}`, 'iu');
/** What may separate two pieces on one line: punctuation, spaces, a Russian town abbreviation. */
const GAP = new RegExp(
  `^[ \\t]*${SUFFIX}(?:[.,;·|–—/-][ \\t]*){0,2}(?:(?:г|гор|пос|с|д)\\.[ \\t]*)?$`,
  'iu',
);
/** The same with one line break: a street line over its postcode-and-town line. */
const GAP_LINE = new RegExp(
  `^[ \\t]*${SUFFIX}[.,;·]?[ \\t]*\\n[ \\t]*(?:(?:г|гор)\\.[ \\t]*)?$`,
  'iu',
);
/** A Russian index and town abbreviation before the town: "350000, г. " (Краснодар). */
const RU_INDEX_BEFORE = /(?<![\d])\d{6},?[ \t]*(?:г|гор)\.[ \t]*$/u;
/**
 * "(GE)", "(MI)", " GE": a province abbreviation after the town, in brackets or not; in brackets
 * also at the start of the next line ("Palermo\n(PA)", wrapped prose).
 */
const PROVINCE = /^(?:[ \t]*\n?[ \t]*\(\p{Lu}{2}\)|[ \t]*\p{Lu}{2}(?![\p{L}\p{N}]))/u;
/** A town abbreviation right before the town that opens an address: "г. " (Санкт-Петербург). */
const TOWN_ABBR_BEFORE = /(?<![\p{L}])(?:г|гор|пос|пгт)\.[ \t]*$/u;
/**
 * Pieces written before the street line on its line, each closed by a comma: a flat, floor or
 * building unit ("Bâtiment C, ", "3rd Floor, ", "Appt 12, "), a building's name ("Résidence Les
 * Pins, ", "Harbour House, ") and the Russian region, town and index that open an address
 * ("Московская обл., г. Химки, ", "420111, ").
 */
const LEAD_UNIT = new RegExp(`(?<![\\p{L}\\p{N}])(?:${UNIT}),[ \\t]*$`, 'iu');
const LEAD_BUILDING =
  /(?<![\p{L}])(?:(?:Résidence|Residencia|Residencial|Edificio|Edifício|Residenza|Condominio|Palazzo|Immeuble|Torre|Tour|Urbanización)[ \t]+(?:(?:Les|Le|La|El|Los|Las|Il|Lo|Am|Zum|Zur|Os|As)[ \t]+)?\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2}|\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,3}[ \t]+(?:Court|House|Building|Tower|Mansions|Lodge|Apartments|Heights|Gardens|Business[ \t]+Park|Industrial[ \t]+Estate|Trading[ \t]+Estate)|\d{6}|\p{Lu}[\p{L}-]+[ \t]+(?:обл\.|область|край|р-н|район)|(?:Республика|Респ\.)[ \t]+\p{Lu}[\p{L}-]+|(?:г|гор|пос|пгт|с|дер)\.[ \t]*\p{Lu}[\p{L}-]+(?:-\p{Lu}?[\p{L}-]+)*)(?:,[ \t]*)$/u;

/** Where the pieces written before a street line on its line begin (`start` when none). */
function leadStart(text: string, start: number): number {
  const lineFrom = text.lastIndexOf('\n', start - 1) + 1;
  let at = start;
  let unit = false;
  for (let k = 0; k < 4; k++) {
    const before = text.slice(Math.max(lineFrom, at - 60), at);
    const m = LEAD_UNIT.exec(before);
    const b = m ? undefined : LEAD_BUILDING.exec(before);
    if (!m && !b) break;
    unit ||= m !== null;
    at -= (m ?? b)![0].length;
  }
  // A unit with its number ("Bâtiment B, ") may follow anything ("…dont le siège est situé
  // Bâtiment B, 114 bis rue Paradis"); a building's name opens the line or follows a colon.
  return at === start || unit || /^[ \t]*$|:[ \t]*$/u.test(text.slice(lineFrom, at)) ? at : start;
}

/** A joined address is short; a longer chain is pieces of different things. */
const MAX_LENGTH = 160;
/** A street line holds a house number (a street name alone may be a heading or a place). */
const HAS_NUMBER = /\d/;

/** True when the chain holds a street line with a number, the piece that makes it an address. */
function hasStreet(text: string, chain: readonly Span[]): boolean {
  return chain.some((s) => s.tag === 'ADDRESS' && HAS_NUMBER.test(text.slice(s.start, s.end)));
}

/**
 * The chain with its gaps bridged: each piece but the last takes in the punctuation after it
 * (", ", ", г. ") up to the next piece, and the last one an Italian province in brackets. Line
 * breaks and spaces need no box. Each piece keeps its tag, so a set that marks the street, the
 * postcode and the town apart still finds each of them, and one that marks the whole address
 * finds every character of it covered.
 */
function bridgeChain(text: string, chain: readonly Span[], out: Span[]): void {
  for (let k = 0; k < chain.length; k++) {
    const piece = chain[k]!;
    let end = piece.end;
    let start = piece.start;
    if (k === 0 && piece.tag === 'LOCATION') {
      const index =
        RU_INDEX_BEFORE.exec(text.slice(Math.max(0, start - 16), start)) ??
        TOWN_ABBR_BEFORE.exec(text.slice(Math.max(0, start - 6), start));
      if (index) start -= index[0].length;
    }
    if (k === 0) start = Math.min(start, leadStart(text, start));
    if (k + 1 < chain.length) {
      const gap = text.slice(piece.end, chain[k + 1]!.start);
      end += gap.trimEnd().length;
    } else {
      const suffix = SUFFIX_ONLY.exec(text.slice(end, end + 16));
      if (suffix && piece.tag === 'ADDRESS') end += suffix[0].trimEnd().length;
      const province = PROVINCE.exec(text.slice(end, end + 8));
      if (province) end += province[0].length;
    }
    out.push(
      end === piece.end && start === piece.start
        ? piece
        : {
            ...piece,
            start,
            end,
            reason: `${piece.reason ? piece.reason + '; ' : ''}the punctuation of its postal address`,
          },
    );
  }
}

/**
 * Bridges neighbouring address pieces (sorted, non-overlapping spans in, the same out): where a
 * numbered street line is among them, the commas and town abbreviations between the pieces of one
 * address are put under the piece before them; pieces without a street line stay as they are.
 */
export function joinAddressParts(text: string, spans: readonly Span[]): Span[] {
  if (!spans.some((s) => s.tag === 'ADDRESS')) return [...spans];
  const out: Span[] = [];
  let i = 0;
  while (i < spans.length) {
    const first = spans[i]!;
    if (!PARTS.has(first.tag)) {
      out.push(first);
      i++;
      continue;
    }
    const chain = [first];
    let breaks = 0;
    for (let j = i + 1; j < spans.length; j++) {
      const next = spans[j]!;
      const prev = chain[chain.length - 1]!;
      if (!PARTS.has(next.tag) || next.end - first.start > MAX_LENGTH) break;
      const gap = text.slice(prev.end, next.start);
      if (GAP.test(gap)) {
        chain.push(next);
        continue;
      }
      // One line break at most, and only between a street line and a postcode or town line
      // (either order: Russian blocks put "344002, г. Ростов" above the street).
      if (breaks > 0 || !GAP_LINE.test(gap)) break;
      if (prev.tag === next.tag) break;
      breaks++;
      chain.push(next);
    }
    if (hasStreet(text, chain)) {
      bridgeChain(text, chain, out);
      i += chain.length;
    } else {
      out.push(first);
      i++;
    }
  }
  return out;
}
