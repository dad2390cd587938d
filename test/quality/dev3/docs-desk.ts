/** Correspondence of dev3: a support ticket thread and a formal letter with letterhead and footer. */
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
  honorific,
  placeDate,
  postal,
  salutation,
  townLine,
  type Dev3Template,
  domainOf,
} from './kit';
import type { Day, Dev3Values } from './values';

/** Mail header words and the sentences of a support thread, per language. */
interface TicketWords {
  from: string;
  sent: string;
  to: string;
  subject: string;
  re: string;
  title: string;
  wrote: (date: string, who: string) => string;
  customer: (order: string, tracking: string, name: string) => string[];
  agent: (name: string, order: string) => string[];
  internal: string;
  note: (ip: string, device: string, user: string, card: string) => string;
  sign: string;
  /** The agent's warning about a secret the customer pasted, and the attachment's path. */
  secret: (token: string, path: string) => string;
  subjectText: (ticket: string, order: string) => string;
  weekdays: string[];
}

const TICKET: Record<Lang, TicketWords> = {
  en: {
    from: 'From:',
    sent: 'Sent:',
    to: 'To:',
    subject: 'Subject:',
    re: 'RE:',
    title: 'Support ticket - full conversation',
    wrote: (d, w) => `On ${d}, ${w} wrote:`,
    customer: (o, t, n) => [
      `Hi, my order ${o} was marked delivered yesterday but nothing arrived. The tracking number ${t} shows it was left at a side door, and we do not have one.`,
      `Can you please resend or refund? Thanks, ${n}`,
    ],
    agent: (n, o) => [
      `Hello ${n},`,
      `I'm sorry about order ${o}. I have opened a claim with the carrier and issued a replacement at no cost; you will get a new confirmation e-mail within 24 hours.`,
    ],
    internal: 'Internal note (not visible to customer)',
    note: (ip, d, u, c) =>
      `Account ${u} logged in from IP ${ip} on device ${d}; card on file ending ${c}. Address matches billing. Approved replacement.`,
    sign: 'Customer Care Team',
    secret: (t, p) =>
      `Heads-up: the customer pasted a live API key (${t}) in the attachment ${p}. Key revoked, customer asked to rotate it.`,
    subjectText: (t, o) => `[Ticket #${t}] Order ${o} not received`,
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  },
  es: {
    from: 'De:',
    sent: 'Enviado el:',
    to: 'Para:',
    subject: 'Asunto:',
    re: 'RE:',
    title: 'Incidencia - historial de mensajes',
    wrote: (d, w) => `El ${d}, ${w} escribió:`,
    customer: (o, t, n) => [
      `Buenas tardes, el pedido ${o} figura como entregado pero no lo he recibido. El número de seguimiento ${t} indica que se dejó en conserjería y en mi edificio no hay conserje.`,
      `Quedo a la espera. Un saludo, ${n}`,
    ],
    agent: (n, o) => [
      `Hola ${n}:`,
      `Lamentamos lo ocurrido con el pedido ${o}. Hemos abierto una reclamación con la agencia de transporte y le enviamos un nuevo paquete sin coste.`,
    ],
    internal: 'Nota interna (no visible para el cliente)',
    note: (ip, d, u, c) =>
      `El usuario ${u} accedió desde la IP ${ip} con el dispositivo ${d}; tarjeta registrada terminada en ${c}. Se aprueba el reenvío.`,
    sign: 'Equipo de Atención al Cliente',
    secret: (t, p) =>
      `Atención: el cliente pegó una clave de API activa (${t}) en el adjunto ${p}. Clave revocada; se le pide que la regenere.`,
    subjectText: (t, o) => `[Incidencia ${t}] Pedido ${o} no recibido`,
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes'],
  },
  fr: {
    from: 'De :',
    sent: 'Envoyé :',
    to: 'À :',
    subject: 'Objet :',
    re: 'RE :',
    title: 'Ticket - historique des échanges',
    wrote: (d, w) => `Le ${d}, ${w} a écrit :`,
    customer: (o, t, n) => [
      `Bonjour, ma commande ${o} est indiquée comme livrée mais je n'ai rien reçu. Le suivi ${t} indique un dépôt en point relais que je ne connais pas.`,
      `Merci de me tenir informé. Cordialement, ${n}`,
    ],
    agent: (n, o) => [
      `Bonjour ${n},`,
      `Nous sommes désolés pour la commande ${o}. Une enquête a été ouverte auprès du transporteur et un nouvel envoi part aujourd'hui, sans frais.`,
    ],
    internal: 'Note interne (non visible par le client)',
    note: (ip, d, u, c) =>
      `Le compte ${u} s'est connecté depuis l'adresse IP ${ip} (appareil ${d}) ; carte enregistrée se terminant par ${c}. Renvoi validé.`,
    sign: 'Service Client',
    secret: (t, p) =>
      `Attention : le client a collé une clé d'API active (${t}) dans la pièce jointe ${p}. Clé révoquée, le client doit la régénérer.`,
    subjectText: (t, o) => `[Ticket n° ${t}] Commande ${o} non reçue`,
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'],
  },
  de: {
    from: 'Von:',
    sent: 'Gesendet:',
    to: 'An:',
    subject: 'Betreff:',
    re: 'AW:',
    title: 'Ticketverlauf',
    wrote: (d, w) => `Am ${d} schrieb ${w}:`,
    customer: (o, t, n) => [
      `Guten Tag, meine Bestellung ${o} wird als zugestellt angezeigt, ist aber nicht angekommen. Laut Sendungsverfolgung ${t} wurde sie bei einem Nachbarn abgegeben, den es nicht gibt.`,
      `Bitte um Ersatz oder Erstattung. Viele Grüße ${n}`,
    ],
    agent: (n, o) => [
      `Hallo ${n},`,
      `es tut uns leid, dass Ihre Bestellung ${o} nicht angekommen ist. Wir haben einen Nachforschungsauftrag gestellt und schicken Ihnen kostenlos Ersatz.`,
    ],
    internal: 'Interne Notiz (für Kunden nicht sichtbar)',
    note: (ip, d, u, c) =>
      `Kundenkonto ${u}, Login von IP ${ip}, Gerät ${d}; hinterlegte Karte endet auf ${c}. Ersatzlieferung freigegeben.`,
    sign: 'Ihr Kundenservice',
    secret: (t, p) =>
      `Achtung: Der Kunde hat im Anhang ${p} einen gültigen API-Schlüssel (${t}) mitgeschickt. Schlüssel gesperrt, Kunde soll einen neuen erzeugen.`,
    subjectText: (t, o) => `[Ticket #${t}] Bestellung ${o} nicht erhalten`,
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'],
  },
  it: {
    from: 'Da:',
    sent: 'Inviato:',
    to: 'A:',
    subject: 'Oggetto:',
    re: 'R:',
    title: 'Ticket di assistenza - cronologia',
    wrote: (d, w) => `Il giorno ${d} ${w} ha scritto:`,
    customer: (o, t, n) => [
      `Buongiorno, l'ordine ${o} risulta consegnato ma non mi è arrivato nulla. Il tracking ${t} indica la consegna al portiere, ma nel mio palazzo non c'è portineria.`,
      `Resto in attesa, grazie. ${n}`,
    ],
    agent: (n, o) => [
      `Gentile ${n},`,
      `ci scusiamo per il disguido sull'ordine ${o}. Abbiamo aperto una pratica con il corriere e spedito un nuovo pacco senza costi aggiuntivi.`,
    ],
    internal: 'Nota interna (non visibile al cliente)',
    note: (ip, d, u, c) =>
      `Utente ${u} collegato dall'IP ${ip}, dispositivo ${d}; carta memorizzata che termina con ${c}. Rispedizione approvata.`,
    sign: 'Servizio Clienti',
    secret: (t, p) =>
      `Attenzione: il cliente ha incollato una chiave API attiva (${t}) nell'allegato ${p}. Chiave revocata, il cliente deve rigenerarla.`,
    subjectText: (t, o) => `[Ticket ${t}] Ordine ${o} non ricevuto`,
    weekdays: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì'],
  },
  pt: {
    from: 'De:',
    sent: 'Enviado:',
    to: 'Para:',
    subject: 'Assunto:',
    re: 'RE:',
    title: 'Pedido de suporte - histórico',
    wrote: (d, w) => `Em ${d}, ${w} escreveu:`,
    customer: (o, t, n) => [
      `Boa tarde, a encomenda ${o} aparece como entregue mas não recebi nada. O código de seguimento ${t} diz que ficou num ponto de recolha que não conheço.`,
      `Aguardo resposta. Obrigado, ${n}`,
    ],
    agent: (n, o) => [
      `Olá ${n},`,
      `Pedimos desculpa pelo sucedido com a encomenda ${o}. Abrimos uma reclamação junto da transportadora e enviámos uma nova encomenda sem custos.`,
    ],
    internal: 'Nota interna (não visível para o cliente)',
    note: (ip, d, u, c) =>
      `Conta ${u} com sessão iniciada a partir do IP ${ip}, dispositivo ${d}; cartão guardado terminado em ${c}. Reenvio aprovado.`,
    sign: 'Apoio ao Cliente',
    secret: (t, p) =>
      `Atenção: o cliente colou uma chave de API ativa (${t}) no anexo ${p}. Chave revogada; pedimos ao cliente que a renove.`,
    subjectText: (t, o) => `[Pedido #${t}] Encomenda ${o} não recebida`,
    weekdays: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira'],
  },
  ru: {
    from: 'От:',
    sent: 'Отправлено:',
    to: 'Кому:',
    subject: 'Тема:',
    re: 'RE:',
    title: 'Обращение в поддержку - переписка',
    wrote: (d, w) => `${d} пользователь ${w} написал:`,
    customer: (o, t, n) => [
      `Здравствуйте! Заказ ${o} отмечен как доставленный, но я его не получал. По трек-номеру ${t} посылка оставлена в пункте выдачи, которого нет в моём доме.`,
      `Прошу разобраться. ${n}`,
    ],
    agent: (n, o) => [
      `Здравствуйте, ${n}!`,
      `Приносим извинения за ситуацию с заказом ${o}. Мы открыли претензию к службе доставки и бесплатно отправили заказ повторно.`,
    ],
    internal: 'Внутренний комментарий (клиент не видит)',
    note: (ip, d, u, c) =>
      `Аккаунт ${u}, вход с IP ${ip}, устройство ${d}; привязана карта, последние цифры ${c}. Повторная отправка одобрена.`,
    sign: 'Служба поддержки',
    secret: (t, p) =>
      `Внимание: клиент вставил действующий API-ключ (${t}) во вложение ${p}. Ключ отозван, клиенту предложено выпустить новый.`,
    subjectText: (t, o) => `[Заявка №${t}] Заказ ${o} не получен`,
    weekdays: ['понедельник', 'вторник', 'среда', 'четверг', 'пятница'],
  },
};

