/**
 * held7 kind: an insurance policy schedule. The insurer's letterhead, policy number and period,
 * the policyholder (labels above values), the insured address, a driver table with dates of
 * birth and licence numbers, a cover table of sums insured and excesses, the premium paid by
 * direct debit from an IBAN, the broker and an interested party, and a footer on every page.
 */
import {
  address,
  addDays,
  anyDate,
  day,
  email,
  figure,
  host,
  iban,
  money,
  numericDate,
  person,
  phone,
} from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  title: string[];
  policy: string;
  from: string;
  to: string;
  issued: string;
  holder: string;
  name: string;
  born: string;
  mail: string;
  tel: string;
  addr: string;
  risk: string;
  drivers: string;
  driverHead: string[];
  rel: string[];
  cover: string;
  coverHead: string[];
  sections: string[];
  premium: string;
  tax: string;
  total: string;
  debit: string;
  broker: string;
  party: string;
  note: (broker: string, who: string, tel: string) => string;
  page: string;
}> = {
  eng: {
    title: [
      'Policy Schedule: Home and Contents',
      'Policy Schedule: Private Motor',
      'Policy Schedule: Small Business',
    ],
    policy: 'Policy number',
    from: 'Period of cover from',
    to: 'to',
    issued: 'Date of issue',
    holder: 'Policyholder',
    name: 'Name',
    born: 'Date of birth',
    mail: 'E-mail',
    tel: 'Telephone',
    addr: 'Correspondence address',
    risk: 'Insured address',
    drivers: 'Named drivers',
    driverHead: ['Name', 'Date of birth', 'Licence number', 'Relationship'],
    rel: ['Policyholder', 'Spouse', 'Son', 'Daughter'],
    cover: 'Cover',
    coverHead: ['Section', 'Sum insured', 'Excess'],
    sections: [
      'Buildings',
      'Contents',
      'Personal possessions',
      'Legal expenses',
      'Accidental damage',
    ],
    premium: 'Annual premium',
    tax: 'Insurance Premium Tax',
    total: 'Total payable',
    debit: 'Direct debit from',
    broker: 'Arranged by',
    party: 'Interested party',
    note: (b, w, t) =>
      `This schedule was arranged through ${b}. Please tell ${w} on ${t} straight away if any of the details above are wrong.`,
    page: 'Page {n} of {N}',
  },
  spa: {
    title: [
      'Condiciones particulares: Hogar',
      'Condiciones particulares: Automóvil',
      'Condiciones particulares: Comercio',
    ],
    policy: 'N.º de póliza',
    from: 'Efecto desde',
    to: 'hasta',
    issued: 'Fecha de emisión',
    holder: 'Tomador',
    name: 'Nombre',
    born: 'Fecha de nacimiento',
    mail: 'Correo electrónico',
    tel: 'Teléfono',
    addr: 'Domicilio de correspondencia',
    risk: 'Situación del riesgo',
    drivers: 'Conductores declarados',
    driverHead: ['Nombre', 'Fecha de nacimiento', 'Permiso de conducir', 'Parentesco'],
    rel: ['Tomador', 'Cónyuge', 'Hijo', 'Hija'],
    cover: 'Coberturas',
    coverHead: ['Garantía', 'Capital asegurado', 'Franquicia'],
    sections: [
      'Continente',
      'Contenido',
      'Objetos personales',
      'Defensa jurídica',
      'Daños accidentales',
    ],
    premium: 'Prima neta anual',
    tax: 'Impuestos y recargos',
    total: 'Prima total',
    debit: 'Domiciliación en',
    broker: 'Mediador',
    party: 'Beneficiario preferente',
    note: (b, w, t) =>
      `Esta póliza se ha contratado a través de ${b}. Si algún dato es incorrecto, comuníquelo cuanto antes a ${w} en el ${t}.`,
    page: 'Página {n} de {N}',
  },
  fra: {
    title: [
      'Conditions particulières : Multirisque habitation',
      'Conditions particulières : Automobile',
      'Conditions particulières : Commerce',
    ],
    policy: 'N° de contrat',
    from: 'Période de garantie du',
    to: 'au',
    issued: 'Date d’émission',
    holder: 'Souscripteur',
    name: 'Nom',
    born: 'Date de naissance',
    mail: 'Courriel',
    tel: 'Téléphone',
    addr: 'Adresse de correspondance',
    risk: 'Adresse du risque',
    drivers: 'Conducteurs désignés',
    driverHead: ['Nom', 'Date de naissance', 'N° de permis', 'Lien'],
    rel: ['Souscripteur', 'Conjoint', 'Fils', 'Fille'],
    cover: 'Garanties',
    coverHead: ['Garantie', 'Capital assuré', 'Franchise'],
    sections: [
      'Bâtiment',
      'Mobilier',
      'Objets de valeur',
      'Protection juridique',
      'Bris accidentel',
    ],
    premium: 'Cotisation annuelle HT',
    tax: 'Taxes',
    total: 'Cotisation TTC',
    debit: 'Prélèvement sur',
    broker: 'Intermédiaire',
    party: 'Créancier',
    note: (b, w, t) =>
      `Ce contrat a été souscrit par l’intermédiaire de ${b}. Signalez sans délai toute inexactitude à ${w} au ${t}.`,
    page: 'Page {n}/{N}',
  },
  deu: {
    title: [
      'Versicherungsschein: Hausrat und Wohngebäude',
      'Versicherungsschein: Kraftfahrt',
      'Versicherungsschein: Gewerbe',
    ],
    policy: 'Versicherungsnummer',
    from: 'Versicherungsbeginn',
    to: 'Ablauf',
    issued: 'Ausgestellt am',
    holder: 'Versicherungsnehmer',
    name: 'Name',
    born: 'Geburtsdatum',
    mail: 'E-Mail',
    tel: 'Telefon',
    addr: 'Postanschrift',
    risk: 'Versicherungsort',
    drivers: 'Berechtigte Fahrer',
    driverHead: ['Name', 'Geburtsdatum', 'Führerscheinnummer', 'Beziehung'],
    rel: ['Versicherungsnehmer', 'Ehepartner', 'Sohn', 'Tochter'],
    cover: 'Leistungen',
    coverHead: ['Baustein', 'Versicherungssumme', 'Selbstbeteiligung'],
    sections: ['Wohngebäude', 'Hausrat', 'Wertsachen', 'Rechtsschutz', 'Glasbruch'],
    premium: 'Jahresbeitrag netto',
    tax: 'Versicherungsteuer',
    total: 'Jahresbeitrag',
    debit: 'Lastschrift von',
    broker: 'Vermittelt durch',
    party: 'Sicherungsgläubiger',
    note: (b, w, t) =>
      `Dieser Vertrag wurde über ${b} vermittelt. Sind Angaben falsch, teilen Sie dies bitte umgehend ${w} unter ${t} mit.`,
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: [
      'Scheda di polizza: Casa',
      'Scheda di polizza: Auto',
      'Scheda di polizza: Attività commerciale',
    ],
    policy: 'N. polizza',
    from: 'Decorrenza',
    to: 'Scadenza',
    issued: 'Data di emissione',
    holder: 'Contraente',
    name: 'Nome',
    born: 'Data di nascita',
    mail: 'E-mail',
    tel: 'Telefono',
    addr: 'Indirizzo di corrispondenza',
    risk: 'Ubicazione del rischio',
    drivers: 'Conducenti dichiarati',
    driverHead: ['Nome', 'Data di nascita', 'N. patente', 'Rapporto'],
    rel: ['Contraente', 'Coniuge', 'Figlio', 'Figlia'],
    cover: 'Garanzie',
    coverHead: ['Garanzia', 'Somma assicurata', 'Franchigia'],
    sections: ['Fabbricato', 'Contenuto', 'Preziosi', 'Tutela legale', 'Danni accidentali'],
    premium: 'Premio imponibile',
    tax: 'Imposte',
    total: 'Premio lordo annuo',
    debit: 'Addebito SDD su',
    broker: 'Intermediario',
    party: 'Vincolatario',
    note: (b, w, t) =>
      `La polizza è stata intermediata da ${b}. Segnalare subito eventuali dati errati a ${w} al numero ${t}.`,
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: [
      'Condições particulares: Multirriscos habitação',
      'Condições particulares: Automóvel',
      'Condições particulares: Comércio',
    ],
    policy: 'N.º de apólice',
    from: 'Início',
    to: 'Termo',
    issued: 'Data de emissão',
    holder: 'Tomador do seguro',
    name: 'Nome',
    born: 'Data de nascimento',
    mail: 'E-mail',
    tel: 'Telefone',
    addr: 'Morada de correspondência',
    risk: 'Local de risco',
    drivers: 'Condutores declarados',
    driverHead: ['Nome', 'Data de nascimento', 'N.º da carta', 'Relação'],
    rel: ['Tomador', 'Cônjuge', 'Filho', 'Filha'],
    cover: 'Coberturas',
    coverHead: ['Cobertura', 'Capital seguro', 'Franquia'],
    sections: ['Edifício', 'Recheio', 'Objetos pessoais', 'Proteção jurídica', 'Danos acidentais'],
    premium: 'Prémio comercial',
    tax: 'Encargos e impostos',
    total: 'Prémio total',
    debit: 'Débito direto em',
    broker: 'Mediador',
    party: 'Credor hipotecário',
    note: (b, w, t) =>
      `Este contrato foi mediado por ${b}. Comunique de imediato qualquer dado incorreto a ${w} pelo ${t}.`,
    page: 'Página {n} de {N}',
  },
  rus: {
    title: [
      'Полис страхования имущества',
      'Полис страхования транспортного средства',
      'Полис страхования бизнеса',
    ],
    policy: 'Номер полиса',
    from: 'Срок действия с',
    to: 'по',
    issued: 'Дата выдачи',
    holder: 'Страхователь',
    name: 'ФИО',
    born: 'Дата рождения',
    mail: 'Эл. почта',
    tel: 'Телефон',
    addr: 'Почтовый адрес',
    risk: 'Адрес объекта страхования',
    drivers: 'Лица, допущенные к управлению',
    driverHead: ['ФИО', 'Дата рождения', 'Номер ВУ', 'Кем приходится'],
    rel: ['Страхователь', 'Супруг(а)', 'Сын', 'Дочь'],
    cover: 'Страховое покрытие',
    coverHead: ['Риск', 'Страховая сумма', 'Франшиза'],
    sections: [
      'Конструктив',
      'Внутренняя отделка',
      'Движимое имущество',
      'Гражданская ответственность',
      'Случайный ущерб',
    ],
    premium: 'Страховая премия',
    tax: 'Сборы',
    total: 'Итого к оплате',
    debit: 'Списание со счёта',
    broker: 'Страховой агент',
    party: 'Выгодоприобретатель',
    note: (b, w, t) =>
      `Договор заключён при посредничестве ${b}. Об ошибках в данных сообщите ${w} по телефону ${t}.`,
    page: 'Стр. {n} из {N}',
  },
};

