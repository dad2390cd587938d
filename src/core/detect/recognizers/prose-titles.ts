import type { Recognizer, Span } from '../span';
import { isCommonWord, isOrgOrPlaceWord } from './name-evidence';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Names after the lower-case titles and role nouns of legal and clinical prose, where the title
 * says a person follows even when no list knows the name: "por don Eustaquio Villarrubia",
 * "la doctora Azucena Peñalver", "dall'avvocato Gianmarco Ferrazzano", "pelo advogado Deolindo
 * Quaresma Rebelo", "vertreten durch Rechtsanwältin Wiltrud Sauerbrey".
 * Capitalised courtesy titles ("Sr.", "Frau", "Maître") are person-name.ts's; this reader only
 * takes the forms written in lower case inside a sentence, where an article or a preposition
 * shows the word is a title and not a heading.
 */

/** Cheap literal gate: none of the cue stems, no work. */
const GATE =
  /don[ \t\n]|doña|señ|doct|dott|dout|letrad|bogad|vogad|vocat|procurad|magistrad|anwält|anwalt|notar|giudice|juiz|represent|représent|rappresent|vertreten|juez|giudice|richter|juiz|juíza|juge|présid|presid|judge|судья|secretari|cancell|greff|escriv/iu;
/** Cues of representation, which may name a firm as well: they need a whole two-word name. */
const BY_CUE = /(?:por|par|da|durch|by)[ \t\n]*$/u;

/** The cue: a lower-case title or role noun, with its article or preposition where it needs one. */
const CUE = new RegExp(
  `(?<![\\p{L}])(?:` +
    // Spanish: "don", "doña" stand alone; the role nouns need "el/la/del/al".
    `[Dd]on|[Dd]oña|(?:el|la|del|al|por${HS}+el|por${HS}+la)${HS}+(?:señor|señora|doctor|doctora|letrad[oa]|abogad[oa]|procurador|procuradora|magistrad[oa](?:-juez)?|notario|notaria)` +
    // Portuguese: "o/a/pelo/pela/do/da/ao/à" + role noun.
    `|(?:o|a|pelo|pela|do|da|ao|à)${HS}+(?:senhor|senhora|doutor|doutora|advogad[oa]|procurador|procuradora|juiz|juíza|notári[oa])` +
    // Italian: "l'avvocato" (elided article), "il dottor", "la dottoressa", "il giudice".
    `|(?:l|dall|dell|all|nell)'avvocat[oa]|(?:il|la|dal|dalla|del|della|al|alla)${HS}+(?:dottor|dottoressa|dottore|giudice|notaio|signor|signora)` +
    // French: "le docteur", "la docteure", "l'avocat", "maître" in lower case.
    `|(?:le|la|du|au)${HS}+(?:docteur|docteure|notaire)|(?:l|de${HS}+l|à${HS}+l)'avocate?|maître` +
    // German: the lawyer's and notary's titles stand without an article.
    `|Rechtsanwalt|Rechtsanwältin|Notar|Notarin` +
    // A firm's legal representative is a person: "in persona del legale rappresentante X".
    `|legale${HS}+rappresentante|rappresentante${HS}+legale|representante${HS}+legal|représentante?${HS}+légale?` +
    // "representada por X": who signs for a party (two name words at least, see BY_CUE).
    // A title after the cue is the surer cue: "representada por don X".
    `|(?:representad[oa]${HS}+por|représentée?${HS}+par|rappresentat[oa]${HS}+da|vertreten${HS}+durch|represented${HS}+by)(?:${HS}+(?:don|doña|dña\\.))?` +
    // The title may end its line and the name open the next ("la doctora\nAzucena Peñalver").
    `)(?:${HS}+|${HS}*\n${HS}*)`,
  'gu',
);

