/**
 * Units of measure written after a number: a number with one is a quantity (a meter reading, a
 * data allowance, a distance, a weight, a share), never an identifier, whatever label stands
 * before it ("Показания счётчика: 00345 м³", "Meter 045123 kWh", "Data: 30 GB").
 */

/** A unit right after a value (a space or nothing between), in the seven languages' spellings. */
const UNIT_AFTER =
  /^[ \t]?(?:kwh|mwh|wh|kw|кВт(?:·?ч)?|квт(?:·?ч)?|m³|m3|м³|м3|l|litres?|liters?|литр\p{L}*|gb|mb|tb|гб|мб|km|км|kg|кг|g|г(?=\.)|m²|м²|sq\.?\s?(?:ft|m)|%|‰|hrs?|hours?|horas?|heures?|stunden|ore|часов|ч\.|min|mins|minutes?|minutos?|minuten|minuti|мин\.?|sms|pcs|pieces?|units?|unidades|pièces|stück|stk|pezzi|peças|шт\.?)(?![\p{L}\p{N}])/iu;

/** True when the text from `end` starts with a unit of measure: the number before is a quantity. */
export function quantityAfter(folded: string, end: number): boolean {
  return UNIT_AFTER.test(folded.slice(end, end + 12));
}
