/**
 * Development templates for numbers in their context (R1, issue 15): a payslip, an insurance
 * claim form with labels above their values and a form grid, a clinic's lab report with ID columns
 * and numeric results that are not personal, a rental desk form with identity documents and masked
 * cards, and an account access sheet with secrets in a table, each in the seven languages. Their
 * phrasing, label abbreviations ("Pers.-Nr.", "N.º", "№", "Az.") and value shapes (national IDs of
 * the seven countries) differ from the other development templates on purpose, so tuning on them
 * is tuning to classes.
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import type { Lang, Values } from './locales';
import { cityLine, type Template } from './templates-dev';

type Say = Record<Lang, string>;
const P = pii;

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letter = (v: Values) => LETTERS[v.rng.int(LETTERS.length)]!;
const letters = (v: Values, n: number) => Array.from({ length: n }, () => letter(v)).join('');
const pad = (n: number) => String(n).padStart(2, '0');

/** A tax identifier of the language's country, as printed on a payslip or a tax form. */
function taxNumber(v: Values): string {
  switch (v.lang) {
    case 'en':
      return `${v.digits(2)}-${v.digits(7)}`;
    case 'es':
      return v.rng.int(2)
        ? `${v.digits(8)}-${letter(v)}`
        : `${'XYZ'[v.rng.int(3)]}${v.digits(7)}${letter(v)}`;
    case 'fr':
      return `${v.digits(2)} ${v.digits(2)} ${v.digits(3)} ${v.digits(3)} ${v.digits(3)}`;
    case 'de':
      return v.rng.int(2) ? `${v.digits(2)}/${v.digits(3)}/${v.digits(5)}` : v.digits(11);
    case 'it':
      return `${letters(v, 6)}${v.digits(2)}${letter(v)}${v.digits(2)}${letter(v)}${v.digits(3)}${letter(v)}`;
    case 'pt':
      return `${1 + v.rng.int(2)}${v.digits(2)} ${v.digits(3)} ${v.digits(3)}`;
    case 'ru':
      return v.digits(12);
  }
}

/** A social-security number of the language's country. */
function socialNumber(v: Values): string {
  switch (v.lang) {
    case 'en':
      return `${v.digits(3)}-${v.digits(2)}-${v.digits(4)}`;
    case 'es':
      return `${v.digits(2)}/${v.digits(8)}/${v.digits(2)}`;
    case 'fr':
      return `${1 + v.rng.int(2)} ${v.digits(2)} ${v.digits(2)} ${v.digits(2)} ${v.digits(3)} ${v.digits(3)} ${v.digits(2)}`;
    case 'de':
      return `${v.digits(2)} ${v.digits(6)} ${letter(v)} ${v.digits(3)}`;
    case 'it':
      return v.digits(10);
    case 'pt':
      return v.digits(11);
    case 'ru':
      return `${v.digits(3)}-${v.digits(3)}-${v.digits(3)} ${v.digits(2)}`;
  }
}

/** A passport number of the language's country (Russian: series and number). */
function passportNumber(v: Values): string {
  switch (v.lang) {
    case 'en':
      return v.digits(9);
    case 'es':
      return `${letters(v, 3)}${v.digits(6)}`;
    case 'fr':
      return `${v.digits(2)}${letters(v, 2)}${v.digits(5)}`;
    case 'de':
      return `C${letters(v, 2)}${v.digits(2)}${letter(v)}${v.digits(3)}`;
    case 'it':
      return `Y${letter(v)}${v.digits(7)}`;
    case 'pt':
      return `${letters(v, 2)}${v.digits(6)}`;
    case 'ru':
      return `${v.digits(2)} ${v.digits(2)} ${v.digits(6)}`;
  }
}

/** A driving-licence number of the language's country. */
function licenceNumber(v: Values): string {
  switch (v.lang) {
    case 'en':
      return `${letter(v)}${v.digits(3)}-${v.digits(4)}-${v.digits(4)}`;
    case 'es':
      return `${v.digits(8)}${letter(v)}`;
    case 'fr':
      return v.digits(12);
    case 'de':
      return `${letter(v)}${v.digits(3)}${letters(v, 2)}${v.digits(5)}`;
    case 'it':
      return `U1${letters(v, 2)}${v.digits(5)}${letter(v)}`;
    case 'pt':
      return `${letter(v)}-${v.digits(6)} ${v.digits(1)}`;
    case 'ru':
      return `${v.digits(2)} ${v.digits(2)} ${v.digits(6)}`;
  }
}

/** A health-insurance or member number (spaces and letters as the cards print them). */
function memberNumber(v: Values): string {
  switch (v.lang) {
    case 'en':
      return `${letters(v, 3)}${v.digits(9)}`;
    case 'es':
      return `${letters(v, 4)} ${v.digits(6)} ${v.digits(3)}`;
    case 'fr':
      return `${v.digits(4)} ${v.digits(4)} ${v.digits(2)}`;
    case 'de':
      return `${letter(v)}${v.digits(9)}`;
    case 'it':
      return `${v.digits(5)} ${v.digits(5)} ${v.digits(5)}`;
    case 'pt':
      return `${v.digits(3)} ${v.digits(3)} ${v.digits(3)}`;
    case 'ru':
      return `${v.digits(4)} ${v.digits(4)} ${v.digits(4)} ${v.digits(4)}`;
  }
}

/** A date of birth written with the month as a word, as letters and forms write it. */
function wordDate(v: Values, minYear: number, maxYear: number): string {
  const months: Say = {
    en: 'January February March April May June July August September October November December',
    es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
    de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
    it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
    pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
    ru: 'января февраля марта апреля мая июня июля августа сентября октября ноября декабря',
  };
  const m = months[v.lang].split(' ')[v.rng.int(12)]!;
  const d = 1 + v.rng.int(28);
  const y = minYear + v.rng.int(maxYear - minYear + 1);
  const th =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  const shapes: Record<Lang, string[]> = {
    en: [`${m} ${d}${th}, ${y}`, `${d}${th} ${m} ${y}`, `${m.slice(0, 3)}. ${d}, ${y}`],
    es: [`${d} de ${m} de ${y}`, `${d}-${m.slice(0, 3)}-${y}`],
    fr: [`${d === 1 ? '1er' : d} ${m} ${y}`],
    de: [`${d}. ${m} ${y}`, `${pad(d)}. ${m.length > 4 ? m.slice(0, 3) + '.' : m} ${y}`],
    it: [`${d} ${m} ${y}`],
    pt: [`${d} de ${m} de ${y}`],
    ru: [`${d} ${m} ${y} г.`, `«${pad(d)}» ${m} ${y} г.`],
  };
  return v.rng.pick(shapes[v.lang]);
}

