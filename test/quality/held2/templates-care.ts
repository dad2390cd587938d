/**
 * Medical documents of the second held-out set: a patient registration form with labels above
 * the values (as printed intake forms have them) and a discharge letter to the family doctor.
 */
import { pii, type Block } from '../doc-model';
import { letterhead, orgFooter, organisation, PAGE_WORD, type Held2Template } from './common';
import type { Held2Lang } from './pools';

interface IntakeWords {
  title: string;
  mrn: string;
  patient: string;
  person: [string, string, string, string];
  home: [string, string, string];
  contact: [string, string, string];
  insurance: string;
  ins: [string, string, string, string];
  emergency: string;
  em: [string, string, string];
  relation: string[];
  doctor: string;
  history: string;
  conditions: string;
  meds: string;
  consent: string;
  sign: string;
  date: string;
}

const INTAKE: Record<Held2Lang, IntakeWords> = {
  en: {
    title: 'New Patient Registration',
    mrn: 'MRN',
    patient: 'Patient information',
    person: ['Last name', 'First name', 'Date of birth', 'Age'],
    home: ['Street address', 'City / State', 'ZIP'],
    contact: ['Cell phone', 'Home phone', 'Email'],
    insurance: 'Insurance',
    ins: ['Primary insurance', 'Member ID', 'Group no.', 'Subscriber'],
    emergency: 'Emergency contact',
    em: ['Name', 'Relationship', 'Phone'],
    relation: ['Spouse', 'Daughter', 'Brother', 'Friend'],
    doctor: 'Referring physician',
    history: 'Medical history',
    conditions: 'Hypertension [x], Diabetes type 2 [ ], Asthma [ ], Latex allergy [x]',
    meds: 'Current medications: Lisinopril 10 mg once daily; Atorvastatin 20 mg',
    consent:
      'I authorize the release of medical information necessary to process insurance claims and assign benefits to',
    sign: 'Signature of patient or guardian',
    date: 'Date',
  },
  es: {
    title: 'Ficha de admisión de paciente',
    mrn: 'N.º historia clínica',
    patient: 'Datos del paciente',
    person: ['Apellidos', 'Nombre', 'Fecha de nacimiento', 'Edad'],
    home: ['Domicilio', 'Localidad', 'C.P.'],
    contact: ['Móvil', 'Teléfono fijo', 'Correo electrónico'],
    insurance: 'Aseguradora',
    ins: ['Compañía', 'N.º de tarjeta', 'N.º de póliza', 'Titular'],
    emergency: 'Persona de contacto',
    em: ['Nombre', 'Parentesco', 'Teléfono'],
    relation: ['Cónyuge', 'Hija', 'Hermano', 'Madre'],
    doctor: 'Médico de cabecera',
    history: 'Antecedentes',
    conditions: 'Hipertensión [x], Diabetes [ ], Asma [ ], Alergia a penicilina [x]',
    meds: 'Medicación actual: Enalapril 20 mg, Omeprazol 20 mg en ayunas',
    consent:
      'Autorizo el tratamiento de mis datos de salud para la gestión asistencial y la facturación a',
    sign: 'Firma del paciente',
    date: 'Fecha',
  },
  fr: {
    title: "Fiche d'admission du patient",
    mrn: 'N° de dossier',
    patient: 'Identité du patient',
    person: ['Nom', 'Prénom', 'Date de naissance', 'Âge'],
    home: ['Adresse', 'Ville', 'Code postal'],
    contact: ['Portable', 'Téléphone fixe', 'E-mail'],
    insurance: 'Couverture',
    ins: ['Mutuelle', "N° d'adhérent", 'N° de contrat', 'Assuré principal'],
    emergency: 'Personne à prévenir',
    em: ['Nom', 'Lien de parenté', 'Téléphone'],
    relation: ['Conjoint', 'Fille', 'Frère', 'Mère'],
    doctor: 'Médecin traitant',
    history: 'Antécédents',
    conditions: 'HTA [x], Diabète [ ], Asthme [ ], Allergie pénicilline [x]',
    meds: 'Traitement en cours : Amlodipine 5 mg, Levothyrox 75 mcg',
    consent: "J'autorise la transmission des informations nécessaires au tiers payant à",
    sign: 'Signature du patient',
    date: 'Date',
  },
  de: {
    title: 'Patientenaufnahmebogen',
    mrn: 'Fallnummer',
    patient: 'Angaben zur Person',
    person: ['Name', 'Vorname', 'Geburtsdatum', 'Alter'],
    home: ['Straße, Hausnummer', 'Ort', 'PLZ'],
    contact: ['Mobil', 'Telefon privat', 'E-Mail'],
    insurance: 'Versicherung',
    ins: ['Krankenkasse', 'Versichertennummer', 'Kassennummer', 'Hauptversicherter'],
    emergency: 'Im Notfall zu benachrichtigen',
    em: ['Name', 'Beziehung', 'Telefon'],
    relation: ['Ehefrau', 'Sohn', 'Schwester', 'Lebensgefährte'],
    doctor: 'Überweisender Arzt',
    history: 'Vorerkrankungen',
    conditions: 'Bluthochdruck [x], Diabetes [ ], Asthma [ ], Penicillinallergie [x]',
    meds: 'Aktuelle Medikation: Ramipril 5 mg 1-0-0, Metformin 1000 mg 1-0-1',
    consent: 'Ich bin einverstanden, dass Befunde zur Abrechnung übermittelt werden an',
    sign: 'Unterschrift Patient/in',
    date: 'Datum',
  },
  it: {
    title: 'Scheda di accettazione paziente',
    mrn: 'N. cartella',
    patient: 'Dati anagrafici',
    person: ['Cognome', 'Nome', 'Data di nascita', 'Età'],
    home: ['Indirizzo', 'Comune', 'CAP'],
    contact: ['Cellulare', 'Telefono fisso', 'E-mail'],
    insurance: 'Assicurazione',
    ins: ['Compagnia', 'N. tessera', 'N. polizza', 'Contraente'],
    emergency: 'Contatto di emergenza',
    em: ['Nome', 'Parentela', 'Telefono'],
    relation: ['Coniuge', 'Figlia', 'Fratello', 'Madre'],
    doctor: 'Medico curante',
    history: 'Anamnesi',
    conditions: 'Ipertensione [x], Diabete [ ], Asma [ ], Allergia a penicillina [x]',
    meds: 'Terapia in corso: Ramipril 5 mg, Cardioaspirina 100 mg',
    consent: 'Autorizzo il trattamento dei dati sanitari ai fini del rimborso da parte di',
    sign: 'Firma del paziente',
    date: 'Data',
  },
  pt: {
    title: 'Ficha de inscrição do utente',
    mrn: 'N.º de processo',
    patient: 'Identificação',
    person: ['Apelido', 'Nome', 'Data de nascimento', 'Idade'],
    home: ['Morada', 'Localidade', 'Código postal'],
    contact: ['Telemóvel', 'Telefone', 'E-mail'],
    insurance: 'Seguro de saúde',
    ins: ['Seguradora', 'N.º de cartão', 'N.º de apólice', 'Tomador'],
    emergency: 'Contacto de emergência',
    em: ['Nome', 'Parentesco', 'Telefone'],
    relation: ['Cônjuge', 'Filha', 'Irmão', 'Mãe'],
    doctor: 'Médico de família',
    history: 'Antecedentes pessoais',
    conditions: 'Hipertensão [x], Diabetes [ ], Asma [ ], Alergia à penicilina [x]',
    meds: 'Medicação habitual: Losartan 50 mg, Sinvastatina 20 mg',
    consent: 'Autorizo a comunicação dos dados necessários à faturação a',
    sign: 'Assinatura do utente',
    date: 'Data',
  },
  ru: {
    title: 'Анкета пациента при поступлении',
    mrn: 'Номер медкарты',
    patient: 'Сведения о пациенте',
    person: ['Фамилия', 'Имя', 'Дата рождения', 'Возраст'],
    home: ['Адрес', 'Город', 'Индекс'],
    contact: ['Мобильный', 'Домашний телефон', 'Эл. почта'],
    insurance: 'Страхование',
    ins: ['Страховая компания', 'Номер полиса ОМС', 'Номер ДМС', 'Страхователь'],
    emergency: 'Контактное лицо',
    em: ['ФИО', 'Степень родства', 'Телефон'],
    relation: ['Супруга', 'Дочь', 'Брат', 'Мать'],
    doctor: 'Направивший врач',
    history: 'Анамнез',
    conditions: 'Гипертония [x], Диабет [ ], Астма [ ], Аллергия на пенициллин [x]',
    meds: 'Принимаемые препараты: Лозартан 50 мг, Аторвастатин 20 мг',
    consent: 'Даю согласие на передачу сведений, необходимых для оплаты лечения, в',
    sign: 'Подпись пациента',
    date: 'Дата',
  },
};

