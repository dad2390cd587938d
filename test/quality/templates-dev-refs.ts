/**
 * Development templates for numbers without a label beside them (R1, issue 15): a claims
 * letter with a reference block and a subject line, a bank-details and payment form with each
 * country's domestic account shapes, a case register whose rows hold identifiers in brackets,
 * after "No."/"#"/"Nr."/"n°"/"№", in file names and link paths, and an HR and occupational-health
 * note that writes national numbers, ages, dates and amounts in prose, in the seven languages.
 * National numbers carry their real check digits or letters. Their wording and shapes differ
 * from the other development templates on purpose, so tuning on them is tuning to classes.
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import { MONTHS, type Lang, type Values } from './locales';
import { cityLine, type Template } from './templates-dev';

type Say = Record<Lang, string>;
const P = pii;
const pad = (n: number) => String(n).padStart(2, '0');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letter = (v: Values) => LETTERS[v.rng.int(LETTERS.length)]!;
const letters = (v: Values, n: number) => Array.from({ length: n }, () => letter(v)).join('');
const nonZero = (v: Values) => String(1 + v.rng.int(9));

/** A US SSN the SSA could issue (area 001-665, 667-899; group and serial not zero). */
function ssn(v: Values): string {
  let area = 1 + v.rng.int(898);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${pad(1 + v.rng.int(99))}-${String(1 + v.rng.int(9999)).padStart(4, '0')}`;
}

/** A Spanish DNI with its check letter, or an NIE. */
function dni(v: Values): string {
  const table = 'TRWAGMYFPDXBNJZSQVHLCKE';
  if (v.rng.int(3) === 0) {
    const p = v.rng.int(3);
    const n = v.digits(7);
    return `${'XYZ'[p]}${n}${table[Number(`${p}${n}`) % 23]}`;
  }
  const n = `${nonZero(v)}${v.digits(7)}`;
  return `${n}${table[Number(n) % 23]}`;
}

/** A French NIR with its key, printed in groups. */
function nir(v: Values): string {
  const body = `${1 + v.rng.int(2)}${v.digits(2)}${pad(1 + v.rng.int(12))}${pad(1 + v.rng.int(95))}${v.digits(3)}${v.digits(3)}`;
  const key = pad(97 - (Number(body) % 97));
  return `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10, 13)} ${key}`;
}

/** A German Steuer-ID (ISO 7064 MOD 11,10 check digit), printed "12 345 678 901" or plain. */
function steuerId(v: Values): string {
  const d = `${nonZero(v)}${v.digits(9)}`;
  let product = 10;
  for (const c of d) {
    let sum = (Number(c) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  const all = `${d}${check}`;
  return v.rng.int(2)
    ? `${all.slice(0, 2)} ${all.slice(2, 5)} ${all.slice(5, 8)} ${all.slice(8)}`
    : all;
}

/** A German social-insurance number: area, birth date, initial, serial and check. */
function svNummer(v: Values): string {
  return `${pad(10 + v.rng.int(80))} ${pad(1 + v.rng.int(28))}${pad(1 + v.rng.int(12))}${pad(50 + v.rng.int(49))} ${letter(v)} ${v.digits(3)}`;
}

/** An Italian codice fiscale with its check character. */
function codiceFiscale(v: Values): string {
  const odd = [
    1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
  ];
  const body = `${letters(v, 6)}${pad(50 + v.rng.int(49))}${'ABCDEHLMPRST'[v.rng.int(12)]}${pad(1 + v.rng.int(70))}${letter(v)}${v.digits(3)}`;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = body.charCodeAt(i);
    const val = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? odd[val]! : val;
  }
  return `${body}${String.fromCharCode(65 + (sum % 26))}`;
}

/** A Portuguese NIF with its mod-11 check digit, printed plain or in threes. */
function nifPt(v: Values): string {
  const d = `${1 + v.rng.int(2)}${v.digits(7)}`;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
  const r = sum % 11;
  const all = `${d}${r < 2 ? 0 : 11 - r}`;
  return v.rng.int(2) ? `${all.slice(0, 3)} ${all.slice(3, 6)} ${all.slice(6)}` : all;
}

/** A Russian СНИЛС with its check number. */
function snils(v: Values): string {
  const d = v.digits(9);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * (9 - i);
  const c = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)} ${pad(c)}`;
}

/** A Russian personal ИНН (12 digits, two check digits). */
function inn(v: Values): string {
  const d = v.digits(10).split('').map(Number);
  const w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
  const c1 = (d.reduce((s, x, i) => s + x * w1[i]!, 0) % 11) % 10;
  const w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
  const d2 = [...d, c1];
  const c2 = (d2.reduce((s, x, i) => s + x * w2[i]!, 0) % 11) % 10;
  return [...d2, c2].join('');
}

/** The national number a letter or note of the language's country names a person by. */
function nationalNumber(v: Values): [tag: string, value: string] {
  switch (v.lang) {
    case 'en':
      return ['SSN', ssn(v)];
    case 'es':
      return ['ID', dni(v)];
    case 'fr':
      return ['SSN', nir(v)];
    case 'de':
      return v.rng.int(2) ? ['ID', steuerId(v)] : ['SSN', svNummer(v)];
    case 'it':
      return ['ID', codiceFiscale(v)];
    case 'pt':
      return ['ID', nifPt(v)];
    case 'ru':
      return v.rng.int(2) ? ['SSN', snils(v)] : ['ID', inn(v)];
  }
}

/** A full date with a day's ordinal word, a dotted month abbreviation or a two-digit year. */
function wordyDate(v: Values): string {
  const m = v.rng.int(12);
  const d = 1 + v.rng.int(28);
  const y = 2023 + v.rng.int(3);
  const month = MONTHS[v.lang][m]!;
  const abbr = month.length > 5 ? `${month.slice(0, 4).replace(/[aeiouéû]$/, '')}.` : month;
  const th =
    d === 1 || d === 21 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th';
  const shapes: Record<Lang, string[]> = {
    en: [
      `${d}${th} of ${month} ${y}`,
      `${abbr} ${d}, ${y}`,
      `${pad(m + 1)}/${pad(d)}/${String(y).slice(2)}`,
    ],
    es: [
      `${d} de ${month} de ${y}`,
      `${d}-${month.slice(0, 3)}-${String(y).slice(2)}`,
      `${pad(d)}/${pad(m + 1)}/${String(y).slice(2)}`,
    ],
    fr: [
      `${d === 1 ? '1er' : d} ${month} ${y}`,
      `${d} ${abbr} ${y}`,
      `${pad(d)}/${pad(m + 1)}/${String(y).slice(2)}`,
    ],
    de: [
      `${d}. ${month} ${y}`,
      `${d}. ${abbr} ${y}`,
      `${pad(d)}.${pad(m + 1)}.${String(y).slice(2)}`,
    ],
    it: [
      `${d === 1 ? '1º' : d} ${month} ${y}`,
      `${d} ${abbr} ${y}`,
      `${pad(d)}/${pad(m + 1)}/${String(y).slice(2)}`,
    ],
    pt: [
      `${d} de ${month} de ${y}`,
      `${pad(d)}-${month.slice(0, 3).toUpperCase()}-${y}`,
      `${pad(d)}/${pad(m + 1)}/${String(y).slice(2)}`,
    ],
    ru: [
      `${d} ${MONTHS.ru[m]} ${y} г.`,
      `${d} ${MONTHS.ru[m]} ${y} года`,
      `${pad(d)}.${pad(m + 1)}.${String(y).slice(2)}`,
    ],
  };
  return v.rng.pick(shapes[v.lang]);
}