/** Up to three capitalised name words, particles between them ("Santisteban de la Cruz"). */
const NAME_WORD = `\\p{Lu}\\p{Ll}[\\p{L}'-]*`;
const NAME = new RegExp(
  `${NAME_WORD}(?:${HS}+(?:(?:de|del|de${HS}+la|da|das|do|dos|di|della|von|van|zu)${HS}+)?${NAME_WORD}){0,2}(?![\\p{L}\\p{N}])`,
  'uy',
);
/** Role words a title may precede instead of a name ("el señor Presidente", "la doctora Jefa"). */
const ROLE_AFTER =
  /^(?:presidente?|president|präsident(?:in)?|director[a]?|directeur|directrice|direttore|direttrice|juez|jueza|juge|giudice|magistrad[oa]|secretari[oa]|secretaire|secrétaire|segretari[oa]|fiscal|ministr[oa]|ministre|alcalde|alcaldesa|sindaco|maire|decano|decana|rector[a]?|jefe|jefa|chefe|capo|letrad[oa]|abogad[oa]|avvocat[oa]|advogad[oa]|defensor[a]?|procurador[a]?|notari[oa]|notaire|notaio|doctor[a]?|dottor[e]?|dottoressa|doutor[a]?|docteur|don|doña|dona|señor[a]?|senhor[a]?|signor[a]?|responsabile|responsable|responsável|coordinador[a]?|coordinatore|coordinatrice|coordenador[a]?|primario|primaria|dirigente|referente|titular|titolare|adjunt[oa]|aggiunt[oa]|únic[oa]|unic[oa]|ponente|relator[a]?|instructor[a]?|suplente|sostitut[oa]|substitut[oa]|honorari[oa]|especialista|specialista|residente|interino|interina)$/iu;
/**
 * Trade and firm words a represented party's name is made of ("Studio Legale Associato",
 * "Advogados Associados", "Metalúrgica Ribatejo"): after a representation cue they make it a firm.
 */
const FIRM_WORD =
  /^(?:studio|legale|associat[oi]|associad[oa]s|asociad[oa]s|associés|abogados|advogados|avvocati|avocats|anwälte|partners?|group|gruppo|grupo|groupe|gruppe|consulting|consultores|consultoria|servizi|servicios|serviços|services|industrie|industrias|indústrias|metalúrgica|metalurgica|metallurgica|metalurgia|construções|construcciones|costruzioni|constructions|transportes|trasporti|transports|logística|logistica|logistique|logistik|banco|banca|banque|bank|caixa|caja|cabinet|kanzlei|société|sociedad|sociedade|società|companhia|compañía|compagnie|company|empresa|impresa|entreprise|unternehmen|holding|immobiliare|inmobiliaria|imobiliária|immobilier|hotel|hôtel|hotéis|hoteles|alberghi|seguros|assicurazioni|assurances|versicherung|comercial|commerciale|textil|têxtil|tessile|agrícola|agricola|farmacia|farmácia|pharmacie|apotheke)$/iu;
/** A street or an institution named after a titled person: "calle don Ramón de la Cruz". */
const NAMED_AFTER =
  /(?:calle|c\/|avenida|avda\.|plaza|paseo|ronda|camino|rua|travessa|largo|praça|via|viale|piazza|corso|colegio|colégio|instituto|hospital|fundación|fundação|fondazione|escuela|escola|scuola)[ \t]+$/iu;
/** Words that end a name when they follow it inside a sentence's capitalised run. */
const ENDS_NAME = (word: string) => isCommonWord(word) || isOrgOrPlaceWord(word);

/**
 * The signature line of a judgment: the judge's or clerk's office, a colon, the name to the line
 * end ("El Magistrado-Juez: X", "Le président : X", "Il Giudice: X", "O Juiz de Direito: X").
 */
const JUDGE_LABEL = new RegExp(
  `(?<![\\p{L}])(?:(?:El|La|Il|Der|Die|O|A|Le)${HS}+)?(?:Vorsitzende${HS}+)?(?:Magistrad[oa](?:-[Jj]uez[a]?)?|Juez[a]?|Giudice|Richter(?:in)?|Juiz[a]?(?:${HS}+de${HS}+Direito)?|Juíza(?:${HS}+de${HS}+Direito)?|Juge|[Pp]résident(?:e)?|Presidente|Judge|Судья|Secretari[oa](?:${HS}+[Jj]udicial)?|Cancelliere|Greffière|Greffier|Escrivã|Escrivão)${HS}*:${HS}*`,
  'gu',
);

