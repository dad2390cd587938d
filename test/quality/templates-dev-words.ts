/**
 * Development templates about words (names, organisations, addresses, places, handles, links):
 * a business letter with a letterhead and footer, a service contract with a signature block,
 * a support ticket with a chat log, a hospital referral and a staff list, each in the seven
 * languages. Their values come from their own pools (general knowledge, not from any benchmark),
 * with the shapes real documents use: capitals, middle initials, particles, hyphens,
 * patronymics, streets without a street word, legal suffixes, public bodies, schools.
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import type { Lang, Values } from './locales';
import type { Template } from './templates-dev';

type Say = Record<Lang, string>;
const P = pii;

interface Pool {
  first: string[];
  last: string[];
  /** Honorifics (male, female) written before a surname. */
  hon: [string, string];
  streets: string[];
  cities: string[];
  firms: string[];
  publicBodies: string[];
  clinics: string[];
}

const POOLS: Record<Lang, Pool> = {
  en: {
    first: ['Harold', 'Nadia', 'Desmond', 'Bridget', 'Wesley', 'Yvonne', 'Caleb', 'Rosalind'],
    last: ['Fairbanks', 'Okonkwo', 'Lindqvist', 'MacPherson', 'Ashworth-Blake', 'van der Merwe'],
    hon: ['Mr.', 'Ms.'],
    streets: ['Old Mill Road', 'Kingsbury Crescent', 'Chestnut Hill Parkway', 'Riverside Terrace'],
    cities: ['Bakersfield, CA', 'Burlington, VT', 'Knoxville, TN', 'Boise, ID'],
    firms: ['Hollister & Crane LLP', 'Bluefin Robotics Ltd.', 'Quarry Lane Bakery Co.'],
    publicBodies: ['Westbrook Community College', 'Lakemont County Health Department'],
    clinics: ["St. Brendan's Children's Hospital", 'Fairview Rehabilitation Center'],
  },
  es: {
    first: ['Esperanza', 'Raúl', 'Montserrat', 'Íñigo', 'Begoña', 'Fermín'],
    last: ['Echeverría Ugarte', 'de los Santos', 'Mendizábal', 'Peñalosa-Ruiz', 'del Valle Arias'],
    hon: ['D.', 'Dña.'],
    streets: ['C/ Sierpes', 'Avda. de América', 'Plaza de San Juan', 'Camino de la Fuente'],
    cities: ['Salamanca', 'Pamplona', 'Alicante', 'Gijón'],
    firms: ['Valdés y Asociados, S.L.P.', 'Frutas Mendizábal S.L.', 'Ingeniería Cierzo S.A.'],
    publicBodies: ['Ayuntamiento de Pamplona', 'Colegio Nuestra Señora del Pilar'],
    clinics: ['Hospital Clínico de Salamanca', 'Centro de Salud Delicias'],
  },
  fr: {
    first: ['Gaëlle', 'Benoît', 'Solène', 'Yannick', 'Clémence', 'Hervé'],
    last: ['Lemaire-Durand', 'de Villeneuve', 'Kerjean', 'Bouchard', "d'Almeida", 'Le Floch'],
    hon: ['M.', 'Mme'],
    streets: ['allée des Acacias', 'chemin du Moulin', 'place Bellecour', 'avenue de la Gare'],
    cities: ['Grenoble', 'Dijon', 'Annecy', 'Brest'],
    firms: ['Cabinet Lefort & Associés', 'Boulangerie Kerjean SAS', 'Alpes Froid SARL'],
    publicBodies: ['Lycée Jean Moulin', "Caisse primaire d'assurance maladie de l'Isère"],
    clinics: ['Groupe Hospitalier Mutualiste de Grenoble', 'Clinique des Cèdres'],
  },
  de: {
    first: ['Hans-Peter', 'Ute', 'Jörg', 'Friederike', 'Malte', 'Henrike'],
    last: ['Brandstätter', 'Oberhuber', 'Krause-Lindner', 'von der Heyde', 'Pfeiffer', 'zu Solms'],
    hon: ['Herr', 'Frau'],
    streets: [
      'Am Markt',
      'Unter den Linden',
      'Hauptweg',
      'Kastanienallee',
      'Rosengasse',
      'Westring',
    ],
    cities: ['Kassel', 'Rostock', 'Regensburg', 'Freiburg im Breisgau'],
    firms: [
      'Brandstätter & Söhne KG',
      'Oberhuber Immobilien GmbH & Co. KG',
      'Stadtwerke Kassel GmbH',
    ],
    publicBodies: ['Gymnasium am Rosenberg', 'Landratsamt Regensburg'],
    clinics: ['Universitätsklinikum Rostock', 'Praxisgemeinschaft am Westring'],
  },
  it: {
    first: ['Ludovica', 'Piergiorgio', 'Benedetta', 'Ottavio', 'Gianluca', 'Rossella'],
    last: ["Dell'Acqua", 'Lo Russo', 'Santangelo', 'Da Ponte', 'Bernasconi', 'Mancuso'],
    hon: ['Sig.', 'Sig.ra'],
    streets: ['Viale Monza', 'Piazza del Duomo', 'Vicolo Stretto', 'Corso Buenos Aires'],
    cities: ['Bergamo', 'Padova', 'Lecce', 'Trieste'],
    firms: [
      'Studio Legale Santangelo & Associati',
      'Bernasconi Arredamenti S.n.c.',
      'Lattonerie Adriatiche S.r.l.',
    ],
    publicBodies: ['Comune di Padova', 'Liceo Scientifico Galileo Galilei'],
    clinics: ['Azienda Ospedaliera di Padova', 'Casa di Cura San Marco'],
  },
  pt: {
    first: ['Conceição', 'Rui', 'Filipa', 'Joaquim', 'Madalena', 'Nuno'],
    last: ['dos Reis Tavares', 'Magalhães', 'Vasconcelos', 'de Sá', 'Quintela', 'Brandão'],
    hon: ['Sr.', 'Sra.'],
    streets: ['Av. da República', 'Travessa das Flores', 'Praça do Comércio', 'Estrada de Benfica'],
    cities: ['Viseu', 'Guimarães', 'Funchal', 'Leiria'],
    firms: ['Magalhães & Filhos, Lda.', 'Vasconcelos Seguros, S.A.', 'Padaria Quintela Lda.'],
    publicBodies: ['Câmara Municipal de Guimarães', 'Escola Secundária de Camões'],
    clinics: ['Centro Hospitalar Tondela-Viseu', 'Clínica Médica do Funchal'],
  },
  ru: {
    first: ['Григорий Степанович', 'Варвара Олеговна', 'Тимофей Аркадьевич', 'Людмила Игоревна'],
    last: ['Белов', 'Журавлёв', 'Тарасов', 'Крылов'],
    hon: ['г-н', 'г-жа'],
    streets: ['пр-т Вернадского', 'ул. Тверская', 'наб. Фонтанки', 'пер. Сивцев Вражек'],
    cities: ['Ярославль', 'Томск', 'Калининград', 'Иркутск'],
    firms: ['ООО «Кедр Плюс»', 'АО «Томские Сети»', 'ИП Журавлёв'],
    publicBodies: ['МБОУ «Школа № 57»', 'Управление Росреестра по Ярославской области'],
    clinics: ['ГБУЗ «Городская поликлиника № 12»', 'Клиника «Семейный доктор»'],
  },
};

