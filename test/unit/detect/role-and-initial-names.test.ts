// Person names by the role a document gives them and by the initials at their edges (issue 15,
// R8: names in form cells without a colon, after role nouns of letters without an honorific,
// with a trailing or leading initial, side by side in signature blocks, in a recipient's block,
// with everyday given names and surnames of the seven languages). Each class has its hard
// negatives: headings after a role word, lettered annexes, abbreviations, role labels.
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { isFirstName, isSurname } from '../../../src/core/detect/recognizers/name-evidence';
import { nameInitialsRecognizer } from '../../../src/core/detect/recognizers/name-initials';
import { roleNameRecognizer } from '../../../src/core/detect/recognizers/role-names';
import { spanOver, untouched } from './span-probes';

/** The whole detector reads exactly `value` as one PERSON_NAME box, or a wider one over it. */
function expectName(text: string, value: string) {
  const span = spanOver(text, value);
  expect(span?.tag, value).toBe('PERSON_NAME');
}

/** What one reader alone reports, as strings. */
const read = (reader: typeof roleNameRecognizer, text: string) =>
  reader.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));

describe('names in a role cell without a colon', () => {
  it('reads the emergency contact and the employee cells of HR forms (deu, por, spa)', () => {
    const de = 'Telefon privat 0171 2233445\nNotfallkontakt Hannelore Brenner, 0171 9988776\n';
    expect(read(roleNameRecognizer, de)).toEqual(['Hannelore Brenner']);
    expectName(de, 'Hannelore Brenner');
    const pt = 'Contacto de emergência Conceição Meireles, 21 555 0101\n';
    expectName(pt, 'Conceição Meireles');
    const es = 'Solicitud de permiso\nEmpleado/a Inmaculada Cisneros Ochoa N.º de empleado 0412\n';
    expectName(es, 'Inmaculada Cisneros Ochoa');
    // The next cell's label after the name stays out of the box.
    const boss = 'Puesto Jefe de almacén\nResponsable Gonzalo Prieto Salazar Salario bruto anual 40.000 €\n';
    expect(read(roleNameRecognizer, boss)).toEqual(['Gonzalo Prieto Salazar']);
    const chefia = 'Data de admissão 1 de outubro de 2025\nChefia direta Leonor Magalhães Remuneração anual\n';
    expect(read(roleNameRecognizer, chefia)).toEqual(['Leonor Magalhães']);
    const worker = 'Trabajador Consuelo del Campo\nNº empleado E79231\n';
    expect(read(roleNameRecognizer, worker)).toEqual(['Consuelo del Campo']);
  });

  it('reads next of kin, a colleague replacing someone and a pupil in English forms', () => {
    const kin = 'Next of kin Gwendolyn Ashworth, 07700 900123\n';
    expectName(kin, 'Gwendolyn Ashworth');
    const cover = 'Replacement Bartholomew Crabtree\nApproved on 12/03/2025\n';
    expectName(cover, 'Bartholomew Crabtree');
  });

  it("reads the student and the policyholder of transcripts and schedules, and a footer's name", () => {
    const en = 'Academic Transcript\nStudent Rowena Pelham\nStudent number P46689752\n';
    expect(read(roleNameRecognizer, en)).toEqual(['Rowena Pelham']);
    const de = 'Notenspiegel\nStudierende(r) Gebhard Kessler-Stiefel\nMatrikelnummer U94162136\n';
    expect(read(roleNameRecognizer, de)).toEqual(['Gebhard Kessler-Stiefel']);
    expect(read(roleNameRecognizer, 'Student Services Office\nStudent number 1\n')).toEqual([]);
    const footer = 'Correspondence should be sent to the student.\nPELHAM, Rowena Page 1 of 2\n';
    expectName(footer, 'PELHAM, Rowena');
    expect(untouched('IMPORTANT, Please Page 2 of 3\n', 'IMPORTANT')).toBe(true);
  });

  it('leaves headings and departments after a role word alone', () => {
    expect(read(roleNameRecognizer, 'Employee Self Service\n')).toEqual([]);
    expect(read(roleNameRecognizer, 'The Patient Information Leaflet explains the risks.')).toEqual(
      [],
    );
    expect(read(roleNameRecognizer, 'Responsable Recursos Humanos\n')).toEqual([]);
    expect(read(roleNameRecognizer, 'Mitarbeiter Service Center Nord\n')).toEqual([]);
  });
});

