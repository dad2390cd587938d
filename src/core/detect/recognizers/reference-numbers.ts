/**
 * Reference numbers of a person's file that the general ID labels leave out, in the seven
 * languages: tax-notice and assessment references, booking and confirmation codes, prescription
 * numbers, SIM card numbers, agents' codes, police registers, personnel numbers written short
 * ("Matr.", "N.º personal"), customer numbers "at the creditor", and vehicle plates named in a
 * sentence ("stopped driving the vehicle BI-JG 8510"). The label makes the value; the value must
 * still look like an identifier (digits, or a booking code's capitals).
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { ID_VALUE, findLabelledValues, plausibleIdentifier } from './labelled-value';
import { matchesOf } from './text-helpers';

/** One family of labels, the value it takes and the rule shown in the review. */
interface Family {
  rule: string;
  label: RegExp;
  value: RegExp;
  accepts: (value: string) => boolean;
}

const bounded = (body: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'giu');

/** A loyalty number: an airline's code, a space and the digits, or any identifier. */
const LOYALTY_VALUE = new RegExp(
  `(?:[A-Z0-9]{2} \\d{6,12}(?![A-Za-z0-9])|${ID_VALUE.source})`,
  'y',
);

/** A plate: capitals and digits in two to four groups ("BI-JG 8510", "0378 HZV", "Е383КМ 116"). */
const PLATE_VALUE = /[\p{Lu}\d]{1,7}(?:[- ][\p{Lu}\d]{1,5}){0,3}(?![\p{L}\p{N}])/uy;

function plateShaped(value: string): boolean {
  const alnum = value.replace(/[^\p{L}\p{N}]/gu, '');
  // Two digits together keep model names out ("Fahrzeug BMW X5").
  return alnum.length >= 5 && alnum.length <= 10 && /\d{2}/.test(alnum) && /\p{Lu}/u.test(alnum);
}

/** A booking code: six capitals or capitals and digits ("QLWZLQ", "FAL56L"). */
const BOOKING_VALUE =
  /[A-Z0-9]{5,8}(?![\p{L}\p{N}])|[A-Za-z0-9](?:[A-Za-z0-9]|[-/.](?=[A-Za-z0-9])){3,30}(?![\p{L}\p{N}])/uy;

