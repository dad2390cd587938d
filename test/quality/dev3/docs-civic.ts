/** Forms of dev3 a person fills in or receives: an insurance claim, a school enrolment, an official notice. */
import type { Block } from '../doc-model';
import type { Lang } from '../locales';
import {
  D,
  M,
  N,
  O,
  P,
  PAGE,
  TEL,
  addressLine,
  orgAddress,
  ageOn,
  honorific,
  ld,
  nd,
  postal,
  type Dev3Template,
} from './kit';

/** The repair shop that wrote the estimate. */
const GARAGES: Record<Lang, string> = {
  en: 'Precision Auto Body',
  es: 'Talleres Urquiza S.L.',
  fr: 'Garage Poulain et Fils',
  de: 'Autohaus Brenner',
  it: 'Carrozzeria Sartori',
  pt: 'Oficina Auto Tavares',
  ru: 'Автосервис «Колесо»',
};

/** "years" after an age in parentheses. */
const YEARS: Record<Lang, string> = {
  en: 'yrs',
  es: 'años',
  fr: 'ans',
  de: 'J.',
  it: 'anni',
  pt: 'anos',
  ru: 'лет',
};

/** The words of a motor insurance claim. */
interface ClaimWords {
  title: string;
  policy: string;
  claim: string;
  insured: string;
  born: string;
  address: string;
  phone: string;
  email: string;
  license: string;
  plate: string;
  when: string;
  where: string;
  account: string;
  other: string;
  story: (p: {
    date: string;
    street: string;
    town: string;
    other: string;
    plate: string;
    witness: string;
    wphone: string;
  }) => string;
  estimate: (garage: string, amount: string) => string;
  declaration: string;
  signature: string;
}

