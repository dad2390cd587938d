import type { Recognizer, Span } from '../span';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Names after a police officer's rank (with or without a badge number) or an academic title,
 * as police reports, witness statements and references write them: "PC 4471 Darnell Okonkwo",
 * "DC Quayle", "KHK Ludger Pfannenstiel", "le capitaine Isaure Montfaucon", "l'agente scelto
 * Ruggero Scamarcio", "o subcomissário Lourenço Bettencourt", "Prof. Dr. med. Balduin Rosskopf",
 * "подполковнику Белозёрову С. В.". The rank says a person follows even when no list knows the
 * name; the rank itself stays outside the box (as honorifics do).
 */

/** Cheap literal gate: none of the rank stems, no work. */
const GATE =
  /\b(?:PC|DC|DS|DI|DCI|DSI|WPC|PCSO|Sgt|PO?K|PHK|KO?K|KHK|PM|POM|PHM)|sergeant|constable|inspect|superint|officer|detective|ispett|agente|brigad|maresc|appuntat|carabinier|sovrint|commiss|comiss|capitain|lieutenant|gardien|adjudant|commandant|sargent|cabo|subinsp|profes|prof\.|pr |лейтенант|сержант|капитан|майор|полковник|прапорщик/iu;

/** Ranks written as they stand before a name; capitals are part of the abbreviations. */
const RANK = new RegExp(
  `(?<![\\p{L}])(?:` +
    // British police abbreviations and English ranks (capitalised).
    `W?PC|PCSO|DC|DS|DI|DCI|DSI|Sgt\\.?|Insp\\.?|Supt\\.?|(?:Detective${HS}+)?(?:Chief${HS}+)?(?:Constable|Sergeant|Inspector|Superintendent)|(?:Police${HS}+)?Officer|Detective` +
    // German police ranks and their abbreviations ("POK", "PKin", "KHK").
    `|(?:POM|POK|PHK|PK|PM|PHM|KOK|KHK|KK|KOM|KHM)(?:in)?|(?:Polizei|Kriminal)(?:ober|haupt)?(?:meister|kommissar)(?:in)?` +
    // French ranks, written in lower case in prose ("le brigadier-chef X", "le capitaine X").
    `|[Bb]rigadier(?:-chef)?|[Gg]ardien(?:ne)?${HS}+de${HS}+la${HS}+paix|[Aa]djudant(?:e)?(?:-chef)?|[Cc]apitaine|[Ll]ieutenant(?:e)?|[Cc]ommandant(?:e)?|[Cc]ommissaire(?:${HS}+divisionnaire)?|[Mm]aréchal(?:e)?${HS}+des${HS}+logis(?:-chef)?|gendarme` +
    // Italian ranks ("l'agente scelto X", "il vice ispettore X", "il maresciallo capo X").
    `|(?:l'|dell'|all'|dall')?agente(?:${HS}+scelto)?|(?:[Vv]ice${HS}+)?[Ii]spettore(?:${HS}+(?:capo|superiore))?|(?:[Vv]ice${HS}+)?[Ss]ovrintendente|[Mm]aresciallo(?:${HS}+(?:capo|ordinario|maggiore))?|[Bb]rigadiere(?:${HS}+capo)?|[Aa]ppuntato(?:${HS}+scelto)?|[Cc]arabiniere(?:${HS}+scelto)?|[Cc]ommissario(?:${HS}+capo)?` +
    // Spanish and Portuguese ranks ("el subinspector X", "o agente principal X", "a subcomissária X").
    `|agente${HS}+principal|[Ss]ubinspector(?:a)?|[Ii]nspector(?:a)?(?:${HS}+jefe)?|[Cc]omisari[oa]|[Ss]ubcomisari[oa]|[Ss]argento|cabo|[Ss]ubcomissári[oa]|[Cc]omissári[oa]|[Ss]ubintendente` +
    // Academic titles of references and transcripts ("Prof. Dr. med. X", "Pr X", "professeur X").
    `|Prof\\.(?:${HS}*(?:ssa|ª))?(?:${HS}+(?:Dr|Doutor(?:a)?|Dott)\\.?(?:${HS}+(?:med|rer\\.${HS}*nat|phil|habil)\\.)?)?|Pr|[Pp]rofesseur(?:e)?|[Pp]rofessor(?:a)?(?:${HS}+(?:doutor(?:a)?|[Cc]atedrátic[oa]))?|[Pp]rofessoressa|catedrátic[oa]` +
    // Russian ranks in any case ending ("старший лейтенант полиции", "подполковнику").
    `|(?:(?:младш|старш)\\p{Ll}{2,3}${HS}+)?(?:лейтенант|сержант|капитан|майор|подполковник|полковник|прапорщик)\\p{Ll}{0,3}(?:${HS}+(?:полиции|юстиции))?` +
    `)(?:${HS}+\\(?(?:no\\.?${HS}*|n\\.?º${HS}*|Nr\\.${HS}*|№${HS}*)?\\d{2,7}\\)?)?${HS}+`,
  'gu',
);

