/**
 * Issue 15, the parties of a document (R2): lone names of many origins vouched for by the given
 * and family name lists, organisations named without a legal form (after a relation verb, in an
 * organisation field, by their kind, by their own name, with a quoted Russian name), statement
 * rows whose posting words stay out of the firm's name, and the hard negatives next to them
 * (headings, form labels, abstract nouns after a place cue), in the seven languages, through the
 * whole detector as the pipeline runs it.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import type { Span } from '../../../src/core/detect/span';

/** The detector's findings in `text`, as "TAG:covered text". */
function found(text: string): string[] {
  return findPii(text).map((s: Span) => `${s.tag}:${text.slice(s.start, s.end)}`);
}

/** True when one finding covers every character of `value` in `text`. */
function covered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  return findPii(text).some((s) => s.start <= at && s.end >= at + value.length);
}

/** True when every visible character of `value` in `text` lies under some finding (as the bench scores). */
function fullyCovered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  const spans = findPii(text);
  for (let i = at; i < at + value.length; i++) {
    if (/\s/u.test(text[i]!)) continue;
    if (!spans.some((s) => s.start <= i && i < s.end)) return false;
  }
  return true;
}

describe('lone names of many origins', () => {
  it.each([
    ['The form was signed by Chinedu Okafor on arrival.', 'Chinedu Okafor'],
    ['Nos reunimos con Itziar Etxeberria en la oficina.', 'Itziar Etxeberria'],
    ['Le dossier est suivi par Soizic Kervella depuis mars.', 'Soizic Kervella'],
    ['Die Unterlagen hat Svenja Oberländer heute geschickt.', 'Svenja Oberländer'],
    ['Ne ha parlato Rossella Santangelo durante la riunione.', 'Rossella Santangelo'],
    ['O processo foi entregue por Madalena Quintela ontem.', 'Madalena Quintela'],
    ['Документы передал Тимофей Гаврилов вчера вечером.', 'Тимофей Гаврилов'],
    ['Ayşe Yılmaz and Priyanka Venkataraman joined the team.', 'Priyanka Venkataraman'],
  ])('%s', (text, name) => {
    expect(covered(text, name)).toBe(true);
  });

  it.each([
    ['Job title Dental Hygienist Reports to T. Rosenthal', 'T. Rosenthal'],
    ['Firmado: R. Pastor Montero, y por J.-P. Morgan-Smith.', 'R. Pastor Montero'],
    ['Firmado: R. Pastor Montero, y por J.-P. Morgan-Smith.', 'J.-P. Morgan-Smith'],
    ['Kind regards,\nA. Lindqvist', 'A. Lindqvist'],
    ['Patient: HADDAD, Harriet M.\nWard 4', 'HADDAD, Harriet M.'],
    ['Haddad, Oluwaseun 125 Quayside Walk', 'Haddad, Oluwaseun'],
    ['Die Überweisung an Emre-Jürgen Engelhardt ist erfolgt.', 'Emre-Jürgen Engelhardt'],
    ['Реестр: Гаврилова Василиса, Тихонов Тимофей', 'Гаврилова Василиса'],
  ])('initials, double given names and surname-first lists: %s', (text, name) => {
    expect(covered(text, name)).toBe(true);
  });

  it.each([
    ['Apellidos PASTOR MONTERO Nombre Rocío', ['PASTOR MONTERO', 'Rocío']],
    ['Last name KAPOOR First name / M.I. Harriet W.', ['KAPOOR', 'Harriet W.']],
    ['Nachname ENGELHARDT Vorname Emre-Jürgen', ['ENGELHARDT', 'Emre-Jürgen']],
    ['Familienname Brenner-Lutz Vorname Malte', ['Brenner-Lutz', 'Malte']],
  ])('reads both fields of a two-field form line: %s', (text, names) => {
    for (const name of names) expect(found(text)).toContain(`PERSON_NAME:${name}`);
  });

  it('keeps a particle inside a name in a statement row', () => {
    const text = '06.09. 06.09. Gutschrift von Aylin von Ahlen Miete 239,90 6.307,71';
    expect(covered(text, 'Aylin von Ahlen')).toBe(true);
  });

  it('leaves lettered headings and list items alone', () => {
    const text = 'A. Introduction\nB. Payment terms apply.\nU. S. Department of Labor';
    expect(found(text).filter((f) => f.startsWith('PERSON_NAME'))).toEqual([]);
  });

  it('reads "Dear Colleague" as no name', () => {
    for (const text of ['Dear Colleague,', 'Liebe Kollegin,', 'Cher Confrère,', 'Gentile Collega,'])
      expect(found(text).filter((f) => f.startsWith('PERSON_NAME'))).toEqual([]);
  });

  it('reads a Russian surname by its ending next to a given name', () => {
    expect(found('Заявление подала Злата Пономарёва.')).toContain('PERSON_NAME:Злата Пономарёва');
  });

  it('does not take a Russian adjective for a surname', () => {
    expect(found('Юридический адрес: см. выше.').some((f) => f.includes('Юридический'))).toBe(
      false,
    );
  });
});