const CLAIM: Record<Lang, ClaimWords> = {
  en: {
    title: 'Auto Claim Report',
    policy: 'Policy number',
    claim: 'Claim number',
    insured: 'Named insured',
    born: 'Date of birth',
    address: 'Mailing address',
    phone: 'Daytime phone',
    email: 'E-mail',
    license: "Driver's license #",
    plate: 'License plate',
    when: 'Date of loss',
    where: 'Location of loss',
    account: 'Payment to account',
    other: 'Other driver',
    story: (p) =>
      `On ${p.date} at about 5:40 pm I was stopped at the red light on ${p.street} in ${p.town} when a pickup driven by ${p.other} (plate ${p.plate}) struck the rear of my vehicle. A witness, ${p.witness}, gave her number (${p.wphone}) to the responding officer.`,
    estimate: (g, a) => `Repair estimate from ${g}: ${a}. The vehicle is drivable.`,
    declaration:
      'I declare that the information in this report is true and complete to the best of my knowledge.',
    signature: 'Signature of insured',
  },
  es: {
    title: 'Declaración de siniestro de automóvil',
    policy: 'N.º de póliza',
    claim: 'N.º de siniestro',
    insured: 'Tomador/asegurado',
    born: 'Fecha de nacimiento',
    address: 'Domicilio',
    phone: 'Teléfono de contacto',
    email: 'Correo electrónico',
    license: 'N.º permiso de conducir',
    plate: 'Matrícula',
    when: 'Fecha del siniestro',
    where: 'Lugar',
    account: 'Cuenta para la indemnización',
    other: 'Conductor contrario',
    story: (p) =>
      `El día ${p.date}, circulando por ${p.street} (${p.town}), el vehículo conducido por ${p.other}, con matrícula ${p.plate}, no respetó el ceda el paso y colisionó con el lateral derecho de mi coche. Fue testigo ${p.witness}, que facilitó su teléfono ${p.wphone}.`,
    estimate: (g, a) => `Presupuesto de reparación del taller ${g}: ${a}, IVA incluido.`,
    declaration: 'El abajo firmante declara que los datos facilitados son ciertos.',
    signature: 'Firma del asegurado',
  },
  fr: {
    title: 'Déclaration de sinistre automobile',
    policy: 'N° de contrat',
    claim: 'N° de sinistre',
    insured: 'Assuré(e)',
    born: 'Date de naissance',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'Courriel',
    license: 'N° de permis de conduire',
    plate: 'Immatriculation',
    when: 'Date du sinistre',
    where: 'Lieu',
    account: 'RIB pour indemnisation',
    other: 'Conducteur adverse',
    story: (p) =>
      `Le ${p.date}, alors que je circulais ${p.street} à ${p.town}, le véhicule immatriculé ${p.plate}, conduit par ${p.other}, a refusé la priorité et a percuté l'avant de mon véhicule. Un témoin, ${p.witness}, joignable au ${p.wphone}, a assisté à la scène. Un constat amiable a été rempli.`,
    estimate: (g, a) => `Devis du garage ${g} : ${a} TTC.`,
    declaration: "Je certifie sur l'honneur l'exactitude des renseignements ci-dessus.",
    signature: "Signature de l'assuré",
  },
  de: {
    title: 'Schadenanzeige Kraftfahrtversicherung',
    policy: 'Versicherungsschein-Nr.',
    claim: 'Schaden-Nr.',
    insured: 'Versicherungsnehmer/in',
    born: 'Geburtsdatum',
    address: 'Anschrift',
    phone: 'Telefon tagsüber',
    email: 'E-Mail',
    license: 'Führerschein-Nr.',
    plate: 'Amtl. Kennzeichen',
    when: 'Schadentag',
    where: 'Schadenort',
    account: 'IBAN für Auszahlung',
    other: 'Unfallgegner',
    story: (p) =>
      `Am ${p.date} fuhr ich auf der ${p.street} in ${p.town}, als der Pkw mit dem Kennzeichen ${p.plate}, gesteuert von ${p.other}, beim Ausparken rückwärts gegen meine Fahrertür stieß. Zeuge des Unfalls war ${p.witness} (Tel. ${p.wphone}). Die Polizei nahm den Unfall auf.`,
    estimate: (g, a) => `Kostenvoranschlag der Werkstatt ${g}: ${a} brutto.`,
    declaration: 'Ich versichere, dass ich die vorstehenden Angaben wahrheitsgemäß gemacht habe.',
    signature: 'Unterschrift Versicherungsnehmer/in',
  },
  it: {
    title: 'Denuncia di sinistro RC auto',
    policy: 'N. polizza',
    claim: 'N. sinistro',
    insured: 'Contraente/assicurato',
    born: 'Data di nascita',
    address: 'Indirizzo',
    phone: 'Recapito telefonico',
    email: 'E-mail',
    license: 'N. patente',
    plate: 'Targa',
    when: 'Data del sinistro',
    where: 'Luogo',
    account: 'IBAN per il risarcimento',
    other: 'Conducente controparte',
    story: (p) =>
      `In data ${p.date}, percorrendo ${p.street} a ${p.town}, il veicolo targato ${p.plate} condotto da ${p.other} non si arrestava allo stop e urtava la fiancata sinistra della mia autovettura. Era presente il testimone ${p.witness}, tel. ${p.wphone}. È stato compilato il modulo CAI.`,
    estimate: (g, a) => `Preventivo della carrozzeria ${g}: ${a} IVA inclusa.`,
    declaration: 'Il sottoscritto dichiara che quanto sopra corrisponde al vero.',
    signature: "Firma dell'assicurato",
  },
  pt: {
    title: 'Participação de sinistro automóvel',
    policy: 'N.º de apólice',
    claim: 'N.º de processo',
    insured: 'Tomador do seguro',
    born: 'Data de nascimento',
    address: 'Morada',
    phone: 'Telefone',
    email: 'E-mail',
    license: 'N.º da carta de condução',
    plate: 'Matrícula',
    when: 'Data do acidente',
    where: 'Local',
    account: 'IBAN para indemnização',
    other: 'Condutor interveniente',
    story: (p) =>
      `No dia ${p.date}, quando circulava na ${p.street}, em ${p.town}, o veículo de matrícula ${p.plate}, conduzido por ${p.other}, não respeitou o sinal de STOP e embateu na parte lateral do meu veículo. Testemunhou o acidente ${p.witness}, telemóvel ${p.wphone}. Foi preenchida a Declaração Amigável.`,
    estimate: (g, a) => `Orçamento da oficina ${g}: ${a} com IVA.`,
    declaration: 'Declaro por minha honra que as informações prestadas são verdadeiras.',
    signature: 'Assinatura do tomador',
  },
  ru: {
    title: 'Заявление о страховом случае по ОСАГО',
    policy: 'Полис серия, №',
    claim: 'Номер убытка',
    insured: 'Страхователь',
    born: 'Дата рождения',
    address: 'Адрес',
    phone: 'Телефон',
    email: 'Эл. почта',
    license: 'Водительское удостоверение',
    plate: 'Госномер',
    when: 'Дата ДТП',
    where: 'Место ДТП',
    account: 'Реквизиты для выплаты',
    other: 'Второй участник',
    story: (p) =>
      `${p.date} на ${p.street} в г. ${p.town} автомобиль с госномером ${p.plate} под управлением ${p.other} при перестроении совершил столкновение с моим автомобилем. Очевидец ДТП ${p.witness}, телефон ${p.wphone}. Оформлен европротокол.`,
    estimate: (g, a) => `Согласно калькуляции ${g}, стоимость ремонта составляет ${a}.`,
    declaration: 'Подтверждаю достоверность сведений, указанных в заявлении.',
    signature: 'Подпись заявителя',
  },
};

