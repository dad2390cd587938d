import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The [tag, text] pairs findPii reports for `text`. */
const found = (text: string) => findPii(text).map((s) => [s.tag, text.slice(s.start, s.end)]);
/** The texts of the spans findPii reports. */
const texts = (text: string) => findPii(text).map((s) => text.slice(s.start, s.end));
/** True when some span covers every character of `value` (first occurrence). */
const covered = (text: string, value: string) => {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return findPii(text).some((s) => s.start <= at && s.end >= at + value.length);
};
/** The reason (hover-card text) of the span that covers `value`. */
const reasonOf = (text: string, value: string) => {
  const at = text.indexOf(value);
  return findPii(text).find((s) => s.start <= at && s.end >= at + value.length)?.reason ?? '';
};

describe('abbreviated identifier labels in seven languages', () => {
  it('reads payslip and insurance labels written short', () => {
    const payslip =
      'Pers.-Nr. R42113 Steuernr. 80/260/41319\nSV-Nr. 54 232630 Z 398 Zeitraum 03.2025';
    expect(texts(payslip)).toEqual(
      expect.arrayContaining(['R42113', '80/260/41319', '54 232630 Z 398']),
    );
    expect(
      covered('Nº Afiliación S.S. 23/52762942/74 Nº Trabajador A68379', '23/52762942/74'),
    ).toBe(true);
    expect(covered('Matricule 48213 N° SS 1 31 02 41 309 722 86', '1 31 02 41 309 722 86')).toBe(
      true,
    );
    expect(covered('Matricola 004817 Pos. INPS 4767496551', '4767496551')).toBe(true);
    expect(covered('Cod. fiscale CRDVLA84H34K758X', 'CRDVLA84H34K758X')).toBe(true);
    expect(covered('N.º Func. 73948 NISS 06937202266', '73948')).toBe(true);
    expect(covered('N.º Func. 73948 NISS 06937202266', '06937202266')).toBe(true);
    expect(covered('Таб. № 76406 ИНН 500100732259', '76406')).toBe(true);
    expect(reasonOf('bitte das Az. S844244588 angeben', 'S844244588')).toContain('Az.');
  });

  it('reads customer, contract, student and letter reference labels', () => {
    expect(covered('Kd.-Nr. 4711-0815', '4711-0815')).toBe(true);
    expect(covered('Vertragsnr. 7788990011', '7788990011')).toBe(true);
    expect(covered('Contrato n.º 2024/000123', '2024/000123')).toBe(true);
    expect(covered('Договор № 45-2024/17 от 12.03.2024', '45-2024/17')).toBe(true);
    expect(covered('Unser Zeichen: 2024-ZK-0042', '2024-ZK-0042')).toBe(true);
    expect(covered('Nuestra ref.: EXP-2024-0042', 'EXP-2024-0042')).toBe(true);
    expect(covered('Notre réf. : DOS-88213', 'DOS-88213')).toBe(true);
    expect(covered('Numéro étudiant : 21804567', '21804567')).toBe(true);
    expect(covered('Matrikelnummer für den Studentenrabatt: 9421242', '9421242')).toBe(true);
  });

  it('stops a value before the next label and keeps years and plain words out', () => {
    expect(texts('Employee No. G13711 EIN 25-1987019')).toEqual(['G13711', '25-1987019']);
    expect(covered('Matrícula 1234 BCD', '1234 BCD')).toBe(true);
    expect(found('Member since: 2019').filter(([tag]) => tag === 'ID')).toEqual([]);
    expect(found('Policy holder: see page 2').filter(([tag]) => tag === 'ID')).toEqual([]);
  });

  it('reads a value after "n.º" and "N.°" where the degree sign stands alone', () => {
    expect(found('Passaporte n.º DE978174')).toContainEqual(['PASSPORT', 'DE978174']);
  });
});

