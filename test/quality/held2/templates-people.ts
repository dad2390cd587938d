/**
 * HR and housing documents of the second held-out set: a new-hire personal data sheet, a
 * residential lease over several pages (parties repeated in clauses, signatures and footer),
 * and an IT account handover with credentials, addresses of machines and links.
 */
import { pii, type Block } from '../doc-model';
import {
  letterhead,
  orgFooter,
  organisation,
  PAGE_WORD,
  signature,
  type Held2Template,
} from './common';
import type { Held2Lang } from './pools';

interface HireWords {
  title: string;
  intro: string;
  section: [string, string, string];
  labels: {
    name: string;
    birthName: string;
    birth: string;
    birthPlace: string;
    nationality: string;
    address: string;
    phone: string;
    email: string;
    id: string;
    social: string;
    passport: string;
    licence: string;
    iban: string;
    insurer: string;
    start: string;
    position: string;
    salary: string;
    emergency: string;
  };
  nationality: string;
  position: string;
  declare: string;
  sign: string;
}

const HIRE: Record<Held2Lang, HireWords> = {
  en: {
    title: 'Employee Personal Data Sheet',
    intro: 'Please complete in block capitals and return to Human Resources before your first day.',
    section: ['Personal details', 'Identification and payroll', 'Employment'],
    labels: {
      name: 'Full legal name',
      birthName: 'Maiden / previous name',
      birth: 'Date of birth',
      birthPlace: 'Place of birth',
      nationality: 'Citizenship',
      address: 'Home address',
      phone: 'Mobile',
      email: 'Personal email',
      id: 'Social Security No.',
      social: 'State ID no.',
      passport: 'Passport no.',
      licence: "Driver's license no.",
      iban: 'Bank account (direct deposit)',
      insurer: 'Health plan',
      start: 'Start date',
      position: 'Position',
      salary: 'Annual base salary',
      emergency: 'In case of emergency call',
    },
    nationality: 'United States',
    position: 'Logistics Coordinator (Grade 7)',
    declare: 'I certify that the information above is true and complete.',
    sign: 'Employee signature',
  },
  es: {
    title: 'Hoja de datos personales del empleado',
    intro: 'Rellene en mayúsculas y entregue en Recursos Humanos antes de su incorporación.',
    section: ['Datos personales', 'Identificación y nómina', 'Datos laborales'],
    labels: {
      name: 'Nombre y apellidos',
      birthName: 'Otros apellidos',
      birth: 'Fecha de nacimiento',
      birthPlace: 'Lugar de nacimiento',
      nationality: 'Nacionalidad',
      address: 'Domicilio',
      phone: 'Teléfono móvil',
      email: 'Correo personal',
      id: 'DNI/NIE',
      social: 'N.º Seguridad Social',
      passport: 'Pasaporte',
      licence: 'Permiso de conducir',
      iban: 'IBAN para la nómina',
      insurer: 'Mutua / seguro médico',
      start: 'Fecha de alta',
      position: 'Puesto',
      salary: 'Salario bruto anual',
      emergency: 'En caso de urgencia avisar a',
    },
    nationality: 'española',
    position: 'Técnico de logística (grupo 3)',
    declare: 'Declaro que los datos facilitados son ciertos.',
    sign: 'Firma del trabajador',
  },
  fr: {
    title: 'Fiche de renseignements du salarié',
    intro:
      "Merci de remplir en majuscules et de remettre ce document au service RH avant votre date d'embauche.",
    section: ['État civil', 'Identification et paie', 'Contrat'],
    labels: {
      name: 'Nom et prénom',
      birthName: 'Nom de naissance',
      birth: 'Date de naissance',
      birthPlace: 'Lieu de naissance',
      nationality: 'Nationalité',
      address: 'Adresse',
      phone: 'Portable',
      email: 'E-mail personnel',
      id: "N° carte d'identité",
      social: 'N° de sécurité sociale',
      passport: 'N° de passeport',
      licence: 'N° de permis de conduire',
      iban: 'RIB / IBAN',
      insurer: 'Mutuelle',
      start: "Date d'embauche",
      position: 'Poste',
      salary: 'Salaire annuel brut',
      emergency: "Personne à prévenir en cas d'urgence",
    },
    nationality: 'française',
    position: 'Coordinateur logistique (niveau 4)',
    declare: "Je certifie l'exactitude des renseignements ci-dessus.",
    sign: 'Signature du salarié',
  },
  de: {
    title: 'Personalfragebogen',
    intro:
      'Bitte in Druckbuchstaben ausfüllen und vor Arbeitsbeginn an die Personalabteilung senden.',
    section: ['Persönliche Angaben', 'Ausweis und Lohnabrechnung', 'Beschäftigung'],
    labels: {
      name: 'Name, Vorname',
      birthName: 'Geburtsname',
      birth: 'Geburtsdatum',
      birthPlace: 'Geburtsort',
      nationality: 'Staatsangehörigkeit',
      address: 'Anschrift',
      phone: 'Mobilnummer',
      email: 'Private E-Mail',
      id: 'Personalausweisnummer',
      social: 'Rentenversicherungsnummer',
      passport: 'Reisepassnummer',
      licence: 'Führerscheinnummer',
      iban: 'IBAN für Gehaltszahlung',
      insurer: 'Krankenkasse',
      start: 'Eintrittsdatum',
      position: 'Tätigkeit',
      salary: 'Jahresbruttogehalt',
      emergency: 'Notfallkontakt',
    },
    nationality: 'deutsch',
    position: 'Disponent Logistik (EG 7)',
    declare: 'Ich versichere die Richtigkeit meiner Angaben.',
    sign: 'Unterschrift Beschäftigte/r',
  },
  it: {
    title: 'Scheda dati anagrafici del dipendente',
    intro: "Compilare in stampatello e consegnare all'Ufficio Personale prima dell'assunzione.",
    section: ['Dati anagrafici', 'Documenti e retribuzione', 'Rapporto di lavoro'],
    labels: {
      name: 'Cognome e nome',
      birthName: 'Altro cognome',
      birth: 'Data di nascita',
      birthPlace: 'Luogo di nascita',
      nationality: 'Cittadinanza',
      address: 'Residenza',
      phone: 'Cellulare',
      email: 'E-mail personale',
      id: 'Codice fiscale',
      social: 'Matricola INPS',
      passport: 'Passaporto n.',
      licence: 'Patente n.',
      iban: 'IBAN per accredito stipendio',
      insurer: 'Fondo sanitario',
      start: 'Data di assunzione',
      position: 'Mansione',
      salary: 'RAL',
      emergency: 'In caso di emergenza contattare',
    },
    nationality: 'italiana',
    position: 'Addetto logistica (4° livello)',
    declare: 'Dichiaro che i dati forniti sono veritieri.',
    sign: 'Firma del dipendente',
  },
  pt: {
    title: 'Ficha de dados pessoais do colaborador',
    intro: 'Preencha em maiúsculas e entregue nos Recursos Humanos antes do início de funções.',
    section: ['Dados pessoais', 'Identificação e processamento salarial', 'Contrato'],
    labels: {
      name: 'Nome completo',
      birthName: 'Outros apelidos',
      birth: 'Data de nascimento',
      birthPlace: 'Naturalidade',
      nationality: 'Nacionalidade',
      address: 'Morada',
      phone: 'Telemóvel',
      email: 'E-mail pessoal',
      id: 'NIF / CPF',
      social: 'N.º Segurança Social / PIS',
      passport: 'Passaporte',
      licence: 'Carta de condução',
      iban: 'IBAN / conta para vencimento',
      insurer: 'Seguro de saúde',
      start: 'Data de admissão',
      position: 'Função',
      salary: 'Remuneração anual bruta',
      emergency: 'Em caso de emergência contactar',
    },
    nationality: 'portuguesa',
    position: 'Técnico de logística',
    declare: 'Declaro que as informações prestadas são verdadeiras.',
    sign: 'Assinatura do colaborador',
  },
  ru: {
    title: 'Личная карточка работника',
    intro: 'Заполните печатными буквами и сдайте в отдел кадров до выхода на работу.',
    section: ['Личные данные', 'Документы и расчёт зарплаты', 'Трудовой договор'],
    labels: {
      name: 'ФИО',
      birthName: 'Прежняя фамилия',
      birth: 'Дата рождения',
      birthPlace: 'Место рождения',
      nationality: 'Гражданство',
      address: 'Адрес регистрации',
      phone: 'Мобильный телефон',
      email: 'Личная эл. почта',
      id: 'ИНН',
      social: 'СНИЛС',
      passport: 'Паспорт серия и номер',
      licence: 'Водительское удостоверение',
      iban: 'Счёт для зарплаты',
      insurer: 'Страховая компания ДМС',
      start: 'Дата приёма',
      position: 'Должность',
      salary: 'Оклад в месяц',
      emergency: 'Контакт для экстренной связи',
    },
    nationality: 'Российская Федерация',
    position: 'Специалист по логистике',
    declare: 'Подтверждаю достоверность сведений.',
    sign: 'Подпись работника',
  },
};

