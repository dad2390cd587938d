/** held6 kind: a school enrolment form: pupil, two guardians side by side, authorised pick-up table. */
import type { Ctx, Doc6, Lang6, Node } from './kit';
import { Values } from './values';

interface Words {
  title: (year: string) => string;
  pupil: string;
  surname: string;
  first: string;
  dob: string;
  age: (n: number) => string;
  ageLabel: string;
  pob: string;
  studentNo: string;
  grade: string;
  gradeValue: string;
  previous: string;
  home: string;
  g: [string, string];
  name: string;
  mobile: string;
  email: string;
  work: string;
  health: string;
  doctor: string;
  allergy: string;
  allergyValue: string;
  pickup: string;
  pickCols: [string, string, string];
  rel: [string, string];
  consent: string;
  signed: string;
  page: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    title: (y) => `Student Enrollment Form ${y}`,
    pupil: 'Student information',
    surname: 'Legal last name',
    first: 'First name',
    dob: 'Birth date',
    age: (n) => `${n} years`,
    ageLabel: 'Age on Sept. 1',
    pob: 'Birthplace',
    studentNo: 'District student ID',
    grade: 'Grade',
    gradeValue: '4',
    previous: 'Previous school',
    home: 'Home address',
    g: ['Parent / guardian 1', 'Parent / guardian 2'],
    name: 'Name',
    mobile: 'Cell phone',
    email: 'Email',
    work: 'Employer',
    health: 'Health',
    doctor: 'Family doctor',
    allergy: 'Allergies',
    allergyValue: 'Peanuts',
    pickup: 'Adults allowed to pick up the student',
    pickCols: ['Name', 'Relationship', 'Phone'],
    rel: ['Grandmother', 'Neighbor'],
    consent: 'I consent to photographs of my child being used in the school newsletter.',
    signed: 'Signature of parent/guardian and date',
    page: 'Page {n} of {N}',
  },
  spa: {
    title: (y) => `Solicitud de matrícula curso ${y}`,
    pupil: 'Datos del alumno/a',
    surname: 'Apellidos',
    first: 'Nombre',
    dob: 'Fecha de nacimiento',
    age: (n) => `${n} años`,
    ageLabel: 'Edad',
    pob: 'Lugar de nacimiento',
    studentNo: 'N.º de identificación escolar',
    grade: 'Curso',
    gradeValue: '4.º de Primaria',
    previous: 'Centro de procedencia',
    home: 'Domicilio familiar',
    g: ['Padre/madre/tutor 1', 'Padre/madre/tutor 2'],
    name: 'Nombre y apellidos',
    mobile: 'Móvil',
    email: 'Correo electrónico',
    work: 'Empresa',
    health: 'Datos de salud',
    doctor: 'Pediatra',
    allergy: 'Alergias',
    allergyValue: 'Frutos secos',
    pickup: 'Personas autorizadas para recoger al alumno/a',
    pickCols: ['Nombre', 'Parentesco', 'Teléfono'],
    rel: ['Abuela', 'Vecina'],
    consent: 'Autorizo la publicación de fotografías de mi hijo/a en la revista escolar.',
    signed: 'Firma del padre/madre/tutor y fecha',
    page: 'Página {n} de {N}',
  },
  fra: {
    title: (y) => `Dossier d'inscription scolaire ${y}`,
    pupil: "Renseignements sur l'élève",
    surname: 'Nom',
    first: 'Prénom',
    dob: 'Date de naissance',
    age: (n) => `${n} ans`,
    ageLabel: 'Âge',
    pob: 'Lieu de naissance',
    studentNo: 'INE',
    grade: 'Classe',
    gradeValue: 'CM1',
    previous: "École d'origine",
    home: 'Adresse de la famille',
    g: ['Responsable légal 1', 'Responsable légal 2'],
    name: 'Nom et prénom',
    mobile: 'Portable',
    email: 'Courriel',
    work: 'Employeur',
    health: 'Santé',
    doctor: 'Médecin traitant',
    allergy: 'Allergies',
    allergyValue: 'Arachides',
    pickup: "Personnes autorisées à venir chercher l'enfant",
    pickCols: ['Nom', 'Lien', 'Téléphone'],
    rel: ['Grand-mère', 'Voisine'],
    consent: "J'autorise la publication de photos de mon enfant dans le journal de l'école.",
    signed: 'Signature du responsable légal et date',
    page: 'Page {n}/{N}',
  },
  deu: {
    title: (y) => `Anmeldung zur Aufnahme – Schuljahr ${y}`,
    pupil: 'Angaben zum Kind',
    surname: 'Familienname',
    first: 'Rufname',
    dob: 'Geburtsdatum',
    age: (n) => `${n} Jahre`,
    ageLabel: 'Alter',
    pob: 'Geburtsort',
    studentNo: 'Schülernummer',
    grade: 'Klasse',
    gradeValue: '4b',
    previous: 'Bisherige Schule',
    home: 'Wohnanschrift',
    g: ['Erziehungsberechtigte/r 1', 'Erziehungsberechtigte/r 2'],
    name: 'Name',
    mobile: 'Mobil',
    email: 'E-Mail',
    work: 'Arbeitgeber',
    health: 'Gesundheit',
    doctor: 'Kinderarzt/-ärztin',
    allergy: 'Allergien',
    allergyValue: 'Erdnüsse',
    pickup: 'Abholberechtigte Personen',
    pickCols: ['Name', 'Beziehung', 'Telefon'],
    rel: ['Großmutter', 'Nachbarin'],
    consent: 'Ich bin einverstanden, dass Fotos meines Kindes in der Schulzeitung erscheinen.',
    signed: 'Unterschrift der Erziehungsberechtigten und Datum',
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: (y) => `Domanda di iscrizione a.s. ${y}`,
    pupil: "Dati dell'alunno/a",
    surname: 'Cognome',
    first: 'Nome',
    dob: 'Data di nascita',
    age: (n) => `${n} anni`,
    ageLabel: 'Età',
    pob: 'Luogo di nascita',
    studentNo: 'Codice alunno',
    grade: 'Classe',
    gradeValue: '4ª B',
    previous: 'Scuola di provenienza',
    home: 'Residenza',
    g: ['Genitore/tutore 1', 'Genitore/tutore 2'],
    name: 'Nome e cognome',
    mobile: 'Cellulare',
    email: 'E-mail',
    work: 'Datore di lavoro',
    health: 'Informazioni sanitarie',
    doctor: 'Pediatra',
    allergy: 'Allergie',
    allergyValue: 'Arachidi',
    pickup: "Persone delegate al ritiro dell'alunno/a",
    pickCols: ['Nome', 'Rapporto', 'Telefono'],
    rel: ['Nonna', 'Vicina di casa'],
    consent: 'Autorizzo la pubblicazione di foto di mio/a figlio/a sul giornalino scolastico.',
    signed: 'Firma del genitore e data',
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: (y) => `Ficha de matrícula – ano letivo ${y}`,
    pupil: 'Dados do aluno',
    surname: 'Apelidos',
    first: 'Nome próprio',
    dob: 'Data de nascimento',
    age: (n) => `${n} anos`,
    ageLabel: 'Idade',
    pob: 'Naturalidade',
    studentNo: 'N.º de processo do aluno',
    grade: 'Ano/turma',
    gradeValue: '4.º A',
    previous: 'Escola anterior',
    home: 'Morada',
    g: ['Encarregado de educação', 'Outro progenitor'],
    name: 'Nome',
    mobile: 'Telemóvel',
    email: 'E-mail',
    work: 'Entidade empregadora',
    health: 'Saúde',
    doctor: 'Médico de família',
    allergy: 'Alergias',
    allergyValue: 'Amendoim',
    pickup: 'Pessoas autorizadas a recolher o aluno',
    pickCols: ['Nome', 'Parentesco', 'Telefone'],
    rel: ['Avó', 'Vizinha'],
    consent: 'Autorizo a publicação de fotografias do meu educando no jornal da escola.',
    signed: 'Assinatura do encarregado de educação e data',
    page: 'Página {n} de {N}',
  },
  rus: {
    title: (y) => `Заявление о приёме в школу на ${y} учебный год`,
    pupil: 'Сведения о ребёнке',
    surname: 'Фамилия',
    first: 'Имя, отчество',
    dob: 'Дата рождения',
    age: (n) => `${n} ${n >= 5 ? 'лет' : 'года'}`,
    ageLabel: 'Возраст',
    pob: 'Место рождения',
    studentNo: 'Номер личного дела',
    grade: 'Класс',
    gradeValue: '4 «Б»',
    previous: 'Предыдущая школа',
    home: 'Адрес проживания',
    g: ['Мать (законный представитель)', 'Отец (законный представитель)'],
    name: 'ФИО',
    mobile: 'Мобильный',
    email: 'Эл. почта',
    work: 'Место работы',
    health: 'Здоровье',
    doctor: 'Участковый педиатр',
    allergy: 'Аллергии',
    allergyValue: 'Орехи',
    pickup: 'Лица, которым разрешено забирать ребёнка',
    pickCols: ['ФИО', 'Кем приходится', 'Телефон'],
    rel: ['Бабушка', 'Соседка'],
    consent: 'Даю согласие на публикацию фотографий ребёнка в школьной газете.',
    signed: 'Подпись родителя и дата',
    page: 'Стр. {n} из {N}',
  },
};

