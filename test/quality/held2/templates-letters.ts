/**
 * Correspondence of the second held-out set: a customer-support ticket thread (headers,
 * handles, order and card details in the messages) and an insurer's claim decision letter.
 */
import { pii, type Block } from '../doc-model';
import {
  letterhead,
  orgFooter,
  organisation,
  PAGE_WORD,
  signature,
  type Held2Template,
} from './common';
import { asciiName } from './formats';
import type { Held2Lang } from './pools';

interface TicketWords {
  ticket: string;
  status: string;
  priority: string;
  product: string;
  from: string;
  date: string;
  to: string;
  customer: (order: string, card: string, phone: string) => string;
  agent: (name: string) => string;
  again: (address: string, handle: string) => string;
  close: string;
  team: string;
  internal: (ip: string) => string;
  states: [string, string];
  error: string;
}

const TICKET: Record<Held2Lang, TicketWords> = {
  en: {
    ticket: 'Ticket',
    status: 'Status: Pending',
    priority: 'Priority: High',
    product: 'Product: SmartHub X2 (SKU HX2-220-BLK), firmware 4.1.7',
    from: 'From:',
    date: 'Sent:',
    to: 'To:',
    customer: (o, c, p) =>
      `Hi, my order ${o} arrived with a cracked screen. I paid with my card ${c}. Please call me back at ${p}, I'm home after 5 pm.`,
    agent: (n) =>
      `Hello ${n}, I'm sorry to hear that. I have opened a replacement request. Could you confirm the delivery address?`,
    again: (a, h) => `Sure, it's ${a}. You can also DM me on Twitter at ${h}.`,
    close:
      'Thanks, the replacement ships within 2 business days. Error code E-104 is logged for the carrier.',
    team: 'Customer Support',
    internal: (ip) =>
      `Internal note: customer session came from ${ip}; fraud score 12/100, no action.`,
    states: ['Open', 'Pending'],
    error: 'Error E-104',
  },
  es: {
    ticket: 'Incidencia',
    status: 'Estado: Pendiente',
    priority: 'Prioridad: Alta',
    product: 'Producto: SmartHub X2 (ref. HX2-220-BLK), firmware 4.1.7',
    from: 'De:',
    date: 'Enviado:',
    to: 'Para:',
    customer: (o, c, p) =>
      `Hola, el pedido ${o} llegó con la pantalla rota. Lo pagué con la tarjeta ${c}. Por favor llámenme al ${p} a partir de las 17:00.`,
    agent: (n) =>
      `Hola ${n}, lamentamos lo ocurrido. Hemos abierto una solicitud de sustitución. ¿Nos confirma la dirección de entrega?`,
    again: (a, h) => `Claro, es ${a}. También pueden escribirme por Instagram a ${h}.`,
    close:
      'Gracias, el recambio sale en 48 horas. Queda registrado el código de error E-104 para el transportista.',
    team: 'Atención al cliente',
    internal: (ip) =>
      `Nota interna: la sesión del cliente procede de ${ip}; riesgo 12/100, sin acción.`,
    states: ['Abierta', 'Pendiente'],
    error: 'Error E-104',
  },
  fr: {
    ticket: 'Ticket',
    status: 'Statut : En attente',
    priority: 'Priorité : Haute',
    product: 'Produit : SmartHub X2 (réf. HX2-220-BLK), firmware 4.1.7',
    from: 'De :',
    date: 'Envoyé :',
    to: 'À :',
    customer: (o, c, p) =>
      `Bonjour, ma commande ${o} est arrivée avec l'écran fissuré. J'ai payé avec ma carte ${c}. Merci de me rappeler au ${p} après 17 h.`,
    agent: (n) =>
      `Bonjour ${n}, nous sommes désolés. Une demande d'échange est ouverte. Pouvez-vous confirmer l'adresse de livraison ?`,
    again: (a, h) => `Oui, c'est ${a}. Vous pouvez aussi m'écrire sur X : ${h}.`,
    close: "Merci, l'échange part sous 48 h. Le code d'erreur E-104 est transmis au transporteur.",
    team: 'Service client',
    internal: (ip) =>
      `Note interne : session client depuis ${ip} ; score de fraude 12/100, aucune action.`,
    states: ['Ouvert', 'En attente'],
    error: 'Erreur E-104',
  },
  de: {
    ticket: 'Ticket',
    status: 'Status: Wartend',
    priority: 'Priorität: Hoch',
    product: 'Produkt: SmartHub X2 (Art.-Nr. HX2-220-BLK), Firmware 4.1.7',
    from: 'Von:',
    date: 'Gesendet:',
    to: 'An:',
    customer: (o, c, p) =>
      `Hallo, meine Bestellung ${o} kam mit gesprungenem Display an. Bezahlt habe ich mit der Karte ${c}. Bitte rufen Sie mich unter ${p} zurück, ab 17 Uhr.`,
    agent: (n) =>
      `Guten Tag ${n}, das tut uns leid. Wir haben einen Austausch angelegt. Können Sie die Lieferadresse bestätigen?`,
    again: (a, h) => `Gern: ${a}. Sie erreichen mich auch auf Mastodon unter ${h}.`,
    close:
      'Danke, das Austauschgerät geht in 2 Werktagen raus. Fehlercode E-104 ist für den Versanddienst vermerkt.',
    team: 'Kundenservice',
    internal: (ip) =>
      `Interne Notiz: Sitzung des Kunden von ${ip}; Betrugsscore 12/100, keine Maßnahme.`,
    states: ['Offen', 'Wartend'],
    error: 'Fehler E-104',
  },
  it: {
    ticket: 'Ticket',
    status: 'Stato: In attesa',
    priority: 'Priorità: Alta',
    product: 'Prodotto: SmartHub X2 (cod. HX2-220-BLK), firmware 4.1.7',
    from: 'Da:',
    date: 'Inviato:',
    to: 'A:',
    customer: (o, c, p) =>
      `Buongiorno, l'ordine ${o} è arrivato con lo schermo incrinato. Ho pagato con la carta ${c}. Potete richiamarmi al ${p} dopo le 17?`,
    agent: (n) =>
      `Gentile ${n}, ci dispiace. Abbiamo aperto una richiesta di sostituzione. Può confermare l'indirizzo di consegna?`,
    again: (a, h) => `Certo, è ${a}. Potete scrivermi anche su Instagram: ${h}.`,
    close:
      'Grazie, la sostituzione parte entro 2 giorni lavorativi. Il codice errore E-104 è registrato per il corriere.',
    team: 'Assistenza clienti',
    internal: (ip) =>
      `Nota interna: sessione del cliente da ${ip}; rischio frode 12/100, nessuna azione.`,
    states: ['Aperto', 'In attesa'],
    error: 'Errore E-104',
  },
  pt: {
    ticket: 'Pedido de suporte',
    status: 'Estado: Pendente',
    priority: 'Prioridade: Alta',
    product: 'Produto: SmartHub X2 (ref. HX2-220-BLK), firmware 4.1.7',
    from: 'De:',
    date: 'Enviado:',
    to: 'Para:',
    customer: (o, c, p) =>
      `Olá, a encomenda ${o} chegou com o ecrã partido. Paguei com o cartão ${c}. Podem ligar-me para o ${p} depois das 17h?`,
    agent: (n) =>
      `Olá ${n}, lamentamos o sucedido. Abrimos um pedido de substituição. Pode confirmar a morada de entrega?`,
    again: (a, h) => `Claro, é ${a}. Também me podem contactar no Instagram: ${h}.`,
    close:
      'Obrigado, a substituição segue em 2 dias úteis. O código de erro E-104 fica registado para a transportadora.',
    team: 'Apoio ao cliente',
    internal: (ip) => `Nota interna: sessão do cliente a partir de ${ip}; risco 12/100, sem ação.`,
    states: ['Aberto', 'Pendente'],
    error: 'Erro E-104',
  },
  ru: {
    ticket: 'Обращение',
    status: 'Статус: ожидает ответа',
    priority: 'Приоритет: высокий',
    product: 'Товар: SmartHub X2 (арт. HX2-220-BLK), прошивка 4.1.7',
    from: 'От:',
    date: 'Отправлено:',
    to: 'Кому:',
    customer: (o, c, p) =>
      `Здравствуйте, заказ ${o} пришёл с треснувшим экраном. Оплачивал картой ${c}. Перезвоните, пожалуйста, по номеру ${p} после 17:00.`,
    agent: (n) =>
      `Здравствуйте, ${n}! Приносим извинения. Мы оформили замену. Подтвердите, пожалуйста, адрес доставки.`,
    again: (a, h) => `Да, ${a}. Можно также написать мне в Telegram: ${h}.`,
    close:
      'Спасибо, замена будет отправлена в течение 2 рабочих дней. Код ошибки E-104 передан службе доставки.',
    team: 'Служба поддержки',
    internal: (ip) =>
      `Служебная заметка: сессия клиента с адреса ${ip}; риск 12/100, действий не требуется.`,
    states: ['Открыто', 'Ожидает ответа'],
    error: 'Ошибка E-104',
  },
};