/** A patient registration form with the labels above the values, in table rows. */
export const intakeForm: Held2Template = (v, name) => {
  const w = INTAKE[v.lang];
  const clinic = organisation(v, 'clinics');
  const insurer = pii('ORGANIZATION', v.org('insurers'));
  const p = v.person();
  const birth = v.day(1938, 2006);
  const now = v.day(2024, 2025);
  const home = v.address();
  const kin = v.person();
  const doctor = v.person();
  const holder = v.chance(0.5) ? v.name(p) : v.name(kin);
  const blocks: Block[] = [
    letterhead(v, clinic),
    { kind: 'heading', text: w.title },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.mrn, v.ref(v.pick(['', 'MR', 'P-']), v.int(6, 8))],
        [w.date, v.date(now)],
      ],
    },
    { kind: 'heading', text: w.patient },
    {
      kind: 'table',
      header: w.person,
      rows: [[v.name(p, 'last'), v.name(p, 'first'), v.date(birth), v.age(birth, now)]],
      widths: [30, 30, 25, 15],
    },
    {
      kind: 'table',
      header: w.home,
      rows: [[home.street, home.town, home.zip]],
      widths: [50, 32, 18],
    },
    {
      kind: 'table',
      header: w.contact,
      rows: [[v.phone(true), v.phone(false), v.email(p)]],
      widths: [26, 26, 48],
    },
    { kind: 'heading', text: w.insurance },
    {
      kind: 'table',
      header: w.ins,
      rows: [
        [
          insurer,
          v.ref(v.pick(['', 'W', 'XJ']), v.int(8, 11)),
          v.ref(v.pick(['', 'GRP-', 'G']), v.int(5, 7)),
          holder,
        ],
      ],
      widths: [28, 24, 20, 28],
    },
    { kind: 'heading', text: w.emergency },
    {
      kind: 'table',
      header: w.em,
      rows: [[v.name(kin), v.pick(w.relation), v.phone(true)]],
      widths: [45, 25, 30],
    },
    { kind: 'fields', columns: 1, rows: [[w.doctor, `Dr. ${v.name(doctor)}, ${v.phone(false)}`]] },
    { kind: 'heading', text: w.history },
    { kind: 'para', text: w.conditions },
    { kind: 'para', text: w.meds },
    { kind: 'para', text: `${w.consent} ${insurer}.` },
    {
      kind: 'columns',
      left: `______________________\n${w.sign}`,
      right: `${v.date(now)}\n${w.date}`,
    },
  ];
  return { name, lang: v.lang, footer: orgFooter(v, clinic), pageWord: PAGE_WORD[v.lang], blocks };
};