/** A date range in prose: "from 3 to 17 March 2025", "du 3 au 17 mars 2025", "с 3 по 17 марта". */
function dateRange(v: Values): string {
  const m = v.rng.int(12);
  const d1 = 1 + v.rng.int(12);
  const d2 = d1 + 2 + v.rng.int(14);
  const y = 2024 + v.rng.int(2);
  const month = MONTHS[v.lang][m]!;
  const d = (x: string) => P('DATE', x);
  switch (v.lang) {
    case 'en':
      return `from ${d(`${month} ${d1}`)} to ${d(`${month} ${d2}, ${y}`)}`;
    case 'es':
      return `del ${d(`${d1}`)} al ${d(`${d2} de ${month} de ${y}`)}`;
    case 'fr':
      return `du ${d(`${d1}`)} au ${d(`${d2} ${month} ${y}`)}`;
    case 'de':
      return `vom ${d(`${d1}.`)} bis ${d(`${d2}. ${month} ${y}`)}`;
    case 'it':
      return `dal ${d(`${d1}`)} al ${d(`${d2} ${month} ${y}`)}`;
    case 'pt':
      return `de ${d(`${d1}`)} a ${d(`${d2} de ${month} de ${y}`)}`;
    case 'ru':
      return `с ${d(`${d1}`)} по ${d(`${d2} ${MONTHS.ru[m]} ${y} г.`)}`;
  }
}

/** An amount in the language's local writing, with its currency where people write one. */
function localMoney(v: Values, max: number): string {
  const a = v.amount(max);
  switch (v.lang) {
    case 'en':
      return v.rng.pick([`£${a}`, `$${a}`, `GBP ${a}`]);
    case 'es':
      return v.rng.pick([`${a} €`, `${a} EUR`]);
    case 'fr':
      return v.rng.pick([
        `${a.replace(/\./g, ' ')} €`,
        `CHF ${a.replace(/\./g, "'").replace(',', '.')}`,
      ]);
    case 'de':
      return v.rng.pick([`${a} €`, `EUR ${a}`, `CHF ${a.replace(/\./g, "'").replace(',', '.')}`]);
    case 'it':
      return v.rng.pick([`€ ${a}`, `${a} euro`]);
    case 'pt':
      return v.rng.pick([`${a} €`, `€ ${a}`]);
    case 'ru':
      return v.rng.pick([`${a.replace(/\./g, ' ')} ₽`, `${a.replace(/\./g, ' ')} руб.`]);
  }
}

/** A phone number with an extension or a local spacing the basic pools lack. */
function phoneWithExtension(v: Values): string {
  const d = (n: number) => v.digits(n);
  const shapes: Record<Lang, string[]> = {
    en: [
      `+44 20 ${d(4)} ${d(4)} ext. ${d(3)}`,
      `(${2 + v.rng.int(7)}${d(2)}) ${d(3)}-${d(4)} x${d(4)}`,
      `0161 ${d(3)} ${d(4)}`,
    ],
    es: [
      `+34 91 ${d(3)} ${d(2)} ${d(2)} ext. ${d(3)}`,
      `93 ${d(3)} ${d(2)} ${d(2)}`,
      `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    ],
    fr: [
      `01.${d(2)}.${d(2)}.${d(2)}.${d(2)}`,
      `+33 (0)4 ${d(2)} ${d(2)} ${d(2)} ${d(2)} poste ${d(3)}`,
      `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    ],
    de: [`030 ${d(4)}-${d(3)}`, `+49 221 ${d(5)}-${d(2)}`, `(0711) ${d(3)} ${d(2)} ${d(2)}`],
    it: [`+39 06 ${d(4)} ${d(4)} int. ${d(3)}`, `011 ${d(3)} ${d(4)}`, `34${d(1)} ${d(3)} ${d(4)}`],
    pt: [
      `+351 21 ${d(3)} ${d(2)} ${d(2)} ext. ${d(3)}`,
      `22 ${d(3)} ${d(4)}`,
      `91${d(1)} ${d(3)} ${d(3)}`,
    ],
    ru: [
      `+7 812 ${d(3)}-${d(2)}-${d(2)} доб. ${d(3)}`,
      `8 (800) ${d(3)}-${d(2)}-${d(2)}`,
      `8-9${d(2)}-${d(3)}-${d(2)}-${d(2)}`,
    ],
  };
  return v.rng.pick(shapes[v.lang]);
}

/** A claim or case reference without a label word of its own ("4471-220", "2024/0183"). */
function caseRef(v: Values): string {
  return v.rng.pick([
    `${v.digits(4)}-${v.digits(3)}`,
    `${2024 + v.rng.int(2)}/${v.digits(5)}`,
    `${letters(v, 2)}-${v.digits(6)}`,
    `${v.digits(2)}.${v.digits(5)}`,
  ]);
}

