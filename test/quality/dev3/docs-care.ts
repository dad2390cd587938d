/** Health documents of dev3: a discharge or referral letter and a prescription. */
import type { Block } from '../doc-model';
import type { Lang } from '../locales';
import {
  D,
  N,
  O,
  P,
  PAGE,
  TEL,
  ageOn,
  honorific,
  ld,
  nd,
  townLine,
  type Dev3Template,
  domainOf,
} from './kit';
import type { Day, Dev3Values, Person } from './values';

/** What a letter between doctors says, per language. */
interface LetterWords {
  title: string;
  re: (patient: string, born: string, mrn: string) => string;
  greeting: string;
  body: (p: {
    name: string;
    age: string;
    from: string;
    to: string;
    gp: string;
    town: string;
  }) => string;
  findings: string;
  plan: (next: string, phone: string) => string;
  closing: string;
  insurance: string;
  mrnLabel: string;
  fax: string;
  dr: string;
}

const AGE = (n: number) => P('AGE', String(n));

const LETTER: Record<Lang, LetterWords> = {
  en: {
    title: 'Discharge Summary',
    re: (p, b, m) => `Re: ${p}, DOB ${b}, MRN ${m}`,
    greeting: 'Dear Colleague,',
    body: (p) =>
      `${p.name} is a ${p.age}-year-old patient who was admitted on ${p.from} through the emergency department with chest pain radiating to the left arm and was discharged home on ${p.to}. Troponin was mildly elevated; coronary angiography showed a 70% stenosis of the right coronary artery, treated with one drug-eluting stent. The patient lives with family in ${p.town} and is followed by ${p.gp} in primary care.`,
    findings:
      'Discharge medications: aspirin 81 mg daily, ticagrelor 90 mg twice daily, atorvastatin 80 mg at night, metoprolol succinate 25 mg daily. No driving for one week.',
    plan: (n, ph) =>
      `Follow-up in the cardiology clinic on ${n}. Questions can be directed to the cardiology fellow on call at ${ph}.`,
    closing: 'Sincerely,',
    insurance: 'Insurance member ID',
    mrnLabel: 'MRN',
    fax: 'Fax',
    dr: 'Dr.',
  },
  es: {
    title: 'Informe de alta hospitalaria',
    re: (p, b, m) => `Paciente: ${p} · Fecha de nacimiento: ${b} · NHC: ${m}`,
    greeting: 'Estimado/a compañero/a:',
    body: (p) =>
      `Paciente de ${p.age} años que ingresa el ${p.from} procedente de Urgencias por dolor torácico opresivo irradiado a miembro superior izquierdo. Tras la coronariografía, con lesión del 70 % en coronaria derecha tratada con stent farmacoactivo, evoluciona favorablemente y es dada de alta el ${p.to}. Reside en ${p.town} y su médico de atención primaria es ${p.gp}. Se trata de ${p.name}, que acude acompañada de su hija.`,
    findings:
      'Tratamiento al alta: ácido acetilsalicílico 100 mg, ticagrelor 90 mg cada 12 horas, atorvastatina 80 mg, bisoprolol 2,5 mg. Evitar esfuerzos intensos durante un mes.',
    plan: (n, ph) =>
      `Revisión en consultas externas de Cardiología el ${n}. Para cualquier duda puede contactar con la unidad en el ${ph}.`,
    closing: 'Atentamente,',
    insurance: 'N.º tarjeta sanitaria (CIP)',
    mrnLabel: 'NHC',
    fax: 'Fax',
    dr: 'Dr.',
  },
  fr: {
    title: "Compte rendu d'hospitalisation",
    re: (p, b, m) => `Objet : ${p}, née le ${b} - IPP ${m}`,
    greeting: 'Cher Confrère,',
    body: (p) =>
      `J'ai pris en charge dans le service ${p.name}, ${p.age} ans, hospitalisée du ${p.from} au ${p.to} pour un syndrome coronarien aigu. La coronarographie a mis en évidence une sténose serrée de la coronaire droite, traitée par angioplastie avec pose d'un stent actif. La patiente, domiciliée à ${p.town}, est suivie en ville par ${p.gp}, à qui une copie de ce courrier est adressée.`,
    findings:
      'Traitement de sortie : aspirine 75 mg, ticagrélor 90 mg matin et soir, atorvastatine 80 mg, bisoprolol 2,5 mg. Arrêt de travail de quinze jours.',
    plan: (n, ph) =>
      `Consultation de contrôle prévue le ${n}. Le secrétariat de cardiologie reste joignable au ${ph}.`,
    closing: 'Bien confraternellement,',
    insurance: 'N° de sécurité sociale',
    mrnLabel: 'IPP',
    fax: 'Fax',
    dr: 'Dr',
  },
  de: {
    title: 'Entlassungsbrief',
    re: (p, b, m) => `Betreff: ${p}, geb. ${b}, Fall-Nr. ${m}`,
    greeting: 'Sehr geehrte Frau Kollegin, sehr geehrter Herr Kollege,',
    body: (p) =>
      `wir berichten über ${p.name}, ${p.age} Jahre, die/der sich vom ${p.from} bis zum ${p.to} in unserer stationären Behandlung befand. Die Aufnahme erfolgte über die Notaufnahme bei akutem Thoraxschmerz. Koronarangiographisch zeigte sich eine hochgradige Stenose der rechten Koronararterie, die mit einem medikamentenbeschichteten Stent versorgt wurde. Die Weiterbetreuung erfolgt wohnortnah in ${p.town} durch ${p.gp}.`,
    findings:
      'Medikation bei Entlassung: ASS 100 mg 1-0-0, Ticagrelor 90 mg 1-0-1, Atorvastatin 40 mg 0-0-1, Bisoprolol 2,5 mg 1-0-0. Keine schwere körperliche Belastung für vier Wochen.',
    plan: (n, ph) => `Wiedervorstellung in unserer Ambulanz am ${n}. Rückfragen gerne unter ${ph}.`,
    closing: 'Mit freundlichen kollegialen Grüßen',
    insurance: 'Versichertennummer',
    mrnLabel: 'Fall-Nr.',
    fax: 'Fax',
    dr: 'Dr. med.',
  },
  it: {
    title: 'Lettera di dimissione',
    re: (p, b, m) => `Paziente: ${p}, nato/a il ${b} - Cartella n. ${m}`,
    greeting: 'Gentile Collega,',
    body: (p) =>
      `si dimette in data ${p.to} ${p.name}, di anni ${p.age}, ricoverato/a presso la nostra Unità Operativa dal ${p.from} per sindrome coronarica acuta. La coronarografia ha evidenziato una stenosi critica della coronaria destra, trattata con angioplastica e impianto di stent medicato. Il/La paziente, residente a ${p.town}, verrà seguito/a dal medico di medicina generale ${p.gp}.`,
    findings:
      'Terapia consigliata: acido acetilsalicilico 100 mg, ticagrelor 90 mg due volte al giorno, atorvastatina 80 mg la sera, bisoprololo 2,5 mg. Astensione dalla guida per sette giorni.',
    plan: (n, ph) =>
      `Controllo ambulatoriale cardiologico il ${n}. Per informazioni contattare il reparto al numero ${ph}.`,
    closing: 'Cordiali saluti,',
    insurance: 'Tessera sanitaria',
    mrnLabel: 'Cartella n.',
    fax: 'Fax',
    dr: 'Dott.',
  },
  pt: {
    title: 'Nota de alta',
    re: (p, b, m) => `Doente: ${p} | Data de nascimento: ${b} | Processo n.º ${m}`,
    greeting: 'Caro(a) Colega,',
    body: (p) =>
      `Referencio ${p.name}, de ${p.age} anos, internado(a) no Serviço de Cardiologia entre ${p.from} e ${p.to} por síndrome coronária aguda. O cateterismo revelou estenose significativa da coronária direita, tratada com angioplastia e implantação de stent revestido. Reside em ${p.town} e é seguido(a) no centro de saúde pelo(a) ${p.gp}.`,
    findings:
      'Medicação à data de alta: ácido acetilsalicílico 100 mg, ticagrelor 90 mg de 12/12 h, atorvastatina 80 mg ao deitar, bisoprolol 2,5 mg. Evitar conduzir durante uma semana.',
    plan: (n, ph) => `Consulta de reavaliação marcada para ${n}. Contacto do serviço: ${ph}.`,
    closing: 'Com os melhores cumprimentos,',
    insurance: 'N.º de utente SNS',
    mrnLabel: 'Processo n.º',
    fax: 'Fax',
    dr: 'Dr.',
  },
  ru: {
    title: 'Выписной эпикриз',
    re: (p, b, m) => `Пациент: ${p}, дата рождения ${b}, медицинская карта № ${m}`,
    greeting: 'Уважаемый коллега!',
    body: (p) =>
      `${p.name}, ${p.age} лет, находился(ась) на стационарном лечении в кардиологическом отделении с ${p.from} по ${p.to} с диагнозом: острый коронарный синдром. Выполнена коронарография, выявлен стеноз правой коронарной артерии 70%, проведено стентирование. Пациент проживает в г. ${p.town}, наблюдается у участкового терапевта ${p.gp}.`,
    findings:
      'Рекомендовано: ацетилсалициловая кислота 100 мг, тикагрелор 90 мг 2 раза в день, аторвастатин 40 мг на ночь, бисопролол 2,5 мг. Ограничить физические нагрузки на месяц.',
    plan: (n, ph) => `Повторный приём кардиолога ${n}. Справки по телефону ${ph}.`,
    closing: 'С уважением,',
    insurance: 'Полис ОМС',
    mrnLabel: 'Карта №',
    fax: 'Факс',
    dr: 'врач',
  },
};

