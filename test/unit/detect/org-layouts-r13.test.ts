/**
 * R13 (session of 25 Nov): organisations by classes of layout and form, through the whole
 * detector, in the seven languages: the firm opening an imprint line (name · address · phone),
 * quoted names with a legal form or after a noun for a firm, Russian legal forms without quotes
 * or in brackets after the name, schools, hospitals and courts whose names hold lower-case words,
 * legal forms with stops that are no person's initials; and the hard negatives around them.
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

describe('the firm opening an imprint line', () => {
  it.each([
    [
      'Pennine Coaches · Flat 5, 29 Mill Race Lane, Cambridge CB2 1TN · (01223) 971130',
      'Pennine Coaches',
    ],
    ['Fernbus Nordstern · Gartenstraße 111, 23552 Lübeck · (0221) 880725', 'Fernbus Nordstern'],
    [
      'Касса-Про · ул. Гагарина, д. 8, кв. 67, г. Иркутск, 664003 · +7 (873) 112-13-59',
      'Касса-Про',
    ],
    ['Brisa Norte | Rua das Flores 22, 4050-262 Porto | 222 000 111', 'Brisa Norte'],
    ['Maison Vauclair – 14 rue des Lilas, 69003 Lyon – 04 78 00 00 00', 'Maison Vauclair'],
    ['Ortolani Viaggi · Via Garibaldi 12, 10122 Torino', 'Ortolani Viaggi'],
    ['Quillon Studio · +44 20 7946 0000 · hello@quillonstudio.co.uk', 'Quillon Studio'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it('reaches the same name printed alone above the title', () => {
    const text =
      'Pennine Coaches\nE-ticket\nHave a good journey.\nPennine Coaches · 29 Mill Race Lane, Cambridge CB2 1TN';
    expect(orgs(text).filter((o) => o === 'Pennine Coaches')).toHaveLength(2);
  });

  it.each([
    'Page 2 of 3 · Printed 12.03.2024',
    'Customer Service · 0800 123 456 · service@example.com',
    'Invoice · 12 High Street, Leeds LS1 4AB',
    'Head Office | 4 Riverside Park | Bristol BS1 6QA',
    'Konto · Einstellungen · Abmelden',
    'Sede legale · Via Roma 12, 00184 Roma',
    'Служба поддержки · ул. Гагарина, д. 8',
    'Total · 1 250,00 € · TVA 20 %',
  ])('no firm in "%s"', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('quoted names and Russian legal forms', () => {
  it.each([
    ['Die Firma „Müller“ GmbH hat uns beauftragt.', '„Müller“ GmbH'],
    ['Versichert bei der „Nordstern“ Versicherung AG seit 2019.', '„Nordstern“ Versicherung AG'],
    [
      'La société « Les Jardins de Provence » SARL a résilié le contrat.',
      '« Les Jardins de Provence » SARL',
    ],
    ['Il travaille pour l’entreprise « Bâtiment Moreau » depuis 2018.', '« Bâtiment Moreau »'],
    ['La società «Marmi Apuani» S.r.l. ha emesso la fattura.', '«Marmi Apuani» S.r.l.'],
    ['A empresa "Pastelaria Ribeiro" Lda. emitiu a fatura.', '"Pastelaria Ribeiro" Lda.'],
    ['La empresa «Hermanos Cuesta» ha emitido la factura.', 'Hermanos Cuesta'],
    ['Кредит погашен в Сбербанк (ПАО) досрочно.', 'Сбербанк (ПАО)'],
    ['Счёт открыт в ПАО Сбербанк с 2019 года.', 'ПАО Сбербанк'],
    ['Работал в АО Тинькофф Банк до 2021 года.', 'АО Тинькофф Банк'],
    ['Возврат перечислен на счёт в Банк ВТБ (ПАО).', 'Банк ВТБ (ПАО)'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it.each([
    'He said "Thank you" and left.',
    'Le mot « Merci » est écrit en rouge.',
    'Das Wort „Danke“ steht auf der Karte.',
    'ООО Адрес: г. Москва',
    'Статус (АО) не указан.',
    'Публичное акционерное общество (ПАО) обязано раскрывать отчётность.',
  ])('no firm in "%s"', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('schools, hospitals and courts named with lower-case words', () => {
  it.each([
    [
      'Inscrit à l’Institut d’études politiques de Bordeaux pour 2024.',
      'Institut d’études politiques de Bordeaux',
    ],
    [
      'Diplôme : École supérieure de commerce de Dijon, 2011',
      'École supérieure de commerce de Dijon',
    ],
    [
      'Diploma presso Istituto tecnico industriale statale di Vicenza nel 2005.',
      'Istituto tecnico industriale statale di Vicenza',
    ],
    [
      'Licenciatura, Escola superior de tecnologia de Viseu',
      'Escola superior de tecnologia de Viseu',
    ],
    [
      'обучается в Московский государственный университет имени М.\nВ. Ломоносова в 2025 году',
      'Московский государственный университет имени М.\nВ. Ломоносова',
    ],
    [
      'Решение Кировского районного суда г. Казани от 12.03.2024',
      'Кировского районного суда г. Казани',
    ],
    [
      'Выписка: Областная клиническая больница № 1, отделение кардиологии',
      'Областная клиническая больница № 1',
    ],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it.each([
    'Elle prépare une École de commerce en deux ans.',
    'Colegio en el que estudia la niña desde septiembre.',
    'Учится в хорошей школе рядом с домом.',
    'Районный суд рассмотрел дело.',
  ])('no school in "%s"', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('legal forms with stops are no initials', () => {
  it.each([
    [
      '2023– Analista financiero/a, en Talleres Arrizabalaga S.A., A Coruña',
      'Talleres Arrizabalaga S.A.',
    ],
    ['2018–2020 Técnica de campo, na Têxteis Quintela S.A., Coimbra', 'Têxteis Quintela S.A.'],
    ['Leverancier: Brouwerij Vanneste N.V.', 'Vanneste N.V.'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it('keeps a person with a trailing initial', () => {
    expect(tagOver('Forename(s) Siobhan S.', 'Siobhan S.')).toBe('PERSON_NAME');
  });
});

describe('the employer on the last line of a signature block', () => {
  it.each([
    ['Kind regards,\n\nTom Hale\nClaims Handler\nBrightwater', 'Brightwater'],
    [
      'Atentamente,\n\nLucía Gómez\nDepartamento de Reclamaciones\nAseguradora Albor',
      'Aseguradora Albor',
    ],
    ['Distinti saluti\n\nMarco Bianchi\nUfficio Sinistri\nCorvina\nmarco@corvina.it', 'Corvina'],
    ['Mit freundlichen Grüßen\n\nPetra Wagner\nSachbearbeiterin Leistung\nHalvora\n', 'Halvora'],
    [
      'Cordialement,\nClaire Martin\nResponsable des ressources humaines\nVerbena Conseil',
      'Verbena Conseil',
    ],
    [
      'С уважением,\nИгорь Петров\nМенеджер по работе с клиентами\nЛитэкс\n+7 (495) 123-45-67',
      'Литэкс',
    ],
    ['Karin M. Beike\nLeasing consultant\nFritz-Armstrong\nul. Miła 53', 'Fritz-Armstrong'],
    ['Cormac Allan\nEchocardiographer\nQuillbrook\n338 St Omers Road, Beauwelz', 'Quillbrook'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it.each([
    'Kind regards\n\nTom Hale\nHead of Claims\nClaims Department',
    'Best regards,\n\nAnna Weber\nSenior Analyst\nLondon',
    'Kind regards,\n\nTom Hale\nHead of Claims',
    'Yours sincerely,\n\nJames Carter\nOperations Manager\nSarah Lee',
    'Jane Doe\nApartment 5\nRosewood Court\n12 High Street',
    'Tom Hale\nHead of Claims\nClaims Department\n12 High Street',
    'Cordialement,\n\nClaire Martin\nResponsable RH\nAdresse\n12 rue des Lilas, 69003 Lyon',
  ])("no firm on the block's last line in %j", (text) => {
    // The block's last line before any street: a department, a place, a person, a building.
    const lines = text.split('\n').filter((l) => l !== '' && !/^\d/.test(l));
    expect(tagOver(text, lines[lines.length - 1]!)).not.toBe('ORGANIZATION');
  });
});

describe('two surnames joined by an ampersand', () => {
  it.each([
    ['OKAFOR & LINDQVIST\nSolicitors\n12 High Street\nLeeds LS1 4AB', 'OKAFOR & LINDQVIST'],
    ['We have instructed Okafor & Lindqvist to act for us.', 'Okafor & Lindqvist'],
    ['Steuerberatung: Brandt & Kessler, Hamburg', 'Brandt & Kessler'],
    ['BRANDT UND KESSLER\nSteuerberater', 'BRANDT UND KESSLER'],
  ])('%s', (text, value) => {
    expect(tagOver(text, value)).toBe('ORGANIZATION');
  });

  it.each([
    'Please read the Terms & Conditions and the Health & Safety notes.',
    'Tom & Jerry went to Trinidad & Tobago.',
    'Our R&D team ran the Q&A session. Bed & Breakfast available.',
    'Profit & Loss account for 2024',
  ])('no firm in "%s"', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('a title inside a statement row party', () => {
  it('keeps "Dr." inside the firm of a direct-debit row', () => {
    const text =
      'Datum Buchungstext Betrag Saldo\n03.11.2025 Lastschrift Labor Dr. Reinhardt MVZ GmbH -45,20 1.234,56';
    expect(tagOver(text, 'Labor Dr. Reinhardt MVZ GmbH')).toBe('ORGANIZATION');
  });

  it('leaves the debit marker after an amount out of the party', () => {
    const text = 'Date Description Amount Balance\n04/11/2025 CARD PAYMENT TESCO 10.00 DR 1,224.56';
    expect(orgs(text)).not.toContain('TESCO 10.00 DR');
    expect(tagOver(text, 'TESCO')).toBe('ORGANIZATION');
  });

  it('reads no firm in the column header over the first row', () => {
    const text =
      'Datum Buchungstext Betrag Saldo\n03.11.2025 Lastschrift Labor Dr. Reinhardt MVZ GmbH -45,20 1.234,56';
    expect(orgs(text)).not.toContain('Datum Buchungstext Betrag Saldo');
  });
});
