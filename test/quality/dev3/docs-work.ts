/** Employment documents of dev3: an onboarding form (personnel questionnaire) and a payslip. */
import type { Block } from '../doc-model';
import type { Lang } from '../locales';
import {
  D,
  M,
  N,
  O,
  P,
  PAGE,
  TEL,
  orgAddress,
  honorific,
  nd,
  postal,
  townLine,
  type Dev3Template,
} from './kit';

/** Labels of the onboarding form, in the order the country's form asks. */
interface OnboardingWords {
  title: string;
  intro: string;
  personal: string;
  surname: string;
  given: string;
  born: string;
  birthplace: string;
  address: string;
  phone: string;
  email: string;
  social: string;
  tax: string;
  idDoc: string;
  bank: string;
  job: string;
  employeeNo: string;
  start: string;
  position: string;
  manager: string;
  salary: string;
  it: string;
  login: string;
  tempPassword: string;
  emergency: string;
  declaration: (name: string, date: string, town: string) => string;
  signature: string;
  positions: string[];
  relation: string[];
}

const ONBOARDING: Record<Lang, OnboardingWords> = {
  en: {
    title: 'New Hire Information Form',
    intro:
      'Please complete every section and return this form to Human Resources before your first day. Information is kept in your confidential personnel file.',
    personal: 'Section 1 - Personal information',
    surname: 'Last name',
    given: 'First name / M.I.',
    born: 'Date of birth',
    birthplace: 'Place of birth',
    address: 'Home address',
    phone: 'Cell phone',
    email: 'Personal email',
    social: 'Social Security No.',
    tax: "State ID / driver's license",
    idDoc: 'U.S. passport no.',
    bank: 'Direct deposit account',
    job: 'Section 2 - Position',
    employeeNo: 'Employee ID',
    start: 'Start date',
    position: 'Job title',
    manager: 'Reports to',
    salary: 'Base salary',
    it: 'Section 3 - IT accounts',
    login: 'Network login',
    tempPassword: 'Temporary password',
    emergency: 'Emergency contact',
    declaration: (n, d, t) =>
      `I, ${n}, certify that the information above is true and complete. Signed on ${d} in ${t}.`,
    signature: 'Employee signature',
    positions: [
      'Warehouse Associate',
      'Accounts Payable Specialist',
      'Dental Hygienist',
      'Junior Developer',
    ],
    relation: ['spouse', 'mother', 'brother', 'partner'],
  },
  es: {
    title: 'Ficha de alta del trabajador',
    intro:
      'Rellene todos los apartados y entregue la ficha en el Departamento de Personas junto con una copia de su DNI o NIE. Sus datos se tratarán conforme al RGPD.',
    personal: '1. Datos personales',
    surname: 'Apellidos',
    given: 'Nombre',
    born: 'Fecha de nacimiento',
    birthplace: 'Lugar de nacimiento',
    address: 'Domicilio',
    phone: 'Teléfono móvil',
    email: 'Correo electrónico',
    social: 'N.º afiliación S. Social',
    tax: 'DNI / NIE',
    idDoc: 'Pasaporte',
    bank: 'Cuenta para la nómina',
    job: '2. Datos del puesto',
    employeeNo: 'N.º de empleado',
    start: 'Fecha de alta',
    position: 'Puesto',
    manager: 'Responsable directo',
    salary: 'Salario bruto anual',
    it: '3. Accesos informáticos',
    login: 'Usuario',
    tempPassword: 'Contraseña provisional',
    emergency: 'En caso de urgencia avisar a',
    declaration: (n, d, t) =>
      `D./D.ª ${n} declara que los datos consignados son ciertos. En ${t}, a ${d}.`,
    signature: 'Firma del trabajador',
    positions: [
      'Mozo de almacén',
      'Técnica de nóminas',
      'Auxiliar administrativo',
      'Programador junior',
    ],
    relation: ['cónyuge', 'madre', 'hermano', 'pareja'],
  },
  fr: {
    title: 'Fiche de renseignements - embauche',
    intro:
      "Merci de compléter cette fiche et de la remettre au service RH avec la copie de votre carte Vitale et un RIB. Ces informations servent à l'établissement de votre contrat et de vos bulletins de paie.",
    personal: 'État civil',
    surname: 'Nom de naissance',
    given: 'Prénom(s)',
    born: 'Né(e) le',
    birthplace: 'à',
    address: 'Adresse',
    phone: 'Portable',
    email: 'Courriel personnel',
    social: 'N° de sécurité sociale',
    tax: "N° d'identification fiscale",
    idDoc: "Carte nationale d'identité n°",
    bank: 'IBAN (versement du salaire)',
    job: 'Poste',
    employeeNo: 'Matricule',
    start: "Date d'entrée",
    position: 'Emploi occupé',
    manager: 'Responsable hiérarchique',
    salary: 'Rémunération brute annuelle',
    it: 'Accès informatiques',
    login: 'Identifiant',
    tempPassword: 'Mot de passe provisoire',
    emergency: "Personne à prévenir en cas d'urgence",
    declaration: (n, d, t) =>
      `Je soussigné(e) ${n} certifie l'exactitude des renseignements ci-dessus. Fait à ${t}, le ${d}.`,
    signature: 'Signature du salarié',
    positions: [
      'Préparateur de commandes',
      'Comptable fournisseurs',
      'Assistante dentaire',
      'Développeur junior',
    ],
    relation: ['conjoint', 'mère', 'frère', 'compagne'],
  },
  de: {
    title: 'Personalfragebogen',
    intro:
      'Bitte füllen Sie den Personalfragebogen vollständig aus und reichen Sie ihn mit Ihrer Lohnsteuerbescheinigung und dem Sozialversicherungsausweis in der Personalabteilung ein.',
    personal: 'Angaben zur Person',
    surname: 'Familienname',
    given: 'Vorname',
    born: 'Geburtsdatum',
    birthplace: 'Geburtsort',
    address: 'Straße, Hausnummer, PLZ, Ort',
    phone: 'Mobil',
    email: 'E-Mail privat',
    social: 'Versicherungsnummer',
    tax: 'Steuer-Identifikationsnummer',
    idDoc: 'Personalausweis-Nr.',
    bank: 'IBAN für Gehaltszahlung',
    job: 'Angaben zur Beschäftigung',
    employeeNo: 'Personalnummer',
    start: 'Eintrittsdatum',
    position: 'Tätigkeit',
    manager: 'Fachvorgesetzte/r',
    salary: 'Bruttojahresgehalt',
    it: 'IT-Zugang',
    login: 'Benutzerkennung',
    tempPassword: 'Initialpasswort',
    emergency: 'Im Notfall zu benachrichtigen',
    declaration: (n, d, t) =>
      `Ich, ${n}, versichere, dass die vorstehenden Angaben der Wahrheit entsprechen. ${t}, den ${d}`,
    signature: 'Unterschrift Arbeitnehmer/in',
    positions: [
      'Lagerfachkraft',
      'Sachbearbeiterin Kreditoren',
      'Zahnmedizinische Fachangestellte',
      'Softwareentwickler',
    ],
    relation: ['Ehefrau', 'Mutter', 'Bruder', 'Lebensgefährte'],
  },
  it: {
    title: 'Scheda anagrafica nuovo assunto',
    intro:
      "Compilare in stampatello e consegnare all'Ufficio Personale insieme a copia del documento d'identità e della tessera sanitaria.",
    personal: 'Dati anagrafici',
    surname: 'Cognome',
    given: 'Nome',
    born: 'Data di nascita',
    birthplace: 'Luogo di nascita',
    address: 'Residenza',
    phone: 'Cellulare',
    email: 'E-mail personale',
    social: 'Codice fiscale',
    tax: "Carta d'identità n.",
    idDoc: 'Passaporto n.',
    bank: 'IBAN accredito stipendio',
    job: 'Dati del rapporto di lavoro',
    employeeNo: 'Matricola',
    start: 'Data di assunzione',
    position: 'Mansione',
    manager: 'Responsabile',
    salary: 'RAL',
    it: 'Credenziali informatiche',
    login: 'Nome utente',
    tempPassword: 'Password temporanea',
    emergency: 'Persona da contattare in caso di necessità',
    declaration: (n, d, t) =>
      `Il/La sottoscritto/a ${n} dichiara che i dati sopra riportati sono veritieri. ${t}, lì ${d}`,
    signature: 'Firma del dipendente',
    positions: [
      'Magazziniere',
      'Impiegata amministrativa',
      'Assistente di studio odontoiatrico',
      'Sviluppatore junior',
    ],
    relation: ['coniuge', 'madre', 'fratello', 'compagna'],
  },
  pt: {
    title: 'Ficha de admissão de colaborador',
    intro:
      'Preencha todos os campos e entregue esta ficha nos Recursos Humanos com cópia do Cartão de Cidadão e comprovativo de IBAN.',
    personal: 'Identificação',
    surname: 'Apelidos',
    given: 'Nome próprio',
    born: 'Data de nascimento',
    birthplace: 'Naturalidade',
    address: 'Morada',
    phone: 'Telemóvel',
    email: 'E-mail pessoal',
    social: 'N.º de Segurança Social (NISS)',
    tax: 'NIF',
    idDoc: 'Cartão de Cidadão n.º',
    bank: 'IBAN para pagamento',
    job: 'Dados contratuais',
    employeeNo: 'N.º mecanográfico',
    start: 'Data de admissão',
    position: 'Categoria profissional',
    manager: 'Chefia direta',
    salary: 'Remuneração base mensal',
    it: 'Acessos informáticos',
    login: 'Utilizador',
    tempPassword: 'Palavra-passe inicial',
    emergency: 'Contacto em caso de emergência',
    declaration: (n, d, t) =>
      `Eu, ${n}, declaro que as informações acima são verdadeiras. ${t}, ${d}.`,
    signature: 'Assinatura do colaborador',
    positions: [
      'Operador de armazém',
      'Técnica de contabilidade',
      'Assistente dentária',
      'Programador júnior',
    ],
    relation: ['cônjuge', 'mãe', 'irmão', 'companheira'],
  },
  ru: {
    title: 'Личная карточка работника',
    intro:
      'Заполняется работником собственноручно при приёме на работу. К анкете прилагаются копии паспорта, СНИЛС и ИНН.',
    personal: '1. Общие сведения',
    surname: 'Фамилия',
    given: 'Имя, отчество',
    born: 'Дата рождения',
    birthplace: 'Место рождения',
    address: 'Адрес регистрации',
    phone: 'Мобильный телефон',
    email: 'Личная эл. почта',
    social: 'СНИЛС',
    tax: 'ИНН',
    idDoc: 'Паспорт серия, номер',
    bank: 'Счёт для зачисления зарплаты',
    job: '2. Сведения о приёме на работу',
    employeeNo: 'Табельный номер',
    start: 'Дата приёма',
    position: 'Должность',
    manager: 'Непосредственный руководитель',
    salary: 'Оклад в месяц',
    it: '3. Учётная запись',
    login: 'Логин',
    tempPassword: 'Временный пароль',
    emergency: 'Контактное лицо на экстренный случай',
    declaration: (n, d, t) =>
      `Я, ${n}, подтверждаю достоверность указанных сведений. г. ${t}, ${d}`,
    signature: 'Подпись работника',
    positions: [
      'Кладовщик',
      'Бухгалтер по расчётам',
      'Ассистент стоматолога',
      'Младший программист',
    ],
    relation: ['супруга', 'мать', 'брат', 'гражданский муж'],
  },
};

