/**
 * Identity documents found by their label: passports, driving licences and national or tax ID
 * numbers, in the seven languages. The value is whatever identifier follows the label.
 */
import type { TextTag } from '../../contract/tags';
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { findLabelledValues, ID_VALUE, plausibleIdentifier } from './labelled-value';
import { matchesOf } from './text-helpers';

/** Passport labels (case-insensitive). */
const PASSPORT_LABEL =
  /(?<![\p{L}\p{N}])(?:passport|pasaporte|passeport|reisepass|passaporto|passaporte|passnummer|pass-nr|паспорт\p{L}*)(?![\p{L}\p{N}])/giu;

/** Driving-licence labels (case-insensitive); the folded text has straight apostrophes. */
const DRIVER_LICENSE_LABEL =
  /(?<![\p{L}\p{N}])(?:driver'?s?'? licen[cs]e|driving licen[cs]e|driver licen[cs]e|licencia de conduc(?:ir|ción)|licencia de manejo|permiso de conducir|carn[eé]t? de conducir|permis de conduire|führerschein(?:nummer)?|patente di guida|patente|carta de condução|carta de conducao|carteira de motorista|carteira nacional de habilitação|водительск\p{L}* (?:удостоверени\p{L}*|прав\p{L}*))(?![\p{L}\p{N}])/giu;

/** Acronym labels for driving licences: case-sensitive so that "dl" in prose is not one. */
const DRIVER_LICENSE_ACRONYM = /(?<![\p{L}\p{N}])(?:DL|CNH)(?![\p{L}\p{N}])/gu;

/** National, personal and tax ID labels (case-insensitive). */
const ID_LABEL =
  /(?<![\p{L}\p{N}])(?:national id(?:entity)?|identity card|identity number|id card|id number|identification number|personal number|taxpayer identification|tax id(?:entification)?|social insurance number|documento nacional de identidad|documento de identidad|número de identificación|número de identidad|c[ée]dula(?: de identidad)?|numéro d'identification|carte d'identité|numéro fiscal|steuer-?id|steuer-?identifikationsnummer|steueridentifikationsnummer|steuernummer|personalausweis(?:nummer)?|ausweisnummer|codice fiscale|carta d'identità|numero di identificazione|cartão de cidadão|bilhete de identidade|número de contribuinte|identificationsnummer|идентификационн\p{L}* номер|удостоверени\p{L}* личности)(?![\p{L}\p{N}])/giu;

/** Acronym labels for IDs: case-sensitive so that "id" or "tin" in prose is not one. */
const ID_ACRONYM =
  /(?<![\p{L}\p{N}])(?:ID|DNI|NIE|NIF|TIN|EIN|ITIN|CPF|RG|NSS|NIR|CURP|RFC|NINO|SIN|BSN|PESEL|ИНН|СНИЛС)(?![\p{L}\p{N}])/gu;

/** The letter and three-digit serial closing a German insurance number ("… V 216"). */
const SV_TAIL = /^[ ]?[A-Z][ ]?\d{3}(?![\p{L}\p{N}])/u;

/** The check digit's letters and version closing a Portuguese citizen card ("12345678 9 ZZ1"). */
const CC_TAIL = /^[ ]?[A-Z]{2}\d(?![\p{L}\p{N}])/u;

/**
 * A Russian passport written with its series and number words ("серия 4512 № 345678", "серия
 * 45 12 номер 345678"): the whole run is the document number.
 */
const RU_PASSPORT_SERIES =
  /(?<![\p{L}])серия[ \t]*(\d{2}[ ]?\d{2})[ \t]*,?[ \t]*(?:№|N|номер)[ \t]*(\d{6})(?![\p{N}])/giu;

/** One label family and what it yields. */
interface Rule {
  tag: TextTag;
  label: RegExp;
  score: number;
  minAlnum: number;
}

/** Specific documents outscore the generic ID so "Driver License ID: X" stays a licence. */
const RULES: readonly Rule[] = [
  { tag: 'PASSPORT', label: PASSPORT_LABEL, score: 0.9, minAlnum: 6 },
  { tag: 'DRIVER_LICENSE', label: DRIVER_LICENSE_LABEL, score: 0.9, minAlnum: 5 },
  { tag: 'DRIVER_LICENSE', label: DRIVER_LICENSE_ACRONYM, score: 0.85, minAlnum: 5 },
  { tag: 'ID', label: ID_LABEL, score: 0.85, minAlnum: 5 },
  { tag: 'ID', label: ID_ACRONYM, score: 0.8, minAlnum: 4 },
];

/** Recognises passport, driving licence and ID numbers that follow their label. */
export const idDocumentRecognizer = safeRecognizer(
  'id-documents',
  ['ID', 'PASSPORT', 'DRIVER_LICENSE'],
  (input) => {
    const { folded, text } = input;
    const spans: Span[] = [];
    for (const rule of RULES) {
      for (const v of findLabelledValues(folded, rule.label, ID_VALUE)) {
        if (!plausibleIdentifier(text.slice(v.start, v.end), rule.minAlnum)) continue;
        // "Taxpayer Identification Number (TIN): X" reaches X through two labels: keep the best.
        if (spans.some((s) => s.start === v.start && s.end === v.end && s.score >= rule.score))
          continue;
        // A German insurance number's letter and serial after the digits ("44 721713 V 216"):
        // the value reader stops at the letter, the number goes on.
        const value = folded.slice(v.start, v.end);
        const sv = /^\d{2}[ ]?\d{6}$/.test(value);
        const cc = /^\d{8}[ ]?\d$/.test(value);
        const after = folded.slice(v.end, v.end + 8);
        const tail = sv
          ? (SV_TAIL.exec(after)?.[0].length ?? 0)
          : cc
            ? (CC_TAIL.exec(after)?.[0].length ?? 0)
            : 0;
        spans.push(makeSpan(rule.tag, v.start, v.end + tail, rule.score, 'id-documents'));
      }
    }
    if (folded.includes('серия') || folded.includes('Серия'))
      for (const m of matchesOf(RU_PASSPORT_SERIES, folded)) {
        const start = m.index + m[0].indexOf(m[1]!);
        const span = makeSpan('PASSPORT', start, m.index + m[0].length, 0.85, 'id-documents');
        span.reason = 'Russian passport series and number';
        spans.push(span);
      }
    return spans;
  },
);