/** Words of a court's chamber or body, which may follow a judge's label instead of a name. */
const COURT_WORD =
  /^(?:sala|sección|sezione|section|secção|kammer|senat|chambre|juzgado|juízo|tribunal|tribunale|corte|cour|gericht|landgericht|amtsgericht|conseil|consejo|conselho|consiglio|audiencia|primer[oa]|segund[oa]|tercer[oa]|prima|seconda|terza|première|deuxième|troisième|sociale?|social|lavoro|civil[e]?|cível|penal[e]?)$/iu;

/** The name words at `at`: the leading run that can be a name, trailing particles dropped. */
function nameAt(
  folded: string,
  at: number,
): { value: string; words: number; whole: boolean } | undefined {
  NAME.lastIndex = at;
  const found = NAME.exec(folded)?.[0];
  if (!found) return undefined;
  // Keep the leading words that can be a name; a place, a firm's word or a common word ends it.
  const parts = found.split(/([ \t]+)/u);
  let length = 0;
  let words = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i]!;
    const particle = /^(?:de|del|la|da|das|do|dos|di|della|von|van|zu)$/u.test(word);
    if (!particle) {
      if (ENDS_NAME(word) || ROLE_AFTER.test(word)) break;
      words++;
    }
    length = parts.slice(0, i + 1).join('').length;
  }
  const value = found
    .slice(0, length)
    .replace(/(?:[ \t]+(?:de|del|la|da|das|do|dos|di|della|von|van|zu))+$/u, '');
  // "don Maxi-" at a line end: the name goes on at the next line, which the joined-lines
  // reading reads whole; half a word is no name.
  if (words === 0 || value.length === 0 || value.endsWith('-')) return undefined;
  return { value, words, whole: value.length === found.length };
}

/** The name after a lower-case title or role noun in running prose. */
export const proseTitleRecognizer: Recognizer = {
  name: 'prose-title',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    if (!GATE.test(folded)) return spans;
    const push = (at: number, value: string, words: number, reason: string) => {
      const span = makeSpan(
        'PERSON_NAME',
        at,
        at + value.length,
        words > 1 ? 0.85 : 0.8,
        'prose-title',
      );
      span.reason = reason;
      spans.push(span);
    };
    eachMatch(CUE, folded, (m) => {
      const at = m.index + m[0].length;
      const name = nameAt(folded, at);
      if (!name) return;
      const { value, words } = name;
      // "Don" opening a sentence is a title only before two name words ("Don Quijote" aside,
      // a capitalised "Don" alone may be the given name, which the name readers take).
      if (/^Don/u.test(m[0]) && words < 2) return;
      // English "don" is a verb ("staff must don Protective Equipment").
      if (
        /^don[ \t\n]/u.test(m[0]) &&
        /(?<![\p{L}])(?:to|must|should|will|shall|can|may|and|or|they|we|you|i|please)[ \t]+$/iu.test(
          folded.slice(Math.max(0, m.index - 9), m.index),
        )
      )
        return;
      if (NAMED_AFTER.test(folded.slice(Math.max(0, m.index - 12), m.index))) return;
      // "representada por Banco Atlântico", "represented by Smith & Co": after a representation
      // cue only a run of name words that stops at no firm's or place's word is a person.
      if (BY_CUE.test(m[0])) {
        if (words < 2 || !name.whole) return;
        if (value.split(/[ \t]+/u).some((word) => FIRM_WORD.test(word))) return;
        if (/^[ \t]*(?:&|\p{Lu})/u.test(folded.slice(at + value.length, at + value.length + 3)))
          return;
      }
      push(at, value, words, 'name after a lower-case title or role noun');
    });
    eachMatch(JUDGE_LABEL, folded, (m) => {
      // The label opens its line (a signature block), and the name ends it.
      if (!/(?:^|\n)[ \t]*$/u.test(folded.slice(Math.max(0, m.index - 80), m.index))) return;
      const at = m.index + m[0].length;
      const name = nameAt(folded, at);
      if (!name || name.words < 2 || !name.whole) return;
      if (name.value.split(/[ \t]+/u).some((word) => COURT_WORD.test(word))) return;
      if (
        !/^[ \t]*(?:\n|$)/u.test(folded.slice(at + name.value.length, at + name.value.length + 40))
      )
        return;
      push(at, name.value, name.words, "name on a judgment's signature line");
    });
    return spans;
  },
};
