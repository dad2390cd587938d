import type { Recognizer, Span } from '../span';
import { PLACES } from './places';
import { SURNAMES } from './surnames';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { NOT_SURNAME } from './person-name-words';
import { eachMatch, makeSpan, matchesOf } from './text-helpers';

/**
 * A run of capitalised words on one line, with initials ("M.", "S") and lower-case particles
 * ("van", "de") between them. Bounded so that a long Title Case line stays linear.
 */
const RUN =
  /(?<![\p{L}\p{N}@._'’-])\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:\p{Lu}\.?(?=[ \t]+\p{L})|(?:van|von|zu|der|den|de|del|della|delle|dei|degli|dal|dalla|di|da|do|dos|das|du|des|ten|ter|bin|ibn)(?:[ \t]+(?:la|las|los|le|der|den))?(?=[ \t]+\p{Lu})|d['’]\p{Lu}[\p{L}'’-]*|\p{Lu}[\p{L}'’-]*)){0,9}/gu;
const TOKEN = /[^ \t]+/gu;
const POSSESSIVE = /['’]s$/u;

interface Token {
  word: string;
  start: number;
  end: number;
}

/**
 * Particles written with a capital inside a name ("Piergiorgio Lo Russo", "Ludovica Da Ponte",
 * "Gaëlle Le Floch", "Marco De Luca"): between two name words they are part of it.
 */
const CAPITAL_PARTICLES = new Set(
  'da de del della dei degli dal dalla di do dos das du des le la lo van von der den ten ter zu el al ben bin ibn abu'.split(
    ' ',
  ),
);

/**
 * Surnames that are written with a capitalised particle, by what follows the particle (general
 * knowledge of the commonest Italian, Portuguese, Spanish, French, Dutch and German ones: De
 * Santis, Di Stefano, Lo Russo, Dalla Costa, Dos Santos, Van Dijk, Le Floch).
 */
const AFTER_PARTICLE = new Set(
  (
    'Santis Sanctis Angelis Luca Rosa Simone Marco Martino Vita Felice Carlo Falco Stefano ' +
    'Benedetti Filippo Gregorio Laurentiis Maio Nardo Palma Paoli Pasquale Rossi Giorgi Biase ' +
    'Gennaro Lorenzo Napoli Pietro Giacomo Salvo Benedetto Russo Presti Bianco Torre Valle Costa ' +
    'Molin Piero Ponte Bello Cecco Grazia Leo Mauro Nicola Paola Sio Tommaso Matteo Francesco ' +
    'Silva Santos Souza Sousa Oliveira Almeida Andrade Carvalho Castro Cunha Freitas Jesus Mello ' +
    'Moraes Paula Reis Anjos Passos Prazeres Ramos Rocha Vega Fuente Cruz Rosa Torre Peña Riva ' +
    'Dijk Berg Meer Broek Heuvel Beek Vries Leeuwen Wal Velde Linden Graaf Bosch Brink Hoek ' +
    'Roux Gall Goff Floch Bihan Corre Brun Guen Moal Bras Gac Pen Quéré Mée Noir'
  ).split(' '),
);

/** "d'Almeida": an elided particle glued to a capitalised name is a name word. */
const ELIDED = /^d['’](?=\p{Lu})/u;

function isInitialOrParticle(word: string): boolean {
  return /^\p{Lu}\.?$/u.test(word) || (/^\p{Ll}/u.test(word) && !ELIDED.test(word));
}

/** Marks capitalised particles between two name words as particles ("Lo" in "Ana Lo Russo"). */
function withInnerParticles(run: Token[]): Token[] {
  return run.map((t, i) =>
    i > 0 &&
    i < run.length - 1 &&
    CAPITAL_PARTICLES.has(t.word.toLowerCase()) &&
    /^\p{Lu}/u.test(run[i + 1]!.word)
      ? { ...t, word: t.word.toLowerCase() }
      : t,
  );
}

/** Sentence start: nothing but punctuation, quotes or line starts before `index`. */
function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 4), index);
  return index === 0 || /(?:^|[.!?:\n>"“]\s*)$/u.test(before) || /^\s*$/u.test(before);
}

/**
 * Judges one capitalised run: trims openers and headings words off its edges, then keeps it
 * when a listed first name leads it or a surname ends it (or it is one listed first name).
 */
function judge(text: string, tokens: Token[], spans: Span[]): boolean {
  const run = withInnerParticles(tokens);
  let lo = 0;
  let hi = run.length;
  // "TN Rosalind Lindqvist" (a table row after "Knoxville, TN"): a short code in capitals
  // before a Title Case word is no part of the name.
  const code = (i: number) =>
    /^\p{Lu}{2,3}$/u.test(run[i]!.word) && /\p{Ll}/u.test(run[i + 1]?.word ?? '');
  while (lo < hi && (isCommonWord(run[lo]!.word) || isInitialOrParticle(run[lo]!.word) || code(lo)))
    lo++;
  while (hi > lo && (isCommonWord(run[hi - 1]!.word) || isInitialOrParticle(run[hi - 1]!.word)))
    hi--;
  // "Sachbearbeiter Tobias Krüger", "Freigegeben von Tobias Schäfer": German nouns are
  // capitalised; the name starts at its listed first name when no known name word precedes it.
  const firstAt = run.findIndex((t, i) => i >= lo && i < hi && isFirstName(t.word));
  if (
    firstAt > lo &&
    run.slice(lo, firstAt).every((t) => !isFirstName(t.word) && !isSurname(t.word))
  )
    lo = firstAt;
  // "Anna Krüger\nGeburtsdatum": a word after a known surname that no list knows is the next
  // field's label (German nouns are capitalised), not a third name, when it opens the next line
  // or reads as a German noun or a label; on the same line it is a second surname ("Pierluigi
  // Santangelo Bevilacqua", "Gianfranco Santangelo Bevilacqua" in a running footer).
  while (
    hi - lo >= 3 &&
    !isFirstName(run[hi - 1]!.word) &&
    !isSurname(run[hi - 1]!.word) &&
    isSurname(run[hi - 2]!.word) &&
    isFirstName(run[lo]!.word) &&
    (text.slice(run[hi - 2]!.end, run[hi - 1]!.start).includes('\n') ||
      GERMAN_NOUN_END.test(run[hi - 1]!.word) ||
      // A second surname ends the sentence's run: a lower-case word, a number, punctuation or
      // the line's end follows; another capitalised word or a colon there makes it a label
      // ("Gast: Ulrike Lindemann" / "Mietwagen" / "Mietwagen: Sixt" read with lines joined).
      !/^(?:[ \t]*(?:[,.;)]|\n|$)|[ \t]+[\p{Ll}\p{N}])/u.test(
        text.slice(run[hi - 1]!.end, run[hi - 1]!.end + 3),
      ) ||
      // A colon soon after is a form's next label ("Ospite: Caterina Pellegrini" / "Noleggio
      // auto" / "Noleggio auto: Maggiore" read as one line).
      /^[^\n.;]{0,40}:/u.test(text.slice(run[hi - 1]!.end, run[hi - 1]!.end + 41)))
  )
    hi--;
  const core = run.slice(lo, hi);
  const kept = core.filter((t) => !isInitialOrParticle(t.word));
  const words = kept.map((t) => t.word.replace(ELIDED, ''));
  // "Nerea Fernández de Córdoba", "Luís Castro da Guarda": a place after a lower-case particle,
  // behind a first name and a surname, is the second half of a compound surname.
  const compound = (i: number) => {
    const at = core.indexOf(kept[i]!);
    return (
      i >= 2 &&
      at > 0 &&
      /^(?:de|del|da|do|dos|das|di|y)$/u.test(core[at - 1]!.word) &&
      isFirstName(words[0]!) &&
      isSurname(words[i - 1]!)
    );
  };
  if (words.length === 0 || words.length > 4) return false;
  // A listed first name vouches for a surname that is also a place ("Sofia Lima").
  const vouched = words.length === 2 && isFirstName(words[0]!) && !isOrgOrPlaceWord(words[0]!);
  // "Ginevra Barbieri-Conti": a given name that is also a place, before a double surname whose
  // halves are both listed surnames.
  const doubleSurname =
    words.length === 2 &&
    isFirstName(words[0]!) &&
    /^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(words[1]!) &&
    words[1]!.split('-').every((p) => isSurname(p));
  // "Ginevra Zanetti", "Ginevra Di Pietro": a given name that is also a place, before a listed
  // surname or a particle surname, is the person's.
  const placeGiven =
    words.length === 2 &&
    isFirstName(words[0]!) &&
    (SURNAMES.has(words[1]!) || AFTER_PARTICLE.has(words[1]!));
  const vetoes = (w: string, i: number) =>
    isCommonWord(w) ||
    (isOrgOrPlaceWord(w) &&
      !(vouched && i === 1 && PLACES.has(w)) &&
      !((doubleSurname || placeGiven) && i === 0 && PLACES.has(w)) &&
      !compound(i)) ||
    NOT_SURNAME.has(w.toLowerCase());
  if (words.some(vetoes)) return false;
  if (words.every((w) => !/\p{Ll}/u.test(w))) return false; // ALL CAPS: headings and cities
  const joined = text.slice(core[0]!.start, core[core.length - 1]!.end);
  if (PLACES.has(joined)) return false;
  const first = words[0]!;
  const last = words[words.length - 1]!;
  let score = 0;
  // "Costanza De Santis", "Ana Lo Russo": a capitalised particle and a surname known to follow one.
  const particled = core.some(
    (t, i) =>
      i > 0 &&
      i < core.length - 1 &&
      CAPITAL_PARTICLES.has(t.word) &&
      /^\p{Lu}/u.test(text.slice(t.start, t.start + 1)) &&
      AFTER_PARTICLE.has(core[i + 1]!.word),
  );
  // "Fátima Benítez El Amrani": a listed surname inside a longer name vouches for it too.
  const innerSurname =
    words.length >= 3 &&
    core.some((t) => isInitialOrParticle(t.word) && t.word.length > 1) &&
    words.slice(1, -1).some((w) => SURNAMES.has(w));
  if (words.length >= 2 && (isFirstName(first) || isSurname(last) || particled || innerSurname))
    score = 0.7;
  else if (words.length === 1 && isFirstName(first)) score = 0.6;
  else if (
    words.length === 1 &&
    isSurname(first) &&
    !atSentenceStart(text, core[0]!.start) &&
    !(
      !SURNAMES.has(first) &&
      GERMAN_NOUN_BEFORE.test(text.slice(Math.max(0, core[0]!.start - 12), core[0]!.start))
    )
  )
    score = 0.55;
  if (score === 0) return false;
  const start = core[0]!.start;
  spans.push(makeSpan('PERSON_NAME', start, core[core.length - 1]!.end, score, 'name-sequence'));
  return true;
}

