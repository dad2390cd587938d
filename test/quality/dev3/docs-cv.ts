/** The CV of dev3: a name in capitals as the heading, a contact line, jobs, schooling, references. */
import type { Block } from '../doc-model';
import type { Lang } from '../locales';
import { M, N, O, P, PAGE, ageOn, ld, nd, townLine, type Dev3Template } from './kit';

/** The words of a CV. */
interface CvWords {
  title: string;
  personal: string;
  born: string;
  nationality: [string, string];
  experience: string;
  education: string;
  skills: string;
  skillText: string;
  references: string;
  refText: (name: string, org: string, phone: string) => string;
  jobs: string[];
  degrees: string[];
  present: string;
  duties: string[];
  salary: string;
  closing: ((town: string, date: string, name: string) => string) | null;
  universities: string[];
}

const CV: Record<Lang, CvWords> = {
  en: {
    title: 'Résumé',
    personal: 'Compensation',
    born: '',
    nationality: ['', ''],
    experience: 'Professional Experience',
    education: 'Education',
    skills: 'Skills',
    skillText:
      'QuickBooks, Excel (pivot tables, Power Query), SAP S/4HANA, month-end close, bilingual English/Spanish.',
    references: 'References',
    refText: (n, o, p) => `${n}, Controller, ${o} - ${p}`,
    jobs: ['Senior Staff Accountant', 'Accounts Receivable Clerk', 'Office Manager'],
    degrees: ['B.S. in Accounting', 'A.A.S. Business Administration'],
    present: 'present',
    duties: [
      'Reconciled 14 bank accounts monthly and cut the close from 9 to 5 days.',
      'Trained and supervised three AR clerks.',
    ],
    salary: 'Desired salary',
    closing: null,
    universities: [
      'Boise State University',
      'Ivy Tech Community College',
      'University of New Mexico',
    ],
  },
  es: {
    title: 'Currículum vitae',
    personal: 'Datos personales',
    born: 'Fecha de nacimiento',
    nationality: ['Nacionalidad', 'española'],
    experience: 'Experiencia profesional',
    education: 'Formación académica',
    skills: 'Idiomas e informática',
    skillText: 'Inglés B2 (First Certificate), francés A2. Paquete Office, SAP FI, A3 Nómina.',
    references: 'Referencias',
    refText: (n, o, p) => `${n}, directora financiera de ${o}, tel. ${p}`,
    jobs: ['Técnica contable', 'Auxiliar administrativo', 'Responsable de facturación'],
    degrees: [
      'Grado en Administración y Dirección de Empresas',
      'Ciclo Formativo de Grado Superior en Administración y Finanzas',
    ],
    present: 'actualidad',
    duties: [
      'Conciliaciones bancarias y cierre mensual.',
      'Gestión de cobros y pagos a proveedores.',
    ],
    salary: 'Pretensiones salariales',
    closing: null,
    universities: [
      'Universidad de Salamanca',
      'Universidad de Murcia',
      'Universidad Pública de Navarra',
    ],
  },
  fr: {
    title: 'Curriculum vitae',
    personal: 'État civil',
    born: 'Née le',
    nationality: ['Nationalité', 'française'],
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    skillText: 'Sage 100, Cegid, Excel avancé ; anglais courant (TOEIC 890). Permis B.',
    references: 'Références',
    refText: (n, o, p) => `${n}, responsable administratif et financier, ${o}, ${p}`,
    jobs: ['Comptable unique', 'Assistante de gestion', 'Aide-comptable'],
    degrees: ['Master Comptabilité-Contrôle-Audit', 'BTS Comptabilité et Gestion'],
    present: "aujourd'hui",
    duties: [
      'Tenue de la comptabilité générale et déclarations de TVA.',
      'Préparation des éléments de paie pour 35 salariés.',
    ],
    salary: 'Prétentions salariales',
    closing: null,
    universities: ['Université Grenoble Alpes', "Université d'Angers", 'IUT de Brest'],
  },
  de: {
    title: 'Lebenslauf',
    personal: 'Persönliche Daten',
    born: 'Geburtsdatum',
    nationality: ['Staatsangehörigkeit', 'deutsch'],
    experience: 'Beruflicher Werdegang',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    skillText:
      'DATEV, SAP FI/CO, MS Excel sehr gut; Englisch verhandlungssicher, Polnisch Grundkenntnisse.',
    references: 'Referenzen',
    refText: (n, o, p) => `${n}, Leiterin Rechnungswesen, ${o}, Tel. ${p}`,
    jobs: ['Bilanzbuchhalterin', 'Sachbearbeiter Debitoren', 'Assistenz der Geschäftsführung'],
    degrees: ['B.A. Betriebswirtschaftslehre', 'Ausbildung zur Steuerfachangestellten'],
    present: 'heute',
    duties: [
      'Erstellung von Monats- und Jahresabschlüssen nach HGB.',
      'Betreuung der Lohnbuchhaltung für 60 Mitarbeitende.',
    ],
    salary: 'Gehaltsvorstellung',
    closing: (t, d, n) => `${t}, ${d} - ${n}`,
    universities: ['Universität Kassel', 'Hochschule Osnabrück', 'Universität Rostock'],
  },
  it: {
    title: 'Curriculum vitae',
    personal: 'Informazioni personali',
    born: 'Data di nascita',
    nationality: ['Nazionalità', 'italiana'],
    experience: 'Esperienza professionale',
    education: 'Istruzione e formazione',
    skills: 'Competenze',
    skillText:
      'Inglese livello C1, pacchetto Office, Zucchetti, TeamSystem. Patente B, automunita.',
    references: 'Referenze',
    refText: (n, o, p) => `${n}, responsabile amministrativa, ${o}, tel. ${p}`,
    jobs: ['Impiegata contabile', 'Addetto paghe e contributi', 'Segretaria amministrativa'],
    degrees: ['Laurea in Economia aziendale', 'Diploma di ragioneria'],
    present: 'oggi',
    duties: [
      'Registrazioni contabili, liquidazioni IVA e F24.',
      'Gestione del ciclo attivo e passivo.',
    ],
    salary: 'RAL attuale',
    closing: (t, d, n) =>
      `Autorizzo il trattamento dei dati personali ai sensi del Regolamento UE 2016/679. ${t}, ${d} - ${n}`,
    universities: [
      'Università degli Studi di Padova',
      'Università di Bari Aldo Moro',
      'Università degli Studi di Perugia',
    ],
  },
  pt: {
    title: 'Curriculum vitae',
    personal: 'Dados pessoais',
    born: 'Data de nascimento',
    nationality: ['Nacionalidade', 'portuguesa'],
    experience: 'Experiência profissional',
    education: 'Formação académica',
    skills: 'Competências',
    skillText:
      'Primavera, PHC, Excel avançado; inglês fluente, espanhol intermédio. Carta de condução categoria B.',
    references: 'Referências',
    refText: (n, o, p) => `${n}, diretora financeira da ${o}, tlm. ${p}`,
    jobs: ['Técnica oficial de contas', 'Assistente administrativo', 'Rececionista'],
    degrees: ['Licenciatura em Contabilidade', 'Curso profissional de Técnico de Contabilidade'],
    present: 'presente',
    duties: [
      'Lançamentos contabilísticos e reconciliações bancárias.',
      'Processamento salarial de 40 colaboradores.',
    ],
    salary: 'Pretensão salarial',
    closing: null,
    universities: [
      'Universidade do Minho',
      'Instituto Politécnico de Viseu',
      'Universidade da Madeira',
    ],
  },
  ru: {
    title: 'Резюме',
    personal: 'Личные данные',
    born: 'Дата рождения',
    nationality: ['Гражданство', 'Российская Федерация'],
    experience: 'Опыт работы',
    education: 'Образование',
    skills: 'Навыки',
    skillText:
      '1С:Бухгалтерия 8.3, 1С:ЗУП, Excel; английский язык B1. Водительские права категории B.',
    references: 'Рекомендации',
    refText: (n, o, p) => `${n}, главный бухгалтер, ${o}, тел. ${p}`,
    jobs: ['Бухгалтер по расчётам', 'Главный бухгалтер', 'Офис-менеджер'],
    degrees: ['Бакалавр, Экономика', 'Специалист, Бухгалтерский учёт, анализ и аудит'],
    present: 'н. в.',
    duties: [
      'Ведение участка расчётов с контрагентами, сверки.',
      'Подготовка отчётности в ФНС и СФР.',
    ],
    salary: 'Желаемая зарплата',
    closing: null,
    universities: [
      'Томский государственный университет',
      'Уфимский университет науки и технологий',
      'Иркутский государственный университет',
    ],
  },
};

