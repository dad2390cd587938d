/**
 * Issue 15, classes found on the second development set (test/quality/dev2): secrets in form
 * fields without a colon, reference numbers of a person's file (notices, bookings, prescriptions,
 * SIM cards, badges, plates named in a sentence), passport/ticket/identity columns of a table,
 * and postcodes after a letterhead's separator, through the whole detector, in seven languages.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import type { Span } from '../../../src/core/detect/span';

/** The finding that covers all of `value` in `text`, if any. */
function covering(text: string, value: string): Span | undefined {
  const at = text.indexOf(value);
  expect(at, `${value} is in the input`).toBeGreaterThanOrEqual(0);
  return findPii(text).find((s) => s.start <= at && s.end >= at + value.length);
}

/** The findings of `tag` in `text`, as the strings they cover. */
function found(text: string, tag: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === tag)
    .map((s) => text.slice(s.start, s.end));
}

describe('passwords, PINs and PUKs in form fields without a colon', () => {
  it.each([
    [
      'Online account nadia204 Initial password Harbor#2291x\nE-mail n.k@example.com',
      'Harbor#2291x',
    ],
    ['Usuario área cliente marta31 Contraseña inicial Gaviota_7731\nCorreo', 'Gaviota_7731'],
    ['Identifiant espace client luc88 Mot de passe provisoire\nPlume!4410\nCourriel', 'Plume!4410'],
    ['Benutzername kunde77 Initialpasswort Tanne#5532\nE-Mail', 'Tanne#5532'],
    ['Nome utente area clienti gio55 Password\nprovvisoria\nVento!2217\nE-mail', 'Vento!2217'],
    ['Utilizador área de cliente rui12 Palavra-passe inicial Mar_8812Q\nE-mail', 'Mar_8812Q'],
    ['Логин личного кабинета ivan12 Временный пароль Zvezda_9931\nЭл. почта', 'Zvezda_9931'],
    ['SIM card (ICCID) 8944 1020 3040 5060 708 PUK 55102938\nOnline account', '55102938'],
    ['SIM-карта (ICCID) 8970 1122 3344 5566 778 PUK-код 40918273', '40918273'],
  ])('%j: %s is a PASSWORD', (text, secret) => {
    const span = covering(text, secret);
    expect(span?.tag).toBe('PASSWORD');
    expect(span?.reason).toMatch(/field/);
  });

  it.each([
    'Your new password must contain at least 8 characters.',
    'Passwort vergessen? Klicken Sie auf Zurücksetzen.',
    'PIN 12 of the connector is grounded.',
    'Le mot de passe provisoire expire dans 24 heures.',
  ])('%j has no PASSWORD', (text) => {
    expect(found(text, 'PASSWORD')).toEqual([]);
  });
});

describe('reference numbers of a person file', () => {
  it.each([
    ['SSN 512-44-0913 Notice no. 311/270/55012\nTax year 2023', '311/270/55012'],
    ['NIF 48213377K N.º de justificante 502/118/73345\nEjercicio 2023', '502/118/73345'],
    ["Numéro fiscal 1 84 07 75 116 023 41 Référence de l'avis 120/551/90210", '120/551/90210'],
    ['Codice fiscale RSSMRA80A01H501U Protocollo 774/301/20017', '774/301/20017'],
    ['Номер уведомления 118/442/90035\nГод 2023', '118/442/90035'],
    ['Booking reference K7QZ2M Booked on 3 May 2025', 'K7QZ2M'],
    ['Localizador PLWQXR Fecha de emisión 12 de abril de 2025', 'PLWQXR'],
    ['Hotel Aurora, 3 nights, confirmation 55102873. Total charged', '55102873'],
    ['Rezept-Nr. 4410 2281 9934 Datum 02.04.2025', '4410 2281 9934'],
    ['N. ricetta (NRE) 0301 4457 8812 Data 02/04/2025', '0301 4457 8812'],
    ['№ рецепта 7712 0098 1134 Дата 02.04.2025', '7712 0098 1134'],
    ['SIM (ICCID) 8939 1002 7745 1180 332 PUK 11223344', '8939 1002 7745 1180 332'],
    ['Votre conseiller Paul Marin (code AG-55120) est joignable.', 'AG-55120'],
    ['Ihr Vermittler Jan Ott (Vermittler-Nr. 882731) ist erreichbar.', '882731'],
    ['Customer no. at creditor 771203984\nDebtor born 05/01/1980', '771203984'],
    ['Kundennummer beim\nGläubiger\n552019384\nSchuldner geb. am', '552019384'],
    ['N° client chez le créancier 603948172\nDébiteur né le', '603948172'],
    ['Dienstnummer 48812 Telefon', '48812'],
    ['N.º de placa 30917 Teléfono del denunciante', '30917'],
    ['Жетон № 55120 Телефон заявителя', '55120'],
    ['was stopped driving the vehicle with plate 7KRT218 nearby', '7KRT218'],
    ['wurde mit dem Fahrzeug WÜ-KL 4410 angehalten', 'WÜ-KL 4410'],
    ['interceptado conduciendo el vehículo 4471 KLM.', '4471 KLM'],
    ['contrôlé au volant du véhicule immatriculé GH-452-KL.', 'GH-452-KL'],
    ['alla guida del veicolo targato FK-113-ZP.', 'FK-113-ZP'],
    ['задержан на автомобиле с госномером К455ОР 163.', 'К455ОР 163'],
    ['Record locator: QX7T2L', 'QX7T2L'],
    ['Loyalty no. 4410 2231 88', '4410 2231 88'],
    ['Número de afiliado: 28/1234567/89', '28/1234567/89'],
    ['N.º de contribuinte: 245 118 732', '245 118 732'],
    ['Ref.: SR-2024-11873', 'SR-2024-11873'],
  ])('%j: %s is covered', (text, value) => {
    expect(covering(text, value)).toBeDefined();
  });

  it.each([
    'Fahrzeug BMW X5, Baujahr 2019',
    'Confirmation PENDING until payment',
    'ATESTADO POLICIAL',
    'Protocollo 2024',
    'Ref: see below',
    'Loyalty card benefits 2025',
  ])('%j has no reference ID', (text) => {
    expect(findPii(text).filter((s) => s.recognizer === 'reference-number')).toEqual([]);
  });
});

