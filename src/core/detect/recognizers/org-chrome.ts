/**
 * The firm named in a page's running header or footer: a line printed at the top or the bottom
 * of two pages or more (page numbers aside) whose first part, before a separator ("·", "|", "—",
 * a wide gap), is a capitalised name: "Sokol Svyaz · Ticket INC-106 · exported from the help
 * desk", "Lumora | Card statement", "Banco Aurora — Extracto de cuenta". A document title
 * ("Credit Card Statement"), a person ("Maria Lopez · Account 1234") and a listed place are no
 * firm.
 */
import type { Span } from '../span';
import { makeSpan } from './helpers';
import { isCommonWord, isFirstName, isSurname } from './name-evidence';
import { PLACES } from './places';

/** How many non-blank lines at each end of a page are its chrome. */
const ZONE = 3;

/** Separators between the parts of a chrome line. */
const SEPARATOR = /[ \t]+[·|•—–][ \t]+|[ \t]{2,}|\t/u;

/** Words of a document's title or a page's chrome that no firm's name is made of alone. */
const TITLE_WORDS = new Set(
  (
    'statement statements account accounts summary card credit debit invoice receipt bill report ' +
    'ticket case request form page confidential private internal copy draft contract lease ' +
    'agreement letter notice policy claim record records file history transcript chat support ' +
    'extracto cuenta tarjeta factura recibo informe contrato página hoja expediente solicitud ' +
    'relevé compte carte facture reçu rapport contrat bail page dossier demande ' +
    'kontoauszug konto karte rechnung quittung bericht vertrag mietvertrag seite akte antrag ' +
    'estratto conto carta fattura ricevuta referto contratto pagina pratica richiesta ' +
    'extrato conta cartão fatura recibo relatório contrato página processo pedido ' +
    'выписка счёт счет карта квитанция отчёт отчет договор страница стр дело заявка обращение ' +
    // Confidentiality marks
    'confidential confidencial confidentiel vertraulich riservato riservata confidenziale ' +
    'конфиденциально strictly private privado privé persönlich personale pessoal'
  ).split(' '),
);

/** Links a firm's name may hold in lower case. */
const LINKS = new Set(
  '& and und et y e of de del della di da do du des dos das von der van la le el il'.split(' '),
);

interface ChromeLine {
  start: number;
  text: string;
}

/** The first and last non-blank lines of each page. */
function chromeLines(text: string): ChromeLine[][] {
  const pages: ChromeLine[][] = [];
  let pageStart = 0;
  while (pageStart <= text.length) {
    let pageEnd = text.indexOf('\f', pageStart);
    if (pageEnd < 0) pageEnd = text.length;
    const lines: ChromeLine[] = [];
    let at = pageStart;
    while (at <= pageEnd) {
      let end = text.indexOf('\n', at);
      if (end < 0 || end > pageEnd) end = pageEnd;
      if (text.slice(at, end).trim() !== '') lines.push({ start: at, text: text.slice(at, end) });
      at = end + 1;
    }
    pages.push(lines.length <= ZONE * 2 ? lines : [...lines.slice(0, ZONE), ...lines.slice(-ZONE)]);
    pageStart = pageEnd + 1;
  }
  return pages;
}

/** True when `value` reads as a firm's name: capitalised words, not a title, person or place. */
function firmName(value: string): boolean {
  if (value.length < 3 || value.length > 50 || /[\d:@/]/u.test(value)) return false;
  const words = value.split(/[ \t]+/);
  if (words.length > 5 || !/^["«“]?\p{Lu}/u.test(words[0]!)) return false;
  // Russian names keep their later words in lower case ("Северный ветер").
  const russian = /^[«"“]?[А-ЯЁ]/u.test(value);
  if (
    !words.every(
      (w) => /^["«“(]?\p{Lu}/u.test(w) || LINKS.has(w) || (russian && /^[а-яё-]+»?$/u.test(w)),
    )
  )
    return false;
  const bare = words.map((w) => w.replace(/^["«“(]|["»”),.]$/gu, ''));
  if (bare.some((w) => TITLE_WORDS.has(w.toLowerCase()))) return false;
  if (bare.every((w) => isCommonWord(w) || LINKS.has(w.toLowerCase()))) return false;
  if (isFirstName(bare[0]!) || PLACES.has(value) || PLACES.has(bare[0]!)) return false;
  // A lone surname heading a footer ("Schneider · Lease 2025 · Page 2") names the file's person.
  if (words.length === 1 && isSurname(bare[0]!)) return false;
  // Block capitals of one short word ("FAQ", "HR") are a label, not a name.
  if (words.length === 1 && value.length < 4) return false;
  return true;
}

/** Adds the firms named first in the running headers and footers of `folded` to `spans`. */
export function chromeOrgs(folded: string, spans: Span[]): void {
  const pages = chromeLines(folded);
  // On how many pages each chrome line appears, numbers aside.
  const seen = new Map<string, number>();
  for (const lines of pages) {
    const keys = new Set(lines.map((l) => l.text.trim().replace(/\d+/g, '#')));
    for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const lines of pages) {
    for (const line of lines) {
      const key = line.text.trim().replace(/\d+/g, '#');
      const sep = SEPARATOR.exec(line.text.trim());
      // A line of one part is a title or a name the letterhead reader judges; a part must follow.
      if (!sep || sep.index === 0) continue;
      // Printed on two pages, or a line at the page's top or bottom naming the document after the
      // name ("Сокол Связь · Обращение INC-106", "Ardoise · Dossier du personnel").
      const titled = line.text
        .trim()
        .slice(sep.index)
        .split(/[^\p{L}]+/u)
        .some((w) => TITLE_WORDS.has(w.toLowerCase()));
      if ((seen.get(key) ?? 0) < 2 && !titled) continue;
      const lead = line.text.length - line.text.trimStart().length;
      const value = line.text.trim().slice(0, sep.index);
      if (!firmName(value)) continue;
      const span = makeSpan(
        'ORGANIZATION',
        line.start + lead,
        line.start + lead + value.length,
        0.7,
        'letterhead-org',
      );
      span.reason = "firm named first in the page's running header or footer";
      spans.push(span);
    }
  }
}
