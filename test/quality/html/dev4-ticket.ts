/** dev4: a help-desk ticket exported to PDF (metadata sidebar, conversation thread, system log). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

interface Labels {
  ticket: string;
  created: string;
  requester: string;
  priority: string;
  status: string;
  order: string;
  customerId: string;
  agent: string;
  details: string;
  from: string;
  to: string;
  subject: string;
  subjects: string[];
  log: string;
  login: string;
  open: string;
  high: string;
  hi: string;
  c1: (order: string) => string;
  c2: string;
  a1: string;
  a2: string;
  c3: string;
  thanks: string;
  ship: string;
  card: string;
  user: string;
  tmp: string;
  team: string;
}

const L: Record<Lang, Labels> = {
  en: {
    ticket: 'Ticket',
    created: 'Created',
    requester: 'Requester',
    priority: 'Priority',
    status: 'Status',
    order: 'Order no.',
    customerId: 'Customer ID',
    agent: 'Assignee',
    details: 'Customer details',
    from: 'From',
    to: 'To',
    subject: 'Subject',
    subjects: ['Double charge on my order', 'Cannot log in to my account', 'Parcel never arrived'],
    log: 'System events',
    login: 'Failed sign-in from',
    open: 'Open',
    high: 'High',
    hi: 'Hi,',
    c1: (o) =>
      `I was charged twice for order ${o} and my bank shows two identical payments. Could you please refund one of them? I also cannot sign in any more since the password reset last week.`,
    c2: 'The parcel should be sent to my new address instead:',
    a1: 'Thank you for contacting us. I have verified your identity and issued a refund of',
    a2: 'to the card ending in',
    c3: '. It may take 3–5 business days to appear. Your account has been unlocked; please sign in with the temporary password below and change it immediately.',
    thanks: 'Kind regards,',
    ship: 'Shipping address',
    card: 'Card',
    user: 'Username',
    tmp: 'Temporary password',
    team: 'Customer Support',
  },
  es: {
    ticket: 'Incidencia',
    created: 'Creada',
    requester: 'Solicitante',
    priority: 'Prioridad',
    status: 'Estado',
    order: 'Nº de pedido',
    customerId: 'Nº de cliente',
    agent: 'Agente',
    details: 'Datos del cliente',
    from: 'De',
    to: 'Para',
    subject: 'Asunto',
    subjects: [
      'Cargo duplicado en mi pedido',
      'No puedo acceder a mi cuenta',
      'El paquete no ha llegado',
    ],
    log: 'Registro del sistema',
    login: 'Inicio de sesión fallido desde',
    open: 'Abierta',
    high: 'Alta',
    hi: 'Hola:',
    c1: (o) =>
      `Me han cobrado dos veces el pedido ${o} y en el banco aparecen dos cargos iguales. ¿Podrían devolverme uno? Además, desde que cambié la contraseña la semana pasada no puedo entrar en mi cuenta.`,
    c2: 'Por favor, envíen el paquete a mi nueva dirección:',
    a1: 'Gracias por contactar con nosotros. Tras verificar su identidad hemos tramitado el reembolso de',
    a2: 'a la tarjeta terminada en',
    c3: '. El abono puede tardar de 3 a 5 días hábiles. Hemos desbloqueado su cuenta: acceda con la contraseña provisional y cámbiela enseguida.',
    thanks: 'Un saludo,',
    ship: 'Dirección de envío',
    card: 'Tarjeta',
    user: 'Usuario',
    tmp: 'Contraseña provisional',
    team: 'Atención al cliente',
  },
  fr: {
    ticket: 'Ticket',
    created: 'Créé le',
    requester: 'Demandeur',
    priority: 'Priorité',
    status: 'Statut',
    order: 'N° de commande',
    customerId: 'N° client',
    agent: 'Agent',
    details: 'Fiche client',
    from: 'De',
    to: 'À',
    subject: 'Objet',
    subjects: [
      'Double prélèvement sur ma commande',
      'Impossible de me connecter',
      'Colis jamais reçu',
    ],
    log: 'Journal système',
    login: 'Échec de connexion depuis',
    open: 'Ouvert',
    high: 'Haute',
    hi: 'Bonjour,',
    c1: (o) =>
      `J’ai été débité deux fois pour la commande ${o} et ma banque affiche deux paiements identiques. Pouvez-vous me rembourser l’un des deux ? Par ailleurs je n’arrive plus à me connecter depuis la réinitialisation de mon mot de passe.`,
    c2: 'Merci d’envoyer le colis à ma nouvelle adresse :',
    a1: 'Merci pour votre message. Après vérification de votre identité, nous avons remboursé',
    a2: 'sur la carte se terminant par',
    c3: '. Le remboursement apparaîtra sous 3 à 5 jours ouvrés. Votre compte est débloqué : connectez-vous avec le mot de passe provisoire ci-dessous puis modifiez-le.',
    thanks: 'Cordialement,',
    ship: 'Adresse de livraison',
    card: 'Carte',
    user: 'Identifiant',
    tmp: 'Mot de passe provisoire',
    team: 'Service client',
  },
  de: {
    ticket: 'Ticket',
    created: 'Erstellt',
    requester: 'Anfragende/r',
    priority: 'Priorität',
    status: 'Status',
    order: 'Bestellnr.',
    customerId: 'Kundennr.',
    agent: 'Bearbeiter/in',
    details: 'Kundendaten',
    from: 'Von',
    to: 'An',
    subject: 'Betreff',
    subjects: [
      'Doppelte Abbuchung meiner Bestellung',
      'Anmeldung nicht möglich',
      'Paket nicht angekommen',
    ],
    log: 'Systemereignisse',
    login: 'Fehlgeschlagene Anmeldung von',
    open: 'Offen',
    high: 'Hoch',
    hi: 'Hallo,',
    c1: (o) =>
      `für die Bestellung ${o} wurde mir der Betrag zweimal abgebucht, auf meinem Konto stehen zwei gleiche Zahlungen. Bitte erstatten Sie eine davon. Außerdem kann ich mich seit dem Zurücksetzen des Passworts nicht mehr anmelden.`,
    c2: 'Bitte schicken Sie das Paket an meine neue Adresse:',
    a1: 'vielen Dank für Ihre Nachricht. Nach Prüfung Ihrer Identität haben wir',
    a2: 'erstattet (Karte mit der Endung',
    c3: '). Die Gutschrift kann 3–5 Werktage dauern. Ihr Konto ist entsperrt: Bitte melden Sie sich mit dem Einmalpasswort an und ändern Sie es sofort.',
    thanks: 'Viele Grüße',
    ship: 'Lieferadresse',
    card: 'Karte',
    user: 'Benutzername',
    tmp: 'Einmalpasswort',
    team: 'Kundenservice',
  },
  it: {
    ticket: 'Ticket',
    created: 'Aperto il',
    requester: 'Richiedente',
    priority: 'Priorità',
    status: 'Stato',
    order: 'N. ordine',
    customerId: 'Codice cliente',
    agent: 'Operatore',
    details: 'Dati del cliente',
    from: 'Da',
    to: 'A',
    subject: 'Oggetto',
    subjects: ['Doppio addebito sul mio ordine', 'Non riesco ad accedere', 'Pacco mai arrivato'],
    log: 'Eventi di sistema',
    login: 'Accesso non riuscito da',
    open: 'Aperto',
    high: 'Alta',
    hi: 'Buongiorno,',
    c1: (o) =>
      `mi è stato addebitato due volte l’ordine ${o} e in banca vedo due pagamenti uguali. Potete rimborsarne uno? Inoltre dopo il reset della password non riesco più ad accedere.`,
    c2: 'Vi prego di spedire il pacco al mio nuovo indirizzo:',
    a1: 'grazie per averci contattato. Verificata la sua identità abbiamo rimborsato',
    a2: 'sulla carta che termina con',
    c3: '. L’accredito richiede 3–5 giorni lavorativi. L’account è stato sbloccato: acceda con la password temporanea e la cambi subito.',
    thanks: 'Cordiali saluti,',
    ship: 'Indirizzo di spedizione',
    card: 'Carta',
    user: 'Nome utente',
    tmp: 'Password temporanea',
    team: 'Assistenza clienti',
  },
  pt: {
    ticket: 'Pedido',
    created: 'Criado em',
    requester: 'Requerente',
    priority: 'Prioridade',
    status: 'Estado',
    order: 'N.º da encomenda',
    customerId: 'N.º de cliente',
    agent: 'Técnico',
    details: 'Dados do cliente',
    from: 'De',
    to: 'Para',
    subject: 'Assunto',
    subjects: [
      'Cobrança duplicada na encomenda',
      'Não consigo entrar na conta',
      'A encomenda não chegou',
    ],
    log: 'Registo do sistema',
    login: 'Início de sessão falhado a partir de',
    open: 'Aberto',
    high: 'Alta',
    hi: 'Olá,',
    c1: (o) =>
      `a encomenda ${o} foi cobrada duas vezes e no banco aparecem dois pagamentos iguais. Podem devolver um deles? Além disso, desde que alterei a palavra-passe não consigo entrar na conta.`,
    c2: 'Enviem a encomenda para a minha nova morada, por favor:',
    a1: 'obrigado pelo contacto. Depois de confirmarmos a sua identidade, devolvemos',
    a2: 'ao cartão terminado em',
    c3: '. O reembolso pode demorar 3 a 5 dias úteis. A conta foi desbloqueada: entre com a palavra-passe temporária e altere-a de imediato.',
    thanks: 'Com os melhores cumprimentos,',
    ship: 'Morada de entrega',
    card: 'Cartão',
    user: 'Utilizador',
    tmp: 'Palavra-passe temporária',
    team: 'Apoio ao cliente',
  },
  ru: {
    ticket: 'Обращение',
    created: 'Создано',
    requester: 'Заявитель',
    priority: 'Приоритет',
    status: 'Статус',
    order: '№ заказа',
    customerId: '№ клиента',
    agent: 'Исполнитель',
    details: 'Данные клиента',
    from: 'От',
    to: 'Кому',
    subject: 'Тема',
    subjects: ['Двойное списание за заказ', 'Не могу войти в личный кабинет', 'Посылка не пришла'],
    log: 'Системные события',
    login: 'Неудачный вход с адреса',
    open: 'Открыто',
    high: 'Высокий',
    hi: 'Здравствуйте!',
    c1: (o) =>
      `За заказ ${o} деньги списали дважды, в банке видны два одинаковых платежа. Верните, пожалуйста, один из них. Кроме того, после смены пароля я не могу войти в личный кабинет.`,
    c2: 'Прошу отправить посылку по новому адресу:',
    a1: 'Спасибо за обращение. Мы подтвердили вашу личность и вернули',
    a2: 'на карту, оканчивающуюся на',
    c3: '. Средства поступят в течение 3–5 рабочих дней. Учётная запись разблокирована: войдите с временным паролем и сразу смените его.',
    thanks: 'С уважением,',
    ship: 'Адрес доставки',
    card: 'Карта',
    user: 'Логин',
    tmp: 'Временный пароль',
    team: 'Служба поддержки',
  },
};

/** A support ticket with 3-4 messages and a short event log. */
export function supportTicket(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const shop = v.company();
  const domain = v.domain(shop);
  const cust = v.person();
  const agent = v.person();
  const mail = v.email(cust);
  const newAddr = v.address();
  const order = v.ref(v.pick(['', 'A-', '#']), 8);
  const ticketNo = v.digits(6);
  const t0 = v.day(2024, 2025);
  const t1 = new Date(t0.getTime() + v.between(1, 3) * 86400000);
  const time = () =>
    `${String(v.between(7, 22)).padStart(2, '0')}:${String(v.between(0, 59)).padStart(2, '0')}`;
  const amount = v.money(v.amount(19, 640));
  const last4 = v.digits(4);
  const user = v.email(cust).split('@')[0]!;
  const font = v.pick(['"DejaVu Sans", sans-serif', '"Liberation Sans", sans-serif']);
  const stamp = (d: Date) => `${pii('DATE', `${v.dateNum(d)} ${time()}`)}`;
  const msg = (who: string, addr: string, when: Date, body: string) =>
    `<article><div class="meta"><b>${esc(l.from)}:</b> ${who} &lt;${pii('EMAIL', addr)}&gt; · ${stamp(when)}</div><div class="body">${body}</div></article>`;
  const ip1 = v.ip();
  const events = Array.from(
    { length: v.between(3, 6) },
    () =>
      `<tr><td>${stamp(t0)}</td><td>${esc(l.login)} ${pii('IP', v.rng.next() < 0.5 ? ip1 : v.ip())}</td><td>${pii('ID', user)}</td></tr>`,
  );
  const html = page({
    lang,
    paper: 'A4',
    css: `
body { font-family: ${font}; font-size: 9pt; color: #222; }
header { display: flex; justify-content: space-between; align-items: center; background: #263238; color: #fff; padding: 2mm 3mm; }
header .t { font-size: 11pt; font-weight: bold; }
footer { font-size: 7pt; color: #777; display: flex; justify-content: space-between; }
.wrap { display: flex; gap: 5mm; }
.thread { flex: 1; }
aside { width: 55mm; font-size: 8pt; background: #f3f5f6; padding: 2.5mm; align-self: flex-start; }
aside dt { color: #607d8b; font-size: 7pt; text-transform: uppercase; margin-top: 1.5mm; }
aside dd { margin: 0; }
h1 { font-size: 12pt; margin: 0 0 3mm; }
article { border-left: 2pt solid #90a4ae; padding: 1mm 0 1mm 3mm; margin-bottom: 4mm; }
article .meta { font-size: 7.8pt; color: #555; margin-bottom: 1mm; }
article .body p { margin: 0 0 1.5mm; }
table.log { width: 100%; font-family: "DejaVu Sans Mono", monospace; font-size: 7.2pt; }
table.log td { border-bottom: 0.3pt solid #ccc; padding: 0.6mm 1mm; }
h2 { font-size: 9pt; margin: 2mm 0 1mm; }`,
    header: `<span class="t">${pii('ORGANIZATION', shop)} · ${esc(l.team)}</span><span>${esc(l.ticket)} #${pii('ID', ticketNo)}</span>`,
    footer: `<span>${pii('URL', `https://support.${domain}/tickets/${ticketNo}`)}</span><span>${esc(w.page)} <span class="pageno"></span> / <span class="pagecount"></span></span>`,
    blocks: [
      `<h1>${esc(v.pick(l.subjects))}</h1>`,
      `<div class="wrap"><div class="thread">` +
        msg(
          pii('PERSON_NAME', cust.full),
          mail,
          t0,
          `<p>${esc(l.hi)}</p><p>${esc(l.c1('§')).replace('§', pii('ID', order))}</p><p>${esc(l.c2)}<br>${pii('PERSON_NAME', cust.full)}<br>${v.addressLines(newAddr).join('<br>')}</p><p>${pii('PERSON_NAME', cust.first)}<br>${pii('PHONE', v.phone(true))}</p>`,
        ) +
        msg(
          pii('PERSON_NAME', agent.full),
          v.workEmail(agent, domain),
          t1,
          `<p>${esc(l.hi)} ${pii('PERSON_NAME', cust.first)},</p><p>${esc(l.a1)} ${pii('MONEY_AMOUNT', amount)} ${esc(l.a2)} ${pii('CREDIT_CARD', last4)}${esc(l.c3)}</p>` +
            `<p>${esc(l.user)}: ${pii('ID', user)}<br>${esc(l.tmp)}: ${pii('PASSWORD', v.password())}</p><p>${esc(l.thanks)}<br>${pii('PERSON_NAME', agent.first)}<br>${pii('ORGANIZATION', shop)}</p>`,
        ) +
        `</div><aside><b>${esc(l.details)}</b><dl>` +
        `<dt>${esc(l.requester)}</dt><dd>${pii('PERSON_NAME', cust.full)}</dd><dt>${esc(w.email)}</dt><dd>${pii('EMAIL', mail)}</dd>` +
        `<dt>${esc(w.phone)}</dt><dd>${pii('PHONE', v.phone(false))}</dd><dt>${esc(l.customerId)}</dt><dd>${pii('ID', v.ref('C', 7))}</dd>` +
        `<dt>${esc(l.order)}</dt><dd>${pii('ID', order)}</dd><dt>${esc(l.ship)}</dt><dd>${v.addressLines(newAddr).join('<br>')}</dd>` +
        `<dt>${esc(l.created)}</dt><dd>${stamp(t0)}</dd><dt>${esc(l.status)} / ${esc(l.priority)}</dt><dd>${esc(l.open)} / ${esc(l.high)}</dd>` +
        `<dt>${esc(l.agent)}</dt><dd>${pii('PERSON_NAME', agent.full)}</dd></dl></aside></div>`,
      `<h2>${esc(l.log)}</h2><table class="log split"><tbody>${events.join('')}</tbody></table>`,
    ],
  });
  return { name, lang, html };
}