describe('organisations named without a legal form', () => {
  it.each([
    ['She has been employed by Copperline Media since 2019.', 'Copperline Media'],
    ['Staff are insured with Northwind Mutual under a group plan.', 'Northwind Mutual'],
    ['Er ist seit 2020 versichert bei Hanse Merkur.', 'Hanse Merkur'],
    ['Elle travaille chez Alpes Froid depuis mars.', 'Alpes Froid'],
    ['Check-in at Hotel zur Post, then Pousada de Viseu.', 'Hotel zur Post'],
    ['Check-in at Hotel zur Post, then Pousada de Viseu.', 'Pousada de Viseu'],
    ['La deuda con Panadería La Espiga asciende a 300 euros.', 'Panadería La Espiga'],
    ['Ricetta ritirata presso Farmacia Centrale di Lecce.', 'Farmacia Centrale di Lecce'],
    ['Работает в компании «Кедр Плюс» с 2019 года.', '«Кедр Плюс»'],
    ['Проживание: Отель «Ногай», 3 ночи.', 'Отель «Ногай»'],
    ['Vuelo con Iberia y seguro con Tranquilidade.', 'Iberia'],
    ['Vuelo con Iberia y seguro con Tranquilidade.', 'Tranquilidade'],
    ['Hotel: Ibis Styles Dijon Centre, 3 nuits.', 'Ibis Styles Dijon Centre'],
    ['Evergreen Health Plan · Policy 4471', 'Evergreen Health Plan'],
    ['Landlord: Okafor Lettings\nTenant since: 2021', 'Okafor Lettings'],
    ['Erhalten vom Finanzamt Regensburg am 3. März.', 'Finanzamt Regensburg'],
    ['Consultation au Cabinet médical du Vieux Port.', 'Cabinet médical du Vieux Port'],
    [
      'Ricoverato presso Azienda Ospedaliera San Giovanni Bosco.',
      'Azienda Ospedaliera San Giovanni Bosco',
    ],
    ['Vacina no Centro de Saúde de Arroios.', 'Centro de Saúde de Arroios'],
    ['Versichert: Allgäuer Landversicherung', 'Allgäuer Landversicherung'],
    ['Кредит в Уралбизнесбанке оформлен.', 'Уралбизнесбанке'],
    ['Compra en Aceites Guadalquivir.', 'Aceites Guadalquivir'],
    [
      'Seen at Saint Brendan Regional Medical Center today.',
      'Saint Brendan Regional Medical Center',
    ],
    ["Livret chez Caisse d'Épargne du Morvan.", "Caisse d'Épargne du Morvan"],
    ["Diplôme de l'Université d'Angers en 2015.", "Université d'Angers"],
    ['Aluna do Colégio Nossa Senhora da Graça.', 'Colégio Nossa Senhora da Graça'],
    ['Manager at Prairie Lantern Property Management.', 'Prairie Lantern Property Management'],
  ])('%s → %s', (text, org) => {
    expect(covered(text, org)).toBe(true);
  });

  it('keeps a statement row’s date and posting words out of the firm’s name', () => {
    expect(found('03/09 DIRECT DEBIT British Gas Ltd 45.20 1,200.00')).toContain(
      'ORGANIZATION:British Gas Ltd',
    );
    expect(found('12.03. LASTSCHRIFT Stadtwerke Kassel GmbH 88,00 1.200,00')).toContain(
      'ORGANIZATION:Stadtwerke Kassel GmbH',
    );
    expect(found('05/06 VIREMENT SEPA Alpes Froid SARL 120,00')).toContain(
      'ORGANIZATION:Alpes Froid SARL',
    );
    // A single posting-like word may open a firm's name.
    expect(found('Invoice from Payment Systems Ltd.')).toContain(
      'ORGANIZATION:Payment Systems Ltd.',
    );
  });

  it('reads a statement row whose amounts wrapped, the merchant before its town', () => {
    const text =
      'Buchung Vorgang / Verwendungszweck Betrag EUR Saldo EUR\n' +
      '08.04. Kartenzahlung ALDI SUED//Rostock Karte *8417\n-143,87 4.045,68\n' +
      '10.04. Überweisung an Piotr Engelhardt Verwendungszweck\nAnteil Urlaub\n-120,94 4.018,17';
    const all = found(text);
    expect(all).toContain('ORGANIZATION:ALDI SUED');
    expect(all).toContain('LOCATION:Rostock');
    expect(all.some((f) => f.endsWith(':Piotr Engelhardt'))).toBe(true);
    // The purpose and the card word are no party.
    expect(all.some((f) => /Urlaub|Karte$|Verwendungszweck/u.test(f))).toBe(false);
  });

  it('keeps a statement header and a register number out of organisations', () => {
    expect(found('Opérations Débit Crédit Solde')).toEqual([]);
    // A register court in a company's footer names no party; its register mark is never a name.
    expect(found('Amtsgericht Regensburg HRB 4411').some((f) => /ORGANIZATION|HRB/u.test(f))).toBe(
      false,
    );
  });

  it('names the rule that fired', () => {
    const text = 'Staff are insured with Northwind Mutual.';
    const span = findPii(text).find((s) => text.slice(s.start, s.end) === 'Northwind Mutual');
    expect(span?.reason).toBe('organisation named after "insured with"');
  });
});