/** The heading of the laboratory table. */
const LAB_TITLE: Record<Lang, string> = {
  en: 'Laboratory results',
  es: 'Resultados de laboratorio',
  fr: 'Bilan biologique',
  de: 'Laborwerte',
  it: 'Esami di laboratorio',
  pt: 'Análises clínicas',
  ru: 'Лабораторные исследования',
};

/** The first and last column headers of the laboratory table (the middle two are dates). */
const LAB_HEAD: Record<Lang, string> = {
  en: 'Test',
  es: 'Parámetro',
  fr: 'Examen',
  de: 'Parameter',
  it: 'Esame',
  pt: 'Parâmetro',
  ru: 'Показатель',
};
const REF_HEAD: Record<Lang, string> = {
  en: 'Reference',
  es: 'Referencia',
  fr: 'Normes',
  de: 'Referenz',
  it: 'Riferimento',
  pt: 'Referência',
  ru: 'Норма',
};

/** Laboratory rows: names, two values and a reference range; numbers that are not personal data. */
function labRows(v: Dev3Values): string[][] {
  const comma = v.lang !== 'en';
  const num = (x: number, d: number) => (comma ? x.toFixed(d).replace('.', ',') : x.toFixed(d));
  const tests: Array<[string, number, number, number, string]> = [
    ['Hb (g/dl)', 11.5, 16.5, 1, '12.0-16.0'],
    ['Leuko (/nl)', 4, 13, 1, '4.0-10.0'],
    ['Thrombo (/nl)', 150, 420, 0, '150-400'],
    ['CRP (mg/l)', 0.5, 40, 1, '< 5.0'],
    ['Troponin T hs (ng/l)', 5, 900, 0, '< 14'],
    ['CK (U/l)', 40, 900, 0, '< 170'],
    ['Creat. (mg/dl)', 0.6, 1.6, 2, '0.50-1.10'],
    ['eGFR (ml/min)', 45, 110, 0, '> 60'],
    ['Na (mmol/l)', 133, 146, 0, '135-145'],
    ['K (mmol/l)', 3.3, 5.4, 1, '3.5-5.1'],
    ['LDL (mg/dl)', 70, 190, 0, '< 55'],
    ['HbA1c (%)', 5.1, 8.2, 1, '< 5.7'],
    ['TSH (mU/l)', 0.4, 4.5, 2, '0.27-4.20'],
  ];
  return tests.map(([name, lo, hi, d, ref]) => [
    name,
    num(lo + v.rng.next() * (hi - lo), d),
    num(lo + v.rng.next() * (hi - lo), d),
    comma ? ref.replace(/\./g, ',') : ref,
  ]);
}

