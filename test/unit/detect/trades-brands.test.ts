/**
 * Issue 15, organisations named by a trade word before their name ("Ferronnerie Brière",
 * "Sanitär Brückner", "Frantoio Valdorcia", "Eletricidade Douro", "Канцтовары «Скрепка»"), health
 * units named by their kind ("Unidad de Fisioterapia Tres Cantos"), car rentals, parcel carriers,
 * hotel chains, airlines and laboratories known by name; and the hard negatives: a table's header
 * row ("Nombre Empresa Cargo", "Analyse Résultat Unité Valeurs") is no firm.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';

/** The tag of the finding covering every character of `value`, if any. */
function tagOver(text: string, value: string): string | undefined {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return propagateOccurrences(text, findPii(text)).find(
    (s) => s.start <= at && s.end >= at + value.length,
  )?.tag;
}

/** True when no finding touches `value`. */
function untouched(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return !propagateOccurrences(text, findPii(text)).some(
    (s) => s.start < at + value.length && at < s.end,
  );
}

/** True when no organisation finding touches `value`. */
function noFirm(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return !propagateOccurrences(text, findPii(text)).some(
    (s) => s.tag === 'ORGANIZATION' && s.start < at + value.length && at < s.end,
  );
}

describe('brand-like common words stay words', () => {
  it.each([
    ['Mit anderen Worten: die Frist läuft ab.', 'Worten'],
    ['Der Henkel der Tür ist locker.', 'Henkel'],
    ['Orange juice and a Target price.', 'Orange'],
  ])('%s', (text, value) => {
    expect(untouched(text, value)).toBe(true);
  });

  it('reads a brand as a party only in a party context, never a product or a surname', () => {
    expect(noFirm('Please share the file on Google Drive today.', 'Google')).toBe(true);
    expect(noFirm('Apple and Microsoft are both mentioned in the survey.', 'Apple')).toBe(true);
    expect(tagOver('Marco Ferrari ha firmato il contratto.', 'Marco Ferrari')).toBe('PERSON_NAME');
  });
});

describe('firms named by their trade first', () => {
  it.each([
    ['Pedido enviado a Frutas Vega Baja el lunes.', 'Frutas Vega Baja'],
    ['Le portail a été posé par Ferronnerie Brière.', 'Ferronnerie Brière'],
    ['Die Heizung wartet Sanitär Brückner seit 2019.', 'Sanitär Brückner'],
    ['Die Ware liefert Spedition Brinkmann aus.', 'Spedition Brinkmann'],
    ["L'olio arriva dal Frantoio Valdorcia di Pienza.", 'Frantoio Valdorcia'],
    ['A instalação foi feita pela Eletricidade Douro.', 'Eletricidade Douro'],
    ['Поставщик бумаги — Канцтовары «Скрепка».', 'Канцтовары «Скрепка»'],
    ['Кабинет физиотерапии «Движение» принимает по записи.', 'Кабинет физиотерапии «Движение»'],
    ['Derivación a la Unidad de Fisioterapia Tres Cantos.', 'Unidad de Fisioterapia Tres Cantos'],
    ['Груз доставит Сибирская Логистика.', 'Сибирская Логистика'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });
});

describe('rentals, carriers, hotels, airlines and laboratories known by name', () => {
  it.each([
    ['Car hire: Sixt, pick-up 10:30 at the airport desk.', 'Sixt'],
    ['Recogida del coche: Europcar, terminal 1.', 'Europcar'],
    ['Die Sendung wurde an Hermes übergeben.', 'Hermes'],
    ['Spedizione tramite Bartolini, consegna in 48 ore.', 'Bartolini'],
    ['Доставка: СДЭК, трек-номер выслан.', 'СДЭК'],
    ['Übernachtung im Steigenberger am Hauptbahnhof.', 'Steigenberger'],
    ['Vol AF 7710 opéré par Air Corsica.', 'Air Corsica'],
    ['Analyses réalisées par Cerballiance Lyon.', 'Cerballiance'],
    // Merchants of a card statement and employers of a reference, known by name
    ['12/03  Starbucks  4,50 EUR', 'Starbucks'],
    ['I was charged twice by Netflix last month.', 'Netflix'],
    ['Compra online en Zalando, 59,90 €', 'Zalando'],
    ['Er war von 2015 bis 2021 bei Siemens beschäftigt.', 'Siemens'],
    ['Оплата покупки в Пятёрочка, 1 250 руб.', 'Пятёрочка'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });
});

describe('table header rows are no firm', () => {
  it.each([
    ['Asistentes\nNombre Empresa Cargo\nCandela Olmedo Ruiz', 'Cargo'],
    ['Teilnehmende\nName Firma Funktion\nGesine Althaus', 'Funktion'],
    ['Participants\nNom Société Fonction Courriel\nSolène Morel', 'Nom Société Fonction'],
    ['Bilan\nAnalyse Résultat Unité Valeurs\nTSH 3.09 mIU/L', 'Analyse Résultat Unité Valeurs'],
    ['Esame Risultato Unità Valori\nTSH 3.09 mIU/L', 'Esame Risultato Unità Valori'],
  ])('%s', (text, value) => {
    expect(noFirm(text, value)).toBe(true);
  });

  it('leaves a header word alone outside a name', () => {
    expect(untouched('Bilan\nAnalyse Résultat Unité Valeurs\nTSH 3.09 mIU/L', 'Unité')).toBe(true);
  });
});
