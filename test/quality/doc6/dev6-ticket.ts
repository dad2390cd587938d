/** dev6 kind: a support ticket thread exported from a help desk (messages, quotes, IPs, links). */
import type { Ctx } from './kit';
import { type Doc6, type Lang6, type Node } from './kit';
import { Values, formatDate } from './values';

interface Words {
  ticket: string;
  status: string;
  statusValue: string;
  requester: string;
  assignee: string;
  created: string;
  subject: string;
  from: string;
  m1: (order: string, acct: string, phone: string) => string[];
  m2: (first: string) => string;
  m3: (ip: string, card: string) => string[];
  m4: (first: string, link: string) => string[];
  internal: string;
  note: (ip: string, user: string) => string[];
  page: string;
  regards: string;
  exported: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    ticket: 'Ticket',
    status: 'Status',
    statusValue: 'Pending customer',
    requester: 'Requester',
    assignee: 'Assignee',
    created: 'Created',
    subject: 'Double charge after plan upgrade',
    from: 'From',
    m1: (o, a, p) => [
      `Hello, I upgraded my plan yesterday (order `,
      o,
      `) and was charged twice. The customer account is `,
      a,
      `. You can reach me at `,
      p,
      ` after 5 pm.`,
    ],
    m2: (f) =>
      `Hi ${f}, thanks for writing in. Could you confirm the last four digits of the card and the IP address you used to log in? We will look into the duplicate payment.`,
    m3: (ip, card) => [`Sure. The card is `, card, ` and I logged in from `, ip, ` at home.`],
    m4: (f, l) => [
      `Thanks ${f}. The duplicate charge has been refunded; you can follow the case at `,
      l,
      ` . It may take 3–5 business days to appear.`,
    ],
    internal: 'Internal note',
    note: (ip, u) => [
      `Login from `,
      ip,
      ` matches the account history of user `,
      u,
      `. Refund approved.`,
    ],
    page: 'Page {n} of {N}',
    regards: 'Best,',
    exported: 'Exported from the help desk',
  },
  spa: {
    ticket: 'Incidencia',
    status: 'Estado',
    statusValue: 'Pendiente del cliente',
    requester: 'Solicitante',
    assignee: 'Asignado a',
    created: 'Creada',
    subject: 'Cobro duplicado tras cambiar de tarifa',
    from: 'De',
    m1: (o, a, p) => [
      `Buenas tardes: ayer cambié de tarifa (pedido `,
      o,
      `) y me han cobrado dos veces. Mi número de cliente es `,
      a,
      `. Pueden llamarme al `,
      p,
      ` a partir de las 17:00.`,
    ],
    m2: (f) =>
      `Hola, ${f}: gracias por escribirnos. ¿Puede confirmarnos las últimas cifras de la tarjeta y la dirección IP desde la que accedió? Revisaremos el cargo duplicado.`,
    m3: (ip, card) => [`Claro. La tarjeta es la `, card, ` y entré desde `, ip, ` en casa.`],
    m4: (f, l) => [
      `Gracias, ${f}. Hemos devuelto el cargo duplicado; puede seguir el caso en `,
      l,
      ` . El abono tardará de 3 a 5 días hábiles.`,
    ],
    internal: 'Nota interna',
    note: (ip, u) => [
      `El acceso desde `,
      ip,
      ` coincide con el historial del usuario `,
      u,
      `. Devolución aprobada.`,
    ],
    page: 'Página {n} de {N}',
    regards: 'Un saludo,',
    exported: 'Exportado desde el gestor de incidencias',
  },
  fra: {
    ticket: 'Ticket',
    status: 'Statut',
    statusValue: 'En attente du client',
    requester: 'Demandeur',
    assignee: 'Assigné à',
    created: 'Créé le',
    subject: 'Double prélèvement après changement de forfait',
    from: 'De',
    m1: (o, a, p) => [
      `Bonjour, j'ai changé de forfait hier (commande `,
      o,
      `) et j'ai été prélevé deux fois. Mon numéro client est le `,
      a,
      `. Vous pouvez me joindre au `,
      p,
      ` après 17 h.`,
    ],
    m2: (f) =>
      `Bonjour ${f}, merci pour votre message. Pouvez-vous nous confirmer les derniers chiffres de la carte et l'adresse IP utilisée pour vous connecter ? Nous vérifions le double paiement.`,
    m3: (ip, card) => [
      `Bien sûr. La carte est la `,
      card,
      ` et je me suis connecté depuis `,
      ip,
      ` à la maison.`,
    ],
    m4: (f, l) => [
      `Merci ${f}. Le double prélèvement a été remboursé ; vous pouvez suivre le dossier sur `,
      l,
      ` . Comptez 3 à 5 jours ouvrés.`,
    ],
    internal: 'Note interne',
    note: (ip, u) => [
      `Connexion depuis `,
      ip,
      ` conforme à l'historique de l'utilisateur `,
      u,
      `. Remboursement validé.`,
    ],
    page: 'Page {n}/{N}',
    regards: 'Cordialement,',
    exported: "Exporté depuis l'outil de support",
  },
  deu: {
    ticket: 'Ticket',
    status: 'Status',
    statusValue: 'Wartet auf Kunde',
    requester: 'Anfragende Person',
    assignee: 'Bearbeiter',
    created: 'Erstellt',
    subject: 'Doppelte Abbuchung nach Tarifwechsel',
    from: 'Von',
    m1: (o, a, p) => [
      `Guten Tag, ich habe gestern meinen Tarif gewechselt (Bestellung `,
      o,
      `) und es wurde zweimal abgebucht. Meine Kundennummer lautet `,
      a,
      `. Sie erreichen mich unter `,
      p,
      ` ab 17 Uhr.`,
    ],
    m2: (f) =>
      `Hallo ${f}, danke für Ihre Nachricht. Können Sie uns die letzten Ziffern der Karte und die IP-Adresse nennen, mit der Sie sich angemeldet haben? Wir prüfen die doppelte Zahlung.`,
    m3: (ip, card) => [
      `Gern. Die Karte ist `,
      card,
      `, angemeldet habe ich mich von zu Hause über `,
      ip,
      `.`,
    ],
    m4: (f, l) => [
      `Danke, ${f}. Die doppelte Abbuchung wurde erstattet; den Vorgang finden Sie unter `,
      l,
      ` . Die Gutschrift dauert 3–5 Werktage.`,
    ],
    internal: 'Interne Notiz',
    note: (ip, u) => [
      `Anmeldung von `,
      ip,
      ` passt zum Verlauf des Benutzers `,
      u,
      `. Erstattung freigegeben.`,
    ],
    page: 'Seite {n} von {N}',
    regards: 'Viele Grüße',
    exported: 'Export aus dem Helpdesk',
  },
  ita: {
    ticket: 'Richiesta',
    status: 'Stato',
    statusValue: 'In attesa del cliente',
    requester: 'Richiedente',
    assignee: 'Assegnata a',
    created: 'Aperta il',
    subject: 'Doppio addebito dopo il cambio di piano',
    from: 'Da',
    m1: (o, a, p) => [
      `Buongiorno, ieri ho cambiato piano (ordine `,
      o,
      `) e mi è stato addebitato due volte. Il mio codice cliente è `,
      a,
      `. Potete chiamarmi al `,
      p,
      ` dopo le 17.`,
    ],
    m2: (f) =>
      `Gentile ${f}, grazie per averci scritto. Può confermarci le ultime cifre della carta e l'indirizzo IP da cui ha effettuato l'accesso? Verificheremo il doppio pagamento.`,
    m3: (ip, card) => [
      `Certo. La carta è la `,
      card,
      ` e ho fatto l'accesso da casa con `,
      ip,
      `.`,
    ],
    m4: (f, l) => [
      `Grazie ${f}. Il doppio addebito è stato rimborsato; può seguire la pratica su `,
      l,
      ` . L'accredito richiede 3-5 giorni lavorativi.`,
    ],
    internal: 'Nota interna',
    note: (ip, u) => [
      `Accesso da `,
      ip,
      ` coerente con lo storico dell'utente `,
      u,
      `. Rimborso approvato.`,
    ],
    page: 'Pagina {n} di {N}',
    regards: 'Cordiali saluti,',
    exported: 'Esportato dal sistema di assistenza',
  },
  por: {
    ticket: 'Pedido',
    status: 'Estado',
    statusValue: 'A aguardar cliente',
    requester: 'Requerente',
    assignee: 'Atribuído a',
    created: 'Criado em',
    subject: 'Cobrança duplicada após mudança de tarifário',
    from: 'De',
    m1: (o, a, p) => [
      `Boa tarde, ontem mudei de tarifário (encomenda `,
      o,
      `) e fui cobrada duas vezes. O meu número de cliente é `,
      a,
      `. Podem ligar-me para o `,
      p,
      ` depois das 17h.`,
    ],
    m2: (f) =>
      `Olá ${f}, obrigado pelo contacto. Pode confirmar os últimos dígitos do cartão e o endereço IP com que acedeu? Vamos analisar o pagamento duplicado.`,
    m3: (ip, card) => [
      `Claro. O cartão é o `,
      card,
      ` e entrei a partir de casa com o IP `,
      ip,
      `.`,
    ],
    m4: (f, l) => [
      `Obrigado, ${f}. A cobrança duplicada foi devolvida; pode acompanhar o processo em `,
      l,
      ` . O crédito demora 3 a 5 dias úteis.`,
    ],
    internal: 'Nota interna',
    note: (ip, u) => [
      `Acesso a partir de `,
      ip,
      ` coincide com o histórico do utilizador `,
      u,
      `. Reembolso aprovado.`,
    ],
    page: 'Página {n} de {N}',
    regards: 'Cumprimentos,',
    exported: 'Exportado do sistema de suporte',
  },
  rus: {
    ticket: 'Обращение',
    status: 'Статус',
    statusValue: 'Ожидает ответа клиента',
    requester: 'Заявитель',
    assignee: 'Исполнитель',
    created: 'Создано',
    subject: 'Двойное списание после смены тарифа',
    from: 'От',
    m1: (o, a, p) => [
      `Здравствуйте! Вчера я сменила тариф (заказ `,
      o,
      `), и деньги списали дважды. Мой номер клиента `,
      a,
      `. Со мной можно связаться по телефону `,
      p,
      ` после 17:00.`,
    ],
    m2: (f) =>
      `${f}, добрый день! Спасибо за обращение. Подтвердите, пожалуйста, последние цифры карты и IP-адрес, с которого вы входили. Мы проверим двойной платёж.`,
    m3: (ip, card) => [`Конечно. Карта `, card, `, входила из дома с адреса `, ip, `.`],
    m4: (f, l) => [
      `Спасибо, ${f}. Двойное списание возвращено; статус можно отслеживать по ссылке `,
      l,
      ` . Зачисление занимает 3–5 рабочих дней.`,
    ],
    internal: 'Внутренний комментарий',
    note: (ip, u) => [
      `Вход с `,
      ip,
      ` совпадает с историей пользователя `,
      u,
      `. Возврат одобрен.`,
    ],
    page: 'Стр. {n} из {N}',
    regards: 'С уважением,',
    exported: 'Выгружено из службы поддержки',
  },
};