/** A new-hire personal data sheet: one-column and two-column field blocks, a signature. */
export const hireSheet: Held2Template = (v, name) => {
  const w = HIRE[v.lang];
  const l = w.labels;
  const company = organisation(v, 'companies');
  const p = v.person();
  const kin = v.person();
  const birth = v.day(1960, 2003);
  const home = v.address();
  const start = v.day(2024, 2025);
  const previous = v.person();
  const blocks: Block[] = [
    letterhead(v, company),
    { kind: 'heading', text: w.title },
    { kind: 'para', text: w.intro },
    { kind: 'heading', text: w.section[0] },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [l.name, v.name(p, 'caps')],
        [l.birthName, p.female && v.chance(0.6) ? v.name(previous, 'last') : '-'],
        [l.address, home.oneLine],
        [l.email, v.email(p)],
        [l.emergency, `${v.name(kin)} ${v.phone(true)}`],
      ],
    },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [l.birth, v.date(birth, v.pick(['numeric', 'long'] as const))],
        [l.birthPlace, v.town()],
        [l.nationality, w.nationality],
        [l.phone, v.phone(true)],
      ],
    },
    { kind: 'heading', text: w.section[1] },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [l.id, v.nationalId()],
        [l.social, v.socialSecurity(p, birth)],
        [l.passport, v.passport()],
        [l.licence, v.licence()],
        [l.iban, v.account()],
        [l.insurer, pii('ORGANIZATION', v.org('insurers'))],
      ],
    },
    { kind: 'heading', text: w.section[2] },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [l.start, v.date(start)],
        [l.position, w.position],
        [l.salary, v.money(v.int(28000, 95000) * 100)],
      ],
    },
    { kind: 'para', text: w.declare },
    { kind: 'columns', left: `${v.town()}, ${v.date(start)}`, right: `${v.name(p)}\n${w.sign}` },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${company.name} · ${w.title}`,
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};

interface LeaseWords {
  title: string;
  between: string;
  landlord: string;
  tenant: string;
  born: string;
  idLabel: string;
  passportLabel: string;
  residing: string;
  clauses: Array<[heading: string, body: (x: LeaseFacts) => string]>;
  signLandlord: string;
  signTenant: string;
  place: string;
  footer: string;
}

interface LeaseFacts {
  landlord: string;
  tenant: string;
  tenantFormal: string;
  premises: string;
  start: string;
  end: string;
  rent: string;
  deposit: string;
  account: string;
  bank: string;
  phone: string;
}

const boiler = {
  en: 'The Tenant shall keep the Premises in clean and sanitary condition, shall not make alterations without prior written consent, and shall permit entry on 24 hours notice for inspection and repairs as provided in Section 9.',
  es: 'El arrendatario se obliga a conservar la vivienda en buen estado, a no realizar obras sin consentimiento escrito y a permitir el acceso con 24 horas de antelación, conforme al artículo 21 de la Ley 29/1994.',
  fr: "Le locataire s'engage à user paisiblement des locaux, à ne pas transformer les lieux sans accord écrit et à laisser exécuter les réparations urgentes, conformément à l'article 7 de la loi n° 89-462.",
  de: 'Der Mieter verpflichtet sich, die Wohnung pfleglich zu behandeln, bauliche Veränderungen nur mit schriftlicher Zustimmung vorzunehmen und Besichtigungen nach Ankündigung von 24 Stunden zu dulden (vgl. § 555a BGB).',
  it: "Il conduttore si impegna a custodire l'immobile con la diligenza del buon padre di famiglia, a non eseguire modifiche senza consenso scritto e a consentire l'accesso con preavviso di 24 ore, ai sensi dell'art. 1587 c.c.",
  pt: 'O arrendatário obriga-se a manter o locado em bom estado, a não realizar obras sem autorização escrita e a permitir o acesso mediante aviso prévio de 24 horas, nos termos do artigo 1038.º do Código Civil.',
  ru: 'Наниматель обязуется содержать помещение в надлежащем состоянии, не производить перепланировку без письменного согласия и обеспечивать доступ для осмотра при уведомлении за 24 часа (ст. 678 ГК РФ).',
} satisfies Record<Held2Lang, string>;

/** Further house rules, so the agreement runs over several pages as real ones do. */
const rules = {
  en: 'No pets other than caged birds or fish are permitted without written consent. The Tenant shall not sublet or assign the Premises, nor allow occupants other than those named herein to reside there for more than 14 consecutive days. Smoking is prohibited inside the building and within 25 feet of any entrance.',
  es: 'No se permite la tenencia de animales sin autorización escrita del arrendador. Queda prohibido el subarriendo total o parcial y la cesión del contrato. Los gastos de comunidad y el IBI correrán a cargo del arrendador; los suministros, a cargo del arrendatario.',
  fr: "La détention d'animaux dangereux est interdite. Toute sous-location, même partielle, est subordonnée à l'accord écrit du bailleur, y compris sur le prix du loyer. Les charges récupérables font l'objet d'une régularisation annuelle.",
  de: 'Die Haltung von Hunden und Katzen bedarf der vorherigen Zustimmung des Vermieters. Eine Untervermietung ist nur mit schriftlicher Erlaubnis zulässig. Die Betriebskosten werden jährlich nach der Betriebskostenverordnung abgerechnet.',
  it: "È vietata la sublocazione totale o parziale dell'immobile senza il consenso scritto del locatore. Gli oneri accessori sono ripartiti secondo le tabelle millesimali. Non è consentita la detenzione di animali che arrechino disturbo ai condomini.",
  pt: 'É proibida a sublocação, total ou parcial, sem autorização escrita do senhorio. As despesas de condomínio são da responsabilidade do senhorio e os consumos de água, luz e gás do arrendatário. Não é permitida a permanência de animais que perturbem os vizinhos.',
  ru: 'Наниматель не вправе сдавать помещение в поднаём без письменного согласия Наймодателя. Содержание домашних животных допускается по согласованию сторон. Коммунальные платежи по счётчикам оплачивает Наниматель.',
} satisfies Record<Held2Lang, string>;

const LEASE: Record<Held2Lang, LeaseWords> = {
  en: {
    title: 'Residential Lease Agreement',
    between: 'This Lease Agreement is made and entered into by and between',
    landlord: '("Landlord")',
    tenant: '("Tenant")',
    born: 'born',
    passportLabel: 'passport no.',
    idLabel: "driver's license",
    residing: 'residing at',
    clauses: [
      [
        '1. Premises',
        (x) =>
          `Landlord leases to Tenant the dwelling located at ${x.premises}, together with one parking space (No. 14) and the appliances listed in Exhibit A.`,
      ],
      [
        '2. Term',
        (x) =>
          `The term begins on ${x.start} and ends on ${x.end}, and continues month to month thereafter unless either party gives 30 days written notice.`,
      ],
      [
        '3. Rent',
        (x) =>
          `Tenant shall pay monthly rent of ${x.rent} on or before the first day of each month by transfer to account ${x.account} at ${x.bank}. A late fee of 5% applies after the fifth day.`,
      ],
      [
        '4. Security deposit',
        (x) =>
          `Upon signing, ${x.tenant} shall deposit ${x.deposit}, to be returned within 21 days after move-out less lawful deductions.`,
      ],
      ['5. Use and maintenance', () => boiler.en],
      [
        '6. Notices',
        (x) =>
          `Notices to Landlord shall be sent to ${x.landlord} at the address above or by phone at ${x.phone}. ${x.tenantFormal} may be reached at the Premises.`,
      ],
    ],
    signLandlord: 'Landlord',
    signTenant: 'Tenant',
    place: 'Signed at',
    footer: 'Lease',
  },
  es: {
    title: 'Contrato de arrendamiento de vivienda',
    between: 'REUNIDOS de una parte',
    landlord: '(en adelante, el arrendador)',
    tenant: '(en adelante, el arrendatario)',
    born: 'nacido/a el',
    passportLabel: 'con pasaporte n.º',
    idLabel: 'con DNI',
    residing: 'con domicilio en',
    clauses: [
      [
        'PRIMERA. Objeto',
        (x) =>
          `El arrendador cede en arrendamiento la vivienda sita en ${x.premises}, con trastero n.º 7 y plaza de garaje n.º 22.`,
      ],
      [
        'SEGUNDA. Duración',
        (x) =>
          `El contrato entra en vigor el ${x.start} y finaliza el ${x.end}, prorrogable por anualidades conforme a la ley.`,
      ],
      [
        'TERCERA. Renta',
        (x) =>
          `La renta mensual es de ${x.rent}, pagadera dentro de los cinco primeros días de cada mes mediante transferencia a la cuenta ${x.account} de ${x.bank}.`,
      ],
      [
        'CUARTA. Fianza',
        (x) =>
          `${x.tenant} entrega en este acto la cantidad de ${x.deposit} en concepto de fianza legal equivalente a dos mensualidades.`,
      ],
      ['QUINTA. Conservación', () => boiler.es],
      [
        'SEXTA. Notificaciones',
        (x) =>
          `Las notificaciones al arrendador se dirigirán a ${x.landlord}, teléfono ${x.phone}. ${x.tenantFormal} las recibirá en la vivienda arrendada.`,
      ],
    ],
    signLandlord: 'El arrendador',
    signTenant: 'El arrendatario',
    place: 'Firmado en',
    footer: 'Contrato de arrendamiento',
  },
  fr: {
    title: "Contrat de location d'un logement vide",
    between: 'Entre les soussignés',
    landlord: 'ci-après « le bailleur »',
    tenant: 'ci-après « le locataire »',
    born: 'né(e) le',
    passportLabel: 'titulaire du passeport n°',
    idLabel: "titulaire de la pièce d'identité n°",
    residing: 'demeurant',
    clauses: [
      [
        'Article 1 - Désignation',
        (x) =>
          `Le bailleur loue au locataire le logement situé ${x.premises}, comprenant trois pièces principales, une cave n° 12 et un emplacement de parking.`,
      ],
      [
        'Article 2 - Durée',
        (x) =>
          `Le bail prend effet le ${x.start} pour une durée de trois ans, soit jusqu'au ${x.end}, et se renouvelle tacitement.`,
      ],
      [
        'Article 3 - Loyer',
        (x) =>
          `Le loyer mensuel est fixé à ${x.rent}, charges comprises, payable le 5 de chaque mois par virement sur le compte ${x.account} ouvert chez ${x.bank}.`,
      ],
      [
        'Article 4 - Dépôt de garantie',
        (x) =>
          `${x.tenant} verse à la signature un dépôt de garantie de ${x.deposit}, restitué dans un délai de deux mois après la remise des clés.`,
      ],
      ['Article 5 - Obligations du locataire', () => boiler.fr],
      [
        'Article 6 - Correspondance',
        (x) =>
          `Toute correspondance destinée au bailleur est adressée à ${x.landlord}, tél. ${x.phone}. ${x.tenantFormal} élit domicile dans les lieux loués.`,
      ],
    ],
    signLandlord: 'Le bailleur',
    signTenant: 'Le locataire',
    place: 'Fait à',
    footer: 'Bail',
  },
  de: {
    title: 'Mietvertrag über Wohnraum',
    between: 'Zwischen',
    landlord: '- nachfolgend Vermieter -',
    tenant: '- nachfolgend Mieter -',
    born: 'geb. am',
    passportLabel: 'Reisepass-Nr.',
    idLabel: 'Ausweis-Nr.',
    residing: 'wohnhaft',
    clauses: [
      [
        '§ 1 Mietsache',
        (x) =>
          `Vermietet wird die Wohnung ${x.premises}, 2. OG links, bestehend aus drei Zimmern, Küche, Bad sowie Kellerraum Nr. 4.`,
      ],
      [
        '§ 2 Mietzeit',
        (x) =>
          `Das Mietverhältnis beginnt am ${x.start} und läuft auf unbestimmte Zeit; eine Kündigung ist frühestens zum ${x.end} möglich.`,
      ],
      [
        '§ 3 Miete',
        (x) =>
          `Die monatliche Miete beträgt ${x.rent} einschließlich Betriebskostenvorauszahlung und ist bis zum dritten Werktag auf das Konto ${x.account} bei der ${x.bank} zu zahlen.`,
      ],
      [
        '§ 4 Kaution',
        (x) =>
          `${x.tenant} leistet eine Mietsicherheit von ${x.deposit}, die in drei Raten gezahlt werden darf.`,
      ],
      ['§ 5 Obhutspflicht', () => boiler.de],
      [
        '§ 6 Erklärungen',
        (x) =>
          `Erklärungen an den Vermieter sind zu richten an ${x.landlord}, Telefon ${x.phone}. ${x.tenantFormal} ist unter der Anschrift der Mietsache erreichbar.`,
      ],
    ],
    signLandlord: 'Vermieter',
    signTenant: 'Mieter',
    place: 'Ort, Datum:',
    footer: 'Mietvertrag',
  },
  it: {
    title: 'Contratto di locazione ad uso abitativo',
    between: 'Tra',
    landlord: '(di seguito "locatore")',
    tenant: '(di seguito "conduttore")',
    born: 'nato/a il',
    passportLabel: 'passaporto n.',
    idLabel: 'C.F.',
    residing: 'residente in',
    clauses: [
      [
        'Art. 1 - Oggetto',
        (x) =>
          `Il locatore concede in locazione l'unità immobiliare sita in ${x.premises}, piano terzo, interno 9, con cantina pertinenziale.`,
      ],
      [
        'Art. 2 - Durata',
        (x) =>
          `La locazione ha durata di quattro anni con decorrenza dal ${x.start} e scadenza al ${x.end}, rinnovabile ai sensi della L. 431/1998.`,
      ],
      [
        'Art. 3 - Canone',
        (x) =>
          `Il canone annuo è pattuito in rate mensili di ${x.rent} da versare entro il giorno 5 di ogni mese con bonifico sul conto ${x.account} presso ${x.bank}.`,
      ],
      [
        'Art. 4 - Deposito cauzionale',
        (x) =>
          `${x.tenant} versa a titolo di deposito cauzionale la somma di ${x.deposit}, non imputabile in conto canoni.`,
      ],
      ['Art. 5 - Obblighi del conduttore', () => boiler.it],
      [
        'Art. 6 - Comunicazioni',
        (x) =>
          `Le comunicazioni al locatore vanno inviate a ${x.landlord}, tel. ${x.phone}. ${x.tenantFormal} elegge domicilio presso l'immobile locato.`,
      ],
    ],
    signLandlord: 'Il locatore',
    signTenant: 'Il conduttore',
    place: 'Letto, approvato e sottoscritto a',
    footer: 'Contratto di locazione',
  },
  pt: {
    title: 'Contrato de arrendamento habitacional',
    between: 'Entre',
    landlord: '(doravante senhorio)',
    tenant: '(doravante arrendatário)',
    born: 'nascido(a) em',
    passportLabel: 'passaporte n.º',
    idLabel: 'contribuinte n.º',
    residing: 'residente em',
    clauses: [
      [
        'Cláusula 1.ª - Objeto',
        (x) =>
          `O senhorio dá de arrendamento a fração autónoma sita em ${x.premises}, tipologia T2, com arrecadação n.º 3.`,
      ],
      [
        'Cláusula 2.ª - Prazo',
        (x) =>
          `O contrato tem início em ${x.start} e termo em ${x.end}, renovando-se automaticamente por períodos de um ano.`,
      ],
      [
        'Cláusula 3.ª - Renda',
        (x) =>
          `A renda mensal é de ${x.rent}, a pagar até ao dia 8 de cada mês por transferência para a conta ${x.account} do ${x.bank}.`,
      ],
      [
        'Cláusula 4.ª - Caução',
        (x) => `${x.tenant} entrega nesta data a quantia de ${x.deposit} a título de caução.`,
      ],
      ['Cláusula 5.ª - Conservação', () => boiler.pt],
      [
        'Cláusula 6.ª - Comunicações',
        (x) =>
          `As comunicações ao senhorio serão dirigidas a ${x.landlord}, telefone ${x.phone}. ${x.tenantFormal} receberá comunicações no locado.`,
      ],
    ],
    signLandlord: 'O senhorio',
    signTenant: 'O arrendatário',
    place: 'Feito em',
    footer: 'Contrato de arrendamento',
  },
  ru: {
    title: 'Договор найма жилого помещения',
    between: 'Настоящий договор заключён между',
    landlord: '(далее «Наймодатель»)',
    tenant: '(далее «Наниматель»)',
    born: 'дата рождения',
    passportLabel: 'паспорт иностранного гражданина',
    idLabel: 'паспорт',
    residing: 'зарегистрированным(ой) по адресу',
    clauses: [
      [
        '1. Предмет договора',
        (x) =>
          `Наймодатель предоставляет Нанимателю во временное пользование квартиру по адресу: ${x.premises}, общей площадью 54,3 кв. м.`,
      ],
      [
        '2. Срок найма',
        (x) =>
          `Срок найма с ${x.start} по ${x.end} включительно с правом продления по соглашению сторон.`,
      ],
      [
        '3. Плата за наём',
        (x) =>
          `Ежемесячная плата составляет ${x.rent} и вносится до 10 числа каждого месяца переводом на счёт ${x.account} в банке ${x.bank}.`,
      ],
      [
        '4. Обеспечительный платёж',
        (x) =>
          `${x.tenant} вносит обеспечительный платёж в размере ${x.deposit}, возвращаемый при выезде.`,
      ],
      ['5. Обязанности нанимателя', () => boiler.ru],
      [
        '6. Уведомления',
        (x) =>
          `Уведомления Наймодателю направляются на имя ${x.landlord}, тел. ${x.phone}. ${x.tenantFormal} получает уведомления по адресу квартиры.`,
      ],
    ],
    signLandlord: 'Наймодатель',
    signTenant: 'Наниматель',
    place: 'Место подписания:',
    footer: 'Договор найма',
  },
};