function claimsLetter(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const person = v.fullName();
  const handler = v.fullName();
  const insurer = v.company();
  const [natTag, nat] = nationalNumber(v);
  const age = String(22 + v.rng.int(60));
  const ours = caseRef(v);
  const theirs = `${letters(v, 2)}${v.digits(4)}`;
  const claim = caseRef(v);
  const policy = `${v.digits(3)}-${v.digits(7)}`;
  const refBlock: Record<Lang, [string, string, string]> = {
    en: ['Our ref:', 'Your ref:', 'Date:'],
    es: ['N/Ref.:', 'S/Ref.:', 'Fecha:'],
    fr: ['N/Réf. :', 'V/Réf. :', 'Date :'],
    de: ['Unser Zeichen:', 'Ihr Zeichen:', 'Datum:'],
    it: ['Ns. rif.:', 'Vs. rif.:', 'Data:'],
    pt: ['N/Ref.ª:', 'V/Ref.ª:', 'Data:'],
    ru: ['Исх. №', 'На ваш №', 'Дата:'],
  };
  const [rOur, rYour, rDate] = refBlock[v.lang];
  const subject: Say = {
    en: `Re: Claim ${P('ID', claim)} – ${P('PERSON_NAME', person)}, policy ${P('ID', policy)}`,
    es: `Asunto: Siniestro ${P('ID', claim)} – ${P('PERSON_NAME', person)}, póliza ${P('ID', policy)}`,
    fr: `Objet : Sinistre ${P('ID', claim)} – ${P('PERSON_NAME', person)}, contrat ${P('ID', policy)}`,
    de: `Betreff: Schaden ${P('ID', claim)} – ${P('PERSON_NAME', person)}, Vertrag ${P('ID', policy)}`,
    it: `Oggetto: Sinistro ${P('ID', claim)} – ${P('PERSON_NAME', person)}, polizza ${P('ID', policy)}`,
    pt: `Assunto: Sinistro ${P('ID', claim)} – ${P('PERSON_NAME', person)}, apólice ${P('ID', policy)}`,
    ru: `Тема: убыток ${P('ID', claim)} – ${P('PERSON_NAME', person)}, полис ${P('ID', policy)}`,
  };
  const paid = localMoney(v, 9000);
  const excess = localMoney(v, 500);
  const range = dateRange(v);
  const when = wordyDate(v);
  const phone = phoneWithExtension(v);
  const body: Say = {
    en: `We have reviewed the claim of ${P('PERSON_NAME', person)} (${P(natTag, nat)}), aged ${P('AGE', age)}, for the stay abroad ${range}. On ${P('DATE', when)} we approved ${P('MONEY_AMOUNT', paid)}; the policy excess of ${P('MONEY_AMOUNT', excess)} has been deducted. Please quote ${P('ID', ours)} in any reply, or call ${P('PERSON_NAME', handler)} on ${P('PHONE', phone)}.`,
    es: `Hemos revisado el siniestro de ${P('PERSON_NAME', person)} (${P(natTag, nat)}), de ${P('AGE', age)} años, por la estancia en el extranjero ${range}. El ${P('DATE', when)} aprobamos ${P('MONEY_AMOUNT', paid)}; se ha descontado la franquicia de ${P('MONEY_AMOUNT', excess)}. Indique ${P('ID', ours)} en su respuesta o llame a ${P('PERSON_NAME', handler)} al ${P('PHONE', phone)}.`,
    fr: `Nous avons examiné le dossier de ${P('PERSON_NAME', person)} (${P(natTag, nat)}), âgé(e) de ${P('AGE', age)} ans, pour le séjour à l'étranger ${range}. Le ${P('DATE', when)}, nous avons accordé ${P('MONEY_AMOUNT', paid)} ; la franchise de ${P('MONEY_AMOUNT', excess)} a été déduite. Merci de rappeler ${P('ID', ours)} dans toute réponse ou d'appeler ${P('PERSON_NAME', handler)} au ${P('PHONE', phone)}.`,
    de: `Wir haben den Schaden von ${P('PERSON_NAME', person)} (${P(natTag, nat)}), ${P('AGE', age)} Jahre alt, für den Auslandsaufenthalt ${range} geprüft. Am ${P('DATE', when)} haben wir ${P('MONEY_AMOUNT', paid)} bewilligt; die Selbstbeteiligung von ${P('MONEY_AMOUNT', excess)} wurde abgezogen. Bitte geben Sie ${P('ID', ours)} bei jeder Antwort an oder rufen Sie ${P('PERSON_NAME', handler)} unter ${P('PHONE', phone)} an.`,
    it: `Abbiamo esaminato il sinistro di ${P('PERSON_NAME', person)} (${P(natTag, nat)}), di ${P('AGE', age)} anni, per il soggiorno all'estero ${range}. Il ${P('DATE', when)} abbiamo liquidato ${P('MONEY_AMOUNT', paid)}; la franchigia di ${P('MONEY_AMOUNT', excess)} è stata detratta. Citi ${P('ID', ours)} in ogni risposta o chiami ${P('PERSON_NAME', handler)} al ${P('PHONE', phone)}.`,
    pt: `Analisámos o sinistro de ${P('PERSON_NAME', person)} (${P(natTag, nat)}), de ${P('AGE', age)} anos, relativo à estadia no estrangeiro ${range}. Em ${P('DATE', when)} aprovámos ${P('MONEY_AMOUNT', paid)}; foi deduzida a franquia de ${P('MONEY_AMOUNT', excess)}. Indique ${P('ID', ours)} na resposta ou ligue para ${P('PERSON_NAME', handler)} pelo ${P('PHONE', phone)}.`,
    ru: `Мы рассмотрели убыток ${P('PERSON_NAME', person)} (${P(natTag, nat)}), ${P('AGE', age)} лет, за пребывание за границей ${range}. ${P('DATE', when)} одобрена выплата ${P('MONEY_AMOUNT', paid)}; франшиза ${P('MONEY_AMOUNT', excess)} удержана. Указывайте ${P('ID', ours)} в ответе или звоните ${P('PERSON_NAME', handler)} по номеру ${P('PHONE', phone)}.`,
  };
  const negatives: Say = {
    en: 'This letter has 2 pages and 3 enclosures. Our claims line is open 8–18 h, Monday to Friday; see section 4.2 of the 2024 terms.',
    es: 'Esta carta consta de 2 páginas y 3 anexos. Horario de atención 8–18 h, de lunes a viernes; véase el apartado 4.2 de las condiciones de 2024.',
    fr: 'Ce courrier comporte 2 pages et 3 annexes. Service ouvert de 8 h à 18 h du lundi au vendredi ; voir l’article 4.2 des conditions 2024.',
    de: 'Dieses Schreiben umfasst 2 Seiten und 3 Anlagen. Servicezeiten 8–18 Uhr, Montag bis Freitag; siehe Ziffer 4.2 der Bedingungen 2024.',
    it: 'La presente consta di 2 pagine e 3 allegati. Orari 8–18, dal lunedì al venerdì; si veda l’art. 4.2 delle condizioni 2024.',
    pt: 'Esta carta tem 2 páginas e 3 anexos. Horário 8–18 h, de segunda a sexta; ver cláusula 4.2 das condições de 2024.',
    ru: 'Письмо на 2 листах, 3 приложения. Часы работы 8–18, с понедельника по пятницу; см. п. 4.2 условий 2024 года.',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', insurer)} · ${rOur} ${P('ID', ours)}`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', insurer) },
      { kind: 'lines', lines: [P('PERSON_NAME', person), P('ADDRESS', v.street()), cityLine(v)] },
      {
        kind: 'lines',
        lines: [
          `${rOur} ${P('ID', ours)}`,
          `${rYour} ${P('ID', theirs)}`,
          `${rDate} ${P('DATE', v.date(2025, 2025))}`,
        ],
      },
      { kind: 'para', text: subject[v.lang] },
      { kind: 'para', text: `${L.dear} ${P('PERSON_NAME', person)},` },
      { kind: 'para', text: body[v.lang] },
      { kind: 'para', text: negatives[v.lang] },
      { kind: 'lines', lines: [L.regards, P('PERSON_NAME', handler)] },
    ],
  };
}