/** An insurance or health-card number of the country. */
function healthCard(v: Dev3Values, who: Person, born: Day): { tag: string; value: string } {
  switch (v.lang) {
    case 'en':
      return { tag: 'ID', value: `${v.letters(3)}${v.digits(9)}` };
    case 'es':
      return { tag: 'ID', value: `${v.letters(4)}${v.digits(6)}${v.letters(2)}${v.digits(2)}` };
    case 'fr':
      return { tag: 'SSN', value: v.social(who, born) };
    case 'de':
      return { tag: 'ID', value: `${v.letters(1)}${v.digits(9)}` };
    case 'it':
      return { tag: 'ID', value: v.codiceFiscale(who, born) };
    case 'pt':
      return { tag: 'ID', value: v.digits(9) };
    case 'ru':
      return { tag: 'ID', value: `${v.digits(4)} ${v.digits(4)} ${v.digits(4)} ${v.digits(4)}` };
  }
}

/** A doctor's name with the title outside the mark. */
function doctor(v: Dev3Values, title: string, who: Person): string {
  // Spanish, Italian and Portuguese titles take the doctor's gender.
  const t = who.female
    ? (({ es: 'Dra.', it: 'Dott.ssa', pt: 'Dra.' } as Partial<Record<Lang, string>>)[v.lang] ??
      title)
    : title;
  return v.lang === 'ru' ? `${t} ${N(who.short)}` : `${t} ${N(who.full)}`;
}

