/** dev4: an employee onboarding form (label-left field grid in two columns, sections, signature). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

interface Labels {
  title: string;
  personal: string;
  birthplace: string;
  nationality: string;
  ssn: string;
  taxId: string;
  passport: string;
  bank: string;
  emergency: string;
  relation: string;
  job: string;
  empId: string;
  start: string;
  position: string;
  dept: string;
  manager: string;
  salary: string;
  it: string;
  user: string;
  pass: string;
  declare: string;
  hr: string;
  form: string;
  relations: string[];
  positions: string[];
  depts: string[];
  nations: string[];
  perYear: string;
}

const L: Record<Lang, Labels> = {
  en: {
    title: 'New Employee Onboarding Form',
    personal: 'Personal information',
    birthplace: 'Place of birth',
    nationality: 'Citizenship',
    ssn: 'Social Security No.',
    taxId: "Driver's license No.",
    passport: 'Passport No.',
    bank: 'Direct deposit',
    emergency: 'Emergency contact',
    relation: 'Relationship',
    job: 'Employment details',
    empId: 'Employee ID',
    start: 'Start date',
    position: 'Job title',
    dept: 'Department',
    manager: 'Reports to',
    salary: 'Annual base salary',
    it: 'IT account',
    user: 'Username',
    pass: 'Temporary password',
    declare: 'I certify that the information provided above is true and complete.',
    hr: 'Human Resources – Confidential',
    form: 'Form HR-104 (rev. 2024)',
    relations: ['Spouse', 'Mother', 'Brother', 'Partner'],
    positions: ['Senior Accountant', 'Warehouse Associate', 'UX Designer', 'Registered Nurse'],
    depts: ['Finance', 'Operations', 'Product', 'Patient Care'],
    nations: ['U.S. citizen', 'Permanent resident'],
    perYear: 'per year',
  },
  es: {
    title: 'Ficha de alta de empleado',
    personal: 'Datos personales',
    birthplace: 'Lugar de nacimiento',
    nationality: 'Nacionalidad',
    ssn: 'Nº afiliación Seguridad Social',
    taxId: 'DNI/NIE',
    passport: 'Pasaporte',
    bank: 'Domiciliación de la nómina',
    emergency: 'Contacto de emergencia',
    relation: 'Parentesco',
    job: 'Datos del puesto',
    empId: 'Nº de empleado',
    start: 'Fecha de alta',
    position: 'Puesto',
    dept: 'Departamento',
    manager: 'Responsable',
    salary: 'Salario bruto anual',
    it: 'Acceso a sistemas',
    user: 'Usuario',
    pass: 'Contraseña provisional',
    declare:
      'Declaro que los datos facilitados son ciertos y autorizo su tratamiento para la gestión de la relación laboral.',
    hr: 'Recursos Humanos – Confidencial',
    form: 'Mod. RH-02',
    relations: ['Cónyuge', 'Madre', 'Hermano', 'Pareja'],
    positions: ['Técnico contable', 'Mozo de almacén', 'Diseñadora UX', 'Enfermera'],
    depts: ['Administración', 'Logística', 'Producto', 'Planta 3'],
    nations: ['española', 'colombiana'],
    perYear: 'anuales',
  },
  fr: {
    title: 'Fiche de renseignements – nouvel arrivant',
    personal: 'État civil',
    birthplace: 'Lieu de naissance',
    nationality: 'Nationalité',
    ssn: 'N° de sécurité sociale',
    taxId: 'N° fiscal de référence',
    passport: 'N° de passeport',
    bank: 'Coordonnées bancaires (virement du salaire)',
    emergency: 'Personne à prévenir',
    relation: 'Lien',
    job: 'Poste',
    empId: 'Matricule',
    start: 'Date d’entrée',
    position: 'Intitulé du poste',
    dept: 'Service',
    manager: 'Responsable hiérarchique',
    salary: 'Rémunération brute annuelle',
    it: 'Compte informatique',
    user: 'Identifiant',
    pass: 'Mot de passe provisoire',
    declare: 'Je certifie l’exactitude des renseignements ci-dessus.',
    hr: 'Ressources humaines – Confidentiel',
    form: 'Formulaire RH-07',
    relations: ['Conjoint', 'Mère', 'Frère', 'Compagne'],
    positions: ['Comptable', 'Préparateur de commandes', 'Designer UX', 'Infirmière'],
    depts: ['Comptabilité', 'Logistique', 'Produit', 'Soins'],
    nations: ['française', 'marocaine'],
    perYear: 'par an',
  },
  de: {
    title: 'Personalfragebogen für neue Mitarbeitende',
    personal: 'Persönliche Angaben',
    birthplace: 'Geburtsort',
    nationality: 'Staatsangehörigkeit',
    ssn: 'Sozialversicherungsnummer',
    taxId: 'Steuerliche Identifikationsnummer',
    passport: 'Reisepassnummer',
    bank: 'Bankverbindung',
    emergency: 'Notfallkontakt',
    relation: 'Beziehung',
    job: 'Beschäftigung',
    empId: 'Personalnummer',
    start: 'Eintrittsdatum',
    position: 'Tätigkeit',
    dept: 'Abteilung',
    manager: 'Vorgesetzte/r',
    salary: 'Bruttojahresgehalt',
    it: 'IT-Zugang',
    user: 'Benutzername',
    pass: 'Initialpasswort',
    declare: 'Ich versichere, dass die vorstehenden Angaben der Wahrheit entsprechen.',
    hr: 'Personalabteilung – vertraulich',
    form: 'Formular P-12',
    relations: ['Ehefrau', 'Mutter', 'Bruder', 'Lebenspartner'],
    positions: ['Buchhalterin', 'Lagerist', 'UX-Designer', 'Pflegefachkraft'],
    depts: ['Rechnungswesen', 'Logistik', 'Produkt', 'Station 4'],
    nations: ['deutsch', 'österreichisch'],
    perYear: 'p. a.',
  },
  it: {
    title: 'Scheda di assunzione del dipendente',
    personal: 'Dati anagrafici',
    birthplace: 'Luogo di nascita',
    nationality: 'Cittadinanza',
    ssn: 'Codice fiscale',
    taxId: 'N. carta d’identità',
    passport: 'N. passaporto',
    bank: 'Accredito dello stipendio',
    emergency: 'Persona da contattare',
    relation: 'Relazione',
    job: 'Rapporto di lavoro',
    empId: 'Matricola',
    start: 'Data di assunzione',
    position: 'Mansione',
    dept: 'Reparto',
    manager: 'Responsabile',
    salary: 'RAL',
    it: 'Credenziali',
    user: 'Nome utente',
    pass: 'Password temporanea',
    declare: 'Dichiaro che i dati sopra riportati sono veritieri.',
    hr: 'Ufficio Personale – Riservato',
    form: 'Mod. HR/01',
    relations: ['Coniuge', 'Madre', 'Fratello', 'Compagna'],
    positions: ['Contabile', 'Magazziniere', 'Designer UX', 'Infermiera'],
    depts: ['Amministrazione', 'Logistica', 'Prodotto', 'Reparto B'],
    nations: ['italiana', 'albanese'],
    perYear: 'lordi annui',
  },
  pt: {
    title: 'Ficha de admissão de colaborador',
    personal: 'Dados pessoais',
    birthplace: 'Naturalidade',
    nationality: 'Nacionalidade',
    ssn: 'N.º de Segurança Social (NISS)',
    taxId: 'NIF',
    passport: 'N.º do passaporte',
    bank: 'Dados bancários',
    emergency: 'Contacto de emergência',
    relation: 'Parentesco',
    job: 'Dados contratuais',
    empId: 'N.º mecanográfico',
    start: 'Data de admissão',
    position: 'Função',
    dept: 'Departamento',
    manager: 'Chefia direta',
    salary: 'Vencimento base mensal',
    it: 'Acesso informático',
    user: 'Utilizador',
    pass: 'Palavra-passe temporária',
    declare: 'Declaro que as informações prestadas são verdadeiras.',
    hr: 'Recursos Humanos – Confidencial',
    form: 'Impresso RH-3',
    relations: ['Cônjuge', 'Mãe', 'Irmão', 'Companheira'],
    positions: ['Técnica de contabilidade', 'Operador de armazém', 'Designer UX', 'Enfermeira'],
    depts: ['Contabilidade', 'Logística', 'Produto', 'Internamento'],
    nations: ['portuguesa', 'brasileira'],
    perYear: 'mensais',
  },
  ru: {
    title: 'Анкета нового сотрудника',
    personal: 'Личные данные',
    birthplace: 'Место рождения',
    nationality: 'Гражданство',
    ssn: 'СНИЛС',
    taxId: 'ИНН',
    passport: 'Паспорт (серия, номер)',
    bank: 'Реквизиты для перечисления зарплаты',
    emergency: 'Контактное лицо',
    relation: 'Кем приходится',
    job: 'Сведения о работе',
    empId: 'Табельный номер',
    start: 'Дата приёма',
    position: 'Должность',
    dept: 'Отдел',
    manager: 'Руководитель',
    salary: 'Оклад',
    it: 'Учётная запись',
    user: 'Логин',
    pass: 'Временный пароль',
    declare: 'Подтверждаю достоверность указанных сведений.',
    hr: 'Отдел кадров – конфиденциально',
    form: 'Форма К-5',
    relations: ['Супруга', 'Мать', 'Брат', 'Супруг'],
    positions: ['Бухгалтер', 'Кладовщик', 'UX-дизайнер', 'Медсестра'],
    depts: ['Бухгалтерия', 'Склад', 'Продукт', 'Терапия'],
    nations: ['РФ', 'Республика Казахстан'],
    perYear: 'в месяц',
  },
};

/** A two-page onboarding form filled in by a new employee. */
export function onboardingForm(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const company = v.company();
  const me = v.person();
  const addr = v.address();
  const contact = v.person();
  const boss = v.person();
  const acct = v.account();
  const dob = v.day(1962, 2003);
  const start = v.day(2024, 2025);
  const birthTown = v.address().town;
  const mail = v.email(me);
  const user =
    lang === 'ru'
      ? v.email(me).split('@')[0]!
      : `${me.first[0]!.toLowerCase()}${v.email(me).split('@')[0]!.split(/[._]/).pop()!}`;
  const idLabel = lang === 'it' ? l.ssn : l.ssn;
  const ssnValue = lang === 'it' ? v.taxId() : v.ssn();
  const ssnTag = lang === 'it' ? 'ID' : 'SSN';
  const taxTag = lang === 'en' ? 'DRIVER_LICENSE' : 'ID';
  const taxValue =
    lang === 'en'
      ? v.driverLicense()
      : lang === 'it'
        ? `${v.letter('ABCDE')}${v.letter('ABCDE')}${v.digits(7)}`
        : v.taxId();
  const font = v.pick([
    '"Liberation Sans", sans-serif',
    '"DejaVu Sans Condensed", "DejaVu Sans", sans-serif',
  ]);
  const field = (label: string, value: string) =>
    `<tr><th>${esc(label)}</th><td>${value}</td></tr>`;
  const section = (title: string, rows: string[], wide = false) =>
    `<section class="${wide ? 'wide' : ''}"><h2>${esc(title)}</h2><table class="f">${rows.join('')}</table></section>`;
  const money = v.money(
    lang === 'pt' || lang === 'ru' ? v.amount(1100, 4800) : v.amount(28000, 96000),
  );
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 9pt; color: #111; }
header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1pt solid #333; padding-bottom: 2mm; }
header .co { font-size: 13pt; font-weight: bold; }
header .hr { font-size: 8pt; text-transform: uppercase; letter-spacing: 0.5pt; }
footer { display: flex; justify-content: space-between; font-size: 7pt; color: #444; }
h1 { font-size: 14pt; margin: 0 0 4mm; }
.cols { display: grid; grid-template-columns: 1fr 1fr; column-gap: 6mm; }
section { margin-bottom: 4mm; break-inside: avoid; }
section.wide { grid-column: 1 / 3; }
h2 { font-size: 9.5pt; background: #ddd; padding: 1mm 2mm; margin: 0 0 1.5mm; }
table.f { width: 100%; }
table.f th { text-align: left; font-weight: normal; color: #333; width: 40%; padding: 1mm 1.5mm; vertical-align: top; font-size: 8pt; }
table.f td { border-bottom: 0.5pt solid #888; padding: 1mm 1.5mm; }
.sign { display: grid; grid-template-columns: 1fr 1fr 1fr; column-gap: 8mm; margin-top: 10mm; font-size: 8pt; }
.sign div { border-top: 0.6pt solid #000; padding-top: 1mm; }`,
    header: `<span class="co">${pii('ORGANIZATION', company)}</span><span class="hr">${esc(l.hr)}</span>`,
    footer: `<span>${esc(l.form)}</span><span>${pii('PERSON_NAME', me.inverted)}</span><span>${esc(w.page)} <span class="pageno"></span>/<span class="pagecount"></span></span>`,
    blocks: [
      `<h1>${esc(l.title)}</h1>`,
      `<div class="cols">` +
        section(l.personal, [
          field(w.name, pii('PERSON_NAME', me.full)),
          field(w.dob, pii('DATE', v.dateNum(dob))),
          field(l.birthplace, pii('LOCATION', birthTown)),
          field(l.nationality, esc(v.pick(l.nations))),
          field(idLabel, pii(ssnTag, ssnValue)),
          field(l.taxId, pii(taxTag, taxValue)),
          field(l.passport, pii('PASSPORT', v.passport())),
        ]) +
        section(w.address, [
          field(w.address, v.addressLines(addr).join('<br>')),
          field(w.phone, pii('PHONE', v.phone(false))),
          field(w.mobile, pii('PHONE', v.phone(true))),
          field(w.email, pii('EMAIL', mail)),
        ]) +
        `</div>`,
      `<div class="cols">` +
        section(l.bank, [
          field(w.customer, pii('PERSON_NAME', me.full)),
          field(w.iban, pii('ACCOUNT', acct.account)),
          field(acct.routing ? 'Routing number' : 'BIC', esc(acct.routing ?? acct.bic ?? '')),
        ]) +
        section(l.emergency, [
          field(w.name, pii('PERSON_NAME', contact.full)),
          field(l.relation, esc(v.pick(l.relations))),
          field(w.phone, pii('PHONE', v.phone(true))),
        ]) +
        `</div>`,
      `<div class="cols">` +
        section(l.job, [
          field(l.empId, pii('ID', v.ref(v.pick(['E', 'EMP-', '']), 6))),
          field(l.start, pii('DATE', v.dateLong(start))),
          field(l.position, esc(v.pick(l.positions))),
          field(l.dept, esc(v.pick(l.depts))),
          field(l.manager, pii('PERSON_NAME', boss.full)),
          field(l.salary, `${pii('MONEY_AMOUNT', money)} ${esc(l.perYear)}`),
        ]) +
        section(l.it, [
          field(l.user, pii('ID', user)),
          field(l.pass, pii('PASSWORD', v.password())),
          field(w.email, pii('EMAIL', v.workEmail(me, v.domain(company)))),
        ]) +
        `</div>`,
      `<p>${esc(l.declare)}</p><div class="sign"><div>${esc(w.place)}: ${pii('LOCATION', addr.town)}</div><div>${esc(w.date)}: ${pii('DATE', v.dateNum(start))}</div><div>${esc(w.signature)}</div></div>`,
    ],
  });
  return { name, lang, html };
}