/** A person of the pools, in the shapes real documents write. */
interface Person {
  full: string;
  last: string;
  female: boolean;
}

function person(v: Values): Person {
  const pool = POOLS[v.lang];
  const firstIndex = v.rng.int(pool.first.length);
  const first = pool.first[firstIndex]!;
  const female = v.lang === 'ru' ? /на$/.test(first) : firstIndex % 2 === 1;
  let last = v.rng.pick(pool.last);
  if (v.lang === 'ru' && female) last = `${last}а`;
  const shape = v.rng.int(4);
  // A middle initial ("Harold J. Fairbanks") in the Latin-script languages now and then.
  const full =
    shape === 0 && v.lang !== 'ru'
      ? `${first} ${'BCDEJKLMRST'[v.rng.int(11)]}. ${last}`
      : v.lang === 'ru' && shape === 1
        ? `${last} ${first}`
        : `${first} ${last}`;
  return { full, last, female };
}

function street(v: Values): string {
  const s = v.rng.pick(POOLS[v.lang].streets);
  const n = 1 + v.rng.int(120);
  switch (v.lang) {
    case 'en':
      return `${n} ${s}${v.rng.int(2) ? `, Suite ${100 + v.rng.int(400)}` : ''}`;
    case 'ru':
      return `${s}, д. ${n}, кв. ${1 + v.rng.int(200)}`;
    case 'de':
      return `${s} ${n}${v.rng.int(3) === 0 ? 'a' : ''}`;
    case 'fr':
      return `${n}, ${s}`;
    case 'es':
      return `${s}, ${n}, ${1 + v.rng.int(6)}º ${'ABCD'[v.rng.int(4)]}`;
    default:
      return `${s}, ${n}`;
  }
}