describe('names after a role noun of running prose', () => {
  it('reads the colleague, employee and neighbour a letter names (fra, spa, ita, por, eng, deu)', () => {
    const fr = 'Lors de mon appel, votre collaborateur Odile Marchand m’a indiqué que le colis était perdu.';
    expectName(fr, 'Odile Marchand');
    const es = 'Cuando llamé, su empleado Pablo R. Izquierdo Soler me dijo que el paquete había vuelto.';
    expectName(es, 'Pablo R. Izquierdo Soler');
    const it_ = 'Come confermato dal mio collega Tommaso Rinaldi, la fattura è stata pagata.';
    expectName(it_, 'Tommaso Rinaldi');
    const pt = 'Na sequência do telefonema com o meu colega Gonçalo Antunes, confirmo o reembolso.';
    expectName(pt, 'Gonçalo Antunes');
    const en = 'Our tenant Rupert Whitaker has paid the deposit in full.';
    expectName(en, 'Rupert Whitaker');
    const de = 'Der Mieter Anton Gruber zahlt die Miete bis zum dritten Werktag.';
    expectName(de, 'Anton Gruber');
  });

  it('follows the name onto the next line after a role noun', () => {
    const text = 'Vous pouvez me joindre après 17 h. Ma voisine Josette\nDupuis-Mercier peut réceptionner le colis.';
    expect(read(roleNameRecognizer, text)).toEqual(['Josette\nDupuis-Mercier']);
  });

  it('needs a name after the role noun, not a heading or a lower-case word', () => {
    expect(read(roleNameRecognizer, 'Our tenant Handbook Section explains the rules.')).toEqual([]);
    expect(read(roleNameRecognizer, 'votre collaborateur habituel est absent.')).toEqual([]);
  });
});

describe('initials at the edges of a name', () => {
  it('takes a trailing initial with its full stop (eng form cell, rus footer)', () => {
    const form = 'Surname Pelham Forename(s) Hamish T.\nDate of birth 07/10/1954\n';
    expect(read(nameInitialsRecognizer, form)).toEqual(['Hamish T.']);
    const ru = 'Наниматель: Смирнова Е. В. · Страница 1 из 1';
    expectName(ru, 'Смирнова Е. В.');
  });

  it('takes an initial wrapped before the surname on the next line', () => {
    const text = 'the treatment described to me by Dr Imelda K.\nWhitcombe. The risks have been explained.';
    expect(read(nameInitialsRecognizer, text)).toEqual(['Imelda K.\nWhitcombe']);
  });

  it('takes leading initials before a surname in capitals or a double surname', () => {
    const row = '25/05 VIREMENT À M. DUPUY loyer\n26/05 PRÉLÈVEMENT';
    expectName(row, 'M. DUPUY');
    const caps = '06 Nov TRANSFER FROM GILLIAN R. THACKERAY 737.39 2,305.38';
    expectName(caps, 'GILLIAN R. THACKERAY');
    const sig = 'Signature du patient Praticien\n______________________ J. Fabre-Delmas\n';
    expectName(sig, 'J. Fabre-Delmas');
    const it_ = "In caso di emergenza avvisare Ornella H. D'Angelo (figlia) al numero 345 167 4751.";
    expectName(it_, "Ornella H. D'Angelo");
  });

  it("takes a payee's initial before a surname in capitals after a transfer's preposition", () => {
    expectName('25/05 BONIFICO A M. PELLICANO affitto\n', 'M. PELLICANO');
    expect(read(nameInitialsRecognizer, 'Fattura – P. IVA 01234567890, N. POLIZZA 12\n')).toEqual([]);
  });

  it('ends a name in prose where a firm follows its particle', () => {
    const es = 'Además, mi compañero Almudena Cifuentes Pardo de Bodegas Viña Olvido quiere el modelo.';
    expect(read(roleNameRecognizer, es)).toEqual(['Almudena Cifuentes Pardo']);
    const it_ = 'Il mio collega\nLoredana Di Benedetto di Cantina Sociale Colli Euganei vorrebbe lo stesso.';
    expect(read(roleNameRecognizer, it_)).toEqual(['Loredana Di Benedetto']);
  });

  it('leaves lettered annexes, abbreviations and labels alone', () => {
    const text = 'See Annex B. The plan B. is fine. U.S. ARMY records. Vitamin D. levels.';
    expect(read(nameInitialsRecognizer, text)).toEqual([]);
    const ru = 'Бухгалтерия Руководитель Окунев Т. Г.\n';
    expect(read(nameInitialsRecognizer, ru)).toEqual(['Окунев Т. Г.']);
    const es = 'Departamento Contabilidad Responsable B. Carvajal\n';
    expect(untouched(es, 'Responsable')).toBe(true);
  });
});