/** A discharge letter from a hospital to the family doctor. */
export const dischargeLetter: Dev3Template = (v, name) => {
  const w = LETTER[v.lang];
  const clinic = v.pick(v.pool.clinics);
  const patient = v.person();
  const born = v.day(1940, 1980);
  const from = v.day(2024, 2025);
  const to = v.after(from, v.int(3, 9));
  const gp = v.person();
  const author = v.person();
  const chief = v.person();
  const gpPlace = v.place();
  const town = v.place().town.split(', ')[0]!;
  const mrn = v.digits(v.int(7, 9));
  const card = healthCard(v, patient, born);
  const domain = domainOf(v, clinic);
  const nameMarked =
    v.lang === 'ru' ? N(patient.formal) : `${honorific(v, patient)} ${N(patient.full)}`;
  const blocks: Block[] = [
    {
      kind: 'lines',
      lines: [
        O(clinic),
        `${P('ADDRESS', v.street(false))} · ${townLine(v)}`,
        `${TEL[v.lang]} ${P('PHONE', v.phone(false))} · ${w.fax} ${P('PHONE', v.phone(false))} · ${P('EMAIL', `cardiologia@${domain}`)}`,
      ],
    },
    { kind: 'gap' },
    {
      kind: 'lines',
      lines: [doctor(v, w.dr, gp), P('ADDRESS', v.street(false)), townLine(v, gpPlace)],
    },
    {
      kind: 'lines',
      lines: [v.lang === 'en' ? ld(v, to) : `${P('LOCATION', town)}, ${ld(v, to)}`],
    },
    { kind: 'heading', text: w.title },
    {
      kind: 'para',
      text: w.re(
        N(v.lang === 'en' || v.lang === 'de' ? patient.formal : patient.full),
        nd(v, born),
        P('ID', mrn),
      ),
    },
    { kind: 'para', text: w.greeting },
    {
      kind: 'para',
      text: w.body({
        name: nameMarked,
        age: AGE(ageOn(born, from)),
        from: nd(v, from),
        to: nd(v, to),
        gp: doctor(v, w.dr, gp),
        town: P('LOCATION', town),
      }),
    },
    { kind: 'heading', text: LAB_TITLE[v.lang] },
    {
      kind: 'table',
      header: [LAB_HEAD[v.lang], D(v.rowDate(from)), D(v.rowDate(to)), REF_HEAD[v.lang]],
      rows: labRows(v),
      widths: [40, 18, 18, 24],
    },
    { kind: 'para', text: w.findings },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.insurance, P(card.tag, card.value)],
        [w.mrnLabel, P('ID', mrn)],
      ],
    },
    { kind: 'para', text: w.plan(D(v.longDate(v.after(to, 30))), P('PHONE', v.phone(false))) },
    { kind: 'lines', lines: [w.closing, '', doctor(v, w.dr, author), doctor(v, w.dr, chief)] },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${O(clinic)} · ${N(v.lang === 'ru' ? patient.short : patient.formal)} · ${D(v.numDate(born))}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};

/** What a prescription form says, per language. */
interface RxWords {
  title: string;
  prescriber: string;
  prescriberNo: string;
  patient: string;
  born: string;
  address: string;
  insurer: string;
  insuredNo: string;
  rxNo: string;
  date: string;
  drugs: string[];
  code: string;
  note: (pharmacy: string, phone: string) => string;
}