const city = (v: Values) => v.rng.pick(POOLS[v.lang].cities);
const firm = (v: Values) => v.rng.pick(POOLS[v.lang].firms);

function cityLine(v: Values, c = city(v)): string {
  const z = P('ZIP_CODE', v.zip());
  const l = P('LOCATION', c);
  return v.lang === 'en' ? `${l} ${z}` : v.lang === 'ru' ? `${z}, ${l}` : `${z} ${l}`;
}

/** "Mr. Okonkwo", "Frau Pfeiffer", "г-жа Белова": honorific and marked surname. */
function byHonorific(v: Values, p: Person): string {
  return `${POOLS[v.lang].hon[p.female ? 1 : 0]} ${P('PERSON_NAME', p.last)}`;
}

function businessLetter(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const org = firm(v);
  const sender = person(v);
  const recipient = person(v);
  const director = person(v);
  const orgStreet = street(v);
  const orgCity = city(v);
  const place = city(v);
  const hon = byHonorific(v, recipient);
  const subject: Say = {
    en: 'Re: your enquiry about the renovation works',
    es: 'Asunto: su consulta sobre las obras de reforma',
    fr: 'Objet : votre demande concernant les travaux',
    de: 'Betreff: Ihre Anfrage zu den Sanierungsarbeiten',
    it: 'Oggetto: la Sua richiesta sui lavori di ristrutturazione',
    pt: 'Assunto: o seu pedido sobre as obras de renovação',
    ru: 'Тема: ваш запрос о ремонтных работах',
  };
  const body: Say = {
    en: `Thank you for your letter. As agreed with ${hon}, our site manager ${P('PERSON_NAME', director.full)} will visit the property in ${P('LOCATION', place)} next week. The quote has been shared with ${P('ORGANIZATION', v.rng.pick(POOLS.en.publicBodies))}, which asked for the plans.`,
    es: `Le agradecemos su carta. Tal como acordamos con ${hon}, nuestro jefe de obra ${P('PERSON_NAME', director.full)} visitará la vivienda de ${P('LOCATION', place)} la próxima semana. El presupuesto se ha enviado al ${P('ORGANIZATION', POOLS.es.publicBodies[0]!)}, que solicitó los planos.`,
    fr: `Nous vous remercions de votre courrier. Comme convenu avec ${hon}, notre chef de chantier ${P('PERSON_NAME', director.full)} se rendra au logement de ${P('LOCATION', place)} la semaine prochaine. Le devis a été transmis au ${P('ORGANIZATION', POOLS.fr.publicBodies[0]!)}, qui a demandé les plans.`,
    de: `Vielen Dank für Ihr Schreiben. Wie mit ${hon} vereinbart, besichtigt unser Bauleiter ${P('PERSON_NAME', director.full)} das Objekt in ${P('LOCATION', place)} in der nächsten Woche. Das Angebot ging auch an das ${P('ORGANIZATION', POOLS.de.publicBodies[1]!)}, das die Pläne angefordert hat.`,
    it: `La ringraziamo per la Sua lettera. Come concordato con ${hon}, il nostro capocantiere ${P('PERSON_NAME', director.full)} visiterà l'immobile di ${P('LOCATION', place)} la prossima settimana. Il preventivo è stato inviato al ${P('ORGANIZATION', POOLS.it.publicBodies[0]!)}, che ha chiesto i progetti.`,
    pt: `Agradecemos a sua carta. Conforme combinado com ${hon}, o nosso encarregado de obra ${P('PERSON_NAME', director.full)} visitará o imóvel em ${P('LOCATION', place)} na próxima semana. O orçamento foi enviado à ${P('ORGANIZATION', POOLS.pt.publicBodies[0]!)}, que pediu as plantas.`,
    ru: `Благодарим за ваше письмо. Как договорились с ${hon}, наш прораб ${P('PERSON_NAME', director.full)} осмотрит объект в городе ${P('LOCATION', place)} на следующей неделе. Смета направлена в ${P('ORGANIZATION', POOLS.ru.publicBodies[1]!)}, которое запросило планы.`,
  };
  const registered: Say = {
    en: 'Registered office',
    es: 'Domicilio social',
    fr: 'Siège social',
    de: 'Sitz der Gesellschaft',
    it: 'Sede legale',
    pt: 'Sede',
    ru: 'Юридический адрес',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', org)} · ${registered[v.lang]}: ${P('ADDRESS', orgStreet)}, ${P('LOCATION', orgCity)}`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', org.toUpperCase()) },
      { kind: 'lines', lines: [P('ADDRESS', orgStreet), cityLine(v, orgCity)] },
      { kind: 'gap' },
      {
        kind: 'lines',
        lines: [
          `${POOLS[v.lang].hon[recipient.female ? 1 : 0]} ${P('PERSON_NAME', recipient.full)}`,
          P('ADDRESS', street(v)),
          cityLine(v),
        ],
      },
      { kind: 'lines', lines: [`${P('LOCATION', orgCity)}, ${P('DATE', v.date(2024, 2025))}`] },
      { kind: 'lines', lines: [subject[v.lang]] },
      { kind: 'lines', lines: [`${L.dear} ${hon},`] },
      { kind: 'para', text: body[v.lang] },
      {
        kind: 'lines',
        lines: [L.regards, '', P('PERSON_NAME', sender.full.toUpperCase()), P('ORGANIZATION', org)],
      },
    ],
  };
}

