import { matchesOf } from './text-helpers';
/**
 * Numbers of years that are no person's age: a contract's or a loan's term, a warranty, seniority
 * and experience, a retention or validity period, an age limit or a retirement age, the age of a
 * vehicle or a building ("Antigüedad: 5 años", "Durée du bail : 3 ans", "hipoteca a 25 años",
 * "Minimum age: 18", "Età del veicolo: 5 anni", "Стаж работы: 5 лет", "menores de 18 años").
 * The bare unit phrases ("5 años", "3 ans", "5 лет") and the age labels read these as ages; the
 * field or clause the number stands in says what the years count.
 */

/**
 * Words that say the years count something other than a person's life: terms and periods,
 * seniority and experience, limits and thresholds, retirement, vehicles and buildings. Stems, so
 * one entry covers a word's inflections ("срок", "срока"; "garantía", "garantie").
 */
const NOT_A_PERSON = new RegExp(
  '(?<!\\p{L})(?:' +
    [
      // Seniority, service and experience.
      'antigüedad',
      'antiguedad',
      'ancienneté',
      'anciennete',
      'anzianità',
      'antiguidade',
      'tempo\\s+de\\s+serviço',
      'стаж\\p{L}*',
      'betriebszugehörigkeit',
      'dienstjahre',
      'dienstzeit',
      'years\\s+of\\s+service',
      'length\\s+of\\s+service',
      'service',
      'tenure',
      'seniority',
      'experienc\\p{L}*',
      'expérience',
      'esperienza',
      'experiência',
      'опыт\\p{L}*',
      '\\p{L}*erfahrung',
      // Terms and periods of contracts, leases, loans, warranties, validity, retention.
      'duraci[óo]n',
      'durée',
      'durata',
      'duração',
      'dauer',
      'laufzeit',
      'plazo',
      'prazo',
      'срок\\p{L}*',
      'term',
      'period',
      'periodo',
      'período',
      'période',
      'vigencia',
      'validez',
      'validité',
      'validità',
      'validade',
      'validity',
      'gültigkeit',
      'garant\\p{L}*',
      'garanzi\\p{L}*',
      'гарант\\p{L}*',
      'gewährleistung',
      'warranty',
      'contrat\\p{L}*',
      'contract',
      'vertrag\\p{L}*',
      'договор\\p{L}*',
      'bail',
      'lease',
      'arrendamiento',
      'alquiler',
      'locazione',
      'arrendamento',
      'аренд\\p{L}*',
      'hipoteca',
      'préstamo',
      'prêt',
      'crédit',
      'mutuo',
      'prestito',
      'financiamento',
      'empréstimo',
      'кредит\\p{L}*',
      'ипотек\\p{L}*',
      'mortgage',
      'loan',
      'darlehen',
      'kredit',
      'conserv\\p{L}*',
      'хран\\p{L}*',
      'aufbewahr\\p{L}*',
      'retention',
      // Limits, thresholds and retirement.
      'mínim[ao]',
      'minim[ao]',
      'minimum',
      'máxim[ao]',
      'massim[ao]',
      'maximum',
      'mindest\\p{L}*',
      'höchst\\p{L}*',
      'минимальн\\p{L}*',
      'максимальн\\p{L}*',
      'limit\\p{L}*',
      'límite',
      'menores',
      'mayores',
      'moins',
      'minori',
      'младше',
      'старше',
      'unter',
      'under',
      'jubilaci[óo]n',
      'retraite',
      'pensionabile',
      'pensione',
      'reforma',
      'aposentadoria',
      'пенси\\p{L}*',
      'rente\\p{L}*',
      'renten\\p{L}*',
      'retirement',
      'pension',
      // The age of a thing.
      'veh[íi]cul[oe]',
      'véhicule',
      'veicolo',
      'veículo',
      'vehicle',
      'автомобил\\p{L}*',
      'fahrzeug\\p{L}*',
      'edificio',
      'bâtiment',
      'immeuble',
      'building',
      'property',
      'gebäude',
      'здани\\p{L}*',
      'fleet',
      'flota',
      'flotte',
    ].join('|') +
    ')(?!\\p{L})',
  'iu',
);

/**
 * The field or clause a number stands in: back from the number to the start of its line, a cell
 * break (a tab, two spaces, '|'), a sentence end or a comma, at most 60 characters.
 */
function clauseBefore(folded: string, start: number): string {
  const from = Math.max(0, start - 60);
  const window = folded.slice(from, start);
  const breaks = /[\n\f\t|;,]|[ ]{2,}|[.!?][ ]/g;
  let cut = 0;
  for (const m of matchesOf(breaks, window)) cut = m.index + m[0].length;
  return window.slice(cut);
}

/**
 * True when the number at `start` counts years of something that is no person: its clause names
 * a term, a warranty, seniority, a limit, retirement or a thing ("Antigüedad: 5 años").
 */
export function yearsOfNoPerson(folded: string, start: number): boolean {
  return NOT_A_PERSON.test(clauseBefore(folded, start));
}

/**
 * A thing as the subject of "is/was N years old" ("The building is 120 years old", "das
 * Unternehmen ist 25 Jahre alt", "la voiture a 10 ans"): the age of a building, a firm or a
 * vehicle, no person's. The thing word, at most three words, then the verb, right before the
 * number.
 */
const THING_SUBJECT = new RegExp(
  '(?<!\\p{L})(?:building|house|property|flat|apartment|company|firm|business|car|vehicle|boiler|roof|tree|edificio|casa|piso|vivienda|empresa|coche|vehículo|caldera|bâtiment|maison|immeuble|logement|entreprise|société|voiture|véhicule|chaudière|gebäude|haus|wohnung|unternehmen|firma|auto|fahrzeug|heizung|azienda|società|macchina|veicolo|caldaia|edifício|prédio|carro|veículo|здани\\p{L}*|дом|квартир\\p{L}*|компани\\p{L}*|фирм\\p{L}*|автомобил\\p{L}*|машин\\p{L}*)' +
    '(?:[ \\t]+\\p{L}+){0,3}?[ \\t]+(?:is|was|are|were|ist|war|sind|waren|es|era|tiene|tenía|est|était|a|avait|è|era|ha|aveva|é|tem|tinha|—|-)?[ \\t]*(?:about|around|over|almost|nearly|circa|etwa|rund|über|fast|unos|casi|más de|environ|presque|plus de|circa|quasi|oltre|cerca de|quase|mais de|около|почти|более)?[ \\t]*$',
  'iu',
);

/** True when the number at `start` is the age of a building, a firm or a vehicle ("The car is 10 years old"). */
export function ageOfAThing(folded: string, start: number): boolean {
  return THING_SUBJECT.test(clauseBefore(folded, start));
}
