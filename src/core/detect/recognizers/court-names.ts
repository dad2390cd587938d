import type { Recognizer, Span } from '../span';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Courts named by their kind and their town, which carry no legal form and no list knows:
 * "Juzgado de lo Social número 3 de Sevilla", "Conseil de prud'hommes de Nanterre", "Tribunale
 * di Milano, Sezione Lavoro", "Corte d'Appello di Genova", "Juízo Local Cível do Porto",
 * "Arbeitsgericht Düsseldorf", "Куйбышевский районный суд"; also in the capitals of a letterhead.
 * A court with its town says where a person's case is heard, so judgments redact it.
 */

/** Cheap literal gate: no court word, no work. */
const GATE = /juzgado|tribunal|audiencia|conseil|cour |corte|giudice|juízo|gericht|суд/iu;

/** The court's kind, up to the connector before its town. */
const KIND = [
  `juzgado${HS}+de${HS}+(?:lo${HS}+(?:social|mercantil|penal|civil|contencioso-administrativo)|primera${HS}+instancia(?:${HS}+e${HS}+instrucción)?|instrucción|paz|violencia${HS}+sobre${HS}+la${HS}+mujer)(?:${HS}+(?:número|núm\\.|nº|n\\.º)${HS}*\\d{1,3})?`,
  `audiencia${HS}+provincial|tribunal${HS}+superior${HS}+de${HS}+justicia`,
  `conseil${HS}+de${HS}+prud'hommes|tribunal${HS}+judiciaire|tribunal${HS}+de${HS}+commerce|cour${HS}+d'appel`,
  `tribunale|corte${HS}+d'appello|giudice${HS}+di${HS}+pace`,
  `juízo${HS}+(?:local|central)${HS}+(?:cível|criminal|do${HS}+trabalho)|tribunal${HS}+judicial${HS}+da${HS}+comarca|tribunal${HS}+da${HS}+relação`,
].join('|');
/** Kind, connector and town (one to three words), optionally its section after a comma. */
const COURT = new RegExp(
  `(?<![\\p{L}])(?:${KIND})${HS}+(?:de|di|do|da|des|du)${HS}+(\\p{L}[\\p{L}'-]+(?:${HS}+(?:do|da|de|di|del|sur|en)?${HS}*\\p{L}[\\p{L}'-]+){0,2}?)(?![\\p{L}])(?:,${HS}*(?:sezione|section|sección|secção)${HS}+\\p{L}+)?`,
  'giu',
);
/** German courts end in "-gericht" and name their town after it: "Arbeitsgericht Düsseldorf". */
const GERICHT =
  /(?<![\p{L}])(?:Amts|Land|Arbeits|Landesarbeits|Sozial|Landessozial|Verwaltungs|Oberverwaltungs|Oberlandes|Finanz)gericht[ \t]+\p{Lu}\p{Ll}+(?:[ \t]+am[ \t]+Main|-\p{Lu}\p{Ll}+)?/gu;
/** Russian district and city courts: "Куйбышевский районный суд" (any case of the capitals). */
const SUD =
  /(?<![\p{L}])\p{L}+(?:ский|цкий)[ \t]+(?:районный|городской|областной|краевой)[ \t]+суд/giu;

/** Courts named with their town, in running text and in letterhead capitals. */
export const courtNameRecognizer: Recognizer = {
  name: 'court-name',
  tags: ['ORGANIZATION'],
  find({ folded }) {
    const spans: Span[] = [];
    if (!GATE.test(folded)) return spans;
    const push = (start: number, end: number) => {
      const span = makeSpan('ORGANIZATION', start, end, 0.86, 'court-name');
      span.reason = 'a court named with its town';
      spans.push(span);
    };
    eachMatch(COURT, folded, (m) => {
      // The town is a name: capitalised ("di Milano"), never "di riferimento".
      const town = m[1]!;
      if (!/^\p{Lu}/u.test(town)) return;
      // Trailing lower-case words belong to the sentence, not to the town.
      const end = m.index + m[0].length;
      const townAt = m.index + m[0].indexOf(town);
      const words = town.split(/([ \t]+)/u);
      let keep = words[0]!.length;
      for (let i = 2; i < words.length; i += 2) {
        const word = words[i]!;
        if (/^\p{Lu}/u.test(word)) keep = words.slice(0, i + 1).join('').length;
        else if (!/^(?:do|da|de|di|del|sur|en)$/iu.test(word)) break;
      }
      // The whole match (with its section) when the town was kept whole, else up to the town.
      push(m.index, keep === town.length ? end : townAt + keep);
    });
    eachMatch(GERICHT, folded, (m) => {
      // "Amtsgericht Regensburg HRB 4411", "Registergericht: Amtsgericht Essen": a company's
      // register court in a footer names no party's case.
      const end = m.index + m[0].length;
      if (/^[ \t,]*(?:HR[AB]|GnR|PR|VR)\b/u.test(folded.slice(end, end + 12))) return;
      if (/regist|handelsreg/iu.test(folded.slice(Math.max(0, m.index - 30), m.index))) return;
      push(m.index, end);
    });
    eachMatch(SUD, folded, (m) => push(m.index, m.index + m[0].length));
    return spans;
  },
};