/** A motor insurance claim: insurer letterhead, fields, the story in prose, estimate, signature. */
export const insuranceClaim: Dev3Template = (v, name) => {
  const w = CLAIM[v.lang];
  const insurer = v.pick(v.pool.companies);
  const garage = GARAGES[v.lang];
  const who = v.person();
  const other = v.person();
  const witness = v.person(true);
  const born = v.day(1955, 2003);
  const when = v.day(2024, 2025);
  const place = v.place();
  const town = place.town.split(', ')[0]!;
  const policy =
    v.lang === 'ru' ? `ХХХ ${v.digits(10)}` : `${v.letters(v.int(1, 3))}-${v.digits(7)}`;
  const blocks: Block[] = [
    {
      kind: 'lines',
      lines: [O(insurer), `${orgAddress(v)} · ${TEL[v.lang]} ${P('PHONE', v.phone(false))}`],
    },
    { kind: 'heading', text: w.title },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.policy, P('ID', policy)],
        [w.claim, P('ID', `${v.digits(2)}/${v.digits(6)}`)],
        [w.insured, N(v.chance(0.5) ? who.formal : who.full)],
        [w.born, nd(v, born)],
        [w.phone, P('PHONE', v.phone())],
        [w.email, P('EMAIL', v.email(who))],
        [w.license, P('DRIVER_LICENSE', v.license())],
        [w.plate, P('ID', v.plate())],
        [w.when, nd(v, when)],
        [w.where, P('LOCATION', town)],
      ],
    },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.address, addressLine(v)],
        [
          w.other,
          `${N(other.full)} (${P('AGE', String(v.int(19, 78)))} ${YEARS[v.lang]}), ${addressLine(v)}`,
        ],
      ],
    },
    {
      kind: 'para',
      text: w.story({
        date: D(v.longDate(when)),
        street: P('ADDRESS', v.pick(v.pool.streets)),
        town: P('LOCATION', town),
        other: N(v.lang === 'ru' ? other.formal : other.full),
        plate: P('ID', v.plate()),
        witness: N(v.lang === 'ru' ? witness.formal : witness.full),
        wphone: P('PHONE', v.phone(true)),
      }),
    },
    { kind: 'para', text: w.estimate(O(garage), M(v.money(v.cents(400, 6000)))) },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.account, P('ACCOUNT', v.lang === 'en' || v.lang === 'ru' ? v.account() : v.iban())],
      ],
    },
    { kind: 'para', text: w.declaration },
    { kind: 'lines', lines: [`${w.signature}: ____________________ ${nd(v, v.after(when, 2))}`] },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${O(insurer)} · ${w.policy} ${P('ID', policy)}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};

/** The words of a school enrolment form. */
interface EnrolWords {
  title: (year: string) => string;
  pupil: string;
  surname: string;
  given: string;
  born: string;
  age: string;
  birthplace: string;
  grade: string;
  grades: string[];
  previous: string;
  parents: string;
  parent: string;
  relation: [string, string];
  phone: string;
  email: string;
  address: string;
  pickup: string;
  pickupText: (a: string, b: string) => string;
  doctor: string;
  idLabel: string;
  consent: (name: string, date: string) => string;
}

