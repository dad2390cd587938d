/** dev6 kind: an HR onboarding form, labels above values in boxes, two columns per section. */
import type { Ctx } from './kit';
import { fieldStack, type Doc6, type Lang6, type Node } from './kit';
import { Values } from './values';

interface Words {
  title: string;
  intro: string;
  s: [string, string, string, string, string];
  surname: string;
  given: string;
  dob: string;
  pob: string;
  nationality: string;
  natValue: string;
  passport: string;
  street: string;
  zip: string;
  town: string;
  mobile: string;
  email: string;
  empNo: string;
  start: string;
  position: string;
  positionValue: string;
  manager: string;
  salary: string;
  bank: string;
  contact: string;
  relation: string;
  relationValue: string;
  phone: string;
  username: string;
  password: string;
  workEmail: string;
  signedAt: (place: string, date: string) => string;
  signature: string;
  footer: string;
  page: string;
  conf: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    title: 'New Hire Onboarding Form',
    intro:
      'Please complete every field in block capitals and return the form to People Operations before your first day.',
    s: [
      '1. Personal details',
      '2. Contact',
      '3. Employment',
      '4. Payroll and emergency contact',
      '5. IT access (filled in by IT)',
    ],
    surname: 'Last name',
    given: 'First and middle names',
    dob: 'Date of birth',
    pob: 'Place of birth',
    nationality: 'Citizenship',
    natValue: 'United States',
    passport: 'Passport number',
    street: 'Street address',
    zip: 'ZIP code',
    town: 'City',
    mobile: 'Mobile phone',
    email: 'Personal e-mail',
    empNo: 'Employee number',
    start: 'First day of work',
    position: 'Job title',
    positionValue: 'Senior Accountant',
    manager: 'Reporting manager',
    salary: 'Base salary (annual)',
    bank: 'Bank',
    contact: 'Emergency contact',
    relation: 'Relationship',
    relationValue: 'Spouse',
    phone: 'Contact phone',
    username: 'User name',
    password: 'Temporary password',
    workEmail: 'Work e-mail',
    signedAt: (p, d) => `Signed in ${p} on ${d}`,
    signature: 'Employee signature',
    footer: 'Confidential – HR use only',
    page: 'Page {n} of {N}',
    conf: 'Personnel file',
  },
  spa: {
    title: 'Ficha de alta de empleado',
    intro:
      'Rellene todos los campos en mayúsculas y entregue la ficha al departamento de Personas antes de su incorporación.',
    s: [
      '1. Datos personales',
      '2. Contacto',
      '3. Datos laborales',
      '4. Nómina y contacto de emergencia',
      '5. Accesos informáticos (a rellenar por Sistemas)',
    ],
    surname: 'Apellidos',
    given: 'Nombre',
    dob: 'Fecha de nacimiento',
    pob: 'Lugar de nacimiento',
    nationality: 'Nacionalidad',
    natValue: 'Española',
    passport: 'N.º de pasaporte',
    street: 'Domicilio',
    zip: 'Código postal',
    town: 'Localidad',
    mobile: 'Teléfono móvil',
    email: 'Correo personal',
    empNo: 'N.º de empleado',
    start: 'Fecha de incorporación',
    position: 'Puesto',
    positionValue: 'Técnica de contabilidad',
    manager: 'Responsable directo',
    salary: 'Salario bruto anual',
    bank: 'Entidad bancaria',
    contact: 'Persona de contacto',
    relation: 'Parentesco',
    relationValue: 'Cónyuge',
    phone: 'Teléfono de contacto',
    username: 'Usuario',
    password: 'Contraseña provisional',
    workEmail: 'Correo corporativo',
    signedAt: (p, d) => `En ${p}, a ${d}`,
    signature: 'Firma del empleado',
    footer: 'Documento confidencial – uso interno de RR. HH.',
    page: 'Página {n} de {N}',
    conf: 'Expediente de personal',
  },
  fra: {
    title: "Fiche d'accueil du nouveau salarié",
    intro:
      'Merci de remplir tous les champs en majuscules et de retourner la fiche au service RH avant votre arrivée.',
    s: [
      '1. État civil',
      '2. Coordonnées',
      '3. Contrat',
      '4. Paie et personne à prévenir',
      '5. Accès informatiques (rempli par la DSI)',
    ],
    surname: 'Nom de famille',
    given: 'Prénom(s)',
    dob: 'Date de naissance',
    pob: 'Lieu de naissance',
    nationality: 'Nationalité',
    natValue: 'Française',
    passport: 'N° de passeport',
    street: 'Adresse',
    zip: 'Code postal',
    town: 'Ville',
    mobile: 'Téléphone portable',
    email: 'E-mail personnel',
    empNo: 'Matricule',
    start: "Date d'entrée",
    position: 'Poste',
    positionValue: 'Chargée de clientèle',
    manager: 'Responsable hiérarchique',
    salary: 'Salaire brut annuel',
    bank: 'Banque',
    contact: 'Personne à prévenir',
    relation: 'Lien',
    relationValue: 'Conjoint',
    phone: 'Téléphone',
    username: 'Identifiant',
    password: 'Mot de passe provisoire',
    workEmail: 'E-mail professionnel',
    signedAt: (p, d) => `Fait à ${p}, le ${d}`,
    signature: 'Signature du salarié',
    footer: 'Confidentiel – usage RH',
    page: 'Page {n}/{N}',
    conf: 'Dossier du personnel',
  },
  deu: {
    title: 'Personalfragebogen für neue Mitarbeitende',
    intro:
      'Bitte füllen Sie alle Felder in Druckbuchstaben aus und geben Sie den Bogen vor Ihrem ersten Arbeitstag in der Personalabteilung ab.',
    s: [
      '1. Persönliche Angaben',
      '2. Kontakt',
      '3. Beschäftigung',
      '4. Gehalt und Notfallkontakt',
      '5. IT-Zugang (wird von der IT ausgefüllt)',
    ],
    surname: 'Familienname',
    given: 'Vorname(n)',
    dob: 'Geburtsdatum',
    pob: 'Geburtsort',
    nationality: 'Staatsangehörigkeit',
    natValue: 'deutsch',
    passport: 'Reisepassnummer',
    street: 'Straße und Hausnummer',
    zip: 'PLZ',
    town: 'Wohnort',
    mobile: 'Mobilnummer',
    email: 'Private E-Mail',
    empNo: 'Personalnummer',
    start: 'Eintrittsdatum',
    position: 'Tätigkeit',
    positionValue: 'Sachbearbeiterin Buchhaltung',
    manager: 'Vorgesetzte/r',
    salary: 'Bruttojahresgehalt',
    bank: 'Kreditinstitut',
    contact: 'Notfallkontakt',
    relation: 'Beziehung',
    relationValue: 'Ehepartner',
    phone: 'Telefon',
    username: 'Benutzername',
    password: 'Initialpasswort',
    workEmail: 'Dienstliche E-Mail',
    signedAt: (p, d) => `${p}, den ${d}`,
    signature: 'Unterschrift',
    footer: 'Vertraulich – nur für die Personalabteilung',
    page: 'Seite {n} von {N}',
    conf: 'Personalakte',
  },
  ita: {
    title: 'Scheda anagrafica nuovo dipendente',
    intro:
      "Compilare tutti i campi in stampatello e consegnare la scheda all'Ufficio Personale prima della presa di servizio.",
    s: [
      '1. Dati anagrafici',
      '2. Recapiti',
      '3. Rapporto di lavoro',
      '4. Retribuzione e contatto di emergenza',
      '5. Accessi informatici (a cura dei Sistemi Informativi)',
    ],
    surname: 'Cognome',
    given: 'Nome',
    dob: 'Data di nascita',
    pob: 'Luogo di nascita',
    nationality: 'Cittadinanza',
    natValue: 'Italiana',
    passport: 'Numero passaporto',
    street: 'Indirizzo di residenza',
    zip: 'CAP',
    town: 'Comune',
    mobile: 'Cellulare',
    email: 'E-mail personale',
    empNo: 'Matricola',
    start: 'Data di assunzione',
    position: 'Mansione',
    positionValue: 'Impiegata amministrativa',
    manager: 'Responsabile',
    salary: 'RAL',
    bank: 'Banca',
    contact: 'Contatto di emergenza',
    relation: 'Rapporto',
    relationValue: 'Coniuge',
    phone: 'Telefono',
    username: 'Nome utente',
    password: 'Password temporanea',
    workEmail: 'E-mail aziendale',
    signedAt: (p, d) => `${p}, ${d}`,
    signature: 'Firma del dipendente',
    footer: 'Riservato – Ufficio Personale',
    page: 'Pagina {n} di {N}',
    conf: 'Fascicolo personale',
  },
  por: {
    title: 'Ficha de admissão de colaborador',
    intro:
      'Preencha todos os campos em maiúsculas e entregue a ficha aos Recursos Humanos antes do primeiro dia de trabalho.',
    s: [
      '1. Dados pessoais',
      '2. Contactos',
      '3. Dados contratuais',
      '4. Remuneração e contacto de emergência',
      '5. Acessos informáticos (a preencher pela informática)',
    ],
    surname: 'Apelidos',
    given: 'Nomes próprios',
    dob: 'Data de nascimento',
    pob: 'Naturalidade',
    nationality: 'Nacionalidade',
    natValue: 'Portuguesa',
    passport: 'N.º de passaporte',
    street: 'Morada',
    zip: 'Código postal',
    town: 'Localidade',
    mobile: 'Telemóvel',
    email: 'E-mail pessoal',
    empNo: 'N.º mecanográfico',
    start: 'Data de admissão',
    position: 'Função',
    positionValue: 'Técnica administrativa',
    manager: 'Chefia direta',
    salary: 'Remuneração base anual',
    bank: 'Banco',
    contact: 'Contacto de emergência',
    relation: 'Parentesco',
    relationValue: 'Cônjuge',
    phone: 'Telefone',
    username: 'Utilizador',
    password: 'Palavra-passe provisória',
    workEmail: 'E-mail da empresa',
    signedAt: (p, d) => `${p}, ${d}`,
    signature: 'Assinatura do colaborador',
    footer: 'Confidencial – uso exclusivo dos RH',
    page: 'Página {n} de {N}',
    conf: 'Processo individual',
  },
  rus: {
    title: 'Анкета нового сотрудника',
    intro:
      'Заполните все поля печатными буквами и передайте анкету в отдел кадров до первого рабочего дня.',
    s: [
      '1. Личные данные',
      '2. Контакты',
      '3. Трудоустройство',
      '4. Зарплата и контакт на случай ЧС',
      '5. ИТ-доступ (заполняет ИТ-отдел)',
    ],
    surname: 'Фамилия',
    given: 'Имя, отчество',
    dob: 'Дата рождения',
    pob: 'Место рождения',
    nationality: 'Гражданство',
    natValue: 'РФ',
    passport: 'Паспорт (серия, номер)',
    street: 'Адрес регистрации',
    zip: 'Индекс',
    town: 'Город',
    mobile: 'Мобильный телефон',
    email: 'Личная почта',
    empNo: 'Табельный номер',
    start: 'Дата приёма',
    position: 'Должность',
    positionValue: 'Бухгалтер',
    manager: 'Руководитель',
    salary: 'Оклад (в месяц)',
    bank: 'Банк',
    contact: 'Контактное лицо',
    relation: 'Кем приходится',
    relationValue: 'Супруг(а)',
    phone: 'Телефон',
    username: 'Логин',
    password: 'Временный пароль',
    workEmail: 'Рабочая почта',
    signedAt: (p, d) => `г. ${p}, ${d}`,
    signature: 'Подпись сотрудника',
    footer: 'Конфиденциально – для отдела кадров',
    page: 'Стр. {n} из {N}',
    conf: 'Личное дело',
  },
};

