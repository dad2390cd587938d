/** dev6 kind: a medical laboratory report with a letterhead, a patient table and results. */
import type { Ctx } from './kit';
import { type Doc6, type Lang6, type Node } from './kit';
import { Values } from './values';

interface Words {
  title: string;
  patient: string;
  dob: string;
  age: (n: number) => [string, string];
  sex: string;
  sexValue: string;
  pid: string;
  insurance: string;
  referrer: string;
  dr: string;
  collected: string;
  reported: string;
  cols: [string, string, string, string, string];
  comment: (date: string, phone: string) => string[];
  validated: string;
  footer: string;
  page: string;
  groups: [string, string, string];
}

const W: Record<Lang6, Words> = {
  eng: {
    title: 'LABORATORY REPORT',
    patient: 'Patient',
    dob: 'DOB',
    age: (n) => ['Age', `${n} years`],
    sex: 'Sex',
    sexValue: 'F',
    pid: 'MRN',
    insurance: 'Member ID',
    referrer: 'Ordering provider',
    dr: 'Dr.',
    collected: 'Collected',
    reported: 'Reported',
    cols: ['Test', 'Result', 'Units', 'Reference range', 'Flag'],
    comment: (d, p) => [
      `Critical potassium value phoned to the ordering office on ${d}. Questions: call the laboratory at `,
      p,
      '.',
    ],
    validated: 'Electronically verified by',
    footer: 'Patient',
    page: 'Page {n} of {N}',
    groups: ['Complete blood count', 'Metabolic panel', 'Lipids'],
  },
  spa: {
    title: 'INFORME DE LABORATORIO',
    patient: 'Paciente',
    dob: 'F. nacimiento',
    age: (n) => ['Edad', `${n} años`],
    sex: 'Sexo',
    sexValue: 'M',
    pid: 'N.º historia clínica',
    insurance: 'Tarjeta sanitaria',
    referrer: 'Médico solicitante',
    dr: 'Dra.',
    collected: 'Extracción',
    reported: 'Informe',
    cols: ['Prueba', 'Resultado', 'Unidades', 'Valores de referencia', ''],
    comment: (d, p) => [
      `Se comunicó el valor crítico de potasio al centro solicitante el ${d}. Consultas en el teléfono `,
      p,
      '.',
    ],
    validated: 'Validado por',
    footer: 'Paciente',
    page: 'Página {n} de {N}',
    groups: ['Hemograma', 'Bioquímica', 'Perfil lipídico'],
  },
  fra: {
    title: "COMPTE RENDU D'ANALYSES",
    patient: 'Patient(e)',
    dob: 'Né(e) le',
    age: (n) => ['Âge', `${n} ans`],
    sex: 'Sexe',
    sexValue: 'F',
    pid: 'N° de dossier',
    insurance: 'N° de mutuelle',
    referrer: 'Prescripteur',
    dr: 'Dr',
    collected: 'Prélevé le',
    reported: 'Édité le',
    cols: ['Analyse', 'Résultat', 'Unité', 'Valeurs de référence', ''],
    comment: (d, p) => [
      `Résultat critique du potassium transmis au prescripteur le ${d}. Pour toute question, joindre le laboratoire au `,
      p,
      '.',
    ],
    validated: 'Validé par le biologiste',
    footer: 'Patient(e)',
    page: 'Page {n}/{N}',
    groups: ['Hématologie', 'Biochimie', 'Bilan lipidique'],
  },
  deu: {
    title: 'LABORBEFUND',
    patient: 'Patient/in',
    dob: 'Geb.-Datum',
    age: (n) => ['Alter', `${n} Jahre`],
    sex: 'Geschlecht',
    sexValue: 'w',
    pid: 'Patienten-Nr.',
    insurance: 'Versichertennummer',
    referrer: 'Einsender',
    dr: 'Dr. med.',
    collected: 'Entnahme',
    reported: 'Befunddatum',
    cols: ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich', ''],
    comment: (d, p) => [
      `Kritischer Kaliumwert am ${d} telefonisch an die Praxis durchgegeben. Rückfragen unter `,
      p,
      '.',
    ],
    validated: 'Technisch und medizinisch validiert:',
    footer: 'Patient/in',
    page: 'Seite {n} von {N}',
    groups: ['Blutbild', 'Klinische Chemie', 'Fettstoffwechsel'],
  },
  ita: {
    title: 'REFERTO DI LABORATORIO',
    patient: 'Paziente',
    dob: 'Nato/a il',
    age: (n) => ['Età', `${n} anni`],
    sex: 'Sesso',
    sexValue: 'F',
    pid: 'N. accettazione',
    insurance: 'Tessera sanitaria',
    referrer: 'Medico richiedente',
    dr: 'Dott.',
    collected: 'Prelievo',
    reported: 'Referto',
    cols: ['Esame', 'Risultato', 'Unità', 'Valori di riferimento', ''],
    comment: (d, p) => [
      `Valore critico del potassio comunicato al medico richiedente il ${d}. Per informazioni telefonare al `,
      p,
      '.',
    ],
    validated: 'Il Direttore del laboratorio',
    footer: 'Paziente',
    page: 'Pagina {n} di {N}',
    groups: ['Emocromo', 'Chimica clinica', 'Assetto lipidico'],
  },
  por: {
    title: 'RELATÓRIO DE ANÁLISES CLÍNICAS',
    patient: 'Utente',
    dob: 'Data de nasc.',
    age: (n) => ['Idade', `${n} anos`],
    sex: 'Sexo',
    sexValue: 'M',
    pid: 'N.º de processo',
    insurance: 'N.º de utente SNS',
    referrer: 'Médico requisitante',
    dr: 'Dr.',
    collected: 'Colheita',
    reported: 'Emissão',
    cols: ['Análise', 'Resultado', 'Unidade', 'Valores de referência', ''],
    comment: (d, p) => [
      `Valor crítico de potássio comunicado ao médico a ${d}. Esclarecimentos pelo telefone `,
      p,
      '.',
    ],
    validated: 'Validado por',
    footer: 'Utente',
    page: 'Página {n} de {N}',
    groups: ['Hemograma', 'Bioquímica', 'Perfil lipídico'],
  },
  rus: {
    title: 'РЕЗУЛЬТАТЫ ЛАБОРАТОРНЫХ ИССЛЕДОВАНИЙ',
    patient: 'Пациент',
    dob: 'Дата рождения',
    age: (n) => [
      'Возраст',
      `${n} ${n % 10 === 1 && n !== 11 ? 'год' : n % 10 >= 2 && n % 10 <= 4 && (n < 12 || n > 14) ? 'года' : 'лет'}`,
    ],
    sex: 'Пол',
    sexValue: 'ж',
    pid: 'Номер карты',
    insurance: 'Полис ОМС',
    referrer: 'Направивший врач',
    dr: 'врач',
    collected: 'Дата взятия',
    reported: 'Дата выдачи',
    cols: ['Исследование', 'Результат', 'Ед. изм.', 'Референсные значения', ''],
    comment: (d, p) => [
      `Критическое значение калия сообщено направившему врачу ${d}. Справки по телефону `,
      p,
      '.',
    ],
    validated: 'Врач КДЛ',
    footer: 'Пациент',
    page: 'Стр. {n} из {N}',
    groups: ['Общий анализ крови', 'Биохимия', 'Липидный профиль'],
  },
};

