import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { covered, spanOver, untouched } from './span-probes';

// Issue 15 (R1): number-like personal data by class. Ages written without "years old" next to
// them, years that count no person's life (terms, seniority, limits, things), card endings after a
// brand or a dash, a customer's own order quoted in a message, and quantities and periods that a
// label would otherwise take for an identifier. Examples are written for these tests, in the seven
// languages, each class with its hard negatives.

/** The texts of the AGE spans findPii reports. */
const ages = (text: string) =>
  findPii(text)
    .filter((s) => s.tag === 'AGE')
    .map((s) => text.slice(s.start, s.end));

describe('ages in the short forms of forms and reports', () => {
  it.each([
    ['Age - 34', '34'],
    ['Age ......... 34', '34'],
    ['Età — 34', '34'],
    ['Anni compiuti: 34', '34'],
    ['Ages: 7 and 9', '7'],
    ['My son, who is 7, attends Year 3.', '7'],
    ['Pt is 34.', '34'],
    ['Maria, 34, from Madrid, was the first caller.', '34'],
    ['Mr. Hill, 34, of Leeds, was interviewed.', '34'],
    ['She celebrated her 34th birthday in May.', '34th'],
    ['Er feiert seinen 34. Geburtstag.', '34.'],
  ])('%j: every character of %j is under an AGE box', (text, age) => {
    expect(spanOver(text, age)?.tag).toBe('AGE');
  });

  it('takes the dative and the abbreviated unit into the box', () => {
    expect(ages('Sie verstarb im Alter von 34 Jahren.')).toEqual(['34 Jahren']);
    expect(ages('Возраст: 34 г.')).toEqual(['34 г.']);
    expect(ages('a 34-yr-old cyclist')).toEqual(['34-yr-old']);
    // "г." before a capital names a town, not the unit.
    expect(ages('Возраст: 34 г. Москва')).toEqual(['34']);
  });

  it('reads no age in a month between commas or a lone capitalised word', () => {
    expect(ages('Paid on May, 12, 2024 by transfer.')).toEqual([]);
    expect(ages('June, 14, was the deadline.')).toEqual([]);
    expect(untouched('Section, 12, applies', '12')).toBe(true);
  });
});

describe('years that count no person', () => {
  it.each([
    ['Antigüedad: 5 años', '5'],
    ['Ancienneté : 5 ans', '5'],
    ['Anzianità di servizio: 5 anni', '5'],
    ['Antiguidade: 5 anos', '5'],
    ['Стаж работы: 5 лет', '5'],
    ['Duración del contrato: 2 años', '2'],
    ['Durée du bail : 3 ans', '3'],
    ['Durata del contratto: 4 anni', '4'],
    ['Срок аренды: 2 года', '2'],
    ['hipoteca a 25 años', '25'],
    ['prêt sur 20 ans', '20'],
    ['Garantía: 2 años', '2'],
    ['Garanzia: 2 anni', '2'],
    ['Гарантия: 2 года', '2'],
    ['Experiência: 5 anos', '5'],
    ['Опыт работы: 5 лет', '5'],
    ['Minimum age: 18', '18'],
    ['Edad mínima: 18 años', '18'],
    ['Âge minimum : 18 ans', '18'],
    ['Età minima: 18 anni', '18'],
    ['Минимальный возраст: 18 лет', '18'],
    ['Edad de jubilación: 67 años', '67'],
    ['âge de la retraite : 62 ans', '62'],
    ['пенсионный возраст: 65 лет', '65'],
    ['menores de 18 años', '18'],
    ['moins de 18 ans', '18'],
    ['Age of vehicle: 5 years', '5'],
    ['Âge du véhicule : 5 ans', '5'],
    ['Возраст автомобиля: 5 лет', '5'],
    ['Validité : 10 ans', '10'],
    ['Срок действия: 10 лет', '10'],
    ['Le bail est conclu pour 3 ans.', '3'],
  ])('%j: %j is no age', (text, years) => {
    expect(ages(text)).toEqual([]);
    expect(text).toContain(years);
  });

  it("still reads a person's age in the same document", () => {
    expect(ages('Antigüedad: 5 años   Edad: 34 años')).toEqual(['34 años']);
    expect(ages('La paciente, de 40 años, acude por dolor torácico.')).toEqual(['40 años']);
    expect(ages('Mme Durand, âgée de 34 ans, locataire')).toEqual(['34 ans']);
    expect(ages('Alter: 38 Jahre')).toEqual(['38 Jahre']);
    expect(ages('Возраст: 32 года')).toEqual(['32 года']);
  });
});