const ENROL: Record<Lang, EnrolWords> = {
  en: {
    title: (y) => `Student Enrollment Form ${y}`,
    pupil: 'Student information',
    surname: 'Legal last name',
    given: 'First / middle name',
    born: 'Birthdate',
    age: 'Age on Sept. 1',
    birthplace: 'Birthplace (city)',
    grade: 'Grade entering',
    grades: ['Kindergarten', 'Grade 3', 'Grade 6'],
    previous: 'Previous school',
    parents: 'Parents / guardians',
    parent: 'Parent/guardian',
    relation: ['Mother', 'Father'],
    phone: 'Cell',
    email: 'E-mail',
    address: 'Home address',
    pickup: 'Authorized pickup',
    pickupText: (a, b) =>
      `Besides the parents, only ${a} (grandmother) and ${b} (neighbor) may pick up the child. Photo ID is required.`,
    doctor: 'Pediatrician',
    idLabel: 'Student ID',
    consent: (n, d) => `I, ${n}, confirm that the information provided is accurate. Date: ${d}`,
  },
  es: {
    title: (y) => `Solicitud de matrícula, curso ${y}`,
    pupil: 'Datos del alumno/a',
    surname: 'Apellidos',
    given: 'Nombre',
    born: 'Fecha de nacimiento',
    age: 'Edad',
    birthplace: 'Lugar de nacimiento',
    grade: 'Curso',
    grades: ['1.º de Educación Primaria', '4.º de Primaria', '1.º de ESO'],
    previous: 'Centro de procedencia',
    parents: 'Datos de los padres o tutores legales',
    parent: 'Padre/madre/tutor',
    relation: ['Madre', 'Padre'],
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Domicilio familiar',
    pickup: 'Personas autorizadas a recoger al alumno',
    pickupText: (a, b) =>
      `Además de los padres, podrán recoger al menor ${a} (abuela) y ${b} (vecina), previa identificación.`,
    doctor: 'Pediatra',
    idLabel: 'NIA',
    consent: (n, d) => `D./D.ª ${n} declara que los datos son ciertos. Fecha: ${d}`,
  },
  fr: {
    title: (y) => `Fiche d'inscription scolaire ${y}`,
    pupil: "Renseignements concernant l'élève",
    surname: 'Nom',
    given: 'Prénoms',
    born: 'Date de naissance',
    age: 'Âge',
    birthplace: 'Lieu de naissance',
    grade: 'Classe',
    grades: ['CP', 'CE2', '6e'],
    previous: "École d'origine",
    parents: 'Responsables légaux',
    parent: 'Responsable légal',
    relation: ['Mère', 'Père'],
    phone: 'Portable',
    email: 'Courriel',
    address: 'Adresse',
    pickup: "Personnes autorisées à venir chercher l'enfant",
    pickupText: (a, b) =>
      `Outre les parents, seules ${a} (grand-mère) et ${b} (voisine) sont autorisées à récupérer l'enfant, sur présentation d'une pièce d'identité.`,
    doctor: 'Médecin traitant',
    idLabel: 'INE',
    consent: (n, d) => `Je soussigné(e) ${n} certifie l'exactitude des renseignements. Le ${d}`,
  },
  de: {
    title: (y) => `Anmeldung zur Schulaufnahme Schuljahr ${y}`,
    pupil: 'Angaben zum Kind',
    surname: 'Name',
    given: 'Vorname(n)',
    born: 'Geburtsdatum',
    age: 'Alter',
    birthplace: 'Geburtsort',
    grade: 'Klassenstufe',
    grades: ['1. Klasse', '3. Klasse', '5. Klasse'],
    previous: 'Bisherige Schule / Kita',
    parents: 'Erziehungsberechtigte',
    parent: 'Erziehungsberechtigte/r',
    relation: ['Mutter', 'Vater'],
    phone: 'Mobil',
    email: 'E-Mail',
    address: 'Wohnanschrift',
    pickup: 'Abholberechtigte Personen',
    pickupText: (a, b) =>
      `Außer den Eltern dürfen nur ${a} (Großmutter) und ${b} (Nachbarin) das Kind abholen.`,
    doctor: 'Kinderarzt/Kinderärztin',
    idLabel: 'Schüler-ID',
    consent: (n, d) => `Ich, ${n}, bestätige die Richtigkeit der Angaben. Datum: ${d}`,
  },
  it: {
    title: (y) => `Domanda di iscrizione a.s. ${y}`,
    pupil: "Dati dell'alunno/a",
    surname: 'Cognome',
    given: 'Nome',
    born: 'Data di nascita',
    age: 'Età',
    birthplace: 'Luogo di nascita',
    grade: 'Classe',
    grades: [
      'classe prima primaria',
      'classe terza primaria',
      'classe prima secondaria di I grado',
    ],
    previous: 'Scuola di provenienza',
    parents: 'Dati dei genitori / tutori',
    parent: 'Genitore/tutore',
    relation: ['Madre', 'Padre'],
    phone: 'Cellulare',
    email: 'E-mail',
    address: 'Residenza',
    pickup: 'Delega al ritiro',
    pickupText: (a, b) =>
      `Oltre ai genitori, sono delegate al ritiro del minore ${a} (nonna) e ${b} (vicina di casa).`,
    doctor: 'Pediatra di libera scelta',
    idLabel: 'Codice fiscale alunno',
    consent: (n, d) => `Il/La sottoscritto/a ${n} dichiara che i dati sono veritieri. Data ${d}`,
  },
  pt: {
    title: (y) => `Boletim de matrícula - ano letivo ${y}`,
    pupil: 'Identificação do aluno',
    surname: 'Apelidos',
    given: 'Nome próprio',
    born: 'Data de nascimento',
    age: 'Idade',
    birthplace: 'Naturalidade',
    grade: 'Ano de escolaridade',
    grades: ['1.º ano', '3.º ano', '5.º ano'],
    previous: 'Escola anterior',
    parents: 'Encarregado de educação',
    parent: 'Encarregado(a) de educação',
    relation: ['Mãe', 'Pai'],
    phone: 'Telemóvel',
    email: 'E-mail',
    address: 'Morada',
    pickup: 'Pessoas autorizadas a recolher o aluno',
    pickupText: (a, b) =>
      `Além dos pais, apenas ${a} (avó) e ${b} (vizinha) podem recolher a criança.`,
    doctor: 'Médico de família',
    idLabel: 'N.º de processo do aluno',
    consent: (n, d) => `Eu, ${n}, declaro que os dados são verdadeiros. Data: ${d}`,
  },
  ru: {
    title: (y) => `Заявление о зачислении в школу на ${y} учебный год`,
    pupil: 'Сведения о ребёнке',
    surname: 'Фамилия',
    given: 'Имя, отчество',
    born: 'Дата рождения',
    age: 'Возраст',
    birthplace: 'Место рождения',
    grade: 'Класс',
    grades: ['1 класс', '3 класс', '5 класс'],
    previous: 'Предыдущее учреждение',
    parents: 'Сведения о родителях (законных представителях)',
    parent: 'Родитель',
    relation: ['Мать', 'Отец'],
    phone: 'Телефон',
    email: 'Эл. почта',
    address: 'Адрес проживания',
    pickup: 'Лица, которым разрешено забирать ребёнка',
    pickupText: (a, b) =>
      `Кроме родителей, забирать ребёнка могут ${a} (бабушка) и ${b} (соседка).`,
    doctor: 'Участковый педиатр',
    idLabel: 'Свидетельство о рождении',
    consent: (n, d) => `Я, ${n}, подтверждаю достоверность сведений. Дата: ${d}`,
  },
};