const BROKERS: L7<string[]> = {
  eng: [
    'Fairhaven Brokers',
    'Lockside Insurance Services',
    'Threadneedle Risk Partners',
    'Moorgate Cover',
  ],
  spa: [
    'Correduría Atalaya',
    'Mediación Sotavento',
    'Asesores Puerto Seguro',
    'Correduría Los Arcos',
  ],
  fra: ['Courtage Vauban', 'Cabinet Mistral Courtage', 'Agence Ancre Bleue', 'Courtage des Halles'],
  deu: [
    'Maklerbüro Leuchtturm',
    'Assekuranzkontor Weser',
    'Versicherungsmakler Nordlicht',
    'Maklerhaus am Dom',
  ],
  ita: [
    'Broker Assicurativo Faro',
    'Agenzia Tutela Nord',
    'Consulenze Assicurative Arco',
    'Broker Porto Sicuro',
  ],
  por: ['Mediação Farol', 'Corretora Âncora', 'Seguros Porto Abrigo', 'Mediadora Atalaia'],
  rus: [
    'Страховой брокер «Маяк»',
    'Агентство «Якорь»',
    'Брокер «Гарант-Север»',
    'Агентство «Щит и меч»',
  ],
};

/** The label of a business policyholder's contact person. */
const CONTACT: L7 = {
  eng: 'Contact',
  spa: 'Persona de contacto',
  fra: 'Interlocuteur',
  deu: 'Ansprechpartner',
  ita: 'Referente',
  por: 'Pessoa de contacto',
  rus: 'Контактное лицо',
};