/** A date without its year, as rows and appointment lines write it. */
function dayMonth(v: Values): string {
  const m = 1 + v.rng.int(12);
  const d = 1 + v.rng.int(28);
  switch (v.lang) {
    case 'en':
      return `${pad(m)}/${pad(d)}`;
    case 'de':
    case 'ru':
      return `${pad(d)}.${pad(m)}.`;
    default:
      return `${pad(d)}/${pad(m)}`;
  }
}

/** A numeric date in the language's usual order. */
function numDate(v: Values, minYear = 2024, maxYear = 2025): string {
  const y = minYear + v.rng.int(maxYear - minYear + 1);
  const m = 1 + v.rng.int(12);
  const d = 1 + v.rng.int(28);
  if (v.lang === 'en') return `${pad(m)}/${pad(d)}/${y}`;
  if (v.lang === 'de' || v.lang === 'ru') return `${pad(d)}.${pad(m)}.${y}`;
  return `${pad(d)}/${pad(m)}/${y}`;
}

function money(v: Values, max: number): string {
  return P('MONEY_AMOUNT', v.amount(max));
}

function payslip(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const employee = v.fullName();
  const company = v.company();
  const heading: Say = {
    en: 'Earnings Statement',
    es: 'Recibo de salarios',
    fr: 'Bulletin de paie',
    de: 'Entgeltabrechnung',
    it: 'Cedolino paga',
    pt: 'Recibo de vencimento',
    ru: 'Расчётный листок',
  };
  const labels: Record<Lang, string[]> = {
    // employee no, tax no, social no, period, pay date, tax class (negative), bank account
    en: ['Employee No.', 'EIN', 'SSN', 'Pay period', 'Pay date', 'Pay grade', 'Deposit acct.'],
    es: [
      'Nº Trabajador',
      'NIF',
      'Nº Afiliación S.S.',
      'Periodo',
      'Fecha de pago',
      'Grupo cotiz.',
      'Cta. abono',
    ],
    fr: ['Matricule', 'N° fiscal', 'N° SS', 'Période', 'Payé le', 'Coefficient', 'RIB'],
    de: [
      'Pers.-Nr.',
      'Steuernr.',
      'SV-Nr.',
      'Zeitraum',
      'Auszahlung am',
      'Steuerklasse',
      'Bankverbindung',
    ],
    it: [
      'Matricola',
      'Cod. fiscale',
      'Pos. INPS',
      'Periodo',
      'Data pagamento',
      'Livello',
      'Accredito su',
    ],
    pt: ['N.º Func.', 'NIF', 'NISS', 'Período', 'Data de pagamento', 'Escalão', 'Conta'],
    ru: ['Таб. №', 'ИНН', 'СНИЛС', 'Период', 'Дата выплаты', 'Разряд', 'Р/с'],
  };
  const [lEmp, lTax, lSoc, lPeriod, lPaid, lGrade, lBank] = labels[v.lang];
  const empNo = v.rng.pick([v.digits(6), `${letters(v, 1)}${v.digits(5)}`, v.digits(5)]);
  const account =
    v.lang === 'en' ? `****${v.digits(4)}` : v.lang === 'ru' ? v.digits(20) : v.iban();
  const cols: Say = {
    en: 'Code|Earnings and deductions|Current|Year to date',
    es: 'Código|Concepto|Devengos|Acumulado',
    fr: 'Code|Rubrique|Montant|Cumul annuel',
    de: 'Lohnart|Bezeichnung|Betrag|Jahressumme',
    it: 'Voce|Descrizione|Importo|Progressivo',
    pt: 'Código|Descrição|Valor|Acumulado',
    ru: 'Код|Вид начисления|Сумма|С начала года',
  };
  const items: Say = {
    en: 'Regular pay|Overtime|Federal income tax|Health plan',
    es: 'Salario base|Horas extra|Retención IRPF|Contingencias comunes',
    fr: 'Salaire de base|Heures supplémentaires|Cotisation retraite|Prélèvement à la source',
    de: 'Grundgehalt|Überstunden|Lohnsteuer|Krankenversicherung',
    it: 'Retribuzione base|Straordinari|IRPEF|Contributi INPS',
    pt: 'Vencimento base|Horas extra|Retenção IRS|Segurança Social',
    ru: 'Оклад|Сверхурочные|НДФЛ|Профсоюзный взнос',
  };
  const rows = items[v.lang]
    .split('|')
    .map((item, i) => [String(1000 + i * 110), item, money(v, 4000), money(v, 40000)]);
  const net: Say = {
    en: `Net pay of ${P('MONEY_AMOUNT', '$' + v.amount(5000))} was deposited to the account ending ${P('ACCOUNT', v.digits(4))} on ${P('DATE', wordDate(v, 2025, 2025))}.`,
    es: `El líquido a percibir de ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} se abonó el ${P('DATE', wordDate(v, 2025, 2025))}.`,
    fr: `Net à payer : ${P('MONEY_AMOUNT', v.amount(3000) + ' €')}, versé le ${P('DATE', wordDate(v, 2025, 2025))}.`,
    de: `Auszahlungsbetrag ${P('MONEY_AMOUNT', v.amount(3000) + ' EUR')}, überwiesen am ${P('DATE', dayMonth(v))}`,
    it: `Netto in busta: ${P('MONEY_AMOUNT', '€ ' + v.amount(3000))}, accreditato il ${P('DATE', wordDate(v, 2025, 2025))}.`,
    pt: `Valor líquido: ${P('MONEY_AMOUNT', v.amount(3000) + ' €')}, pago em ${P('DATE', wordDate(v, 2025, 2025))}.`,
    ru: `К выплате ${P('MONEY_AMOUNT', v.amount(90000) + ' ₽')}, перечислено ${P('DATE', wordDate(v, 2025, 2025))}.`,
  };
  const [h0, h1, h2, h3] = cols[v.lang].split('|');
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'lines', lines: [P('PERSON_NAME', employee), P('ADDRESS', v.street()), cityLine(v)] },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [lEmp!, P('ID', empNo)],
          [lTax!, P('ID', taxNumber(v))],
          [lSoc!, P(v.lang === 'en' ? 'SSN' : 'ID', socialNumber(v))],
          [lPeriod!, `${P('DATE', numDate(v))} – ${P('DATE', numDate(v))}`],
          [lPaid!, P('DATE', numDate(v))],
          [lGrade!, String(1 + v.rng.int(6))],
          [lBank!, P('ACCOUNT', account)],
        ],
      },
      { kind: 'table', header: [h0!, h1!, h2!, h3!], widths: [12, 48, 20, 20], rows },
      { kind: 'para', text: net[v.lang] },
    ],
  };
}