describe('card endings after a brand, a dash or a colon', () => {
  it.each([
    ['Mastercard-4242', '4242'],
    ['Visa – 4242', '4242'],
    ['Card: 4242 (Visa)', '4242'],
    ['Tarjeta VISA terminación 4242', '4242'],
    ['Оплата по карте *4242', '*4242'],
    ['Card ∗∗∗∗ 4242', '∗∗∗∗ 4242'],
    ['Card number (last 4): 4242', '4242'],
    ['Card 4 1 1 1  1 1 1 1  1 1 1 1  1 1 1 1', '4 1 1 1  1 1 1 1  1 1 1 1  1 1 1 1'],
  ])('%j: %j is a CREDIT_CARD', (text, digits) => {
    expect(spanOver(text, digits)?.tag).toBe('CREDIT_CARD');
  });

  it('reads no letter-spaced run of digits that fails Luhn with no card word', () => {
    const text = 'Scores: 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7';
    expect(findPii(text).some((s) => s.tag === 'CREDIT_CARD')).toBe(false);
  });

  it('keeps a year and a count after a card word', () => {
    expect(untouched('Visa: 2025 application', '2025')).toBe(true);
    const text = 'Card: 1500.00 limit';
    expect(findPii(text).some((s) => s.tag === 'CREDIT_CARD')).toBe(false);
  });
});

describe("a customer's own order quoted in a message", () => {
  it.each([
    ['J’ai renvoyé la commande MB-06999282 le 02/07/2025 mais', 'MB-06999282'],
    ['Ich habe die Bestellung TG-43319597 am 02.07.2025 zurückgeschickt', 'TG-43319597'],
    ['Devolvi a encomenda BB-40950998 em 02/07/2025, mas', 'BB-40950998'],
    ['Я вернул(а) заказ CM-74327777 02.07.2025, но', 'CM-74327777'],
    ['Ho reso l’ordine AB-40950998 il 02/07/2025 ma', 'AB-40950998'],
  ])('%j: %j is an ID, the date after it is not part of it', (text, id) => {
    const span = spanOver(text, id);
    expect(span?.tag).toBe('ID');
    expect(text.slice(span!.start, span!.end)).toBe(id);
  });

  it("leaves a company's own order number on its papers alone", () => {
    expect(covered('Bestellung 4471220 vom 12.03.2024', '4471220')).toBe(false);
  });
});

describe('quantities and periods after an identifier label', () => {
  it.each([
    ['Contract end: 03/2026', '03/2026'],
    ['Convenio colectivo 2023-2026', '2023-2026'],
    ['Показания счётчика ХВС: 00345 м³', '00345'],
    ['Zählerstand Zähler: 045123 kWh', '045123'],
    ['Policy period 2024-2025', '2024-2025'],
  ])('%j: %j is no identifier', (text, value) => {
    expect(
      findPii(text).some(
        (s) => s.tag === 'ID' && s.start < text.indexOf(value) + value.length && s.end > text.indexOf(value),
      ),
    ).toBe(false);
  });

  it('reads the month and year or the span of years after the label as the date it is', () => {
    expect(spanOver('Contract end: 03/2026', '03/2026')?.tag).toBe('DATE');
    expect(spanOver('Convenio colectivo 2023-2026', '2023-2026')?.tag).toBe('DATE');
  });

  it('still reads the meter and contract numbers themselves', () => {
    expect(spanOver('Meter number: 19K0123456', '19K0123456')?.tag).toBe('ID');
    expect(spanOver('Zählernummer: 1ESY1160123456', '1ESY1160123456')?.tag).toBe('ID');
    expect(spanOver('Contrat n° 4471220 du 12/03/2024', '4471220')?.tag).toBe('ID');
  });
});