describe('passport, ticket, loyalty and identity columns', () => {
  const itinerary =
    'Passenger Ticket number Passport Frequent flyer\n' +
    'OYELARAN/TOMI MR 125-2298817731 P4471203 BA 551203984\n' +
    'LINDQVIST-\nHALL/EVA MRS\n074-8812093342 YB3302198 KL 220914587\n' +
    'Flight Route Date Departs\nBA 2204 LHR – MAD 04/05/2025 09:40\n';

  it('reads each cell under its header', () => {
    for (const v of ['P4471203', 'YB3302198']) expect(covering(itinerary, v)?.tag).toBe('PASSPORT');
    for (const v of ['125-2298817731', '074-8812093342', 'BA 551203984', 'KL 220914587'])
      expect(covering(itinerary, v)?.tag).toBe('ID');
  });

  it('leaves the flight table after the next header alone', () => {
    expect(covering(itinerary, 'BA 2204')).toBeUndefined();
  });

  it('reads a Russian passport and an identity column', () => {
    const ru = 'Пассажир Номер билета Паспорт\nОЛЕГ ТИХОНОВ 555-1029384756 45 1203948\n';
    expect(covering(ru, '45 1203948')?.tag).toBe('PASSPORT');
    const de = 'Beteiligung Name Geb. Ausweis\nBeschuldigter Jan Ott 01.02.1990 L01X00T471\n';
    expect(covering(de, 'L01X00T471')?.tag).toBe('ID');
  });
});

describe('postcodes after a letterhead separator', () => {
  it.each([
    ['Finanzamt Kassel\nAm Stadtgraben 12 · 34117 Kassel\nTel. 0561 7208', '34117'],
    ['Via Roma, 8 · 37121 Verona\nTel.', '37121'],
    ['Rua Augusta, n.º 5 · 3000-221 Coimbra\nTel.', '3000-221'],
    ['Carla Neri / Via Roma, 20 / 37159\nVerona\n17/08/2025', '37159'],
  ])('%j: %s is a ZIP_CODE', (text, zip) => {
    expect(covering(text, zip)?.tag).toBe('ZIP_CODE');
  });

  it('keeps amounts after a separator out', () => {
    expect(found('Total · 12500 Euro', 'ZIP_CODE')).toEqual([]);
  });
});

describe('national phone shapes printed off the plan grouping', () => {
  it.each([
    ['Sachbearbeiterin, 0931/53580-24\nFinanzamt Würzburg', '0931/53580-24'],
    ['Il funzionario, 338-2708418\nQuestura di Bergamo', '338-2708418'],
    ['Инспектор, 8-971-952-59-84\nМФЦ', '8-971-952-59-84'],
  ])('%j: %s is a PHONE', (text, phone) => {
    expect(covering(text, phone)?.tag).toBe('PHONE');
  });

  it('keeps a German file reference out', () => {
    expect(found('Rechnung 2024/12345-01 vom 3. März', 'PHONE')).toEqual([]);
  });
});