describe('identifier columns named by a number mark', () => {
  it('reads grouped and plain identifiers under "Nr.", "N°", "№" column headers', () => {
    const lab =
      'Patient Né(e) le IPP N° Sécu\nChloé Girard 28/09/1972 89896480 5397 7836 65\n' +
      'Antoine Moreau 21/07/1982 U1497084 6668 3621 20';
    for (const id of ['89896480', '5397 7836 65', 'U1497084', '6668 3621 20'])
      expect(covered(lab, id), id).toBe(true);
    const grid = 'Vers.-Schein-Nr. Gruppen-Nr. Versichertennr.\nUW74963551 G-94305 D394860897';
    for (const id of ['UW74963551', 'G-94305', 'D394860897'])
      expect(covered(grid, id), id).toBe(true);
    const ru = '№ полиса № договора Полис ОМС\nRU12345678 483999 1820 7460 6994 2975';
    expect(covered(ru, '1820 7460 6994 2975')).toBe(true);
    expect(reasonOf(grid, 'G-94305')).toBe('identifier under an ID column');
  });

  it('leaves product codes under an article-number column alone (hard negative)', () => {
    const invoice =
      'Art.-Nr. Bezeichnung Menge Preis\n100234 Schraube M8 4 12,50\n100771 Mutter 8 3,20';
    expect(found(invoice).filter(([tag]) => tag === 'ID')).toEqual([]);
    const items = 'Item No. Description Qty Unit price\n44871 Cable 2 9.99';
    expect(found(items).filter(([tag]) => tag === 'ID')).toEqual([]);
  });
});

describe('credentials in a table', () => {
  it('reads logins, passwords and PINs under their column headers', () => {
    const sheet =
      'Employee Login Temporary password PIN\nThomas Sullivan thomas.sullivan qX7#pL173zR 1186\n' +
      'Aisha Okafor aisha.okafor Summer4812! 7745';
    expect(found(sheet)).toEqual(
      expect.arrayContaining([
        ['ID', 'thomas.sullivan'],
        ['PASSWORD', 'qX7#pL173zR'],
        ['PASSWORD', '1186'],
        ['PASSWORD', 'Summer4812!'],
      ]),
    );
    const de =
      'Mitarbeiter Benutzername Initialkennwort PIN\nAnna Müller anna.mueller Tr0ub4dor&99 5521';
    expect(covered(de, 'Tr0ub4dor&99')).toBe(true);
    const ru = 'Сотрудник Логин Временный пароль ПИН\nАнна Иванова user542 Guest-1882! 9574';
    expect(covered(ru, 'Guest-1882!')).toBe(true);
    expect(covered(ru, '9574')).toBe(true);
  });

  it('reads keys and PINs after a label of several words', () => {
    expect(covered('PIN del buzón de voz: 633713.', '633713')).toBe(true);
    expect(covered('Wi-Fi key for the guest network: Guest-1293!.', 'Guest-1293!')).toBe(true);
    expect(covered('Пароль гостевого Wi-Fi: Guest-1882!.', 'Guest-1882!')).toBe(true);
    // The rule sentence after it is no secret.
    expect(found('Change your password within 7 days; it must have 12 characters.')).toEqual([]);
  });
});

describe('dates without a year and special written dates', () => {
  it('reads a day and month after a date preposition in seven languages', () => {
    expect(covered('Sample collected on 05/28 at 07:45.', '05/28')).toBe(true);
    expect(covered('Probenentnahme am 19.02. um 07:45 Uhr.', '19.02.')).toBe(true);
    expect(covered('Prélèvement du 14/10 à 07:45.', '14/10')).toBe(true);
    expect(covered('Prelievo del 22/08 ore 07:45.', '22/08')).toBe(true);
    expect(covered('Colheita em 05/01 às 07:45.', '05/01')).toBe(true);
    expect(covered('Забор крови 26.03. в 07:45.', '26.03.')).toBe(true);
    expect(reasonOf('Sample collected on 05/28 at 07:45.', '05/28')).toContain('preposition');
  });

  it('reads quoted Russian days, hyphenated month abbreviations and row dates in words', () => {
    expect(covered('Проверено: «13» ноября 2025 г.', '«13» ноября 2025 г.')).toBe(true);
    expect(covered('Nacido el 8-dic-2025 en Sevilla', '8-dic-2025')).toBe(true);
    const rows =
      'Fecha oper. Fecha valor Comercio Importe\n17 may 19 jun AMAZON 12,40\n' +
      'Belegdatum Buchungstag Verwendungszweck Betrag\n16. Juni 9. Sep. IKEA 145,17';
    expect(texts(rows)).toEqual(
      expect.arrayContaining(['17 may', '19 jun', '12,40', '16. Juni', '9. Sep.', '145,17']),
    );
    expect(covered('Thomas Brennan 199-95-3214 11/13/2022 790', '11/13/2022')).toBe(true);
  });

  it('keeps fractions, versions, section numbers and times alone (hard negatives)', () => {
    expect(found('Version 2.10. und 3/4 der Fälle, Kapitel 4.2.1.')).toEqual([]);
    // "a las" is no month: a day/month with a time is not a date without its preposition.
    expect(texts('Muestra 03/06 a las 07:45')).toEqual([]);
  });
});

