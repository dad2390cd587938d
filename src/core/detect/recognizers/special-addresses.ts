import type { Recognizer, Span } from '../span';
import { splitAddressFields } from './address-fields';
import { extendAddress } from './street-address';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * Post-office boxes, optionally after a number ("0912 P.O. Box 287"), in the seven languages;
 * German box numbers are grouped in pairs ("Postfach 10 12 34"), French ones follow "BP".
 */
const PO_BOX = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:\\d{1,6}${HS}+)?(?:P\\.?${HS}?O\\.?${HS}*Box|Post${HS}+Office${HS}+Box|Postbox|Apartado(?:${HS}+de${HS}+correos)?|Bo[iî]te${HS}+postale|B\\.P\\.|BP(?=${HS}+\\d)|Apdo\\.|Postfach|Casella${HS}+postale|Caixa${HS}+Postal)${HS}*(?:No\\.?|Nr\\.?|n[º°]|#)?${HS}*\\d{1,8}(?:[ ]\\d{2}(?![\\p{N}])){0,3}`,
  'giu',
);
/** US military mail: "PSC 0413, Box 8144 / APO AA 42323", "USNS Botolen / FPO AE 12382". */
const MILITARY = new RegExp(
  `(?<![\\p{L}])(?:(?:PSC|CMR|Unit)${HS}+\\d{3,5},?${HS}+Box${HS}+\\d{3,5}|(?:USNS|USNV|USS|USCGC)${HS}+\\p{Lu}[\\p{L}-]+)[ \\t,]*\\n?[ \\t]*(?:APO|FPO|DPO)${HS}+(?:AA|AE|AP)${HS}+\\d{5}(?![\\p{N}])`,
  'gu',
);
/** One side of a street corner: an optional number, then up to six name words or numbers. */
const SIDE = `(?:\\d{1,5}${HS}+)?(?:\\p{Lu}[\\p{L}'’.-]*|(?:ul|u|al|av)\\.)(?:${HS}+(?:\\p{Lu}[\\p{L}'’.-]*|\\d{1,5}\\.?|(?:ul|u|de|del|la|des|du|da|do|di|van|von|kapu|tér|utca|gate|vej)\\.?)){0,5}`;
/** "the corner of Beiteveien 2 and Sieda Radial": both streets name the place. */
const CORNER = new RegExp(
  `(?<![\\p{L}])(?:[Tt]he${HS}+)?corner${HS}+of${HS}+${SIDE}${HS}+and${HS}+${SIDE}`,
  'gu',
);

/** PO boxes, military mail addresses and street corners. */
export const specialAddressRecognizer: Recognizer = {
  name: 'special-address',
  tags: ['ADDRESS'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(PO_BOX, folded, (m) => {
      const fields = splitAddressFields(folded, m.index);
      if (fields) {
        spans.push(...fields);
        return;
      }
      const end = extendAddress(folded, m.index + m[0].length);
      spans.push(makeSpan('ADDRESS', m.index, end, 0.94, 'special-address'));
    });
    eachMatch(MILITARY, folded, (m) => {
      spans.push(makeSpan('ADDRESS', m.index, m.index + m[0].length, 0.94, 'special-address'));
    });
    eachMatch(CORNER, folded, (m) => {
      const end = m.index + m[0].replace(/[ \t.]+$/, '').length;
      spans.push(makeSpan('ADDRESS', m.index, end, 0.94, 'special-address'));
    });
    return spans;
  },
};