/** A CV: the name in capitals, contact line, jobs with employers, schools, references. */
export const curriculumVitae: Dev3Template = (v, name) => {
  const w = CV[v.lang];
  const who = v.person();
  const born = v.day(1972, 2000);
  const today = v.day(2025, 2025);
  const home = v.place();
  const handle = `${v.username(who).replace(/[._]/g, '-')}`;
  const y0 = v.int(2008, 2016);
  const jobs: Block[] = [];
  // Each job ends the month the next one (listed above it) began.
  let next = { y: 2025, m: 0 };
  const mm = (m: number) => String(m).padStart(2, '0');
  for (let i = 0; i < 3; i++) {
    const start = { y: i === 2 ? y0 : next.y - v.int(2, 4), m: v.int(1, 12) };
    const org = v.pick(v.pool.companies);
    const town = v.place().town.split(', ')[0]!;
    const until = i === 0 ? w.present : `${mm(next.m)}/${next.y}`;
    next = start;
    jobs.push({
      kind: 'lines',
      lines: [
        `${mm(start.m)}/${start.y} - ${until} ${w.jobs[i]!}, ${O(org)}, ${P('LOCATION', town)}`,
        `- ${w.duties[i % w.duties.length]!}`,
      ],
    });
  }
  const contact = `${P('ADDRESS', v.street())}, ${townLine(v, home)} · ${P('PHONE', v.phone(true))} · ${P('EMAIL', v.email(who))} · ${P('URL', `linkedin.com/in/${handle}`)}`;
  const personal: Array<[string, string]> = [];
  if (w.born) {
    const age = ageOn(born, today);
    const ageWord =
      v.lang === 'ru'
        ? `(${P('AGE', String(age))} ${age % 10 >= 2 && age % 10 <= 4 && (age < 10 || age > 20) ? 'года' : age % 10 === 1 && age !== 11 ? 'год' : 'лет'})`
        : '';
    personal.push([w.born, v.lang === 'ru' ? `${ld(v, born)} ${ageWord}` : nd(v, born)]);
    personal.push(w.nationality);
  }
  if (v.lang === 'es') personal.push(['DNI', P('ID', v.taxId(who, born))]);
  personal.push([
    w.salary,
    M(v.money(v.lang === 'ru' ? v.int(8, 20) * 10000 : v.int(28, 70) * 1000)),
  ]);
  const ref = v.person(true);
  const blocks: Block[] = [
    {
      kind: 'heading',
      text: N(v.lang === 'ru' ? `${who.family} ${who.given} ${who.patronymic}` : who.caps),
    },
    { kind: 'para', text: contact },
    { kind: 'heading', text: w.personal },
    { kind: 'fields', columns: 1, rows: personal },
    { kind: 'heading', text: w.experience },
    ...jobs,
    { kind: 'heading', text: w.education },
    {
      kind: 'lines',
      lines: [
        `${y0 - 4} - ${y0} ${w.degrees[0]!}, ${O(v.pick(w.universities))}`,
        `${y0 - 6} - ${y0 - 4} ${w.degrees[1]!}, ${O(v.pick(w.universities))}`,
      ],
    },
    { kind: 'heading', text: w.skills },
    { kind: 'para', text: w.skillText },
    { kind: 'heading', text: w.references },
    {
      kind: 'para',
      text: w.refText(
        N(v.lang === 'ru' ? ref.formal : ref.full),
        O(v.pick(v.pool.companies)),
        P('PHONE', v.phone()),
      ),
    },
  ];
  if (w.closing)
    blocks.push({
      kind: 'para',
      text: w.closing(P('LOCATION', home.town), ld(v, today), N(who.full)),
    });
  return {
    name,
    lang: v.lang,
    footer: `${N(who.full)} · ${w.title}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};