const FAMILIES: readonly Family[] = [
  {
    rule: 'notice or file reference label',
    label: bounded(
      `notice(?:\\s(?:no\\.?|number))|assessment\\s(?:no\\.?|number|reference)|justificante|référence\\sde\\sl['’]avis|` +
        `référence\\sfiscale|protocollo|protocolo|n\\.?º\\sde\\sliquidação|liquidación|номер\\sуведомления|bescheid-?nr\\.?|` +
        `registro|n\\.?\\sregistro|nuipc|procédure|n°\\sde\\sprocédure|tagebuch-?nr\\.?|кусп|номер\\sкусп|diligencias|atestado`,
    ),
    value: ID_VALUE,
    accepts: (v) => plausibleIdentifier(v, 5),
  },
  {
    rule: 'booking reference label',
    label: bounded(
      `booking(?:\\s(?:reference|ref\\.?|code))|record\\slocator|localizador|código\\sde\\sreserva|référence\\sde\\sréservation|` +
        `buchungs(?:code|nummer|-?nr\\.?)|codice\\sprenotazione|код\\sбронирования|pnr`,
    ),
    value: BOOKING_VALUE,
    accepts: (v) => /^(?=.*[A-Z])[A-Z0-9]{6}$/.test(v) || plausibleIdentifier(v, 5),
  },
  {
    rule: 'reservation or confirmation label',
    label: bounded(
      `reservation\\s(?:no\\.?|number)|confirmation(?:\\s(?:no\\.?|number|code))?|bestätigung(?:snummer)?|` +
        `confirmación|conferma|confirmação|подтверждение|номер\\sбронирования`,
    ),
    value: ID_VALUE,
    accepts: (v) => plausibleIdentifier(v, 5),
  },
  {
    rule: 'prescription, SIM or agent label',
    label: bounded(
      `rezept-?nr\\.?|rezeptnummer|n\\.?\\sricetta|ricetta|n\\.?º\\sde\\sreceta|receta|n\\.?º\\sda\\sreceita|receita|n°\\sd['’]ordonnance|ordonnance|` +
        `№\\sрецепта|рецепта|iccid|sim(?:\\scard|-karte|-карта)?|agent\\scode|code\\sagent|codice\\sagente|код\\sагента|vermittler-?nr\\.?|` +
        `vermittlernummer|(?<=\\()(?:code|código|codice|код)|tessera\\ssanitaria|matr\\.|n\\.?º\\spersonal|n[úu]mero\\spersonal|` +
        // Officers' badges, files of a letter, pupils' numbers (Spanish NIA, French INE).
        `n\\.?º\\sde\\splaca|dienstnummer|dienst-?nr\\.?|n\\.?º\\sde\\sagente|жетон|file\\s(?:no\\.?|number|ref\\.?)|` +
        `nia|ine|schülernummer|schüler-?nr\\.?|n[úu]mero\\sde\\saluno|n\\.?º\\sde\\sprocesso|` +
        // Loyalty cards, social-security affiliation, Portuguese taxpayer, a bare "Ref.:".
        `n[úu]mero\\sde\\safiliad[oa]|afiliad[oa]|contribuinte|ref\\.?(?=[ \\t]*:)`,
    ),
    value: ID_VALUE,
    accepts: (v) => plausibleIdentifier(v, 5),
  },
  {
    // Loyalty and frequent-flyer numbers: an airline's two-character code, a space, the digits
    // ("SG 698817098") is one number.
    rule: 'loyalty or frequent-flyer label',
    label: bounded(
      `loyalty(?:\\s(?:no\\.?|number|card))?|frequent\\sflyer(?:\\s(?:no\\.?|number))?|vielfliegernummer|` +
        `carte\\sde\\sfidélité|tarjeta\\sde\\sfideli(?:dad|zación)|programma\\sfedeltà|codice\\sfrequent\\sflyer|` +
        `cartão\\sde\\s(?:fidelização|cliente)|passageiro\\sfrequente|бонусн\\p{L}*\\sкарт\\p{L}*|` +
        `карт\\p{L}*\\sчасто\\sлетающего\\sпассажира`,
    ),
    value: LOYALTY_VALUE,
    accepts: (v) => plausibleIdentifier(v, 5),
  },
  {
    // A customer writing about their own order ("I returned order JK-79484767", "ma commande n°
    // …", "meine Bestellung …"): the number identifies the writer's purchase, unlike the order
    // number a company prints on its own invoice ("Order no." as a field label stays a business
    // reference). The order word needs a possessive, a preposition or a verb of the writer before,
    // or opens a bracket.
    rule: "writer's own order",
    label: bounded(
      `(?:my|our|your|for|returned|placed|cancel(?:l?ed)?|regarding|about|with)\\sorder(?:\\s(?:no\\.?|number|id|ref(?:erence)?\\.?))?|` +
        // The buyer's own order quoted on the seller's invoice ("Your order ref.", "Vs. ordine",
        // "V/ encomenda", "Ваш заказ"): the customer's reference, not the seller's.
        `vs\\.?\\sordine|vostro\\sordine|v/\\s?encomenda|(?:ваш|вашего|вашему)\\sзаказ\\p{L}*|` +
        `(?:mi|su|tu|del|nuestro)\\spedido|(?:ma|votre|notre|ta)\\scommande|` +
        `(?:meine[rn]?|ihre[rn]?|unsere[rn]?)\\sbestellung|(?:mio|suo|vostro|dell['’]|l['’])\\s?ordine|` +
        `(?:minha|sua|da\\sminha|na\\sminha)\\sencomenda|(?:мой|моего|моему|моим|моём|мою|мои)\\sзаказ\\p{L}*|` +
        // …or a verb of the writer's own purchase before the order word and its article ("J'ai
        // renvoyé la commande …", "Ich habe die Bestellung … zurückgeschickt", "Devolvi a
        // encomenda …", "Я вернул(а) заказ …"): the article alone is not enough on an invoice.
        `(?:renvoyé|retourné|annulé|passé|reçu)\\s(?:la|cette)\\scommande|` +
        `(?:habe|hatte)\\s(?:die|diese|meine)\\sbestellung|` +
        `(?:devolví|devolvi|cancelé|cancelei|recibí|recebi|hice|fiz|devuelto|devolvido)\\s(?:el|a|la|o|este|esta)\\s(?:pedido|encomenda)|` +
        `(?:reso|restituito|annullato|ricevuto|effettuato)\\s(?:l['’]\\s?|il\\s|quest['’]\\s?)ordine|` +
        `(?:вернул|оформил|отменил|получил|сделал)\\p{L}*(?:\\(а\\))?\\sзаказ\\p{L}*|` +
        // …or it opens a bracket inside the writer's sentence ("(order CL-422759)", "(заказ …)").
        `(?<=\\()(?:order|pedido|commande|bestellung|ordine|encomenda|заказ)`,
    ),
    value: ID_VALUE,
    accepts: (v) => plausibleIdentifier(v, 6) && (v.match(/\d/g)?.length ?? 0) >= 5,
  },
  {
    rule: 'vehicle named before its plate',
    label: bounded(
      `vehicle(?:\\swith\\splate)?|registration|reg\\.|plate|matrícula|matricula|placa|kennzeichen|amtliches\\skennzeichen|immatriculation|targa|vehículo|véhicule(?:\\simmatriculé)?|immatriculé|fahrzeug|veicolo(?:\\stargato)?|targato|veículo|` +
        `автомобил\\p{L}*(?:\\sс\\sгосномером)?|госномером|гос\\.\\sномером|регистрационн\\p{L}*\\sзнак\\p{L}*|государственн\\p{L}*\\sномер\\p{L}*|госномер|номерной\\sзнак`,
    ),
    value: PLATE_VALUE,
    accepts: plateShaped,
  },
];