/** Builds one insurance policy schedule. */
export function policySchedule(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const insurer = c.from(P.insurers);
  const insHost = host(c, insurer);
  const insAddr = address(c);
  const holder = person(c);
  const holderAddr = address(c);
  const riskAddr = c.chance(0.5) ? holderAddr : address(c);
  const start = day(c, 2025, 2025);
  const kind = c.int(0, 2);
  const blocks: Block7[] = [];
  blocks.push({
    k: 'lines',
    bold: true,
    lines: [
      m('ORGANIZATION', insurer),
      m('ADDRESS', insAddr.line),
      `${m('PHONE', phone(c))} · ${m('URL', `www.${insHost}`)}`,
    ],
  });
  blocks.push({ k: 'title', text: t.title[kind]! });
  const policyNo = `${c.letters(3)}/${c.digits(7)}/${c.int(1, 9)}`;
  blocks.push({
    k: 'fields',
    layout: 'grid',
    rows: [
      [t.policy, m('ID', policyNo)],
      [t.issued, m('DATE', numericDate(c.lang, addDays(start, -c.int(3, 20))))],
      [t.from, m('DATE', anyDate(c, start))],
      [t.to, m('DATE', anyDate(c, addDays(start, 364)))],
    ],
  });
  blocks.push({ k: 'h', text: t.holder });
  const business = kind === 2 ? c.from(P.firms) : undefined;
  blocks.push({
    k: 'fields',
    layout: 'stacked',
    rows: [
      [t.name, business ? m('ORGANIZATION', business) : m('PERSON_NAME', holder.full)],
      business
        ? [CONTACT[c.lang], m('PERSON_NAME', holder.full)]
        : [t.born, m('DATE', numericDate(c.lang, day(c, 1950, 2000)))],
      [
        t.mail,
        m(
          'EMAIL',
          email(c, holder, c.pick(['gmail.com', 'outlook.com', `mail.${POOLS7[c.lang].tld}`])),
        ),
      ],
      [t.tel, m('PHONE', phone(c, true))],
    ],
  });
  blocks.push({ k: 'lines', lines: [`${t.addr}:`, ...holderAddr.lines] });
  m('ADDRESS', holderAddr.lines.join(' '));
  blocks.push({ k: 'fields', layout: 'inline', rows: [[t.risk, m('ADDRESS', riskAddr.line)]] });
  if (kind === 1) {
    blocks.push({ k: 'h', text: t.drivers });
    const rows: string[][] = [
      [
        m('PERSON_NAME', holder.full),
        m('DATE', numericDate(c.lang, day(c, 1955, 1995))),
        m('DRIVER_LICENSE', `${c.letters(2)}${c.digits(7)}`),
        t.rel[0]!,
      ],
    ];
    for (let i = 0; i < c.int(1, 2); i++) {
      const d = person(c);
      rows.push([
        m('PERSON_NAME', d.full),
        m('DATE', numericDate(c.lang, day(c, 1955, 2005))),
        m('DRIVER_LICENSE', `${c.letters(2)}${c.digits(7)}`),
        c.pick(t.rel.slice(1)),
      ]);
    }
    blocks.push({ k: 'table', head: t.driverHead, body: rows, theme: 'grid' });
  }
  blocks.push({ k: 'h', text: t.cover });
  blocks.push({
    k: 'table',
    theme: c.pick(['striped', 'grid'] as const),
    head: t.coverHead,
    body: c
      .some(t.sections, c.int(3, 5))
      .map((s) => [
        s,
        m('MONEY_AMOUNT', money(c.lang, c.int(50, 4000) * 10000)),
        m('MONEY_AMOUNT', figure(c.lang, c.pick([10000, 15000, 25000, 50000]))),
      ]),
  });
  const net = c.int(18000, 190000);
  const tax = Math.round(net * 0.12);
  const bank = c.from(P.banks);
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.premium, m('MONEY_AMOUNT', money(c.lang, net))],
      [t.tax, m('MONEY_AMOUNT', money(c.lang, tax))],
      [t.total, m('MONEY_AMOUNT', money(c.lang, net + tax))],
      [t.debit, `${m('ACCOUNT', iban(c))} (${m('ORGANIZATION', bank)})`],
    ],
  });
  const broker = c.from(BROKERS[c.lang]);
  const contact = person(c);
  const brokerAddr = address(c);
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [[t.broker, `${m('ORGANIZATION', broker)}, ${m('ADDRESS', brokerAddr.line)}`]],
  });
  if (kind === 0)
    blocks.push({
      k: 'fields',
      layout: 'inline',
      rows: [[t.party, m('ORGANIZATION', c.from(P.banks))]],
    });
  blocks.push({
    k: 'p',
    justify: true,
    text: t.note(m('ORGANIZATION', broker), m('PERSON_NAME', contact.full), m('PHONE', phone(c))),
  });
  return {
    name,
    kind: 'policy',
    lang: c.lang,
    family: c.pick(['DejaVuSans', 'LiberationSans', 'DejaVuSerif'] as const),
    blocks,
    header: `${m('ORGANIZATION', insurer)} · ${t.policy} ${m('ID', policyNo)}`,
    footer: [`${m('ORGANIZATION', insurer)} · ${m('ADDRESS', insAddr.line)}`],
    pageLabel: t.page,
    marks: c.marks,
  };
}