interface DischargeWords {
  title: string;
  re: string;
  born: string;
  years: (n: string) => string;
  mrn: string;
  dear: (doctor: string) => string;
  admitted: (patient: string, from: string, to: string) => string;
  findings: string;
  course: (patient: string) => string;
  followUp: (date: string, phone: string) => string;
  regards: string;
  roles: [string, string];
  cc: string;
}

const DISCHARGE: Record<Held2Lang, DischargeWords> = {
  en: {
    title: 'Discharge Summary',
    re: 'Re:',
    born: 'DOB',
    years: (n) => `${n} y/o`,
    mrn: 'MRN',
    dear: (d) => `Dear Dr. ${d},`,
    admitted: (p, a, b) =>
      `your patient ${p} was admitted to our cardiology unit on ${a} and discharged home on ${b}.`,
    findings:
      'Diagnosis: NSTEMI (ICD-10 I21.4). Echocardiogram showed an ejection fraction of 55%. Troponin peaked at 2.1 ng/mL.',
    course: (p) =>
      `The hospital course was uneventful. ${p} tolerated the procedure well and was mobilized on day 2. Please continue dual antiplatelet therapy for 12 months.`,
    followUp: (d, t) =>
      `A follow-up appointment is scheduled for ${d} at 10:30 am. For questions the ward can be reached at ${t}.`,
    regards: 'Sincerely,',
    roles: ['Attending Cardiologist', 'Resident Physician'],
    cc: 'cc:',
  },
  es: {
    title: 'Informe de alta',
    re: 'Paciente:',
    born: 'F. nac.',
    years: (n) => `${n} años`,
    mrn: 'NHC',
    dear: (d) => `Estimado/a Dr./Dra. ${d}:`,
    admitted: (p, a, b) =>
      `le remitimos el informe de su paciente ${p}, que ingresó en el servicio de Cardiología el ${a} y fue dado/a de alta el ${b}.`,
    findings:
      'Diagnóstico principal: síndrome coronario agudo sin elevación del ST (CIE-10 I21.4). FEVI conservada del 55 %.',
    course: (p) =>
      `Evolución favorable. ${p} toleró bien el procedimiento y deambuló al segundo día. Debe mantener doble antiagregación durante 12 meses.`,
    followUp: (d, t) =>
      `Tiene cita de revisión el ${d} a las 10:30 h. Para cualquier duda puede llamar a la planta al ${t}.`,
    regards: 'Atentamente,',
    roles: ['Facultativo especialista', 'Médico residente'],
    cc: 'c.c.:',
  },
  fr: {
    title: "Compte rendu d'hospitalisation",
    re: 'Patient :',
    born: 'né(e) le',
    years: (n) => `${n} ans`,
    mrn: 'IPP',
    dear: (d) => `Cher confrère, Docteur ${d},`,
    admitted: (p, a, b) =>
      `votre patient(e) ${p} a été hospitalisé(e) dans notre service de cardiologie du ${a} au ${b}.`,
    findings: 'Diagnostic : SCA ST- (CIM-10 I21.4). FEVG à 55 %. Pic de troponine à 2,1 ng/mL.',
    course: (p) =>
      `Les suites ont été simples. ${p} a bien toléré le geste et a été mobilisé(e) dès J2. Bithérapie antiplaquettaire à poursuivre 12 mois.`,
    followUp: (d, t) =>
      `Un rendez-vous de contrôle est prévu le ${d} à 10 h 30. Le secrétariat du service est joignable au ${t}.`,
    regards: 'Bien confraternellement,',
    roles: ['Praticien hospitalier', 'Interne'],
    cc: 'Copie :',
  },
  de: {
    title: 'Entlassungsbrief',
    re: 'Betreff:',
    born: 'geb.',
    years: (n) => `${n} Jahre`,
    mrn: 'Fall-Nr.',
    dear: (d) => `Sehr geehrte/r Frau/Herr Dr. ${d},`,
    admitted: (p, a, b) =>
      `wir berichten über Ihre/n Patientin/Patienten ${p}, die/der sich vom ${a} bis zum ${b} in unserer stationären Behandlung befand.`,
    findings:
      'Diagnose: NSTEMI (ICD-10 I21.4). Echokardiographisch LVEF 55 %. Troponin maximal 2,1 ng/ml.',
    course: (p) =>
      `Der Verlauf war komplikationslos. ${p} wurde am zweiten Tag mobilisiert. Die duale Plättchenhemmung ist für 12 Monate fortzuführen.`,
    followUp: (d, t) =>
      `Ein Kontrolltermin ist für den ${d} um 10:30 Uhr vereinbart. Rückfragen gerne unter ${t}.`,
    regards: 'Mit freundlichen kollegialen Grüßen',
    roles: ['Oberarzt', 'Assistenzärztin'],
    cc: 'Kopie an:',
  },
  it: {
    title: 'Lettera di dimissione',
    re: 'Oggetto:',
    born: 'nato/a il',
    years: (n) => `${n} anni`,
    mrn: 'N. nosologico',
    dear: (d) => `Gentile Dott. ${d},`,
    admitted: (p, a, b) =>
      `Le comunichiamo che il/la Suo/a paziente ${p} è stato/a ricoverato/a presso la nostra Cardiologia dal ${a} al ${b}.`,
    findings: 'Diagnosi: NSTEMI (ICD-9-CM 410.71). FE 55 %. Picco di troponina 2,1 ng/ml.',
    course: (p) =>
      `Il decorso è stato regolare. ${p} è stato/a mobilizzato/a in seconda giornata. Proseguire doppia antiaggregazione per 12 mesi.`,
    followUp: (d, t) =>
      `La visita di controllo è fissata per il ${d} alle ore 10:30. Per informazioni il reparto risponde al ${t}.`,
    regards: 'Cordiali saluti,',
    roles: ['Dirigente medico', 'Medico specializzando'],
    cc: 'P.c.:',
  },
  pt: {
    title: 'Nota de alta',
    re: 'Utente:',
    born: 'nasc.',
    years: (n) => `${n} anos`,
    mrn: 'N.º de processo',
    dear: (d) => `Caro(a) colega, Dr(a). ${d},`,
    admitted: (p, a, b) =>
      `informamos que o(a) seu(sua) doente ${p} esteve internado(a) no nosso Serviço de Cardiologia de ${a} a ${b}.`,
    findings:
      'Diagnóstico: EAM sem supra ST (CID-10 I21.4). FEVE 55 %. Troponina máxima 2,1 ng/mL.',
    course: (p) =>
      `A evolução foi favorável. ${p} levantou-se ao segundo dia. Manter dupla antiagregação durante 12 meses.`,
    followUp: (d, t) =>
      `Tem consulta de seguimento marcada para ${d} às 10h30. Para esclarecimentos contacte o serviço pelo ${t}.`,
    regards: 'Com os melhores cumprimentos,',
    roles: ['Assistente hospitalar', 'Interno de formação específica'],
    cc: 'C/c:',
  },
  ru: {
    title: 'Выписной эпикриз',
    re: 'Пациент:',
    born: 'дата рождения',
    years: (n) => `возраст ${n}`,
    mrn: 'Медкарта №',
    dear: (d) => `Уважаемый(ая) ${d}!`,
    admitted: (p, a, b) =>
      `Сообщаем, что ваш пациент ${p} находился на лечении в кардиологическом отделении с ${a} по ${b}.`,
    findings: 'Диагноз: ИМ без подъёма ST (МКБ-10 I21.4). ФВ ЛЖ 55 %. Тропонин до 2,1 нг/мл.',
    course: (p) =>
      `Течение без осложнений. ${p} активизирован(а) на вторые сутки. Двойная антиагрегантная терапия 12 месяцев.`,
    followUp: (d, t) =>
      `Повторный приём назначен на ${d} в 10:30. Справки по телефону отделения ${t}.`,
    regards: 'С уважением,',
    roles: ['Заведующий отделением', 'Лечащий врач'],
    cc: 'Копия:',
  },
};

