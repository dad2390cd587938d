/** held6 kind: a motor insurance claim form, a bordered grid with labels in the corner of each cell. */
import type { Ctx, Doc6, Lang6, Node } from './kit';
import { Values } from './values';

interface Words {
  title: string;
  s: [string, string, string, string, string];
  policy: string;
  holder: string;
  dob: string;
  address: string;
  phone: string;
  email: string;
  when: string;
  where: string;
  what: string;
  story: (plate: string, other: string, otherPlate: string, insurer: string) => Node[];
  police: string;
  driver: string;
  licence: string;
  witness: string;
  witnessPhone: string;
  iban: string;
  declaration: string;
  sign: string;
  page: string;
  office: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    title: 'MOTOR CLAIM NOTIFICATION',
    s: [
      'A  Policyholder',
      'B  Accident',
      'C  Driver and witnesses',
      'D  Payment',
      'E  Declaration',
    ],
    policy: 'Policy no.',
    holder: 'Name of policyholder',
    dob: 'Date of birth',
    address: 'Address',
    phone: 'Daytime phone',
    email: 'E-mail',
    when: 'Date and time of accident',
    where: 'Place of accident',
    what: 'What happened?',
    story: (p, o, op, i) => [
      'I was driving my car (plate ',
      p,
      ') when the vehicle of ',
      o,
      ' (plate ',
      op,
      ', insured with ',
      i,
      ') reversed out of a parking space and hit my front bumper.',
    ],
    police: 'Police report no.',
    driver: 'Driver (if not the policyholder)',
    licence: "Driver's license no.",
    witness: 'Witness',
    witnessPhone: 'Witness phone',
    iban: 'Account for payment',
    declaration: 'I declare that the information given is true and complete.',
    sign: 'Signature and date',
    page: 'Page {n} of {N}',
    office: 'For office use – claim no.',
  },
  spa: {
    title: 'DECLARACIÓN DE SINIESTRO DE AUTOMÓVIL',
    s: ['A  Tomador', 'B  Accidente', 'C  Conductor y testigos', 'D  Pago', 'E  Declaración'],
    policy: 'N.º de póliza',
    holder: 'Nombre del tomador',
    dob: 'Fecha de nacimiento',
    address: 'Domicilio',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    when: 'Fecha y hora',
    where: 'Lugar del accidente',
    what: 'Descripción de los hechos',
    story: (p, o, op, i) => [
      'Circulaba con mi vehículo (matrícula ',
      p,
      ') cuando el turismo de ',
      o,
      ' (matrícula ',
      op,
      ', asegurado en ',
      i,
      ') salió marcha atrás de un aparcamiento y golpeó mi paragolpes delantero.',
    ],
    police: 'N.º de atestado',
    driver: 'Conductor (si no es el tomador)',
    licence: 'Permiso de conducir',
    witness: 'Testigo',
    witnessPhone: 'Teléfono del testigo',
    iban: 'Cuenta para el pago',
    declaration: 'Declaro que los datos facilitados son ciertos y completos.',
    sign: 'Firma y fecha',
    page: 'Página {n} de {N}',
    office: 'A rellenar por la compañía – n.º de siniestro',
  },
  fra: {
    title: 'DÉCLARATION DE SINISTRE AUTOMOBILE',
    s: ['A  Assuré', 'B  Accident', 'C  Conducteur et témoins', 'D  Règlement', 'E  Déclaration'],
    policy: 'N° de contrat',
    holder: "Nom de l'assuré",
    dob: 'Date de naissance',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'Courriel',
    when: "Date et heure de l'accident",
    where: 'Lieu',
    what: 'Circonstances',
    story: (p, o, op, i) => [
      'Je circulais avec mon véhicule immatriculé ',
      p,
      ' lorsque le véhicule de ',
      o,
      ' (immatriculé ',
      op,
      ', assuré auprès de ',
      i,
      ') a reculé en sortant d’une place de stationnement et a heurté mon pare-chocs avant.',
    ],
    police: 'N° de procès-verbal',
    driver: "Conducteur (si autre que l'assuré)",
    licence: 'N° de permis de conduire',
    witness: 'Témoin',
    witnessPhone: 'Téléphone du témoin',
    iban: 'Compte de règlement',
    declaration: "Je certifie l'exactitude des renseignements ci-dessus.",
    sign: 'Signature et date',
    page: 'Page {n}/{N}',
    office: 'Réservé à l’assureur – n° de sinistre',
  },
  deu: {
    title: 'SCHADENANZEIGE KRAFTFAHRT',
    s: [
      'A  Versicherungsnehmer',
      'B  Unfall',
      'C  Fahrer und Zeugen',
      'D  Zahlung',
      'E  Erklärung',
    ],
    policy: 'Versicherungsschein-Nr.',
    holder: 'Versicherungsnehmer/in',
    dob: 'Geburtsdatum',
    address: 'Anschrift',
    phone: 'Telefon tagsüber',
    email: 'E-Mail',
    when: 'Datum und Uhrzeit',
    where: 'Unfallort',
    what: 'Schadenhergang',
    story: (p, o, op, i) => [
      'Ich fuhr mit meinem Pkw (amtl. Kennzeichen ',
      p,
      '), als das Fahrzeug von ',
      o,
      ' (Kennzeichen ',
      op,
      ', versichert bei der ',
      i,
      ') rückwärts aus einer Parklücke fuhr und meine vordere Stoßstange beschädigte.',
    ],
    police: 'Aktenzeichen der Polizei',
    driver: 'Fahrer/in (falls abweichend)',
    licence: 'Führerscheinnummer',
    witness: 'Zeuge/Zeugin',
    witnessPhone: 'Telefon Zeuge',
    iban: 'Bankverbindung für die Zahlung',
    declaration: 'Ich versichere, die Angaben wahrheitsgemäß und vollständig gemacht zu haben.',
    sign: 'Unterschrift und Datum',
    page: 'Seite {n} von {N}',
    office: 'Vom Versicherer auszufüllen – Schaden-Nr.',
  },
  ita: {
    title: 'DENUNCIA DI SINISTRO AUTO',
    s: [
      'A  Contraente',
      'B  Sinistro',
      'C  Conducente e testimoni',
      'D  Pagamento',
      'E  Dichiarazione',
    ],
    policy: 'Polizza n.',
    holder: 'Contraente',
    dob: 'Data di nascita',
    address: 'Indirizzo',
    phone: 'Telefono',
    email: 'E-mail',
    when: 'Data e ora del sinistro',
    where: 'Luogo',
    what: 'Dinamica',
    story: (p, o, op, i) => [
      'Percorrevo la strada con la mia auto targata ',
      p,
      ' quando il veicolo di ',
      o,
      ' (targa ',
      op,
      ', assicurato con ',
      i,
      ') usciva in retromarcia da un parcheggio urtando il mio paraurti anteriore.',
    ],
    police: 'Verbale n.',
    driver: 'Conducente (se diverso)',
    licence: 'Patente n.',
    witness: 'Testimone',
    witnessPhone: 'Telefono testimone',
    iban: 'Conto per il pagamento',
    declaration: 'Dichiaro che le informazioni fornite sono vere e complete.',
    sign: 'Firma e data',
    page: 'Pagina {n} di {N}',
    office: 'Riservato alla compagnia – sinistro n.',
  },
  por: {
    title: 'PARTICIPAÇÃO DE SINISTRO AUTOMÓVEL',
    s: [
      'A  Tomador do seguro',
      'B  Acidente',
      'C  Condutor e testemunhas',
      'D  Pagamento',
      'E  Declaração',
    ],
    policy: 'Apólice n.º',
    holder: 'Tomador do seguro',
    dob: 'Data de nascimento',
    address: 'Morada',
    phone: 'Telefone',
    email: 'E-mail',
    when: 'Data e hora',
    where: 'Local do acidente',
    what: 'Descrição',
    story: (p, o, op, i) => [
      'Circulava com a minha viatura de matrícula ',
      p,
      ' quando o veículo de ',
      o,
      ' (matrícula ',
      op,
      ', seguro na ',
      i,
      ') fez marcha-atrás ao sair de um estacionamento e embateu no meu para-choques dianteiro.',
    ],
    police: 'Auto da PSP n.º',
    driver: 'Condutor (se diferente)',
    licence: 'Carta de condução n.º',
    witness: 'Testemunha',
    witnessPhone: 'Telefone da testemunha',
    iban: 'Conta para pagamento',
    declaration: 'Declaro que as informações prestadas são verdadeiras e completas.',
    sign: 'Assinatura e data',
    page: 'Página {n} de {N}',
    office: 'A preencher pela seguradora – sinistro n.º',
  },
  rus: {
    title: 'ИЗВЕЩЕНИЕ О СТРАХОВОМ СЛУЧАЕ (КАСКО)',
    s: ['А  Страхователь', 'Б  ДТП', 'В  Водитель и свидетели', 'Г  Выплата', 'Д  Заявление'],
    policy: 'Полис №',
    holder: 'Страхователь',
    dob: 'Дата рождения',
    address: 'Адрес',
    phone: 'Телефон',
    email: 'Эл. почта',
    when: 'Дата и время ДТП',
    where: 'Место ДТП',
    what: 'Обстоятельства',
    story: (p, o, op, i) => [
      'Я двигалась на своём автомобиле (госномер ',
      p,
      '), когда автомобиль ',
      o,
      ' (госномер ',
      op,
      ', застрахован в ',
      i,
      ') выехал задним ходом с парковки и повредил передний бампер.',
    ],
    police: 'Номер протокола ГИБДД',
    driver: 'Водитель (если не страхователь)',
    licence: 'Водительское удостоверение',
    witness: 'Свидетель',
    witnessPhone: 'Телефон свидетеля',
    iban: 'Счёт для выплаты',
    declaration: 'Подтверждаю, что сведения указаны верно и полностью.',
    sign: 'Подпись и дата',
    page: 'Стр. {n} из {N}',
    office: 'Заполняется страховщиком – убыток №',
  },
};

