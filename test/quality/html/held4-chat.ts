/** held4: a live-chat transcript sent to the customer by mail (timestamped turns, session data). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

/** Marked values of the turns. */
interface V {
  cust: string;
  agent: string;
  first: string;
  contract: string;
  addr: string;
  phone: string;
  mail: string;
  dob: string;
  last4: string;
  date: string;
  amount: string;
}

interface Labels {
  title: string;
  session: string;
  started: string;
  channel: string;
  browser: string;
  turns: Array<[0 | 1, (x: V) => string]>;
  footer: string;
  rating: string;
}

const L: Record<Lang, Labels> = {
  en: {
    title: 'Your chat transcript',
    session: 'Session',
    started: 'Started',
    channel: 'Channel: web chat',
    browser: 'Client IP',
    rating: 'Rating: 5/5',
    footer: 'This transcript was sent at your request. Do not reply to this message.',
    turns: [
      [1, (x) => `Hello, my name is ${x.agent}. How can I help you today?`],
      [
        0,
        (x) =>
          `Hi, I'm moving next week and need to transfer my internet contract ${x.contract} to my new address.`,
      ],
      [
        1,
        () =>
          'Of course. For security, can you confirm your date of birth and the last four digits of the card on file?',
      ],
      [0, (x) => `${x.dob}, and the card ends in ${x.last4}.`],
      [1, (x) => `Thank you, ${x.first}. What is the new address?`],
      [0, (x) => `${x.addr}. You can reach me on ${x.phone} if the technician needs access.`],
      [
        1,
        (x) =>
          `All set: the installation is booked for ${x.date}. A one-time relocation fee of ${x.amount} will appear on your next bill. Confirmation goes to ${x.mail}.`,
      ],
      [0, () => 'Perfect, thanks!'],
    ],
  },
  es: {
    title: 'Transcripción de su chat',
    session: 'Sesión',
    started: 'Inicio',
    channel: 'Canal: chat web',
    browser: 'IP del cliente',
    rating: 'Valoración: 5/5',
    footer: 'Le enviamos esta transcripción a petición suya. No responda a este mensaje.',
    turns: [
      [1, (x) => `Hola, soy ${x.agent}. ¿En qué puedo ayudarle?`],
      [
        0,
        (x) =>
          `Hola, me mudo la semana que viene y quiero trasladar mi contrato de fibra ${x.contract} a la nueva casa.`,
      ],
      [
        1,
        () =>
          'Claro. Por seguridad, ¿me confirma su fecha de nacimiento y los cuatro últimos dígitos de la tarjeta asociada?',
      ],
      [0, (x) => `${x.dob}, y la tarjeta acaba en ${x.last4}.`],
      [1, (x) => `Gracias, ${x.first}. ¿Cuál es la nueva dirección?`],
      [0, (x) => `${x.addr}. Si el técnico necesita algo, estoy en el ${x.phone}.`],
      [
        1,
        (x) =>
          `Listo: la instalación queda citada para el ${x.date}. En la próxima factura verá un cargo único de ${x.amount} por el traslado. La confirmación llegará a ${x.mail}.`,
      ],
      [0, () => '¡Perfecto, gracias!'],
    ],
  },
  fr: {
    title: 'Transcription de votre conversation',
    session: 'Session',
    started: 'Début',
    channel: 'Canal : chat',
    browser: 'IP du client',
    rating: 'Note : 5/5',
    footer: 'Transcription envoyée à votre demande. Merci de ne pas répondre à ce message.',
    turns: [
      [1, (x) => `Bonjour, je suis ${x.agent}. Que puis-je faire pour vous ?`],
      [
        0,
        (x) =>
          `Bonjour, je déménage la semaine prochaine et je voudrais transférer mon abonnement ${x.contract} à ma nouvelle adresse.`,
      ],
      [
        1,
        () =>
          'Bien sûr. Pour vérifier votre identité, pouvez-vous m’indiquer votre date de naissance et les quatre derniers chiffres de votre carte ?',
      ],
      [0, (x) => `${x.dob}, et la carte se termine par ${x.last4}.`],
      [1, (x) => `Merci ${x.first}. Quelle est la nouvelle adresse ?`],
      [0, (x) => `${x.addr}. Le technicien peut me joindre au ${x.phone}.`],
      [
        1,
        (x) =>
          `C’est noté : l’installation est prévue le ${x.date}. Des frais de transfert de ${x.amount} figureront sur votre prochaine facture. La confirmation sera envoyée à ${x.mail}.`,
      ],
      [0, () => 'Parfait, merci !'],
    ],
  },
  de: {
    title: 'Ihr Chatprotokoll',
    session: 'Sitzung',
    started: 'Beginn',
    channel: 'Kanal: Web-Chat',
    browser: 'Client-IP',
    rating: 'Bewertung: 5/5',
    footer:
      'Dieses Protokoll wurde auf Ihren Wunsch versendet. Bitte antworten Sie nicht auf diese Nachricht.',
    turns: [
      [1, (x) => `Hallo, mein Name ist ${x.agent}. Wie kann ich helfen?`],
      [
        0,
        (x) =>
          `Hallo, ich ziehe nächste Woche um und möchte meinen Internetvertrag ${x.contract} mitnehmen.`,
      ],
      [
        1,
        () =>
          'Gern. Zur Sicherheit: Nennen Sie mir bitte Ihr Geburtsdatum und die letzten vier Ziffern der hinterlegten Karte.',
      ],
      [0, (x) => `${x.dob}, die Karte endet auf ${x.last4}.`],
      [1, (x) => `Danke, ${x.first}. Wie lautet die neue Adresse?`],
      [0, (x) => `${x.addr}. Der Techniker erreicht mich unter ${x.phone}.`],
      [
        1,
        (x) =>
          `Erledigt: Der Anschluss wird am ${x.date} geschaltet. Für den Umzug berechnen wir einmalig ${x.amount}. Die Bestätigung geht an ${x.mail}.`,
      ],
      [0, () => 'Super, danke!'],
    ],
  },
  it: {
    title: 'Trascrizione della chat',
    session: 'Sessione',
    started: 'Inizio',
    channel: 'Canale: chat web',
    browser: 'IP cliente',
    rating: 'Valutazione: 5/5',
    footer: 'Trascrizione inviata su sua richiesta. Non rispondere a questo messaggio.',
    turns: [
      [1, (x) => `Buongiorno, sono ${x.agent}. Come posso aiutarla?`],
      [
        0,
        (x) =>
          `Buongiorno, la prossima settimana trasloco e vorrei trasferire il contratto ${x.contract} al nuovo indirizzo.`,
      ],
      [
        1,
        () =>
          'Certo. Per sicurezza mi conferma la data di nascita e le ultime quattro cifre della carta registrata?',
      ],
      [0, (x) => `${x.dob}, la carta finisce con ${x.last4}.`],
      [1, (x) => `Grazie ${x.first}. Qual è il nuovo indirizzo?`],
      [0, (x) => `${x.addr}. Il tecnico può chiamarmi al ${x.phone}.`],
      [
        1,
        (x) =>
          `Fatto: l’attivazione è prevista per il ${x.date}. In bolletta troverà un addebito una tantum di ${x.amount} per il trasloco. La conferma arriverà a ${x.mail}.`,
      ],
      [0, () => 'Perfetto, grazie!'],
    ],
  },
  pt: {
    title: 'Transcrição da sua conversa',
    session: 'Sessão',
    started: 'Início',
    channel: 'Canal: chat',
    browser: 'IP do cliente',
    rating: 'Avaliação: 5/5',
    footer: 'Transcrição enviada a seu pedido. Não responda a esta mensagem.',
    turns: [
      [1, (x) => `Olá, sou ${x.agent}. Em que posso ajudar?`],
      [
        0,
        (x) =>
          `Olá, vou mudar de casa na próxima semana e queria transferir o contrato ${x.contract} para a nova morada.`,
      ],
      [
        1,
        () =>
          'Com certeza. Por segurança, confirma a data de nascimento e os últimos quatro dígitos do cartão associado?',
      ],
      [0, (x) => `${x.dob}, o cartão termina em ${x.last4}.`],
      [1, (x) => `Obrigado, ${x.first}. Qual é a nova morada?`],
      [0, (x) => `${x.addr}. O técnico pode ligar-me para o ${x.phone}.`],
      [
        1,
        (x) =>
          `Está feito: a instalação fica marcada para ${x.date}. Na próxima fatura surgirá uma taxa única de ${x.amount}. A confirmação segue para ${x.mail}.`,
      ],
      [0, () => 'Ótimo, obrigado!'],
    ],
  },
  ru: {
    title: 'Стенограмма вашего чата',
    session: 'Сессия',
    started: 'Начало',
    channel: 'Канал: онлайн-чат',
    browser: 'IP клиента',
    rating: 'Оценка: 5/5',
    footer: 'Стенограмма отправлена по вашему запросу. Не отвечайте на это письмо.',
    turns: [
      [1, (x) => `Здравствуйте, меня зовут ${x.agent}. Чем могу помочь?`],
      [
        0,
        (x) =>
          `Здравствуйте! Я переезжаю на следующей неделе и хочу перенести договор ${x.contract} на новый адрес.`,
      ],
      [
        1,
        () =>
          'Конечно. Для проверки назовите, пожалуйста, дату рождения и последние четыре цифры привязанной карты.',
      ],
      [0, (x) => `${x.dob}, карта заканчивается на ${x.last4}.`],
      [1, (x) => `Спасибо, ${x.first}. Какой новый адрес?`],
      [0, (x) => `${x.addr}. Мастер может позвонить мне по номеру ${x.phone}.`],
      [
        1,
        (x) =>
          `Готово: подключение назначено на ${x.date}. В следующем счёте будет разовая плата за переезд ${x.amount}. Подтверждение придёт на ${x.mail}.`,
      ],
      [0, () => 'Отлично, спасибо!'],
    ],
  },
};

