/**
 * dev7 kind: a referral letter from one clinic to another. The sending clinic's letterhead
 * (name, address, phone, e-mail, web site), the receiving doctor and clinic with their
 * address, the date and place, a patient block (name, date of birth, age with its unit,
 * health or national number, address, phone), a justified body that names the patient's
 * employer, next of kin and previous clinic, the signature, a copy line, and a footer.
 */
import {
  address,
  anyDate,
  day,
  email,
  honorific,
  host,
  longDate,
  nationalId,
  NATIONAL_ID_LABEL,
  numericDate,
  person,
  phone,
} from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  dr: string;
  re: string;
  patient: string;
  dob: string;
  age: (n: number) => string;
  record: string;
  addr: string;
  tel: string;
  greet: (name: string) => string;
  body: Array<
    (x: { name: string; age: string; employer: string; clinic: string; date: string }) => string
  >;
  kin: (kin: string, tel: string) => string;
  close: string;
  cc: string;
  place: (town: string, date: string) => string;
  page: string;
}> = {
  eng: {
    dr: 'Dr',
    re: 'Re: referral of',
    patient: 'Patient',
    dob: 'Date of birth',
    age: (n) => `${n} years`,
    record: 'NHS number',
    addr: 'Address',
    tel: 'Telephone',
    greet: (n) => `Dear Dr ${n},`,
    body: [
      (x) =>
        `Thank you for seeing ${x.name}, aged ${x.age}, who works as a warehouse supervisor at ${x.employer}. Since ${x.date} the patient has reported increasing pain in the right knee on exertion.`,
      (x) =>
        `Imaging was carried out at ${x.clinic} and showed moderate degenerative change. I would be grateful for your assessment and advice on further management.`,
    ],
    kin: (k, t) => `Next of kin: ${k}, telephone ${t}.`,
    close: 'Yours sincerely,',
    cc: 'cc:',
    place: (_town, d) => d,
    page: 'Page {n} of {N}',
  },
  spa: {
    dr: 'Dr.',
    re: 'Asunto: derivación de',
    patient: 'Paciente',
    dob: 'Fecha de nacimiento',
    age: (n) => `${n} años`,
    record: 'N.º de historia clínica',
    addr: 'Domicilio',
    tel: 'Teléfono',
    greet: (n) => `Estimado/a Dr./Dra. ${n}:`,
    body: [
      (x) =>
        `Le remito a ${x.name}, de ${x.age}, que trabaja como encargado de almacén en ${x.employer}. Desde el ${x.date} refiere dolor creciente en la rodilla derecha con el esfuerzo.`,
      (x) =>
        `Las pruebas de imagen se realizaron en ${x.clinic} y muestran cambios degenerativos moderados. Le agradecería su valoración y sus recomendaciones de tratamiento.`,
    ],
    kin: (k, t) => `Persona de contacto: ${k}, teléfono ${t}.`,
    close: 'Atentamente,',
    cc: 'c. c.:',
    place: (town, d) => `${town}, ${d}`,
    page: 'Página {n} de {N}',
  },
  fra: {
    dr: 'Dr',
    re: 'Objet : adressage de',
    patient: 'Patient(e)',
    dob: 'Date de naissance',
    age: (n) => `${n} ans`,
    record: 'N° de sécurité sociale',
    addr: 'Adresse',
    tel: 'Téléphone',
    greet: (n) => `Cher Confrère, Docteur ${n},`,
    body: [
      (x) =>
        `Je vous adresse ${x.name}, âgé(e) de ${x.age}, magasinier chez ${x.employer}. Depuis le ${x.date}, le patient décrit une douleur croissante du genou droit à l’effort.`,
      (x) =>
        `L’imagerie réalisée au ${x.clinic} montre des remaniements dégénératifs modérés. Je vous remercie de votre avis et de vos propositions de prise en charge.`,
    ],
    kin: (k, t) => `Personne à prévenir : ${k}, tél. ${t}.`,
    close: 'Bien confraternellement,',
    cc: 'Copie :',
    place: (town, d) => `${town}, le ${d}`,
    page: 'Page {n}/{N}',
  },
  deu: {
    dr: 'Dr.',
    re: 'Überweisung von',
    patient: 'Patient/in',
    dob: 'Geburtsdatum',
    age: (n) => `${n} Jahre`,
    record: 'Versichertennummer',
    addr: 'Anschrift',
    tel: 'Telefon',
    greet: (n) => `Sehr geehrte/r Frau/Herr Dr. ${n},`,
    body: [
      (x) =>
        `ich überweise Ihnen ${x.name}, ${x.age} alt, beschäftigt als Lagerleiter bei ${x.employer}. Seit dem ${x.date} bestehen zunehmende Belastungsschmerzen im rechten Knie.`,
      (x) =>
        `Die Bildgebung erfolgte im ${x.clinic} und zeigte mäßige degenerative Veränderungen. Für Ihre Beurteilung und Therapieempfehlung danke ich Ihnen.`,
    ],
    kin: (k, t) => `Angehörige/r: ${k}, Telefon ${t}.`,
    close: 'Mit freundlichen kollegialen Grüßen',
    cc: 'Kopie an:',
    place: (town, d) => `${town}, den ${d}`,
    page: 'Seite {n} von {N}',
  },
  ita: {
    dr: 'Dott.',
    re: 'Oggetto: invio di',
    patient: 'Paziente',
    dob: 'Data di nascita',
    age: (n) => `${n} anni`,
    record: 'Codice fiscale',
    addr: 'Indirizzo',
    tel: 'Telefono',
    greet: (n) => `Gentile Dott. ${n},`,
    body: [
      (x) =>
        `Le invio ${x.name}, di ${x.age}, magazziniere presso ${x.employer}. Dal ${x.date} il paziente lamenta dolore crescente al ginocchio destro sotto sforzo.`,
      (x) =>
        `Gli esami di imaging eseguiti presso ${x.clinic} mostrano alterazioni degenerative moderate. La ringrazio per la Sua valutazione e per le indicazioni terapeutiche.`,
    ],
    kin: (k, t) => `Familiare di riferimento: ${k}, tel. ${t}.`,
    close: 'Cordiali saluti,',
    cc: 'p.c.:',
    place: (town, d) => `${town}, ${d}`,
    page: 'Pagina {n} di {N}',
  },
  por: {
    dr: 'Dr.',
    re: 'Assunto: referenciação de',
    patient: 'Utente',
    dob: 'Data de nascimento',
    age: (n) => `${n} anos`,
    record: 'N.º de utente',
    addr: 'Morada',
    tel: 'Telefone',
    greet: (n) => `Caro(a) Dr.(a) ${n},`,
    body: [
      (x) =>
        `Encaminho ${x.name}, de ${x.age}, encarregado de armazém na ${x.employer}. Desde ${x.date} refere dor crescente no joelho direito ao esforço.`,
      (x) =>
        `Os exames de imagem realizados na ${x.clinic} revelam alterações degenerativas moderadas. Agradeço a sua avaliação e orientação terapêutica.`,
    ],
    kin: (k, t) => `Contacto familiar: ${k}, telefone ${t}.`,
    close: 'Com os melhores cumprimentos,',
    cc: 'C/c:',
    place: (town, d) => `${town}, ${d}`,
    page: 'Página {n} de {N}',
  },
  rus: {
    dr: 'д-р',
    re: 'Направление пациента',
    patient: 'Пациент',
    dob: 'Дата рождения',
    age: (n) =>
      `${n} ${n % 10 === 1 && n !== 11 ? 'год' : n % 10 >= 2 && n % 10 <= 4 && (n < 12 || n > 14) ? 'года' : 'лет'}`,
    record: 'Полис ОМС',
    addr: 'Адрес',
    tel: 'Телефон',
    greet: (n) => `Уважаемый(ая) ${n}!`,
    body: [
      (x) =>
        `Направляю к Вам пациента ${x.name}, ${x.age}, работает начальником склада в компании ${x.employer}. С ${x.date} отмечает нарастающую боль в правом колене при нагрузке.`,
      (x) =>
        `Исследования, выполненные в учреждении ${x.clinic}, выявили умеренные дегенеративные изменения. Прошу провести консультацию и дать рекомендации по лечению.`,
    ],
    kin: (k, t) => `Контактное лицо: ${k}, тел. ${t}.`,
    close: 'С уважением,',
    cc: 'Копия:',
    place: (town, d) => `г. ${town}, ${d}`,
    page: 'Стр. {n} из {N}',
  },
};

