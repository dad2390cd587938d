/**
 * dev7 kind: minutes of a meeting between firms. A venue (the host firm and its address), an
 * attendee table of names and their firms, apologies written "Name (Firm)", agenda items in
 * running text that name people by surname after an honorific, an action table with owners
 * and due dates, the next meeting's place and date, and a footer on every page.
 */
import {
  address,
  anyDate,
  addDays,
  day,
  email,
  honorific,
  host,
  money,
  numericDate,
  person,
  phone,
  type Person7,
} from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  title: string[];
  date: string;
  venue: string;
  chair: string;
  minutes: string;
  present: string;
  head: string[];
  roles: string[];
  apologies: string;
  items: string[];
  said: Array<(who: string, firm: string, amount: string) => string>;
  actions: string;
  actionHead: string[];
  tasks: string[];
  next: (firm: string, addr: string, date: string) => string;
  contact: (name: string, tel: string, mail: string) => string;
  confidential: string;
  page: string;
}> = {
  eng: {
    title: [
      'Minutes of the Project Steering Group',
      'Minutes of the Supplier Review Meeting',
      'Minutes of the Joint Venture Board',
    ],
    date: 'Date',
    venue: 'Venue',
    chair: 'Chair',
    minutes: 'Minutes taken by',
    present: 'Present',
    head: ['Name', 'Organisation', 'Role', 'E-mail'],
    roles: [
      'Project manager',
      'Finance lead',
      'Operations director',
      'Account manager',
      'Quality engineer',
      'Legal adviser',
      'Procurement officer',
    ],
    apologies: 'Apologies',
    items: [
      '1. Progress since the last meeting',
      '2. Budget',
      '3. Logistics and deliveries',
      '4. Any other business',
    ],
    said: [
      (w, f, a) =>
        `${w} reported that the pilot at ${f} is on schedule and that the remaining budget of ${a} will cover the second phase.`,
      (w, f, a) =>
        `${w} (${f}) asked whether the invoice of ${a} could be settled before the end of the quarter; the group agreed.`,
      (w, f) =>
        `${w} confirmed that ${f} will take over the deliveries to the northern depots from next month.`,
    ],
    actions: 'Actions',
    actionHead: ['Action', 'Owner', 'Due'],
    tasks: [
      'Circulate the revised delivery schedule',
      'Send the signed framework agreement',
      'Book the site visit',
      'Update the risk register',
      'Confirm the insurance certificate',
    ],
    next: (f, a, d) => `The next meeting will be held at the offices of ${f}, ${a}, on ${d}.`,
    contact: (n, t, m) =>
      `Corrections to these minutes should be sent to ${n} (${t}, ${m}) within five working days.`,
    confidential: 'Confidential',
    page: 'Page {n} of {N}',
  },
  spa: {
    title: [
      'Acta de la reunión del comité de proyecto',
      'Acta de la reunión de revisión de proveedores',
      'Acta del consejo de la empresa conjunta',
    ],
    date: 'Fecha',
    venue: 'Lugar',
    chair: 'Preside',
    minutes: 'Secretaría',
    present: 'Asistentes',
    head: ['Nombre', 'Empresa', 'Cargo', 'Correo electrónico'],
    roles: [
      'Jefa de proyecto',
      'Responsable financiero',
      'Director de operaciones',
      'Gestor de cuenta',
      'Ingeniera de calidad',
      'Asesor jurídico',
      'Responsable de compras',
    ],
    apologies: 'Excusan su asistencia',
    items: [
      '1. Avances desde la última reunión',
      '2. Presupuesto',
      '3. Logística y entregas',
      '4. Ruegos y preguntas',
    ],
    said: [
      (w, f, a) =>
        `${w} informa de que el piloto en ${f} avanza según lo previsto y de que el presupuesto restante de ${a} cubrirá la segunda fase.`,
      (w, f, a) =>
        `${w} (${f}) pregunta si la factura de ${a} puede abonarse antes del cierre del trimestre; se aprueba.`,
      (w, f) =>
        `${w} confirma que ${f} asumirá las entregas a los almacenes del norte a partir del mes próximo.`,
    ],
    actions: 'Acuerdos y tareas',
    actionHead: ['Tarea', 'Responsable', 'Plazo'],
    tasks: [
      'Enviar el calendario de entregas revisado',
      'Remitir el contrato marco firmado',
      'Organizar la visita a la obra',
      'Actualizar el registro de riesgos',
      'Confirmar el certificado del seguro',
    ],
    next: (f, a, d) => `La próxima reunión se celebrará en las oficinas de ${f}, ${a}, el ${d}.`,
    contact: (n, t, m) =>
      `Las correcciones a esta acta deben enviarse a ${n} (${t}, ${m}) en un plazo de cinco días hábiles.`,
    confidential: 'Confidencial',
    page: 'Página {n} de {N}',
  },
  fra: {
    title: [
      'Compte rendu du comité de pilotage',
      'Compte rendu de la revue fournisseurs',
      'Procès-verbal du comité de la coentreprise',
    ],
    date: 'Date',
    venue: 'Lieu',
    chair: 'Président de séance',
    minutes: 'Rédaction',
    present: 'Participants',
    head: ['Nom', 'Société', 'Fonction', 'Courriel'],
    roles: [
      'Cheffe de projet',
      'Responsable financier',
      'Directeur des opérations',
      'Chargé de clientèle',
      'Ingénieure qualité',
      'Juriste',
      'Acheteur',
    ],
    apologies: 'Excusés',
    items: [
      '1. Avancement depuis la dernière réunion',
      '2. Budget',
      '3. Logistique et livraisons',
      '4. Questions diverses',
    ],
    said: [
      (w, f, a) =>
        `${w} indique que le pilote chez ${f} respecte le calendrier et que le budget restant de ${a} couvrira la seconde phase.`,
      (w, f, a) =>
        `${w} (${f}) demande si la facture de ${a} peut être réglée avant la fin du trimestre ; le comité accepte.`,
      (w, f) =>
        `${w} confirme que ${f} reprendra les livraisons vers les dépôts du nord dès le mois prochain.`,
    ],
    actions: 'Relevé de décisions',
    actionHead: ['Action', 'Responsable', 'Échéance'],
    tasks: [
      'Diffuser le planning de livraison révisé',
      'Envoyer l’accord-cadre signé',
      'Organiser la visite du site',
      'Mettre à jour le registre des risques',
      'Confirmer l’attestation d’assurance',
    ],
    next: (f, a, d) => `La prochaine réunion se tiendra dans les locaux de ${f}, ${a}, le ${d}.`,
    contact: (n, t, m) =>
      `Les corrections éventuelles sont à adresser à ${n} (${t}, ${m}) sous cinq jours ouvrés.`,
    confidential: 'Confidentiel',
    page: 'Page {n}/{N}',
  },
  deu: {
    title: [
      'Protokoll der Lenkungsausschusssitzung',
      'Protokoll des Lieferantengesprächs',
      'Protokoll der Gesellschafterrunde',
    ],
    date: 'Datum',
    venue: 'Ort',
    chair: 'Sitzungsleitung',
    minutes: 'Protokoll',
    present: 'Teilnehmende',
    head: ['Name', 'Firma', 'Funktion', 'E-Mail'],
    roles: [
      'Projektleiterin',
      'Leiter Finanzen',
      'Betriebsleiter',
      'Kundenbetreuer',
      'Qualitätsingenieurin',
      'Justiziar',
      'Einkäufer',
    ],
    apologies: 'Entschuldigt',
    items: [
      'TOP 1 Stand seit der letzten Sitzung',
      'TOP 2 Budget',
      'TOP 3 Logistik und Lieferungen',
      'TOP 4 Verschiedenes',
    ],
    said: [
      (w, f, a) =>
        `${w} berichtet, dass das Pilotprojekt bei ${f} im Zeitplan liegt und das verbleibende Budget von ${a} die zweite Phase abdeckt.`,
      (w, f, a) =>
        `${w} (${f}) fragt, ob die Rechnung über ${a} vor Quartalsende beglichen werden kann; die Runde stimmt zu.`,
      (w, f) =>
        `${w} bestätigt, dass ${f} ab nächstem Monat die Belieferung der nördlichen Lager übernimmt.`,
    ],
    actions: 'Aufgaben',
    actionHead: ['Aufgabe', 'Verantwortlich', 'Termin'],
    tasks: [
      'Überarbeiteten Lieferplan verteilen',
      'Unterschriebenen Rahmenvertrag senden',
      'Ortstermin vereinbaren',
      'Risikoliste aktualisieren',
      'Versicherungsnachweis bestätigen',
    ],
    next: (f, a, d) => `Die nächste Sitzung findet in den Räumen von ${f}, ${a}, am ${d} statt.`,
    contact: (n, t, m) =>
      `Korrekturen zu diesem Protokoll bitte innerhalb von fünf Werktagen an ${n} (${t}, ${m}).`,
    confidential: 'Vertraulich',
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: [
      'Verbale del comitato di progetto',
      'Verbale della riunione fornitori',
      'Verbale del consiglio della joint venture',
    ],
    date: 'Data',
    venue: 'Luogo',
    chair: 'Presiede',
    minutes: 'Verbalizza',
    present: 'Presenti',
    head: ['Nome', 'Azienda', 'Ruolo', 'E-mail'],
    roles: [
      'Responsabile di progetto',
      'Responsabile amministrativo',
      'Direttore operativo',
      'Account manager',
      'Ingegnere qualità',
      'Consulente legale',
      'Buyer',
    ],
    apologies: 'Assenti giustificati',
    items: [
      '1. Avanzamento dall’ultima riunione',
      '2. Budget',
      '3. Logistica e consegne',
      '4. Varie ed eventuali',
    ],
    said: [
      (w, f, a) =>
        `${w} riferisce che il progetto pilota presso ${f} rispetta i tempi e che il budget residuo di ${a} coprirà la seconda fase.`,
      (w, f, a) =>
        `${w} (${f}) chiede se la fattura di ${a} possa essere saldata entro la fine del trimestre; il comitato approva.`,
      (w, f) =>
        `${w} conferma che ${f} gestirà le consegne ai magazzini del nord dal mese prossimo.`,
    ],
    actions: 'Azioni',
    actionHead: ['Azione', 'Responsabile', 'Scadenza'],
    tasks: [
      'Inviare il calendario consegne aggiornato',
      'Trasmettere l’accordo quadro firmato',
      'Organizzare il sopralluogo',
      'Aggiornare il registro dei rischi',
      'Confermare il certificato assicurativo',
    ],
    next: (f, a, d) => `La prossima riunione si terrà presso gli uffici di ${f}, ${a}, il ${d}.`,
    contact: (n, t, m) =>
      `Eventuali correzioni al verbale vanno inviate a ${n} (${t}, ${m}) entro cinque giorni lavorativi.`,
    confidential: 'Riservato',
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: [
      'Ata da reunião do comité de projeto',
      'Ata da reunião de avaliação de fornecedores',
      'Ata do conselho da parceria',
    ],
    date: 'Data',
    venue: 'Local',
    chair: 'Presidiu',
    minutes: 'Secretariou',
    present: 'Presentes',
    head: ['Nome', 'Empresa', 'Função', 'E-mail'],
    roles: [
      'Gestora de projeto',
      'Diretor financeiro',
      'Diretor de operações',
      'Gestor de conta',
      'Engenheira de qualidade',
      'Jurista',
      'Comprador',
    ],
    apologies: 'Ausências justificadas',
    items: [
      '1. Ponto de situação',
      '2. Orçamento',
      '3. Logística e entregas',
      '4. Outros assuntos',
    ],
    said: [
      (w, f, a) =>
        `${w} informou que o piloto na ${f} decorre dentro do prazo e que o orçamento remanescente de ${a} cobrirá a segunda fase.`,
      (w, f, a) =>
        `${w} (${f}) perguntou se a fatura de ${a} pode ser paga antes do fim do trimestre; o comité aprovou.`,
      (w, f) =>
        `${w} confirmou que a ${f} assumirá as entregas aos armazéns do norte a partir do próximo mês.`,
    ],
    actions: 'Ações',
    actionHead: ['Ação', 'Responsável', 'Prazo'],
    tasks: [
      'Enviar o calendário de entregas revisto',
      'Remeter o acordo-quadro assinado',
      'Marcar a visita ao local',
      'Atualizar o registo de riscos',
      'Confirmar o certificado de seguro',
    ],
    next: (f, a, d) => `A próxima reunião terá lugar nas instalações da ${f}, ${a}, em ${d}.`,
    contact: (n, t, m) =>
      `Eventuais correções a esta ata devem ser enviadas a ${n} (${t}, ${m}) no prazo de cinco dias úteis.`,
    confidential: 'Confidencial',
    page: 'Página {n} de {N}',
  },
  rus: {
    title: [
      'Протокол заседания управляющего комитета',
      'Протокол совещания с поставщиками',
      'Протокол заседания совета партнёров',
    ],
    date: 'Дата',
    venue: 'Место',
    chair: 'Председатель',
    minutes: 'Секретарь',
    present: 'Присутствовали',
    head: ['ФИО', 'Организация', 'Должность', 'Эл. почта'],
    roles: [
      'Руководитель проекта',
      'Финансовый директор',
      'Директор по производству',
      'Менеджер по работе с клиентами',
      'Инженер по качеству',
      'Юрист',
      'Специалист по закупкам',
    ],
    apologies: 'Отсутствовали по уважительной причине',
    items: ['1. Ход работ', '2. Бюджет', '3. Логистика и поставки', '4. Разное'],
    said: [
      (w, f, a) =>
        `${w} сообщил(а), что пилотный проект в компании ${f} идёт по графику, а оставшийся бюджет ${a} покроет второй этап.`,
      (w, f, a) =>
        `${w} (${f}) предложил(а) оплатить счёт на ${a} до конца квартала; решение принято.`,
      (w, f) =>
        `${w} подтвердил(а), что ${f} с будущего месяца берёт на себя поставки на северные склады.`,
    ],
    actions: 'Поручения',
    actionHead: ['Поручение', 'Ответственный', 'Срок'],
    tasks: [
      'Разослать обновлённый график поставок',
      'Направить подписанный рамочный договор',
      'Организовать выезд на объект',
      'Обновить реестр рисков',
      'Подтвердить страховой сертификат',
    ],
    next: (f, a, d) => `Следующее заседание состоится в офисе ${f} по адресу: ${a}, ${d}.`,
    contact: (n, t, m) =>
      `Замечания к протоколу направлять ${n} (${t}, ${m}) в течение пяти рабочих дней.`,
    confidential: 'Конфиденциально',
    page: 'Стр. {n} из {N}',
  },
};

