import type { Recognizer, Span } from '../span';
import { isCommonWord } from './name-evidence';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Police forces and stations, councils and universities named with their town or area, which
 * carry no legal form and which official prose (police reports, witness statements, references)
 * names beside a person: "West Mercia Police", "Hereford Police Station", "Herefordshire
 * Council", "Commissariat de police de Villeurbanne", "Policía Municipal de Valladolid",
 * "Kriminalpolizei Erlangen", "Stazione dei Carabinieri di Caravaggio", "Università degli Studi
 * di Padova", "Comando Distrital de Braga", "Отдел МВД России по району Хамовники". The town
 * says which body, and so whose case or record it is: redacted like a firm.
 */

/** Cheap literal gate: none of the body words, no work. */
const GATE =
  /polic|polizi|políc|constab|council|commissar|carabin|gendarm|kriminal|ordnungsamt|universit|мвд|полиц|университет/iu;

/** A capitalised place word ("Mercia", "Saint-Denis", "Kingston upon Thames" reads two). */
const PLACE = `\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}?[\\p{Ll}'’]+)*`;
/** One to three place words, "and"/"upon"/"on" between them ("Avon and Somerset"). */
const PLACES = `${PLACE}(?:${HS}+(?:(?:and|upon|on)${HS}+)?${PLACE}){0,2}`;

/**
 * English: area words before the body's head ("West Mercia Police", "Hereford Police Station",
 * "Leeds City Council", "Avon and Somerset Constabulary", "Worcester CID").
 */
const ENGLISH = new RegExp(
  `(?<![\\p{L}])(${PLACES})${HS}+(?:Police(?:${HS}+(?:Station|Service|Department|Force))?|Constabulary|CID|(?:(?:City|County|Borough|District|Town|Parish|Metropolitan${HS}+Borough)${HS}+)?Council)(?![\\p{L}])`,
  'gu',
);

/** A letterhead in capitals: "WEST MERCIA POLICE", "HEREFORD POLICE STATION", "KENT COUNTY COUNCIL". */
const ENGLISH_CAPS = new RegExp(
  `(?<![\\p{L}])([A-Z][A-Z'’-]+(?:${HS}+(?:AND${HS}+)?[A-Z][A-Z'’-]+){0,2})${HS}+(?:POLICE(?:${HS}+(?:STATION|SERVICE|FORCE))?|CONSTABULARY|(?:(?:CITY|COUNTY|BOROUGH|DISTRICT|TOWN)${HS}+)?COUNCIL)(?![\\p{L}])`,
  'gu',
);

/** A town after a Romance connector ("de Valladolid", "di Caravaggio", "do Porto"). */
const OF_TOWN = `${HS}+(?:de|di|da|do|du|des|del|de${HS}+la|della|dello)${HS}+${PLACE}(?:${HS}+(?:(?:de|di|do|da|del|sur|en)${HS}+)?${PLACE}){0,2}`;

/** Romance bodies by their kind, then their town: police, gendarmes, carabinieri, universities. */
const ROMANCE = new RegExp(
  `(?<![\\p{L}])(?:` +
    // Spanish and Portuguese local and national police units.
    `[Pp]ol[ií]c[ií]a${HS}+(?:[Mm]unicipal|[Ll]ocal|[Jj]udicial|[Pp]ortuária|[Aa]utonómica)` +
    `|[Jj]efatura${HS}+(?:[Ss]uperior|[Pp]rovincial|[Ll]ocal)${HS}+de${HS}+[Pp]olicía` +
    `|[Pp]uesto${HS}+de${HS}+la${HS}+[Gg]uardia${HS}+[Cc]ivil|[Cc]omandancia${HS}+de${HS}+la${HS}+[Gg]uardia${HS}+[Cc]ivil` +
    `|[Cc]omando${HS}+(?:[Dd]istrital|[Mm]etropolitano|[Tt]erritorial|[Rr]egional)(?:${HS}+da${HS}+PSP)?` +
    `|[Pp]osto${HS}+[Tt]erritorial(?:${HS}+da${HS}+GNR)?|[Dd]ivisão${HS}+[Pp]olicial` +
    // French: the station and the municipal police are written in lower case after the head.
    `|[Cc]ommissariat${HS}+(?:central${HS}+)?de${HS}+police|[Pp]olice${HS}+municipale|[Bb]rigade${HS}+(?:territoriale${HS}+)?de${HS}+gendarmerie|[Cc]ompagnie${HS}+de${HS}+gendarmerie|[Gg]endarmerie${HS}+nationale` +
    // Italian: stations of the carabinieri, police stations and local police.
    `|[Ss]tazione${HS}+(?:dei${HS}+)?[Cc]arabinieri|[Cc]ompagnia${HS}+(?:dei${HS}+)?[Cc]arabinieri|[Cc]omando${HS}+(?:[Pp]rovinciale${HS}+)?(?:dei${HS}+)?[Cc]arabinieri` +
    `|[Cc]ommissariato${HS}+(?:di${HS}+[Pp]ubblica${HS}+[Ss]icurezza|di${HS}+P\\.S\\.)|[Pp]olizia${HS}+(?:[Ll]ocale|[Mm]unicipale|[Ss]tradale)|[Cc]omando${HS}+(?:di${HS}+)?[Pp]olizia${HS}+[Ll]ocale` +
    // Universities by their Romance long forms ("Università degli Studi di Padova").
    `|[Uu]niversità${HS}+degli${HS}+[Ss]tudi|[Uu]niversidad${HS}+(?:[Cc]omplutense|[Aa]utónoma|[Pp]olitécnica|[Nn]acional)|[Uu]niversidade${HS}+(?:[Nn]ova|[Tt]écnica|[Ff]ederal|[Cc]atólica)` +
    `)(?:${OF_TOWN})`,
  'gu',
);