/** Builds one referral letter. */
export function referral(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const [from, to, imaging] = c.some(c.half(P.clinics), 3) as [string, string, string];
  const fromAddr = address(c);
  const toAddr = address(c);
  const patAddr = address(c);
  const fromHost = host(c, from);
  const doctor = person(c);
  const colleague = person(c);
  const patient = person(c);
  const kin = person(c);
  const born = day(c, 1948, 1999);
  const written = day(c, 2025, 2025);
  const ageYears = written.y - born.y - (written.m < born.m ? 1 : 0);
  const employer = c.from(P.firms);
  const blocks: Block7[] = [];
  blocks.push({
    k: 'lines',
    bold: true,
    lines: [
      m('ORGANIZATION', from),
      ...fromAddr.lines,
      `${t.tel} ${m('PHONE', phone(c))}`,
      `${m('EMAIL', `${c.pick(['referrals', 'secretariat', 'info'])}@${fromHost}`)} · ${m('URL', `www.${fromHost}`)}`,
    ],
  });
  m('ADDRESS', fromAddr.lines.join(' '));
  blocks.push({ k: 'gap', h: 8 });
  const toDr =
    c.lang === 'rus'
      ? `${m('PERSON_NAME', colleague.full)}`
      : `${t.dr} ${m('PERSON_NAME', colleague.full)}`;
  blocks.push({
    k: 'lines',
    right: c.chance(0.5),
    lines: [toDr, m('ORGANIZATION', to), ...toAddr.lines],
  });
  m('ADDRESS', toAddr.lines.join(' '));
  blocks.push({
    k: 'p',
    text: t.place(m('LOCATION', fromAddr.town), m('DATE', longDate(c.lang, written))),
  });
  blocks.push({ k: 'h', text: `${t.re} ${m('PERSON_NAME', patient.full)}` });
  const nat =
    c.lang === 'eng'
      ? `${c.digits(3)} ${c.digits(3)} ${c.digits(4)}`
      : c.lang === 'ita' || c.lang === 'fra'
        ? nationalId(c, patient)
        : c.lang === 'rus'
          ? c.digits(16)
          : `${c.letters(2)}${c.digits(8)}`;
  const natTag = c.lang === 'ita' || c.lang === 'fra' ? 'SSN' : 'ID';
  blocks.push({
    k: 'fields',
    layout: c.pick(['inline', 'grid'] as const),
    rows: [
      [t.patient, m('PERSON_NAME', patient.full)],
      [t.dob, m('DATE', numericDate(c.lang, born))],
      [t.record, m(natTag, nat)],
      [t.tel, m('PHONE', phone(c, true))],
    ],
  });
  blocks.push({ k: 'fields', layout: 'inline', rows: [[t.addr, m('ADDRESS', patAddr.line)]] });
  if (c.lang !== 'ita' && c.lang !== 'fra' && c.chance(0.5))
    blocks.push({
      k: 'fields',
      layout: 'inline',
      rows: [[NATIONAL_ID_LABEL[c.lang], m('SSN', nationalId(c, patient))]],
    });
  const surname =
    c.lang === 'rus' ? `${colleague.first} ${colleague.full.split(' ')[1]}` : colleague.last;
  blocks.push({ k: 'p', text: t.greet(m('PERSON_NAME', surname)) });
  const x = {
    name: m('PERSON_NAME', patient.full),
    age: m('AGE', t.age(ageYears)),
    employer: m('ORGANIZATION', employer),
    clinic: m('ORGANIZATION', imaging),
    date: m('DATE', anyDate(c, day(c, 2024, 2024))),
  };
  for (const para of t.body) blocks.push({ k: 'p', justify: true, text: para(x) });
  blocks.push({
    k: 'p',
    text: t.kin(`${honorific(c, kin)} ${m('PERSON_NAME', kin.full)}`, m('PHONE', phone(c, true))),
  });
  blocks.push({ k: 'p', text: t.close });
  blocks.push({ k: 'gap', h: 14 });
  blocks.push({
    k: 'lines',
    lines: [
      `${t.dr} ${m('PERSON_NAME', doctor.full)}`,
      m('ORGANIZATION', from),
      m('EMAIL', email(c, doctor, fromHost)),
    ],
  });
  blocks.push({ k: 'p', text: `${t.cc} ${m('ORGANIZATION', c.from(P.clinics))}` });
  return {
    name,
    kind: 'referral',
    lang: c.lang,
    family: c.pick(['DejaVuSerif', 'LiberationSerif', 'LiberationSans'] as const),
    blocks,
    footer: [
      `${m('ORGANIZATION', from)} · ${m('ADDRESS', fromAddr.line)} · ${m('PHONE', phone(c))}`,
    ],
    pageLabel: t.page,
    marks: c.marks,
  };
}
