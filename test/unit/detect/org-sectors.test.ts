/**
 * Issue 15 (R9): organisations named without a legal form, through the whole detector: a name
 * before a trailing sector word ("Ashby Broadband", "Moorcroft Dental Care"), trades, telecoms,
 * shops and practices named first in the Romance languages and German ("Telefonia Aurora",
 * "Möbelhaus Brandstetter", "Orthopädie am Markt"), the firm printed first on a form above its
 * title, the firm above its customer-service desk in a letter's address block, supplier-table
 * rows whose category and street cells follow the name, Russian kinds before a quoted name; and
 * the hard negatives around them (desks and departments of the writer's own firm, headings, the
 * UK's National Insurance, blood groups, signature rows, a bank machine, "NHS number").
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import type { Span } from '../../../src/core/detect/span';

/** Every finding of the detector as the pipeline runs it (findPii, then propagation). */
function detect(text: string): Span[] {
  return propagateOccurrences(text, findPii(text));
}

/** The tag of the finding covering every character of `value` (first occurrence), if any. */
function tagOver(text: string, value: string): string | undefined {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return detect(text).find((s) => s.start <= at && s.end >= at + value.length)?.tag;
}

/** The organisations the detector finds, as text. */
function orgs(text: string): string[] {
  return detect(text)
    .filter((s) => s.tag === 'ORGANIZATION')
    .map((s) => text.slice(s.start, s.end));
}