/**
 * German: police units and offices whose name is followed by the town ("Kriminalpolizei
 * Erlangen", "Polizeirevier Mitte", "Ordnungsamt der Stadt Fürth", "Polizeistation Bad Tölz").
 */
const GERMAN = new RegExp(
  `(?<![\\p{L}])(?:Kriminalpolizei(?:inspektion)?|Polizeirevier|Polizeistation|Polizeidirektion|Polizeiposten|Polizeikommissariat|Polizeipräsidium|Polizeiinspektion|Ordnungsamt|Bürgeramt|Stadtverwaltung|Kreisverwaltung)(?:${HS}+(?:der${HS}+(?:Stadt|Gemeinde|Hansestadt)|des${HS}+(?:Landkreises|Kreises)))?${HS}+(?:Bad${HS}+)?${PLACE}(?:${HS}+(?:am|an${HS}+der|im)${HS}+${PLACE})?`,
  'gu',
);

/**
 * Russian police units named by their area: "Отдел МВД России по району Хамовники г. Москвы",
 * "ОМВД России по Центральному району", "Отдел полиции № 5 УМВД России по г. Казани" (capitals too).
 */
const RUSSIAN = new RegExp(
  `(?<![\\p{L}])(?:(?:[Оо]тдел|ОТДЕЛ|[Уу]правление|УПРАВЛЕНИЕ|[Гг]лавное${HS}+управление)${HS}+(?:МВД|[Пп]олиции|ПОЛИЦИИ)|[ОУ]МВД|ГУ${HS}+МВД|УВД|ОВД|[Оо]тдел${HS}+полиции${HS}*№${HS}*\\d+)` +
    `(?:${HS}+(?:№${HS}*\\d+|[\\p{L}.]+)){0,8}?${HS}+(?:по|ПО)${HS}+(?:[\\p{L}-]+${HS}+){0,2}?(?:(?:району|РАЙОНУ|области|ОБЛАСТИ|краю|КРАЮ|округу|ОКРУГУ)(?:${HS}+\\p{Lu}[\\p{L}-]+)?(?:${HS}+(?:г|Г)\\.${HS}*\\p{Lu}[\\p{L}-]+)?|(?:г|Г)\\.${HS}*\\p{Lu}[\\p{L}-]+)`,
  'gu',
);

/** Russian universities named by adjectives before the head noun, inflected: "Казанского федерального университета". */
const RUSSIAN_UNIVERSITY =
  /(?<![\p{L}])\p{Lu}\p{Ll}+(?:ий|ый|ой|ого|ому|ом|ая|ую|ой)(?:[ \t]+\p{Ll}+(?:ий|ый|ой|ого|ому|ом|ая|ую)){0,2}[ \t]+(?:университет|УНИВЕРСИТЕТ)(?:а|у|ом|е)?(?![\p{L}])/gu;

/** Words of a body's kind, which name no area ("Parish Council", "Local Police"). */
const KIND_WORD =
  /^(?:City|County|Borough|District|Town|Parish|Local|Metropolitan|National|Police|State|Federal|Transport|Military)$/u;

/** English heads whose area words must not be a heading's or a sentence's ordinary words. */
function areaIsName(area: string): boolean {
  const words = area.split(/[ \t]+/u).filter((w) => !/^(?:and|upon|on)$/u.test(w));
  return words.length > 0 && !isCommonWord(words[0]!) && !KIND_WORD.test(words[0]!);
}

/** Police forces and stations, councils and universities named with their town or area. */
export const publicBodyRecognizer: Recognizer = {
  name: 'public-body',
  tags: ['ORGANIZATION'],
  find({ folded }) {
    const spans: Span[] = [];
    if (!GATE.test(folded)) return spans;
    const push = (start: number, end: number, reason: string) => {
      const span = makeSpan('ORGANIZATION', start, end, 0.8, 'public-body');
      span.reason = reason;
      spans.push(span);
    };
    eachMatch(ENGLISH, folded, (m) => {
      // "Local Police", "The Council", "Parish Council" alone: no area, no particular body.
      let area = m[1]!;
      let start = m.index;
      // Drop leading ordinary words ("Our Hereford Police Station" keeps "Hereford ...").
      while (!areaIsName(area)) {
        const cut = area.search(/[ \t]/u);
        if (cut < 0) return;
        const rest = area.slice(cut).replace(/^[ \t]+/u, '');
        start += area.length - rest.length;
        area = rest;
      }
      push(start, m.index + m[0].length, 'police force, station or council named with its area');
    });
    eachMatch(ENGLISH_CAPS, folded, (m) => {
      // "WEST MERCIA": an area may open with a compass word, but not be made of common words only.
      if (m[1]!.split(/[ \t]+/u).every((w) => w === 'AND' || isCommonWord(w))) return;
      push(m.index, m.index + m[0].length, 'police force or council in a letterhead');
    });
    eachMatch(ROMANCE, folded, (m) =>
      push(m.index, m.index + m[0].length, 'police unit or university named with its town'),
    );
    eachMatch(GERMAN, folded, (m) => {
      const last = m[0].split(/[ \t]+/u).pop()!;
      if (isCommonWord(last)) return;
      push(m.index, m.index + m[0].length, 'police unit or office named with its town');
    });
    if (/[\u0400-\u04FF]/u.test(folded)) {
      eachMatch(RUSSIAN, folded, (m) =>
        push(m.index, m.index + m[0].length, 'police unit named by its area'),
      );
      eachMatch(RUSSIAN_UNIVERSITY, folded, (m) =>
        push(m.index, m.index + m[0].length, 'university named by its adjectives'),
      );
    }
    return spans;
  },
};