/** A school enrolment form: the child (name, birth date, age), both parents, pickup persons. */
export const schoolEnrolment: Dev3Template = (v, name) => {
  const w = ENROL[v.lang];
  const school = v.pick(v.pool.schools);
  const mother = v.person(true);
  const father = v.person(false);
  const child = v.person();
  // Spanish children carry the father's first surname then the mother's; Portuguese the mother's then the father's.
  const first = (p: typeof mother) => p.family.split(' ')[0]!;
  const last = (p: typeof mother) => p.family.split(' ').pop()!;
  const family =
    v.lang === 'es'
      ? `${first(father)} ${first(mother)}`
      : v.lang === 'pt'
        ? `${first(mother)} ${last(father)}`
        : v.lang === 'ru' && child.female && /(ов|ев|ёв|ин)$/.test(father.family)
          ? `${father.family}а`
          : father.family;
  const given = v.lang === 'ru' ? `${child.given} ${child.patronymic}` : child.given;
  const born = v.day(2011, 2019);
  const year = v.int(2024, 2026);
  const sept = { y: year, m: 9, d: 1 };
  const idValue =
    v.lang === 'it'
      ? v.codiceFiscale({ ...child, family }, born)
      : v.lang === 'ru'
        ? `${['I', 'II', 'III', 'IV', 'V'][v.int(0, 4)]}-${v.letters(2, 'АБВГДЕЖИКЛМНОПРСТУФХ')} № ${v.digits(6)}`
        : `${v.digits(v.int(7, 10))}`;
  // Spanish, Portuguese, Italian and Russian forms ask for each parent's identity document.
  const parentId = (p: typeof mother): Array<[string, string]> => {
    const born = v.day(1970, 1992);
    switch (v.lang) {
      case 'es':
        return [['DNI/NIE', P('ID', v.taxId(p, born))]];
      case 'pt':
        return [['NIF', P('ID', v.taxId(p, born))]];
      case 'it':
        return [['Codice fiscale', P('ID', v.codiceFiscale(p, born))]];
      case 'ru':
        return [['Паспорт', P('PASSPORT', v.passport())]];
      default:
        return [];
    }
  };
  const parentRow = (p: typeof mother, rel: string): Array<[string, string]> => [
    [`${w.parent} (${rel})`, N(v.lang === 'ru' ? p.formal : p.full)],
    [w.phone, P('PHONE', v.phone(true))],
    [w.email, P('EMAIL', v.email(p))],
    ...parentId(p),
  ];
  const schoolYear = `${year}/${String(year + 1).slice(v.lang === 'ru' ? 0 : 2)}`;
  const blocks: Block[] = [
    {
      kind: 'lines',
      lines: [O(school), `${orgAddress(v)} · ${TEL[v.lang]} ${P('PHONE', v.phone(false))}`],
    },
    { kind: 'heading', text: w.title(schoolYear) },
    { kind: 'heading', text: w.pupil },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.surname, N(family.toUpperCase())],
        [w.given, N(given)],
        [w.born, nd(v, born)],
        [w.age, P('AGE', String(ageOn(born, sept)))],
        [w.birthplace, P('LOCATION', v.place().town.split(', ')[0]!)],
        [w.grade, v.pick(w.grades)],
        [w.idLabel, P('ID', idValue)],
        [w.doctor, N(v.person().full)],
      ],
    },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.previous, O(v.pick(v.pool.schools.filter((s) => s !== school)))],
        [w.address, addressLine(v)],
      ],
    },
    { kind: 'heading', text: w.parents },
    {
      kind: 'fields',
      columns: 2,
      rows: [...parentRow(mother, w.relation[0]), ...parentRow(father, w.relation[1])],
    },
    { kind: 'heading', text: w.pickup },
    { kind: 'para', text: w.pickupText(N(v.person(true).full), N(v.person(true).full)) },
    {
      kind: 'para',
      text: w.consent(N(mother.full), ld(v, { y: year, m: v.int(2, 6), d: v.int(1, 28) })),
    },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${O(school)} · ${N(child.given.split(' ')[0]!)} ${N(family)}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};

