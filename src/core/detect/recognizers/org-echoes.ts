/**
 * Organisations that the same document names in a surer form elsewhere (issue 15, recall by
 * document-level reading):
 * - a firm written once with its legal form ("Northwind Logistics Inc.", "ООО «Техносервис»") is
 *   the same firm where the text writes its name without the form ("at Northwind Logistics",
 *   "NORTHWIND LOGISTICS", "«Техносервис»");
 * - a mail or web domain spells the firm's name ("hr@bluestone-analytics.com",
 *   "www.brightwaterlabs.com"): a run of capitalised words whose letters are the domain's name
 *   ("Bluestone Analytics Support", "Brightwater Labs") is that firm, with the words that follow
 *   it in its run.
 * Both readings are gated by a cheap literal scan (a legal form, '@' or "www."/"://"), so a text
 * without them costs one pass of `includes`.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName, isOrgOrPlaceWord } from './name-evidence';
import { PLACES } from './places';
import { matchesOf } from './text-helpers';

/** Legal forms that end a firm's name in the seven languages (the common ones only: a gate). */
const FORM_AFTER =
  /[ \t](?:Inc\.?|LLC|L\.L\.C\.|LLP|Ltd\.?|Limited|PLC|plc|Corp\.?|Corporation|GmbH(?:[ \t]&[ \t]Co\.[ \t]KG)?|AG|KG|e\.K\.|S\.L\.U?\.?|S\.A\.U?\.?|SL|SA|SARL|SAS|EURL|S\.r\.l\.|S\.p\.A\.|S\.n\.c\.|S\.a\.s\.|Srl|SpA|Lda\.?|Unipessoal[ \t]Lda\.?|B\.V\.|N\.V\.)(?=$|[\s,;:)·|])/gu;
