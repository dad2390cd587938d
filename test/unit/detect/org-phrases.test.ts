/**
 * Issue 15, organisations without a legal form, a head noun or a list entry, in the seven
 * languages, through the whole detector: a firm's own phrases (thanks, team signatures, customer
 * desks, copyright footers, "on behalf of", regulatory lines), more organisation labels (issuer,
 * laboratory, insurance, agent, merchant), employer cells of a work-history table and the firm
 * first in a running header or footer; and the hard negatives around them (people, places,
 * document titles, kinds of team, numbered list items, confidentiality marks).
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
function tagOver(text: string, value: string, from = 0): string | undefined {
  const at = text.indexOf(value, from);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return detect(text).find((s) => s.start <= at && s.end >= at + value.length)?.tag;
}

/** True when no finding touches `value` (first occurrence). */
function untouched(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return !detect(text).some((s) => s.start < at + value.length && at < s.end);
}

describe('a firm named by its own phrases', () => {
  it.each([
    ['Thank you for choosing Lumora. We are glad to have you with us.', 'Lumora'],
    ['Thank you for contacting Northpeak Support. Your ticket has been received.', 'Northpeak'],
    ['Best regards,\nThe Zentrix Team', 'Zentrix'],
    ['Kind regards,\nHarbourline Customer Care', 'Harbourline'],
    ['Please contact Orbitel customer service on 0800 123 4567.', 'Orbitel'],
    ['© 2024 Quillon Financial. All rights reserved.', 'Quillon Financial'],
    ['© 2025 Orbitel. All rights reserved.', 'Orbitel'],
    [
      'Quillon Financial is authorised and regulated by the Financial Conduct Authority.',
      'Quillon Financial',
    ],
    ['I am writing on behalf of Meridian Lettings regarding your tenancy.', 'Meridian Lettings'],
    ['Gracias por elegir Solvento. Estamos a su disposición.', 'Solvento'],
    ['Un saludo,\nEl equipo de Vivara', 'Vivara'],
    ['© 2024 Vivara. Todos los derechos reservados.', 'Vivara'],
    ["Merci d'avoir choisi Aubéliance pour votre assurance.", 'Aubéliance'],
    ["Cordialement,\nL'équipe Clairvia", 'Clairvia'],
    ['Vielen Dank, dass Sie sich für Stromwerk entschieden haben.', 'Stromwerk'],
    ['Mit freundlichen Grüßen\nIhr Kundenservice von Telvano', 'Telvano'],
    ['Grazie per aver scelto Fibronet.', 'Fibronet'],
    ['Cordiali saluti,\nIl team di Fibronet', 'Fibronet'],
    ['Obrigado por escolher a Lusonet.', 'Lusonet'],
    ['Com os melhores cumprimentos,\nA equipa Lusonet', 'Lusonet'],
    ['Спасибо, что выбрали Телеком-Плюс.', 'Телеком-Плюс'],
    ['Письмо направлено от имени Меридиан Групп.', 'Меридиан Групп'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it('takes no person, kind of team, place or numbered list item for a firm', () => {
    expect(tagOver('I am writing on behalf of Mr Hale.', 'Hale')).not.toBe('ORGANIZATION');
    expect(untouched('Best regards,\nThe Support Team', 'Support')).toBe(true);
    expect(untouched('Kind regards,\nThe HR Team', 'HR')).toBe(true);
    expect(
      untouched('Thank you for choosing Paris for your stay.', 'Paris') ||
        tagOver('Thank you for choosing Paris for your stay.', 'Paris') === 'LOCATION',
    ).toBe(true);
    // "(c)" numbers a list; only a year after it makes a copyright notice.
    expect(untouched('(a) Kreis\n(b) Torus\n(c) Sphäre ist kompakt.', 'Sphäre')).toBe(true);
    expect(untouched('Please contact our customer service team.', 'customer')).toBe(true);
  });
});

describe('more organisation labels', () => {
  it.each([
    ['Card issuer: Lumora', 'Lumora'],
    ['Laboratory: Synlab Nord', 'Synlab Nord'],
    ['Insurance: Veritas Life', 'Veritas Life'],
    ['Merchant: Bluefin Coffee Roasters', 'Bluefin Coffee Roasters'],
    ['Emisor: Solvento', 'Solvento'],
    ['Laboratoire : Clairvia Biologie', 'Clairvia Biologie'],
    ['Kartenherausgeber: Stromwerk', 'Stromwerk'],
    ['Esercente: Fibronet', 'Fibronet'],
    ['Laboratório: Lusonet Análises', 'Lusonet Análises'],
    ['Лаборатория: Гемолаб', 'Гемолаб'],
    ['INSURANCE\nPRIMARY INSURANCE\nKeystone Care HMO\nMEMBER ID', 'Keystone Care HMO'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it('does not take the next label for a value', () => {
    expect(untouched('INSURANCE\nPRIMARY INSURANCE\nKeystone Care HMO', 'PRIMARY')).toBe(true);
    expect(untouched('Insurance: Yes', 'Yes')).toBe(true);
  });
});

describe('employers in a work-history table', () => {
  it('reads the employer cell of rows printed one cell per line', () => {
    const text =
      'Опыт работы\nПериод \nРаботодатель \nДолжность \nГород\n2022 – по настоящее время \nВектор \nаналитик \nСанкт-Петербург\n2017 – 2019 \nСибирские Сети \nбухгалтер \nЕкатеринбург\nПодтверждение занятости';
    expect(tagOver(text, 'Сибирские Сети')).toBe('ORGANIZATION');
    expect(tagOver(text, 'Вектор')).toBe('ORGANIZATION');
    expect(untouched(text, 'бухгалтер')).toBe(true);
  });

  it('reads the employer column before the period column, and rows on one line', () => {
    const before =
      'Employment history\nEmployer\nPosition\nPeriod\nMaison Vasseur\nAssistante de direction\n2012 – 2014\nEstudio Nómada\nAnalista de datos\n2015 – 2020\n';
    expect(tagOver(before, 'Maison Vasseur')).toBe('ORGANIZATION');
    expect(tagOver(before, 'Estudio Nómada')).toBe('ORGANIZATION');
    expect(untouched(before, 'Analista de datos')).toBe(true);
    const oneLine =
      'Zeitraum       Arbeitgeber        Tätigkeit\n2015 – 2020    Nordlicht Werke    Disponentin\n2012 – 2015    Haus am See        Buchhalterin\n';
    expect(tagOver(oneLine, 'Haus am See')).toBe('ORGANIZATION');
    expect(untouched(oneLine, 'Buchhalterin')).toBe(true);
  });

  it('needs a period column: a list of employers alone is left to the other readers', () => {
    const text = 'Employer\nPosition\nAnalista de datos\nComptable\n';
    expect(untouched(text, 'Comptable')).toBe(true);
  });
});

describe('the firm first in a running header or footer', () => {
  it('reads the name before a separator printed on every page', () => {
    const page = (n: number) =>
      `Orbana · Relevé de carte\nTitulaire : Jean Morel\nOpérations du mois\nPage ${n} sur 2`;
    const text = `${page(1)}\f${page(2)}`;
    expect(tagOver(text, 'Orbana')).toBe('ORGANIZATION');
    expect(tagOver(text, 'Orbana', text.indexOf('\f'))).toBe('ORGANIZATION');
  });

  it('reads it on a one-page document when the line names the document', () => {
    const text =
      'С уважением,\nКсения\nСокол Связь · Обращение INC-10611692 Выгружено из службы поддержки\nСтр. 1 из 1';
    expect(tagOver(text, 'Сокол Связь')).toBe('ORGANIZATION');
  });

  it('takes no title, confidentiality mark or person for a firm', () => {
    const page = (n: number) =>
      `Credit Card Statement · Page ${n}\nConfidential · Maria Lopez\nBalance 120.00`;
    const text = `${page(1)}\f${page(2)}`;
    expect(untouched(text, 'Credit Card Statement')).toBe(true);
    expect(untouched(text, 'Confidential')).toBe(true);
    expect(tagOver(text, 'Maria Lopez')).not.toBe('ORGANIZATION');
  });
});