const TESTS: Array<[string, string, number, number, number]> = [
  ['WBC', '10^9/L', 4.0, 10.0, 1],
  ['RBC', '10^12/L', 4.2, 5.4, 2],
  ['HGB', 'g/dL', 12.0, 16.0, 1],
  ['HCT', '%', 36, 46, 0],
  ['PLT', '10^9/L', 150, 400, 0],
  ['MCV', 'fL', 80, 100, 0],
  ['Na', 'mmol/L', 135, 145, 0],
  ['K', 'mmol/L', 3.5, 5.1, 1],
  ['Cl', 'mmol/L', 98, 107, 0],
  ['Creatinine', 'mg/dL', 0.6, 1.1, 2],
  ['Glucose', 'mg/dL', 70, 99, 0],
  ['ALT', 'U/L', 7, 35, 0],
  ['AST', 'U/L', 10, 40, 0],
  ['TSH', 'mIU/L', 0.4, 4.0, 2],
  ['Cholesterol', 'mg/dL', 125, 200, 0],
  ['HDL', 'mg/dL', 40, 90, 0],
  ['LDL', 'mg/dL', 50, 130, 0],
  ['Triglycerides', 'mg/dL', 40, 150, 0],
];

/** Builds one lab report. */
export function labReport(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const lab = c.m('ORGANIZATION', c.chance(0.5) ? v.firm() : v.brand());
  const labAddr = v.address();
  const p = v.person();
  const doc = v.person(false);
  const bio = v.person(false);
  const birthYear = c.int(1950, 2000);
  const age = 2025 - birthYear - 1;
  const dob = c.m('DATE', v.date({ year: birthYear, shape: 'numeric' }));
  const collected = v.date({ year: 2025, shape: 'numeric' });
  const time = `${String(c.int(7, 11)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}`;
  const [ageLabel, ageText] = w.age(age);
  const phone = c.m('PHONE', v.phone(false));
  const name1 = c.m('PERSON_NAME', c.lang === 'eng' && c.chance(0.5) ? p.listed : p.full);
  const pid = c.m('ID', `${c.pick(['', 'MR', 'P-'])}${c.digits(c.int(7, 9))}`);
  const row = (a: string, b: Node, a2: string, b2: Node): Node[] => [
    { text: a, color: '#555555' },
    { text: b, bold: true },
    { text: a2, color: '#555555' },
    { text: b2 },
  ];
  const results: Node[][] = [w.cols.map((t) => ({ text: t, bold: true, fillColor: '#f1f1f1' }))];
  const repeat = c.int(1, 3);
  for (let r = 0; r < repeat; r++)
    TESTS.forEach(([test, unit, lo, hi, dp], i) => {
      if (i === 0 || i === 6 || i === 14)
        results.push([
          { text: w.groups[i === 0 ? 0 : i === 6 ? 1 : 2], colSpan: 5, italics: true },
          '',
          '',
          '',
          '',
        ]);
      const value = lo + (hi - lo) * (c.rng.next() * 1.4 - 0.2);
      const flag = value < lo ? 'L' : value > hi ? 'H' : '';
      results.push([
        test,
        { text: value.toFixed(dp), bold: !!flag },
        unit,
        `${lo.toFixed(dp)} – ${hi.toFixed(dp)}`,
        flag,
      ]);
    });
  const content: Node[] = [
    { text: w.title, fontSize: 13, bold: true, alignment: 'center', margin: [0, 0, 0, 8] },
    {
      table: {
        widths: [80, '*', 80, '*'],
        body: [
          row(w.patient, name1, w.pid, pid),
          row(w.dob, dob, ageLabel, c.m('AGE', ageText)),
          row(w.sex, w.sexValue, w.insurance, c.m('ID', v.taxId().value)),
          row(w.referrer, [`${w.dr} `, c.m('PERSON_NAME', doc.full)], w.collected, [
            c.m('DATE', collected),
            ` ${time}`,
          ]),
          row('', '', w.reported, c.m('DATE', v.date({ year: 2025, shape: 'numeric' }))),
        ],
      },
      layout: 'noBorders',
      fontSize: 8.5,
      margin: [0, 0, 0, 10],
    },
    {
      table: { headerRows: 1, widths: ['*', 55, 55, 95, 25], body: results },
      layout: 'lightHorizontalLines',
      fontSize: 8.5,
    },
    {
      text: w.comment(c.m('DATE', v.date({ year: 2025, shape: 'long' })), phone),
      fontSize: 8,
      margin: [0, 10, 0, 10],
    },
    { text: [`${w.validated} `, c.m('PERSON_NAME', bio.full)], fontSize: 8 },
  ];
  return {
    name,
    kind: 'lab-report',
    lang: c.lang,
    def: {
      pageSize: c.lang === 'eng' ? 'LETTER' : 'A4',
      pageMargins: [50, 86, 50, 56],
      defaultStyle: { font: c.pick(['Roboto', 'Liberation']), fontSize: 9 },
      content,
    },
    running: {
      header: {
        columns: [
          { text: lab, fontSize: 14, bold: true, color: '#1b4f72', width: '*' },
          {
            stack: [c.m('ADDRESS', labAddr.oneLine), phone, c.m('URL', `www.${v.domainOf(lab)}`)],
            fontSize: 7,
            alignment: 'right',
            width: 220,
          },
        ],
      },
      footer: { text: [`${w.footer}: `, name1, ' · ', dob], fontSize: 7 },
      pageLabel: w.page,
    },
    marks: c.marks,
  };
}