/** A mail date line: weekday outside the mark, the date marked, the time left as it is. */
function mailDate(v: Dev3Values, w: TicketWords, t: Day): string {
  const time = `${v.int(7, 21)}:${String(v.int(0, 59)).padStart(2, '0')}`;
  return `${v.pick(w.weekdays)}, ${D(`${v.longDate(t)} ${time}`)}`;
}

/** Lines of the shop's access log as agents paste them: ISO time stamps, events, user and IP. */
function accessLog(v: Dev3Values, day: Day, user: string): string[] {
  const iso = (t: Day) => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
  const clock = () =>
    `${String(v.int(0, 23)).padStart(2, '0')}:${String(v.int(0, 59)).padStart(2, '0')}:${String(v.int(0, 59)).padStart(2, '0')}`;
  const events = [
    'login ok',
    'login failed',
    'password reset requested',
    'address changed',
    'order placed',
  ];
  return [0, 0, 1].map((offset) => {
    const t = v.after(day, offset);
    const stamp = v.chance(0.5) ? `${iso(t)} ${clock()}` : `${iso(t)}T${clock()}Z`;
    return `${D(stamp)} ${v.pick(events)} user=${P('ID', user)} ip=${P('IP', v.ip())}`;
  });
}

/** A file under the customer's home folder, as an attachment's path shows it. */
function homePath(v: Dev3Values, user: string): string {
  const u = user.replace(/[^a-z0-9]/g, '');
  return v.pick([
    `C:\\Users\\${u}\\Documents\\config.txt`,
    `/home/${u}/app/.env`,
    `file:///Users/${u}/Desktop/log.txt`,
  ]);
}

