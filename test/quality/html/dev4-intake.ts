/** dev4: a patient registration / intake form (labels above boxed values, insurance, history). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

interface Labels {
  title: string;
  patient: string;
  age: string;
  sex: string;
  sexes: [string, string];
  mrn: string;
  insurance: string;
  insurer: string;
  member: string;
  group: string;
  holder: string;
  gp: string;
  referring: string;
  pharmacy: string;
  history: string;
  reason: string;
  reasons: string[];
  allergies: string;
  allergyList: string[];
  meds: string;
  medList: string[];
  consent: string;
  visit: string;
  office: string;
  years: string;
  contact: string;
  insurers: string[];
}

const L: Record<Lang, Labels> = {
  en: {
    title: 'Patient Registration & Health History',
    patient: 'Patient information',
    age: 'Age',
    sex: 'Sex',
    sexes: ['Female', 'Male'],
    mrn: 'MRN',
    insurance: 'Insurance',
    insurer: 'Primary insurance',
    member: 'Member ID',
    group: 'Group #',
    holder: 'Policy holder',
    gp: 'Primary care physician',
    referring: 'Referred by',
    pharmacy: 'Preferred pharmacy phone',
    history: 'Medical history',
    reason: 'Reason for visit',
    reasons: [
      'Persistent lower back pain for three weeks',
      'Follow-up after knee arthroscopy',
      'Annual physical, fatigue and headaches',
    ],
    allergies: 'Allergies',
    allergyList: ['Penicillin', 'None known', 'Latex, shellfish'],
    meds: 'Current medications',
    medList: ['Lisinopril 10 mg daily', 'Metformin 500 mg twice daily', 'Ibuprofen as needed'],
    consent:
      'I authorize the release of medical information necessary to process insurance claims and assign benefits to the provider.',
    visit: 'Visit date',
    office: 'For office use only',
    years: 'years',
    contact: 'Emergency contact',
    insurers: ['Blue Ridge Health Plan', 'Cascade Mutual Insurance', 'Keystone Care HMO'],
  },
  es: {
    title: 'Ficha de admisión del paciente',
    patient: 'Datos del paciente',
    age: 'Edad',
    sex: 'Sexo',
    sexes: ['Mujer', 'Hombre'],
    mrn: 'Nº de historia clínica',
    insurance: 'Aseguradora',
    insurer: 'Compañía',
    member: 'Nº de tarjeta sanitaria',
    group: 'Nº de póliza',
    holder: 'Titular de la póliza',
    gp: 'Médico de cabecera',
    referring: 'Derivado por',
    pharmacy: 'Teléfono de la farmacia',
    history: 'Antecedentes',
    reason: 'Motivo de consulta',
    reasons: [
      'Dolor lumbar persistente desde hace tres semanas',
      'Revisión tras artroscopia de rodilla',
      'Chequeo anual, cansancio y cefaleas',
    ],
    allergies: 'Alergias',
    allergyList: ['Penicilina', 'No conocidas', 'Látex, marisco'],
    meds: 'Medicación actual',
    medList: ['Enalapril 10 mg/día', 'Metformina 850 mg cada 12 h', 'Ibuprofeno si precisa'],
    consent:
      'Autorizo el tratamiento de mis datos de salud para la prestación de la asistencia sanitaria y la facturación a mi aseguradora.',
    visit: 'Fecha de la visita',
    office: 'A rellenar por el centro',
    years: 'años',
    contact: 'Persona de contacto',
    insurers: ['Sanitas Mediterránea', 'Asistencia Galena', 'Mutua Levantina de Salud'],
  },
  fr: {
    title: 'Fiche d’admission du patient',
    patient: 'Identité du patient',
    age: 'Âge',
    sex: 'Sexe',
    sexes: ['Féminin', 'Masculin'],
    mrn: 'N° de dossier (IPP)',
    insurance: 'Couverture',
    insurer: 'Mutuelle',
    member: 'N° d’adhérent',
    group: 'N° de contrat',
    holder: 'Assuré principal',
    gp: 'Médecin traitant',
    referring: 'Adressé par',
    pharmacy: 'Téléphone de la pharmacie',
    history: 'Antécédents',
    reason: 'Motif de consultation',
    reasons: [
      'Lombalgies persistantes depuis trois semaines',
      'Contrôle après arthroscopie du genou',
      'Bilan annuel, fatigue et céphalées',
    ],
    allergies: 'Allergies',
    allergyList: ['Pénicilline', 'Aucune connue', 'Latex, crustacés'],
    meds: 'Traitement en cours',
    medList: [
      'Ramipril 5 mg par jour',
      'Metformine 850 mg matin et soir',
      'Paracétamol si douleur',
    ],
    consent:
      'J’autorise l’établissement à transmettre à ma mutuelle les informations nécessaires au remboursement des soins.',
    visit: 'Date de la consultation',
    office: 'Cadre réservé à l’établissement',
    years: 'ans',
    contact: 'Personne à prévenir',
    insurers: ['Mutuelle des Pays de Loire', 'Harmonie Santé Ouest', 'MGEN Alpes'],
  },
  de: {
    title: 'Patientenaufnahmebogen / Anamnese',
    patient: 'Angaben zur Person',
    age: 'Alter',
    sex: 'Geschlecht',
    sexes: ['weiblich', 'männlich'],
    mrn: 'Patienten-Nr.',
    insurance: 'Versicherung',
    insurer: 'Krankenkasse',
    member: 'Versichertennummer',
    group: 'Kassen-IK',
    holder: 'Hauptversicherte/r',
    gp: 'Hausarzt/Hausärztin',
    referring: 'Überweisung von',
    pharmacy: 'Telefon der Apotheke',
    history: 'Anamnese',
    reason: 'Grund des Besuchs',
    reasons: [
      'Anhaltende Rückenschmerzen seit drei Wochen',
      'Kontrolle nach Kniearthroskopie',
      'Jährlicher Check-up, Müdigkeit und Kopfschmerzen',
    ],
    allergies: 'Allergien',
    allergyList: ['Penicillin', 'keine bekannt', 'Latex, Meeresfrüchte'],
    meds: 'Aktuelle Medikation',
    medList: ['Ramipril 5 mg 1-0-0', 'Metformin 1000 mg 1-0-1', 'Ibuprofen 400 mg bei Bedarf'],
    consent:
      'Ich willige ein, dass die Praxis Befunde an meine weiterbehandelnden Ärzte und meine Krankenkasse übermittelt.',
    visit: 'Datum des Besuchs',
    office: 'Vermerke der Praxis',
    years: 'Jahre',
    contact: 'Notfallkontakt',
    insurers: ['AOK Nordwest', 'Techniker Krankenkasse', 'BARMER'],
  },
  it: {
    title: 'Scheda di accettazione del paziente',
    patient: 'Dati del paziente',
    age: 'Età',
    sex: 'Sesso',
    sexes: ['F', 'M'],
    mrn: 'N. cartella clinica',
    insurance: 'Copertura',
    insurer: 'Assicurazione sanitaria',
    member: 'N. tessera',
    group: 'N. polizza',
    holder: 'Contraente',
    gp: 'Medico di base',
    referring: 'Inviato da',
    pharmacy: 'Telefono farmacia',
    history: 'Anamnesi',
    reason: 'Motivo della visita',
    reasons: [
      'Lombalgia persistente da tre settimane',
      'Controllo dopo artroscopia del ginocchio',
      'Visita annuale, stanchezza e cefalea',
    ],
    allergies: 'Allergie',
    allergyList: ['Penicillina', 'Nessuna nota', 'Lattice, crostacei'],
    meds: 'Terapia in corso',
    medList: [
      'Ramipril 5 mg al giorno',
      'Metformina 500 mg due volte al giorno',
      'Paracetamolo al bisogno',
    ],
    consent:
      'Acconsento al trattamento dei miei dati sanitari ai fini della cura e del rimborso delle prestazioni.',
    visit: 'Data della visita',
    office: 'Riservato alla struttura',
    years: 'anni',
    contact: 'Persona da avvisare',
    insurers: ['RBM Salute Nord', 'Mutua Ligure', 'Cassa Sanitaria Adriatica'],
  },
  pt: {
    title: 'Ficha de inscrição do utente',
    patient: 'Identificação do utente',
    age: 'Idade',
    sex: 'Sexo',
    sexes: ['Feminino', 'Masculino'],
    mrn: 'N.º de processo',
    insurance: 'Subsistema / seguro',
    insurer: 'Seguradora',
    member: 'N.º de utente',
    group: 'N.º de apólice',
    holder: 'Tomador do seguro',
    gp: 'Médico de família',
    referring: 'Referenciado por',
    pharmacy: 'Telefone da farmácia',
    history: 'Antecedentes',
    reason: 'Motivo da consulta',
    reasons: [
      'Lombalgia persistente há três semanas',
      'Controlo após artroscopia do joelho',
      'Consulta anual, cansaço e cefaleias',
    ],
    allergies: 'Alergias',
    allergyList: ['Penicilina', 'Nenhuma conhecida', 'Látex, marisco'],
    meds: 'Medicação habitual',
    medList: ['Ramipril 5 mg/dia', 'Metformina 850 mg 2x/dia', 'Paracetamol em SOS'],
    consent:
      'Autorizo o tratamento dos meus dados de saúde para a prestação de cuidados e a faturação à seguradora.',
    visit: 'Data da consulta',
    office: 'A preencher pelos serviços',
    years: 'anos',
    contact: 'Contacto de emergência',
    insurers: ['Médis Norte', 'Multicare Atlântico', 'AdvanceCare Sul'],
  },
  ru: {
    title: 'Анкета пациента при первичном обращении',
    patient: 'Сведения о пациенте',
    age: 'Возраст',
    sex: 'Пол',
    sexes: ['жен.', 'муж.'],
    mrn: '№ медицинской карты',
    insurance: 'Страхование',
    insurer: 'Страховая компания',
    member: 'Полис ОМС',
    group: '№ договора ДМС',
    holder: 'Страхователь',
    gp: 'Лечащий врач',
    referring: 'Направил',
    pharmacy: 'Телефон аптеки',
    history: 'Анамнез',
    reason: 'Причина обращения',
    reasons: [
      'Боли в пояснице в течение трёх недель',
      'Контроль после артроскопии коленного сустава',
      'Ежегодный осмотр, слабость и головные боли',
    ],
    allergies: 'Аллергии',
    allergyList: ['Пенициллин', 'Не выявлено', 'Латекс, морепродукты'],
    meds: 'Принимаемые препараты',
    medList: ['Лизиноприл 10 мг в сутки', 'Метформин 850 мг 2 раза в день', 'Ибупрофен при болях'],
    consent:
      'Даю согласие на обработку моих персональных данных в целях оказания медицинской помощи.',
    visit: 'Дата приёма',
    office: 'Заполняется регистратурой',
    years: 'лет',
    contact: 'Контактное лицо',
    insurers: ['АО «МедСтрах»', 'СК «Надёжный полис»', 'ООО «РЕСО-Мед Плюс»'],
  },
};

/** A filled-in intake form, 1-2 pages. */
export function intakeForm(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const clinic = v.pick(v.pools.clinics);
  const clinicAddr = v.address();
  const pt = v.person();
  const addr = v.address();
  const dob = v.day(1940, 2010);
  const visit = v.day(2024, 2025);
  const age =
    visit.getUTCFullYear() -
    dob.getUTCFullYear() -
    (visit < new Date(Date.UTC(visit.getUTCFullYear(), dob.getUTCMonth(), dob.getUTCDate()))
      ? 1
      : 0);
  const gp = v.person();
  const contact = v.person();
  const selfInsured = v.rng.next() < 0.6;
  const holder = selfInsured ? pt : contact;
  const mrn = v.ref(v.pick(['', 'MRN', 'P-']), 8);
  const memberId =
    lang === 'de'
      ? `${v.letter('ABCDEFGHKLM')}${v.digits(9)}`
      : lang === 'ru'
        ? v.digits(16)
        : v.ref(v.pick(['XJH', 'W', '']), 9);
  const font = v.pick([
    '"Liberation Sans", sans-serif',
    '"DejaVu Sans", sans-serif',
    '"Liberation Serif", serif',
  ]);
  const box = (label: string, value: string, span = 1) =>
    `<div class="fld" style="grid-column: span ${span}"><label>${esc(label)}</label><div class="val">${value}</div></div>`;
  const grid = (cells: string[], cols = 4) =>
    `<div class="grid" style="grid-template-columns: repeat(${cols}, 1fr)">${cells.join('')}</div>`;
  const tick = (on: boolean, label: string) =>
    `<span class="cb">${on ? '☒' : '☐'}</span> ${esc(label)}`;
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 9pt; color: #0d1b2a; }
header { display: grid; grid-template-columns: 1fr auto; border-bottom: 1.5pt solid #2a7f62; padding-bottom: 1.5mm; }
header .clinic { font-size: 13pt; font-weight: bold; color: #2a7f62; }
header .sub { font-size: 7.5pt; color: #444; }
header .mrn { text-align: right; font-size: 8pt; }
footer { font-size: 7pt; color: #555; display: flex; justify-content: space-between; }
h1 { font-size: 12.5pt; text-align: center; margin: 0 0 3mm; }
h2 { font-size: 9pt; text-transform: uppercase; color: #2a7f62; border-bottom: 0.6pt solid #2a7f62; margin: 3mm 0 1.5mm; }
.grid { display: grid; column-gap: 3mm; row-gap: 2mm; }
.fld label { display: block; font-size: 6.8pt; color: #555; text-transform: uppercase; }
.fld .val { border: 0.6pt solid #9ab; min-height: 4.5mm; padding: 0.6mm 1.5mm; font-size: 9.5pt; }
.cb { font-family: "DejaVu Sans", sans-serif; }
ul { margin: 1mm 0 0 5mm; padding: 0; }
p.consent { font-size: 8pt; text-align: justify; }
.office { border: 0.6pt dashed #888; padding: 2mm; font-size: 7.5pt; color: #555; margin-top: 4mm; }`,
    header:
      `<div><div class="clinic">${pii('ORGANIZATION', clinic)}</div><div class="sub">${v.addressLines(clinicAddr).join(', ')} · ${esc(w.phone)} ${pii('PHONE', v.phone(false))}</div></div>` +
      `<div class="mrn">${esc(l.mrn)}: ${pii('ID', mrn)}<br>${esc(l.visit)}: ${pii('DATE', v.dateNum(visit))}</div>`,
    footer: `<span>${pii('PERSON_NAME', pt.inverted)} · ${pii('DATE', v.dateNum(dob))}</span><span>${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span></span>`,
    blocks: [
      `<h1>${esc(l.title)}</h1>`,
      `<h2>${esc(l.patient)}</h2>` +
        grid([
          box(w.name, pii('PERSON_NAME', pt.full), 2),
          box(w.dob, pii('DATE', v.rng.next() < 0.5 ? v.dateLong(dob) : v.dateNum(dob))),
          box(l.age, `${pii('AGE', String(age))} ${esc(l.years)}`),
          box(w.address, pii('ADDRESS', addr.street), 2),
          box(lang === 'en' ? 'ZIP' : 'CP', pii('ZIP_CODE', addr.zip)),
          box(w.place, pii('LOCATION', addr.town)),
          box(w.phone, pii('PHONE', v.phone(true))),
          box(w.email, pii('EMAIL', v.email(pt)), 2),
          box(l.sex, `${tick(pt.female, l.sexes[0])} &nbsp; ${tick(!pt.female, l.sexes[1])}`),
        ]),
      `<h2>${esc(l.insurance)}</h2>` +
        grid([
          box(l.insurer, pii('ORGANIZATION', v.pick(l.insurers)), 2),
          box(l.member, pii('ID', memberId)),
          box(l.group, pii('ID', v.ref('', 6))),
          box(l.holder, pii('PERSON_NAME', holder.full), 2),
          box(w.dob, pii('DATE', v.dateNum(selfInsured ? dob : v.day(1950, 1995)))),
          box(
            lang === 'en' ? 'SSN (last 4)' : l.mrn,
            lang === 'en' ? pii('SSN', `XXX-XX-${v.digits(4)}`) : pii('ID', mrn),
          ),
        ]),
      `<h2>${esc(l.contact)}</h2>` +
        grid([
          box(w.name, pii('PERSON_NAME', contact.full), 2),
          box(w.phone, pii('PHONE', v.phone(true))),
          box(w.email, pii('EMAIL', v.email(contact))),
        ]),
      `<h2>${esc(l.history)}</h2>` +
        grid(
          [
            box(l.gp, `Dr. ${pii('PERSON_NAME', gp.full)}`),
            box(l.pharmacy, pii('PHONE', v.phone(false))),
            box(l.reason, esc(v.pick(l.reasons)), 2),
            box(l.allergies, esc(v.pick(l.allergyList))),
            box(
              l.meds,
              `<ul>${l.medList
                .slice(0, v.between(1, 3))
                .map((m) => `<li>${esc(m)}</li>`)
                .join('')}</ul>`,
            ),
          ],
          2,
        ),
      `<p class="consent">${esc(l.consent)}</p>` +
        grid(
          [
            box(w.signature, `<i>${pii('PERSON_NAME', pt.full)}</i>`, 2),
            box(w.date, pii('DATE', v.dateNum(visit))),
          ],
          3,
        ),
      `<div class="office">${esc(l.office)}: ${esc(l.referring)} Dr. ${pii('PERSON_NAME', v.person().full)} · ${esc(l.mrn)} ${pii('ID', mrn)}</div>`,
    ],
  });
  return { name, lang, html };
}