function claimForm(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const insured = v.fullName();
  const insurer = v.company();
  const heading: Say = {
    en: 'Health Insurance Claim Form',
    es: 'Solicitud de reembolso de gastos médicos',
    fr: 'Demande de remboursement de soins',
    de: 'Antrag auf Kostenerstattung',
    it: 'Richiesta di rimborso spese sanitarie',
    pt: 'Pedido de reembolso de despesas de saúde',
    ru: 'Заявление на возмещение медицинских расходов',
  };
  // Column headers of the form grid: policy, group, member.
  const grid: Record<Lang, string[]> = {
    en: ['Policy No.', 'Group No.', 'Member ID'],
    es: ['Nº de póliza', 'Colectivo nº', 'Nº de asegurado'],
    fr: ['N° de contrat', 'N° adhérent', 'N° de sécurité sociale'],
    de: ['Vers.-Schein-Nr.', 'Gruppen-Nr.', 'Versichertennr.'],
    it: ['N. polizza', 'Convenzione n.', 'N. tessera'],
    pt: ['Apólice n.º', 'Grupo n.º', 'N.º de beneficiário'],
    ru: ['№ полиса', '№ договора', '№ застрахованного'],
  };
  const below: Record<Lang, string[]> = {
    // label above its value: claim reference, date of birth, phone
    en: ['Claim reference', 'Date of birth', 'Daytime phone'],
    es: ['Referencia del siniestro', 'Fecha de nacimiento', 'Teléfono de contacto'],
    fr: ['Référence du dossier', 'Date de naissance', 'Téléphone'],
    de: ['Schaden-Nr.', 'Geburtsdatum', 'Telefon tagsüber'],
    it: ['Rif. sinistro', 'Data di nascita', 'Recapito telefonico'],
    pt: ['Ref.ª do sinistro', 'Data de nascimento', 'Contacto telefónico'],
    ru: ['Номер убытка', 'Дата рождения', 'Контактный телефон'],
  };
  const cols: Record<Lang, string[]> = {
    en: ['Date of service', 'Treatment', 'Procedure code', 'Amount billed'],
    es: ['Fecha', 'Tratamiento', 'Código de acto', 'Importe'],
    fr: ['Date des soins', 'Acte', 'Code acte', 'Montant'],
    de: ['Behandlungsdatum', 'Leistung', 'GOÄ-Ziffer', 'Betrag'],
    it: ['Data', 'Prestazione', 'Codice', 'Importo'],
    pt: ['Data', 'Ato médico', 'Código', 'Valor'],
    ru: ['Дата', 'Услуга', 'Код услуги', 'Сумма'],
  };
  const treatments: Say = {
    en: 'Office visit|Blood panel|X-ray, chest',
    es: 'Consulta|Análisis de sangre|Radiografía de tórax',
    fr: 'Consultation|Bilan sanguin|Radiographie thoracique',
    de: 'Beratung|Blutbild|Röntgen Thorax',
    it: 'Visita specialistica|Esami del sangue|Radiografia torace',
    pt: 'Consulta|Análises clínicas|Radiografia ao tórax',
    ru: 'Приём врача|Анализ крови|Рентген грудной клетки',
  };
  const rows = treatments[v.lang]
    .split('|')
    .map((t) => [P('DATE', dayMonth(v)), t, String(1 + v.rng.int(9)) + v.digits(3), money(v, 400)]);
  const claimRef = v.rng.pick([
    `CLM-${v.digits(4)}-${v.digits(5)}`,
    `${v.digits(2)}/${v.digits(6)}`,
    `S${v.digits(9)}`,
  ]);
  const note: Say = {
    en: `Please quote claim ${P('ID', claimRef)} and member ID ${P('ID', memberNumber(v))} in any correspondence. Your case manager ${P('PERSON_NAME', v.fullName())} will call you at ${P('PHONE', v.phone())} before ${P('DATE', wordDate(v, 2025, 2025))}.`,
    es: `Indique el siniestro nº ${P('ID', claimRef)} en toda comunicación. Su tramitador, ${P('PERSON_NAME', v.fullName())}, le llamará al ${P('PHONE', v.phone())} antes del ${P('DATE', wordDate(v, 2025, 2025))}.`,
    fr: `Merci de rappeler le dossier n° ${P('ID', claimRef)} dans toute correspondance. Votre gestionnaire ${P('PERSON_NAME', v.fullName())} vous appellera au ${P('PHONE', v.phone())} avant le ${P('DATE', wordDate(v, 2025, 2025))}.`,
    de: `Bitte geben Sie bei Rückfragen das Az. ${P('ID', claimRef)} an. Ihr Sachbearbeiter ${P('PERSON_NAME', v.fullName())} ruft Sie bis zum ${P('DATE', wordDate(v, 2025, 2025))} unter ${P('PHONE', v.phone())} an.`,
    it: `Citare la pratica n. ${P('ID', claimRef)} in ogni comunicazione. Il liquidatore ${P('PERSON_NAME', v.fullName())} la contatterà al ${P('PHONE', v.phone())} entro il ${P('DATE', wordDate(v, 2025, 2025))}.`,
    pt: `Indique o processo n.º ${P('ID', claimRef)} em toda a correspondência. O gestor ${P('PERSON_NAME', v.fullName())} ligará para o ${P('PHONE', v.phone())} até ${P('DATE', wordDate(v, 2025, 2025))}.`,
    ru: `При обращении указывайте номер дела ${P('ID', claimRef)}. Специалист ${P('PERSON_NAME', v.fullName())} позвонит вам по номеру ${P('PHONE', v.phone())} до ${P('DATE', wordDate(v, 2025, 2025))}.`,
  };
  const [b0, b1, b2] = below[v.lang];
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', insurer)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', insurer) },
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'lines', lines: [L.name, P('PERSON_NAME', insured)] },
      {
        kind: 'table',
        header: grid[v.lang],
        widths: [34, 33, 33],
        rows: [
          [
            P(
              'ID',
              v.rng.pick([
                `${letters(v, 2)}${v.digits(8)}`,
                `${v.digits(3)}.${v.digits(3)}.${v.digits(3)}`,
                `${v.digits(7)}-${v.digits(2)}`,
              ]),
            ),
            P('ID', v.rng.pick([v.digits(6), `G-${v.digits(5)}`])),
            P('ID', memberNumber(v)),
          ],
        ],
      },
      {
        kind: 'columns',
        left: `${b0}\n${P('ID', claimRef)}`,
        right: `${b1}\n${P('DATE', numDate(v, 1950, 2000))}`,
      },
      { kind: 'lines', lines: [b2!, P('PHONE', v.phone())] },
      { kind: 'table', header: cols[v.lang], widths: [22, 40, 18, 20], rows },
      { kind: 'para', text: note[v.lang] },
    ],
  };
}