/**
 * A table row read as one line ("Rui Vasconcelos Leiria Nuno Brandão +351 …"): when the whole
 * run is no name, the parts between listed places are judged on their own, if each has two words.
 */
function judgeCells(text: string, run: Token[], spans: Span[]): void {
  if (judge(text, run, spans)) return;
  const caps = (t: Token) => /^\p{Lu}{2}/u.test(t.word) && !/\p{Ll}/u.test(t.word);
  // "Boise, ID": a word before a US state code is a city.
  const city = (t: Token) => /^,[ \t]+[A-Z]{2}(?![\p{L}\p{N}])/u.test(text.slice(t.end, t.end + 5));
  let from = 0;
  for (let i = 0; i <= run.length; i++) {
    // A cell ends at a listed place, or where Title Case turns to capitals ("Ana Lo Russo
    // ROSSELLA MANCUSO": two signature lines side by side).
    const place = i < run.length && (PLACES.has(run[i]!.word) || city(run[i]!));
    const turn = i > 0 && i < run.length && !caps(run[i - 1]!) && caps(run[i]!);
    // "Macarena Soler Sáez Amparo M. Villalobos": two signature lines side by side; a listed
    // given name (no surname too) after a whole name word opens the second.
    const given =
      i - from >= 2 &&
      i <= run.length - 2 &&
      isFirstName(run[i]!.word) &&
      !isSurname(run[i]!.word) &&
      !isInitialOrParticle(run[i - 1]!.word) &&
      !isInitialOrParticle(run[i]!.word);
    if (i < run.length && !place && !turn && !given) continue;
    if (i - from >= 2 && i - from < run.length) judge(text, run.slice(from, i), spans);
    from = place ? i + 1 : i;
  }
}