/** A one- or two-page chat transcript. */
export function chatTranscript(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const isp = v.company();
  const cust = v.person();
  const agent = v.person();
  const addr = v.address();
  const day = v.day(2024, 2025);
  const move = new Date(day.getTime() + v.between(5, 15) * 86400000);
  let minute = v.between(0, 30);
  const hour = v.between(8, 20);
  const mail = v.email(cust);
  const x: V = {
    cust: pii('PERSON_NAME', cust.full),
    agent: pii('PERSON_NAME', agent.first),
    first: pii('PERSON_NAME', cust.first),
    contract: pii('ID', v.ref(v.pick(['', 'CT-', 'K']), 8)),
    addr: v.addressLines(addr).join(', '),
    phone: pii('PHONE', v.phone(true)),
    mail: pii('EMAIL', mail),
    dob: pii(
      'DATE',
      v.rng.next() < 0.5 ? v.dateLong(v.day(1950, 2002)) : v.dateNum(v.day(1950, 2002)),
    ),
    last4: pii('CREDIT_CARD', v.digits(4)),
    date: pii('DATE', v.dateLong(move)),
    amount: pii('MONEY_AMOUNT', v.money(v.pick([19.99, 29, 35, 49.9]))),
  };
  const turns = l.turns.map(([who, text]) => {
    minute += v.between(0, 3);
    const stamp = `${String(hour + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    return `<div class="turn ${who ? 'ag' : 'cu'}"><span class="ts">[${stamp}]</span> <b>${who ? x.agent : x.cust}:</b> ${text(x)}</div>`;
  });
  const font = v.pick([
    '"DejaVu Sans", sans-serif',
    '"Liberation Sans", sans-serif',
    '"DejaVu Sans Mono", monospace',
  ]);
  const html = page({
    lang,
    paper: 'A4',
    css: `
body { font-family: ${font}; font-size: 9.5pt; }
header { font-size: 8pt; color: #333; display: grid; grid-template-columns: 1fr 1fr; border-bottom: 0.6pt solid #999; padding-bottom: 1.5mm; }
header b { font-size: 11pt; color: #e65100; }
.page > main { top: 28mm; }
footer { font-size: 7pt; color: #777; }
h1 { font-size: 12pt; margin: 0 0 2mm; }
.meta { font-size: 8pt; color: #444; margin-bottom: 5mm; line-height: 1.5; }
.turn { margin: 0 0 2.5mm; line-height: 1.4; }
.turn.cu { padding-left: 10mm; }
.ts { color: #888; font-size: 8pt; }
p.end { font-size: 8pt; color: #666; border-top: 0.4pt solid #ccc; padding-top: 2mm; margin-top: 6mm; }`,
    header: `<div><b>${pii('ORGANIZATION', isp)}</b></div><div style="text-align:right">${esc(l.title)}</div>`,
    footer: `${esc(l.footer)} · ${esc(w.page)} <span class="pageno"></span>/<span class="pagecount"></span>`,
    blocks: [
      `<h1>${esc(l.title)}</h1>`,
      `<div class="meta">${esc(l.session)}: ${pii('ID', `${v.digits(4)}-${v.letter('ABCDEF')}${v.digits(3)}-${v.digits(4)}`)} · ${esc(l.started)}: ${pii('DATE', v.dateNum(day))} ${hour}:${String(minute).padStart(2, '0')} · ${esc(l.channel)}<br>` +
        `${esc(l.browser)}: ${pii('IP', v.ip())} · ${esc(w.email)}: ${x.mail} · ${esc(l.rating)}</div>`,
      ...turns,
      `<p class="end">${pii('ORGANIZATION', isp)} · ${esc(l.footer)}</p>`,
    ],
  });
  return { name, lang, html };
}