function contract(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const client = firm(v);
  const rep = person(v);
  const contractor = person(v);
  const clientStreet = street(v);
  const clientCity = city(v);
  const ownCity = city(v);
  const parties: Say = {
    en: `This agreement is made between ${P('ORGANIZATION', client)}, having its principal office at ${P('ADDRESS', clientStreet)}, ${P('LOCATION', clientCity)}, represented by ${P('PERSON_NAME', rep.full)} (the "Client"), and ${P('PERSON_NAME', contractor.full)}, residing at ${P('ADDRESS', street(v))}, ${P('LOCATION', ownCity)} (the "Contractor").`,
    es: `El presente contrato se celebra entre ${P('ORGANIZATION', client)}, con domicilio en ${P('ADDRESS', clientStreet)}, ${P('LOCATION', clientCity)}, representada por ${P('PERSON_NAME', rep.full)} (el «Cliente»), y ${P('PERSON_NAME', contractor.full)}, con domicilio en ${P('ADDRESS', street(v))}, ${P('LOCATION', ownCity)} (el «Contratista»).`,
    fr: `Le présent contrat est conclu entre ${P('ORGANIZATION', client)}, dont le siège est situé ${P('ADDRESS', clientStreet)}, ${P('LOCATION', clientCity)}, représentée par ${P('PERSON_NAME', rep.full)} (le « Client »), et ${P('PERSON_NAME', contractor.full)}, demeurant ${P('ADDRESS', street(v))}, ${P('LOCATION', ownCity)} (le « Prestataire »).`,
    de: `Dieser Vertrag wird geschlossen zwischen der ${P('ORGANIZATION', client)}, ${P('ADDRESS', clientStreet)}, ${P('LOCATION', clientCity)}, vertreten durch ${P('PERSON_NAME', rep.full)} (nachfolgend „Auftraggeber“), und ${P('PERSON_NAME', contractor.full)}, wohnhaft ${P('ADDRESS', street(v))}, ${P('LOCATION', ownCity)} (nachfolgend „Auftragnehmer“).`,
    it: `Il presente contratto è stipulato tra ${P('ORGANIZATION', client)}, con sede in ${P('ADDRESS', clientStreet)}, ${P('LOCATION', clientCity)}, rappresentata da ${P('PERSON_NAME', rep.full)} (il "Committente"), e ${P('PERSON_NAME', contractor.full)}, residente in ${P('ADDRESS', street(v))}, ${P('LOCATION', ownCity)} (l'"Appaltatore").`,
    pt: `O presente contrato é celebrado entre ${P('ORGANIZATION', client)}, com sede na ${P('ADDRESS', clientStreet)}, ${P('LOCATION', clientCity)}, representada por ${P('PERSON_NAME', rep.full)} (o "Cliente"), e ${P('PERSON_NAME', contractor.full)}, residente na ${P('ADDRESS', street(v))}, ${P('LOCATION', ownCity)} (o "Prestador").`,
    ru: `Настоящий договор заключён между ${P('ORGANIZATION', client)}, адрес: ${P('ADDRESS', clientStreet)}, ${P('LOCATION', clientCity)}, в лице ${P('PERSON_NAME', rep.full)} («Заказчик»), и ${P('PERSON_NAME', contractor.full)}, проживающим по адресу: ${P('ADDRESS', street(v))}, ${P('LOCATION', ownCity)} («Исполнитель»).`,
  };
  const duties: Say = {
    en: `The Contractor shall deliver the work to the Client's site manager and report weekly. Disputes shall be settled by the courts of ${P('LOCATION', clientCity)}.`,
    es: `El Contratista entregará el trabajo al responsable del Cliente e informará semanalmente. Las controversias se someterán a los tribunales de ${P('LOCATION', clientCity)}.`,
    fr: `Le Prestataire livrera les travaux au responsable du Client et rendra compte chaque semaine. Tout litige relève des tribunaux de ${P('LOCATION', clientCity)}.`,
    de: `Der Auftragnehmer übergibt die Arbeiten dem Bauleiter des Auftraggebers und berichtet wöchentlich. Gerichtsstand ist ${P('LOCATION', clientCity)}.`,
    it: `L'Appaltatore consegnerà i lavori al referente del Committente e riferirà ogni settimana. Foro competente è quello di ${P('LOCATION', clientCity)}.`,
    pt: `O Prestador entregará os trabalhos ao responsável do Cliente e reportará semanalmente. É competente o foro de ${P('LOCATION', clientCity)}.`,
    ru: `Исполнитель передаёт работы представителю Заказчика и еженедельно отчитывается. Споры рассматриваются в суде города ${P('LOCATION', clientCity)}.`,
  };
  const forWord: Say = {
    en: 'For the Client',
    es: 'Por el Cliente',
    fr: 'Pour le Client',
    de: 'Für den Auftraggeber',
    it: 'Per il Committente',
    pt: 'Pelo Cliente',
    ru: 'От Заказчика',
  };
  const contractorWord: Say = {
    en: 'The Contractor',
    es: 'El Contratista',
    fr: 'Le Prestataire',
    de: 'Der Auftragnehmer',
    it: "L'Appaltatore",
    pt: 'O Prestador',
    ru: 'Исполнитель',
  };
  const heading: Say = {
    en: 'Service Agreement',
    es: 'Contrato de prestación de servicios',
    fr: 'Contrat de prestation de services',
    de: 'Dienstleistungsvertrag',
    it: 'Contratto di servizi',
    pt: 'Contrato de prestação de serviços',
    ru: 'Договор оказания услуг',
  };
  const date = P('DATE', v.date(2024, 2025));
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${heading[v.lang]} – ${P('ORGANIZATION', client)}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'para', text: parties[v.lang] },
      { kind: 'para', text: duties[v.lang] },
      { kind: 'gap' },
      {
        kind: 'columns',
        left: `${forWord[v.lang]}: ${P('ORGANIZATION', client)}`,
        right: contractorWord[v.lang],
      },
      {
        kind: 'columns',
        left: `${P('LOCATION', clientCity)}, ${date}`,
        right: `${P('LOCATION', ownCity)}, ${P('DATE', v.date(2024, 2025))}`,
      },
      { kind: 'columns', left: '______________________', right: '______________________' },
      {
        kind: 'columns',
        left: P('PERSON_NAME', rep.full),
        right: P('PERSON_NAME', contractor.full.toUpperCase()),
      },
    ],
  };
}