/** A support ticket thread: mail headers, quoted replies, an internal note with IP and device. */
export const supportTicket: Dev3Template = (v, name) => {
  const w = TICKET[v.lang];
  const shop = v.pick(v.pool.companies);
  const domain = domainOf(v, shop);
  const customer = v.person();
  const agent = v.person();
  const ticket = v.digits(v.int(5, 7));
  const order = `${v.digits(3)}-${v.digits(7)}-${v.digits(4)}`;
  const tracking = `${v.letters(2)}${v.digits(9)}${v.pick(['DE', 'ES', 'FR', 'IT', 'PT', 'RU', 'US'])}`;
  const day1 = v.day(2024, 2025);
  const day2 = v.after(day1, v.int(1, 2));
  const mail = v.email(customer);
  const supportMail = `support@${domain}`;
  const user = v.username(customer);
  const first = v.lang === 'ru' ? customer.given : customer.given.split(' ')[0]!;
  const O1 = P('ID', order);
  const quoted = w.customer(O1, P('ID', tracking), N(first)).map((l) => `> ${l}`);
  const blocks: Block[] = [
    { kind: 'heading', text: w.title },
    {
      kind: 'lines',
      lines: [
        `${w.from} ${N(agent.full)} <${P('EMAIL', supportMail)}>`,
        `${w.sent} ${mailDate(v, w, day2)}`,
        `${w.to} ${N(customer.full)} <${P('EMAIL', mail)}>`,
        `${w.subject} ${w.re} ${w.subjectText(P('ID', ticket), O1)}`,
      ],
    },
    { kind: 'lines', lines: w.agent(N(v.lang === 'ru' ? customer.given : customer.full), O1) },
    {
      kind: 'lines',
      lines: [
        N(agent.given),
        `${w.sign} ${O(shop)}`,
        `${TEL[v.lang]} ${P('PHONE', v.phone(false, true))}`,
      ],
    },
    {
      kind: 'lines',
      lines: [w.wrote(`${D(v.longDate(day1))}`, `${N(customer.full)} <${P('EMAIL', mail)}>`)],
    },
    {
      kind: 'lines',
      lines: [
        ...quoted,
        `> ${P('ADDRESS', v.street())}, ${townLine(v)}`,
        `> ${P('PHONE', v.phone(true))}`,
      ],
    },
    { kind: 'heading', text: w.internal },
    { kind: 'lines', lines: accessLog(v, day1, user) },
    { kind: 'para', text: w.secret(P('PASSWORD', v.token()), P('URL', homePath(v, user))) },
    {
      kind: 'para',
      text: w.note(
        P('IP', v.ip()),
        P('ID', `${v.hex(8)}-${v.hex(4)}-${v.hex(4)}-${v.hex(4)}-${v.hex(12)}`.toUpperCase()),
        P('ID', `@${user}`),
        P('CREDIT_CARD', v.digits(4)),
      ),
    },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${O(shop)} · ${P('URL', `https://help.${domain}/tickets/${ticket}`)}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};

/** The words of a formal letter: a change of contract terms sent by a company to a customer. */
interface LetterWords {
  subject: (no: string) => string;
  body: (p: {
    name: string;
    since: string;
    amount: string;
    from: string;
    contact: string;
    phone: string;
  }) => string[];
  regards: string;
  footer: (p: { court: string; reg: string; vat: string }) => string;
  bank: string;
  boss: string;
  customerNo: string;
}

const FORMAL: Record<Lang, LetterWords> = {
  en: {
    subject: (n) => `Re: Your service agreement no. ${n} - change of monthly fee`,
    body: (p) => [
      `Thank you for being a customer since ${p.since}. We are writing to let you know that, because of higher material and labor costs, the monthly fee under your agreement will change to ${p.amount} starting ${p.from}.`,
      `You do not need to do anything to keep your service. If you would like to discuss your options, please call your account manager ${p.contact} directly at ${p.phone}.`,
    ],
    regards: 'Sincerely,',
    footer: (p) => `Registered in the State of Delaware, file no. ${p.reg} · EIN ${p.vat}`,
    customerNo: 'Customer no.',
    bank: 'Bank',
    boss: 'President',
  },
  es: {
    subject: (n) => `Ref.: contrato n.º ${n} - actualización de la cuota mensual`,
    body: (p) => [
      `Le agradecemos la confianza depositada en nosotros desde el ${p.since}. Por medio de la presente le comunicamos que, debido al incremento de costes, la cuota mensual de su contrato pasará a ser de ${p.amount} a partir del ${p.from}.`,
      `Si desea más información, su gestor ${p.contact} le atenderá en el teléfono ${p.phone}.`,
    ],
    regards: 'Atentamente,',
    footer: (p) => `Inscrita en el Registro Mercantil de ${p.court}, hoja ${p.reg} · CIF ${p.vat}`,
    customerNo: 'N.º de cliente',
    bank: 'Banco',
    boss: 'Administrador',
  },
  fr: {
    subject: (n) => `Réf. : contrat n° ${n} - évolution de votre mensualité`,
    body: (p) => [
      `Client(e) depuis le ${p.since}, vous bénéficiez de nos services d'entretien. Nous vous informons qu'en raison de la hausse des coûts, votre mensualité sera portée à ${p.amount} à compter du ${p.from}.`,
      `Votre conseiller ${p.contact} se tient à votre disposition au ${p.phone} pour toute question.`,
    ],
    regards: "Nous vous prions d'agréer nos salutations distinguées.",
    footer: (p) => `SAS au capital de 50 000 € · RCS ${p.court} ${p.reg} · TVA ${p.vat}`,
    customerNo: 'N° client',
    bank: 'Banque',
    boss: 'Président',
  },
  de: {
    subject: (n) => `Ihr Wartungsvertrag Nr. ${n} - Anpassung der Monatspauschale`,
    body: (p) => [
      `vielen Dank für Ihr Vertrauen seit dem ${p.since}. Aufgrund gestiegener Material- und Personalkosten passen wir die monatliche Pauschale Ihres Vertrages ab dem ${p.from} auf ${p.amount} an.`,
      `Für Rückfragen steht Ihnen Ihr Ansprechpartner ${p.contact} unter ${p.phone} gern zur Verfügung.`,
    ],
    regards: 'Mit freundlichen Grüßen',
    footer: (p) => `Amtsgericht ${p.court} HRB ${p.reg} · USt-IdNr. ${p.vat}`,
    customerNo: 'Kundennummer',
    bank: 'Bankverbindung',
    boss: 'Geschäftsführer',
  },
  it: {
    subject: (n) => `Oggetto: contratto n. ${n} - adeguamento del canone mensile`,
    body: (p) => [
      `La ringraziamo per la fiducia accordataci dal ${p.since}. Con la presente Le comunichiamo che, a seguito dell'aumento dei costi, il canone mensile del Suo contratto sarà pari a ${p.amount} a decorrere dal ${p.from}.`,
      `Per qualsiasi chiarimento il Suo referente ${p.contact} è a disposizione al numero ${p.phone}.`,
    ],
    regards: 'Distinti saluti,',
    footer: (p) => `Sede legale ${p.court} · REA ${p.reg} · P. IVA ${p.vat}`,
    customerNo: 'Codice cliente',
    bank: "Banca d'appoggio",
    boss: 'Amministratore unico',
  },
  pt: {
    subject: (n) => `Ref.ª: contrato n.º ${n} - atualização da mensalidade`,
    body: (p) => [
      `Agradecemos a confiança que deposita em nós desde ${p.since}. Vimos por este meio informar que, devido ao aumento dos custos, a mensalidade do seu contrato passará a ser de ${p.amount} a partir de ${p.from}.`,
      `Para qualquer esclarecimento, o seu gestor ${p.contact} está disponível através do número ${p.phone}.`,
    ],
    regards: 'Com os melhores cumprimentos,',
    footer: (p) =>
      `Conservatória do Registo Comercial de ${p.court} · matrícula ${p.reg} · NIPC ${p.vat}`,
    customerNo: 'N.º de cliente',
    bank: 'Banco',
    boss: 'Gerente',
  },
  ru: {
    subject: (n) => `Исх. № ${n}. Об изменении ежемесячной платы по договору`,
    body: (p) => [
      `Благодарим Вас за сотрудничество с ${p.since}. Сообщаем, что в связи с ростом затрат ежемесячная плата по Вашему договору с ${p.from} составит ${p.amount}.`,
      `По всем вопросам Вы можете обратиться к Вашему менеджеру ${p.contact} по телефону ${p.phone}.`,
    ],
    regards: 'С уважением,',
    footer: (p) => `ОГРН ${p.reg} · ИНН ${p.vat}`,
    customerNo: 'Лицевой счёт',
    bank: 'Банк',
    boss: 'Генеральный директор',
  },
};

/** A company's VAT or tax number in the country's format. */
function vatId(v: Dev3Values): string {
  switch (v.lang) {
    case 'en':
      return `${v.digits(2)}-${v.digits(7)}`;
    case 'es':
      return `B${v.digits(8)}`;
    case 'fr':
      return `FR${v.digits(2)} ${v.digits(3)} ${v.digits(3)} ${v.digits(3)}`;
    case 'de':
      return `DE${v.digits(9)}`;
    case 'it':
      return `IT${v.digits(11)}`;
    case 'pt':
      return `5${v.digits(8)}`;
    case 'ru':
      return v.digits(10);
  }
}

/** A formal letter: letterhead, recipient block, subject after "Re:", prose, signature, footer on every page. */
export const formalLetter: Dev3Template = (v, name) => {
  const w = FORMAL[v.lang];
  const company = v.pick(v.pool.companies);
  const domain = domainOf(v, company);
  const to = v.person();
  const contact = v.person();
  const boss = v.person();
  const signer = v.person();
  const office = v.place();
  const date = v.day(2024, 2025);
  const since = v.day(2012, 2022);
  const amount = v.cents(19, 240);
  const contractNo = `${v.letters(2)}-${v.digits(6)}`;
  const courtTown = office.town.split(', ')[0]!;
  const footer = w.footer({
    court: P('LOCATION', courtTown),
    reg: P(
      'ID',
      v.lang === 'ru'
        ? v.digits(13)
        : v.lang === 'de'
          ? v.digits(5)
          : `${v.letters(v.lang === 'it' ? 2 : 0)}${v.digits(6)}`,
    ),
    vat: P('ID', vatId(v)),
  });
  const iban = P('ACCOUNT', v.lang === 'ru' ? `40702810${v.digits(12)}` : v.iban());
  const blocks: Block[] = [
    {
      kind: 'columns',
      left: `${O(company)}\n${P('ADDRESS', v.street(false))}\n${townLine(v, office)}`,
      right: `${TEL[v.lang]} ${P('PHONE', v.phone(false))}\n${P('EMAIL', `info@${domain}`)}\n${P('URL', `www.${domain}`)}`,
    },
    { kind: 'gap' },
    { kind: 'lines', lines: postal(v, to, honorific(v, to)) },
    {
      kind: 'lines',
      lines: [`${w.customerNo}: ${P('ID', v.digits(8))}`, placeDate(v, courtTown, date)],
    },
    { kind: 'heading', text: w.subject(P('ID', contractNo)) },
    { kind: 'para', text: salutation(v, to) },
    ...w
      .body({
        name: N(to.full),
        since: D(v.longDate(since)),
        amount: M(v.money(amount)),
        from: D(v.longDate(v.after(date, 35))),
        contact: N(contact.full),
        phone: P('PHONE', v.phone(false)),
      })
      .map((text): Block => ({ kind: 'para', text })),
    { kind: 'lines', lines: [w.regards, '', '', N(signer.full), O(company)] },
    {
      kind: 'lines',
      lines: [
        `${w.boss}: ${N(boss.full)}`,
        `${w.bank}: ${O(v.pick(v.pool.banks))} · ${v.lang === 'ru' ? 'р/с' : 'IBAN'} ${iban}`,
      ],
    },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${O(company)} · ${footer}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};