describe('money, cards, postcodes, phones and accounts in context', () => {
  it('reads an amount after a money word without a currency', () => {
    expect(covered('a deposit of 1,200.00 was paid', '1,200.00')).toBe(true);
    expect(covered('eine Kaution in Höhe von 1.500,00 wurde hinterlegt', '1.500,00')).toBe(true);
    expect(covered('le montant de 1 250,00 sera prélevé', '1 250,00')).toBe(true);
    expect(covered('El importe pendiente de 323,75 se abonará', '323,75')).toBe(true);
    expect(covered('Остаток в размере 3.099,42 будет возвращён', '3.099,42')).toBe(true);
    expect(reasonOf('Miete: 850,- monatlich', '850,-')).toBe('amount after a money word');
    expect(found('The payment covers 250 units and 12 items.')).toEqual([]);
  });

  it('reads amounts under pay and value columns', () => {
    const payslip =
      'Code Earnings and deductions Current Year to date\n1000 Regular pay 1,488.14 14,805.68';
    expect(texts(payslip)).toEqual(expect.arrayContaining(['1,488.14', '14,805.68']));
    // The wage-type code opening the row is no postcode.
    expect(found(payslip).filter(([tag]) => tag === 'ZIP_CODE')).toEqual([]);
    expect(covered('Data Ato médico Código Valor\n08/09 Consulta 4378 244,91', '244,91')).toBe(
      true,
    );
  });

  it('reads short masks after a card word and "ending" phrases in seven languages', () => {
    expect(found('Paid with Visa *7702 on 03/14/25.')).toContainEqual(['CREDIT_CARD', '*7702']);
    expect(found('Mastercard x4821 was charged.')).toContainEqual(['CREDIT_CARD', 'x4821']);
    expect(covered('Votre carte Visa …4821 reste active.', '…4821')).toBe(true);
    expect(found('Tarjeta que termina en 4821.')).toEqual([['CREDIT_CARD', '4821']]);
    expect(found('Ihre Karte endet mit 4821.')).toEqual([['CREDIT_CARD', '4821']]);
  });

  it('reports a labelled card number off the issuer ranges and the checksum', () => {
    expect(found('Card number: 9999 1234 5678 9012')).toEqual([
      ['CREDIT_CARD', '9999 1234 5678 9012'],
    ]);
  });

  it('reads Russian six-digit indexes next to their city', () => {
    expect(found('Москва, 182691')).toContainEqual(['ZIP_CODE', '182691']);
    expect(covered('123456, г. Москва, ул. Ленина, д. 5', '123456')).toBe(true);
    expect(covered('пер. Тихий, д. 23, кв. 89, 165317, Томск', '165317')).toBe(true);
  });

  it('reads Madrid numbers printed 2-3-2-2 and IBANs wrapped inside a field', () => {
    expect(found('Consultas: 91 875 54 87.')).toContainEqual(['PHONE', '91 875 54 87']);
    expect(found('llame al 91 051 29 15 hoy')).toContainEqual(['PHONE', '91 051 29 15']);
    const field = 'Bankverbindung DE89 3704 2204 9150\n9716 11\nLohnart Bezeichnung Betrag';
    expect(found(field)).toContainEqual(['ACCOUNT', 'DE89 3704 2204 9150\n9716 11']);
  });
});