/** Domestic account details of the language's country: [label, value] pairs, all ACCOUNT. */
function domesticAccount(v: Values): Array<[string, string]> {
  const d = (n: number) => v.digits(n);
  switch (v.lang) {
    case 'en':
      return v.rng.int(2)
        ? [
            ['Sort code', `${d(2)}-${d(2)}-${d(2)}`],
            ['Account no.', d(8)],
          ]
        : [
            ['ABA', `0${d(8)}`],
            ['Account', `${d(4)} ${d(4)} ${d(2)}`],
          ];
    case 'es':
      return [['CCC', `${d(4)} ${d(4)} ${d(2)} ${d(10)}`]];
    case 'fr':
      return [['RIB', `${d(5)} ${d(5)} ${d(11)} ${d(2)}`]];
    case 'de':
      return [
        ['Kontonummer', d(10)],
        ['BLZ', `${d(3)} ${d(3)} ${d(2)}`],
      ];
    case 'it':
      return [
        ['ABI', d(5)],
        ['CAB', d(5)],
        ['C/C', d(12)],
      ];
    case 'pt':
      return [['NIB', `${d(4)} ${d(4)} ${d(11)} ${d(2)}`]];
    case 'ru':
      return [
        ['Р/с', `40817810${d(12)}`],
        ['БИК', `04${d(7)}`],
        ['К/с', `30101810${d(12)}`],
      ];
  }
}

function bankDetailsForm(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const payee = v.fullName();
  const bank = v.bank();
  const heading: Say = {
    en: 'Bank details for refunds',
    es: 'Datos bancarios para el reembolso',
    fr: 'Coordonnées bancaires pour le remboursement',
    de: 'Bankverbindung für die Erstattung',
    it: 'Coordinate bancarie per il rimborso',
    pt: 'Dados bancários para reembolso',
    ru: 'Банковские реквизиты для возврата',
  };
  const holderLabel: Say = {
    en: 'Account holder',
    es: 'Titular',
    fr: 'Titulaire',
    de: 'Kontoinhaber',
    it: 'Intestatario',
    pt: 'Titular',
    ru: 'Получатель',
  };
  const bic = `${letters(v, 4)}${['GB', 'ES', 'FR', 'DE', 'IT', 'PT', 'RU'][['en', 'es', 'fr', 'de', 'it', 'pt', 'ru'].indexOf(v.lang)]}${letters(v, 2)}${v.rng.int(2) ? 'XXX' : ''}`;
  const rows: Array<[string, string]> = [
    [holderLabel[v.lang], P('PERSON_NAME', payee)],
    ...domesticAccount(v).map(([l, x]): [string, string] => [l, P('ACCOUNT', x)]),
    ['IBAN', P('ACCOUNT', v.iban())],
    [v.lang === 'ru' ? 'SWIFT' : 'BIC', P('ACCOUNT', bic)],
  ];
  const cur: Say = { en: 'GBP', es: 'EUR', fr: 'EUR', de: 'EUR', it: 'EUR', pt: 'EUR', ru: 'RUB' };
  const cols: Record<Lang, string[]> = {
    en: ['Date', 'Item', `Refund (${cur.en})`],
    es: ['Fecha', 'Concepto', 'Importe (€)'],
    fr: ['Date', 'Objet', 'Montant (€)'],
    de: ['Datum', 'Position', 'EUR'],
    it: ['Data', 'Voce', 'Importo €'],
    pt: ['Data', 'Descrição', 'Valor (€)'],
    ru: ['Дата', 'Назначение', 'Сумма, руб.'],
  };
  const items: Say = {
    en: 'Deposit returned|Overpaid rent|Cleaning charge withheld',
    es: 'Devolución de fianza|Alquiler cobrado de más|Limpieza retenida',
    fr: 'Restitution du dépôt|Trop-perçu de loyer|Ménage retenu',
    de: 'Kautionsrückzahlung|Zu viel gezahlte Miete|Einbehalt Reinigung',
    it: 'Restituzione deposito|Canone versato in eccesso|Pulizia trattenuta',
    pt: 'Devolução da caução|Renda paga em excesso|Limpeza retida',
    ru: 'Возврат залога|Переплата аренды|Удержание за уборку',
  };
  const plain = (max: number) => {
    const a = v.amount(max);
    return v.lang === 'ru' ? a.replace(/\./g, ' ') : a;
  };
  const tableRows = items[v.lang].split('|').map((item, i) => {
    const a = plain(i === 2 ? 200 : 2000);
    const shown = i === 2 ? (v.lang === 'en' ? `(${a})` : `-${a}`) : a;
    return [P('DATE', wordyDate(v)), item, P('MONEY_AMOUNT', shown)];
  });
  const words: Say = {
    en: `one thousand two hundred pounds`,
    es: `mil doscientos euros`,
    fr: `mille deux cents euros`,
    de: `eintausendzweihundert Euro`,
    it: `milleduecento euro`,
    pt: `mil e duzentos euros`,
    ru: `одна тысяча двести рублей`,
  };
  const total = localMoney(v, 3000);
  const note: Say = {
    en: `Total refund: ${P('MONEY_AMOUNT', total)} (in words: ${P('MONEY_AMOUNT', words.en)} is the agreed deposit). Transfers take 2 to 3 working days; reference 1 of 1.`,
    es: `Total a reembolsar: ${P('MONEY_AMOUNT', total)} (la fianza pactada es de ${P('MONEY_AMOUNT', words.es)}). Las transferencias tardan de 2 a 3 días hábiles; hoja 1 de 1.`,
    fr: `Total remboursé : ${P('MONEY_AMOUNT', total)} (le dépôt convenu est de ${P('MONEY_AMOUNT', words.fr)}). Les virements prennent 2 à 3 jours ouvrés ; feuillet 1 sur 1.`,
    de: `Erstattung gesamt: ${P('MONEY_AMOUNT', total)} (die vereinbarte Kaution beträgt ${P('MONEY_AMOUNT', words.de)}). Überweisungen dauern 2 bis 3 Werktage; Blatt 1 von 1.`,
    it: `Totale rimborsato: ${P('MONEY_AMOUNT', total)} (il deposito concordato è di ${P('MONEY_AMOUNT', words.it)}). I bonifici richiedono da 2 a 3 giorni lavorativi; foglio 1 di 1.`,
    pt: `Total a reembolsar: ${P('MONEY_AMOUNT', total)} (a caução acordada é de ${P('MONEY_AMOUNT', words.pt)}). As transferências demoram 2 a 3 dias úteis; folha 1 de 1.`,
    ru: `Итого к возврату: ${P('MONEY_AMOUNT', total)} (согласованный залог — ${P('MONEY_AMOUNT', words.ru)}). Перевод занимает от 2 до 3 рабочих дней; лист 1 из 1.`,
  };
  const [c0, c1, c2] = cols[v.lang];
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', bank)}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'fields', columns: 1, rows },
      { kind: 'table', header: [c0!, c1!, c2!], widths: [24, 52, 24], rows: tableRows },
      { kind: 'para', text: note[v.lang] },
    ],
  };
}