function labReport(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const lab = v.hospital();
  const heading: Say = {
    en: 'Laboratory Report',
    es: 'Informe de laboratorio',
    fr: "Compte rendu d'analyses",
    de: 'Laborbefund',
    it: 'Referto di laboratorio',
    pt: 'Relatório de análises clínicas',
    ru: 'Результаты анализов',
  };
  const cols: Record<Lang, string[]> = {
    en: ['Patient', 'DOB', 'Patient ID', 'Insurance No.'],
    es: ['Paciente', 'F. nac.', 'NHC', 'Tarjeta sanitaria'],
    fr: ['Patient', 'Né(e) le', 'IPP', 'N° Sécu'],
    de: ['Patient', 'Geb.-Datum', 'Fall-Nr.', 'KV-Nr.'],
    it: ['Paziente', 'Nato/a il', 'Cod. paziente', 'Tessera sanitaria'],
    pt: ['Utente', 'Data nasc.', 'N.º processo', 'N.º utente SNS'],
    ru: ['Пациент', 'Дата рожд.', '№ мед. карты', 'Полис ОМС'],
  };
  const patients = [0, 1, 2].map(() => [
    P('PERSON_NAME', v.fullName()),
    P('DATE', numDate(v, 1940, 2010)),
    P(
      'ID',
      v.rng.pick([v.digits(8), `${v.digits(2)}-${v.digits(6)}`, `${letters(v, 1)}${v.digits(7)}`]),
    ),
    P('ID', memberNumber(v)),
  ]);
  const results: Record<Lang, string[]> = {
    en: ['Test', 'Result', 'Units', 'Reference range'],
    es: ['Prueba', 'Resultado', 'Unidades', 'Valores de referencia'],
    fr: ['Analyse', 'Résultat', 'Unités', 'Valeurs de référence'],
    de: ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich'],
    it: ['Esame', 'Risultato', 'Unità', 'Intervallo di riferimento'],
    pt: ['Análise', 'Resultado', 'Unidades', 'Valores de referência'],
    ru: ['Показатель', 'Результат', 'Ед. изм.', 'Референсные значения'],
  };
  const sep = v.lang === 'en' ? '.' : ',';
  const lines = [
    ['Hemoglobin', `1${v.rng.int(6)}${sep}${v.rng.int(10)}`, 'g/dL', `12${sep}0 – 16${sep}0`],
    ['Glucose', `${80 + v.rng.int(40)}`, 'mg/dL', '70 – 110'],
    ['Potassium', `4${sep}${v.rng.int(10)}`, 'mmol/L', `3${sep}5 – 5${sep}1`],
    ['TSH', `2${sep}${v.digits(2)}`, 'mU/L', `0${sep}27 – 4${sep}20`],
  ];
  const signed: Say = {
    en: `Sample collected on ${P('DATE', dayMonth(v))} at 07:45 (specimen 2 of 3). Validated by ${P('PERSON_NAME', v.fullName())}, MD, on ${P('DATE', wordDate(v, 2025, 2025))}. Results line: ${P('PHONE', v.phone())}.`,
    es: `Muestra extraída el ${P('DATE', dayMonth(v))} a las 07:45 (muestra 2 de 3). Validado por ${P('PERSON_NAME', v.fullName())} el ${P('DATE', wordDate(v, 2025, 2025))}. Consultas: ${P('PHONE', v.phone())}.`,
    fr: `Prélèvement du ${P('DATE', dayMonth(v))} à 07:45 (tube 2 sur 3). Validé par ${P('PERSON_NAME', v.fullName())} le ${P('DATE', wordDate(v, 2025, 2025))}. Renseignements : ${P('PHONE', v.phone())}.`,
    de: `Probenentnahme am ${P('DATE', dayMonth(v))} um 07:45 Uhr (Röhrchen 2 von 3). Freigegeben von ${P('PERSON_NAME', v.fullName())} am ${P('DATE', wordDate(v, 2025, 2025))}. Rückfragen: ${P('PHONE', v.phone())}.`,
    it: `Prelievo del ${P('DATE', dayMonth(v))} ore 07:45 (campione 2 di 3). Validato da ${P('PERSON_NAME', v.fullName())} il ${P('DATE', wordDate(v, 2025, 2025))}. Informazioni: ${P('PHONE', v.phone())}.`,
    pt: `Colheita em ${P('DATE', dayMonth(v))} às 07:45 (amostra 2 de 3). Validado por ${P('PERSON_NAME', v.fullName())} em ${P('DATE', wordDate(v, 2025, 2025))}. Informações: ${P('PHONE', v.phone())}.`,
    ru: `Забор крови ${P('DATE', dayMonth(v))} в 07:45 (пробирка 2 из 3). Проверено: ${P('PERSON_NAME', v.fullName())}, ${P('DATE', wordDate(v, 2025, 2025))}. Справки: ${P('PHONE', v.phone())}.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: P('ORGANIZATION', lab),
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', lab) },
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'table', header: cols[v.lang], widths: [30, 18, 22, 30], rows: patients },
      { kind: 'table', header: results[v.lang], widths: [30, 20, 20, 30], rows: lines },
      { kind: 'para', text: signed[v.lang] },
    ],
  };
}

function rentalDesk(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const driver = v.fullName();
  const agency = v.company();
  const heading: Say = {
    en: 'Vehicle Rental Agreement',
    es: 'Contrato de alquiler de vehículo',
    fr: 'Contrat de location de véhicule',
    de: 'Mietvertrag Kfz',
    it: 'Contratto di noleggio auto',
    pt: 'Contrato de aluguer de viatura',
    ru: 'Договор проката автомобиля',
  };
  const f: Record<Lang, string[]> = {
    // passport, licence, plate, card, postcode, born
    en: ['Passport no.', 'DL #', 'Reg. no.', 'Card on file', 'ZIP', 'Born'],
    es: ['Pasaporte nº', 'Permiso de conducir nº', 'Matrícula', 'Tarjeta', 'C.P.', 'Nacido/a el'],
    fr: [
      'Passeport n°',
      'Permis n°',
      'Immatriculation',
      'Carte bancaire',
      'Code postal',
      'Né(e) le',
    ],
    de: [
      'Reisepass-Nr.',
      'Führerschein-Nr.',
      'Amtl. Kennzeichen',
      'Kreditkarte',
      'PLZ',
      'Geboren am',
    ],
    it: ['Passaporto n.', 'Patente n.', 'Targa', 'Carta di credito', 'CAP', 'Nato/a il'],
    pt: [
      'Passaporte n.º',
      'Carta de condução n.º',
      'Matrícula',
      'Cartão',
      'Código postal',
      'Data de nascimento',
    ],
    ru: ['Паспорт', 'Вод. удостоверение', 'Госномер', 'Карта', 'Индекс', 'Дата рождения'],
  };
  const [lPass, lDl, lPlate, lCard, lZip, lBorn] = f[v.lang];
  const maskedCard = v.rng.pick([
    `XXXX-XXXX-XXXX-${v.digits(4)}`,
    `${v.digits(4)} ${v.digits(2)}XX XXXX ${v.digits(4)}`,
    `•••• ${v.digits(4)}`,
    `**** ${v.digits(4)}`,
  ]);
  const deposit: Say = {
    en: `A deposit of ${P('MONEY_AMOUNT', '$' + v.amount(900))} was authorised on the card ending in ${P('CREDIT_CARD', v.digits(4))}. Return the car by ${P('DATE', wordDate(v, 2025, 2025))}; late returns cost ${P('MONEY_AMOUNT', '$45.00')} per day (rate code SUV-2).`,
    es: `Se ha retenido una fianza de ${P('MONEY_AMOUNT', v.amount(900) + ' €')} en la tarjeta terminada en ${P('CREDIT_CARD', v.digits(4))}. Devolución antes del ${P('DATE', wordDate(v, 2025, 2025))}.`,
    fr: `Une caution de ${P('MONEY_AMOUNT', v.amount(900) + ' €')} a été bloquée sur la carte se terminant par ${P('CREDIT_CARD', v.digits(4))}. Retour du véhicule avant le ${P('DATE', wordDate(v, 2025, 2025))}.`,
    de: `Eine Kaution von ${P('MONEY_AMOUNT', v.amount(900) + ' €')} wurde auf der Karte mit der Endung ${P('CREDIT_CARD', v.digits(4))} reserviert. Rückgabe bis ${P('DATE', wordDate(v, 2025, 2025))}.`,
    it: `È stata bloccata una cauzione di ${P('MONEY_AMOUNT', v.amount(900) + ' €')} sulla carta che termina con ${P('CREDIT_CARD', v.digits(4))}. Riconsegna entro il ${P('DATE', wordDate(v, 2025, 2025))}.`,
    pt: `Foi cativada uma caução de ${P('MONEY_AMOUNT', v.amount(900) + ' €')} no cartão terminado em ${P('CREDIT_CARD', v.digits(4))}. Devolução até ${P('DATE', wordDate(v, 2025, 2025))}.`,
    ru: `Залог ${P('MONEY_AMOUNT', v.amount(30000) + ' руб.')} заблокирован на карте с окончанием ${P('CREDIT_CARD', v.digits(4))}. Вернуть автомобиль до ${P('DATE', wordDate(v, 2025, 2025))}.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', agency)} · ${heading[v.lang]} · v2.3`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [L.name, P('PERSON_NAME', driver)],
          [lBorn!, P('DATE', wordDate(v, 1950, 2003))],
          [lPass!, P('PASSPORT', passportNumber(v))],
          [lDl!, P('DRIVER_LICENSE', licenceNumber(v))],
          [lPlate!, P('ID', v.plate())],
          [lZip!, P('ZIP_CODE', v.zip())],
          [lCard!, P('CREDIT_CARD', maskedCard)],
          [L.phone, P('PHONE', v.phone())],
        ],
      },
      { kind: 'para', text: deposit[v.lang] },
    ],
  };
}