describe('secrets, device identifiers and health numbers after their labels', () => {
  it('reads PINs, card security codes and one-time codes in seven languages', () => {
    expect(found('PIN 4821')).toEqual([['PASSWORD', '4821']]);
    expect(found('CVV: 123')).toEqual([['PASSWORD', '123']]);
    expect(found('Verification code: 884213')).toEqual([['PASSWORD', '884213']]);
    expect(found('Código de verificación: 551234')).toEqual([['PASSWORD', '551234']]);
    expect(found('Ihr Bestätigungscode lautet 552901')).toContainEqual(['PASSWORD', '552901']);
    expect(found('Код подтверждения: 774120')).toEqual([['PASSWORD', '774120']]);
    expect(reasonOf('CVV: 123', '123')).toContain('CVV');
  });

  it('reads tokens after their label and plain user names after a colon', () => {
    expect(found('Access token: a8f5f167f44f4964e6c998dee827110c')).toEqual([
      ['PASSWORD', 'a8f5f167f44f4964e6c998dee827110c'],
    ]);
    expect(found('Username: jsmith')).toEqual([['ID', 'jsmith']]);
    expect(found('The username is required.')).toEqual([]);
  });

  it('reads UUIDs, VINs, UK National Insurance numbers and masked SSNs by shape', () => {
    expect(found('Device 3f2504e0-4f89-11d3-9a0c-0305e82c3301 paired')).toEqual([
      ['ID', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
    ]);
    expect(found('VIN: 1HGCM82633A004352')).toEqual([['ID', '1HGCM82633A004352']]);
    // A labelled NI number is the UK's social-security number (spaced-insurance-numbers.ts).
    expect(found('NI number QQ 12 34 56 C')).toContainEqual(['SSN', 'QQ 12 34 56 C']);
    expect(found('Social Security Number: XXX-XX-1234')).toEqual([['SSN', 'XXX-XX-1234']]);
    // A 17-character product code in lower case or without digits is no VIN.
    expect(found('SKU abcdefghjk1234567 and ABCDEFGHJKLMNPRST')).toEqual([]);
  });

  it('reads health, stay and mandate numbers and UK sort codes', () => {
    expect(covered('NHS number 943 476 5919', '943 476 5919')).toBe(true);
    expect(covered('Krankenversicherungsnummer A123456789', 'A123456789')).toBe(true);
    expect(covered("Numéro d'allocataire 1234567", '1234567')).toBe(true);
    expect(covered('numéro de séjour 2024-55871', '2024-55871')).toBe(true);
    expect(covered('numero di ricovero 2024/1187', '2024/1187')).toBe(true);
    expect(covered('Mandatsreferenz 2024-0042', '2024-0042')).toBe(true);
    expect(covered('Prescription # RX-88123', 'RX-88123')).toBe(true);
    expect(found('Sort code: 20-00-00')).toEqual([['ACCOUNT', '20-00-00']]);
    expect(covered('л/с 40817810099910004312', '40817810099910004312')).toBe(true);
  });
});

describe('postcodes with the city on the next line, codes before a price, Russian accounts', () => {
  it('reads a postcode after a comma or a state whose city or code moved to the next line', () => {
    expect(covered('Friederike Pohl, Kastanienweg 63a, 79189\nFreiburg', '79189')).toBe(true);
    expect(covered('Rua Dom João IV, n.º 65, 4.º Dto., 4800-952\nGuimarães', '4800-952')).toBe(
      true,
    );
    expect(covered('Knoxville, TN\n37960\n09/20/2025', '37960')).toBe(true);
    expect(covered('кв. 59, 620491, г.\nЕкатеринбург', '620491')).toBe(true);
    expect(covered('проживающий по адресу: 150424, г. Ярославль', '150424')).toBe(true);
  });

  it('keeps a product code before a price out of money, and reads "Endziffern"', () => {
    expect(found('Fibre 1 Gbit/s FB-0178 $14.81')).toEqual([['MONEY_AMOUNT', '$14.81']]);
    expect(found('belastet auf Karte mit Endziffern 4249.')).toEqual([['CREDIT_CARD', '4249']]);
  });

  it('reads a Russian personal account without its label', () => {
    expect(found('Счёт для зарплаты 40817810216131838179')).toContainEqual([
      'ACCOUNT',
      '40817810216131838179',
    ]);
    // Twenty digits of another kind (an ICCID, a reference) are not an account.
    expect(found('ref 89261201645369235001').filter(([tag]) => tag === 'ACCOUNT')).toEqual([]);
  });
});

describe('rows wrapped over several lines under an ID column', () => {
  it('reads identifiers after cell lines in capitals, and one X is no card mask', () => {
    const rows =
      'Passager N° de billet Passeport Carte de fidélité\nDE LA\nNAËLLE MRS\n' +
      '691-6458419171 X9286742 SU 424266757';
    expect(covered(rows, '691-6458419171')).toBe(true);
    expect(covered(rows, 'SU 424266757')).toBe(true);
    expect(found(rows).filter(([tag]) => tag === 'CREDIT_CARD')).toEqual([]);
  });
});