/**
 * A customer number "at the creditor" ("Customer no. at creditor 157559335", "Kundennummer beim
 * Gläubiger 892052095"): a customer label, a short phrase naming whose number it is, digits.
 */
const CUSTOMER_AT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:customer\\s(?:no\\.?|number|id)|n\\.?º\\sde\\scliente|n°\\sclient|kundennummer|kunden-?nr\\.?|` +
    `codice\\scliente|n\\.?º\\sde\\scliente|лицевой\\sсч[её]т)` +
    `[ \\t\\n]+(?:at|with|del|de|chez|le|beim|bei|presso|il|no|na|у)[ \\t\\n]+(?:(?:the|le|la|il|lo|o|a|el|dem|der)[ \\t]+)?\\p{L}+[ \\t]*:?[ \\t\\n]*(\\d[\\d -]{4,18}\\d)(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Recognises reference numbers after the labels of `FAMILIES` and customer numbers "at" a firm. */
export const referenceNumberRecognizer = safeRecognizer(
  'reference-number',
  ['ID'],
  ({ folded }) => {
    const spans: Span[] = [];
    for (const family of FAMILIES) {
      for (const v of findLabelledValues(folded, family.label, family.value)) {
        let end = v.end;
        // A date written right after the value ("заказ CM-74327777 02.07.2025") is no part of it.
        const date = /[ ]\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.exec(folded.slice(v.start, end));
        if (date) end -= date[0].length;
        while (end > v.start && /[.\-/ ]/.test(folded[end - 1]!)) end--;
        const value = folded.slice(v.start, end);
        if (!family.accepts(value)) continue;
        const span = makeSpan(
          'ID',
          v.start,
          end,
          v.separator.includes('\n') ? 0.65 : 0.8,
          'reference-number',
        );
        span.reason = `${family.rule}: "${folded.slice(v.labelStart, v.labelEnd)}"`;
        spans.push(span);
      }
    }
    for (const m of matchesOf(CUSTOMER_AT, folded)) {
      const value = m[1]!;
      const end = m.index + m[0].length;
      const span = makeSpan('ID', end - value.length, end, 0.75, 'reference-number');
      span.reason = 'customer number at a named firm';
      spans.push(span);
    }
    return spans;
  },
);