describe('names side by side, in a recipient block and with their accents', () => {
  it('splits two signature names printed on one line', () => {
    const text =
      'Por la Empresa El Trabajador\n____________ ____________\nMacarena Soler Sáez Amparo M. Villalobos\nFecha: 15/09/2025';
    expectName(text, 'Macarena Soler Sáez');
    expectName(text, 'Amparo M. Villalobos');
  });

  it('reads the name above a recipient address, not a firm above its own', () => {
    const text = 'Pay period: March 2024\nRowena Pelham\nFlat 4\n12 Orchard Lane\nSalisbury SP1 3TS';
    expectName(text, 'Rowena Pelham');
    const firm = 'Marsh Marine Services\n56 Cavendish Road, Harrogate';
    expect(findPii(firm).some((s) => s.tag === 'PERSON_NAME')).toBe(false);
  });

  it('reads register rows printed one cell per line, by the e-mail cell that spells the name', () => {
    const row = '555671 \nRowena Ackerley \nrowena.ackerley@example.net\n07946 154839 \n';
    expectName(row, 'Rowena Ackerley');
    const de = '65696 \nWOLTERS, Gesine L.\nAbteilung: Lager\ngesine.wolters@example.pt \n';
    expectName(de, 'WOLTERS, Gesine L.');
    // A surname that is also a town counts when the address spells it.
    const pt = 'P59278 \nGUIMARÃES, Idalina\nDepartamento: Armazém\nguimaraes08@example.pt \n';
    expectName(pt, 'GUIMARÃES, Idalina');
    const ru = 'P50066 \nКУДРЯШОВА ОЛИМПИАДА\nГЕРМАНОВНА\nОтдел: Склад\no.kudryashova@example.net \n';
    expectName(ru, 'КУДРЯШОВА ОЛИМПИАДА\nГЕРМАНОВНА');
    // A desk above its mailbox is no person.
    const desk = 'Customer Support <support@acme.example>\nSupport Team\nsupport@acme.example\n';
    expect(findPii(desk).some((s) => s.tag === 'PERSON_NAME')).toBe(false);
  });

  it("reads a mail header's display name before its address in angle brackets", () => {
    const text =
      'Yannick Quintard\n03 74 38 55 27\nPhilippa Marchetti <support@nuagerie.example> · 09/01/2024 07:15\nBonjour Yannick,\n';
    expectName(text, 'Philippa Marchetti');
  });

  it('knows names with or without their accents, and prefixed surnames', () => {
    expect(isFirstName('Glória')).toBe(true);
    expect(isFirstName('Семён')).toBe(true);
    expect(isSurname("O'Sullivan")).toBe(true);
    expect(isSurname("D'Alessandro")).toBe(true);
    expect(isSurname('McAllister')).toBe(true);
    // An everyday word is no name because its accent-less form is one.
    expect(isSurname('Días')).toBe(false);
    expect(isSurname('Macro')).toBe(false);
  });
});