const RX: Record<Lang, RxWords> = {
  en: {
    title: 'Prescription',
    prescriber: 'Prescriber',
    prescriberNo: 'NPI',
    patient: 'Patient',
    born: 'DOB',
    address: 'Address',
    insurer: 'Plan',
    insuredNo: 'Member ID',
    rxNo: 'Rx #',
    date: 'Date written',
    drugs: [
      'Amoxicillin 500 mg capsules, #21, 1 cap PO TID x 7 days',
      'Ibuprofen 600 mg tablets, #30, 1 tab PO q8h PRN pain, refills: 0',
    ],
    code: 'DEA #',
    note: (ph, tel) => `Filled at ${ph}, pharmacist on duty reachable at ${tel}.`,
  },
  es: {
    title: 'Receta médica',
    prescriber: 'Médico prescriptor',
    prescriberNo: 'N.º colegiado',
    patient: 'Paciente',
    born: 'Fecha nac.',
    address: 'Domicilio',
    insurer: 'Régimen',
    insuredNo: 'CIP-SNS',
    rxNo: 'N.º de receta',
    date: 'Fecha de prescripción',
    drugs: [
      'Amoxicilina 500 mg, 1 cápsula cada 8 horas durante 7 días',
      'Ibuprofeno 600 mg, 1 comprimido cada 8 horas si dolor',
    ],
    code: 'Código de verificación',
    note: (ph, tel) => `Dispensado en ${ph} (tel. ${tel}).`,
  },
  fr: {
    title: 'Ordonnance',
    prescriber: 'Médecin',
    prescriberNo: 'N° RPPS',
    patient: 'Patient(e)',
    born: 'Né(e) le',
    address: 'Adresse',
    insurer: 'Organisme',
    insuredNo: 'N° assuré',
    rxNo: 'N° ordonnance',
    date: 'Date',
    drugs: [
      'Amoxicilline 1 g : 1 comprimé matin et soir pendant 6 jours',
      "Paracétamol 1 g : 1 comprimé jusqu'à 3 fois par jour si douleur",
    ],
    code: 'Code ALD',
    note: (ph, tel) => `Délivré par la ${ph}, tél. ${tel}.`,
  },
  de: {
    title: 'Kassenrezept',
    prescriber: 'Vertragsarzt',
    prescriberNo: 'Arzt-Nr. (LANR)',
    patient: 'Name, Vorname des Versicherten',
    born: 'geb. am',
    address: 'Anschrift',
    insurer: 'Krankenkasse bzw. Kostenträger',
    insuredNo: 'Versicherten-Nr.',
    rxNo: 'Betriebsstätten-Nr.',
    date: 'Datum',
    drugs: [
      'Amoxicillin 1000 mg Filmtabletten N1, 1-0-1',
      'Ibuprofen 600 mg Filmtabletten N2, bei Bedarf bis 3x tgl.',
    ],
    code: 'E-Rezept-Token',
    note: (ph, tel) => `Abgegeben durch ${ph}, Tel. ${tel}.`,
  },
  it: {
    title: "Ricetta elettronica - promemoria per l'assistito",
    prescriber: 'Medico prescrittore',
    prescriberNo: 'Cod. regionale',
    patient: 'Cognome e nome',
    born: 'Nato/a il',
    address: 'Indirizzo',
    insurer: 'ASL di appartenenza',
    insuredNo: 'Codice fiscale',
    rxNo: 'Codice NRE',
    date: 'Data',
    drugs: [
      'Amoxicillina 1 g compresse, 1 confezione, 1 cp ogni 12 ore',
      'Ibuprofene 400 mg, 1 confezione, al bisogno',
    ],
    code: 'Codice autenticazione',
    note: (ph, tel) => `Spedita presso ${ph}, tel. ${tel}.`,
  },
  pt: {
    title: 'Receita médica',
    prescriber: 'Médico',
    prescriberNo: 'N.º cédula profissional',
    patient: 'Utente',
    born: 'Data de nascimento',
    address: 'Morada',
    insurer: 'Entidade responsável',
    insuredNo: 'N.º de utente',
    rxNo: 'Receita n.º',
    date: 'Data',
    drugs: [
      'Amoxicilina 875 mg, 16 comprimidos, 1 de 12/12 horas',
      'Ibuprofeno 400 mg, 20 comprimidos, SOS',
    ],
    code: 'Código de acesso e dispensa',
    note: (ph, tel) => `Dispensada na ${ph}, contacto ${tel}.`,
  },
  ru: {
    title: 'Рецептурный бланк форма № 107-1/у',
    prescriber: 'Врач',
    prescriberNo: 'Код врача',
    patient: 'Ф.И.О. пациента',
    born: 'Дата рождения',
    address: 'Адрес',
    insurer: 'Медицинская организация',
    insuredNo: 'Полис ОМС',
    rxNo: 'Рецепт серия и №',
    date: 'Дата выписки',
    drugs: [
      'Rp.: Amoxicillini 0,5, D.t.d. N. 20 in caps., S. по 1 капсуле 3 раза в день',
      'Rp.: Ibuprofeni 0,4, D.t.d. N. 20 in tab., S. при боли',
    ],
    code: 'Код',
    note: (ph, tel) => `Отпущено: ${ph}, тел. ${tel}.`,
  },
};

