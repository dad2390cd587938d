/**
 * The sender of a letter in its letterhead: at the top of a page, a short line of capitalised
 * words with no digits right above a postal address line (a street with its number, a postcode
 * before its town, a Russian index) is the organisation that wrote the page ("Apotheke am Markt /
 * Am Stadtgraben 127 · 49009 Osnabrück", "Аптека «Здоровье» / 170879, г. Тверь, ..."). A line
 * that opens with a listed first name is a person, left to the name readers.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isFirstName } from './name-evidence';
import { chromeOrgs } from './org-chrome';
import { firmAboveTitle, firmShaped } from './org-sectors';

/** How many lines from the top of a page the letterhead may start. */
const TOP_LINES = 3;

/** Street words of the seven languages that make a line with a number an address. */
const STREET_WORDS =
  'calle|c/|avenida|avda\\.|paseo|plaza|ronda|camino|rue|avenue|boulevard|bd|chemin|impasse|allée|place|quai|route|straße|strasse|str\\.|weg|allee|platz|ring|gasse|damm|via|viale|corso|piazza|largo|vicolo|rua|travessa|praça|estrada|alameda|street|st\\.|road|rd\\.|lane|ln\\.|drive|dr\\.|ave\\.?|way|court|ct\\.|terrace|blvd\\.?|ул\\.|улица|проспект|бульвар|переулок|пер\\.|наб\\.|шоссе|пл\\.';
const STREET = new RegExp(`(?<![\\p{L}])(?:${STREET_WORDS})(?![\\p{L}])`, 'iu');

/** A postcode before its town ("49009 Osnabrück", "4700-342 Braga") or a Russian index. */
const POSTCODE_TOWN =
  /(?:^|[·,][ \t]*|[ \t]\/[ \t]+)(?:\d{5}|\d{4}-\d{3})[ \t]+\p{Lu}\p{Ll}|(?:^|[·,][ \t]*)\d{6},[ \t]*(?:г\.[ \t]*)?\p{Lu}/u;

/**
 * How an address line opens: a house number, a street word, a German street compound, a
 * postcode; a wrapped paragraph line or a form's labels do not.
 */
const ADDRESS_START = new RegExp(
  `^[ \\t]*(?:\\d|(?:${STREET_WORDS})(?![\\p{L}])|\\p{Lu}\\p{Ll}+(?:straße|strasse|weg|allee|platz|gasse|ring|damm)(?![\\p{L}])|(?:Am|An der|Im|Auf der)[ \\t])`,
  'iu',
);