function accessSheet(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const company = v.company();
  const heading: Say = {
    en: 'New account credentials',
    es: 'Credenciales de acceso',
    fr: "Identifiants d'accès",
    de: 'Zugangsdaten',
    it: 'Credenziali di accesso',
    pt: 'Credenciais de acesso',
    ru: 'Данные для входа',
  };
  const cols: Record<Lang, string[]> = {
    en: ['Employee', 'Login', 'Temporary password', 'PIN'],
    es: ['Empleado', 'Usuario', 'Contraseña provisional', 'PIN'],
    fr: ['Salarié', 'Identifiant', 'Mot de passe provisoire', 'Code PIN'],
    de: ['Mitarbeiter', 'Benutzername', 'Initialkennwort', 'PIN'],
    it: ['Dipendente', 'Nome utente', 'Password temporanea', 'PIN'],
    pt: ['Colaborador', 'Utilizador', 'Senha temporária', 'PIN'],
    ru: ['Сотрудник', 'Логин', 'Временный пароль', 'ПИН'],
  };
  const rows = [0, 1].map(() => {
    const who = v.fullName();
    const login = v.email(who).split('@')[0]!;
    return [
      P('PERSON_NAME', who),
      P('ID', login),
      P('PASSWORD', v.password()),
      P('PASSWORD', v.digits(4)),
    ];
  });
  const pin: Say = {
    en: `Voicemail PIN: ${P('PASSWORD', v.digits(6))}. Wi-Fi key for the guest network: ${P('PASSWORD', `Guest-${v.digits(4)}!`)}. Change your password within 7 days; it must have 12 characters.`,
    es: `PIN del buzón de voz: ${P('PASSWORD', v.digits(6))}. Clave wifi de invitados: ${P('PASSWORD', `Guest-${v.digits(4)}!`)}. Cambie la contraseña en 7 días; debe tener 12 caracteres.`,
    fr: `Code PIN messagerie : ${P('PASSWORD', v.digits(6))}. Clé Wi-Fi invités : ${P('PASSWORD', `Guest-${v.digits(4)}!`)}. Changez votre mot de passe sous 7 jours ; il doit compter 12 caractères.`,
    de: `Mailbox-PIN: ${P('PASSWORD', v.digits(6))}. WLAN-Schlüssel Gäste: ${P('PASSWORD', `Guest-${v.digits(4)}!`)}. Ändern Sie Ihr Kennwort innerhalb von 7 Tagen; es muss 12 Zeichen haben.`,
    it: `PIN segreteria: ${P('PASSWORD', v.digits(6))}. Chiave Wi-Fi ospiti: ${P('PASSWORD', `Guest-${v.digits(4)}!`)}. Cambiare la password entro 7 giorni; deve avere 12 caratteri.`,
    pt: `PIN do correio de voz: ${P('PASSWORD', v.digits(6))}. Chave Wi-Fi de convidados: ${P('PASSWORD', `Guest-${v.digits(4)}!`)}. Altere a senha no prazo de 7 dias; deve ter 12 caracteres.`,
    ru: `ПИН голосовой почты: ${P('PASSWORD', v.digits(6))}. Пароль гостевого Wi-Fi: ${P('PASSWORD', `Guest-${v.digits(4)}!`)}. Смените пароль в течение 7 дней; он должен содержать 12 символов.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} IT`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'table', header: cols[v.lang], widths: [28, 26, 30, 16], rows },
      { kind: 'para', text: pin[v.lang] },
      {
        kind: 'lines',
        lines: [
          `${L.ticket} ${P('ID', v.reference('INC', 7))}`,
          `API token: ${P('PASSWORD', v.apiKey())}`,
        ],
      },
    ],
  };
}

