import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { nameColumnRecognizer } from '../../../src/core/detect/recognizers/name-columns';

/** The [tag, text] pairs findPii reports for `text`. */
const found = (text: string) => findPii(text).map((s) => [s.tag, text.slice(s.start, s.end)]);
/** The [tag, text, reason] triples of the name-column recognizer alone. */
const own = (text: string) =>
  nameColumnRecognizer
    .find({ text, folded: text } as Parameters<typeof nameColumnRecognizer.find>[0])
    .map((s) => [s.tag, text.slice(s.start, s.end), s.reason]);
/** True when some span of `tag` covers every character of `value` (first occurrence). */
const covered = (text: string, value: string, tag = 'PERSON_NAME') => {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  return findPii(text).some((s) => s.tag === tag && s.start <= at && s.end >= at + value.length);
};

describe('names and ages under a person column header, seven languages', () => {
  it('reads unlisted names, particles, hyphens, initials and SURNAME Given in the rows', () => {
    const en =
      'Name Department City Start date\nKwabena Osei-Mensah Accounting Leeds 03/02/2021\nJ. Okonkwo-Reyes Nurse Lyon 2020-01-01';
    expect(own(en)).toContainEqual([
      'PERSON_NAME',
      'Kwabena Osei-Mensah',
      'capitalised words under a name column',
    ]);
    expect(covered(en, 'J. Okonkwo-Reyes')).toBe(true);
    const es =
      'Nombre y apellidos DNI Edad Ciudad\nXiomara Quispe Huamán 12345678Z 47 Sevilla\nIñaki Etxeberria Goikoetxea 87654321X 33 Bilbao';
    expect(covered(es, 'Xiomara Quispe Huamán')).toBe(true);
    expect(covered(es, 'Iñaki Etxeberria Goikoetxea')).toBe(true);
    expect(found(es)).toContainEqual(['AGE', '47']);
    const fr =
      "Nom et prénom Date de naissance Âge\nDUPONT Maëlys 12/03/1980 44\nN'Diaye Aminata 01/01/1990 34";
    expect(covered(fr, 'DUPONT Maëlys')).toBe(true);
    expect(covered(fr, "N'Diaye Aminata")).toBe(true);
    expect(found(fr)).toContainEqual(['AGE', '34']);
    const de = 'Name, Vorname Abteilung Alter\nSchwarzenegger-Kühn, Liesl Einkauf 52';
    expect(own(de)).toContainEqual([
      'PERSON_NAME',
      'Schwarzenegger-Kühn, Liesl',
      'capitalised words under a name column',
    ]);
    expect(own(de)).toContainEqual(['AGE', '52', 'number under an age column']);
    const it_ = 'Nome e cognome Codice fiscale Età\nGianfranco Zappalà RSSMRA80A01H501U 61';
    expect(covered(it_, 'Gianfranco Zappalà')).toBe(true);
    expect(found(it_)).toContainEqual(['AGE', '61']);
    const pt = 'Nome completo Cidade Idade\nJoaquim Bettencourt Sampaio Coimbra 58';
    expect(covered(pt, 'Joaquim Bettencourt Sampaio')).toBe(true);
    expect(found(pt)).toContainEqual(['AGE', '58']);
    const ru = 'ФИО Должность Возраст\nЗайцев Прохор менеджер 41';
    expect(covered(ru, 'Зайцев Прохор')).toBe(true);
    expect(found(ru)).toContainEqual(['AGE', '41']);
  });

  it('keeps cities, roles, departments, dates and IDs of the row out of the name', () => {
    const spans = own('Employee Role City\nTjaša van der Berg Engineer Madrid');
    expect(spans).toEqual([
      ['PERSON_NAME', 'Tjaša van der Berg', 'capitalised words under a name column'],
    ]);
    const staff = own(
      'Name Standort Vorgesetzte/r Telefon\nMalte Oberhuber Freiburg Henrike Quast 0696 7488420\nNordlicht GmbH – Internes Telefonverzeichnis',
    );
    expect(staff.map((s) => s[1])).toEqual(['Malte Oberhuber', 'Henrike Quast']);
    expect(own('Nom Poste Ville\nLaurence de La Rochefoucauld Comptable Lyon')).toEqual([
      ['PERSON_NAME', 'Laurence de La Rochefoucauld', 'capitalised words under a name column'],
    ]);
    const row = own('Name Department Start date\nKwabena Osei-Mensah Sales 03/02/2021');
    expect(row.map((s) => s[1])).toEqual(['Kwabena Osei-Mensah']);
  });

  it('leaves product and company name columns, ID columns and the header words alone', () => {
    expect(own('Product name Price\nOffice Suite Pro 49.99\nLaptop Stand Deluxe 19.00')).toEqual(
      [],
    );
    expect(own('Member ID Plan Amount\nMB-1234 Gold Plan 45.00')).toEqual([]);
    expect(own('Nom Prénom Ville\n')).toEqual([]);
    // A sentence ends the table.
    expect(
      own('Name Department\nThe list above was checked by the Human Resources team last week.'),
    ).toEqual([]);
  });
});

describe('names and ages of form fields', () => {
  it('reads the value after a label or on the line under it', () => {
    expect(own('Patient Thandiwe Mokoena-Smit\nAge 62')).toEqual([
      ['PERSON_NAME', 'Thandiwe Mokoena-Smit', 'name after its form label'],
      ['AGE', '62', 'number after an age label'],
    ]);
    expect(own('Nome completo\nJoaquim Bettencourt Sampaio\nCPF 123')).toContainEqual([
      'PERSON_NAME',
      'Joaquim Bettencourt Sampaio',
      'name under its form label',
    ]);
    expect(covered('Locataire\nOuattara Fatoumata\nLoyer 850,00', 'Ouattara Fatoumata')).toBe(true);
    expect(covered('Mieterin Wiebke Oosterhuis-Brandt', 'Wiebke Oosterhuis-Brandt')).toBe(true);
  });

  it('does not take a header or a role after a label for a name', () => {
    expect(own('Patient Doctor Ward\n')).toEqual([]);
    expect(own('Employee\nSenior Engineer')).toEqual([]);
    expect(own('Age group 18-25')).toEqual([]);
  });
});