/** Endings of German nouns that label a form's next field ("Geburtsdatum", "Anschrift", "Abteilung"). */
const GERMAN_NOUN_END =
  /(?:ung|heit|keit|schaft|datum|nummer|adresse|anschrift|straße|strasse|zeit|tag|ion|tät|nis|amt|stelle|vertrag|antrag|ort|name|geld|betrag|kasse|konto)$/u;

/**
 * A German article or preposition right before a word: a capitalised word there is a noun when
 * only its ending looks like a surname's ("nebst Zinsen", "die Krisen", "mit Preisen").
 */
const GERMAN_NOUN_BEFORE =
  /(?<![\p{L}])(?:nebst|mit|ohne|die|der|den|dem|des|das|ein|eine|einer|einem|eines|von|zu|zur|zum|für|auf|aus|nach|über|unter|vor|sowie|seine|seiner|ihre|ihrer|keine|alle|zzgl\.|zuzüglich)[ \t\n]+$/u;

/** Capitalised word runs that name lists or surname endings vouch for ("Maria Rossi", "Katrine"). */
export const nameSequenceRecognizer: Recognizer = {
  name: 'name-sequence',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(RUN, folded, (m) => {
      const run: Token[] = [];
      for (const t of matchesOf(TOKEN, m[0])) {
        const start = m.index + (t.index ?? 0);
        // "Caspar Whitlow-Brennan  Period: March 2025": a word set apart by a wide gap and
        // followed by a colon is the next field's label.
        const prev = run[run.length - 1];
        if (
          prev &&
          (start - prev.end >= 2 || folded[prev.end] === '\t') &&
          /^[ \t]*:/.test(folded.slice(start + t[0].length, start + t[0].length + 3))
        )
          break;
        const word = t[0].replace(POSSESSIVE, '');
        run.push({ word, start, end: start + word.length });
        // A possessive ends the name: "Yuri Bulgakov's Cautionary Tales".
        if (word !== t[0]) break;
      }
      judgeCells(folded, run, spans);
    });
    return spans;
  },
};