/** Short month names used in statement rows ("Mar 14", "14 mars", "14. Mär"). */
const SHORT_MONTHS: Say = {
  en: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
  es: 'ene feb mar abr may jun jul ago sep oct nov dic',
  fr: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.',
  de: 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez.',
  it: 'gen feb mar apr mag giu lug ago set ott nov dic',
  pt: 'jan fev mar abr mai jun jul ago set out nov dez',
  ru: 'янв фев мар апр мая июн июл авг сен окт ноя дек',
};

/** A statement-row date with the month as a short word and no year. */
function rowWordDate(v: Values): string {
  const m = SHORT_MONTHS[v.lang].split(' ')[v.rng.int(12)]!;
  const d = 1 + v.rng.int(28);
  if (v.lang === 'en') return `${m} ${d}`;
  if (v.lang === 'de') return `${d}. ${m}`;
  return `${d} ${m}`;
}

function cardStatement(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const holder = v.fullName();
  const bank = v.bank();
  const heading: Say = {
    en: 'Credit Card Statement',
    es: 'Extracto de tarjeta de crédito',
    fr: 'Relevé de carte de crédit',
    de: 'Kreditkartenabrechnung',
    it: 'Estratto conto carta di credito',
    pt: 'Extrato do cartão de crédito',
    ru: 'Выписка по кредитной карте',
  };
  const f: Record<Lang, string[]> = {
    // card number, statement date, payment due, minimum payment, credit limit, new balance
    en: [
      'Card number',
      'Statement date',
      'Payment due',
      'Minimum payment',
      'Credit limit',
      'New balance',
    ],
    es: [
      'Número de tarjeta',
      'Fecha de emisión',
      'Fecha de cargo',
      'Pago mínimo',
      'Límite de crédito',
      'Saldo pendiente',
    ],
    fr: [
      'N° de carte',
      "Date d'arrêté",
      'Prélèvement le',
      'Paiement minimum',
      'Plafond',
      'Nouveau solde',
    ],
    de: [
      'Kartennummer',
      'Abrechnungsdatum',
      'Fällig am',
      'Mindestbetrag',
      'Kreditrahmen',
      'Neuer Saldo',
    ],
    it: ['Numero carta', 'Data estratto', 'Addebito il', 'Pagamento minimo', 'Fido', 'Nuovo saldo'],
    pt: [
      'N.º do cartão',
      'Data do extrato',
      'Data limite',
      'Pagamento mínimo',
      'Limite de crédito',
      'Novo saldo',
    ],
    ru: [
      'Номер карты',
      'Дата выписки',
      'Оплатить до',
      'Минимальный платёж',
      'Кредитный лимит',
      'Задолженность',
    ],
  };
  const [lCard, lStmt, lDue, lMin, lLimit, lNew] = f[v.lang];
  const cur = v.lang === 'en' ? '$' : v.lang === 'ru' ? '₽ ' : '€ ';
  const cols: Record<Lang, string[]> = {
    en: ['Trans. date', 'Post date', 'Description', 'Amount'],
    es: ['Fecha oper.', 'Fecha valor', 'Comercio', 'Importe'],
    fr: ['Date opé.', 'Date valeur', 'Libellé', 'Montant'],
    de: ['Belegdatum', 'Buchungstag', 'Verwendungszweck', 'Betrag'],
    it: ['Data oper.', 'Data valuta', 'Esercente', 'Importo'],
    pt: ['Data mov.', 'Data valor', 'Descritivo', 'Montante'],
    ru: ['Дата операции', 'Дата списания', 'Описание', 'Сумма'],
  };
  const shops = ['AMAZON MKTPLACE', 'SHELL 4471', 'NETFLIX.COM', 'IKEA', 'UBER *TRIP', 'SPOTIFY'];
  const rows = shops.map((shop) => [
    P('DATE', rowWordDate(v)),
    P('DATE', rowWordDate(v)),
    // A merchant in a statement row is an organisation (issue 15: merchants and counterparties).
    P('ORGANIZATION', shop),
    money(v, 300),
  ]);
  const note: Say = {
    en: `Your Visa ${P('CREDIT_CARD', '*' + v.digits(4))} will be debited from account ${P('ACCOUNT', v.digits(10))} on the due date. A late fee of ${P('MONEY_AMOUNT', '39.00')} applies after that.`,
    es: `El importe se cargará en la cuenta ${P('ACCOUNT', v.iban())}. Su tarjeta que termina en ${P('CREDIT_CARD', v.digits(4))} sigue activa; la comisión por impago es de ${P('MONEY_AMOUNT', '35,00')}.`,
    fr: `Le montant de ${P('MONEY_AMOUNT', v.amount(900))} sera prélevé sur le compte ${P('ACCOUNT', v.iban())}. Votre carte Visa ${P('CREDIT_CARD', '…' + v.digits(4))} reste active.`,
    de: `Der Betrag von ${P('MONEY_AMOUNT', v.amount(900))} wird per Lastschrift vom Konto ${P('ACCOUNT', v.iban())} eingezogen. Ihre Karte endet mit ${P('CREDIT_CARD', v.digits(4))}.`,
    it: `L'importo di ${P('MONEY_AMOUNT', v.amount(900))} sarà addebitato sul conto ${P('ACCOUNT', v.iban())}. La carta che termina con ${P('CREDIT_CARD', v.digits(4))} resta attiva.`,
    pt: `O montante de ${P('MONEY_AMOUNT', v.amount(900))} será debitado na conta ${P('ACCOUNT', v.iban())}. O cartão terminado em ${P('CREDIT_CARD', v.digits(4))} continua ativo.`,
    ru: `Сумма ${P('MONEY_AMOUNT', v.amount(30000))} будет списана со счёта ${P('ACCOUNT', v.digits(20))}. Карта с окончанием ${P('CREDIT_CARD', v.digits(4))} остаётся активной.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', bank)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'lines', lines: [P('PERSON_NAME', holder), P('ADDRESS', v.street()), cityLine(v)] },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [
            lCard!,
            P('CREDIT_CARD', `${v.rng.pick(['4532', '5412', '4916'])} •••• •••• ${v.digits(4)}`),
          ],
          [lStmt!, P('DATE', numDate(v))],
          [lDue!, P('DATE', numDate(v))],
          [lMin!, P('MONEY_AMOUNT', cur + v.amount(90))],
          [lLimit!, P('MONEY_AMOUNT', cur + v.amount(9000))],
          [lNew!, P('MONEY_AMOUNT', cur + v.amount(3000))],
        ],
      },
      { kind: 'table', header: cols[v.lang], widths: [17, 17, 46, 20], rows },
      { kind: 'para', text: note[v.lang] },
    ],
  };
}

function referenceLetter(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const sender = v.company();
  const recipient = v.fullName();
  const refs: Record<Lang, string[]> = {
    en: ['Your ref.', 'Our ref.', 'Customer no.', 'Date'],
    es: ['Su ref.', 'Nuestra ref.', 'Cliente nº', 'Fecha'],
    fr: ['V/Réf.', 'N/Réf.', 'N° client', 'Date'],
    de: ['Ihr Zeichen', 'Unser Zeichen', 'Kd.-Nr.', 'Datum'],
    it: ['Vs. rif.', 'Ns. rif.', 'Cod. cliente', 'Data'],
    pt: ['V/Ref.ª', 'N/Ref.ª', 'Cliente n.º', 'Data'],
    ru: ['На № от', 'Исх. №', 'Лицевой счёт', 'Дата'],
  };
  const refRow = [
    P('ID', `${letters(v, 2)}/${v.digits(4)}`),
    P('ID', `${v.rng.pick(['KV', 'VT', 'SB'])}-${v.digits(6)}`),
    P('ID', v.digits(8)),
    P('DATE', numDate(v)),
  ];
  const body: Say = {
    en: `Re: contract no. ${P('ID', v.digits(10))}. We confirm the cancellation of your phone line ${P('PHONE', v.phone())} as of ${P('DATE', numDate(v))}. The outstanding amount of ${P('MONEY_AMOUNT', v.amount(400))} will be refunded to your card ending in ${P('CREDIT_CARD', v.digits(4))}; the refund of the deposit of ${P('MONEY_AMOUNT', v.amount(300))} follows within 14 days. Student ID ${P('ID', 'S' + v.digits(7))} was used to apply the discount.`,
    es: `Asunto: contrato n.º ${P('ID', `${v.digits(4)}/${v.digits(6)}`)}. Confirmamos la baja de su línea ${P('PHONE', v.phone())} con fecha ${P('DATE', numDate(v))}. El importe pendiente de ${P('MONEY_AMOUNT', v.amount(400))} se abonará en su tarjeta que termina en ${P('CREDIT_CARD', v.digits(4))}; la fianza de ${P('MONEY_AMOUNT', v.amount(300))} se devolverá en 14 días. Titular: ${P('PERSON_NAME', recipient)} (DNI ${P('ID', `${v.digits(8)}-${letter(v)}`)}).`,
    fr: `Objet : contrat n° ${P('ID', v.digits(11))}. Nous confirmons la résiliation de votre ligne ${P('PHONE', v.phone())} au ${P('DATE', numDate(v))}. La somme de ${P('MONEY_AMOUNT', v.amount(400))} vous sera remboursée sur la carte se terminant par ${P('CREDIT_CARD', v.digits(4))} ; la caution de ${P('MONEY_AMOUNT', v.amount(300))} suivra sous 14 jours. N° de sécurité sociale du titulaire : ${P('ID', socialNumber(v))}.`,
    de: `Betreff: Vertragsnr. ${P('ID', v.digits(10))}. Hiermit bestätigen wir die Kündigung Ihres Anschlusses ${P('PHONE', v.phone())} zum ${P('DATE', numDate(v))}. Der offene Betrag von ${P('MONEY_AMOUNT', v.amount(400))} wird Ihrer Karte mit der Endung ${P('CREDIT_CARD', v.digits(4))} gutgeschrieben; die Kaution in Höhe von ${P('MONEY_AMOUNT', v.amount(300))} folgt binnen 14 Tagen. Matrikelnummer für den Studentenrabatt: ${P('ID', v.digits(7))}.`,
    it: `Oggetto: contratto n. ${P('ID', v.digits(10))}. Confermiamo la disdetta della linea ${P('PHONE', v.phone())} dal ${P('DATE', numDate(v))}. L'importo residuo di ${P('MONEY_AMOUNT', v.amount(400))} sarà rimborsato sulla carta che termina con ${P('CREDIT_CARD', v.digits(4))}; la cauzione di ${P('MONEY_AMOUNT', v.amount(300))} seguirà entro 14 giorni. Intestatario: ${P('PERSON_NAME', recipient)}, C.F. ${P('ID', taxNumber(v))}.`,
    pt: `Assunto: contrato n.º ${P('ID', v.digits(9))}. Confirmamos o cancelamento da sua linha ${P('PHONE', v.phone())} a partir de ${P('DATE', numDate(v))}. O valor em dívida de ${P('MONEY_AMOUNT', v.amount(400))} será reembolsado no cartão terminado em ${P('CREDIT_CARD', v.digits(4))}; a caução de ${P('MONEY_AMOUNT', v.amount(300))} segue em 14 dias. NIF do titular: ${P('ID', taxNumber(v))}.`,
    ru: `Тема: договор № ${P('ID', `${v.digits(2)}-${v.digits(6)}`)}. Подтверждаем расторжение договора на номер ${P('PHONE', v.phone())} с ${P('DATE', numDate(v))}. Остаток в размере ${P('MONEY_AMOUNT', v.amount(4000))} будет возвращён на карту с окончанием ${P('CREDIT_CARD', v.digits(4))}; залог ${P('MONEY_AMOUNT', v.amount(3000))} вернём в течение 14 дней. СНИЛС абонента ${P('ID', socialNumber(v))}.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', sender)} · ${L.page} 1/1`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', sender) },
      {
        kind: 'lines',
        lines: [P('PERSON_NAME', recipient), P('ADDRESS', v.street()), cityLine(v)],
      },
      { kind: 'gap' },
      { kind: 'table', header: refs[v.lang], widths: [25, 25, 25, 25], rows: [refRow] },
      { kind: 'lines', lines: [`${L.dear} ${P('PERSON_NAME', recipient)},`] },
      { kind: 'para', text: body[v.lang] },
      { kind: 'lines', lines: [L.regards, P('PERSON_NAME', v.fullName())] },
    ],
  };
}