/** A support ticket thread: ticket header, message headers with e-mails, a handle, a note. */
export const supportTicket: Held2Template = (v, name) => {
  const w = TICKET[v.lang];
  const shop = organisation(v, 'merchants');
  const c = v.person();
  const agent = v.person();
  const cMail = v.email(c);
  const aMail = v.workEmail(agent, shop.domain);
  const ticketNo = v.ref(v.pick(['#', 'TCK-', 'SR-']), v.int(5, 7));
  const year = v.int(2024, 2025);
  const day = { y: year, m: v.int(1, 12), d: v.int(1, 26) };
  const stamp = (plus: number, hh: string) =>
    v.stamp({ ...day, d: day.d + plus }, v.pick(['iso', 'numeric'] as const), hh);
  const handle = pii('ID', `@${asciiName(c.first.split(' ')[0]!)}_${v.plainDigits(2)}`);
  const header = (from: string, to: string, when: string): Block => ({
    kind: 'lines',
    lines: [`${w.from} ${from}`, `${w.to} ${to}`, `${w.date} ${when}`],
  });
  const blocks: Block[] = [
    {
      kind: 'columns',
      left: `${shop.name}\n${w.team}`,
      right: `${w.ticket} ${ticketNo}\n${w.status} · ${w.priority}`,
    },
    { kind: 'para', text: w.product },
    header(`${v.name(c)} <${cMail}>`, `${w.team} <${shop.mail}>`, stamp(0, '08:14')),
    {
      kind: 'para',
      text: w.customer(
        v.ref(v.pick(['', 'ORD-', 'A']), v.int(7, 9)),
        v.maskedCard(),
        v.phone(true),
      ),
    },
    { kind: 'para', text: v.name(c, 'first') },
    header(`${v.name(agent)} <${aMail}>`, `${v.name(c)} <${cMail}>`, stamp(0, '11:52')),
    { kind: 'para', text: w.agent(v.name(c, 'first')) },
    { kind: 'para', text: `${v.name(agent, 'first')} · ${w.team} · ${shop.name}` },
    header(
      `${v.name(c, v.pick(['full', 'caps'] as const))} <${cMail}>`,
      `${v.name(agent)} <${aMail}>`,
      stamp(1, '19:03'),
    ),
    { kind: 'para', text: w.again(v.address().oneLine, handle) },
    { kind: 'para', text: w.close },
    { kind: 'para', text: w.internal(v.ip()) },
    {
      kind: 'table',
      header: [w.ticket, w.states[0], w.states[1], 'SKU'],
      rows: [[ticketNo, stamp(0, '08:14'), stamp(1, '19:05'), 'HX2-220-BLK']],
      widths: [22, 26, 26, 26],
    },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${shop.name} · ${w.ticket} ${ticketNo}`,
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};

interface ClaimWords {
  refs: [string, string, string, string];
  subject: string;
  dear: (formal: string) => string;
  body1: (date: string, place: string, plate: string) => string;
  body2: (third: string, garage: string) => string;
  body3: (amount: string, account: string, date: string, ded: string) => string;
  body4: (phone: string) => string;
  regards: string;
  role: string;
  encl: string;
}

const CLAIM: Record<Held2Lang, ClaimWords> = {
  en: {
    refs: ['Policy number', 'Claim number', 'Your reference', 'Date'],
    subject: 'Settlement of your auto claim',
    dear: (f) => `Dear ${f}:`,
    body1: (d, p, pl) =>
      `We have completed our review of the loss of ${d} in ${p} involving your vehicle, license plate ${pl}.`,
    body2: (t, g) =>
      `Based on the police report and the statement of the other driver, ${t}, liability has been accepted. The repair estimate from ${g} was approved without changes.`,
    body3: (a, acc, d, ded) =>
      `A payment of ${a}, less your deductible of ${ded}, will be sent by ACH to account ${acc} on or about ${d}.`,
    body4: (p) =>
      `If you have questions, please call your claims adjuster directly at ${p}, Monday through Friday, 8 am to 5 pm.`,
    regards: 'Sincerely,',
    role: 'Senior Claims Adjuster',
    encl: 'Enclosure: Estimate of record (4 pages)',
  },
  es: {
    refs: ['N.º de póliza', 'N.º de siniestro', 'Su referencia', 'Fecha'],
    subject: 'Liquidación de su siniestro de automóvil',
    dear: (f) => `Estimado/a ${f}:`,
    body1: (d, p, pl) =>
      `Hemos concluido la tramitación del siniestro ocurrido el ${d} en ${p} con su vehículo, matrícula ${pl}.`,
    body2: (t, g) =>
      `A la vista del atestado y de la declaración del otro conductor, ${t}, se acepta la responsabilidad. El presupuesto del taller ${g} ha sido aprobado.`,
    body3: (a, acc, d, ded) =>
      `Le abonaremos ${a}, descontada la franquicia de ${ded}, mediante transferencia a la cuenta ${acc} el ${d}.`,
    body4: (p) =>
      `Para cualquier aclaración puede llamar a su tramitador al ${p}, de lunes a viernes de 9 a 18 h.`,
    regards: 'Atentamente,',
    role: 'Tramitador de siniestros',
    encl: 'Anexo: peritación (4 páginas)',
  },
  fr: {
    refs: ['N° de contrat', 'N° de sinistre', 'Votre référence', 'Date'],
    subject: 'Règlement de votre sinistre automobile',
    dear: (f) => `${f},`,
    body1: (d, p, pl) =>
      `Nous avons terminé l'instruction du sinistre survenu le ${d} à ${p} impliquant votre véhicule immatriculé ${pl}.`,
    body2: (t, g) =>
      `Au vu du constat amiable signé avec ${t}, votre responsabilité n'est pas engagée. Le devis du garage ${g} a été validé par l'expert.`,
    body3: (a, acc, d, ded) =>
      `Une indemnité de ${a}, franchise de ${ded} déduite, sera virée sur le compte ${acc} le ${d}.`,
    body4: (p) =>
      `Votre gestionnaire reste à votre disposition au ${p}, du lundi au vendredi de 9 h à 18 h.`,
    regards: "Nous vous prions d'agréer nos salutations distinguées.",
    role: 'Gestionnaire sinistres',
    encl: "PJ : rapport d'expertise (4 pages)",
  },
  de: {
    refs: ['Versicherungsschein-Nr.', 'Schaden-Nr.', 'Ihr Zeichen', 'Datum'],
    subject: 'Regulierung Ihres Kfz-Schadens',
    dear: (f) => `Sehr geehrte/r ${f},`,
    body1: (d, p, pl) =>
      `wir haben den Schaden vom ${d} in ${p} an Ihrem Fahrzeug mit dem amtlichen Kennzeichen ${pl} abschließend geprüft.`,
    body2: (t, g) =>
      `Nach dem Polizeibericht und der Aussage der Unfallgegnerin bzw. des Unfallgegners ${t} erkennen wir die Haftung an. Der Kostenvoranschlag der Werkstatt ${g} wurde freigegeben.`,
    body3: (a, acc, d, ded) =>
      `Wir überweisen ${a} abzüglich Ihrer Selbstbeteiligung von ${ded} am ${d} auf das Konto ${acc}.`,
    body4: (p) =>
      `Bei Fragen erreichen Sie Ihre Sachbearbeitung direkt unter ${p}, montags bis freitags 8 bis 17 Uhr.`,
    regards: 'Mit freundlichen Grüßen',
    role: 'Schadensachbearbeitung',
    encl: 'Anlage: Gutachten (4 Seiten)',
  },
  it: {
    refs: ['N. polizza', 'N. sinistro', 'Vs. riferimento', 'Data'],
    subject: 'Liquidazione del sinistro RCA',
    dear: (f) => `Gentile ${f},`,
    body1: (d, p, pl) =>
      `abbiamo concluso l'istruttoria del sinistro avvenuto il ${d} a ${p} che ha coinvolto il Suo veicolo targato ${pl}.`,
    body2: (t, g) =>
      `Sulla base del modulo CAI sottoscritto con ${t}, la responsabilità è stata riconosciuta. Il preventivo della carrozzeria ${g} è stato approvato.`,
    body3: (a, acc, d, ded) =>
      `L'importo di ${a}, al netto della franchigia di ${ded}, sarà accreditato sul conto ${acc} il ${d}.`,
    body4: (p) =>
      `Per chiarimenti può contattare il liquidatore al numero ${p}, dal lunedì al venerdì.`,
    regards: 'Distinti saluti,',
    role: 'Liquidatore sinistri',
    encl: 'Allegato: perizia (4 pagine)',
  },
  pt: {
    refs: ['N.º da apólice', 'N.º do sinistro', 'Sua referência', 'Data'],
    subject: 'Regularização do sinistro automóvel',
    dear: (f) => `Exmo.(a) ${f},`,
    body1: (d, p, pl) =>
      `Concluímos a análise do sinistro ocorrido em ${d} em ${p} com a sua viatura de matrícula ${pl}.`,
    body2: (t, g) =>
      `Com base na declaração amigável assinada com ${t}, a responsabilidade foi aceite. O orçamento da oficina ${g} foi aprovado.`,
    body3: (a, acc, d, ded) =>
      `O montante de ${a}, deduzida a franquia de ${ded}, será transferido para a conta ${acc} no dia ${d}.`,
    body4: (p) =>
      `Para qualquer esclarecimento contacte o gestor do processo pelo ${p}, dias úteis das 9h às 18h.`,
    regards: 'Com os melhores cumprimentos,',
    role: 'Gestor de sinistros',
    encl: 'Anexo: relatório de peritagem (4 páginas)',
  },
  ru: {
    refs: ['Номер полиса', 'Номер убытка', 'Ваш исх. номер', 'Дата'],
    subject: 'О выплате страхового возмещения по ОСАГО',
    dear: (f) => `Уважаемый(ая) ${f}!`,
    body1: (d, p, pl) =>
      `Рассмотрев документы по страховому случаю от ${d} в г. ${p} с участием вашего автомобиля, гос. номер ${pl}, сообщаем следующее.`,
    body2: (t, g) =>
      `По материалам ГИБДД виновником признан(а) ${t}. Смета ремонта ${g} согласована.`,
    body3: (a, acc, d, ded) =>
      `Сумма ${a} за вычетом франшизы ${ded} будет перечислена на счёт ${acc} не позднее ${d}.`,
    body4: (p) => `По вопросам обращайтесь к специалисту по урегулированию по телефону ${p}.`,
    regards: 'С уважением,',
    role: 'Специалист по урегулированию убытков',
    encl: 'Приложение: акт осмотра (4 стр.)',
  },
};