/** A discharge letter: hospital letterhead, GP's address, subject line, prose, two signatures. */
export const dischargeLetter: Held2Template = (v, name) => {
  const w = DISCHARGE[v.lang];
  const hospital = organisation(v, 'clinics');
  const p = v.person();
  const gp = v.person();
  const [a, b] = [v.person(), v.person()];
  const birth = v.day(1935, 1990);
  const year = v.int(2023, 2025);
  const m = v.int(1, 10);
  const inDay = { y: year, m, d: v.int(1, 14) };
  const outDay = { y: year, m, d: inDay.d + v.int(3, 12) };
  const style = v.pick(['numeric', 'long'] as const);
  const gpHome = v.address();
  const mrn = v.ref(v.pick(['', 'H', '20']), v.int(6, 8));
  const blocks: Block[] = [
    letterhead(v, hospital),
    {
      kind: 'lines',
      lines: [`${v.lang === 'ru' ? 'Врачу' : 'Dr.'} ${v.name(gp)}`, ...gpHome.lines],
    },
    { kind: 'para', text: `${v.town()}, ${v.date(outDay, 'long')}` },
    { kind: 'heading', text: w.title },
    {
      kind: 'para',
      text: `${w.re} ${v.name(p, 'caps')}, ${w.born} ${v.date(birth)} (${w.years(v.age(birth, outDay))}), ${w.mrn} ${mrn}`,
    },
    { kind: 'para', text: w.dear(v.name(gp, v.lang === 'ru' ? 'full' : 'last')) },
    { kind: 'para', text: w.admitted(v.name(p), v.date(inDay, style), v.date(outDay, style)) },
    { kind: 'para', text: w.findings },
    { kind: 'para', text: w.course(v.formal(p)) },
    {
      kind: 'para',
      text: w.followUp(v.date({ y: year, m: m + 2, d: v.int(1, 28) }, style), v.phone(false)),
    },
    { kind: 'para', text: w.regards },
    {
      kind: 'columns',
      left: `${v.name(a)}\n${w.roles[0]}`,
      right: `${v.name(b, 'initial')}\n${w.roles[1]}`,
    },
    { kind: 'para', text: `${w.cc} ${v.name(p)}, ${w.mrn} ${mrn}` },
  ];
  return {
    name,
    lang: v.lang,
    footer: orgFooter(v, hospital),
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};