function ticketThread(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const customer = person(v);
  const agent = person(v);
  const company = firm(v);
  const latin =
    v.lang === 'ru' ? v.rng.pick(['belov', 'zhuravlev', 'tarasov', 'krylov']) : customer.last;
  const handle = `${latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()}${v.digits(2)}`;
  const folder = handle.replace(/\d+$/, '');
  const path =
    v.rng.int(2) === 0
      ? `C:\\Users\\${folder}\\Documents\\export.pdf`
      : `/home/${folder}/Downloads/export.pdf`;
  const reported: Say = {
    en: 'Reported by',
    es: 'Informado por',
    fr: 'Signalé par',
    de: 'Gemeldet von',
    it: 'Segnalato da',
    pt: 'Reportado por',
    ru: 'Автор',
  };
  const assigned: Say = {
    en: 'Assigned to',
    es: 'Asignado a',
    fr: 'Assigné à',
    de: 'Zugewiesen an',
    it: 'Assegnato a',
    pt: 'Atribuído a',
    ru: 'Исполнитель',
  };
  const customerMsg: Say = {
    en: `Hello, the export fails on my laptop. The file is saved as ${P('URL', path)}. Our office at ${P('ORGANIZATION', company)} in ${P('LOCATION', city(v))} has the same problem.`,
    es: `Hola, la exportación falla en mi portátil. El archivo se guarda en ${P('URL', path)}. En nuestra oficina de ${P('ORGANIZATION', company)} en ${P('LOCATION', city(v))} pasa lo mismo.`,
    fr: `Bonjour, l'export échoue sur mon portable. Le fichier est enregistré sous ${P('URL', path)}. Notre bureau de ${P('ORGANIZATION', company)} à ${P('LOCATION', city(v))} a le même problème.`,
    de: `Hallo, der Export schlägt auf meinem Laptop fehl. Die Datei liegt unter ${P('URL', path)}. Unser Büro bei der ${P('ORGANIZATION', company)} in ${P('LOCATION', city(v))} hat dasselbe Problem.`,
    it: `Buongiorno, l'esportazione non funziona sul mio portatile. Il file è salvato in ${P('URL', path)}. Il nostro ufficio di ${P('ORGANIZATION', company)} a ${P('LOCATION', city(v))} ha lo stesso problema.`,
    pt: `Olá, a exportação falha no meu portátil. O ficheiro fica em ${P('URL', path)}. O nosso escritório da ${P('ORGANIZATION', company)} em ${P('LOCATION', city(v))} tem o mesmo problema.`,
    ru: `Здравствуйте, экспорт не работает на моём ноутбуке. Файл сохранён в ${P('URL', path)}. В нашем офисе ${P('ORGANIZATION', company)} в городе ${P('LOCATION', city(v))} та же проблема.`,
  };
  const agentMsg: Say = {
    en: `Thanks ${P('PERSON_NAME', customer.full.split(' ')[0]!)}, I have escalated this to ${P('PERSON_NAME', agent.full)}. You can also reach me at ${P('URL', `mailto:${v.email(agent.full)}`)}.`,
    es: `Gracias, ${byHonorific(v, customer)}. He escalado el caso a ${P('PERSON_NAME', agent.full)}. También puede escribirme a ${P('URL', `mailto:${v.email(agent.full)}`)}.`,
    fr: `Merci ${byHonorific(v, customer)}, j'ai transmis le dossier à ${P('PERSON_NAME', agent.full)}. Vous pouvez aussi m'écrire à ${P('URL', `mailto:${v.email(agent.full)}`)}.`,
    de: `Danke, ${byHonorific(v, customer)}. Ich habe den Fall an ${P('PERSON_NAME', agent.full)} weitergegeben. Sie erreichen mich auch über ${P('URL', `mailto:${v.email(agent.full)}`)}.`,
    it: `Grazie ${byHonorific(v, customer)}, ho inoltrato il caso a ${P('PERSON_NAME', agent.full)}. Può scrivermi anche a ${P('URL', `mailto:${v.email(agent.full)}`)}.`,
    pt: `Obrigado, ${byHonorific(v, customer)}. Encaminhei o caso para ${P('PERSON_NAME', agent.full)}. Também pode escrever para ${P('URL', `mailto:${v.email(agent.full)}`)}.`,
    ru: `Спасибо, ${byHonorific(v, customer)}. Я передал обращение коллеге ${P('PERSON_NAME', agent.full)}. Мне можно написать: ${P('URL', `mailto:${v.email(agent.full)}`)}.`,
  };
  const heading: Say = {
    en: 'Support request',
    es: 'Solicitud de soporte',
    fr: "Demande d'assistance",
    de: 'Supportanfrage',
    it: 'Richiesta di assistenza',
    pt: 'Pedido de suporte',
    ru: 'Обращение в поддержку',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: heading[v.lang],
    blocks: [
      { kind: 'heading', text: `${heading[v.lang]} ${P('ID', `#${v.digits(5)}`)}` },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [reported[v.lang], P('PERSON_NAME', customer.full)],
          [L.username, P('ID', `@${handle}`)],
          [assigned[v.lang], P('PERSON_NAME', agent.full)],
          [L.email, P('EMAIL', v.email(customer.full))],
        ],
      },
      { kind: 'lines', lines: [`${P('PERSON_NAME', customer.full)} (@${P('ID', handle)}):`] },
      { kind: 'para', text: customerMsg[v.lang] },
      { kind: 'lines', lines: [`${P('PERSON_NAME', agent.full)}:`] },
      { kind: 'para', text: agentMsg[v.lang] },
    ],
  };
}