/** A residential lease: parties, six clauses, signature blocks; premises in every footer. */
export const lease: Held2Template = (v, name) => {
  const w = LEASE[v.lang];
  const owner = v.person();
  const renter = v.person();
  const ownerHome = v.address();
  const renterHome = v.address();
  const premises = v.address();
  const year = v.int(2023, 2025);
  const m = v.int(1, 12);
  const rentCents = v.int(650, 2400) * 100;
  const party = (p: typeof owner, home: typeof ownerHome, role: string, foreign = false) =>
    `${v.name(p, v.pick(['full', 'caps'] as const))}, ${w.born} ${v.date(v.day(1950, 1999), v.pick(['numeric', 'long'] as const))}, ${foreign ? `${w.passportLabel} ${v.passport()}` : `${w.idLabel} ${v.idCard()}`}, ${w.residing} ${home.oneLine} ${role}`;
  const facts = (): LeaseFacts => ({
    landlord: v.name(owner),
    tenant: v.name(renter),
    tenantFormal: v.formal(renter),
    premises: premises.oneLine,
    start: v.date({ y: year, m, d: 1 }, 'long'),
    end: v.date({ y: year + 3, m, d: 1 }, 'long'),
    rent: v.money(rentCents),
    deposit: v.money(rentCents * 2),
    account: v.account(),
    bank: pii('ORGANIZATION', v.org('banks')),
    phone: v.phone(),
  });
  const blocks: Block[] = [
    { kind: 'heading', text: w.title },
    { kind: 'para', text: `${w.between} ${party(owner, ownerHome, w.landlord)}` },
    { kind: 'para', text: `${party(renter, renterHome, w.tenant, v.chance(0.3))}.` },
  ];
  const x = facts();
  w.clauses.forEach(([heading, body], i) => {
    blocks.push({ kind: 'heading', text: heading }, { kind: 'para', text: body(x) });
    // Real leases run long: house rules after the clauses push the parties onto later pages.
    if (i !== 4) blocks.push({ kind: 'para', text: boiler[v.lang] });
    blocks.push({ kind: 'para', text: rules[v.lang] });
  });
  blocks.push(
    {
      kind: 'para',
      text: `${w.place} ${v.town()}, ${v.date({ y: year, m: Math.max(1, m - 1), d: v.int(1, 28) })}`,
    },
    {
      kind: 'columns',
      left: `______________________\n${v.name(owner)}\n${w.signLandlord}`,
      right: `______________________\n${v.name(renter)}\n${w.signTenant}`,
    },
  );
  return {
    name,
    lang: v.lang,
    footer: `${w.footer} · ${premises.street} · ${v.name(owner, 'initial')} / ${v.name(renter, 'initial')}`,
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};

interface HandoverWords {
  title: string;
  greeting: (n: string) => string;
  intro: string;
  fields: [string, string, string, string, string, string];
  pin: string;
  token: string;
  vpn: string;
  lastLogin: (ip: string, date: string) => string;
  share: (path: string) => string;
  change: string;
  asset: string;
  manager: string;
  help: string;
}

const HANDOVER: Record<Held2Lang, HandoverWords> = {
  en: {
    title: 'IT Account Handover',
    greeting: (n) => `Hello ${n},`,
    intro:
      'welcome aboard. Your accounts have been created. Please keep this sheet private and change the temporary password at first sign-in.',
    fields: [
      'Username',
      'Temporary password',
      'Work email',
      'Employee ID',
      'Self-service portal',
      'Workstation',
    ],
    pin: 'Badge PIN',
    token: 'API token (build service account)',
    vpn: 'VPN gateway',
    lastLogin: (ip, d) => `Last sign-in from ${ip} on ${d}.`,
    share: (p) => `Your personal drive is mapped to ${p}.`,
    change: 'Passwords expire every 90 days and must have at least 12 characters (policy SEC-04).',
    asset: 'Laptop asset tag IT-2291, model ThinkPad T14 Gen 4, Windows 11 Enterprise 23H2.',
    manager: 'Line manager',
    help: 'Service desk',
  },
  es: {
    title: 'Entrega de credenciales informáticas',
    greeting: (n) => `Hola, ${n}:`,
    intro:
      'bienvenido/a. Ya están creadas sus cuentas. Guarde esta hoja en lugar seguro y cambie la contraseña provisional en el primer acceso.',
    fields: [
      'Usuario',
      'Contraseña provisional',
      'Correo corporativo',
      'N.º de empleado',
      'Portal del empleado',
      'Equipo',
    ],
    pin: 'PIN de la tarjeta de acceso',
    token: 'Token de API (cuenta de servicio)',
    vpn: 'Pasarela VPN',
    lastLogin: (ip, d) => `Último acceso desde ${ip} el ${d}.`,
    share: (p) => `Su carpeta personal está en ${p}.`,
    change:
      'Las contraseñas caducan cada 90 días y deben tener al menos 12 caracteres (norma SEG-04).',
    asset: 'Portátil con etiqueta de inventario IT-2291, modelo Latitude 5440, Windows 11 Pro.',
    manager: 'Responsable',
    help: 'Soporte técnico',
  },
  fr: {
    title: 'Remise des accès informatiques',
    greeting: (n) => `Bonjour ${n},`,
    intro:
      'bienvenue. Vos comptes ont été créés. Conservez cette fiche en lieu sûr et modifiez le mot de passe provisoire à la première connexion.',
    fields: [
      'Identifiant',
      'Mot de passe provisoire',
      'Messagerie',
      'Matricule',
      'Portail RH',
      'Poste de travail',
    ],
    pin: 'Code PIN du badge',
    token: "Jeton d'API (compte de service)",
    vpn: 'Passerelle VPN',
    lastLogin: (ip, d) => `Dernière connexion depuis ${ip} le ${d}.`,
    share: (p) => `Votre dossier personnel se trouve dans ${p}.`,
    change:
      'Les mots de passe expirent tous les 90 jours et comportent au moins 12 caractères (règle SEC-04).',
    asset: "Ordinateur portable, étiquette d'inventaire IT-2291, modèle EliteBook 840 G10.",
    manager: 'Responsable hiérarchique',
    help: 'Support informatique',
  },
  de: {
    title: 'Übergabe der IT-Zugänge',
    greeting: (n) => `Hallo ${n},`,
    intro:
      'herzlich willkommen. Ihre Konten sind eingerichtet. Bitte bewahren Sie dieses Blatt sicher auf und ändern Sie das Initialpasswort bei der ersten Anmeldung.',
    fields: [
      'Benutzername',
      'Initialpasswort',
      'Dienstliche E-Mail',
      'Personalnummer',
      'Mitarbeiterportal',
      'Arbeitsplatzrechner',
    ],
    pin: 'Ausweis-PIN',
    token: 'API-Token (Dienstkonto)',
    vpn: 'VPN-Gateway',
    lastLogin: (ip, d) => `Letzte Anmeldung von ${ip} am ${d}.`,
    share: (p) => `Ihr persönliches Laufwerk liegt unter ${p}.`,
    change:
      'Passwörter laufen nach 90 Tagen ab und brauchen mindestens 12 Zeichen (Richtlinie SEC-04).',
    asset: 'Notebook Inventarnummer IT-2291, Modell ThinkPad T14 Gen 4, Windows 11 Enterprise.',
    manager: 'Vorgesetzte/r',
    help: 'IT-Servicedesk',
  },
  it: {
    title: 'Consegna credenziali informatiche',
    greeting: (n) => `Ciao ${n},`,
    intro:
      'benvenuto/a. I tuoi account sono stati creati. Conserva questo foglio in modo riservato e cambia la password temporanea al primo accesso.',
    fields: [
      'Nome utente',
      'Password temporanea',
      'E-mail aziendale',
      'Matricola',
      'Portale dipendenti',
      'Postazione',
    ],
    pin: 'PIN del badge',
    token: 'Token API (account di servizio)',
    vpn: 'Gateway VPN',
    lastLogin: (ip, d) => `Ultimo accesso da ${ip} il ${d}.`,
    share: (p) => `La tua cartella personale è ${p}.`,
    change:
      'Le password scadono ogni 90 giorni e devono avere almeno 12 caratteri (policy SEC-04).',
    asset: 'Portatile con etichetta inventario IT-2291, modello ThinkPad T14 Gen 4.',
    manager: 'Responsabile',
    help: 'Help desk',
  },
  pt: {
    title: 'Entrega de credenciais informáticas',
    greeting: (n) => `Olá ${n},`,
    intro:
      'bem-vindo(a). As suas contas foram criadas. Guarde esta folha em local seguro e altere a palavra-passe temporária no primeiro acesso.',
    fields: [
      'Utilizador',
      'Palavra-passe temporária',
      'E-mail profissional',
      'N.º de colaborador',
      'Portal do colaborador',
      'Posto de trabalho',
    ],
    pin: 'PIN do cartão de acesso',
    token: 'Token de API (conta de serviço)',
    vpn: 'Gateway VPN',
    lastLogin: (ip, d) => `Último acesso a partir de ${ip} em ${d}.`,
    share: (p) => `A sua pasta pessoal está em ${p}.`,
    change:
      'As palavras-passe expiram a cada 90 dias e têm de ter pelo menos 12 caracteres (norma SEG-04).',
    asset: 'Portátil com etiqueta de inventário IT-2291, modelo Latitude 5440.',
    manager: 'Chefia direta',
    help: 'Apoio informático',
  },
  ru: {
    title: 'Выдача учётных данных',
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro:
      'Ваши учётные записи созданы. Храните этот лист в недоступном для посторонних месте и смените временный пароль при первом входе.',
    fields: [
      'Логин',
      'Временный пароль',
      'Рабочая почта',
      'Табельный номер',
      'Портал сотрудника',
      'Рабочее место',
    ],
    pin: 'PIN-код пропуска',
    token: 'API-токен (сервисная учётная запись)',
    vpn: 'VPN-шлюз',
    lastLogin: (ip, d) => `Последний вход с адреса ${ip} ${d}.`,
    share: (p) => `Личная папка: ${p}.`,
    change: 'Пароль действует 90 дней и должен содержать не менее 12 символов (регламент ИБ-04).',
    asset: 'Ноутбук, инвентарный номер IT-2291, модель ThinkPad T14 Gen 4.',
    manager: 'Руководитель',
    help: 'Служба поддержки',
  },
};

/** An IT account handover: credentials, portal links, the user's home folder, a login IP. */
export const itHandover: Held2Template = (v, name) => {
  const w = HANDOVER[v.lang];
  const company = organisation(v, 'companies');
  const p = v.person();
  const boss = v.person();
  const plainUser = v.login(p);
  const user = pii('ID', plainUser);
  const now = v.day(2024, 2025);
  const home = v.chance(0.5)
    ? pii('URL', `file:///home/${plainUser}/Documents`)
    : pii('URL', `\\\\fs01\\home$\\${plainUser}`);
  const portal = pii('URL', `https://portal.${company.domain}/me/${plainUser}`);
  const blocks: Block[] = [
    letterhead(v, company),
    { kind: 'heading', text: w.title },
    { kind: 'para', text: `${w.greeting(v.name(p, 'first'))} ${w.intro}` },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.fields[0], user],
        [w.fields[1], v.password()],
        [w.fields[2], v.workEmail(p, company.domain)],
        [w.fields[3], v.ref(v.pick(['', 'E', 'EMP-']), 6)],
        [w.fields[4], portal],
        [w.fields[5], `WS-${v.plainDigits(4)}`],
        [w.vpn, v.ip()],
        [w.pin, v.pin()],
        [w.token, v.token()],
      ],
    },
    { kind: 'para', text: `${w.lastLogin(v.ip(), v.date(now, 'iso'))} ${w.share(home)}` },
    { kind: 'para', text: w.change },
    { kind: 'para', text: w.asset },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.manager, `${v.name(boss)} (${v.workEmail(boss, company.domain)})`],
        [w.help, company.phone],
      ],
    },
    signature(v.name(p), v.date(now)),
  ];
  return { name, lang: v.lang, footer: orgFooter(v, company), pageWord: PAGE_WORD[v.lang], blocks };
};
