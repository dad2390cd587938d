/**
 * Schools, universities, hospitals and courts whose official names hold words in lower case,
 * which the Title Case readers stop at:
 * - Romance names: a capitalised head, descriptive words in lower case, then "de/di/da" and the
 *   town or patron ("Institut d'études politiques de Bordeaux", "École supérieure de commerce
 *   de Dijon", "Istituto tecnico industriale statale di Vicenza", "Escola superior de
 *   tecnologia de Viseu", "Liceo scientifico statale Galileo Galilei");
 * - Russian names: adjectives before the head, then "имени" and the patron, a number or the town
 *   ("Московский государственный университет имени М. В. Ломоносова", "Кировский районный суд
 *   г. Казани", "Областная клиническая больница № 1"), in any case ("районного суда").
 * A head and lower-case words alone ("École de commerce", "l'université") name no body.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';

/** Romance heads of a school's or a hospital's name. */
const ROMANCE_HEAD =
  'Institut|École|Ecole|Lycée|Collège|Université|Conservatoire|Académie|Centre hospitalier|Istituto|Liceo|Scuola|Università|Politecnico|Conservatorio|Accademia|Ospedale|Azienda ospedaliera|Instituto|Colegio|Escuela|Universidad|Academia|Escola|Faculdade|Universidade|Colégio|Liceu|Agrupamento de escolas';
/** Lower-case descriptive words, with the links between them ("supérieure de commerce"). */
const LOWER_WORD = `(?:\\p{Ll}[\\p{Ll}'-]{1,}|d'\\p{Ll}[\\p{Ll}'-]+)`;
/** The proper end: a link and capitalised words, or capitalised words right after the descriptors. */
const ROMANCE = new RegExp(
  `(?<![\\p{L}])(?:${ROMANCE_HEAD})(?:[ \\t]+${LOWER_WORD}){1,6}[ \\t]+(?:(?:de|di|da|do|dos|das|del|della|du|des)[ \\t]+|d')?\\p{Lu}[\\p{L}'-]+(?:[ \\t]+(?:\\p{Lu}[\\p{L}'-]+|(?:de|di|da|do|del|sur|sul)[ \\t]+\\p{Lu}[\\p{L}'-]+)){0,2}`,
  'gu',
);
/** Lower-case words that end a name's descriptors: a sentence goes on after the name. */
const ROMANCE_VERBS =
  /[ \t](?:est|sont|a|ont|es|son|ha|han|è|sono|é|são|tem|pour|per|para|por|en|in|em|à|au|aux|al|ai|nel|na|no|le|la|les|el|lo|il|um|uma|un|une|una|avec|con|com)[ \t]/u;

/** Russian heads in any case, with the adjectives before them. */
const RU = new RegExp(
  '(?<![\\p{L}])(?:[А-ЯЁ][а-яё-]+(?:ий|ый|ой|ая|ое|ого|ую|ой|ом|ая|ых|ей)[ \\t]+)(?:[а-яё-]+(?:ий|ый|ой|ая|ое|ого|ую|ом|ых|ей)[ \\t]+){0,3}' +
    '(?:университет|институт|академи|больниц|поликлиник|суд|колледж|техникум|школ|лице|гимнази|диспансер|госпитал|консерватори)[а-яё]*' +
    '(?:[ \\t]+(?:имени|им\\.)[ \\t]+(?:[А-ЯЁ]\\.[ \\t\\n]?){0,2}[А-ЯЁ][а-яё-]+(?:[ \\t]+[А-ЯЁ][а-яё-]+){0,2}|[ \\t]+№[ \\t]?\\d+|[ \\t]+г\\.[ \\t]?[А-ЯЁ][а-яё-]+(?:-на-[А-ЯЁ][а-яё-]+)?)*',
  'gu',
);
/** What a Russian name must hold besides adjectives and its head: a patron, a number or a town. */
const RU_TAIL = /(?:имени|им\.|№|г\.)/u;

function push(spans: Span[], start: number, end: number, score: number, reason: string): void {
  const span = makeSpan('ORGANIZATION', start, end, score, 'school-name');
  span.reason = reason;
  spans.push(span);
}

/** Schools, hospitals and courts named with lower-case descriptors (Romance) or adjectives (Russian). */
export const schoolNameRecognizer = safeRecognizer(
  'school-name',
  ['ORGANIZATION'],
  ({ folded }) => {
    const spans: Span[] = [];
    for (const m of folded.matchAll(ROMANCE)) {
      // "École de commerce est située à Dijon": a verb or an article among the lower-case words
      // means a sentence goes on, not the name.
      if (ROMANCE_VERBS.test(` ${m[0]} `)) continue;
      push(
        spans,
        m.index,
        m.index + m[0].length,
        0.84,
        'school or hospital named with its descriptors',
      );
    }
    if (/[а-яё]/u.test(folded)) {
      for (const m of folded.matchAll(RU)) {
        if (!RU_TAIL.test(m[0])) continue;
        // Surer than a reader of the adjectives and head alone: the tail belongs to the name.
        // A patron's initials inside the name outrank the initials reader's person (0.92).
        const score = /имени|им\./u.test(m[0]) ? 0.93 : 0.88;
        push(
          spans,
          m.index,
          m.index + m[0].length,
          score,
          'institution named with its adjectives and patron, number or town',
        );
      }
    }
    return spans;
  },
);