/** A prescription: prescriber and patient fields, drugs, numbers, the pharmacy's stamp. */
export const prescription: Dev3Template = (v, name) => {
  const w = RX[v.lang];
  const doc = v.person();
  const patient = v.person();
  const born = v.day(1950, 2015);
  const date = v.day(2024, 2025);
  const clinic = v.pick(v.pool.clinics);
  const pharmacy = v.pick(
    v.pool.companies
      .filter((c) => /Farm|Apothe|Pharm|Аптек/i.test(c))
      .concat(v.pool.merchants.filter((m) => /Farm|Apothe|Pharm|Аптек/i.test(m))),
  );
  const card = healthCard(v, patient, born);
  const prescriberNo = {
    en: v.digits(10),
    es: `${v.digits(2)}/${v.digits(5)}`,
    fr: `10${v.digits(9)}`,
    de: v.digits(9),
    it: v.digits(6),
    pt: v.digits(5),
    ru: v.digits(6),
  }[v.lang];
  const rxNo = {
    en: v.digits(7),
    es: `${v.digits(4)} ${v.digits(4)} ${v.digits(4)}`,
    fr: v.digits(11),
    de: v.digits(9),
    it: `${v.digits(3)}A${v.digits(11)}`,
    pt: v.digits(19),
    ru: `${v.digits(2)}-${v.digits(2)} ${v.digits(6)}`,
  }[v.lang];
  const code =
    v.lang === 'en'
      ? `${v.letters(2)}${v.digits(7)}`
      : v.lang === 'de'
        ? v.hex(16)
        : v.digits(v.lang === 'pt' ? 6 : 4);
  const codeTag = v.lang === 'pt' ? 'PASSWORD' : 'ID';
  const blocks: Block[] = [
    {
      kind: 'lines',
      lines: [
        O(clinic),
        `${doctorLine(v, doc)}`,
        `${P('ADDRESS', v.street(false))}, ${townLine(v)} · ${TEL[v.lang]} ${P('PHONE', v.phone(false))}`,
      ],
    },
    { kind: 'heading', text: w.title },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [
          w.patient,
          N(
            v.lang === 'de' || v.lang === 'it'
              ? `${patient.family}, ${patient.given}`
              : v.lang === 'ru'
                ? patient.formal
                : patient.full,
          ),
        ],
        [w.born, nd(v, born)],
        [w.insurer, insurer(v, clinic)],
        [w.insuredNo, P(card.tag, card.value)],
        [w.prescriberNo, P('ID', prescriberNo)],
        ...(v.lang === 'en'
          ? [['Group #', P('ID', `${v.digits(5)}-${v.letters(2)}`)] as [string, string]]
          : []),
        [w.rxNo, P('ID', rxNo)],
        [w.date, nd(v, date)],
        [w.code, P(codeTag, code)],
      ],
    },
    {
      kind: 'fields',
      columns: 1,
      rows: [[w.address, `${P('ADDRESS', v.street())}, ${townLine(v)}`]],
    },
    { kind: 'lines', lines: w.drugs },
    { kind: 'lines', lines: [`${w.prescriber}: ${doctorLine(v, doc)}`, '______________________'] },
    { kind: 'para', text: w.note(O(pharmacy), P('PHONE', v.phone(false))) },
  ];
  return { name, lang: v.lang, footer: O(clinic), pageWord: PAGE[v.lang], blocks };
};

/** The insurer or health authority field of a prescription. */
function insurer(v: Dev3Values, clinic: string): string {
  switch (v.lang) {
    case 'en':
    case 'de':
      return O(v.pick(v.pool.companies.filter((c) => /Insur|versicher/i.test(c))));
    case 'fr':
      return `CPAM de ${P('LOCATION', v.place().town)}`;
    case 'it':
      return `ASL ${P('LOCATION', v.place().town)}`;
    case 'ru':
      return O(clinic);
    default:
      return 'SNS';
  }
}

/** The doctor's name line with the country's title. */
function doctorLine(v: Dev3Values, who: Person): string {
  return doctor(v, LETTER[v.lang].dr, who);
}