function caseRegister(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const office = v.company();
  const heading: Say = {
    en: 'Case register – week 12',
    es: 'Registro de expedientes – semana 12',
    fr: 'Registre des dossiers – semaine 12',
    de: 'Vorgangsregister – KW 12',
    it: 'Registro pratiche – settimana 12',
    pt: 'Registo de processos – semana 12',
    ru: 'Журнал обращений – неделя 12',
  };
  const cols: Record<Lang, string[]> = {
    en: ['Opened', 'Client', 'Subject', 'Status'],
    es: ['Apertura', 'Cliente', 'Asunto', 'Estado'],
    fr: ['Ouverture', 'Client', 'Objet', 'Statut'],
    de: ['Eröffnet', 'Mandant', 'Betreff', 'Status'],
    it: ['Apertura', 'Cliente', 'Oggetto', 'Stato'],
    pt: ['Abertura', 'Cliente', 'Assunto', 'Estado'],
    ru: ['Открыто', 'Клиент', 'Тема', 'Статус'],
  };
  const no: Say = { en: 'No.', es: 'Nº', fr: 'n°', de: 'Nr.', it: 'n.', pt: 'n.º', ru: '№' };
  const subjects: Say = {
    en: 'Refund|Complaint|Address change|Card block',
    es: 'Reembolso|Reclamación|Cambio de domicilio|Bloqueo de tarjeta',
    fr: 'Remboursement|Réclamation|Changement d’adresse|Opposition carte',
    de: 'Erstattung|Beschwerde|Adressänderung|Kartensperre',
    it: 'Rimborso|Reclamo|Cambio indirizzo|Blocco carta',
    pt: 'Reembolso|Reclamação|Alteração de morada|Bloqueio de cartão',
    ru: 'Возврат|Жалоба|Смена адреса|Блокировка карты',
  };
  const status: Say = {
    en: 'open|closed',
    es: 'abierto|cerrado',
    fr: 'ouvert|clos',
    de: 'offen|erledigt',
    it: 'aperta|chiusa',
    pt: 'aberto|fechado',
    ru: 'открыто|закрыто',
  };
  const subj = subjects[v.lang].split('|');
  const st = status[v.lang].split('|');
  const rows = subj.map((s, i) => {
    const who = v.fullName();
    const [natTag, nat] = nationalNumber(v);
    const client =
      i % 2 === 0
        ? `${P('PERSON_NAME', who)} (${P(natTag, nat)})`
        : `${P('PERSON_NAME', who)}, ${no[v.lang]} ${P('ID', v.digits(5 + v.rng.int(3)))}`;
    return [P('DATE', v.date(2025, 2025)), client, `${s} #${P('ID', v.digits(6))}`, st[i % 2]!];
  });
  const who = v.fullName();
  // In a file name only the identifier is the person's ("passport_MD5774734.pdf").
  const file = `${v.rng.pick(['scan', 'passport', 'id', 'contract'])}_${P('ID', `${letters(v, 2)}${v.digits(7)}`)}.pdf`;
  const id = v.digits(7);
  const url = `https://portal.${v.rng.pick(['example', 'kundenportal', 'cliente'])}.com/cases/${id}/documents`;
  const notes: Say = {
    en: `Follow-up for ${P('PERSON_NAME', who)}: file ${file} was uploaded to ${P('URL', url)}. The client asked us to reopen case ${P('ID', caseRef(v))} and wrote from ${P('EMAIL', v.email(who))}. Items 1–4 of the checklist are done.`,
    es: `Seguimiento de ${P('PERSON_NAME', who)}: el fichero ${file} se subió a ${P('URL', url)}. El cliente pidió reabrir el expediente ${P('ID', caseRef(v))} y escribió desde ${P('EMAIL', v.email(who))}. Puntos 1–4 de la lista hechos.`,
    fr: `Suivi de ${P('PERSON_NAME', who)} : le fichier ${file} a été déposé sur ${P('URL', url)}. Le client demande la réouverture du dossier ${P('ID', caseRef(v))} et a écrit depuis ${P('EMAIL', v.email(who))}. Points 1 à 4 de la liste faits.`,
    de: `Nachverfolgung ${P('PERSON_NAME', who)}: Datei ${file} wurde unter ${P('URL', url)} hochgeladen. Der Mandant bittet, Vorgang ${P('ID', caseRef(v))} wieder zu öffnen, und schrieb von ${P('EMAIL', v.email(who))}. Punkte 1–4 der Liste erledigt.`,
    it: `Seguito per ${P('PERSON_NAME', who)}: il file ${file} è stato caricato su ${P('URL', url)}. Il cliente chiede di riaprire la pratica ${P('ID', caseRef(v))} e ha scritto da ${P('EMAIL', v.email(who))}. Punti 1–4 della lista fatti.`,
    pt: `Seguimento de ${P('PERSON_NAME', who)}: o ficheiro ${file} foi carregado em ${P('URL', url)}. O cliente pediu para reabrir o processo ${P('ID', caseRef(v))} e escreveu de ${P('EMAIL', v.email(who))}. Pontos 1–4 da lista feitos.`,
    ru: `Контроль по ${P('PERSON_NAME', who)}: файл ${file} загружен на ${P('URL', url)}. Клиент просит возобновить обращение ${P('ID', caseRef(v))}, писал с ${P('EMAIL', v.email(who))}. Пункты 1–4 списка выполнены.`,
  };
  const [c0, c1, c2, c3] = cols[v.lang];
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', office)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'table', header: [c0!, c1!, c2!, c3!], widths: [18, 44, 26, 12], rows },
      { kind: 'para', text: notes[v.lang] },
    ],
  };
}

