import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { spanOver, untouched } from './span-probes';

// Issue 15 (R1, session of 24 Nov 15:55): identifiers that independent authors mark and no label
// rule read: a customer's own order number in their message, a plate named in a sentence or
// under its label above, and logins under a user-name column or after the word "user".

describe("a writer's own order number", () => {
  it.each([
    ['I returned order JK-79484767 on 25 May 2025 but the refund', 'JK-79484767'],
    ['I upgraded my plan yesterday (order CL-422759) and was charged twice.', 'CL-422759'],
    ['Devolví mi pedido 4471-220198 hace una semana.', '4471-220198'],
    ["j'ai changé de forfait hier (commande ZY-902639) et j'ai été prélevé deux fois", 'ZY-902639'],
    ['Meine Bestellung 4471-2209 ist nicht angekommen.', '4471-2209'],
    ['ieri ho cambiato piano (ordine SZ-677283) e mi è stato addebitato', 'SZ-677283'],
    ['A minha encomenda BB-40950998 não chegou.', 'BB-40950998'],
    ['Вчера я сменила тариф (заказ ZR-432998), и деньги списали дважды.', 'ZR-432998'],
  ])('%j: %s is an ID', (text, id) => {
    expect(spanOver(text, id)?.tag).toBe('ID');
  });

  it.each([
    ['Order No. 12345678', '12345678'],
    ['Invoice for order 12345678', '12345678'],
    ['my order of 12 items', '12'],
    ['In order to 2025 targets', '2025'],
  ])('%j: %s is left alone', (text, value) => {
    expect(untouched(text, value)).toBe(true);
  });
});

describe('plates named in a sentence or under their label', () => {
  it('reads a plate after "registration" and under "Matrícula"', () => {
    const en = 'The other driver, Gareth V. Whitfield (registration LJ64 LBP, phone 07697 986420)';
    expect(spanOver(en, 'LJ64 LBP')?.tag).toBe('ID');
    expect(spanOver('Matrícula\n9128 NUT\nPermiso de conducir', '9128 NUT')?.tag).toBe('ID');
    expect(spanOver('Kennzeichen\nM-AB 1234\nHalter', 'M-AB 1234')?.tag).toBe('ID');
  });

  it('leaves a company registration in words and a model name alone', () => {
    expect(untouched('Company registration pending in Leeds', 'pending')).toBe(true);
    expect(untouched('registration BMW X5 model', 'BMW X5')).toBe(true);
  });
});

describe('logins', () => {
  it('reads the login under a user-name column that opens a credentials header', () => {
    const de =
      'Benutzername Initialpasswort Dienstliche E-Mail\nfhartmann egpCN976$fm fhartmann@brenner.de\n';
    expect(spanOver(de, 'fhartmann')?.tag).toBe('ID');
    const pt =
      'Utilizador Palavra-passe provisória E-mail da empresa\nmantunes evtCR145#zz mantunes@alfazema.pt\n';
    expect(spanOver(pt, 'mantunes')?.tag).toBe('ID');
    const en = 'Username Temporary password\njsmith42 Xk9#pp21\nmlopez Qw7!zz90\n';
    expect(spanOver(en, 'mlopez')?.tag).toBe('ID');
  });

  it('reads a login named after the word "user" when it looks like one', () => {
    // Letters only: the login is the local part of an e-mail address of the same text.
    const es =
      'De: lgarciaarenalruiz@outlook.es\nEl acceso coincide con el historial del usuario lgarciaarenalruiz.\n';
    const at = es.lastIndexOf('lgarciaarenalruiz');
    const login = findPii(es).find((s) => s.start <= at && s.end >= at + 17);
    expect(login?.tag).toBe('ID');
    expect(untouched('el historial del usuario lgarciaarenalruiz.', 'lgarciaarenalruiz')).toBe(
      true,
    );
    const fr = "conforme à l'historique de l'utilisateur rousseau.clemence48.\n";
    expect(spanOver(fr, 'rousseau.clemence48')?.tag).toBe('ID');
    // German genitive, the login wrapped onto the next line.
    const de = 'passt zum Verlauf des Benutzers\nzulynar.roswitha80. Erstattung freigegeben.';
    expect(spanOver(de, 'zulynar.roswitha80')?.tag).toBe('ID');
  });

  it('leaves words after "user" alone', () => {
    expect(untouched('El usuario puede cambiar la contraseña.', 'puede')).toBe(true);
    expect(untouched('The user account was locked.', 'account')).toBe(true);
    expect(untouched("L'utilisateur principal est informé.", 'principal')).toBe(true);
  });
});

describe('identity documents written in their own parts', () => {
  it("reads a Portuguese citizen card's number with its letters and version", () => {
    const text = 'Cartão de Cidadão 12345678 9 ZZ1 válido até 2030';
    expect(spanOver(text, '12345678 9 ZZ1')?.tag).toBe('ID');
  });

  it('reads a Russian passport written with its series and number words', () => {
    expect(spanOver('Паспорт серия 4512 № 345678, выдан', '4512 № 345678')?.tag).toBe('PASSPORT');
    expect(spanOver('паспорт: серия 45 12 номер 345678', '45 12 номер 345678')).toBeDefined();
  });

  it('leaves a series word without a document number alone', () => {
    expect(untouched('Серия 2024 года завершена', '2024')).toBe(true);
  });
});