/** The words of an official notice (a traffic penalty notice). */
interface NoticeWords {
  authority: string;
  title: string;
  caseNo: string;
  to: string;
  intro: (p: {
    name: string;
    born: string;
    plate: string;
    date: string;
    time: string;
    place: string;
    speed: string;
  }) => string;
  fine: (amount: string, fee: string, total: string) => string;
  pay: (account: string, ref: string, deadline: string) => string;
  appeal: string;
  officer: string;
}

const NOTICE: Record<Lang, NoticeWords> = {
  en: {
    authority: 'Municipal Court, Traffic Division',
    title: 'Notice of Traffic Violation and Court Date',
    caseNo: 'Case No.',
    to: 'Defendant',
    intro: (p) =>
      `You, ${p.name} (DOB ${p.born}), are charged with operating the vehicle bearing plate ${p.plate} at ${p.speed} in a 35 mph zone on ${p.date} at ${p.time} at ${p.place}.`,
    fine: (a, f, t) => `Fine ${a} plus court costs of ${f}; total due ${t}.`,
    pay: (acc, r, d) =>
      `You may pay online before ${d} using citation number ${r}, or appear in person. Payments by mail: account ${acc}.`,
    appeal:
      'Failure to appear may result in suspension of your driving privileges and a warrant for your arrest.',
    officer: 'Issuing officer / badge',
  },
  es: {
    authority: 'Ayuntamiento - Policía Local, Sección de Sanciones',
    title: 'Notificación de denuncia',
    caseNo: 'N.º de expediente',
    to: 'Titular del vehículo',
    intro: (p) =>
      `Se le notifica que el vehículo matrícula ${p.plate}, del que figura como titular D./D.ª ${p.name}, nacido/a el ${p.born}, fue denunciado el ${p.date} a las ${p.time} horas en ${p.place}, por circular a ${p.speed} estando limitada la velocidad a 50 km/h (art. 48 RGC).`,
    fine: (a, f, t) =>
      `Importe de la sanción: ${a}. Con reducción del 50 % por pronto pago: ${f}. Recargo de apremio, en su caso: ${t}.`,
    pay: (acc, r, d) =>
      `Podrá abonarla hasta el ${d} mediante ingreso en la cuenta ${acc}, indicando la referencia ${r}.`,
    appeal:
      'Dispone de veinte días naturales para formular alegaciones e identificar al conductor responsable.',
    officer: 'Agente denunciante n.º',
  },
  fr: {
    authority: 'Agence nationale de traitement automatisé des infractions',
    title: 'Avis de contravention',
    caseNo: "N° d'avis",
    to: "Titulaire du certificat d'immatriculation",
    intro: (p) =>
      `Le véhicule immatriculé ${p.plate}, dont ${p.name}, né(e) le ${p.born}, est titulaire du certificat d'immatriculation, a été contrôlé le ${p.date} à ${p.time} à ${p.place} à la vitesse de ${p.speed} pour une vitesse maximale autorisée de 80 km/h.`,
    fine: (a, f, t) => `Amende forfaitaire : ${a}. Amende minorée : ${f}. Amende majorée : ${t}.`,
    pay: (acc, r, d) =>
      `Paiement avant le ${d} avec le numéro de télépaiement ${r}, ou par virement sur le compte ${acc}.`,
    appeal:
      'Vous pouvez contester cet avis dans un délai de 45 jours (article 529-10 du code de procédure pénale).',
    officer: 'Agent verbalisateur, matricule',
  },
  de: {
    authority: 'Landkreis - Zentrale Bußgeldstelle',
    title: 'Bußgeldbescheid',
    caseNo: 'Aktenzeichen',
    to: 'Betroffene/r',
    intro: (p) =>
      `Ihnen, ${p.name}, geboren am ${p.born}, wird vorgeworfen, am ${p.date} um ${p.time} Uhr in ${p.place} als Führer/in des Pkw mit dem amtlichen Kennzeichen ${p.plate} die zulässige Höchstgeschwindigkeit innerhalb geschlossener Ortschaften überschritten zu haben. Festgestellte Geschwindigkeit nach Toleranzabzug: ${p.speed}. §§ 41 Abs. 1, 49 StVO; § 24 StVG.`,
    fine: (a, f, t) =>
      `Geldbuße: ${a}. Gebühren und Auslagen: ${f}. Zu zahlender Gesamtbetrag: ${t}.`,
    pay: (acc, r, d) =>
      `Bitte überweisen Sie den Betrag bis zum ${d} auf das Konto ${acc} unter Angabe des Kassenzeichens ${r}.`,
    appeal:
      'Gegen diesen Bescheid kann innerhalb von zwei Wochen nach Zustellung Einspruch eingelegt werden.',
    officer: 'Sachbearbeiter/in',
  },
  it: {
    authority: 'Comune - Comando di Polizia Locale',
    title: 'Verbale di accertamento di violazione al Codice della Strada',
    caseNo: 'Verbale n.',
    to: 'Trasgressore/obbligato in solido',
    intro: (p) =>
      `Il giorno ${p.date} alle ore ${p.time}, in ${p.place}, il veicolo targato ${p.plate}, di proprietà di ${p.name}, nato/a il ${p.born}, circolava alla velocità di ${p.speed} superando il limite di 50 km/h (art. 142 comma 8 C.d.S.).`,
    fine: (a, f, t) =>
      `Sanzione: ${a}; spese di notifica e procedimento: ${f}; totale ${t}. Pagamento ridotto del 30% entro cinque giorni.`,
    pay: (acc, r, d) =>
      `Il pagamento può essere effettuato entro il ${d} tramite bonifico su IBAN ${acc} indicando il codice avviso ${r}.`,
    appeal: 'Entro 60 giorni è ammesso ricorso al Prefetto o entro 30 giorni al Giudice di Pace.',
    officer: 'Agente accertatore matr.',
  },
  pt: {
    authority: 'Autoridade Nacional de Segurança Rodoviária',
    title: 'Notificação de auto de contraordenação',
    caseNo: 'Auto n.º',
    to: 'Arguido(a)',
    intro: (p) =>
      `No dia ${p.date}, pelas ${p.time}, na ${p.place}, o veículo com a matrícula ${p.plate}, pertencente a ${p.name}, nascido(a) em ${p.born}, circulava à velocidade de ${p.speed}, sendo o limite de 50 km/h (art. 27.º do Código da Estrada).`,
    fine: (a, f, t) => `Coima mínima: ${a}; custas: ${f}; total: ${t}.`,
    pay: (acc, r, d) =>
      `O pagamento voluntário pode ser efetuado até ${d} por transferência para ${acc}, com a referência ${r}.`,
    appeal: 'Pode apresentar defesa no prazo de 15 dias úteis a contar da notificação.',
    officer: 'Agente autuante n.º',
  },
  ru: {
    authority: 'ЦАФАП ГИБДД',
    title: 'Постановление по делу об административном правонарушении',
    caseNo: 'УИН',
    to: 'Собственник (владелец) ТС',
    intro: (p) =>
      `${p.date} в ${p.time} по адресу: ${p.place} водитель транспортного средства с государственным регистрационным знаком ${p.plate}, собственником которого является ${p.name}, ${p.born} г. р., превысил установленную скорость движения, двигаясь со скоростью ${p.speed} при разрешённой 60 км/ч (ч. 2 ст. 12.9 КоАП РФ).`,
    fine: (a, f, t) =>
      `Назначен административный штраф в размере ${a}; при оплате в течение 20 дней - ${f}. Итого к оплате: ${t}.`,
    pay: (acc, r, d) => `Штраф подлежит уплате до ${d} на счёт ${acc}, УИН ${r}.`,
    appeal: 'Постановление может быть обжаловано в течение десяти суток со дня вручения копии.',
    officer: 'Инспектор',
  },
};