function referral(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const clinic = v.rng.pick(POOLS[v.lang].clinics);
  const patient = person(v);
  const doctor = person(v);
  const school = POOLS[v.lang].publicBodies[v.lang === 'ru' ? 0 : 1]!;
  const heading: Say = {
    en: 'Referral letter',
    es: 'Informe de derivación',
    fr: "Lettre d'orientation",
    de: 'Überweisungsschreiben',
    it: 'Lettera di invio',
    pt: 'Carta de referenciação',
    ru: 'Направление',
  };
  const body: Say = {
    en: `We saw your patient ${P('PERSON_NAME', patient.full.toUpperCase())}, a pupil at ${P('ORGANIZATION', school)}, on ${P('DATE', v.date(2024, 2025))}. ${byHonorific(v, patient)} reports headaches since the spring. We would be grateful if Dr. ${P('PERSON_NAME', doctor.full)} could review the scans.`,
    es: `Atendimos a su paciente ${P('PERSON_NAME', patient.full.toUpperCase())}, alumno/a del ${P('ORGANIZATION', school)}, el ${P('DATE', v.date(2024, 2025))}. ${byHonorific(v, patient)} refiere cefaleas desde la primavera. Rogamos que la Dra. ${P('PERSON_NAME', doctor.full)} revise las pruebas.`,
    fr: `Nous avons vu votre patient(e) ${P('PERSON_NAME', patient.full.toUpperCase())}, élève au ${P('ORGANIZATION', school)}, le ${P('DATE', v.date(2024, 2025))}. ${byHonorific(v, patient)} se plaint de céphalées depuis le printemps. Nous remercions le Dr ${P('PERSON_NAME', doctor.full)} de bien vouloir revoir les examens.`,
    de: `Wir haben Ihre Patientin/Ihren Patienten ${P('PERSON_NAME', patient.full.toUpperCase())}, Schüler/in am ${P('ORGANIZATION', school)}, am ${P('DATE', v.date(2024, 2025))} gesehen. ${byHonorific(v, patient)} klagt seit dem Frühjahr über Kopfschmerzen. Wir bitten Dr. ${P('PERSON_NAME', doctor.full)} um Durchsicht der Aufnahmen.`,
    it: `Abbiamo visitato il Suo paziente ${P('PERSON_NAME', patient.full.toUpperCase())}, studente del ${P('ORGANIZATION', school)}, il ${P('DATE', v.date(2024, 2025))}. ${byHonorific(v, patient)} riferisce cefalea dalla primavera. Chiediamo al dott. ${P('PERSON_NAME', doctor.full)} di rivedere gli esami.`,
    pt: `Observámos o seu doente ${P('PERSON_NAME', patient.full.toUpperCase())}, aluno da ${P('ORGANIZATION', school)}, em ${P('DATE', v.date(2024, 2025))}. ${byHonorific(v, patient)} refere cefaleias desde a primavera. Agradecemos que o Dr. ${P('PERSON_NAME', doctor.full)} reveja os exames.`,
    ru: `Ваш пациент ${P('PERSON_NAME', patient.full.toUpperCase())}, ученик ${P('ORGANIZATION', school)}, осмотрен ${P('DATE', v.date(2024, 2025))}. ${byHonorific(v, patient)} жалуется на головные боли с весны. Просим врача ${P('PERSON_NAME', doctor.full)} пересмотреть снимки.`,
  };
  const department: Say = {
    en: 'Department of Neurology',
    es: 'Servicio de Neurología',
    fr: 'Service de neurologie',
    de: 'Klinik für Neurologie',
    it: 'Reparto di Neurologia',
    pt: 'Serviço de Neurologia',
    ru: 'Неврологическое отделение',
  };
  const clinicStreet = street(v);
  const clinicCity = city(v);
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', clinic)} – ${P('ADDRESS', clinicStreet)}, ${P('LOCATION', clinicCity)}`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', clinic) },
      {
        kind: 'lines',
        lines: [department[v.lang], P('ADDRESS', clinicStreet), cityLine(v, clinicCity)],
      },
      { kind: 'heading', text: heading[v.lang] },
      {
        kind: 'fields',
        columns: 1,
        rows: [
          [L.name, P('PERSON_NAME', patient.full)],
          [L.dob, P('DATE', v.date(1990, 2012))],
          [L.address, `${P('ADDRESS', street(v))}, ${cityLine(v)}`],
          [L.physician, P('PERSON_NAME', doctor.full)],
        ],
      },
      { kind: 'para', text: body[v.lang] },
      { kind: 'lines', lines: [L.regards, P('PERSON_NAME', doctor.full), department[v.lang]] },
    ],
  };
}