describe('a firm named before its sector word', () => {
  it.each([
    ['I ordered a fridge from Ashby Home Appliances and paid by card.', 'Ashby Home Appliances'],
    ['Repairs are reported to Pennock & Hale Estates on 0113 496 0000.', 'Pennock & Hale Estates'],
    ['Registered GP: Dr Imogen Hartley, Moorcroft Medical Practice', 'Moorcroft Medical Practice'],
    ['He works as a driver at Calloway Logistics since 2019.', 'Calloway Logistics'],
    ['Our broadband is supplied by Wrenfield Broadband under contract 88.', 'Wrenfield Broadband'],
    ['The boiler was serviced by Tanworth Plumbing last spring.', 'Tanworth Plumbing'],
    ['Payslip issued by Brambleside Care Homes for March.', 'Brambleside Care Homes'],
    ['Die Möbel lieferte Brandauer Spedition am Montag.', 'Brandauer Spedition'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it.each([
    ['Questions? Call Customer Care at 0800 555 0101.', 'Customer Care'],
    ['Head of Customer Services', 'Customer Services'],
    ['Emergency Dental Care is available at weekends.', 'Emergency Dental Care'],
    ['She was referred to Cardiac Surgery for review.', 'Cardiac Surgery'],
    ['Affordable Housing', 'Affordable Housing'],
    ['A105 Offshore Engineering 5 81 Pass', 'Offshore Engineering'],
  ])('no firm in "%s"', (text, value) => {
    expect(orgs(text).some((o) => o.includes(value))).toBe(false);
  });
});

describe('a firm named by its trade first', () => {
  it.each([
    ['Telefonia Aurora · Modulo RU-07\nScheda di assunzione', 'Telefonia Aurora'],
    [
      'am 12.03.2025 habe ich bei Möbelhaus Brandstetter einen Schrank bestellt',
      'Möbelhaus Brandstetter',
    ],
    [
      'Mir ist bekannt, dass meine Unterlagen von der\nOrthopädie am Markt aufbewahrt werden.',
      'Orthopädie am Markt',
    ],
    [
      'Medico di base la dott.ssa Ilaria Conti, Fisioterapia Miramare\nAnamnesi',
      'Fisioterapia Miramare',
    ],
    ['Opération prévue à la Maison de Santé Voltaire le 3 mai.', 'Maison de Santé Voltaire'],
    ['Banco Caixa Económica Rio Mar\n4. Contactos de emergência', 'Caixa Económica Rio Mar'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it('keeps the person before "de" out of the firm', () => {
    const text = 'Mon collègue Ségolène Rousseau de Imprimerie du Port souhaite le même modèle.';
    expect(orgs(text)).toContain('Imprimerie du Port');
  });

  it('keeps "Casa di Cura" whole', () => {
    expect(orgs('Casa di Cura Villa Aurora\nReparto di Neurologia')).toContain(
      'Casa di Cura Villa Aurora',
    );
  });
});

describe('supplier tables: the name cell before the category and street cells', () => {
  it('German rows end the name before the street compound', () => {
    const text =
      'Lieferant Kategorie Anschrift\n' +
      'Elektro Hufnagel IT-Dienstleistungen Gartenstraße 12, 90403 Nürnberg DE458487985\n' +
      'Getränke Wessel Verpackung Lindenallee 5, 70173 Stuttgart DE048301937';
    const found = orgs(text);
    expect(found).toContain('Elektro Hufnagel');
    expect(found.some((o) => o.startsWith('Getränke Wessel') && !o.includes('Lindenallee'))).toBe(
      true,
    );
  });

  it('Italian rows end the name before a common word of the category cell', () => {
    const text =
      'Fornitore Categoria Indirizzo\n' +
      'Corriere Brenta Servizi IT Via Roma 12, 35122 Padova (PD) IT16595830483';
    expect(tagOver(text, 'Corriere Brenta')).toBe('ORGANIZATION');
  });
});

describe('the firm printed first, above a title or a desk', () => {
  it.each([
    ['Marlow Fibre\nApplication for leave\nEmployee Tom Reed', 'Marlow Fibre'],
    ['Telecable Asturias\nSolicitud de permiso\nEmpleado Luis Pardo', 'Telecable Asturias'],
    ['Intersol Horizon · Formulaire RH-07\nFiche d’embauche du salarié', 'Intersol Horizon'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it('reads the recipient firm above its desk and finds it again in the letter', () => {
    const text =
      'Verona, 3 luglio 2025\nCasa e Giardino Moretti\nServizio Clienti\nViale dei Mille, 64\n' +
      '00186 Roma\nHo acquistato un divano da Casa e Giardino Moretti il 2 giugno.';
    const found = detect(text).filter(
      (s) => s.tag === 'ORGANIZATION' && text.slice(s.start, s.end) === 'Casa e Giardino Moretti',
    );
    expect(found.length).toBe(2);
  });

  it.each([
    'Wohnraummietvertrag\nDieser Mietvertrag wird am 22. Dezember 2024 geschlossen.',
    'Human Resources\nApplication for leave\nEmployee Tom Reed',
    'ДОГОВОР НАЙМА ЖИЛОГО ПОМЕЩЕНИЯ\nЗаявление',
  ])('no firm in the title line of "%s"', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('foundations, associations, clubs and nurseries', () => {
  it.each([
    ['Die Spende ging an die Fundación Ayuda Solidaria in Madrid.', 'Fundación Ayuda Solidaria'],
    ['Iscritto alla Associazione Sportiva Aurora dal 2019.', 'Associazione Sportiva Aurora'],
    ['Mitglied im Sportverein Grün-Weiß Neustadt seit 2015.', 'Sportverein Grün-Weiß Neustadt'],
    ['Our daughter attends Little Acorns Nursery three days a week.', 'Little Acorns Nursery'],
    ['2021–2023 Büroleiterin, bei Rheinland Versicherungen, Nürnberg', 'Rheinland Versicherungen'],
    ['2020–2022 Chefe de escritório, na Mútua dos Pescadores, Faro', 'Mútua dos Pescadores'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it.each(['Club Membership Terms', 'Association Rules', 'Café Opening Hours'])(
    'no firm in the heading "%s"',
    (text) => {
      expect(orgs(text)).toEqual([]);
    },
  );
});

describe('the practice after a titled doctor and a comma', () => {
  it.each([
    ['Médico de família a Dra. Lurdes Sampaio, Clinimed Aurora\nAntecedentes', 'Clinimed Aurora'],
    ['Yours sincerely, Dr James Whitfield, Elm Tree Surgery', 'Elm Tree Surgery'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it.each([
    'Referred by Dr Ann Cole, Consultant Cardiologist',
    'Signed: Dr Paul Grant, Kardiologie',
    'Signed: Dr Paul Grant, Innere Medizin',
  ])('no practice in "%s"', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('Russian kinds before a quoted name', () => {
  it.each([
    ['при посредничестве ООО «Фабрика «Заря»»; агентское', 'ООО «Фабрика «Заря»»'],
    ['Страховое общество «Верность» Полис № 1', 'Страховое общество «Верность»'],
    ['Интернет-магазин «Домоцвет»\nВыгрузка клиентов', 'Интернет-магазин «Домоцвет»'],
    ['Интернет-провайдер «Сетевой»\nЗаявление на отпуск', 'Интернет-провайдер «Сетевой»'],
    ['Поставщик: Рыбный двор «Помор», г. Казань', 'Рыбный двор «Помор»'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it('a cash machine is no bank', () => {
    expect(orgs('15.06. Снятие наличных банкомат 8262 Ярославль 20,00 5 109,97')).toEqual([]);
  });
});

describe('hard negatives: no organisation', () => {
  it.each([
    ['5127 National Insurance 424.86\n5202 Pension 265.54', 'National Insurance'],
    ['National Insurance number AB 12 34 56 C', 'National Insurance'],
    ['• Grupo sanguíneo A+\n• Alergia a la penicilina', 'Grupo sanguíneo'],
    ['• Groupe sanguin A+', 'Groupe sanguin'],
    ['NHS number 4167299540', 'NHS'],
    ['TOP 3 Logistik und Lieferungen\nFrau Lenz berichtet.', 'Logistik'],
    ['Poste Chef d’équipe Service Logistique\nResponsable hiérarchique', 'Logistique'],
    ['Signed for the Employer Signed by the Employee', 'Signed'],
    ['Für den Arbeitgeber Arbeitnehmer\n______', 'Arbeitnehmer'],
  ])('%s', (text, value) => {
    expect(orgs(text).some((o) => o.includes(value))).toBe(false);
  });
});