/** An onboarding form: two-column personal fields, job fields, IT credentials, declaration. */
export const onboardingForm: Dev3Template = (v, name) => {
  const w = ONBOARDING[v.lang];
  const company = v.pick(v.pool.companies);
  const who = v.person();
  const born = v.day(1968, 2003);
  const start = v.day(2024, 2026);
  const home = v.place();
  const birthTown = v.place().town.split(', ')[0]!;
  const manager = v.person();
  const contact = v.person();
  const given = v.lang === 'ru' ? `${who.given} ${who.patronymic}` : who.given;
  const ssnTag = v.lang === 'it' ? 'ID' : 'SSN';
  const taxTag = v.lang === 'en' ? 'DRIVER_LICENSE' : 'ID';
  // Italy's second field is the electronic identity card (CIE), whose number has its own shape.
  const taxValue =
    v.lang === 'en'
      ? v.license()
      : v.lang === 'it'
        ? `C${v.letters(1, 'ABCDEFGHJKLMNPRS')}${v.digits(5)}${v.letters(2)}`
        : v.taxId(who, born);
  const idDocTag = ['en', 'es', 'it', 'ru'].includes(v.lang) ? 'PASSPORT' : 'ID';
  const idDoc =
    v.lang === 'pt'
      ? `${v.digits(8)} ${v.int(0, 9)} ${v.letters(2)}${v.int(0, 9)}`
      : v.lang === 'de'
        ? `L${v.letters(1, 'FGHJKLMNPRTVWXYZ')}${v.digits(7)}`
        : v.passport();
  const monthly = v.lang === 'pt' || v.lang === 'ru';
  const salary = monthly ? v.int(900, 3500) * (v.lang === 'ru' ? 40 : 1) : v.int(26, 85) * 1000;
  const rows: Array<[string, string]> = [
    [w.surname, N(v.lang === 'ru' || v.chance(0.5) ? who.family.toUpperCase() : who.family)],
    [w.given, N(given)],
    [w.born, nd(v, born)],
    [w.birthplace, P('LOCATION', birthTown)],
    [w.phone, P('PHONE', v.phone(true))],
    [w.email, P('EMAIL', v.email(who))],
    [w.social, P(ssnTag, v.social(who, born))],
    [w.tax, P(taxTag, taxValue)],
    [w.idDoc, P(idDocTag, idDoc)],
    [
      w.bank,
      // The US form asks for routing and account number together: two values, the slash between them is no data.
      v.lang === 'en'
        ? `${P('ACCOUNT', v.routing())} / ${P('ACCOUNT', v.account())}`
        : P('ACCOUNT', v.lang === 'ru' ? v.account() : v.iban()),
    ],
  ];
  const blocks: Block[] = [
    {
      kind: 'lines',
      lines: [O(company), `${orgAddress(v)} · ${TEL[v.lang]} ${P('PHONE', v.phone(false))}`],
    },
    { kind: 'heading', text: w.title },
    { kind: 'para', text: w.intro },
    { kind: 'heading', text: w.personal },
    { kind: 'fields', columns: 2, rows },
    // The home address as a multi-line field, street and town on separate lines.
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.address, P('ADDRESS', v.street())],
        ['', townLine(v, home)],
      ],
    },
    {
      kind: 'fields',
      columns: 1,
      rows: [[w.emergency, `${N(contact.full)} (${v.pick(w.relation)}), ${P('PHONE', v.phone())}`]],
    },
    { kind: 'heading', text: w.job },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.employeeNo, P('ID', `${v.letters(v.int(0, 2))}${v.digits(v.int(5, 7))}`)],
        [w.start, nd(v, start)],
        [w.position, v.pick(w.positions)],
        [w.manager, N(v.chance(0.5) ? manager.full : manager.short)],
        [w.salary, M(v.money(salary))],
      ],
    },
    { kind: 'heading', text: w.it },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.login, P('ID', v.username(who))],
        [w.tempPassword, P('PASSWORD', v.password())],
      ],
    },
    {
      kind: 'para',
      text: w.declaration(
        N(who.full),
        D(v.longDate({ ...start, d: Math.max(1, start.d - 7) })),
        P('LOCATION', home.town.split(', ')[0]!),
      ),
    },
    { kind: 'lines', lines: [`${w.signature}: ______________________`, N(who.caps)] },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${O(company)} · ${w.title}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};