/** An insurer's letter: letterhead, window address, reference fields, prose, signature. */
export const claimLetter: Held2Template = (v, name) => {
  const w = CLAIM[v.lang];
  const insurer = organisation(v, 'insurers');
  const p = v.person();
  const adjuster = v.person();
  const third = v.person();
  const home = v.address();
  const year = v.int(2023, 2025);
  const m = v.int(1, 10);
  const style = v.pick(['numeric', 'long'] as const);
  const plate = pii(
    'ID',
    {
      en: `${v.pick(['7', '8'])}${v.pick(['KLM', 'TRS', 'BXD'])}${v.plainDigits(3)}`,
      es: `${v.plainDigits(4)} ${v.pick(['KLM', 'HZB', 'JRT'])}`,
      fr: `${v.pick(['FG', 'GH', 'EK'])}-${v.plainDigits(3)}-${v.pick(['TR', 'LM', 'ZB'])}`,
      de: `${v.pick(['B', 'M', 'HH', 'K'])}-${v.pick(['KL', 'TX', 'AM'])} ${v.int(10, 9999)}`,
      it: `${v.pick(['FG', 'GB', 'EK'])} ${v.plainDigits(3)}${v.pick(['TR', 'LM', 'ZB'])}`,
      pt: v.brazil
        ? `${v.pick(['BRA', 'RIO', 'FJK'])}${v.plainDigits(1)}E${v.plainDigits(2)}`
        : `${v.plainDigits(2)}-${v.pick(['TR', 'LM', 'ZB'])}-${v.plainDigits(2)}`,
      ru: `${v.pick(['А', 'В', 'К'])}${v.plainDigits(3)}${v.pick(['МР', 'ТС', 'ОХ'])} ${v.pick(['77', '199', '78'])}`,
    }[v.lang],
  );
  const garage = pii('ORGANIZATION', v.org('companies'));
  const claim = v.ref(v.pick(['', 'CL-', 'S']), v.int(8, 10));
  const blocks: Block[] = [
    letterhead(v, insurer),
    { kind: 'lines', lines: [`${v.honorific(p)} ${v.name(p)}`, ...home.lines] },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.refs[0], v.ref(v.pick(['', 'POL-', 'AU ']), v.int(8, 11))],
        [w.refs[1], claim],
        [w.refs[2], v.ref(v.pick(['', 'YR-', 'K/']), 6)],
        [w.refs[3], v.date({ y: year, m: m + 2, d: v.int(1, 28) })],
      ],
    },
    { kind: 'heading', text: `${w.subject} ${claim}` },
    { kind: 'para', text: w.dear(v.formal(p)) },
    {
      kind: 'para',
      text: w.body1(v.date({ y: year, m, d: v.int(1, 28) }, style), v.town(), plate),
    },
    { kind: 'para', text: w.body2(v.name(third), garage) },
    {
      kind: 'para',
      text: w.body3(
        v.money(v.int(80000, 900000)),
        v.account(),
        v.date({ y: year, m: m + 2, d: v.int(1, 28) }, style),
        v.money(v.pick([15000, 25000, 30000, 50000])),
      ),
    },
    { kind: 'para', text: w.body4(v.phone(false)) },
    { kind: 'para', text: w.regards },
    signature(v.name(adjuster), `${w.role}, ${insurer.name}`),
    { kind: 'para', text: w.encl },
  ];
  return { name, lang: v.lang, footer: orgFooter(v, insurer), pageWord: PAGE_WORD[v.lang], blocks };
};
