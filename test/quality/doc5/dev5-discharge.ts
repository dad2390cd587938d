/** dev5 kind: a hospital discharge summary (two-column patient block, narrative, rotated margin note). */
import { LABELS } from '../labels';
import { assemble, fieldTable, type Writer } from './kit';

/** A discharge summary sent to the family doctor, with the patient's data repeated in the header. */
export function dischargeSummary(w: Writer): string {
  const { v } = w;
  const L = LABELS[w.lang];
  const hospital = v.pick(v.p.hospitals);
  const ha = v.address();
  const patient = v.person();
  const pa = v.address();
  const doctor = v.person();
  const gp = v.person();
  const relative = v.person();
  const mrn = `${v.int(10, 99)}${v.digits(6)}`;
  const admitted = v.date(2025, 2025);
  const discharged = v.date(2025, 2025);
  const age = v.int(23, 91);
  const ageText = w.raw([
    `${age} years`,
    `${age} años`,
    `${age} ans`,
    `${age} Jahre`,
    `${age} anni`,
    `${age} anos`,
    `${age} лет`,
  ]);
  const upperName = `${patient.last.toUpperCase()} ${patient.first}`;
  const dr = w.t(['Dr', 'Dra.', 'Dr', 'Dr.', 'Dott.', 'Dr.', 'врач']);
  const head = `<div style="display:flex;justify-content:space-between"><div><b>${w.m('ORGANIZATION', hospital)}</b><br>${w.m('ADDRESS', ha.street)} · ${w.m('ZIP_CODE', ha.zip)} ${w.m('LOCATION', ha.town)}</div><div class="right">${w.t(['Patient', 'Paciente', 'Patient(e)', 'Patient/in', 'Paziente', 'Doente', 'Пациент'])}: ${w.m('PERSON_NAME', upperName)}<br>${L.mrn}: ${w.m('ID', mrn)}</div></div>`;
  const foot = `${w.t(['Confidential medical information', 'Información clínica confidencial', 'Document médical confidentiel', 'Vertrauliche ärztliche Mitteilung', 'Documento sanitario riservato', 'Informação clínica confidencial', 'Врачебная тайна'])} — ${w.m('ORGANIZATION', hospital)}`;
  const narrative = [
    w.t([
      'The patient was admitted through the emergency department with chest pain radiating to the left arm. Troponin was raised on the second sample; coronary angiography showed a single-vessel stenosis which was stented without complication.',
      'El paciente ingresó por urgencias por dolor torácico irradiado al brazo izquierdo. La troponina se elevó en la segunda muestra; la coronariografía mostró una estenosis de un vaso, tratada con stent sin complicaciones.',
      'Le patient a été admis par les urgences pour une douleur thoracique irradiant au bras gauche. La troponine était élevée au second prélèvement ; la coronarographie a montré une sténose monotronculaire traitée par stent sans complication.',
      'Die Aufnahme erfolgte über die Notaufnahme mit linksthorakalen Schmerzen mit Ausstrahlung in den linken Arm. Troponin in der zweiten Kontrolle erhöht; die Koronarangiographie zeigte eine Eingefäßstenose, die komplikationslos gestentet wurde.',
      'Il paziente è stato ricoverato dal pronto soccorso per dolore toracico irradiato al braccio sinistro. La troponina era aumentata al secondo prelievo; la coronarografia ha mostrato una stenosi monovasale trattata con stent senza complicanze.',
      'O doente foi admitido pela urgência com dor torácica irradiada ao braço esquerdo. A troponina subiu na segunda colheita; o cateterismo mostrou estenose de um vaso, tratada com stent sem complicações.',
      'Пациент поступил через приёмное отделение с болью за грудиной с иррадиацией в левую руку. Тропонин повышен во второй пробе; при коронарографии выявлен стеноз одной артерии, выполнено стентирование без осложнений.',
    ]),
    w.t([
      'Mobilised on day two, discharged home in a stable condition. Wife informed by telephone.',
      'Movilización al segundo día; alta a domicilio en situación estable. Se informó a la familia por teléfono.',
      'Mobilisation à J2, retour à domicile en état stable. Famille prévenue par téléphone.',
      'Mobilisation ab Tag zwei, Entlassung nach Hause in stabilem Zustand. Angehörige telefonisch informiert.',
      'Mobilizzato in seconda giornata, dimesso a domicilio in condizioni stabili. Familiari informati telefonicamente.',
      'Levante ao segundo dia, alta para o domicílio em situação estável. Família informada por telefone.',
      'Активизирован на вторые сутки, выписан домой в стабильном состоянии. Родственники извещены по телефону.',
    ]),
  ];
  const body = `<div class="gutter">
<div class="rot">${L.mrn} ${w.m('ID', mrn)} · ${w.m('PERSON_NAME', upperName)}</div>
<p class="right">${w.m('LOCATION', ha.town)}, ${w.m('DATE', discharged)}</p>
<p>${w.t(['To', 'A la atención de', 'À l’attention du', 'An', 'Alla c.a. del', 'Ao cuidado de', 'Кому'])}: ${dr} ${w.m('PERSON_NAME', gp.full)}<br>${w.m('ADDRESS', v.address().street)}</p>
<h1>${w.t(['Discharge summary', 'Informe de alta', 'Compte rendu d’hospitalisation', 'Entlassungsbrief', 'Lettera di dimissione', 'Nota de alta', 'Выписной эпикриз'])}</h1>
<div class="cols2">
${fieldTable([
  [L.name, w.m('PERSON_NAME', patient.full)],
  [L.dob, `${w.m('DATE', v.birthDate())} (${w.m('AGE', ageText)})`],
  [
    L.address,
    `${w.m('ADDRESS', pa.street)}, ${w.m('ZIP_CODE', pa.zip)} ${w.m('LOCATION', pa.town)}`,
  ],
  [L.phone, w.m('PHONE', patient.phone)],
  [L.nationalId, w.m('SSN', v.ssn())],
  [L.memberId, w.m('ID', `${v.letters(1)}${v.digits(9)}`)],
  [
    w.t(['Admitted', 'Ingreso', 'Entrée', 'Aufnahme', 'Ricovero', 'Admissão', 'Поступил']),
    w.m('DATE', admitted),
  ],
  [
    w.t(['Discharged', 'Alta', 'Sortie', 'Entlassung', 'Dimissione', 'Alta', 'Выписан']),
    w.m('DATE', discharged),
  ],
  [L.emergency, `${w.m('PERSON_NAME', relative.full)}, ${w.m('PHONE', relative.phone)}`],
])}
</div>
<h2>${w.t(['Course', 'Evolución', 'Évolution', 'Verlauf', 'Decorso', 'Evolução', 'Течение заболевания'])}</h2>
${narrative.map((p) => `<p>${p}</p>`).join('')}
<h2>${w.t(['Medication on discharge', 'Tratamiento al alta', 'Traitement de sortie', 'Entlassmedikation', 'Terapia alla dimissione', 'Medicação à alta', 'Рекомендованная терапия'])}</h2>
<ul><li>ASS 100 mg 1-0-0</li><li>Ticagrelor 90 mg 1-0-1</li><li>Atorvastatin 80 mg 0-0-1</li><li>Bisoprolol 2.5 mg 1-0-0</li></ul>
<p>${w.t(['Follow-up in the cardiology clinic on', 'Revisión en consultas de cardiología el', 'Consultation de cardiologie le', 'Kardiologische Kontrolle am', 'Controllo ambulatoriale cardiologico il', 'Consulta de cardiologia em', 'Контроль у кардиолога'])} ${w.m('DATE', v.date(2025, 2025))}. ${w.t(['Questions:', 'Consultas:', 'Questions :', 'Rückfragen:', 'Informazioni:', 'Dúvidas:', 'Вопросы:'])} ${w.m(
    'EMAIL',
    `cardio.${v.digits(2)}@${
      hospital
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()
        .slice(0, 12) || 'clinic'
    }.org`,
  )}</p>
<div class="sig"><div>${dr} ${w.m('PERSON_NAME', doctor.full)}<br><span class="small">${w.t(['Consultant cardiologist', 'Facultativo especialista de Cardiología', 'Praticien hospitalier, cardiologie', 'Oberarzt Kardiologie', 'Dirigente medico, Cardiologia', 'Assistente hospitalar de Cardiologia', 'Врач-кардиолог'])}</span></div></div></div>`;
  return assemble(w.lang, {
    paper: 'A4',
    fontPt: 9,
    font: "'Liberation Serif', 'DejaVu Serif', serif",
    head,
    foot,
    body,
  });
}