const SCHOOLS: Record<Lang6, (c: Ctx) => string> = {
  eng: (c) =>
    `${c.pick(['Lincoln Park', 'Riverside', 'Oak Hill', 'Maplewood', 'Cedar Ridge'])} Elementary School`,
  spa: (c) =>
    `CEIP ${c.pick(['Miguel Hernández', 'Rosalía de Castro', 'Clara Campoamor', 'Gloria Fuertes'])}`,
  fra: (c) =>
    `École élémentaire ${c.pick(['Jules-Ferry', 'Louise-Michel', 'Les Tilleuls', 'Marie-Curie'])}`,
  deu: (c) =>
    `${c.pick(['Astrid-Lindgren', 'Erich-Kästner', 'Sonnenberg', 'Regenbogen'])}-Grundschule`,
  ita: (c) =>
    `Istituto Comprensivo ${c.pick(['Gianni Rodari', 'Maria Montessori', 'Don Lorenzo Milani', 'Italo Calvino'])}`,
  por: (c) =>
    `Escola Básica ${c.pick(['Sophia de Mello Breyner', 'Eugénio de Andrade', 'do Viso', 'da Azenha'])}`,
  rus: (c) => `МБОУ «СОШ № ${c.int(3, 190)}»`,
};

/** Builds one school enrolment form. */
export function schoolEnrolment(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const school = c.m('ORGANIZATION', SCHOOLS[c.lang](c));
  const schoolAddr = v.address();
  const kid = v.person(c.lang === 'rus');
  const age = c.int(7, 11);
  const home = v.address();
  const g1 = v.person(false);
  const g2 = v.person(false);
  const label = (t: string): Node => ({ text: t, fontSize: 7, color: '#555555' });
  const line = (l: string, value: Node): Node => ({
    columns: [
      { width: 110, ...(label(l) as object) },
      { width: '*', text: value },
    ],
    margin: [0, 2, 0, 2],
  });
  const above = (l: string, value: Node): Node => ({
    stack: [label(l), { text: value }],
    margin: [0, 1, 0, 3],
  });
  const given = kid.full.replace(kid.last, '').replace(/\s+/g, ' ').trim();
  const guardian = (title: string, p: typeof g1): Node => ({
    width: '*',
    stack: [
      { text: title, bold: true, margin: [0, 0, 0, 3] },
      above(w.name, c.m('PERSON_NAME', p.full)),
      above(w.mobile, c.m('PHONE', v.phone(true))),
      above(w.email, c.m('EMAIL', p.email)),
      above(w.work, c.m('ORGANIZATION', c.chance(0.5) ? v.brand() : v.firm())),
    ],
  });
  const pick = [v.person(false), v.person(false)];
  return {
    name,
    kind: 'school-enrolment',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [46, 78, 46, 50],
      defaultStyle: { font: c.pick(['DejaVuSans', 'Roboto']), fontSize: 9 },
      content: [
        { text: w.title('2025/26'), fontSize: 14, bold: true, margin: [0, 0, 0, 10] },
        { text: w.pupil, bold: true, fontSize: 10, decoration: 'underline', margin: [0, 0, 0, 4] },
        {
          columns: [
            {
              width: '*',
              stack: [
                line(w.surname, c.m('PERSON_NAME', kid.last.toUpperCase())),
                line(w.first, c.m('PERSON_NAME', given)),
                line(w.dob, c.m('DATE', v.date({ year: 2025 - age - 1, shape: 'numeric' }))),
                line(w.ageLabel, c.m('AGE', c.chance(0.5) ? w.age(age) : String(age))),
              ],
            },
            {
              width: '*',
              stack: [
                line(w.pob, c.m('LOCATION', v.address().town)),
                line(
                  w.studentNo,
                  c.m(
                    'ID',
                    `${c.digits(c.lang === 'fra' ? 10 : 8)}${c.lang === 'fra' ? c.letters(1) : ''}`,
                  ),
                ),
                line(w.grade, w.gradeValue),
                line(w.previous, c.m('ORGANIZATION', SCHOOLS[c.lang](c))),
              ],
            },
          ],
          columnGap: 16,
        },
        line(w.home, c.m('ADDRESS', home.oneLine)),
        {
          canvas: [
            { type: 'line', x1: 0, y1: 4, x2: 503, y2: 4, lineWidth: 0.4, lineColor: '#aaaaaa' },
          ],
          margin: [0, 2, 0, 6],
        },
        { columns: [guardian(w.g[0], g1), guardian(w.g[1], g2)], columnGap: 20 },
        {
          text: w.health,
          bold: true,
          fontSize: 10,
          decoration: 'underline',
          margin: [0, 10, 0, 4],
        },
        line(w.doctor, [
          c.m('PERSON_NAME', v.person(false).full),
          ', ',
          c.m('PHONE', v.phone(false)),
        ]),
        line(w.allergy, w.allergyValue),
        {
          text: w.pickup,
          bold: true,
          fontSize: 10,
          decoration: 'underline',
          margin: [0, 10, 0, 4],
        },
        {
          table: {
            widths: ['*', 110, 130],
            body: [
              w.pickCols.map((t) => ({ text: t, bold: true })),
              [c.m('PERSON_NAME', pick[0]!.full), w.rel[0], c.m('PHONE', v.phone(true))],
              [c.m('PERSON_NAME', pick[1]!.full), w.rel[1], c.m('PHONE', v.phone(true))],
            ],
          },
        },
        { text: `[x] ${w.consent}`, margin: [0, 10, 0, 14] },
        {
          text: [
            `${w.signed}: `,
            c.m('PERSON_NAME', g1.full),
            ', ',
            c.m('DATE', v.date({ year: 2025, shape: 'numeric' })),
          ],
        },
      ],
    },
    running: {
      header: {
        columns: [
          { text: school, bold: true, fontSize: 12, color: '#145a32' },
          {
            stack: [
              c.m('ADDRESS', schoolAddr.oneLine),
              c.m('EMAIL', `secretaria@${v.domainOf(school)}`),
            ],
            alignment: 'right',
            fontSize: 7,
          },
        ],
      },
      footer: {
        text: [w.pupil, ': ', c.m('PERSON_NAME', `${kid.last.toUpperCase()} ${given}`)],
        fontSize: 7,
      },
      pageLabel: w.page,
    },
    marks: c.marks,
  };
}