function staffList(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const company = v.company();
  const heading: Say = {
    en: 'Staff register (confidential)',
    es: 'Registro de personal (confidencial)',
    fr: 'Registre du personnel (confidentiel)',
    de: 'Personalliste (vertraulich)',
    it: 'Libro unico del lavoro (riservato)',
    pt: 'Registo de pessoal (confidencial)',
    ru: 'Список сотрудников (конфиденциально)',
  };
  const cols: Record<Lang, string[]> = {
    en: ['Name', 'SSN', 'Hired', 'Extension'],
    es: ['Nombre', 'NIE / DNI', 'Alta', 'Extensión'],
    fr: ['Nom', 'NIR', 'Entrée', 'Poste'],
    de: ['Name', 'Steuer-ID', 'Eintritt', 'Durchwahl'],
    it: ['Nome', 'Codice fiscale', 'Assunzione', 'Interno'],
    pt: ['Nome', 'NIF', 'Admissão', 'Extensão'],
    ru: ['ФИО', 'ИНН', 'Принят', 'Доб.'],
  };
  const national = () => {
    switch (v.lang) {
      case 'en':
        return P('SSN', socialNumber(v));
      case 'es':
        return P('ID', `${'XYZ'[v.rng.int(3)]}${v.digits(7)}${letter(v)}`);
      case 'fr':
        return P('ID', socialNumber(v));
      case 'de':
        return P('ID', `${v.digits(2)} ${v.digits(3)} ${v.digits(3)} ${v.digits(3)}`);
      default:
        return P('ID', taxNumber(v));
    }
  };
  const rows = [0, 1, 2, 3].map(() => [
    P('PERSON_NAME', v.fullName()),
    national(),
    P('DATE', numDate(v, 2015, 2024)),
    String(200 + v.rng.int(700)),
  ]);
  const footnote: Say = {
    en: 'Extensions are internal (dial 9 for an outside line). Page counts: 4 employees, 2 sites, revision 3.1.',
    es: 'Las extensiones son internas (marque 9 para línea exterior). Total: 4 empleados, 2 centros, revisión 3.1.',
    fr: 'Les postes sont internes (composez le 9 pour sortir). Total : 4 salariés, 2 sites, révision 3.1.',
    de: 'Durchwahlen sind intern (0 für Amt). Stand: 4 Beschäftigte, 2 Standorte, Version 3.1.',
    it: 'Gli interni sono riservati (9 per la linea esterna). Totale: 4 dipendenti, 2 sedi, revisione 3.1.',
    pt: 'As extensões são internas (marque 9 para linha exterior). Total: 4 colaboradores, 2 locais, revisão 3.1.',
    ru: 'Добавочные номера внутренние (9 — выход в город). Итого: 4 сотрудника, 2 площадки, редакция 3.1.',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'table', header: cols[v.lang], widths: [34, 30, 18, 18], rows },
      { kind: 'para', text: footnote[v.lang] },
    ],
  };
}

/** R1's development templates, by kind. */
export const NUMBER_TEMPLATES: Record<string, Template> = {
  payslip,
  claim: claimForm,
  lab: labReport,
  rental: rentalDesk,
  access: accessSheet,
  card: cardStatement,
  refletter: referenceLetter,
  staff: staffList,
};