/** Builds one onboarding form. */
export function onboardingForm(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const org = c.m('ORGANIZATION', c.chance(0.6) ? v.firm() : v.brand());
  const p = v.person(c.chance(0.5));
  const addr = v.address();
  const orgAddr = v.address();
  const natId = v.nationalId();
  const tax = v.taxId();
  const acct = v.account();
  const mgr = v.person(false);
  const contact = v.person(false);
  const given = p.full.replace(p.last, '').replace(/\s+/g, ' ').trim();
  const upper = c.chance(0.5);
  const box = (label: string, value: string): Node => fieldStack(label, value);
  const twoCol = (items: Node[]): Node => {
    const left = items.filter((_, i) => i % 2 === 0);
    const right = items.filter((_, i) => i % 2 === 1);
    return {
      columns: [
        { width: '*', stack: left },
        { width: '*', stack: right },
      ],
      columnGap: 18,
    };
  };
  const section = (title: string): Node => ({
    text: title,
    bold: true,
    fontSize: 10,
    margin: [0, 10, 0, 4],
    decoration: 'underline',
  });
  const username = c.m('ID', `${p.email.split('@')[0]!.slice(0, 12)}`);
  const domain = v.domainOf(org);
  const workEmail = `${username}@${domain}`;
  const town = addr.town;
  const content: Node[] = [
    { text: w.title, fontSize: 15, bold: true },
    { text: w.intro, fontSize: 8, italics: true, margin: [0, 2, 0, 6] },
    section(w.s[0]),
    twoCol([
      box(w.surname, c.m('PERSON_NAME', upper ? p.last.toUpperCase() : p.last)),
      box(w.given, c.m('PERSON_NAME', upper ? given.toUpperCase() : given)),
      box(w.dob, c.m('DATE', v.date({ birth: true, shape: 'numeric' }))),
      box(w.pob, c.m('LOCATION', v.address().town)),
      box(w.nationality, w.natValue),
      box(natId.label, c.m('SSN', natId.value)),
      box(tax.label, c.m('ID', tax.value)),
      box(w.passport, c.m('PASSPORT', v.passport())),
    ]),
    section(w.s[1]),
    twoCol([
      box(w.street, c.m('ADDRESS', addr.street)),
      box(w.zip, c.m('ZIP_CODE', addr.zip)),
      box(w.town, c.m('LOCATION', town)),
      box(w.mobile, c.m('PHONE', v.phone(true))),
      box(w.email, c.m('EMAIL', p.email)),
    ]),
    section(w.s[2]),
    twoCol([
      box(w.empNo, c.m('ID', `${c.pick(['E', 'P', 'M', ''])}${c.digits(c.int(5, 7))}`)),
      box(w.start, c.m('DATE', v.date({ shape: 'long', year: 2025 }))),
      box(w.position, w.positionValue),
      box(w.manager, c.m('PERSON_NAME', mgr.full)),
      box(
        w.salary,
        c.m(
          'MONEY_AMOUNT',
          v.money(c.lang === 'rus' ? 90_000 : 28_000, c.lang === 'rus' ? 240_000 : 85_000),
        ),
      ),
    ]),
    section(w.s[3]),
    twoCol([
      box(acct.label, c.m('ACCOUNT', acct.value)),
      box(w.bank, c.m('ORGANIZATION', v.bank())),
      box(w.contact, c.m('PERSON_NAME', contact.full)),
      box(w.relation, w.relationValue),
      box(w.phone, c.m('PHONE', v.phone())),
    ]),
    section(w.s[4]),
    {
      table: {
        widths: [95, 110, '*'],
        body: [
          [w.username, w.password, w.workEmail].map((t) => ({
            text: t,
            fontSize: 7,
            color: '#555555',
          })),
          [
            username,
            c.m(
              'PASSWORD',
              `${c.letters(3, 'abcdefghkmnpqrstuvwxyz')}${c.letters(2)}${c.digits(3)}${c.pick(['!', '#', '$', '%'])}${c.letters(2, 'abcdefghkmnpqrstuvwxyz')}`,
            ),
            c.m('EMAIL', workEmail),
          ],
        ],
      },
      margin: [0, 0, 0, 14],
    },
    {
      text: w.signedAt(c.m('LOCATION', town), c.m('DATE', v.date({ shape: 'long', year: 2025 }))),
      margin: [0, 10, 0, 24],
    },
    {
      columns: [
        {
          width: 200,
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 190, y2: 0, lineWidth: 0.5 }] },
            { text: `${w.signature}: ${c.m('PERSON_NAME', p.full)}`, fontSize: 8 },
          ],
        },
        { text: '' },
      ],
    },
  ];
  return {
    name,
    kind: 'onboarding-form',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [48, 72, 48, 56],
      defaultStyle: { font: c.pick(['Roboto', 'DejaVuSans']), fontSize: 9 },
      content,
    },
    running: {
      header: {
        columns: [
          {
            stack: [
              { text: org, bold: true, fontSize: 12 },
              { text: c.m('ADDRESS', orgAddr.oneLine), fontSize: 7 },
            ],
          },
          {
            text: [w.conf, ' · ', c.m('URL', `https://${domain}/careers`)],
            alignment: 'right',
            fontSize: 7,
          },
        ],
      },
      footer: { text: w.footer, fontSize: 7, italics: true },
      pageLabel: w.page,
    },
    marks: c.marks,
  };
}