/** Ranks that are also ordinary words in capitals or in English prose: they need a name of two words. */
const WEAK_RANK = /^(?:Officer|Detective|Pr|cabo|gendarme|agente|DS|DI|PM|PK)$/u;

/** A name word: capitalised, Latin or Cyrillic, maybe hyphenated ("Pemberton-Hale"). */
const NAME_WORD = `\\p{Lu}\\p{Ll}+(?:[-'’]\\p{Lu}?\\p{Ll}+)*`;
/** One to three name words, particles between them, or a surname with initials ("Белозёрову С. В."). */
const NAME = new RegExp(
  `${NAME_WORD}(?:${HS}+(?:(?:de|del|da|dos|das|do|di|della|von|van|le|la|du)${HS}+)?${NAME_WORD}){0,2}(?:${HS}+\\p{Lu}\\.(?:${HS}*\\p{Lu}\\.)?)?(?![\\p{L}\\p{N}])`,
  'uy',
);

/** Words of a police unit or a school after a name ("Cavalleri della Stazione dei Carabinieri"). */
const BODY_WORD =
  /^(?:Stazione|Station|Questura|Polizia|Police|Policía|Polícia|Comando|Commissariato|Commissariat|Comisaría|Compagnia|Brigade|Università|University|Universidad|Universidade|Université|Universität|Hospital|Ospedale|Department|Departamento|Dipartimento|Département)$/u;

/** The leading name words of `found`: a common, place or firm word ends the name. */
function nameWords(found: string): { value: string; words: number } {
  const parts = found.split(/([ \t]+)/u);
  let length = 0;
  let words = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i]!;
    const particle = /^(?:de|del|da|dos|das|do|di|della|von|van|le|la|du)$/u.test(word);
    if (!particle && !/^\p{Lu}\.$/u.test(word)) {
      if (isCommonWord(word) || isOrgOrPlaceWord(word) || BODY_WORD.test(word)) break;
      words++;
    }
    length = parts.slice(0, i + 1).join('').length;
  }
  const value = found
    .slice(0, length)
    .replace(/(?:[ \t]+(?:de|del|da|dos|das|do|di|della|von|van|le|la|du))+$/u, '');
  return { value, words };
}

/** The name after a police rank or an academic title. */
export const rankNameRecognizer: Recognizer = {
  name: 'rank-name',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    if (!GATE.test(folded)) return spans;
    eachMatch(RANK, folded, (m) => {
      const at = m.index + m[0].length;
      NAME.lastIndex = at;
      const found = NAME.exec(folded)?.[0];
      if (!found) return;
      const { value, words } = nameWords(found);
      if (words === 0) return;
      const rank = m[0].trim().replace(/[ \t]+\(?(?:no\.?|n\.?º|Nr\.|№)?[ \t]*\d+\)?$/u, '');
      const badge = /\d/u.test(m[0]);
      // "Officer Training", "Pr Ensemble": a weak rank needs two name words or a badge number.
      if (WEAK_RANK.test(rank) && words < 2 && !badge) return;
      // "Officer Training Programme": without a badge, a weak rank's name needs a listed word.
      if (
        WEAK_RANK.test(rank) &&
        !badge &&
        !value.split(/[ \t]+/u).some((w) => isFirstName(w) || isSurname(w))
      )
        return;
      // A rank at a sentence's start may be a heading word ("Inspector General"): the common
      // word check above ends the name there; one word after a capitalised rank in a title
      // line ("Sergeant Major") is the rank's own.
      if (/^(?:Major|General|Chief|Constable|Sergeant|Inspector)$/u.test(value)) return;
      const span = makeSpan(
        'PERSON_NAME',
        at,
        at + value.length,
        words > 1 ? 0.85 : 0.8,
        'rank-name',
      );
      span.reason = `name after the rank or title '${rank}'`;
      spans.push(span);
    });
    return spans;
  },
};
