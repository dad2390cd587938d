/** held4: a laboratory report (patient banner repeated on each page, results table, comments). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

interface Labels {
  title: string;
  patient: string;
  sex: string;
  sexes: [string, string];
  collected: string;
  received: string;
  reported: string;
  orderedBy: string;
  specimen: string;
  accession: string;
  test: string;
  result: string;
  unit: string;
  ref: string;
  flag: string;
  comment: string;
  comments: string[];
  validated: string;
  insurance: string;
  panels: string[];
  ward: string;
  wards: string[];
}

const L: Record<Lang, Labels> = {
  en: {
    title: 'Laboratory Report',
    patient: 'Patient',
    sex: 'Sex',
    sexes: ['F', 'M'],
    collected: 'Collected',
    received: 'Received',
    reported: 'Reported',
    orderedBy: 'Ordering provider',
    specimen: 'Specimen',
    accession: 'Accession #',
    test: 'Test',
    result: 'Result',
    unit: 'Units',
    ref: 'Reference range',
    flag: 'Flag',
    comment: 'Comments',
    comments: [
      'Fasting specimen. Mild hypercholesterolemia; repeat lipid panel in 3 months.',
      'Results reviewed. Vitamin D insufficiency, supplementation advised.',
    ],
    validated: 'Electronically verified by',
    insurance: 'Insurance ID',
    panels: ['Complete Blood Count', 'Comprehensive Metabolic Panel', 'Lipid Panel'],
    ward: 'Location',
    wards: ['Outpatient', 'Clinic 2B'],
  },
  es: {
    title: 'Informe de laboratorio',
    patient: 'Paciente',
    sex: 'Sexo',
    sexes: ['M', 'V'],
    collected: 'Extracción',
    received: 'Recepción',
    reported: 'Validación',
    orderedBy: 'Médico solicitante',
    specimen: 'Muestra',
    accession: 'Nº de petición',
    test: 'Prueba',
    result: 'Resultado',
    unit: 'Unidades',
    ref: 'Valores de referencia',
    flag: '',
    comment: 'Observaciones',
    comments: [
      'Muestra en ayunas. Hipercolesterolemia leve; repetir perfil lipídico en 3 meses.',
      'Déficit de vitamina D; se recomienda suplementación.',
    ],
    validated: 'Validado por',
    insurance: 'CIP / tarjeta sanitaria',
    panels: ['Hemograma', 'Bioquímica', 'Perfil lipídico'],
    ward: 'Procedencia',
    wards: ['Atención primaria', 'Consultas externas'],
  },
  fr: {
    title: 'Compte rendu d’analyses de biologie médicale',
    patient: 'Patient(e)',
    sex: 'Sexe',
    sexes: ['F', 'M'],
    collected: 'Prélevé le',
    received: 'Reçu le',
    reported: 'Validé le',
    orderedBy: 'Prescripteur',
    specimen: 'Échantillon',
    accession: 'N° de dossier',
    test: 'Analyse',
    result: 'Résultat',
    unit: 'Unité',
    ref: 'Valeurs de référence',
    flag: '',
    comment: 'Commentaire',
    comments: [
      'Prélèvement à jeun. Hypercholestérolémie modérée, à contrôler dans 3 mois.',
      'Insuffisance en vitamine D ; supplémentation conseillée.',
    ],
    validated: 'Biologiste',
    insurance: 'N° de sécurité sociale',
    panels: ['Hémogramme', 'Biochimie', 'Bilan lipidique'],
    ward: 'Service',
    wards: ['Externe', 'Consultation'],
  },
  de: {
    title: 'Laborbefund',
    patient: 'Patient/in',
    sex: 'Geschlecht',
    sexes: ['w', 'm'],
    collected: 'Entnahme',
    received: 'Eingang',
    reported: 'Befundet',
    orderedBy: 'Einsender',
    specimen: 'Material',
    accession: 'Auftragsnr.',
    test: 'Untersuchung',
    result: 'Ergebnis',
    unit: 'Einheit',
    ref: 'Referenzbereich',
    flag: '',
    comment: 'Kommentar',
    comments: [
      'Nüchternblut. Leichte Hypercholesterinämie, Kontrolle in 3 Monaten empfohlen.',
      'Vitamin-D-Mangel, Substitution empfohlen.',
    ],
    validated: 'Technisch und medizinisch freigegeben von',
    insurance: 'Versicherten-Nr.',
    panels: ['Kleines Blutbild', 'Klinische Chemie', 'Lipide'],
    ward: 'Station',
    wards: ['Ambulanz', 'Praxis'],
  },
  it: {
    title: 'Referto di laboratorio',
    patient: 'Paziente',
    sex: 'Sesso',
    sexes: ['F', 'M'],
    collected: 'Prelievo',
    received: 'Accettazione',
    reported: 'Refertato',
    orderedBy: 'Medico richiedente',
    specimen: 'Campione',
    accession: 'N. accettazione',
    test: 'Esame',
    result: 'Risultato',
    unit: 'Unità',
    ref: 'Valori di riferimento',
    flag: '',
    comment: 'Note',
    comments: [
      'Prelievo a digiuno. Lieve ipercolesterolemia, ricontrollo tra 3 mesi.',
      'Carenza di vitamina D, si consiglia integrazione.',
    ],
    validated: 'Firmato digitalmente da',
    insurance: 'Codice fiscale',
    panels: ['Emocromo', 'Chimica clinica', 'Profilo lipidico'],
    ward: 'Provenienza',
    wards: ['Esterno', 'Ambulatorio'],
  },
  pt: {
    title: 'Relatório de análises clínicas',
    patient: 'Utente',
    sex: 'Sexo',
    sexes: ['F', 'M'],
    collected: 'Colheita',
    received: 'Receção',
    reported: 'Validação',
    orderedBy: 'Médico requisitante',
    specimen: 'Amostra',
    accession: 'N.º de requisição',
    test: 'Análise',
    result: 'Resultado',
    unit: 'Unidade',
    ref: 'Valores de referência',
    flag: '',
    comment: 'Observações',
    comments: [
      'Colheita em jejum. Hipercolesterolemia ligeira; repetir perfil lipídico dentro de 3 meses.',
      'Insuficiência de vitamina D; recomenda-se suplementação.',
    ],
    validated: 'Validado por',
    insurance: 'N.º de utente SNS',
    panels: ['Hemograma', 'Bioquímica', 'Perfil lipídico'],
    ward: 'Origem',
    wards: ['Ambulatório', 'Consulta externa'],
  },
  ru: {
    title: 'Результаты лабораторных исследований',
    patient: 'Пациент',
    sex: 'Пол',
    sexes: ['ж', 'м'],
    collected: 'Дата взятия',
    received: 'Дата поступления',
    reported: 'Дата выдачи',
    orderedBy: 'Направивший врач',
    specimen: 'Биоматериал',
    accession: '№ заявки',
    test: 'Показатель',
    result: 'Результат',
    unit: 'Ед. изм.',
    ref: 'Референсные значения',
    flag: '',
    comment: 'Комментарий',
    comments: [
      'Взятие натощак. Умеренная гиперхолестеринемия, контроль через 3 месяца.',
      'Недостаточность витамина D, рекомендован приём препаратов.',
    ],
    validated: 'Врач КДЛ',
    insurance: 'Полис ОМС',
    panels: ['Общий анализ крови', 'Биохимия крови', 'Липидный профиль'],
    ward: 'Отделение',
    wards: ['Поликлиника', 'Дневной стационар'],
  },
};

/** Tests: code, unit, low, high, decimals. */
const TESTS: Array<[string, string, number, number, number]> = [
  ['WBC', '10^9/L', 4, 10, 1],
  ['RBC', '10^12/L', 4.2, 5.6, 2],
  ['HGB', 'g/dL', 12, 17, 1],
  ['HCT', '%', 36, 50, 1],
  ['PLT', '10^9/L', 150, 400, 0],
  ['MCV', 'fL', 80, 98, 1],
  ['Glucose', 'mg/dL', 70, 99, 0],
  ['Creatinine', 'mg/dL', 0.6, 1.2, 2],
  ['eGFR', 'mL/min', 90, 130, 0],
  ['Sodium', 'mmol/L', 136, 145, 0],
  ['Potassium', 'mmol/L', 3.5, 5.1, 1],
  ['ALT', 'U/L', 7, 56, 0],
  ['AST', 'U/L', 10, 40, 0],
  ['Cholesterol', 'mg/dL', 120, 200, 0],
  ['HDL', 'mg/dL', 40, 80, 0],
  ['LDL', 'mg/dL', 50, 130, 0],
  ['Triglycerides', 'mg/dL', 40, 150, 0],
  ['TSH', 'mIU/L', 0.4, 4, 2],
  ['25-OH Vitamin D', 'ng/mL', 30, 100, 0],
  ['CRP', 'mg/L', 0, 5, 1],
];

