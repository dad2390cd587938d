/**
 * Issue 15: person names by the way statements, payslips, claims, school forms, leases, letters
 * and mails print them in the seven languages (role labels, a role alone on its line above the
 * name, initials, lower-case Italian and Spanish titles, particles and compound surnames, "the
 * undersigned"), and the hard negatives beside them (greetings, form labels, departments, job
 * titles, desks, places) that must stay unredacted as names.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';

/** The texts the detector, as the pipeline runs it, reports as PERSON_NAME. */
function names(text: string): string[] {
  return propagateOccurrences(text, findPii(text))
    .filter((s) => s.tag === 'PERSON_NAME')
    .map((s) => text.slice(s.start, s.end));
}

/** Asserts the input holds each expected name, then that each is reported exactly. */
function expectNames(text: string, expected: string[]): void {
  for (const name of expected) expect(text).toContain(name);
  const found = names(text);
  for (const name of expected) expect(found).toContain(name);
}

describe('names after role labels', () => {
  it('reads pupils, parents and guardians on school forms in seven languages', () => {
    expectNames('Pupil: Ellery Vantongeren\nParent/guardian: Rosalind Vantongeren\n', [
      'Ellery Vantongeren',
      'Rosalind Vantongeren',
    ]);
    expectNames(
      'Nombre del alumno: Íñigo Arrizabalaga Etxeberria\nPadre/madre o tutor: Begoña Etxeberria Lasa\n',
      ['Íñigo Arrizabalaga Etxeberria', 'Begoña Etxeberria Lasa'],
    );
    expectNames('Schüler: Jannik Oberhäuser\nErziehungsberechtigte: Frauke Oberhäuser\n', [
      'Jannik Oberhäuser',
      'Frauke Oberhäuser',
    ]);
    expectNames('Alunno: Tommaso Lo Presti\nGenitore: Carmela Lo Presti\n', [
      'Tommaso Lo Presti',
      'Carmela Lo Presti',
    ]);
    expectNames(
      'Aluno: Duarte Magalhães Simões\nEncarregado de educação: Leonor Magalhães Simões\n',
      ['Duarte Magalhães Simões', 'Leonor Magalhães Simões'],
    );
    expectNames('Ученик: Тимофей Крылов\nРодитель: Крылова Злата Аркадьевна\n', [
      'Тимофей Крылов',
      'Крылова Злата Аркадьевна',
    ]);
  });

  it('keeps compound surnames with particles whole, even where a part is a place or a word', () => {
    expectNames('Arrendador: Joaquín de la Fuente Martínez\n', ['Joaquín de la Fuente Martínez']);
    expectNames('Intestataria: Ginevra Barbieri-Conti\n', ['Ginevra Barbieri-Conti']);
    expectNames('Titular da conta: Heloísa dos Anjos Prazeres\n', ['Heloísa dos Anjos Prazeres']);
  });

  it('reads initials before a surname after a label, and stops before a possessive', () => {
    expectNames('Policyholder: J. R. Whitmore\n', ['J. R. Whitmore']);
    expectNames('Attn: J. R. Whitmore, Claims Department\n', ['J. R. Whitmore']);
    expect(names("Mr Hargreave's account was closed.")).toEqual(['Hargreave']);
  });

  it('does not read the next field label into a name where two lines are read as one', () => {
    expect(names('Bill to: Priyanka Deshmukh\nShip to: Priyanka Deshmukh\n')).not.toContain(
      'Priyanka Deshmukh\nShip',
    );
    expect(names('Payslip for: Caspar Whitlow-Brennan  Period: March 2025\n')).toEqual([
      'Caspar Whitlow-Brennan',
    ]);
  });

  it('leaves departments, shifts and amounts after weaker role labels alone', () => {
    const text =
      'Responsable: Service client\nManager: Operations\nPrincipal: 10,000.00\nPassenger: Seat 12A\n';
    expect(names(text)).toEqual([]);
  });
});

describe('a role alone on its line, the name on the next', () => {
  it('reads an unlisted name under a role label of a two-column form', () => {
    expectNames('Job title\nSenior Accountant\nReporting manager\nNoor Vanterpool\n', [
      'Noor Vanterpool',
    ]);
    expectNames('Responsable directo\nRemedios Quiroga Lema\n', ['Remedios Quiroga Lema']);
    expectNames('Beneficiary\nTamsin Okonkwo\nRelationship\nDaughter\n', ['Tamsin Okonkwo']);
    expectNames('Mieter\nKai-Uwe Brandstätter\nVermieter\nHannelore von Ahlen\n', [
      'Kai-Uwe Brandstätter',
      'Hannelore von Ahlen',
    ]);
  });

  it('reads a surname in capitals under its own label', () => {
    expectNames('Cognome\nBARBIERI-CONTI\nData di nascita\n09/08/1984\n', ['BARBIERI-CONTI']);
  });

  it('leaves job titles, departments, places and "not applicable" under role labels alone', () => {
    const text =
      'Reporting manager\nHead of Finance\nResponsable directo\nDepartamento de Ventas\n' +
      'Emergency contact\nSan Francisco General\nParent/guardian\nNot applicable\n' +
      'Job title\nSenior Accountant\nDepartment\nPeople Operations\n';
    expect(names(text)).toEqual([]);
  });
});

describe('titles, formulas and particles in running text', () => {
  it('reads a name after a lower-case Italian or Spanish title', () => {
    expectNames('Gentile sig.ra Mariasole Barbieri-Conti,\nle scriviamo in merito.', [
      'Mariasole Barbieri-Conti',
    ]);
    expectNames('Cara dott.ssa Costanza De Santis,\nle scrivo in merito.', ['Costanza De Santis']);
    expectNames('in persona del legale rappresentante sig. Ottavio Brancaleoni (locatore)', [
      'Ottavio Brancaleoni',
    ]);
  });

  it('reads the declarant after "the undersigned" in four languages', () => {
    expectNames('Il sottoscritto Gennaro Esposito, nato a Napoli il 3 marzo 1971, dichiara', [
      'Gennaro Esposito',
    ]);
    expectNames('Je soussignée Clotilde Vasseur-Marchal certifie que', [
      'Clotilde Vasseur-Marchal',
    ]);
    expectNames('I, the undersigned, Torquil Ashdown-Reyes, declare that', [
      'Torquil Ashdown-Reyes',
    ]);
  });

  it('reads a capitalised particle surname and a Spanish compound surname with a place in it', () => {
    expectNames('può contattare il liquidatore incaricato, Costanza De Santis, al numero', [
      'Costanza De Santis',
    ]);
    expectNames('Atentamente,\nNerea Fernández de Córdoba\nResponsable de Siniestros\n', [
      'Nerea Fernández de Córdoba',
    ]);
  });
});

describe('hard negatives', () => {
  it('leaves a thank-you or greeting out of the name it precedes', () => {
    const found = names('Спасибо, Алёна\nGracias, Maite\nDanke, Frauke\n');
    expect(found.some((n) => /Спасибо|Gracias|Danke/u.test(n))).toBe(false);
  });

  it('does not read a French town label as a Finnish given name', () => {
    expect(names('Ville\nToulouse\nPays\nFrance\nNom\nDUPONT\n')).not.toContain('Ville');
  });

  it('does not call a desk in a mail header a person', () => {
    const text =
      'From: "Ottilie Brannagan" <otti@brannagan.net>\nTo: Support <support@westfold.io>\n';
    expect(names(text)).toEqual(['Ottilie Brannagan']);
  });
});
