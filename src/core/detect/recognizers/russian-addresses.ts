/**
 * A Russian postal address as one span, in either order of its pieces and wrapped anywhere (issue
 * 15): index, region, town, street, house, building and flat separated by commas ("603005, г.
 * Нижний Новгород, ул. Кировоградская, д. 94", "пр. Мира, д. 34, кв. 1, г. Казань,\n420111",
 * "наб. реки Фонтанки, д. 105, кв. 41, г.\nТомск, 634050"). The street reader alone stops at the
 * street and house, the town and index are read as separate pieces or not at all when a line
 * break falls after "г." or the index: a table cell or a justified line wraps wherever it must.
 * A chain counts only with a street piece and at least one other piece (a house, a town or an
 * index), so "г. Москва" alone or a street named in prose stays with the other readers.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** A space or a line break (a wrapped cell or line may break after any piece or abbreviation). */
const S = '[ \\t]*\\n?[ \\t]*';
/** A capitalised name word; a hyphen joins "Ростов-на-Дону" (also as "Ростов- на- Дону"). */
const WORD = '\\p{Lu}[\\p{Ll}ё]+(?:-[ \\t]?(?:на|над|под|де)?-?[ \\t]?\\p{Lu}?[\\p{Ll}ё]+)*';
/** A town's name: one to three words; a line break only after an adjective ("Нижний\nНовгород"). */
const TOWN_NAME = `${WORD}(?:(?:[ \\t]+|(?<=(?:ий|ый|ой|ая|ое|ие|ые))${S})${WORD}){0,2}`;
/** A street's name: capitalised words, a number word ("1-я"), "реки", "им.", "имени" before it. */
const STREET_NAME = `(?:(?:реки|канала|им\\.|имени)[ \\t]+)?(?:\\d{1,2}-[яйо][ \\t]+)?${WORD}(?:[ \\t]+${WORD}){0,2}`;
/** Kinds of street written before the name ("ул. Ленина") or after it ("Невский пр."). */
const KIND_BEFORE =
  '(?:ул|пр|пр-т|просп|пер|бул|б-р|наб|ш|пл|туп|пр-д|мкр|мкрн)\\.|(?:улица|проспект|переулок|бульвар|набережная|шоссе|площадь|проезд|тупик|микрорайон)(?![\\p{L}])';
const KIND_AFTER =
  '(?:ул|пр|пр-т|просп|пер|бул|б-р|наб|ш|пл|пр-д)\\.|(?:улица|проспект|переулок|бульвар|набережная|шоссе|площадь|проезд)(?![\\p{L}])';

/** One piece of an address; with `named`, each kind of piece in its own named group. */
function piece(named: boolean): string {
  const g = (name: string, body: string) => (named ? `(?<${name}>${body})` : `(?:${body})`);
  return [
    g('index', `\\d{6}(?![\\p{N}])`),
    g(
      'street',
      `(?:${KIND_BEFORE})${S}${STREET_NAME}|${WORD}(?:[ \\t]+${WORD})?[ \\t]+(?:${KIND_AFTER})`,
    ),
    g('house', `(?:д|дом)\\.?${S}\\d{1,4}(?:[ \\t]?[а-яА-Я](?![\\p{L}]))?(?:/\\d{1,3})?`),
    g(
      'unit',
      `(?:кв|оф|корп|к|стр|пом|комн|эт|лит)\\.${S}\\d{1,4}[а-я]?|(?:квартира|офис|корпус|строение|помещение)[ \\t]+\\d{1,4}`,
    ),
    g(
      'town',
      `(?:г|гор|пос|пгт|с|дер|ст)\\.${S}${TOWN_NAME}|(?:город|посёлок|поселок|село|деревня)[ \\t]+${TOWN_NAME}`,
    ),
    g(
      'region',
      `${WORD}[ \\t]+(?:обл\\.|область|край|р-н|район)|(?:Республика|Респ\\.)[ \\t]+${WORD}`,
    ),
  ].join('|');
}

/**
 * The chain of two to eight pieces (a comma and maybe a line break between each two) and the
 * single-piece pattern that names the kinds, built on first use: V8 parses a pattern when it is
 * constructed, and these long ones would cost every start-up, Russian text or not.
 */
let patterns: { chain: RegExp; onePiece: RegExp } | undefined;
function chainPatterns(): { chain: RegExp; onePiece: RegExp } {
  patterns ??= {
    chain: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${piece(false)})(?:[ \\t]*,${S}(?:${piece(false)})){1,7}(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    onePiece: new RegExp(piece(true), 'gu'),
  };
  return patterns;
}

/** Words every address of this form holds: the cheap test before the long pattern runs. */
const GATE =
  /(?:ул|пр|пер|бул|наб|пл|ш|б-р|пр-т)\.|улица|проспект|переулок|бульвар|набережн|шоссе|площадь/u;

/** Recognises Russian postal addresses written as a comma-separated chain of pieces. */
export const russianAddressRecognizer = safeRecognizer(
  'russian-address',
  ['ADDRESS'],
  ({ folded }) => {
    if (!GATE.test(folded)) return [];
    const { chain, onePiece } = chainPatterns();
    const spans: Span[] = [];
    for (const m of matchesOf(chain, folded)) {
      const kinds = new Set<string>();
      for (const p of matchesOf(onePiece, m[0])) {
        for (const [kind, value] of Object.entries(p.groups ?? {})) if (value) kinds.add(kind);
      }
      if (!kinds.has('street') || kinds.size < 2) continue;
      let end = m.index + m[0].length;
      while (/[\s,]/u.test(folded[end - 1] ?? '')) end--;
      // Above the piece readers (street form 0.96, town 0.6, index 0.8): one box for all.
      const span = makeSpan('ADDRESS', m.index, end, 0.97, 'russian-address');
      span.reason = 'Russian address: index, town, street, house and flat in one chain';
      spans.push(span);
    }
    return spans;
  },
);