function staffList(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const company = firm(v);
  const header: Say = {
    en: 'Name|Office|Manager|Phone',
    es: 'Nombre|Oficina|Responsable|Teléfono',
    fr: 'Nom|Bureau|Responsable|Téléphone',
    de: 'Name|Standort|Vorgesetzte/r|Telefon',
    it: 'Nome|Sede|Responsabile|Telefono',
    pt: 'Nome|Escritório|Responsável|Telefone',
    ru: 'ФИО|Офис|Руководитель|Телефон',
  };
  const heading: Say = {
    en: 'Internal phone list',
    es: 'Directorio interno',
    fr: 'Annuaire interne',
    de: 'Internes Telefonverzeichnis',
    it: 'Rubrica interna',
    pt: 'Lista telefónica interna',
    ru: 'Внутренний справочник',
  };
  const rows = Array.from({ length: 6 }, (_, i) => {
    const p = person(v);
    // Tables often write "SURNAME, First" in capitals.
    const shown =
      i % 3 === 0 && v.lang !== 'ru' ? `${p.last.toUpperCase()}, ${p.full.split(' ')[0]!}` : p.full;
    return [
      P('PERSON_NAME', shown),
      P('LOCATION', city(v)),
      P('PERSON_NAME', person(v).full),
      P('PHONE', v.phone()),
    ];
  });
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} – ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: `${P('ORGANIZATION', company)} – ${heading[v.lang]}` },
      { kind: 'table', header: header[v.lang].split('|'), widths: [30, 22, 28, 20], rows },
    ],
  };
}

/** The word-centred development templates, by kind. */
export const DEV_WORD_TEMPLATES: Record<string, Template> = {
  'words-letter': businessLetter,
  'words-contract': contract,
  'words-ticket': ticketThread,
  'words-referral': referral,
  'words-staff': staffList,
};