/** The words of a payslip. */
interface PayslipWords {
  title: (period: string) => string;
  employer: string;
  employee: string;
  employeeNo: string;
  social: string;
  tax: string;
  entry: string;
  head: string[];
  lines: Array<[string, number]>;
  deductions: Array<[string, number]>;
  gross: string;
  net: string;
  paidTo: (iban: string, date: string) => string;
}

const PAYSLIP: Record<Lang, PayslipWords> = {
  en: {
    title: (p) => `Earnings Statement - pay period ${p}`,
    employer: 'Employer',
    employee: 'Employee',
    employeeNo: 'Employee No.',
    social: 'SSN',
    tax: 'Filing status',
    entry: 'Hire date',
    head: ['Earnings / deductions', 'Rate', 'Current', 'Year to date'],
    lines: [
      ['Regular hours', 1],
      ['Overtime 1.5x', 0.08],
    ],
    deductions: [
      ['Federal income tax', -0.12],
      ['Social Security', -0.062],
      ['Medicare', -0.0145],
      ['401(k) 5%', -0.05],
    ],
    gross: 'Gross pay',
    net: 'Net pay',
    paidTo: (i, d) => `Direct deposit to checking account ${i} on ${d}.`,
  },
  es: {
    title: (p) => `Recibo individual de salarios - ${p}`,
    employer: 'Empresa',
    employee: 'Trabajador/a',
    employeeNo: 'N.º matrícula',
    social: 'N.º afiliación S.S.',
    tax: 'NIF',
    entry: 'Antigüedad',
    head: ['Concepto', 'Unidades', 'Devengos', 'Deducciones'],
    lines: [
      ['Salario base', 1],
      ['Plus transporte', 0.05],
      ['Prorrata pagas extra', 0.16],
    ],
    deductions: [
      ['Contingencias comunes 4,70 %', -0.047],
      ['Desempleo 1,55 %', -0.0155],
      ['Retención IRPF', -0.14],
    ],
    gross: 'Total devengado',
    net: 'Líquido a percibir',
    paidTo: (i, d) => `Transferencia a la cuenta ${i} con fecha ${d}.`,
  },
  fr: {
    title: (p) => `Bulletin de paie - période ${p}`,
    employer: 'Employeur',
    employee: 'Salarié(e)',
    employeeNo: 'Matricule',
    social: 'N° SS',
    tax: 'Taux PAS',
    entry: "Date d'entrée",
    head: ['Rubrique', 'Base', 'Montant salarié', 'Cumul annuel'],
    lines: [
      ['Salaire de base', 1],
      ['Heures supplémentaires 25 %', 0.06],
    ],
    deductions: [
      ['Sécurité sociale plafonnée', -0.069],
      ['Retraite complémentaire', -0.0401],
      ['CSG/CRDS', -0.097],
      ['Prélèvement à la source', -0.045],
    ],
    gross: 'Salaire brut',
    net: 'Net à payer avant impôt',
    paidTo: (i, d) => `Virement sur le compte ${i} le ${d}.`,
  },
  de: {
    title: (p) => `Entgeltabrechnung für ${p}`,
    employer: 'Arbeitgeber',
    employee: 'Mitarbeiter/in',
    employeeNo: 'Pers.-Nr.',
    social: 'SV-Nummer',
    tax: 'Steuer-ID',
    entry: 'Eintritt',
    head: ['Lohnart', 'Faktor', 'Betrag', 'Jahressumme'],
    lines: [
      ['Gehalt', 1],
      ['Vermögenswirksame Leistung', 0.01],
    ],
    deductions: [
      ['Lohnsteuer', -0.14],
      ['Solidaritätszuschlag', -0.005],
      ['KV-Beitrag AN', -0.0815],
      ['RV-Beitrag AN', -0.093],
      ['AV-Beitrag AN', -0.013],
    ],
    gross: 'Gesamt-Brutto',
    net: 'Auszahlungsbetrag',
    paidTo: (i, d) => `Überweisung auf ${i} am ${d}.`,
  },
  it: {
    title: (p) => `Cedolino paga - mese di ${p}`,
    employer: 'Azienda',
    employee: 'Dipendente',
    employeeNo: 'Matricola',
    social: 'Codice fiscale',
    tax: 'Livello',
    entry: 'Data assunzione',
    head: ['Voce', 'Ore/GG', 'Competenze', 'Trattenute'],
    lines: [
      ['Retribuzione ordinaria', 1],
      ['Superminimo', 0.04],
    ],
    deductions: [
      ['Contributi INPS', -0.0919],
      ['IRPEF lorda', -0.23],
      ['Addizionale regionale', -0.0173],
    ],
    gross: 'Totale competenze',
    net: 'Netto in busta',
    paidTo: (i, d) => `Accredito su IBAN ${i} con valuta ${d}.`,
  },
  pt: {
    title: (p) => `Recibo de vencimento - ${p}`,
    employer: 'Entidade patronal',
    employee: 'Colaborador',
    employeeNo: 'N.º mecanográfico',
    social: 'NISS',
    tax: 'NIF',
    entry: 'Data de admissão',
    head: ['Descrição', 'Qtd.', 'Abonos', 'Descontos'],
    lines: [
      ['Vencimento base', 1],
      ['Subsídio de alimentação', 0.09],
    ],
    deductions: [
      ['Segurança Social 11%', -0.11],
      ['Retenção IRS', -0.135],
    ],
    gross: 'Total ilíquido',
    net: 'Total líquido',
    paidTo: (i, d) => `Pago por transferência para ${i} em ${d}.`,
  },
  ru: {
    title: (p) => `Расчётный листок за ${p}`,
    employer: 'Организация',
    employee: 'Сотрудник',
    employeeNo: 'Табельный №',
    social: 'СНИЛС',
    tax: 'ИНН',
    entry: 'Дата приёма',
    head: ['Вид начисления', 'Дни', 'Начислено', 'Удержано'],
    lines: [
      ['Оклад по дням', 1],
      ['Премия ежемесячная', 0.2],
    ],
    deductions: [
      ['НДФЛ 13%', -0.13],
      ['Профсоюзные взносы', -0.01],
    ],
    gross: 'Всего начислено',
    net: 'К выплате',
    paidTo: (i, d) => `Перечислено на счёт ${i} ${d}.`,
  },
};