/** Builds one set of meeting minutes. */
export function minutes(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const firms = c.some(c.half([...P.firms, ...P.formal, ...P.carriers]), 5);
  const hostFirm = firms[0]!;
  const venue = address(c);
  const when = day(c, 2024, 2025);
  const people: Array<{ who: Person7; firm: string; role: string; mail: string }> = [];
  const n = c.int(5, 9);
  for (let i = 0; i < n; i++) {
    const who = person(c);
    if (people.some((p) => p.who.last === who.last || p.who.first === who.first)) continue;
    const firm = firms[i % firms.length]!;
    people.push({ who, firm, role: c.pick(t.roles), mail: email(c, who, host(c, firm)) });
  }
  const chair = people[0]!;
  const scribe = people[1]!;
  const blocks: Block7[] = [{ k: 'title', text: c.pick(t.title) }];
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.date, `${m('DATE', anyDate(c, when))}, ${c.int(9, 15)}:${c.pick(['00', '30'])}`],
      [t.venue, `${m('ORGANIZATION', hostFirm)}, ${m('ADDRESS', venue.line)}`],
      [t.chair, m('PERSON_NAME', chair.who.full)],
      [t.minutes, m('PERSON_NAME', scribe.who.full)],
    ],
  });
  blocks.push({ k: 'h', text: t.present });
  const withMail = c.chance(0.5);
  blocks.push({
    k: 'table',
    theme: c.pick(['grid', 'striped'] as const),
    head: withMail ? t.head : t.head.slice(0, 3),
    body: people.map((p) => {
      const row = [m('PERSON_NAME', p.who.full), m('ORGANIZATION', p.firm), p.role];
      return withMail ? [...row, m('EMAIL', p.mail)] : row;
    }),
  });
  const absent = [person(c), person(c)].filter((a) => !people.some((p) => p.who.last === a.last));
  const absentFirm = c.from(P.firms);
  blocks.push({
    k: 'p',
    text: `${t.apologies}: ${absent.map((a) => `${m('PERSON_NAME', a.full)} (${m('ORGANIZATION', c.chance(0.5) ? absentFirm : firms[c.int(0, firms.length - 1)]!)})`).join(', ')}.`,
  });
  for (const item of t.items.slice(0, 3)) {
    blocks.push({ k: 'h', text: item });
    for (let s = 0; s < 2; s++) {
      const p = c.pick(people);
      const say = c.pick(t.said);
      const who = c.chance(0.5)
        ? `${honorific(c, p.who)} ${m('PERSON_NAME', p.who.last)}`
        : m('PERSON_NAME', p.who.full);
      const other = c.pick(firms);
      const amount = money(c.lang, c.int(100, 90000) * 100 + c.pick([0, 50]));
      // Only the sentences that print an amount mark one.
      if (say.length >= 3) m('MONEY_AMOUNT', amount);
      blocks.push({ k: 'p', justify: true, text: say(who, m('ORGANIZATION', other), amount) });
    }
  }
  blocks.push({ k: 'h', text: t.actions });
  blocks.push({
    k: 'table',
    theme: 'grid',
    head: t.actionHead,
    body: c.some(t.tasks, c.int(3, 5)).map((task) => {
      const p = c.pick(people);
      return [
        task,
        m('PERSON_NAME', p.who.full),
        m('DATE', numericDate(c.lang, addDays(when, c.int(7, 40)))),
      ];
    }),
  });
  const nextFirm = c.pick(firms);
  const nextAddr = address(c);
  blocks.push({
    k: 'p',
    justify: true,
    text: t.next(
      m('ORGANIZATION', nextFirm),
      m('ADDRESS', nextAddr.line),
      m('DATE', anyDate(c, addDays(when, 42))),
    ),
  });
  blocks.push({
    k: 'p',
    text: t.contact(
      m('PERSON_NAME', scribe.who.full),
      m('PHONE', phone(c)),
      m('EMAIL', scribe.mail),
    ),
  });
  return {
    name,
    kind: 'minutes',
    lang: c.lang,
    family: c.pick(['DejaVuSerif', 'LiberationSerif', 'DejaVuSans'] as const),
    blocks,
    header: `${t.confidential} · ${m('ORGANIZATION', hostFirm)}`,
    footer: [m('DATE', numericDate(c.lang, when))],
    pageLabel: t.page,
    marks: c.marks,
  };
}