function healthNote(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const worker = v.fullName();
  const doctor = v.fullName();
  const employer = v.company();
  const [natTag, nat] = nationalNumber(v);
  const age = String(19 + v.rng.int(45));
  const childAge = String(2 + v.rng.int(14));
  const heading: Say = {
    en: 'Occupational health note',
    es: 'Informe de salud laboral',
    fr: 'Fiche de médecine du travail',
    de: 'Arbeitsmedizinische Notiz',
    it: 'Nota di medicina del lavoro',
    pt: 'Nota de medicina do trabalho',
    ru: 'Заключение профпатолога',
  };
  const since = wordyDate(v);
  const back = wordyDate(v);
  const phone = phoneWithExtension(v);
  const allowance = localMoney(v, 900);
  const body: Say = {
    en: `${P('PERSON_NAME', worker)}, a ${P('AGE', age)}-year-old warehouse clerk (SSN ${P(natTag, nat)}), has been unfit for lifting since ${P('DATE', since)}. She cares for a son aged ${P('AGE', childAge)}. A return on ${P('DATE', back)} is expected; the employer pays an allowance of ${P('MONEY_AMOUNT', allowance)} a month. Questions: ${P('PERSON_NAME', doctor)}, ${P('PHONE', phone)}.`,
    es: `${P('PERSON_NAME', worker)}, mozo de almacén de ${P('AGE', age)} años (DNI ${P(natTag, nat)}), no puede levantar peso desde el ${P('DATE', since)}. Tiene a su cargo un hijo de ${P('AGE', childAge)} años. Se prevé la reincorporación el ${P('DATE', back)}; la empresa abona un complemento de ${P('MONEY_AMOUNT', allowance)} al mes. Consultas: ${P('PERSON_NAME', doctor)}, ${P('PHONE', phone)}.`,
    fr: `${P('PERSON_NAME', worker)}, magasinier de ${P('AGE', age)} ans (NIR ${P(natTag, nat)}), est inapte au port de charges depuis le ${P('DATE', since)}. Il a un enfant de ${P('AGE', childAge)} ans à charge. La reprise est prévue le ${P('DATE', back)} ; l'employeur verse une indemnité de ${P('MONEY_AMOUNT', allowance)} par mois. Contact : ${P('PERSON_NAME', doctor)}, ${P('PHONE', phone)}.`,
    de: `${P('PERSON_NAME', worker)}, Lagerist, ${P('AGE', age)} Jahre alt (${natTag === 'SSN' ? 'SV-Nummer' : 'Steuer-ID'} ${P(natTag, nat)}), ist seit dem ${P('DATE', since)} nicht hebefähig. Er betreut einen Sohn im Alter von ${P('AGE', childAge)} Jahren. Die Rückkehr ist für den ${P('DATE', back)} geplant; der Arbeitgeber zahlt einen Zuschuss von ${P('MONEY_AMOUNT', allowance)} monatlich. Rückfragen: ${P('PERSON_NAME', doctor)}, ${P('PHONE', phone)}.`,
    it: `${P('PERSON_NAME', worker)}, magazziniere di ${P('AGE', age)} anni (C.F. ${P(natTag, nat)}), non può sollevare pesi dal ${P('DATE', since)}. Ha un figlio di ${P('AGE', childAge)} anni a carico. Il rientro è previsto il ${P('DATE', back)}; il datore versa un'indennità di ${P('MONEY_AMOUNT', allowance)} al mese. Contatti: ${P('PERSON_NAME', doctor)}, ${P('PHONE', phone)}.`,
    pt: `${P('PERSON_NAME', worker)}, fiel de armazém de ${P('AGE', age)} anos (NIF ${P(natTag, nat)}), está inapto para cargas desde ${P('DATE', since)}. Tem a cargo um filho de ${P('AGE', childAge)} anos. Prevê-se o regresso a ${P('DATE', back)}; a entidade patronal paga um subsídio de ${P('MONEY_AMOUNT', allowance)} por mês. Contacto: ${P('PERSON_NAME', doctor)}, ${P('PHONE', phone)}.`,
    ru: `${P('PERSON_NAME', worker)}, кладовщик, ${P('AGE', age)} лет (${natTag === 'SSN' ? 'СНИЛС' : 'ИНН'} ${P(natTag, nat)}), не может поднимать тяжести с ${P('DATE', since)}. На иждивении сын ${P('AGE', childAge)} лет. Выход на работу ожидается ${P('DATE', back)}; работодатель выплачивает пособие ${P('MONEY_AMOUNT', allowance)} в месяц. Вопросы: ${P('PERSON_NAME', doctor)}, ${P('PHONE', phone)}.`,
  };
  // Unlabelled national numbers in a witness line, in brackets after the name.
  const witness = v.fullName();
  const [wTag, wNat] = nationalNumber(v);
  const witnessLine: Say = {
    en: `Witnessed by ${P('PERSON_NAME', witness)} (${P(wTag, wNat)}) on ${P('DATE', wordyDate(v))}.`,
    es: `Firmado ante ${P('PERSON_NAME', witness)} (${P(wTag, wNat)}) el ${P('DATE', wordyDate(v))}.`,
    fr: `Fait en présence de ${P('PERSON_NAME', witness)} (${P(wTag, wNat)}) le ${P('DATE', wordyDate(v))}.`,
    de: `Bezeugt von ${P('PERSON_NAME', witness)} (${P(wTag, wNat)}) am ${P('DATE', wordyDate(v))}.`,
    it: `Alla presenza di ${P('PERSON_NAME', witness)} (${P(wTag, wNat)}) il ${P('DATE', wordyDate(v))}.`,
    pt: `Testemunhado por ${P('PERSON_NAME', witness)} (${P(wTag, wNat)}) em ${P('DATE', wordyDate(v))}.`,
    ru: `В присутствии ${P('PERSON_NAME', witness)} (${P(wTag, wNat)}) ${P('DATE', wordyDate(v))}.`,
  };
  const negatives: Say = {
    en: 'Lifting limit 10 kg for 6 weeks; review in 2026. Form OH-7, version 3.',
    es: 'Límite de carga 10 kg durante 6 semanas; revisión en 2026. Formulario SL-7, versión 3.',
    fr: 'Charge limitée à 10 kg pendant 6 semaines ; revue en 2026. Formulaire MT-7, version 3.',
    de: 'Hebegrenze 10 kg für 6 Wochen; Überprüfung 2026. Formular AM-7, Version 3.',
    it: 'Limite di carico 10 kg per 6 settimane; revisione nel 2026. Modulo ML-7, versione 3.',
    pt: 'Limite de carga 10 kg durante 6 semanas; revisão em 2026. Formulário MT-7, versão 3.',
    ru: 'Ограничение нагрузки 10 кг на 6 недель; пересмотр в 2026 году. Форма ПП-7, версия 3.',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', employer)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'para', text: body[v.lang] },
      { kind: 'para', text: witnessLine[v.lang] },
      { kind: 'para', text: negatives[v.lang] },
    ],
  };
}

/** A social-security number printed the other ways forms print it (compact, spaced, masked). */
function socialVariant(v: Values): [tag: string, value: string] {
  switch (v.lang) {
    case 'en': {
      const n = ssn(v);
      return [
        'SSN',
        v.rng.pick([n.replace(/-/g, ' '), n.replace(/-/g, ''), `XXX-XX-${n.slice(-4)}`]),
      ];
    }
    case 'es':
      return [
        'ID',
        v.rng.pick([
          `${v.digits(2)} ${v.digits(10)}`,
          `${v.digits(2)}/${v.digits(8)}/${v.digits(2)}`,
        ]),
      ];
    case 'fr':
      return ['SSN', nir(v).replace(/ /g, '')];
    case 'de':
      return ['SSN', svNummer(v).replace(/ /g, '')];
    case 'it':
      return ['ID', codiceFiscale(v)];
    case 'pt':
      return ['ID', `${1 + v.rng.int(2)}${v.digits(10)}`];
    case 'ru':
      return ['SSN', snils(v).replace(/[- ]/g, '')];
  }
}

