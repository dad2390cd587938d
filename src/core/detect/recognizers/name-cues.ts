import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isOrgOrPlaceWord } from './name-evidence';
import { PLACES } from './places';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Phrases after which a capitalised name is a person even when no list knows it: introductions,
 * reported speech, kinship and roles, credits, and lower-case courtesy titles.
 */
const CUE = new RegExp(
  `(?<![\\p{L}])(?:(?:my|your|his|her|their)${HS}+(?:(?:first|last|full|maiden|middle|family|given|real)${HS}+)?name(?:${HS}+is|'s|\\?|:)|my${HS}+name's|name${HS}+is|(?:the${HS}+)?name${HS}+on${HS}+the${HS}+(?:account|card|booking|reservation|ticket)(?:${HS}+is|\\?)?|it's${HS}+under(?:${HS}+my${HS}+\\p{Ll}+'s${HS}+name)?|follow${HS}+up${HS}+with|speak${HS}+to|talk${HS}+to|spoke${HS}+(?:to|with)|met${HS}+with|meet${HS}+with|a${HS}+tribute${HS}+to|producer|director|songwriter|composer|author|writer|novelist|poet|painter|photographer|journalist|reporter|editor|guitarist|drummer|bassist|pianist|rapper|comedian|chef|coach|professor|nurse|lawyer|attorney|ceo|cfo|cto|chairman|chairwoman|founder|co-founder|president|senator|governor|mayor|minister|spokesman|spokeswoman|spokesperson|detective|officer|sergeant|captain|lieutenant|colonel|judge|pastor|bishop|featuring|feat\\.|i${HS}+am|i'm|call${HS}+me|called|named|says|said|asked|replied|told|kid|son|daughter|wife|husband|brother|sister|mother|father|mom|mum|dad|friend|cousin|uncle|aunt|nephew|niece|grandfather|grandmother|player|singer|actor|actress|commenter|directed${HS}+by|starring|written${HS}+by|sung${HS}+by|assistant${HS}+to|me${HS}+llamo|je${HS}+m'appelle|ich${HS}+heiße|mi${HS}+chiamo|meu${HS}+nome${HS}+é|меня${HS}+зовут|mr\\.?|mrs\\.?|ms\\.?|dr\\.?)${HS}+`,
  'giu',
);
/** Cues after which a lower-case name counts too ("my name is lena andersson"). */
const LOWER_OK =
  /^(?:(?:my|your|his|her|their)\s+(?:\p{L}+\s+)?name|my\s+name's|name\s+is|call\s+me|me\s+llamo|follow\s+up\s+with)/iu;
/** Cues that ask for a surname: any lower-case word after them is the name ("maiden name is nyberg"). */
const SURNAME_CUE = /(?:last|maiden|family)\s+name/iu;
const NAME = /\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:\p{Lu}\.?(?=[ \t]+\p{Lu})|\p{Lu}[\p{L}'’-]*)){0,3}/uy;
const LOWER_NAME =
  /\p{Ll}[\p{Ll}'’-]+(?:[ \t]+\p{Ll}\.?(?=[ \t]+\p{Ll}{2}))?(?:[ \t]+\p{Ll}[\p{Ll}'’-]+)?/uy;

/** A name right after a cue phrase; one or more capitalised words, not a place or a heading. */
export const nameCueRecognizer: Recognizer = {
  name: 'name-cue',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(CUE, folded, (m) => {
      const at = m.index + m[0].length;
      NAME.lastIndex = at;
      let found = NAME.exec(folded)?.[0].replace(/['’]s$/u, '');
      let score = 0.8;
      if (!found && LOWER_OK.test(m[0])) {
        LOWER_NAME.lastIndex = at;
        const lower = LOWER_NAME.exec(folded)?.[0];
        // Lower-case names must be listed ones: "my name is not important" is no name.
        const firstWord = lower?.split(/[ \t]/)[0] ?? '';
        if (lower && isFirstName(firstWord)) found = lower;
        else if (lower && SURNAME_CUE.test(m[0]) && !isCommonWord(firstWord)) found = firstWord;
        score = 0.75;
      }
      if (!found) return;
      const words = found.split(/[ \t]+/).filter((w) => !/^\p{Lu}\.?$/u.test(w));
      // "Jan Jílek": a first name that is also a month abbreviation is a name before a surname.
      const common = (w: string) => isCommonWord(w) && !(words.length > 1 && isFirstName(w));
      if (words.length === 0 || words.some((w) => common(w) || isOrgOrPlaceWord(w))) return;
      if (PLACES.has(found) || words.every((w) => !/\p{Ll}/u.test(w))) return;
      spans.push(makeSpan('PERSON_NAME', at, at + found.length, score, 'name-cue'));
    });
    return spans;
  },
};