/** A plate number in the local shape. */
function plate(c: Ctx): string {
  switch (c.lang) {
    case 'eng':
      return `${c.digits(1)}${c.letters(3)}${c.digits(3)}`;
    case 'spa':
      return `${c.digits(4)} ${c.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
    case 'fra':
    case 'ita':
      return `${c.letters(2)}-${c.digits(3)}-${c.letters(2)}`;
    case 'deu':
      return `${c.pick(['B', 'M', 'HH', 'K', 'L', 'S'])}-${c.letters(2)} ${c.int(1, 9999)}`;
    case 'por':
      return `${c.digits(2)}-${c.letters(2)}-${c.digits(2)}`;
    case 'rus':
      return `${c.pick(['А', 'В', 'Е', 'К', 'М', 'Н'])} ${c.digits(3)} ${c.pick(['ОР', 'ТХ', 'АВ', 'МК'])} ${c.int(10, 199)}`;
  }
}

/** Builds one insurance claim form. */
export function insuranceClaim(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const insurer = c.m('ORGANIZATION', c.chance(0.5) ? v.firm() : v.brand());
  const other = c.m('ORGANIZATION', c.chance(0.5) ? v.brand() : v.firm());
  const holder = v.person();
  const driver = v.person(false);
  const otherDriver = v.person(false);
  const witness = v.person(false);
  const home = v.address();
  const scene = v.address();
  const cell = (label: string, value: Node, span = 1): Node => ({
    stack: [
      { text: label, fontSize: 6.5, color: '#666666' },
      { text: value, fontSize: 9.5, margin: [0, 1, 0, 0] },
    ],
    colSpan: span,
  });
  const head = (text: string): Node[] => [
    { text, colSpan: 4, bold: true, color: 'white', fillColor: '#1f618d', fontSize: 9 },
    '',
    '',
    '',
  ];
  const policy = c.m('ID', `${c.letters(3)}-${c.digits(3)}-${c.digits(5)}`);
  const time = `${String(c.int(6, 22)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}`;
  const hasDriver = c.chance(0.5);
  const acct = v.account();
  const body: Node[][] = [
    head(w.s[0]),
    [
      cell(w.holder, c.m('PERSON_NAME', holder.full), 2),
      '',
      cell(w.policy, policy),
      cell(w.dob, c.m('DATE', v.date({ birth: true }))),
    ],
    [cell(w.address, c.m('ADDRESS', home.oneLine), 4), '', '', ''],
    [
      cell(w.phone, c.m('PHONE', v.phone()), 2),
      '',
      cell(w.email, c.m('EMAIL', holder.email), 2),
      '',
    ],
    head(w.s[1]),
    [
      cell(w.when, [c.m('DATE', v.date({ year: 2025, shape: 'numeric' })), `  ${time}`], 1),
      cell(w.where, c.m('ADDRESS', scene.oneLine), 3),
      '',
      '',
    ],
    [
      cell(
        w.what,
        w.story(
          c.m('ID', plate(c)),
          c.m('PERSON_NAME', otherDriver.full),
          c.m('ID', plate(c)),
          other,
        ),
        4,
      ),
      '',
      '',
      '',
    ],
    [
      cell(w.police, c.m('ID', `${c.digits(4)}/${c.int(2024, 2025)}/${c.digits(3)}`), 2),
      '',
      cell(w.licence, c.m('DRIVER_LICENSE', v.licence()), 2),
      '',
    ],
    head(w.s[2]),
    [
      cell(w.driver, hasDriver ? c.m('PERSON_NAME', driver.full) : '—', 2),
      '',
      cell(w.dob, hasDriver ? c.m('DATE', v.date({ birth: true, shape: 'numeric' })) : '—', 2),
      '',
    ],
    [
      cell(w.witness, c.m('PERSON_NAME', witness.full), 2),
      '',
      cell(w.witnessPhone, c.m('PHONE', v.phone(true)), 2),
      '',
    ],
    head(w.s[3]),
    [
      cell(acct.label, c.m('ACCOUNT', acct.value), 3),
      '',
      '',
      cell('BIC/SWIFT', `${c.letters(4)}${c.letters(2)}${c.letters(2)}`),
    ],
    head(w.s[4]),
    [
      cell(w.declaration, ' ', 3),
      '',
      '',
      cell(w.sign, [
        c.m('LOCATION', home.town),
        ', ',
        c.m('DATE', v.date({ year: 2025, shape: 'numeric' })),
      ]),
    ],
  ];
  return {
    name,
    kind: 'insurance-claim',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [36, 74, 36, 50],
      defaultStyle: { font: c.pick(['Roboto', 'DejaVuSans', 'Liberation']), fontSize: 9 },
      content: [
        { text: w.title, fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
        {
          table: { widths: ['*', '*', '*', '*'], body, dontBreakRows: true },
          layout: {
            hLineWidth: () => 0.6,
            vLineWidth: () => 0.6,
            hLineColor: () => '#7f8c8d',
            vLineColor: () => '#7f8c8d',
            paddingTop: () => 3,
            paddingBottom: () => 3,
          },
        },
        {
          text: [`${w.office}: `, c.m('ID', `${c.digits(2)}${c.letters(1)}${c.digits(7)}`)],
          fontSize: 7,
          margin: [0, 8, 0, 0],
          color: '#666666',
        },
      ],
    },
    running: {
      header: {
        columns: [
          { text: insurer, bold: true, fontSize: 12 },
          { text: [w.policy, ' ', policy], alignment: 'right', fontSize: 8 },
        ],
      },
      footer: {
        text: [
          insurer,
          ' · ',
          c.m('URL', `https://${v.domainOf(insurer)}/claims`),
          ' · ',
          c.m('PHONE', v.phone(false)),
        ],
        fontSize: 6.5,
      },
      pageLabel: w.page,
    },
    marks: c.marks,
  };
}