function personnelSheet(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const person = v.fullName();
  const company = v.company();
  const age = String(20 + v.rng.int(45));
  const [socTag, soc] = socialVariant(v);
  const birth = v.date(1960, 2004);
  const heading: Say = {
    en: 'Personnel record',
    es: 'Ficha de personal',
    fr: 'Fiche du salarié',
    de: 'Personalbogen',
    it: 'Scheda anagrafica dipendente',
    pt: 'Ficha de colaborador',
    ru: 'Личная карточка работника',
  };
  const labels: Record<Lang, string[]> = {
    en: ['Name', 'Age', 'Born', 'Social Security No.', 'Mobile', 'Bank'],
    es: ['Nombre', 'Edad', 'Nacido/a', 'N.º Seg. Social', 'Móvil', 'Banco'],
    fr: ['Nom', 'Âge', 'Né(e) le', 'N° de sécurité sociale', 'Portable', 'Banque'],
    de: ['Name', 'Alter', 'Geboren am', 'Sozialversicherungsnr.', 'Mobil', 'Bank'],
    it: ['Nome', 'Età', 'Nato/a il', 'Codice fiscale', 'Cellulare', 'Banca'],
    pt: ['Nome', 'Idade', 'Data de nascimento', 'N.º Seg. Social', 'Telemóvel', 'Banco'],
    ru: ['ФИО', 'Возраст', 'Дата рождения', 'СНИЛС', 'Мобильный', 'Банк'],
  };
  const years: Say = {
    en: 'years',
    es: 'años',
    fr: 'ans',
    de: 'Jahre',
    it: 'anni',
    pt: 'anos',
    ru: 'лет',
  };
  const d = (n: number) => v.digits(n);
  const mobile: Say = {
    en: `07${d(3)} ${d(6)}`,
    es: `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    fr: `06-${d(2)}-${d(2)}-${d(2)}-${d(2)}`,
    de: `0151 ${d(4)} ${d(4)}`,
    it: `+39 3${d(2)} ${d(7)}`,
    pt: `+351 9${d(2)} ${d(3)} ${d(3)}`,
    ru: `+7 (9${d(2)}) ${d(3)} ${d(2)} ${d(2)}`,
  };
  // A masked account as statements and payroll systems print it.
  const masked = v.rng.pick([
    `****${d(4)}`,
    `${v.iban().slice(0, 4)} **** **** **** ${d(4)}`,
    `XXXXXX${d(4)}`,
  ]);
  const rows: Array<[string, string]> = [
    [labels[v.lang][0]!, P('PERSON_NAME', person)],
    [labels[v.lang][1]!, `${P('AGE', age)} ${years[v.lang]}`],
    [labels[v.lang][2]!, P('DATE', birth)],
    [labels[v.lang][3]!, P(socTag, soc)],
    [labels[v.lang][4]!, P('PHONE', mobile[v.lang])],
    [labels[v.lang][5]!, P('ACCOUNT', masked)],
  ];
  // Dependants: ages in a table under an age column and in brackets after the name.
  const kids = [v.firstName(), v.firstName()];
  const kidAges = [String(1 + v.rng.int(17)), String(1 + v.rng.int(17))];
  const dependants: Say = {
    en: `Dependants: ${P('PERSON_NAME', kids[0]!)} (${P('AGE', kidAges[0]!)}) and ${P('PERSON_NAME', kids[1]!)}, aged ${P('AGE', kidAges[1]!)}. Emergency contact: ${P('PHONE', phoneWithExtension(v))}.`,
    es: `Personas a cargo: ${P('PERSON_NAME', kids[0]!)} (${P('AGE', kidAges[0]!)}) y ${P('PERSON_NAME', kids[1]!)}, de ${P('AGE', kidAges[1]!)} años. Contacto de emergencia: ${P('PHONE', phoneWithExtension(v))}.`,
    fr: `Personnes à charge : ${P('PERSON_NAME', kids[0]!)} (${P('AGE', kidAges[0]!)} ans) et ${P('PERSON_NAME', kids[1]!)}, ${P('AGE', kidAges[1]!)} ans. Contact d'urgence : ${P('PHONE', phoneWithExtension(v))}.`,
    de: `Angehörige: ${P('PERSON_NAME', kids[0]!)} (${P('AGE', kidAges[0]!)} J.) und ${P('PERSON_NAME', kids[1]!)}, ${P('AGE', kidAges[1]!)} Jahre alt. Notfallkontakt: ${P('PHONE', phoneWithExtension(v))}.`,
    it: `Familiari a carico: ${P('PERSON_NAME', kids[0]!)} (${P('AGE', kidAges[0]!)} anni) e ${P('PERSON_NAME', kids[1]!)}, di anni ${P('AGE', kidAges[1]!)}. Contatto di emergenza: ${P('PHONE', phoneWithExtension(v))}.`,
    pt: `Dependentes: ${P('PERSON_NAME', kids[0]!)} (${P('AGE', kidAges[0]!)} anos) e ${P('PERSON_NAME', kids[1]!)}, com ${P('AGE', kidAges[1]!)} anos. Contacto de emergência: ${P('PHONE', phoneWithExtension(v))}.`,
    ru: `Иждивенцы: ${P('PERSON_NAME', kids[0]!)} (${P('AGE', kidAges[0]!)} лет) и ${P('PERSON_NAME', kids[1]!)}, ${P('AGE', kidAges[1]!)} лет. Экстренный контакт: ${P('PHONE', phoneWithExtension(v))}.`,
  };
  const negatives: Say = {
    en: 'Grade 7, 37.5 hours a week, 25 days of leave. Form HR-12 (rev. 2024).',
    es: 'Grupo 7, 40 horas semanales, 23 días de vacaciones. Modelo RH-12 (rev. 2024).',
    fr: 'Coefficient 250, 35 heures par semaine, 25 jours de congés. Formulaire RH-12 (rév. 2024).',
    de: 'Entgeltgruppe 7, 38,5 Stunden pro Woche, 30 Urlaubstage. Formular PA-12 (Stand 2024).',
    it: 'Livello 7, 40 ore settimanali, 26 giorni di ferie. Modulo HR-12 (rev. 2024).',
    pt: 'Escalão 7, 40 horas semanais, 22 dias de férias. Impresso RH-12 (rev. 2024).',
    ru: 'Разряд 7, 40 часов в неделю, 28 дней отпуска. Форма Т-2 (ред. 2024).',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'fields', columns: 2, rows },
      { kind: 'lines', lines: [P('ADDRESS', v.street()), cityLine(v)] },
      { kind: 'para', text: dependants[v.lang] },
      { kind: 'para', text: negatives[v.lang] },
    ],
  };
}

