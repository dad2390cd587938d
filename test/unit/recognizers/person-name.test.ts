import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { personNameRecognizer } from '../../../src/core/detect/recognizers/person-name';
import { found } from './textual-helpers';

function names(text: string): string[] {
  return [...new Set(found(personNameRecognizer, text))];
}

describe('personNameRecognizer', () => {
  it.each([
    ['Full Name: Johnathan Smith', 'Johnathan Smith'],
    ['Name: JOHN SMITH', 'JOHN SMITH'],
    ['Patient: María de la Cruz López', 'María de la Cruz López'],
    ['Nom : Jean-Luc Picard', 'Jean-Luc Picard'],
    ['Nombre: Ana García', 'Ana García'],
    ['Nome: Giulia Bianchi', 'Giulia Bianchi'],
    ['ФИО: Иванов Иван Иванович', 'Иванов Иван Иванович'],
    ['Employee: Zed Quorn', 'Zed Quorn'],
    ['Signed by John F. Kennedy on', 'John F. Kennedy'],
    ['Name: Johnathan Smith Date: 2024', 'Johnathan Smith'],
    ['Mr. Smith called', 'Smith'],
    ['Sehr geehrter Herr Müller,', 'Müller'],
    ['M. Dupont est venu', 'Dupont'],
    ['Sig.ra Rossi', 'Rossi'],
    ['Sra. Fernández', 'Fernández'],
    ['г-н Петров', 'Петров'],
    ['Dear Quentin,', 'Quentin'],
    ['From: Zed Quorn <zed@example.com>', 'Zed Quorn'],
  ])('finds the name in %j', (text, expected) => {
    expect(names(text)).toEqual([expected]);
  });

  it('reads every mailbox of a header line', () => {
    expect(names('To: "Doe, Jane" <jane@x.com>, Zed Quorn <z@x.com>')).toEqual([
      'Doe, Jane',
      'Zed Quorn',
    ]);
  });

  it.each([
    'Key Features',
    'Why Choose PDF Redaction',
    'Company Name: Acme Inc',
    'File Name: Report',
    'Dear Sir,',
    'Dear Customer,',
    'Hello World',
    'John Street is long',
    'In March we met',
    'Monday Morning',
    '123 Oak Dr Springfield',
    'Acme Corporation Inc',
  ])('ignores %j', (text) => {
    expect(names(text)).toEqual([]);
  });
});

describe('name confirmed by the e-mail beside it', () => {
  it('finds a name whose first word is also an ordinary word when the address spells it', () => {
    const text = 'Grace Nakamura grace.nakamura@acme-corp.com (718) 555-0121';
    const names = findPii(text, ['PERSON_NAME']).map((s) => text.slice(s.start, s.end));
    expect(names).toEqual(['Grace Nakamura']);
  });

  it('does not take a heading before an unrelated address', () => {
    const text = 'Customer Support support@acme-corp.com';
    expect(findPii(text, ['PERSON_NAME'])).toEqual([]);
  });
});

describe('titles after a date', () => {
  it('keeps the name after "Ms" when a date precedes it', () => {
    const text = 'Issued on 2 January 2024 to Ms Sarah Mitchell, who can be reached at';
    const names = findPii(text, ['PERSON_NAME']).map((s) => text.slice(s.start, s.end));
    expect(names).toEqual(['Sarah Mitchell']);
  });
});