/** An official notice (traffic penalty): case number, the person in prose, plate, fine, payment. */
export const officialNotice: Dev3Template = (v, name) => {
  const w = NOTICE[v.lang];
  const who = v.person();
  const born = v.day(1950, 2004);
  const when = v.day(2024, 2025);
  const fine = v.lang === 'ru' ? 750 : v.int(4, 40) * 5;
  const fee = v.lang === 'ru' ? 375 : v.lang === 'en' ? v.int(40, 90) : Math.round(fine / 2);
  const caseNo = {
    en: `TR-${v.digits(2)}-${v.digits(6)}`,
    es: `${v.digits(4)}/${v.digits(6)}`,
    fr: v.digits(10),
    de: `${v.digits(3)}.${v.digits(6)}.${v.digits(1)}`,
    it: `${v.digits(6)}/${v.letters(1)}/${v.int(2024, 2025)}`,
    pt: v.digits(9),
    ru: `188101${v.digits(14)}`,
  }[v.lang];
  const ref = v.lang === 'ru' ? caseNo : `${v.digits(4)} ${v.digits(4)} ${v.digits(4)}`;
  const account =
    v.lang === 'ru' ? `0310064300000001${v.digits(4)}` : v.lang === 'en' ? v.account() : v.iban();
  // Above the limit the notice names (35 mph, 80 km/h in France, 60 km/h in Russia, 50 km/h elsewhere).
  const limit = { en: 35, es: 50, fr: 80, de: 50, it: 50, pt: 50, ru: 60 }[v.lang];
  const speed = `${limit + v.int(11, 45)} ${v.lang === 'en' ? 'mph' : 'km/h'}`;
  const time = `${String(v.int(6, 22)).padStart(2, '0')}:${String(v.int(0, 59)).padStart(2, '0')}`;
  const place = `${P('ADDRESS', v.pick(v.pool.streets))}, ${P('LOCATION', v.place().town.split(', ')[0]!)}`;
  const blocks: Block[] = [
    {
      kind: 'lines',
      lines: [w.authority, orgAddress(v), `${TEL[v.lang]} ${P('PHONE', v.phone(false))}`],
    },
    { kind: 'lines', lines: postal(v, who, honorific(v, who)) },
    { kind: 'heading', text: w.title },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.caseNo, P('ID', caseNo)],
        [w.to, N(who.formal)],
      ],
    },
    {
      kind: 'para',
      text: w.intro({
        name: N(v.lang === 'ru' ? who.formal : who.full),
        born: nd(v, born),
        plate: P('ID', v.plate()),
        date: nd(v, when),
        time,
        place,
        speed,
      }),
    },
    { kind: 'para', text: w.fine(M(v.money(fine)), M(v.money(fee)), M(v.money(fine + fee))) },
    { kind: 'para', text: w.pay(P('ACCOUNT', account), P('ID', ref), ld(v, v.after(when, 30))) },
    { kind: 'para', text: w.appeal },
    {
      kind: 'lines',
      lines: [`${w.officer}: ${N(v.person().short)} / ${P('ID', v.digits(v.int(4, 6)))}`],
    },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${w.title} · ${w.caseNo} ${P('ID', caseNo)}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};