describe('addresses with units, streets without numbers, towns', () => {
  it.each([
    [
      'Calle Goya, 105, Escalera B, 3.º izquierda, Valladolid',
      'Calle Goya, 105, Escalera B, 3.º izquierda',
    ],
    [
      '95, boulevard Voltaire, Bâtiment C, 2e étage, Rennes',
      '95, boulevard Voltaire, Bâtiment C, 2e étage',
    ],
    ['Am Mühlbach 101, Aufgang B, EG links, Göttingen', 'Am Mühlbach 101, Aufgang B, EG links'],
    [
      'Corso Vittorio Emanuele, 73, Scala B, interno 7, Perugia',
      'Corso Vittorio Emanuele, 73, Scala B, interno 7',
    ],
    ['Largo do Carmo, 18, R/C Frente, Évora', 'Largo do Carmo, 18, R/C Frente'],
    ['Лесной пер., д. 123, стр. 1, офис 12, Казань', 'Лесной пер., д. 123, стр. 1, офис 12'],
    ['Carrer de Provença, 221, 8.º A', 'Carrer de Provença, 221, 8.º A'],
    ['Rua Formosa, 51, 7.º Frente', 'Rua Formosa, 51, 7.º Frente'],
    [
      'Chinedu Okafor\nc/o Siobhan Brennan-Walsh\nApartment 7\n12 Tanner Lane\nLeeds LS1 4AB',
      'Apartment 7',
    ],
    [
      'Madalena Quintela\nBloco B, 2.º Dto.\nRua de Santa Catarina, 12\n3800-100 Aveiro',
      'Bloco B, 2.º Dto.',
    ],
    ['Unfallort: Neuer Wall, Hamburg.', 'Neuer Wall'],
    ['O acidente ocorreu na Rua Direita.', 'Rua Direita'],
    ['Rendez-vous place du Marché à 10 h.', 'place du Marché'],
  ])('%s', (text, value) => {
    expect(fullyCovered(text, value)).toBe(true);
  });

  it('reads towns in capitals in a card statement, the merchant before them', () => {
    const text =
      'Beleg Buchung Umsatz / Ort Betrag EUR\n' +
      '21.04. 22.04. REWE SAGT DANKE FREIBURG IM BREISGAU 288,60\n' +
      '19/03 ESSELUNGA LECCE S36257 320,54\n' +
      'Paid at PORTIMÃO and УФА; lives in Chattanooga.';
    const all = found(text);
    for (const f of [
      'ORGANIZATION:REWE SAGT DANKE',
      'LOCATION:FREIBURG IM BREISGAU',
      'LOCATION:PORTIMÃO',
      'LOCATION:УФА',
      'LOCATION:Chattanooga',
    ])
      expect(all).toContain(f);
  });

  it('keeps a town named like a first name a name', () => {
    expect(found('Владимир Петров подписал акт.')).toContain('PERSON_NAME:Владимир Петров');
  });

  it('reads no unit or street in a sentence or a channel', () => {
    const text = 'We sold 3 units, Floor 2 was closed. Send it via Email.';
    expect(found(text).filter((f) => f.startsWith('ADDRESS'))).toEqual([]);
  });
});

describe('hard negatives', () => {
  it.each([
    'Notice of Assessment 2024',
    'Notice of Termination of Employment',
    'Einkünfte aus Kapitalvermögen',
    'Hotel Booking Confirmation',
    'The Pension Plan',
    'Landlord: Okafor Lettings\nProvider: Evergreen Health Plan',
  ])('%s', (text) => {
    const words = findPii(text).map((s) => text.slice(s.start, s.end));
    for (const bad of [
      'Assessment',
      'Termination',
      'Kapitalvermögen',
      'Hotel Booking',
      'Pension Plan',
      'Landlord',
      'Provider',
    ])
      expect(words).not.toContain(bad);
  });

  it('reads two capitalised nouns over contact details as a heading, not a name', () => {
    const text = 'Mietvertrag Kfz\nTel. 0761 1234567\nSeguridad Social\nTel. 91 123 45 67';
    expect(found(text).filter((f) => f.startsWith('PERSON_NAME'))).toEqual([]);
  });

  it('still reads a name line over contact details', () => {
    expect(found('Chinedu Okafor\nTel. 0161 496 0000')).toContain('PERSON_NAME:Chinedu Okafor');
  });

  it('reads a form label and its value as a field, not a dialogue', () => {
    const text = 'Vermieter: Hausverwaltung Brandstätter\nOperatore: Fastweb';
    expect(
      found(text).some((f) => f === 'PERSON_NAME:Vermieter' || f === 'PERSON_NAME:Operatore'),
    ).toBe(false);
  });
});