/** Builds one support ticket thread. */
export function supportTicket(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const company = c.m('ORGANIZATION', v.brand());
  const domain = v.domainOf(company);
  const cust = v.person(false);
  const agent = v.person(false);
  const lead = v.person(false);
  const tid = c.m('ID', `${c.pick(['INC-', 'CS-', '#', 'TCK'])}${c.digits(c.int(6, 8))}`);
  const day = c.int(2, 25);
  const month = c.int(1, 12);
  const stamp = (d: number, h: number) => {
    const date = c.m('DATE', formatDate(c.lang, 2025, month, d, 'numeric'));
    return `${date} ${String(h).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}`;
  };
  const ip = c.m('IP', `${c.int(31, 223)}.${c.int(0, 255)}.${c.int(0, 255)}.${c.int(1, 254)}`);
  const custLine = c.m('PERSON_NAME', cust.full);
  const custMail = c.m('EMAIL', cust.email);
  const agentName = c.m('PERSON_NAME', agent.full);
  const agentMail = c.m(
    'EMAIL',
    `${
      agent.first
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '') || 'agent'
    }@${domain}`,
  );
  const order = c.m('ID', `${c.letters(2)}-${c.digits(6)}`);
  const acct = c.m('ID', c.digits(9));
  const phone = c.m('PHONE', v.phone(true));
  const card = c.m('CREDIT_CARD', v.card(true));
  const link = c.m('URL', `https://help.${domain}/requests/${tid.replace(/\D/g, '')}`);
  const user = c.m('ID', cust.email.split('@')[0]!);
  const first = (who: typeof cust) => c.m('PERSON_NAME', who.first);
  const msg = (
    who: string,
    mail: string,
    when: string,
    body: Node,
    sign?: Node,
    quote?: string,
  ): Node => ({
    stack: [
      {
        text: [
          { text: `${w.from}: `, color: '#666666' },
          { text: who, bold: true },
          ` <${mail}>`,
          { text: `   ${when}`, color: '#666666' },
        ],
        fontSize: 8,
      },
      { text: body, margin: [0, 3, 0, 0] },
      ...(sign ? [{ text: sign, margin: [0, 4, 0, 0] }] : []),
      ...(quote
        ? [{ text: quote, color: '#777777', italics: true, fontSize: 8, margin: [10, 4, 0, 0] }]
        : []),
    ],
    margin: [0, 0, 0, 10],
  });
  const hour = c.int(8, 14);
  const firstMsg = w.m1(order, acct, phone);
  const content: Node[] = [
    {
      table: {
        widths: [70, '*', 70, '*'],
        body: [
          [{ text: w.ticket, bold: true }, tid, { text: w.status, bold: true }, w.statusValue],
          [
            { text: w.requester, bold: true },
            [custLine, '\n', custMail],
            { text: w.assignee, bold: true },
            agentName,
          ],
          [{ text: w.created, bold: true }, stamp(day, hour), { text: '', bold: true }, ''],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
      margin: [0, 0, 0, 8],
    },
    { text: w.subject, fontSize: 12, bold: true, margin: [0, 0, 0, 8] },
    msg(custLine, custMail, stamp(day, hour), firstMsg, [c.m('PERSON_NAME', cust.full)]),
    msg(agentName, agentMail, stamp(day, hour + 1), w.m2(first(cust)), [
      w.regards,
      '\n',
      c.m('PERSON_NAME', agent.first),
      '\n',
      company,
    ]),
    msg(
      custLine,
      custMail,
      stamp(day + 1, hour + 2),
      w.m3(ip, card),
      undefined,
      `> ${w.m2(cust.first)}`,
    ),
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              text: [
                { text: `${w.internal} — ${c.m('PERSON_NAME', lead.full)}: `, bold: true },
                ...w.note(ip, user),
              ],
              fontSize: 8,
            },
          ],
        ],
      },
      layout: { fillColor: () => '#fff7d6', hLineWidth: () => 0, vLineWidth: () => 0 },
      margin: [0, 0, 0, 10],
    },
    msg(agentName, agentMail, stamp(day + 2, hour), w.m4(first(cust), link), [
      w.regards,
      '\n',
      c.m('PERSON_NAME', agent.first),
    ]),
  ];
  return {
    name,
    kind: 'support-ticket',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [44, 64, 44, 48],
      defaultStyle: {
        font: c.pick(['Roboto', 'DejaVuSans', 'Liberation']),
        fontSize: 9.5,
        lineHeight: 1.15,
      },
      content,
    },
    running: {
      header: {
        columns: [
          { text: [company, ' · ', w.ticket, ' ', tid], bold: true, fontSize: 9 },
          { text: w.exported, alignment: 'right', fontSize: 7 },
        ],
      },
      pageLabel: w.page,
    },
    marks: c.marks,
  };
}
