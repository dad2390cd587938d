import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { isRoleLabel } from './role-names';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Person names known by their shape or by what follows them, where no list vouches for them:
 * - a middle initial between two name words, "Faina D. Yefremova", "Jildau S Bouts" (in
 *   lower-case text too when the first word is a listed first name: "eric g. samoylova");
 * - a capitalised name followed by a verb only people do: "Tomomi lives at", "Mehrudin shouted",
 *   "Järvilehto began writing", "Maite Lemmens's killers".
 */

const WORD = "\\p{Lu}\\p{Ll}[\\p{L}'’-]*";
/** A surname may carry an Irish or Italian prefix ("O'Brien", "D'Alessandro"). */
const SURNAME_WORD = `(?:[DO]['’])?${WORD}`;
const MIDDLE_INITIAL = new RegExp(
  `(?<![\\p{L}\\p{N}.'’-])(${WORD})${HS}+\\p{Lu}\\.?${HS}+(?:(?:Van|Von|De|Da|Di|Du|Del|Della|Dos|Das|Le|La|Van${HS}+[Dd]er|Van${HS}+[Dd]en|De${HS}+[Ll]a)${HS}+)?(${SURNAME_WORD})(?:-${WORD})?(?![\\p{L}\\p{N}-])`,
  'gu',
);
/** Lower-case: the middle letter must not be a one-letter word of English or Romance languages. */
const LOWER_MIDDLE_INITIAL =
  /(?<![\p{L}\p{N}.'’-])(\p{Ll}{2,})[ \t]+[b-df-hj-np-tv-xz]\.?[ \t]+(\p{Ll}{3,})(?![\p{L}\p{N}-])/gu;

/** Verbs and phrases after which the capitalised words before them are a person. */
const PERSON_VERB = `(?:lives|lived|is${HS}+from|was${HS}+from|comes${HS}+from|vive|habite|wohnt|abita|mora|живёт|живет|shouted|whispered|screamed|replied|smiled|laughed|cried|married|graduated|died|began${HS}+writing|was${HS}+born|had${HS}+given|spent${HS}+a${HS}+year|'s${HS}+killers|'s${HS}+(?:daughter|son|wife|husband|mother|father|kid|brother|sister|song|version|birthday))`;
/** A name word without an apostrophe, so that a possessive "'s" stays outside it. */
const PLAIN_WORD = '\\p{Lu}\\p{Ll}[\\p{L}-]*';
const BEFORE_VERB = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(${PLAIN_WORD}(?:${HS}+(?:\\p{Lu}\\.?${HS}+)?${PLAIN_WORD}){0,2})(?=${HS}*${PERSON_VERB}(?![\\p{L}]))`,
  'gu',
);

/** A list of three or more single capitalised words: "Romi, Erik, Amy and Kristen". */
const LIST = new RegExp(
  `(?<![\\p{L}\\p{N}-])${PLAIN_WORD}(?:,${HS}+${PLAIN_WORD}){1,12},?${HS}+(?:and|&|y|et|und|e|и)${HS}+${PLAIN_WORD}(?![\\p{L}\\p{N}-])`,
  'gu',
);
/** "Park and Mann were precision engineers": two surnames joined by "and" before a plural verb. */
const PAIR_BEFORE_VERB = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(${PLAIN_WORD})${HS}+(?:and|&)${HS}+(${PLAIN_WORD})(?=${HS}+(?:were|are|have|had|met|founded|wrote|played|sang)(?![\\p{L}]))`,
  'gu',
);

/** A name addressed at the start of a sentence: "Danial, can I please speak to your boss?" */
const VOCATIVE = new RegExp(
  `(?<=^|[.!?\\n][ \\t]*|["“][ \\t]*)(${PLAIN_WORD}),${HS}+(?=(?:can|could|would|will|please|do|did|are|have|I|you|we)(?![\\p{L}]))`,
  'gu',
);
/** Sentence openers that a comma follows and that name nobody ("However, can you…"). */
const DISCOURSE_WORDS = new Set(
  'however therefore also now well so yes no okay ok sorry please thanks hello hi hey listen look first second third finally meanwhile still anyway besides moreover furthermore again sir madam guys folks everyone team then next instead indeed sure right fine great oh ah wait honestly actually basically'.split(
    ' ',
  ),
);

/** Lower-case text: a listed first name (and maybe a surname) before a person-only verb. */
const LOWER_BEFORE_VERB = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(\\p{Ll}+)(?:${HS}+(\\p{Ll}+))?(?=${HS}*${PERSON_VERB}(?![\\p{L}]))`,
  'gu',
);

/**
 * People in a list: when half the items are listed first names, or a colon introduces the list
 * and one item is a known name ("our 3 founders: Eklund, Michael and Hodge"), every item is one.
 */
function listedPeople(text: string, spans: Span[]): void {
  eachMatch(LIST, text, (m) => {
    const items = [...m[0].matchAll(/\p{Lu}[\p{L}-]*/gu)].filter(
      (w) => !/^(?:and|y|et|und|e)$/.test(w[0]),
    );
    const words = items.map((w) => w[0]);
    if (!plausibleName(words)) return;
    const firstNames = words.filter((w) => isFirstName(w)).length;
    const colon = /:[ \t]*$/.test(text.slice(Math.max(0, m.index - 3), m.index));
    const known = words.some((w) => isFirstName(w) || isSurname(w));
    if (firstNames * 2 < words.length && !(colon && known)) return;
    for (const w of items) {
      const start = m.index + w.index!;
      spans.push(makeSpan('PERSON_NAME', start, start + w[0].length, 0.8, 'name-shape'));
    }
  });
}

function plausibleName(words: readonly string[]): boolean {
  return words.every((w) => !isCommonWord(w) && !isOrgOrPlaceWord(w));
}

/** Middle-initial names and names before person-only verbs. */
export const nameShapeRecognizer: Recognizer = {
  name: 'name-shape',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(MIDDLE_INITIAL, folded, (m) => {
      if (!plausibleName([m[1]!, m[2]!])) return;
      // "World War I Memorial", "Appendix B Results": without a dot, the initial needs a known
      // first or last name beside it, and never a Roman numeral.
      const dotted = m[0].includes('.');
      if (!dotted && (/[ \t][IVX][ \t]/.test(m[0]) || !(isFirstName(m[1]!) || isSurname(m[2]!))))
        return;
      // "Responsable B. Carvajal": a form's role label before the initial is no given name.
      const start =
        !isFirstName(m[1]!) && isRoleLabel(m[1]!)
          ? m.index + m[0].search(/[ \t]\p{Lu}/u) + 1
          : m.index;
      spans.push(makeSpan('PERSON_NAME', start, m.index + m[0].length, 0.9, 'name-shape'));
    });
    eachMatch(LOWER_MIDDLE_INITIAL, folded, (m) => {
      if (!isFirstName(m[1]!) || isCommonWord(m[2]!)) return;
      spans.push(makeSpan('PERSON_NAME', m.index, m.index + m[0].length, 0.8, 'name-shape'));
    });
    eachMatch(BEFORE_VERB, folded, (m) => {
      const name = m[1]!;
      const words = name.split(/[ \t]+/).filter((w) => !/^\p{Lu}\.?$/u.test(w));
      if (!plausibleName(words)) return;
      // "…in Freiburg im Breisgau wohnt": after a place preposition the word is the place's.
      if (
        /(?:^|[ \t])(?:im|am|in|aus|nach|bei|à|en|a|in|em|no|na|в)[ \t]+$/u.test(
          folded.slice(Math.max(0, m.index - 6), m.index),
        )
      )
        return;
      const span = makeSpan('PERSON_NAME', m.index, m.index + name.length, 0.7, 'name-shape');
      span.reason = 'name before a verb only people do';
      spans.push(span);
    });
    eachMatch(LOWER_BEFORE_VERB, folded, (m) => {
      if (!isFirstName(m[1]!)) {
        // "eva kleist lives": the verb's subject is the second word only when it is the name.
        if (!m[2] || !isFirstName(m[2])) return;
        const start = m.index + m[0].length - m[2].length;
        spans.push(makeSpan('PERSON_NAME', start, start + m[2].length, 0.65, 'name-shape'));
        return;
      }
      const end = m[2] && !isCommonWord(m[2]) ? m.index + m[0].length : m.index + m[1]!.length;
      spans.push(makeSpan('PERSON_NAME', m.index, end, 0.65, 'name-shape'));
    });
    eachMatch(VOCATIVE, folded, (m) => {
      if (!plausibleName([m[1]!]) || DISCOURSE_WORDS.has(m[1]!.toLowerCase())) return;
      if (/(?:ly|ever|fore|wise)$/.test(m[1]!)) return;
      const start = m.index + m[0].indexOf(m[1]!);
      spans.push(makeSpan('PERSON_NAME', start, start + m[1]!.length, 0.6, 'name-shape'));
    });
    eachMatch(PAIR_BEFORE_VERB, folded, (m) => {
      const pair = [m[1]!, m[2]!];
      if (!plausibleName(pair) || !pair.some((w) => isSurname(w) || isFirstName(w))) return;
      const second = m.index + m[0].lastIndexOf(m[2]!);
      spans.push(makeSpan('PERSON_NAME', m.index, m.index + m[1]!.length, 0.7, 'name-shape'));
      spans.push(makeSpan('PERSON_NAME', second, second + m[2]!.length, 0.7, 'name-shape'));
    });
    listedPeople(folded, spans);
    return spans;
  },
};