/** A payslip: employer and employee blocks, a table of pay lines with amounts, net pay. */
export const payslip: Dev3Template = (v, name) => {
  const w = PAYSLIP[v.lang];
  const company = v.pick(v.pool.companies);
  const who = v.person();
  const born = v.day(1965, 2002);
  const m = v.int(1, 12);
  const y = v.int(2024, 2025);
  const period =
    v.lang === 'ru'
      ? `${['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'][m - 1]} ${y} г.`
      : `${v.month(m)} ${y}`;
  const base = v.lang === 'ru' ? v.int(60, 180) * 1000 : v.int(1500, 6500);
  const rows: string[][] = [];
  let gross = 0;
  for (const [label, f] of w.lines) {
    const x = Math.round(base * f * 100) / 100;
    gross += x;
    const ytd = Math.round(x * m * 100) / 100;
    rows.push([
      label,
      f === 1 ? '30' : '',
      M(v.amount(x)),
      v.lang === 'en' || v.lang === 'fr' || v.lang === 'de' ? M(v.amount(ytd)) : '',
    ]);
  }
  let net = gross;
  for (const [label, f] of w.deductions) {
    const x = Math.round(gross * f * 100) / 100;
    net += x;
    const split = !(v.lang === 'en' || v.lang === 'fr' || v.lang === 'de');
    rows.push(
      split
        ? [label, '', '', M(v.amount(-x))]
        : [label, '', M(v.amount(x)), M(v.amount(Math.round(x * m * 100) / 100))],
    );
  }
  net = Math.round(net * 100) / 100;
  const payday = { y, m, d: v.int(25, 28) };
  const ssnTag = v.lang === 'it' ? 'ID' : 'SSN';
  const taxValue =
    v.lang === 'en'
      ? 'Married filing jointly'
      : v.lang === 'it'
        ? `${v.int(2, 6)}° livello`
        : v.lang === 'fr'
          ? '4,6 %'
          : v.taxId(who, born);
  const blocks: Block[] = [
    {
      kind: 'columns',
      left: `${O(company)}\n${P('ADDRESS', v.street(false))}\n${townLine(v)}`,
      right: postal(v, who, honorific(v, who)).join('\n'),
    },
    { kind: 'heading', text: w.title(period) },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.employee, N(who.formal)],
        [w.employeeNo, P('ID', v.digits(v.int(4, 6)))],
        [w.social, P(ssnTag, v.social(who, born))],
        [
          w.tax,
          v.lang === 'en' || v.lang === 'it' || v.lang === 'fr' ? taxValue : P('ID', taxValue),
        ],
        [w.entry, nd(v, v.day(2010, y - 1))],
      ],
    },
    { kind: 'table', header: w.head, rows, widths: [40, 12, 24, 24] },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.gross, M(v.money(Math.round(gross * 100) / 100))],
        [w.net, M(v.money(net))],
      ],
    },
    {
      kind: 'para',
      text: w.paidTo(
        P(
          'ACCOUNT',
          v.lang === 'en' ? `****${v.digits(4)}` : v.lang === 'ru' ? v.account() : v.iban(),
        ),
        nd(v, payday),
      ),
    },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${O(company)} · ${N(who.short)}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};