describe('whole street addresses with floor, door and flat', () => {
  it.each([
    [
      'Asesoría Vidal\nCalle de Toledo, 12, 3º izda. · 28005 Madrid',
      'Calle de Toledo, 12, 3º izda.',
    ],
    [
      'Domicilio Paseo de la Castellana, 88, 2º B, 28046 Madrid',
      'Paseo de la Castellana, 88, 2º B',
    ],
    [
      'Morada Avenida da República, n.º 41, 2.º Esq. · 1050-187 Lisboa',
      'Avenida da República, n.º 41, 2.º Esq.',
    ],
    [
      'residente na Rua do Almada, n.º 7, 1.º Dto., 4050-036 Porto',
      'Rua do Almada, n.º 7, 1.º Dto.',
    ],
    [
      'Istituto Verdi\nVia Sant’Antonio d’Padova, 14 · 35123 Padova',
      'Via Sant’Antonio d’Padova, 14',
    ],
    ['Kanzlei Roth\nFrankfurter Allee 112a · 10247 Berlin', 'Frankfurter Allee 112a'],
    [
      '190000, г. Санкт-Петербург, Невский проспект, д. 28, кв. 5',
      'Невский проспект, д. 28, кв. 5',
    ],
    ['Адрес: ул. Малая Садовая, д. 3, корп. 2, кв. 41', 'ул. Малая Садовая, д. 3, корп. 2, кв. 41'],
  ])('%j: %s is one ADDRESS', (text, address) => {
    const span = covering(text, address);
    expect(span?.tag).toBe('ADDRESS');
  });

  it('leaves a postcode after the house number to the street readers', () => {
    const text = 'Our office: Rua Augusta 100, 1100-053 Lisboa';
    expect(findPii(text).filter((s) => s.recognizer === 'address-form')).toEqual([]);
    expect(covering(text, 'Rua Augusta 100')?.tag).toBe('ADDRESS');
  });

  it.each(['Via Roma, 2024 è stato un anno difficile.', 'Calle Mayor, 5 es la sede.'])(
    '%j has no address-form finding',
    (text) => {
      expect(findPii(text).filter((s) => s.recognizer === 'address-form')).toEqual([]);
    },
  );
});

describe('ages in brackets, sex/age pairs and registry orders', () => {
  it.each([
    ['Witness Laura Pérez (27), a neighbour, saw the car.', 'Laura Pérez (27)', '27'],
    ['Herr Kurz (34) wohnt seit 2019 in Kassel.', 'Kurz (34)', '34'],
    ['Marie Dubois (45) a déclaré le vol.', 'Dubois (45)', '45'],
    ['DOB 01/02/1990 (34 yrs), referred for review', '(34 yrs)', '34 yrs'],
    ['Nom : Roux (61 ans)', '(61 ans)', '61 ans'],
    ['Sex/Age: F/34  Ward 3', 'F/34', '34'],
    ['Sexo/Edad: M/58', 'M/58', '58'],
    ['Il sottoscritto Mario Rossi, di anni 45, residente a Parma', 'anni 45', '45'],
    ['Der Beschuldigte, 61 Jahre, wohnhaft in Kassel', '61 Jahre', '61 Jahre'],
  ])('%j: the age in %s is found (with its unit, age-units.ts)', (text, around, age) => {
    const at = text.indexOf(around) + around.indexOf(age);
    const span = findPii(text).find((s) => s.tag === 'AGE' && s.start === at);
    expect(span?.end).toBe(at + age.length);
  });

  it.each([
    'See Section Two (12) for details.',
    'Total Amount (34)',
    'Acme Corp (12) units shipped',
    'negli anni 80 la città cambiò',
    'Die Garantie beträgt 2 Jahre.',
  ])('%j has no AGE', (text) => {
    expect(found(text, 'AGE')).toEqual([]);
  });
});

describe('the organisation in a letterhead above its address', () => {
  it.each([
    [
      'Apotheke am Markt\nAm Stadtgraben 12 · 49074 Osnabrück\nTel. 0541 22051\n',
      'Apotheke am Markt',
    ],
    ['Yoigo\nAvenida de Bruselas 38 · 28108 Alcobendas\nContrato de servicios\n', 'Yoigo'],
    [
      'Аптека «Здоровье»\n170100, г. Тверь, ул. Советская, д. 5\nТоварный чек\n',
      'Аптека «Здоровье»',
    ],
    ['Tranquilidade\nRua Augusta, n.º 12 · 1100-053 Lisboa\n', 'Tranquilidade'],
  ])('%j: %s is an ORGANIZATION', (text, org) => {
    expect(covering(text, org)?.tag).toBe('ORGANIZATION');
  });

  it.each([
    'Service Agreement\nThis agreement is made between the parties at 12 Main Street, Springfield.\n',
    'Clínica Norte\nServicio de Neurología\nCalle Mayor 5 · 28013 Madrid\n',
    'INCIDENT REPORT\nCase number 4412/20931 Reporting officer Dana Lee\n',
  ])('%j: no letterhead finding', (text) => {
    expect(findPii(text).filter((s) => s.recognizer === 'letterhead-org')).toEqual([]);
  });
});

describe('age adjectives and labels with units', () => {
  it.each([
    // The box takes in the unit glued to the number (age-units.ts).
    ['die 34-jährige Patientin klagt über', '34-jährige'],
    ['un 29enne di Bergamo', '29enne'],
    ['34-летняя пациентка поступила', '34-летняя'],
    ['Age (years): 52', '52'],
    ['Idade (anos): 61', '61'],
    ['Возраст, лет: 47', '47'],
    ['Age/Sex: 63/F', '63'],
    ['Pat., 58 J., männlich', '58 J.'],
    ['età anni 45', '45'],
  ])('%j: %s is an AGE', (text, age) => {
    expect(found(text, 'AGE')).toEqual([age]);
  });

  it.each(['seit 5 J. im Betrieb', 'Años: 2023-2024', 'Alter Markt 12, 50667 Köln'])(
    '%j has no AGE',
    (text) => {
      expect(found(text, 'AGE')).toEqual([]);
    },
  );
});