/** A Russian legal form before the name in quotes: "ООО «Техносервис»". */
const FORM_BEFORE = /(?<![\p{L}])(?:ООО|АО|ПАО|ЗАО|ОАО|НКО|ИП)[ \t]*«([^»\n]{2,40})»/gu;
/** Words that may sit inside a firm's name without a capital. */
const LINKS = new Set([
  '&',
  'and',
  'und',
  'et',
  'y',
  'e',
  'of',
  'de',
  'del',
  'di',
  'da',
  'do',
  'du',
  'des',
]);
/** A capitalised word of a firm's name (letters, digits, apostrophes, hyphens). */
const CAP_WORD = /^[\p{Lu}\p{N}][\p{L}\p{N}'’-]*$/u;

/** Mail and web hosts that name a provider, not the firm the text is about. */
const PROVIDERS = new Set(
  (
    'gmail googlemail outlook hotmail live msn yahoo ymail icloud me mac aol protonmail proton ' +
    'pm gmx web t-online posteo mailbox orange free laposte sfr wanadoo libero virgilio tiscali ' +
    'alice tim sapo iol telefonica movistar yandex rambler bk list inbox mail example google ' +
    'microsoft apple facebook linkedin github zoom teams instagram twitter whatsapp tiktok ' +
    'youtube telegram vk ok amazon paypal ebay'
  ).split(' '),
);
/** Words of a product or a tool's name, not of a firm's: "PDF Redaction", "AI Scan". */
const TECH = new Set(
  'pdf pdfs ai api app apps ocr crm erp seo saas cloud online web mobile'.split(' '),
);
/** "mail.firm.com", "firm.co.uk": labels that are no firm's name. */
const NOT_NAME_LABEL = new Set(['www', 'mail', 'co', 'com', 'org', 'net', 'gov', 'ac', 'edu']);
/** A mail domain or a web host: the labels before the top-level domain. */
const HOST =
  /(?:@|:\/\/|(?<![\p{L}\p{N}.])www\.)([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.[a-z]{2,6}(?![a-z0-9-])/giu;

/** Lower-case letters and digits only, accents dropped: "Söhne & Co" -> "sohneco". */
function compact(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/** True when `value` stands at `at` as whole words (no letter or digit touching it). */
function wholeAt(text: string, at: number, length: number): boolean {
  return (
    !/[\p{L}\p{N}]/u.test(text[at - 1] ?? '') && !/[\p{L}\p{N}]/u.test(text[at + length] ?? '')
  );
}

/** True for a one-word name that is too plain to stand for a firm by itself. */
function plainWord(word: string): boolean {
  return word.length < 5 || isCommonWord(word) || isFirstName(word) || PLACES.has(word);
}

function push(spans: Span[], start: number, end: number, score: number, reason: string): void {
  const span = makeSpan('ORGANIZATION', start, end, score, 'org-echo');
  span.reason = reason;
  spans.push(span);
}

/** The capitalised words right before a legal form at `end` (at most four, on its line). */
function stemBefore(text: string, end: number): string[] {
  const lineFrom = text.lastIndexOf('\n', end - 1) + 1;
  const words = text.slice(Math.max(lineFrom, end - 80), end).split(/[ \t]+/);
  const stem: string[] = [];
  for (let k = words.length - 1; k >= 0 && stem.length < 6; k--) {
    const w = words[k]!;
    if (CAP_WORD.test(w)) stem.unshift(w);
    else if (LINKS.has(w) && stem.length > 0) stem.unshift(w);
    else break;
  }
  while (stem.length > 0 && LINKS.has(stem[0]!)) stem.shift();
  return stem;
}

/** Every further occurrence of `stem` (as written, or in capitals) not followed by its legal form. */
function echoes(text: string, stem: string, formAt: number, spans: Span[], reason: string): number {
  let found = 0;
  for (const form of stem === stem.toUpperCase() ? [stem] : [stem, stem.toUpperCase()]) {
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
      if (at === formAt || !wholeAt(text, at, form.length)) continue;
      push(spans, at, at + form.length, 0.75, reason);
      found++;
    }
  }
  return found;
}

/** Firms named without their legal form where the document also writes them with it. */
function legalFormEchoes(text: string, spans: Span[]): void {
  const seen = new Set<string>();
  for (const m of matchesOf(FORM_AFTER, text)) {
    const words = stemBefore(text, m.index);
    // Longest stem first; leading words may be the sentence's ("Contact Northwind Logistics").
    for (let k = 0; k < words.length; k++) {
      const part = words.slice(k);
      // A shortened stem keeps two words: "Logistik" alone is a trade word, not the firm.
      if (part.length === 1 && (k > 0 || plainWord(part[0]!))) break;
      if (LINKS.has(part[0]!)) continue;
      if (part.every((w) => isCommonWord(w) || LINKS.has(w))) break;
      const stem = part.join(' ');
      if (seen.has(stem)) break;
      const formAt = m.index - stem.length;
      if (text.slice(formAt, m.index) !== stem) break;
      seen.add(stem);
      if (echoes(text, stem, formAt, spans, 'the document names this firm with its legal form') > 0)
        break;
    }
  }
  for (const m of matchesOf(FORM_BEFORE, text)) {
    const stem = m[1]!.trim();
    const at = m.index + m[0].indexOf(stem);
    if (stem.length < 3 || seen.has(stem) || (stem.split(' ').length === 1 && stem.length < 5))
      continue;
    seen.add(stem);
    echoes(text, stem, at, spans, 'the document names this firm with its legal form');
  }
}

/** The firm-name keys that the text's mail and web domains spell ("bluestoneanalytics"). */
function domainKeys(text: string): Map<string, number> {
  const keys = new Map<string, number>();
  for (const m of matchesOf(HOST, text)) {
    const labels = m[1]!.toLowerCase().split('.');
    let k = labels.length - 1;
    while (k > 0 && NOT_NAME_LABEL.has(labels[k]!)) k--;
    const label = labels[k]!;
    if (PROVIDERS.has(label) || NOT_NAME_LABEL.has(label)) continue;
    const key = label.replace(/-/g, '');
    if (key.length >= 5 && /[a-z]{3}/.test(key)) keys.set(key, label.split('-').length);
  }
  return keys;
}

/** A capitalised run of words on one line: a firm's name may be its start. */
const RUN =
  /(?<![\p{L}\p{N}'’-])[\p{Lu}][\p{L}\p{N}'’-]*(?:[ \t]+(?:(?:&|and|und|et|y|e|of|de|del|di|da|do|du|des)[ \t]+)?[\p{Lu}\p{N}][\p{L}\p{N}'’-]*){0,5}/gu;

/** Capitalised names whose letters are a mail or web domain of the same document. */
function domainEchoes(text: string, spans: Span[]): void {
  const keys = domainKeys(text);
  if (keys.size === 0) return;
  for (const m of matchesOf(RUN, text)) {
    const words = m[0].split(/[ \t]+/);
    let offsets: number[] | undefined;
    for (let i = 0; i < words.length; i++) {
      let joined = '';
      for (let j = i; j < words.length && j < i + 4; j++) {
        joined += compact(words[j]!);
        const parts = keys.get(joined);
        if (parts === undefined) continue;
        const one = j === i;
        // "Martin Thoma" (martin-thoma.com) is a person's own page; "PDF Redaction"
        // (pdf-redaction.com) a product named after what it does.
        if (isFirstName(words[i]!) || words.slice(i, j + 1).some((w) => TECH.has(w.toLowerCase())))
          continue;
        if (one && (plainWord(words[i]!) || text.includes(` ${words[i]!.toLowerCase()}`))) continue;
        if (isCommonWord(words[i]!) && one) continue;
        offsets ??= wordOffsets(m[0], m.index);
        // The words after the spelled part stay in the name up to a plain word ("Support" is kept).
        let last = j;
        while (
          last + 1 < words.length &&
          last < j + 2 &&
          !isFirstName(words[last + 1]!) &&
          (!isCommonWord(words[last + 1]!) || isOrgOrPlaceWord(words[last + 1]!))
        )
          last++;
        const start = offsets[i]!;
        const end = offsets[last]! + words[last]!.length;
        push(
          spans,
          start,
          end,
          one ? 0.66 : 0.72,
          'its letters are a mail or web domain of the document',
        );
        i = last;
        break;
      }
    }
  }
}

/** Start offsets of the words of a run that begins at `from`. */
function wordOffsets(run: string, from: number): number[] {
  const out: number[] = [];
  for (const m of run.matchAll(/\S+/gu)) out.push(from + m.index);
  return out;
}

/** Recognises a firm named without its legal form, or spelled by a domain, elsewhere in the document. */
export const orgEchoRecognizer = safeRecognizer('org-echo', ['ORGANIZATION'], ({ text }) => {
  const spans: Span[] = [];
  legalFormEchoes(text, spans);
  if (text.includes('@') || text.includes('www.') || text.includes('://'))
    domainEchoes(text, spans);
  return spans;
});
