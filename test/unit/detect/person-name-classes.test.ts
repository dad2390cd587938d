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

  it('reads a name under a role that opens with its article', () => {
    expectNames('Der Vermieter\nKonrad Ostertag\nDie Mieterin\nWiebke Sallmann\n', [
      'Konrad Ostertag',
      'Wiebke Sallmann',
    ]);
    expectNames('O senhorio\nXisto Quaresma\nOs arrendatários\nLeonor T. Brandão\n', [
      'Xisto Quaresma',
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

describe('names in capitals, with initials, in mail headers and tables', () => {
  it('reads a titled name in capitals with bare initials and a caps name under a holder label', () => {
    expectNames('MR J R WHITMORE\n14 Alder Close\nLEEDS LS6 2QT\n', ['J R WHITMORE']);
    expectNames('Cardholder name\nALISTAIR P HARGREAVE\n', ['ALISTAIR P HARGREAVE']);
    expectNames('Policyholder\nWHITMORE JOHN\n', ['WHITMORE JOHN']);
    expectNames('Titular: MARÍA DEL CARMEN ORTEGA Y GASSET\n', [
      'MARÍA DEL CARMEN ORTEGA Y GASSET',
    ]);
  });

  it('reads "Surname, Given" as a mail display name', () => {
    expectNames('Von: Vogelsang, Hans-Peter <hp.vogelsang@klinik-nord.de>\n', [
      'Vogelsang, Hans-Peter',
    ]);
  });

  it('ends a surname-first name before the next cell of a staff list', () => {
    expect(names('Staff list\nKAPOOR Harriet  Ward 3\nOBERHÄUSER Jannik  Ward 5\n')).toEqual([
      'KAPOOR Harriet',
      'OBERHÄUSER Jannik',
    ]);
  });

  it('reads the Italian letter head titles without taking the next title in', () => {
    expect(names('Egr. Sig. Gennaro Esposito\nGent.ma Sig.ra Carmela Lo Presti\n')).toEqual([
      'Gennaro Esposito',
      'Carmela Lo Presti',
    ]);
  });

  it('leaves placeholders in capitals under role labels alone', () => {
    const text =
      'Emergency contact\nNOT PROVIDED\nBeneficiary\nSAME AS ABOVE\nSupervisor\nNIGHT SHIFT TEAM\n';
    expect(names(text)).toEqual([]);
  });
});

describe('names no list knows, placed by the document around them', () => {
  it('reads contract parties before their defined role in five languages, never a firm', () => {
    const text =
      'This agreement is made between Northwind Traders (the "Supplier") and Corisande Pell ' +
      '(the "Client") and Wendeline Astor-Grey (the "Tenant").\n' +
      'De una parte, Ximeno Arrizabalaga Lasa (en adelante, "el Arrendador").\n' +
      'Entre Oriane Vasselot, ci-après « le Bailleur », et les autres.\n' +
      'Schedule One (the "Schedule") sets out the rent.\n';
    const found = names(text);
    for (const name of [
      'Corisande Pell',
      'Wendeline Astor-Grey',
      'Ximeno Arrizabalaga Lasa',
      'Oriane Vasselot',
    ])
      expect(found).toContain(name);
    expect(found.some((n) => /Northwind|Schedule|Entre/u.test(n))).toBe(false);
  });

  it('reads a signer under a closing formula after the gap left for a signature', () => {
    expectNames('Yours sincerely,\n\n\nYsolde Carrow-Veitch\nHead of Finance\n', [
      'Ysolde Carrow-Veitch',
    ]);
    expectNames('Signed: Corisande Pell\nDate: 03/05/2025\n', ['Corisande Pell']);
  });

  it('reads a chat speaker introduced with a role, not a desk', () => {
    expectNames('Ysolde Carrow (customer): Hi, I was charged twice.\n', ['Ysolde Carrow']);
    expect(names('Customer Service (agent): please hold.\n')).toEqual([]);
  });

  it('ends a name cell before the relationship cell of a beneficiary table', () => {
    expect(names('Name  Relationship  Share\nCorisande Pell  Daughter  50%\n')).toEqual([
      'Corisande Pell',
    ]);
  });
});

describe('surname first with particles and two given names', () => {
  it('reads "Surname, Given names" after a label and on a line of its own', () => {
    expectNames('Vázquez, María del Carmen\nFecha de nacimiento: 03/04/1961\n', [
      'Vázquez, María del Carmen',
    ]);
    expectNames('de La Tour, Karim\n', ['de La Tour, Karim']);
    expectNames('Nom, prénom : de La Tour, Karim\n', ['de La Tour, Karim']);
    expectNames('Paciente: Vázquez Olmedo, María del Carmen\n', [
      'Vázquez Olmedo, María del Carmen',
    ]);
  });

  it('ends a Title Case name before a label in capitals read on the joined line', () => {
    expect(names('Médecin traitant : Jean-Baptiste Dubois\nTÉLÉPHONE DE LA PHARMACIE\n')).toEqual([
      'Jean-Baptiste Dubois',
    ]);
    expectNames('Patient: Jean DUPONT\n', ['Jean DUPONT']);
  });
});

describe('statement and register shapes', () => {
  it('reads a Russian transfer counterparty with the surname initial after the patronymic', () => {
    expectNames('Перевод по номеру телефона. Ольга Рашидовна А.\n', ['Ольга Рашидовна А.']);
  });

  it('reads Arabic particles inside Spanish double surnames, not a shop named with an article', () => {
    expectNames('Fátima Benítez El Amrani\n', ['Fátima Benítez El Amrani']);
    expect(names('El Corte Inglés\n')).toEqual([]);
  });
});

describe('meeting minutes and contact lists', () => {
  it('reads the chair and the minute-taker in four languages', () => {
    expectNames('Chair: Harriet Bhattacharya\nMinutes taken by: Wendeline Astor-Grey\n', [
      'Harriet Bhattacharya',
      'Wendeline Astor-Grey',
    ]);
    expectNames('Preside: Ximeno Olmedo Ruiz\nSecretaría: Montserrat Ibarra\n', [
      'Ximeno Olmedo Ruiz',
      'Montserrat Ibarra',
    ]);
    expectNames('Presidiu: Beatriz Carvalho Nunes\nSecretariou: Filipa Brandão\n', [
      'Beatriz Carvalho Nunes',
      'Filipa Brandão',
    ]);
  });

  it('reads a name opening a contact line whose e-mail address spells the surname', () => {
    expectNames(
      'Personas de contacto\nXimena Santamaría, Frutas Vega Baja, santamaria@vegabaja.es\n' +
        'Ginevra Di Pietro, Tipografia San Marco, ginevra.dipietro@sanmarco.it\n',
      ['Ximena Santamaría', 'Ginevra Di Pietro'],
    );
    expect(names('Customer Support, Acme, support@acme.com\n')).toEqual([]);
  });

  it('reads the first name of an apologies list, and no table header as a name', () => {
    expectNames('Apologies: Wendeline Dunmore (Tidewater Plumbing), Harriet Rutherford\n', [
      'Wendeline Dunmore',
    ]);
    expect(names('Qualidade Nome Nascimento Documento\n')).toEqual([]);
  });

  it('reads a given name that is also a place before a listed surname', () => {
    expectNames('Ginevra Zanetti riferisce che il progetto è in linea.\n', ['Ginevra Zanetti']);
  });

  it('does not read a column header after a Russian role word, nor a title after a label', () => {
    expect(names('Поручение Ответственный Срок\nОбновить реестр 11.04.2025\n')).toEqual([]);
    expect(names('Persona de contacto: Sra. Lucía Santamaría, teléfono 675 224 581.\n')).toEqual([
      'Lucía Santamaría',
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