/** A 1-2 page laboratory report. */
export function labReport(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const lab = v.pick(v.pools.clinics);
  const labAddr = v.address();
  const pt = v.person();
  const dob = v.day(1938, 2008);
  const doctor = v.person();
  const biologist = v.person();
  const taken = v.day(2024, 2025);
  const hhmm = () =>
    `${String(v.between(6, 18)).padStart(2, '0')}:${String(v.between(0, 59)).padStart(2, '0')}`;
  const accession = v.ref(v.pick(['', 'L', 'A-']), 9);
  const insuranceValue =
    lang === 'fr'
      ? v.ssn()
      : lang === 'it'
        ? v.taxId()
        : lang === 'ru'
          ? v.digits(16)
          : v.ref(v.pick(['', 'W', 'SNS']), 9);
  const insuranceTag = lang === 'fr' ? 'SSN' : 'ID';
  const rows: string[] = [];
  let k = 0;
  for (const panel of l.panels) {
    rows.push(`<tr class="panel"><td colspan="5">${esc(panel)}</td></tr>`);
    for (let i = 0; i < 6 + v.between(0, 3) && k < TESTS.length; i++, k++) {
      const [test, unit, lo, hi, dec] = TESTS[k]!;
      const value = lo + (hi - lo) * (v.rng.next() * 1.4 - 0.2);
      const flag = value < lo ? 'L' : value > hi ? 'H' : '';
      rows.push(
        `<tr><td>${esc(test)}</td><td class="r ${flag ? 'b' : ''}">${value.toFixed(dec)}</td><td>${esc(flag)}</td><td>${esc(unit)}</td><td>${lo.toFixed(dec)} – ${hi.toFixed(dec)}</td></tr>`,
      );
    }
  }
  const font = v.pick(['"DejaVu Sans", sans-serif', '"Liberation Sans", sans-serif']);
  const banner =
    `<table class="banner"><tr><td><span class="l">${esc(l.patient)}</span>${pii('PERSON_NAME', pt.inverted)}</td><td><span class="l">${esc(w.dob)}</span>${pii('DATE', v.dateNum(dob))}</td>` +
    `<td><span class="l">${esc(l.sex)}</span>${esc(pt.female ? l.sexes[0] : l.sexes[1])}</td><td><span class="l">${esc(l.accession)}</span>${pii('ID', accession)}</td></tr></table>`;
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 8.8pt; color: #111; }
.page > main { top: 40mm; }
header .lab { display: flex; justify-content: space-between; font-size: 7.5pt; color: #444; margin-bottom: 2mm; }
header .lab b { font-size: 11pt; color: #5b2c83; }
table.banner { width: 100%; border: 0.8pt solid #5b2c83; }
table.banner td { padding: 1mm 2mm; font-weight: bold; font-size: 9pt; }
table.banner td span.l { display: block; font-weight: normal; font-size: 6.5pt; color: #666; text-transform: uppercase; }
footer { font-size: 7pt; color: #666; display: flex; justify-content: space-between; border-top: 0.4pt solid #aaa; padding-top: 1mm; }
.info { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1.5mm 6mm; margin-bottom: 4mm; font-size: 8pt; }
.info div > span.l { color: #666; margin-right: 1.5mm; }
table.res { width: 100%; }
table.res th { text-align: left; border-bottom: 0.8pt solid #333; padding: 1mm; font-size: 8pt; }
table.res td { padding: 0.7mm 1mm; border-bottom: 0.2pt solid #e2e2e2; }
table.res tr.panel td { font-weight: bold; background: #f1ebf6; padding-top: 1.5mm; }
td.r { text-align: right; width: 20mm; }
td.b { font-weight: bold; }
.cmt { border: 0.5pt solid #aaa; padding: 2mm; margin-top: 4mm; }
.val { margin-top: 6mm; font-size: 8pt; }`,
    header: `<div class="lab"><div><b>${pii('ORGANIZATION', lab)}</b><br>${v.addressLines(labAddr).join(', ')}</div><div style="text-align:right">${esc(l.title)}<br>${esc(w.phone)} ${pii('PHONE', v.phone(false))}</div></div>${banner}`,
    footer: `<span>${pii('PERSON_NAME', pt.full)} · ${pii('ID', accession)}</span><span>${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span></span>`,
    blocks: [
      `<div class="info"><div><span class="l">${esc(l.collected)}</span>${pii('DATE', `${v.dateNum(taken)} ${hhmm()}`)}</div><div><span class="l">${esc(l.received)}</span>${pii('DATE', `${v.dateNum(taken)} ${hhmm()}`)}</div>` +
        `<div><span class="l">${esc(l.reported)}</span>${pii('DATE', v.dateNum(new Date(taken.getTime() + 86400000)))}</div>` +
        `<div><span class="l">${esc(l.orderedBy)}</span>Dr. ${pii('PERSON_NAME', doctor.full)}</div><div><span class="l">${esc(l.insurance)}</span>${pii(insuranceTag, insuranceValue)}</div>` +
        `<div><span class="l">${esc(l.ward)}</span>${esc(v.pick(l.wards))}</div><div><span class="l">${esc(w.address)}</span>${v.addressLines(v.address()).join(', ')}</div></div>`,
      `<table class="res split"><thead><tr><th>${esc(l.test)}</th><th>${esc(l.result)}</th><th>${esc(l.flag)}</th><th>${esc(l.unit)}</th><th>${esc(l.ref)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
      `<div class="cmt"><b>${esc(l.comment)}:</b> ${esc(v.pick(l.comments))}</div>`,
      `<div class="val">${esc(l.validated)}: ${pii('PERSON_NAME', biologist.full)}, ${pii('DATE', `${v.dateNum(new Date(taken.getTime() + 86400000))} ${hhmm()}`)}</div>`,
    ],
  });
  return { name, lang, html };
}