function utilityBill(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const customer = v.fullName();
  const supplier = v.company();
  const heading: Say = {
    en: 'Electricity bill',
    es: 'Factura de electricidad',
    fr: "Facture d'électricité",
    de: 'Stromrechnung',
    it: 'Bolletta luce',
    pt: 'Fatura de eletricidade',
    ru: 'Счёт за электроэнергию',
  };
  const custWord: Say = {
    en: 'Customer',
    es: 'Cliente',
    fr: 'Client',
    de: 'Kunde',
    it: 'Cliente',
    pt: 'Cliente',
    ru: 'Абонент',
  };
  const cols: Record<Lang, string[]> = {
    en: ['Item', 'Quantity', 'Unit price', 'Total'],
    es: ['Concepto', 'Cantidad', 'Precio unitario', 'Total'],
    fr: ['Libellé', 'Quantité', 'Prix unitaire', 'Total'],
    de: ['Position', 'Menge', 'Einzelpreis', 'Gesamt'],
    it: ['Voce', 'Quantità', 'Prezzo unitario', 'Totale'],
    pt: ['Descrição', 'Quantidade', 'Preço unitário', 'Total'],
    ru: ['Услуга', 'Количество', 'Тариф', 'Итого'],
  };
  const items: Say = {
    en: 'Energy used|Standing charge|VAT 5%',
    es: 'Energía consumida|Término de potencia|IVA 21%',
    fr: 'Consommation|Abonnement|TVA 20 %',
    de: 'Arbeitspreis|Grundpreis|MwSt. 19 %',
    it: 'Energia consumata|Quota fissa|IVA 10%',
    pt: 'Energia consumida|Potência contratada|IVA 23%',
    ru: 'Электроэнергия|Абонентская плата|НДС 20%',
  };
  const dec = (n: number, digits: number) => {
    const s = n.toFixed(digits);
    return v.lang === 'en' ? s : s.replace('.', ',');
  };
  const qty = [`${200 + v.rng.int(900)} kWh`, `${30 + v.rng.int(60)}`, '1'];
  const rows = items[v.lang]
    .split('|')
    .map((item, i) => [
      item,
      qty[i]!,
      P('MONEY_AMOUNT', dec(0.1 + v.rng.int(3000) / 10000, 4)),
      P('MONEY_AMOUNT', v.amount(400)),
    ]);
  const account = `${v.iban().slice(0, 4)} **** **** **** ${v.digits(4)}`;
  const period: Say = {
    en: `Billing period ${P('DATE', `${pad(1 + v.rng.int(28))}/01/2025`)} – ${P('DATE', `${pad(1 + v.rng.int(28))}/03/2025`)}; your meter read on ${P('DATE', wordyDate(v))} was 48213 kWh.`,
    es: `Periodo de facturación ${P('DATE', `${pad(1 + v.rng.int(28))}/01/2025`)} – ${P('DATE', `${pad(1 + v.rng.int(28))}/03/2025`)}; lectura del contador el ${P('DATE', wordyDate(v))}: 48213 kWh.`,
    fr: `Période du ${P('DATE', `${pad(1 + v.rng.int(28))}/01/2025`)} au ${P('DATE', `${pad(1 + v.rng.int(28))}/03/2025`)} ; relevé du compteur le ${P('DATE', wordyDate(v))} : 48213 kWh.`,
    de: `Abrechnungszeitraum ${P('DATE', `${pad(1 + v.rng.int(28))}.01.`)}–${P('DATE', `${pad(1 + v.rng.int(28))}.03.2025`)}; Zählerstand am ${P('DATE', wordyDate(v))}: 48213 kWh.`,
    it: `Periodo dal ${P('DATE', `${pad(1 + v.rng.int(28))}/01/2025`)} al ${P('DATE', `${pad(1 + v.rng.int(28))}/03/2025`)}; lettura del contatore il ${P('DATE', wordyDate(v))}: 48213 kWh.`,
    pt: `Período de ${P('DATE', `${pad(1 + v.rng.int(28))}/01/2025`)} a ${P('DATE', `${pad(1 + v.rng.int(28))}/03/2025`)}; leitura do contador em ${P('DATE', wordyDate(v))}: 48213 kWh.`,
    ru: `Период с ${P('DATE', `${pad(1 + v.rng.int(28))}.01.2025`)} по ${P('DATE', `${pad(1 + v.rng.int(28))}.03.2025`)}; показания счётчика на ${P('DATE', wordyDate(v))}: 48213 кВт·ч.`,
  };
  const debit: Say = {
    en: `The total of ${P('MONEY_AMOUNT', localMoney(v, 600))} will be taken from ${P('ACCOUNT', account)} on ${P('DATE', wordyDate(v))}.`,
    es: `El total de ${P('MONEY_AMOUNT', localMoney(v, 600))} se cargará en ${P('ACCOUNT', account)} el ${P('DATE', wordyDate(v))}.`,
    fr: `Le total de ${P('MONEY_AMOUNT', localMoney(v, 600))} sera prélevé sur ${P('ACCOUNT', account)} le ${P('DATE', wordyDate(v))}.`,
    de: `Der Gesamtbetrag von ${P('MONEY_AMOUNT', localMoney(v, 600))} wird am ${P('DATE', wordyDate(v))} von ${P('ACCOUNT', account)} abgebucht.`,
    it: `Il totale di ${P('MONEY_AMOUNT', localMoney(v, 600))} sarà addebitato su ${P('ACCOUNT', account)} il ${P('DATE', wordyDate(v))}.`,
    pt: `O total de ${P('MONEY_AMOUNT', localMoney(v, 600))} será debitado em ${P('ACCOUNT', account)} a ${P('DATE', wordyDate(v))}.`,
    ru: `Сумма ${P('MONEY_AMOUNT', localMoney(v, 6000))} будет списана со счёта ${P('ACCOUNT', account)} ${P('DATE', wordyDate(v))}.`,
  };
  const [c0, c1, c2, c3] = cols[v.lang];
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', supplier)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', supplier) },
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'lines', lines: [P('PERSON_NAME', customer), P('ADDRESS', v.street()), cityLine(v)] },
      { kind: 'lines', lines: [`${custWord[v.lang]} ${P('ID', v.digits(8))}`] },
      { kind: 'para', text: period[v.lang] },
      { kind: 'table', header: [c0!, c1!, c2!, c3!], widths: [40, 20, 20, 20], rows },
      { kind: 'para', text: debit[v.lang] },
    ],
  };
}

/** R1's second set of development templates (numbers without a label beside them), by kind. */
export const REF_TEMPLATES: Record<string, Template> = {
  refletter2: claimsLetter,
  bankdetails: bankDetailsForm,
  register: caseRegister,
  healthnote: healthNote,
  personnel: personnelSheet,
  utility: utilityBill,
};