/** The organisation line: one to seven words, capitalised first, no digits, no sentence end. */
const ORG_LINE = /^[\p{Lu}«"„“'][^\d\n:;!?]{1,58}[^\d\n:;.!?,]$/u;

/** A table row's date opening the line ("03.11.2025 Lastschrift …", "12.03. Kartenzahlung …"). */
const DATE_START = /^[ \t]*(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\.\d{1,2}\.)(?=[ \t])/u;

function addressLine(line: string): boolean {
  if (line.length > 90 || !/\d/.test(line) || !ADDRESS_START.test(line)) return false;
  // A statement's column header over its first row is no letterhead ("Datum Buchungstext Betrag
  // Saldo" / "03.11.2025 Lastschrift Labor Dr. Reinhardt …": "Dr." is no street there).
  if (DATE_START.test(line)) return false;
  return STREET.test(line) || POSTCODE_TOWN.test(line);
}

/**
 * A firm's desk or department on its own line in a letter's address block ("Customer
 * Relations", "Kundenservice", "Servizio Clienti", "Service client", "Atención al Cliente").
 */
const DESK_LINE =
  /^[ \t]*(?:Customer[ \t]+(?:Relations|Services?|Care|Support)|Complaints(?:[ \t]+(?:Department|Team))?|(?:Accounts|Billing|Claims)[ \t]+Department|Kundenservice|Kundendienst|Kundenbetreuung|Beschwerdemanagement|Reklamationsabteilung|Servizio[ \t]+Clienti|Assistenza[ \t]+Clienti|Ufficio[ \t]+Reclami|Service[ \t]+(?:[Cc]lients?|[Cc]lientèle|[Rr]éclamations|[Cc]onsommateurs)|(?:Servicio[ \t]+de[ \t]+)?Atención[ \t]+al[ \t]+[Cc]liente|Departamento[ \t]+de[ \t]+Reclama(?:ciones|ções)|(?:Serviço[ \t]+de[ \t]+)?Apoio[ \t]+ao[ \t]+[Cc]liente|Служба[ \t]+поддержки(?:[ \t]+клиентов)?|Отдел[ \t]+претензий)[ \t]*$/u;

/** The firm above its desk line in a letter's address block, the address below ("Casa e Cucina Fontana" / "Servizio Clienti" / "Viale dei Mille, 64"). */
function firmAboveDesk(folded: string, spans: Span[]): void {
  if (
    !/Custom|Complaint|Department|Kunden|Beschwerde|Reklamation|Client|Reclam|Atenci|Apoio|Служба|Отдел/u.test(
      folded,
    )
  )
    return;
  const lines: Array<[number, string]> = [];
  let at = 0;
  for (const line of folded.split(/[\n\f]/)) {
    lines.push([at, line]);
    at += line.length + 1;
  }
  for (let i = 1; i + 1 < lines.length; i++) {
    if (!DESK_LINE.test(lines[i]![1]) || !addressLine(lines[i + 1]![1])) continue;
    const [start, raw] = lines[i - 1]!;
    const name = raw.trim();
    if (!firmShaped(name)) continue;
    const lead = raw.length - raw.trimStart().length;
    const span = makeSpan(
      'ORGANIZATION',
      start + lead,
      start + lead + name.length,
      0.7,
      'letterhead-org',
    );
    span.reason = "firm above its desk line in a letter's address block";
    spans.push(span);
  }
}

/** Recognises the organisation named in a page's letterhead above its address. */
export const letterheadOrgRecognizer = safeRecognizer(
  'letterhead-org',
  ['ORGANIZATION'],
  ({ folded }) => {
    const spans: Span[] = [];
    let pageStart = 0;
    while (pageStart <= folded.length) {
      let pageEnd = folded.indexOf('\f', pageStart);
      if (pageEnd === -1) pageEnd = folded.length;
      const lines: Array<[number, string]> = [];
      let at = pageStart;
      while (at <= pageEnd && lines.length < TOP_LINES + 1) {
        let end = folded.indexOf('\n', at);
        if (end === -1 || end > pageEnd) end = pageEnd;
        const line = folded.slice(at, end);
        if (line.trim() !== '') lines.push([at, line]);
        at = end + 1;
      }
      for (let i = 0; i + 1 < lines.length && i < TOP_LINES; i++) {
        const [start, raw] = lines[i]!;
        const line = raw.trimEnd();
        const words = line.trim().split(/\s+/);
        if (words.length > 7 || !ORG_LINE.test(line.trim())) continue;
        // The first name-like line decides: a department under the organisation is not another.
        if (!addressLine(lines[i + 1]![1]) || isFirstName(words[0]!.replace(/[«"„“']/g, ''))) break;
        const lead = raw.length - raw.trimStart().length;
        const span = makeSpan(
          'ORGANIZATION',
          start + lead,
          start + line.length,
          0.6,
          'letterhead-org',
        );
        span.reason = 'letterhead line above a postal address';
        spans.push(span);
        break;
      }
      pageStart = pageEnd + 1;
    }
    // The firm first in a running header or footer (org-chrome.ts).
    chromeOrgs(folded, spans);
    // The firm printed first on a form or letter, above its title (org-sectors.ts).
    firmAboveTitle(folded, spans);
    // The firm above its customer-service desk in a letter's address block.
    firmAboveDesk(folded, spans);
    return spans;
  },
);
